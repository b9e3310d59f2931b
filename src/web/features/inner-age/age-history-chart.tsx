import ReactEChartsCore from 'echarts-for-react/esm/core';
import { css } from '../../../../styled-system/css';
import type { InnerAgeResult } from '../../../contract/innerage';
import { echarts } from '../../components/charts/echarts-core';
import {
  INNER_AGE_CHART_COLORS,
  INNER_AGE_SERIES,
  innerAgeHistoryDescription,
  innerAgeHistoryOption,
} from '../../components/charts/inner-age-options';

const key = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' });
const swatch = css({ display: 'inline-block', w: '4', h: '1', borderRadius: 'full' });

/** InnerAge against chronological age at every draw (a lazily loaded chunk: ECharts stays out of the page). */
export function AgeHistoryChart({ results }: { results: readonly InnerAgeResult[] }) {
  return (
    <figure className={css({ minW: '0', overflow: 'hidden' })} data-testid="age-history-chart">
      <div aria-hidden="true" className={css({ display: 'flex', gap: '4', textStyle: 'small', mb: '1' })}>
        <span className={key}>
          <span className={swatch} style={{ background: INNER_AGE_CHART_COLORS.innerAge }} />
          {INNER_AGE_SERIES.innerAge}
        </span>
        <span className={key}>
          <span
            className={swatch}
            style={{
              background: `repeating-linear-gradient(90deg, ${INNER_AGE_CHART_COLORS.age} 0 40%, transparent 40% 60%)`,
            }}
          />
          {INNER_AGE_SERIES.age}
        </span>
      </div>
      <ReactEChartsCore
        echarts={echarts}
        option={innerAgeHistoryOption(results)}
        opts={{ renderer: 'svg' }}
        style={{ height: 240, width: '100%' }}
        notMerge
      />
      <figcaption className={css({ srOnly: true })}>{innerAgeHistoryDescription(results)}</figcaption>
    </figure>
  );
}
