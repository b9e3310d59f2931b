import { useCallback, useMemo, type ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import type { ReportChartId } from '../../../../machines/report-readiness.machine';
import type { HabitReportData } from '../../../contract/habit-report';
import { formatShortDate } from '../../../domain/dates';
import { HABITS } from '../../../domain/habits/catalogue';
import {
  contributingHabitsOption,
  gaugeOption,
  type HabitChartOption,
  historyOption,
  weeklyAverage,
  zonesHistoryOption,
} from '../../../domain/habits/chart-options';
import { CONTRIBUTIONS_NOTE, HISTORY_WEEKS, JOURNAL_PROMPT } from '../../../domain/habits/report';
import { ZONE_HISTORY_WEEKS } from '../../../domain/habits/charts';
import { MIN_LOGGED_DAYS } from '../../../domain/habits/score';
import { card as panel } from '../../components/layout';
import { ReportChart } from './report-chart';

const card = cx(panel, css({ minW: '0', breakInside: 'avoid' }));
const printCard = css({ boxShadow: 'none', p: '4' });
const h2 = css({ textStyle: 'h3', mb: '1' });
const lead = css({ textStyle: 'small', color: 'fg.muted', mb: '3' });
const srOnly = css({ srOnly: true });

function Section({
  id,
  title,
  lead: leadText,
  print,
  className,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  print: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`section-${id}`}
      className={cx(card, print ? printCard : undefined, className)}
    >
      <h2 id={`${id}-title`} className={h2}>
        {title}
      </h2>
      {leadText ? <p className={lead}>{leadText}</p> : null}
      {children}
    </section>
  );
}

/** A list of biomarker names, or a line saying there are none. */
function Biomarkers({ names, testId }: { names: readonly string[]; testId: string }) {
  if (names.length === 0)
    return (
      <p className={css({ textStyle: 'small', color: 'fg.muted' })} data-testid={testId}>
        No biomarker is linked to this habit yet.
      </p>
    );
  return (
    <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })} data-testid={testId}>
      {names.map((name) => (
        <li
          key={name}
          className={css({
            px: '3',
            py: '1',
            borderRadius: 'full',
            bg: 'bg.subtle',
            borderWidth: 'thin',
            borderColor: 'border.default',
            textStyle: 'small',
            fontWeight: '600',
          })}
        >
          {name}
        </li>
      ))}
    </ul>
  );
}

/** The zone chart's y_label is too long to stand beside the axis on a phone; the section's lead says it. */
export function withoutAxisName(option: HabitChartOption): HabitChartOption {
  const axis = option.yAxis;
  if (!axis || Array.isArray(axis)) return option;
  return { ...option, yAxis: { ...axis, name: '' } };
}

