import { LegendComponent } from 'echarts/components';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { type ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import {
  ACTIVATION_STATE_LABELS,
  ANALYTICS_WEEKS_DEFAULT,
  type AnalyticsResponse,
} from '../../../contract/back-office-insights';
import { formatShortDate } from '../../../domain/dates';
import { adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { AdminPage } from '../../components/admin/admin-layout';
import { DataTable, QueryView, Section } from '../../components/admin/admin-ui';
import { echarts } from '../../components/charts/echarts-core';
import * as Field from '../../components/ui/field';
import {
  funnelOption,
  innerAgeChangeText,
  innerAgeOption,
  isEmpty,
  weeklyActivityOption,
} from './analytics-charts';

// the shared core leaves the legend out; the weekly chart names four series
echarts.use([LegendComponent]);

const WEEK_CHOICES = [4, 8, 12, 26, 52] as const;

function Chart({ option, height, label }: { option: object; height: number; label: string }) {
  return (
    // overflow hidden: until ECharts measures its box again (a rotated phone), its SVG keeps its old width
    <div className={css({ minW: '0', w: 'full', overflow: 'hidden' })} role="img" aria-label={label}>
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

/** The chart's figures as a table, folded under the chart (its text alternative). */
function Figures({ children }: { children: ReactNode }) {
  return (
    <details className={css({ mt: '3' })}>
      <summary className={css({ cursor: 'pointer', color: 'accent.fg', fontWeight: '600', mb: '2' })}>
        Show the figures as a table
      </summary>
      {children}
    </details>
  );
}

/** A table cell kept on one line: the table scrolls inside its box on a phone instead. */
const nowrap = css({ whiteSpace: 'nowrap' });
const weekText = (weekStart: string) => <span className={nowrap}>{formatShortDate(weekStart, true)}</span>;

function AnalyticsFigures({ data }: { data: AnalyticsResponse }) {
  const total = (key: 'signUps' | 'testsActivated' | 'testsResulted' | 'resultsUploaded') =>
    data.weeks.reduce((sum, w) => sum + w[key], 0);
  const innerAgeWeeks = data.weeks.filter((w) => w.innerAgeChange !== null);
  return (
    <>
      <Section title="Weekly activity">
        <p className={css({ mb: '3' })}>
          Over these {data.weeks.length} weeks: {total('signUps')} sign-ups, {total('testsActivated')} tests
          activated, {total('testsResulted')} tests resulted and {total('resultsUploaded')} results uploaded.
        </p>
        <Chart
          option={weeklyActivityOption(data)}
          height={320}
          label="Bar chart of sign-ups, tests activated, tests resulted and results uploaded per week; the table below lists the figures."
        />
        <Figures>
          <DataTable
            caption="Weekly activity"
            rowKey={(w) => w.weekStart}
            rows={data.weeks}
            columns={[
              { key: 'week', header: 'Week of', cell: (w) => weekText(w.weekStart) },
              { key: 'signUps', header: 'Sign-ups', cell: (w) => w.signUps, align: 'end' },
              { key: 'activated', header: 'Tests activated', cell: (w) => w.testsActivated, align: 'end' },
              { key: 'resulted', header: 'Tests resulted', cell: (w) => w.testsResulted, align: 'end' },
              { key: 'uploaded', header: 'Results uploaded', cell: (w) => w.resultsUploaded, align: 'end' },
            ]}
          />
        </Figures>
      </Section>
      <Section title="Activation funnel now">
        <Chart
          option={funnelOption(data)}
          height={240}
          label="Bar chart of customers per activation state, in the order of the onboarding; the table below lists the figures."
        />
        <Figures>
          <DataTable
            caption="Customers per activation state"
            rowKey={(f) => f.state}
            rows={data.funnel}
            columns={[
              { key: 'state', header: 'Activation state', cell: (f) => ACTIVATION_STATE_LABELS[f.state] },
              { key: 'count', header: 'Customers', cell: (f) => f.count, align: 'end' },
            ]}
          />
        </Figures>
      </Section>
      <Section title="Average InnerAge change">
        <p className={css({ mb: '3' })}>
          For customers with two or more InnerAges: the latest minus the one before, by the week of the latest
          draw. Below zero, customers got biologically younger.
        </p>
        {innerAgeWeeks.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>No customer had a second InnerAge in these weeks.</p>
        ) : (
          <>
            <Chart
              option={innerAgeOption(data)}
              height={260}
              label="Line chart of the average InnerAge change per week, in years; the table below lists the figures."
            />
            <Figures>
              <DataTable
                caption="Average InnerAge change per week"
                rowKey={(w) => w.weekStart}
                rows={innerAgeWeeks}
                columns={[
                  { key: 'week', header: 'Week of', cell: (w) => weekText(w.weekStart) },
                  {
                    key: 'change',
                    header: 'Average change',
                    cell: (w) => innerAgeChangeText(w.innerAgeChange),
                    align: 'end',
                  },
                  { key: 'customers', header: 'Customers', cell: (w) => w.innerAgeCustomers, align: 'end' },
                ]}
              />
            </Figures>
          </>
        )}
      </Section>
    </>
  );
}

function Analytics() {
  const { values, set } = useListParams(['weeks'] as const);
  const weeks = WEEK_CHOICES.find((n) => String(n) === values.weeks) ?? ANALYTICS_WEEKS_DEFAULT;
  const query = useAdminQuery<AnalyticsResponse>(adminUrl('analytics', {}, { weeks }));
  return (
    <>
      <Field.Root className={css({ maxW: '16rem', mb: '5' })}>
        <Field.Label>Weeks shown</Field.Label>
        <Field.Select value={String(weeks)} onChange={(e) => set({ weeks: e.currentTarget.value })}>
          {WEEK_CHOICES.map((n) => (
            <option key={n} value={n}>
              Last {n} weeks
            </option>
          ))}
        </Field.Select>
      </Field.Root>
      <QueryView
        query={query}
        label="Counting…"
        isEmpty={isEmpty}
        empty="Nothing happened in these weeks yet: no sign-ups, tests, results or uploads."
      >
        {(data) => <AnalyticsFigures data={data} />}
      </QueryView>
    </>
  );
}

/** `/admin/analytics` (issue 18): sign-ups, the activation funnel, tests, uploads and InnerAge, by ISO week. */
export function AnalyticsPage() {
  return (
    <AdminPage title="Analytics" intro="By week, Monday to Sunday (UTC); the funnel as it stands now.">
      <Analytics />
    </AdminPage>
  );
}
