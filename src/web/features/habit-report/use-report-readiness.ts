import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { reportReadinessMachine, type ReportChartId } from '../../../../machines/report-readiness.machine';
import { REPORT_STORAGE_KEY } from './habit-report-api';

/** The readiness machine reading the report JSON from this browser's local storage. */
export const reportReadinessLogic = reportReadinessMachine.provide({
  actors: {
    readReport: fromPromise(() => Promise.resolve(window.localStorage.getItem(REPORT_STORAGE_KEY))),
  },
});

export type PrintPageState = 'loading' | 'missing' | 'invalid' | 'rendering' | 'ready';

type ReadinessSnapshot = SnapshotFrom<typeof reportReadinessMachine>;

function pageOf(s: ReadinessSnapshot): PrintPageState {
  if (s.matches({ page: 'ready' })) return 'ready';
  if (s.matches({ page: 'rendering' })) return 'rendering';
  if (s.matches({ page: 'missing' })) return 'missing';
  if (s.matches({ page: 'invalid' })) return 'invalid';
  return 'loading';
}

/**
 * The PDF page's view API (spec 000 §2.5, §9): the stored report, whether the page may show, and
 * `chartReady` for the charts. Storage events for the report's key (writes from other tabs) make
 * the machine read at once; it re-reads every second by itself as well.
 */
export function useReportReadiness(logic = reportReadinessLogic, now: () => number = Date.now) {
  const actor = useActorRef(logic, { input: { now } });
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // a null key is storage.clear()
      if (event.key === REPORT_STORAGE_KEY || event.key === null) actor.send({ type: 'storage.changed' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actor]);
  const page = useSelector(actor, pageOf);
  const visible = useSelector(actor, (s) => s.hasTag('visible'));
  const report = useSelector(actor, (s) => s.context.report);
  const problem = useSelector(actor, (s) => s.context.problem);
  const chartReady = useCallback((id: ReportChartId) => actor.send({ type: 'chart.ready', id }), [actor]);
  return { page, visible, report, problem, chartReady };
}
