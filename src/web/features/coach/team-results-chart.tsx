import ReactEChartsCore from 'echarts-for-react/esm/core';
import { css } from '../../../../styled-system/css';
import { echarts } from '../../components/charts/echarts-core';
import { GROUP_TITLES } from '../../../domain/marker-status';
import { STATUS_COLOURS } from '../../../domain/palette';

export interface TeamResultSummary {
  optimized: number;
  notOptimized: number;
}

/** The team's markers optimized and not (latest results of the members who share them), as bars. */
export default function TeamResultsChart({ title, summary }: { title: string; summary: TeamResultSummary }) {
  const option = {
    aria: { enabled: true },
    grid: { left: 110, right: 24, top: 8, bottom: 24 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: [GROUP_TITLES.notOptimized, GROUP_TITLES.optimized] },
    series: [
      {
        type: 'bar',
        name: 'Markers',
        data: [
          { value: summary.notOptimized, itemStyle: { color: STATUS_COLOURS.borderline.fill } },
          { value: summary.optimized, itemStyle: { color: STATUS_COLOURS.optimal.fill } },
        ],
        barWidth: 18,
      },
    ],
  };
  return (
    <figure className={css({ minW: '0', overflow: 'hidden', m: '0' })}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        opts={{ renderer: 'svg' }}
        style={{ height: 110, width: '100%' }}
        notMerge
      />
      <figcaption className={css({ srOnly: true })}>
        <table>
          <caption>{title}: markers in the members’ latest results</caption>
          <tbody>
            <tr>
              <th scope="row">{GROUP_TITLES.optimized}</th>
              <td>{summary.optimized}</td>
            </tr>
            <tr>
              <th scope="row">{GROUP_TITLES.notOptimized}</th>
              <td>{summary.notOptimized}</td>
            </tr>
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