const minutes = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} min`;

export interface HabitReportViewProps {
  report: HabitReportData;
  /** The PDF variant: no animation, flat cards. */
  print?: boolean;
  /** Each chart says when it has drawn (the PDF page waits for history and zones). */
  onChartReady?: (id: ReportChartId) => void;
}

/**
 * The weekly Healthspan Habit report (spec 000 §2.5): date, score gauge, score history, contributing
 * habits, InnerAge effect, habit goal with quick tips, zone history, about, and the journal prompt
 * for a customer without journal questions. Every figure comes from `report_data`.
 */
export function HabitReportView({ report, print = false, onChartReady }: HabitReportViewProps) {
  const { texts, charts } = report;
  const settings = useMemo(() => ({ animation: !print }), [print]);
  const options = useMemo(
    () => ({
      gauge: gaugeOption(charts.gauge_chart, settings),
      history: historyOption(charts.history_chart, settings),
      habits: contributingHabitsOption(charts.contributing_habits_chart, settings),
      zones: withoutAxisName(zonesHistoryOption(charts.history_with_zones_chart, settings)),
    }),
    [charts, settings],
  );
  const ready = useCallback((id: ReportChartId) => () => onChartReady?.(id), [onChartReady]);
  const readyHandlers = useMemo(
    () =>
      onChartReady
        ? { gauge: ready('gauge'), history: ready('history'), habits: ready('habits'), zones: ready('zones') }
        : undefined,
    [onChartReady, ready],
  );
  const hasJournal = texts.has_journal_questions_bool.value;
  // the journal prompt has its own box when there are no journal questions
  const tips = texts.lowest_habit_quick_tips_list.value.filter((tip) => hasJournal || tip !== JOURNAL_PROMPT);
  const zones = charts.history_with_zones_chart;
  const average = weeklyAverage(zones.x, zones.y);
  const habits = charts.contributing_habits_chart.habits;
  const gauge = charts.gauge_chart;
  const history = charts.history_chart;

  return (
    <article
      aria-labelledby="report-title"
      className={css({ display: 'grid', gap: { base: '4', md: '5' } })}
      data-testid="habit-report"
    >
      <header>
        <p
          className={css({
            color: 'accent.fg',
            fontWeight: '700',
            letterSpacing: 'wider',
            textTransform: 'uppercase',
            textStyle: 'small',
            mb: '1',
          })}
        >
          Weekly report
        </p>
        <h1 id="report-title" className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '1' })}>
          Your Healthspan Habit report
        </h1>
        <p className={css({ textStyle: 'h3', color: 'fg.muted' })} data-testid="report-date">
          {texts.recent_week_date_str.value}
        </p>
      </header>

      {hasJournal ? null : (
        <aside
          aria-labelledby="journal-title"
          data-testid="journal-prompt"
          className={css({
            p: { base: '4', md: '5' },
            borderRadius: 'xl',
            bg: 'warning.subtle',
            borderWidth: 'thin',
            borderColor: 'border.default',
            breakInside: 'avoid',
          })}
        >
          <h2 id="journal-title" className={css({ textStyle: 'h3', color: 'warning.fg', mb: '1' })}>
            Fill in your daily journal
          </h2>
          <p>{JOURNAL_PROMPT}</p>
        </aside>
      )}

      <div
        className={css({
          display: 'grid',
          gap: { base: '4', md: '5' },
          gridTemplateColumns: { base: '1fr', lg: '2fr 3fr' },
        })}
      >
        <Section id="score" title="Healthspan Habit Score" print={print}>
          <ReportChart
            option={options.gauge}
            height={210}
            testId="gauge-chart"
            onReady={readyHandlers?.gauge}
          />
          <p className={css({ textAlign: 'center', color: 'fg.muted' })} data-testid="progress-statement">
            {texts.progress_statement_text.value}
          </p>
          <p className={srOnly} data-testid="score">
            Score {gauge.value} of {gauge.max_value}
          </p>
        </Section>
        <Section
          id="history"
          title="Habit Score History"
          lead={`Your score week by week, the last ${HISTORY_WEEKS} weeks at most.`}
          print={print}
        >
          <ReportChart
            option={options.history}
            height={240}
            testId="history-chart"
            onReady={readyHandlers?.history}
          />
          <table className={srOnly} data-testid="history-table">
            <caption>Habit Score by week</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {history.x.map((week, i) => (
                <tr key={week}>
                  <td>{formatShortDate(week)}</td>
                  <td>{history.y[i]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      </div>

      <Section
        id="habits"
        title="Contributing Habits"
        lead="What helped and what hurt your score this week, from −1 (hurts most) to 1 (helps most)."
        print={print}
      >
        <ReportChart
          option={options.habits}
          height={Math.max(120, habits.length * 30 + 40)}
          testId="habits-chart"
          onReady={readyHandlers?.habits}
        />
        <table className={srOnly} data-testid="habits-table">
          <caption>Contribution of each habit</caption>
          <thead>
            <tr>
              <th scope="col">Habit</th>
              <th scope="col">Effect</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {habits.map((habit) => (
              <tr key={habit.habit_name}>
                <td>{habit.habit_name}</td>
                <td>{habit.normalized_value < 0 ? 'Hurts' : 'Helps'}</td>
                <td>{habit.normalized_value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="innerage" title={texts.InnerAge_section_title.value} print={print}>
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
            mt: '2',
          })}
        >
          <div className={css({ p: '4', borderRadius: 'lg', bg: 'accent.subtle' })} data-testid="top-habit">
            <h3 className={css({ fontWeight: '700', color: 'accent.fg', mb: '1' })}>Top habit</h3>
            <p className={css({ mb: '3' })}>{texts.top_habit_w_InnerAge_string.value}</p>
            <Biomarkers names={texts.top_habit_w_InnerAge_biomarkers.value} testId="top-biomarkers" />
          </div>
          <div
            className={css({ p: '4', borderRadius: 'lg', bg: 'danger.subtle' })}
            data-testid="lowest-habit"
          >
            <h3 className={css({ fontWeight: '700', color: 'danger.fg', mb: '1' })}>Lowest habit</h3>
            <p className={css({ mb: '3' })}>{texts.lowest_habit_w_InnerAge_string.value}</p>
            <Biomarkers names={texts.lowest_habit_w_InnerAge_biomarkers.value} testId="lowest-biomarkers" />
          </div>
        </div>
      </Section>

      <Section id="goal" title="Pick your habit goal" print={print}>
        <p className={css({ textStyle: 'h3', color: 'accent.fg', mb: '3' })} data-testid="habit-goal">
          {texts.lowest_habit_alt_text_formatted_name.value}
        </p>
        <h3 className={css({ fontWeight: '700', mb: '2' })}>Quick tips</h3>
        <ul
          className={css({ display: 'grid', gap: '2', pl: '5', listStyleType: 'disc' })}
          data-testid="quick-tips"
        >
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>

      <Section
        id="zones"
        title="Heart-rate zone history"
        lead={`${zones.y_label}, each day of the last ${ZONE_HISTORY_WEEKS} weeks, with the weekly average.`}
        print={print}
      >
        <ReportChart
          option={options.zones}
          height={280}
          testId="zones-chart"
          onReady={readyHandlers?.zones}
        />
        <ul
          aria-label="Chart legend"
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4',
            mt: '2',
            textStyle: 'small',
            color: 'fg.muted',
          })}
        >
          <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <span
              aria-hidden="true"
              className={css({ w: '4', h: '1', bg: 'teal.600', borderRadius: 'full' })}
            />
            Daily minutes
          </li>
          <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <span
              aria-hidden="true"
              className={css({
                w: '4',
                h: '0',
                borderTopWidth: 'thick',
                borderStyle: 'dashed',
                borderColor: 'amber.600',
              })}
            />
            Weekly average
          </li>
          {zones.zones.map((zone) => (
            <li
              key={zone.range.join('-')}
              className={css({ display: 'flex', alignItems: 'center', gap: '2' })}
            >
              <span
                aria-hidden="true"
                style={{ background: zone.color }}
                className={css({ w: '4', h: '3', borderRadius: 'sm', opacity: '0.4' })}
              />
              {minutes(zone.range[0])} – {minutes(zone.range[1])}
            </li>
          ))}
        </ul>
        <p className={css({ textStyle: 'small', mt: '2' })} data-testid="weekly-average">
          Latest weekly average: <strong>{average.length ? minutes(average.at(-1)!) : 'no data'}</strong> a
          day
        </p>
      </Section>

      <Section id="about" title="About this report" print={print}>
        <div className={css({ display: 'grid', gap: '2', textStyle: 'small', color: 'fg.muted' })}>
          <p>
            Your Healthspan Habit Score runs from {gauge.min_value} to {gauge.max_value}.{' '}
            {hasJournal
              ? `It weighs ${HABITS.length} habits — sleep, activity, steps, food, drinks, stress and more — against targets from public health guidance, using what your journal and tracker recorded that week.`
              : `Without journal questions it weighs the habits your tracker records (${habits.map((h) => h.habit_name.toLowerCase()).join(', ')}) against targets from public health guidance.`}{' '}
            A habit counts once it was logged on at least {MIN_LOGGED_DAYS} days of the week; missing days are
            left out, not scored as zero.
          </p>
          <p>{CONTRIBUTIONS_NOTE}</p>
        </div>
      </Section>
    </article>
  );
}
