import { LegendComponent } from 'echarts/components';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { AnalyticsResponse, CoachTeam } from '../../../contract/coach';
import { GROUP_TITLES } from '../../../domain/marker-status';
import { OPTIMAL_GREEN } from '../../../domain/palette';
import { echarts } from '../../components/charts/echarts-core';
import { SEVERITY_COLORS } from '../../components/charts/blood-ui';
import { coachApi } from './coach-api';
import { CoachPage, useCoach } from './coach-layout';
import { ReportsPanel } from './reports-panel';
import {
  LoadFailed,
  muted,
  NoSharedResults,
  sectionCard,
  sectionTitle,
  TeamPicker,
  useTeamScoped,
} from './team-scope';

// the shared core leaves the legend out; only these charts name several series
echarts.use([LegendComponent]);

const CATEGORY_COLORS = [
  '#1d4ed8',
  '#b42318',
  '#7c3aed',
  '#0e7490',
  '#b54708',
  '#4d7c0f',
  '#be185d',
  '#334155',
  '#a16207',
  '#0f766e',
];

const percent = (share: number) => Math.round(share * 100);

/** The category scores per quarter (0–100) with the optimized share as a dashed line in %. */
export function scoresOverTimeOption(data: AnalyticsResponse) {
  const periods = data.periods.map((p) => p.period);
  const categories = data.periods[0]?.categories ?? [];
  const series = [
    ...categories.map((c, i) => ({
      type: 'line' as const,
      name: c.name,
      data: data.periods.map((p) => p.categories.find((x) => x.abbr === c.abbr)?.score ?? null),
      connectNulls: true,
      symbolSize: 6,
      itemStyle: { color: CATEGORY_COLORS[i % CATEGORY_COLORS.length] },
      lineStyle: { color: CATEGORY_COLORS[i % CATEGORY_COLORS.length] },
    })),
    {
      type: 'line' as const,
      name: 'Optimized markers (%)',
      data: data.periods.map((p) => percent(p.optimizedShare)),
      symbolSize: 8,
      itemStyle: { color: OPTIMAL_GREEN },
      lineStyle: { color: OPTIMAL_GREEN, type: 'dashed' as const, width: 3 },
    },
  ];
  return {
    aria: { enabled: true },
    grid: { left: 40, right: 16, top: 24, bottom: 64 },
    tooltip: { trigger: 'axis' as const },
    legend: { type: 'scroll' as const, bottom: 0 },
    xAxis: { type: 'category' as const, data: periods },
    yAxis: { type: 'value' as const, min: 0, max: 100 },
    series,
  };
}

/** Markers worst first: the largest share of members not optimized leads. */
export function worstFirst(markers: AnalyticsResponse['markers']) {
  const share = (m: AnalyticsResponse['markers'][number]) =>
    m.notOptimized / Math.max(1, m.optimized + m.notOptimized);
  return [...markers].sort(
    (a, b) => share(b) - share(a) || b.notOptimized - a.notOptimized || a.name.localeCompare(b.name),
  );
}

/** The chart's markers: the worst ones (the table under it lists every marker). */
export const CHART_MARKERS = 20;

/** Optimized and not optimized members per marker, stacked, worst first from the top. */
export function markerOptimizationOption(markers: AnalyticsResponse['markers']) {
  const sorted = worstFirst(markers).slice(0, CHART_MARKERS).reverse();
  return {
    aria: { enabled: true },
    grid: { left: 120, right: 16, top: 32, bottom: 24 },
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    legend: { top: 0 },
    xAxis: { type: 'value' as const, minInterval: 1 },
    yAxis: { type: 'category' as const, data: sorted.map((m) => m.name) },
    series: [
      {
        type: 'bar' as const,
        name: GROUP_TITLES.notOptimized,
        stack: 'members',
        data: sorted.map((m) => m.notOptimized),
        itemStyle: { color: SEVERITY_COLORS.orange },
      },
      {
        type: 'bar' as const,
        name: GROUP_TITLES.optimized,
        stack: 'members',
        data: sorted.map((m) => m.optimized),
        itemStyle: { color: OPTIMAL_GREEN },
      },
    ],
  };
}

function Chart({ option, height, label }: { option: object; height: number; label: string }) {
  return (
    <div className={css({ minW: '0', w: 'full' })} role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
        notMerge
      />
    </div>
  );
}

const table = css({
  w: 'full',
  textStyle: 'small',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'left',
    py: '1.5',
    pr: '3',
    borderBottomWidth: 'thin',
    borderColor: 'border.default',
  },
});

