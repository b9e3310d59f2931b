import ReactEChartsCore from 'echarts-for-react/esm/core';
import { css } from '../../../../styled-system/css';
import type { MarkerForView } from '../../../contract/blood';
import { formatDate } from '../../../domain/dates';
import { zoneIntervals } from '../../../domain/zones';
import { echarts } from '../../components/charts/echarts-core';
import { ZONE_COLORS } from '../../components/charts/blood-ui';

/** Every draw of a marker as a line over its nine zones (markArea bands). */
export function HistoryChart({ marker }: { marker: MarkerForView }) {
  const values = marker.history.map((h) => h.value);
  const range = marker.range;
  const lo = Math.min(...values, range?.minBorderLine ?? Infinity);
  const hi = Math.max(...values, range?.maxBorderLine ?? -Infinity);
  const pad = (hi - lo) * 0.15 || 1;
  const yMin = lo >= 0 ? Math.max(0, lo - pad) : lo - pad;
  const yMax = hi + pad;
  const areas = range
    ? zoneIntervals(range).map((z) => [
        { yAxis: z.from ?? yMin, itemStyle: { color: ZONE_COLORS[z.zone], opacity: 0.18 } },
        { yAxis: z.to ?? yMax },
      ])
    : [];
  const option = {
    aria: { enabled: true },
    grid: { left: 48, right: 16, top: 32, bottom: 32 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: marker.history.map((h) => h.testedAt) },
    yAxis: {
      type: 'value',
      min: Math.floor(yMin),
      max: Math.ceil(yMax),
      name: marker.unit,
      axisLabel: { showMinLabel: yMin >= 0 || Math.floor(yMin) % 10 === 0, showMaxLabel: false },
    },
    series: [
      {
        type: 'line',
        name: marker.name,
        data: values,
        symbolSize: 8,
        lineStyle: { color: '#121926' },
        itemStyle: { color: '#121926' },
        markArea: { silent: true, data: areas },
      },
    ],
  };
  return (
    <figure className={css({ minW: '0', overflow: 'hidden' })}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        opts={{ renderer: 'svg' }}
        style={{ height: 280, width: '100%' }}
        notMerge
      />
      <figcaption className={css({ srOnly: true })}>
        <table>
          <caption>{marker.name} history</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Value ({marker.unit})</th>
            </tr>
          </thead>
          <tbody>
            {marker.history.map((h) => (
              <tr key={h.resultId}>
                <td>{formatDate(h.testedAt)}</td>
                <td>{h.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
