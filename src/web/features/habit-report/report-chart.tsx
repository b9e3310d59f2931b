import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { css } from '../../../../styled-system/css';
import type { HabitChartOption } from '../../../domain/habits/chart-options';
import { echarts } from '../../components/charts/echarts-core';

/**
 * One habit-report chart: ECharts core with the SVG renderer. The option carries `aria` with a
 * description computed from the data (ECharts writes it as the container's label). `onReady` is
 * called once the chart has drawn: at `onChartReady`, since ECharts flushes the first draw inside
 * `setOption` (before the wrapper binds events, so that draw's `finished` is never heard), and at
 * every later `finished` (a redraw after a resize or new data, or the end of an animation).
 */
export function ReportChart({
  option,
  height,
  testId,
  onReady,
}: {
  option: HabitChartOption;
  /** Rem-free pixel height ECharts needs for its canvas-less SVG. */
  height: number;
  testId: string;
  onReady?: (() => void) | undefined;
}) {
  const onEvents = useMemo(() => (onReady ? { finished: () => onReady() } : undefined), [onReady]);
  return (
    <div className={css({ minW: '0', w: 'full' })} data-testid={testId}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
        notMerge
        {...(onEvents ? { onEvents, onChartReady: onReady } : {})}
      />
    </div>
  );
}
