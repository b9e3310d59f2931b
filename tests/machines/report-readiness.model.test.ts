import { reportReadinessMachine } from '../../machines/report-readiness.machine';
import { describeModel } from '../model/harness';
import { NOT_JSON, REPORT_A, REPORT_B } from './report-readiness.fixtures';
import { reportReadinessDeclared } from './report-readiness.model';

const RAW_LABELS = new Map<string | null | undefined, string>([
  [undefined, 'unread'],
  [null, 'nothing'],
  [NOT_JSON, 'not JSON'],
  [REPORT_A, 'A'],
  [REPORT_B, 'B'],
]);

describeModel<typeof reportReadinessMachine>({
  name: 'reportReadiness',
  machine: reportReadinessMachine,
  model: reportReadinessDeclared,
  starts: [{ label: 'PDF page opened', input: ({ now }) => ({ now }) }],
  actors: {
    // nothing stored, not a report, a report, another report
    readReport: { outputs: [null, NOT_JSON, REPORT_A, REPORT_B], errors: [new Error('storage disabled')] },
  },
  events: {
    // a required chart, the other required chart, a chart that does not gate the page
    'chart.ready': [
      { type: 'chart.ready', id: 'history' },
      { type: 'chart.ready', id: 'zones' },
      { type: 'chart.ready', id: 'gauge' },
    ],
  },
  // what was read decides "unchanged"; which charts are ready decides the way out of mounting
  project: ({ context }) => ({
    raw: RAW_LABELS.get(context.raw) ?? 'other',
    charts: [...context.chartsReady].sort(),
  }),
});
