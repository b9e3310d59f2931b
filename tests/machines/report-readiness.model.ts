import { habitReportData } from '../../src/contract/habit-report';
import type { reportReadinessMachine } from '../../machines/report-readiness.machine';
import { declareModel, type EmitArgs } from '../model/declared';

type Read = { output: string | null };

/** The text the read returned, as the machine must pass it on (`{ raw }`). */
const readText = ({ event }: EmitArgs) => ({ raw: (event as unknown as Read).output });
/** The chart that said it is ready (`{ id }`). */
const chartId = ({ event }: EmitArgs) => ({ id: (event as unknown as { id: string }).id });

/** 000 §2.5: the PDF page reads report JSON (`report_data`, or the public call's `{ report_data }`). */
function isReport(raw: string): boolean {
  try {
    const json: unknown = JSON.parse(raw);
    const candidate = json && typeof json === 'object' && 'report_data' in json ? json.report_data : json;
    return habitReportData.safeParse(candidate).success;
  } catch {
    return false;
  }
}

/**
 * Print readiness of the habit report's PDF page, written from spec 000 §2.5 ("hidden until all
 * charts (history, zones) are ready, reads report JSON from browser local storage, re-reads it every
 * second and on storage events") and §9 (re-read every 1 s, charts ready after 100 ms). See
 * docs/testing.md.
 */
export const reportReadinessDeclared = declareModel<typeof reportReadinessMachine>({
  states: {
    '': { type: 'parallel' },
    storage: { initial: 'reading' },
    'storage.reading': { entry: ['scheduleNextRead'], invoke: { src: 'readReport' } },
    'storage.waiting': {},
    page: { initial: 'loading' },
    'page.loading': {},
    'page.missing': {},
    'page.invalid': {},
    'page.rendering': { initial: 'mounting' },
    'page.rendering.mounting': {},
    'page.rendering.settling': { entry: ['scheduleSettle'] },
    'page.ready': { tags: ['visible'] },
  },
  transitions: [
    // "re-reads it … on storage events"
    {
      from: 'storage.reading',
      on: 'storage.changed',
      to: 'storage.reading',
      reenter: true,
      cite: '000 §2.5',
    },
    {
      from: 'storage.reading',
      on: 'done readReport',
      if: 'isUnchanged',
      to: 'storage.waiting',
      actions: ['keepReport'],
    },
    {
      from: 'storage.reading',
      on: 'done readReport',
      if: 'isMissing',
      to: 'storage.waiting, page.missing',
      actions: [{ type: 'showMissing', params: readText }],
    },
    {
      from: 'storage.reading',
      on: 'done readReport',
      if: 'isInvalid',
      to: 'storage.waiting, page.invalid',
      actions: [{ type: 'showInvalid', params: readText }],
    },
    {
      from: 'storage.reading',
      on: 'done readReport',
      to: 'storage.waiting, page.rendering',
      actions: [{ type: 'showReport', params: readText }],
      cite: '000 §2.5',
    },
    {
      from: 'storage.reading',
      on: 'error readReport',
      to: 'storage.waiting',
      actions: [
        {
          type: 'noteReadFailure',
          params: ({ event }: EmitArgs) => ({ error: (event as { error?: unknown }).error }),
        },
      ],
    },
    // "re-reads it every second"
    { from: 'storage.waiting', on: 'after reread', to: 'storage.reading', cite: '000 §2.5, §9' },
    { from: 'storage.waiting', on: 'storage.changed', to: 'storage.reading', cite: '000 §2.5' },
    // "hidden until all charts (history, zones) are ready"
    {
      from: 'page.rendering.mounting',
      on: 'chart.ready',
      if: 'completesRequiredCharts',
      to: 'page.rendering.settling',
      actions: [{ type: 'markChartReady', params: chartId }],
      cite: '000 §2.5',
    },
    {
      from: 'page.rendering.mounting',
      on: 'chart.ready',
      actions: [{ type: 'markChartReady', params: chartId }],
    },
    // "charts ready after 100 ms delay"
    { from: 'page.rendering.settling', on: 'after chartsSettle', to: 'page.ready', cite: '000 §9' },
    {
      from: 'page.rendering.settling',
      on: 'chart.ready',
      to: 'page.rendering.settling',
      reenter: true,
      actions: [{ type: 'markChartReady', params: chartId }],
    },
  ],
  guards: {
    isUnchanged: ({ context, event }) => (event as unknown as Read).output === context.raw,
    isMissing: ({ event }) => ((event as unknown as Read).output ?? '').trim() === '',
    isInvalid: ({ event }) => {
      const raw = (event as unknown as Read).output ?? '';
      return raw.trim() !== '' && !isReport(raw);
    },
    // 000 §2.5: the history and zone charts gate the page
    completesRequiredCharts: ({ context, event }) => {
      const ready = new Set([...context.chartsReady, (event as unknown as { id: string }).id]);
      return ready.has('history') && ready.has('zones');
    },
  },
});
