import { assign, fromPromise, setup } from 'xstate';
import { type HabitReportData, habitReportData } from '../src/contract/habit-report';
import type { Now } from './shared/clock';
import { notProvided } from './shared/not-provided';

/** spec 000 §9: the PDF page re-reads the stored report every second. */
export const REPORT_REREAD_MS = 1000;
/** spec 000 §9: charts count as ready 100 ms after they say so (the SVG has painted). */
export const CHARTS_SETTLE_MS = 100;

export const REPORT_CHART_IDS = ['gauge', 'history', 'habits', 'zones'] as const;
export type ReportChartId = (typeof REPORT_CHART_IDS)[number];
/** spec 000 §2.5: the page stays hidden until these charts are ready. */
export const REQUIRED_CHARTS: readonly ReportChartId[] = ['history', 'zones'];

export type StoredReport =
  { kind: 'missing' } | { kind: 'invalid'; problem: string } | { kind: 'report'; report: HabitReportData };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What the stored text holds: nothing (null or blank), something that is not a habit report, or a
 * report — `report_data` itself or the public call's `{ report_data }`.
 */
export function parseStoredReport(raw: string | null): StoredReport {
  if (raw === null || raw.trim() === '') return { kind: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: 'invalid', problem: 'The stored report is not JSON.' };
  }
  const candidate = isRecord(json) && 'report_data' in json ? json.report_data : json;
  const parsed = habitReportData.safeParse(candidate);
  if (parsed.success) return { kind: 'report', report: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    kind: 'invalid',
    problem: `The stored report does not match report_data: ${issue ? `${issue.path.join('.') || '(root)'} ${issue.message}` : 'unknown problem'}.`,
  };
}

export interface ReportReadinessInput {
  /** The clock: `Date.now` in the app, a simulated clock's `now` in tests. */
  now: Now;
}

export interface ReportReadinessContext {
  now: Now;
  /** The text last read from storage: undefined before the first read, null when nothing is stored. */
  raw: string | null | undefined;
  /** The report on the page, while the stored text is a valid one. */
  report: HabitReportData | undefined;
  /** Why the stored text is not a report, while it is not. */
  problem: string | undefined;
  /** Charts of the current report that said they are ready. */
  chartsReady: ReportChartId[];
  /** When the next read is due, epoch ms. */
  nextReadAt: number;
  /** When the charts count as ready, epoch ms, once every required chart said so. */
  settleAt: number | undefined;
  /** The last failed read's message, until a read succeeds. */
  readFailure: string | undefined;
}

export type ReportReadinessEvent = { type: 'storage.changed' } | { type: 'chart.ready'; id: ReportChartId };

const PAGE = '#reportReadiness.page';

/**
 * Print readiness of the habit report's PDF page `/reports-pdf/hhr` (spec 000 §2.1, §2.5, §9).
 *
 * Two regions. `storage` reads the report text (`readReport`, provided by the app from local
 * storage) at once, then every REPORT_REREAD_MS from the start of the previous read, and at each
 * `storage.changed`. A text different from the last one moves `page`: nothing stored → `missing`,
 * not a report → `invalid`, a report → `rendering` (again, if one was shown). A failed read changes
 * nothing and is tried again on schedule. `page` starts `loading`; in `rendering` every chart sends
 * `chart.ready` with its id, and once the history and zone charts both have, the page `settling`s
 * for CHARTS_SETTLE_MS (a deadline kept as an absolute time) and is `ready`, the only state tagged
 * `visible`: the page stays hidden until then.
 */
