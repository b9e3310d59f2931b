import { BarChart, GaugeChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// notes/ui-stack.md: only the pieces the habit report draws (~180 kB gzip instead of 362 kB); import
// this module from lazily loaded route chunks only.
echarts.use([
  GaugeChart,
  LineChart,
  BarChart,
  GridComponent,
  MarkAreaComponent,
  TooltipComponent,
  AriaComponent,
  SVGRenderer,
]);

export { echarts };