/** The figures of one scope: who shares, scores over time, marker optimization. */
export function AnalyticsFigures({ data }: { data: AnalyticsResponse }) {
  const tableId = useId();
  if (data.membersWithResults === 0) return <NoSharedResults members={data.members} />;
  const latest = data.periods.at(-1);
  const markers = worstFirst(data.markers);
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <section className={sectionCard} aria-labelledby={`${tableId}-scores`}>
        <h2 id={`${tableId}-scores`} className={sectionTitle}>
          Category scores by quarter
        </h2>
        {latest ? (
          <p className={css({ mb: '3' })} data-testid="optimized-share">
            In {latest.period}, <strong>{percent(latest.optimizedShare)}%</strong> of the tested markers were
            optimized ({latest.members} {latest.members === 1 ? 'member' : 'members'}).
          </p>
        ) : null}
        {data.periods.length ? (
          <>
            <Chart
              option={scoresOverTimeOption(data)}
              height={320}
              label="Average category scores (0 to 100) by quarter, with the share of optimized markers"
            />
            <details className={css({ mt: '3' })}>
              <summary className={css({ cursor: 'pointer' })}>Scores as a table</summary>
              <div className={css({ overflowX: 'auto' })}>
                <table className={table}>
                  <thead>
                    <tr>
                      <th scope="col">Category</th>
                      {data.periods.map((p) => (
                        <th key={p.period} scope="col">
                          {p.period}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {(data.periods[0]?.categories ?? []).map((c) => (
                      <tr key={c.abbr}>
                        <th scope="row">{c.name}</th>
                        {data.periods.map((p) => (
                          <td key={p.period}>{p.categories.find((x) => x.abbr === c.abbr)?.score ?? '–'}</td>
                        ))}
                      </tr>
                    ))}
                    <tr>
                      <th scope="row">Optimized markers</th>
                      {data.periods.map((p) => (
                        <td key={p.period}>{percent(p.optimizedShare)}%</td>
                      ))}
                    </tr>
                  </tbody>
                </table>
              </div>
            </details>
          </>
        ) : (
          <p className={muted}>No results in any quarter yet.</p>
        )}
      </section>
      <section className={sectionCard} aria-labelledby={`${tableId}-markers`}>
        <h2 id={`${tableId}-markers`} className={sectionTitle}>
          Marker optimization
        </h2>
        <p className={css({ mb: '3' })}>
          Members optimized and not optimized on each marker, at their latest result; the markers most often
          not optimized first
          {markers.length > CHART_MARKERS
            ? ` (the chart shows the ${CHART_MARKERS} worst, the table all ${markers.length})`
            : ''}
          .
        </p>
        {markers.length ? (
          <>
            <Chart
              option={markerOptimizationOption(data.markers)}
              height={Math.max(200, Math.min(markers.length, CHART_MARKERS) * 28 + 56)}
              label="Members optimized and not optimized per marker, worst first"
            />
            <details className={css({ mt: '3' })}>
              <summary className={css({ cursor: 'pointer' })}>Markers as a table</summary>
              <div className={css({ overflowX: 'auto' })}>
                <table className={table} data-testid="marker-table">
                  <thead>
                    <tr>
                      <th scope="col">Marker</th>
                      <th scope="col">{GROUP_TITLES.notOptimized}</th>
                      <th scope="col">{GROUP_TITLES.optimized}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {markers.map((m) => (
                      <tr key={m.abbr}>
                        <th scope="row">{m.name}</th>
                        <td>{m.notOptimized}</td>
                        <td>{m.optimized}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        ) : (
          <p className={muted}>No markers tested yet.</p>
        )}
      </section>
    </div>
  );
}

/** The analytics of the teams: the picker, who shares, and the figures. */
export function TeamAnalytics({ teams }: { teams: readonly CoachTeam[] }) {
  const [teamId, setTeamId] = useState(0);
  const [state, retry] = useTeamScoped(loadAnalytics, teamId);
  return (
    <section aria-label="Team analytics" aria-busy={state.status === 'loading'}>
      <TeamPicker teams={teams} value={teamId} onChange={setTeamId} />
      {state.status === 'loading' ? (
        <p role="status">Loading the team’s figures…</p>
      ) : state.status === 'error' ? (
        <LoadFailed what="the team’s figures" error={state.error} retry={retry} />
      ) : (
        <>
          <p className={css({ mb: '4', fontWeight: '600' })} data-testid="sharing">
            {state.data.membersWithResults} of {state.data.members}{' '}
            {state.data.members === 1 ? 'member shares' : 'members share'} their results
          </p>
          <AnalyticsFigures data={state.data} />
        </>
      )}
    </section>
  );
}

const loadAnalytics = (teamId: number | undefined, signal: AbortSignal) =>
  coachApi.analytics(teamId, { signal });

/** `/admin/coach/analytics/` (001 §2): the teams' figures from members who share, and the reports. */
export function AnalyticsPage() {
  const { teams } = useCoach();
  return (
    <CoachPage title="Analytics">
      <div className={css({ display: 'grid', gap: '10' })}>
        <TeamAnalytics teams={teams} />
        <ReportsPanel />
      </div>
    </CoachPage>
  );
}