export const reportReadinessMachine = setup({
  types: {
    input: {} as ReportReadinessInput,
    context: {} as ReportReadinessContext,
    events: {} as ReportReadinessEvent,
  },
  actors: {
    readReport: fromPromise<string | null>(() => notProvided('readReport')),
  },
  actions: {
    scheduleNextRead: assign({ nextReadAt: ({ context }) => context.now() + REPORT_REREAD_MS }),
    keepReport: assign({ readFailure: undefined }),
    // the text is kept as read (null or blank) so the same text next time counts as unchanged
    showMissing: assign((_, params: { raw: string | null }) => ({
      raw: params.raw,
      report: undefined,
      problem: undefined,
      chartsReady: [],
      settleAt: undefined,
      readFailure: undefined,
    })),
    showInvalid: assign((_, params: { raw: string | null }) => {
      const stored = parseStoredReport(params.raw);
      return {
        raw: params.raw,
        report: undefined,
        problem: stored.kind === 'invalid' ? stored.problem : undefined,
        chartsReady: [],
        settleAt: undefined,
        readFailure: undefined,
      };
    }),
    showReport: assign((_, params: { raw: string | null }) => {
      const stored = parseStoredReport(params.raw);
      return {
        raw: params.raw,
        report: stored.kind === 'report' ? stored.report : undefined,
        problem: undefined,
        chartsReady: [],
        settleAt: undefined,
        readFailure: undefined,
      };
    }),
    noteReadFailure: assign((_, params: { error: unknown }) => ({
      readFailure: params.error instanceof Error ? params.error.message : String(params.error),
    })),
    markChartReady: assign(({ context }, params: { id: ReportChartId }) => ({
      chartsReady: context.chartsReady.includes(params.id)
        ? context.chartsReady
        : [...context.chartsReady, params.id],
    })),
    scheduleSettle: assign({ settleAt: ({ context }) => context.now() + CHARTS_SETTLE_MS }),
  },
  guards: {
    isUnchanged: ({ context }, params: { raw: string | null }) => params.raw === context.raw,
    isMissing: (_, params: { raw: string | null }) => parseStoredReport(params.raw).kind === 'missing',
    isInvalid: (_, params: { raw: string | null }) => parseStoredReport(params.raw).kind === 'invalid',
    completesRequiredCharts: ({ context }, params: { id: ReportChartId }) =>
      REQUIRED_CHARTS.every((chart) => chart === params.id || context.chartsReady.includes(chart)),
  },
  delays: {
    reread: ({ context }) => Math.max(0, context.nextReadAt - context.now()),
    chartsSettle: ({ context }) => Math.max(0, (context.settleAt ?? 0) - context.now()),
  },
}).createMachine({
  id: 'reportReadiness',
  type: 'parallel',
  context: ({ input }) => ({
    now: input.now,
    raw: undefined,
    report: undefined,
    problem: undefined,
    // Stryker disable next-line ArrayDeclaration: never read; every read that shows a page (missing, invalid, rendering) sets it to [] first, and chart.ready counts only in rendering
    chartsReady: [],
    nextReadAt: input.now(),
    settleAt: undefined,
    readFailure: undefined,
  }),
  states: {
    storage: {
      initial: 'reading',
      states: {
        reading: {
          entry: 'scheduleNextRead',
          on: { 'storage.changed': { target: 'reading', reenter: true } },
          invoke: {
            src: 'readReport',
            onDone: [
              {
                guard: { type: 'isUnchanged', params: ({ event }) => ({ raw: event.output }) },
                target: 'waiting',
                actions: 'keepReport',
              },
              {
                guard: { type: 'isMissing', params: ({ event }) => ({ raw: event.output }) },
                target: ['waiting', `${PAGE}.missing`],
                actions: { type: 'showMissing', params: ({ event }) => ({ raw: event.output }) },
              },
              {
                guard: { type: 'isInvalid', params: ({ event }) => ({ raw: event.output }) },
                target: ['waiting', `${PAGE}.invalid`],
                actions: { type: 'showInvalid', params: ({ event }) => ({ raw: event.output }) },
              },
              {
                target: ['waiting', `${PAGE}.rendering`],
                actions: { type: 'showReport', params: ({ event }) => ({ raw: event.output }) },
              },
            ],
            onError: {
              target: 'waiting',
              actions: { type: 'noteReadFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waiting: {
          after: { reread: 'reading' },
          on: { 'storage.changed': 'reading' },
        },
      },
    },
    page: {
      initial: 'loading',
      states: {
        loading: {},
        missing: {},
        invalid: {},
        rendering: {
          initial: 'mounting',
          states: {
            mounting: {
              on: {
                'chart.ready': [
                  {
                    guard: { type: 'completesRequiredCharts', params: ({ event }) => ({ id: event.id }) },
                    target: 'settling',
                    actions: { type: 'markChartReady', params: ({ event }) => ({ id: event.id }) },
                  },
                  { actions: { type: 'markChartReady', params: ({ event }) => ({ id: event.id }) } },
                ],
              },
            },
            settling: {
              entry: 'scheduleSettle',
              after: { chartsSettle: `${PAGE}.ready` },
              // a chart drawing again (a resize) restarts the wait
              on: {
                'chart.ready': {
                  target: 'settling',
                  reenter: true,
                  actions: { type: 'markChartReady', params: ({ event }) => ({ id: event.id }) },
                },
              },
            },
          },
        },
        ready: { tags: ['visible'] },
      },
    },
  },
});
