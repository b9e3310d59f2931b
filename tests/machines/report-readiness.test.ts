import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SimulatedClock } from 'xstate';
import {
  CHARTS_SETTLE_MS,
  parseStoredReport,
  REPORT_REREAD_MS,
  reportReadinessMachine,
} from '../../machines/report-readiness.machine';
import { NOT_JSON, REPORT_A, REPORT_B, storedReport } from './report-readiness.fixtures';
import { deferred, flush, simulatedClock } from './support';

/** Local storage as the fake `readReport` sees it; `fail` makes reads throw. */
function fakeStorage(initial: string | null) {
  const storage = { value: initial, fail: false, reads: vi.fn<(at: number) => void>() };
  return storage;
}

async function openPage(initial: string | null) {
  const clock = simulatedClock();
  const storage = fakeStorage(initial);
  const readReport = fromPromise<string | null>(() => {
    storage.reads(clock.now());
    return storage.fail
      ? Promise.reject(new Error('SecurityError: storage disabled'))
      : Promise.resolve(storage.value);
  });
  const actor = createActor(reportReadinessMachine.provide({ actors: { readReport } }), {
    clock,
    input: { now: () => clock.now() },
  }).start();
  await flush();
  return { clock, storage, actor, start: clock.now() };
}

async function advance(clock: SimulatedClock, ms: number) {
  clock.increment(ms);
  await flush();
}

type Actor = Awaited<ReturnType<typeof openPage>>['actor'];
const page = (actor: Actor) => actor.getSnapshot().value.page;
const visible = (actor: Actor) => actor.getSnapshot().hasTag('visible');

async function renderBoth(actor: Actor, clock: SimulatedClock) {
  actor.send({ type: 'chart.ready', id: 'history' });
  actor.send({ type: 'chart.ready', id: 'zones' });
  await advance(clock, CHARTS_SETTLE_MS);
}

describe('reportReadinessMachine', () => {
  it('is hidden while loading and reads the stored report at once', () => {
    const clock = simulatedClock();
    const actor = createActor(reportReadinessMachine, { clock, input: { now: () => clock.now() } }).start();
    expect(actor.getSnapshot().value).toEqual({ storage: 'reading', page: 'loading' });
    expect(visible(actor)).toBe(false);
  });

  it('stays hidden in missing when nothing is stored, and keeps re-reading every second', async () => {
    const { clock, storage, actor, start } = await openPage(null);
    expect(page(actor)).toBe('missing');
    expect(actor.getSnapshot().value.storage).toBe('waiting');
    await advance(clock, REPORT_REREAD_MS - 1);
    expect(storage.reads).toHaveBeenCalledTimes(1);
    await advance(clock, 1);
    await advance(clock, REPORT_REREAD_MS);
    expect(storage.reads.mock.calls.map(([at]) => at - start)).toEqual([0, 1000, 2000]);
    expect(page(actor)).toBe('missing');
    expect(visible(actor)).toBe(false);
  });

  it('treats a blank text as nothing stored, keeping it to compare the next read with', async () => {
    const { actor, clock } = await openPage('   ');
    expect(page(actor)).toBe('missing');
    expect(actor.getSnapshot().context.raw).toBe('   ');
    await advance(clock, REPORT_REREAD_MS);
    expect(page(actor)).toBe('missing');
  });

  it('says why a stored text is not a report', async () => {
    const { actor, storage, clock } = await openPage(NOT_JSON);
    expect(page(actor)).toBe('invalid');
    expect(actor.getSnapshot().context.problem).toBe('The stored report is not JSON.');

    storage.value = JSON.stringify({ ...storedReport(), customerId: 'seven' });
    await advance(clock, REPORT_REREAD_MS);
    expect(page(actor)).toBe('invalid');
    expect(actor.getSnapshot().context.problem).toMatch(
      /^The stored report does not match report_data: customerId /,
    );
    expect(visible(actor)).toBe(false);
  });

  it('renders a stored report and shows the page 100 ms after the history and zone charts are ready', async () => {
    const { actor, clock } = await openPage(REPORT_A);
    expect(actor.getSnapshot().matches({ page: { rendering: 'mounting' } })).toBe(true);
    expect(actor.getSnapshot().context.report).toEqual(storedReport(1));

    actor.send({ type: 'chart.ready', id: 'gauge' });
    actor.send({ type: 'chart.ready', id: 'history' });
    actor.send({ type: 'chart.ready', id: 'habits' });
    expect(actor.getSnapshot().matches({ page: { rendering: 'mounting' } })).toBe(true);

    actor.send({ type: 'chart.ready', id: 'zones' });
    expect(actor.getSnapshot().matches({ page: { rendering: 'settling' } })).toBe(true);
    expect(actor.getSnapshot().context.settleAt).toBe(clock.now() + CHARTS_SETTLE_MS);
    await advance(clock, CHARTS_SETTLE_MS - 1);
    expect(visible(actor)).toBe(false);
    await advance(clock, 1);
    expect(page(actor)).toBe('ready');
    expect(visible(actor)).toBe(true);
  });

  it('needs both required charts, in any order, each counted once', async () => {
    const { actor, clock } = await openPage(REPORT_A);
    actor.send({ type: 'chart.ready', id: 'zones' });
    actor.send({ type: 'chart.ready', id: 'zones' });
    expect(actor.getSnapshot().context.chartsReady).toEqual(['zones']);
    expect(actor.getSnapshot().matches({ page: { rendering: 'mounting' } })).toBe(true);
    actor.send({ type: 'chart.ready', id: 'history' });
    await advance(clock, CHARTS_SETTLE_MS);
    expect(visible(actor)).toBe(true);
  });

  it('restarts the 100 ms when a chart draws again while settling', async () => {
    const { actor, clock } = await openPage(REPORT_A);
    actor.send({ type: 'chart.ready', id: 'history' });
    actor.send({ type: 'chart.ready', id: 'zones' });
    await advance(clock, 60);
    actor.send({ type: 'chart.ready', id: 'history' });
    await advance(clock, 60);
    expect(visible(actor)).toBe(false);
    await advance(clock, 40);
    expect(visible(actor)).toBe(true);
  });

  it('stays visible while re-reading an unchanged report', async () => {
    const { actor, clock, storage } = await openPage(REPORT_A);
    await renderBoth(actor, clock);
    const states: unknown[] = [];
    actor.subscribe((snapshot) => states.push(snapshot.value.page));
    await advance(clock, REPORT_REREAD_MS);
    await advance(clock, REPORT_REREAD_MS);
    expect(storage.reads).toHaveBeenCalledTimes(3);
    expect(new Set(states)).toEqual(new Set(['ready']));
    expect(visible(actor)).toBe(true);
  });

  it('goes back to rendering, hidden, when the stored report changes', async () => {
    const { actor, clock, storage } = await openPage(REPORT_A);
    await renderBoth(actor, clock);
    storage.value = REPORT_B;
    await advance(clock, REPORT_REREAD_MS);
    expect(actor.getSnapshot().matches({ page: { rendering: 'mounting' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ chartsReady: [], settleAt: undefined });
    expect(actor.getSnapshot().context.report?.customerId).toBe(2);
    expect(visible(actor)).toBe(false);
    await renderBoth(actor, clock);
    expect(visible(actor)).toBe(true);
  });

  it('hides the page when the report is removed or spoilt', async () => {
    const { actor, clock, storage } = await openPage(REPORT_A);
    await renderBoth(actor, clock);
    storage.value = null;
    await advance(clock, REPORT_REREAD_MS);
    expect(page(actor)).toBe('missing');
    expect(actor.getSnapshot().context.report).toBeUndefined();
    storage.value = REPORT_A;
    await advance(clock, REPORT_REREAD_MS);
    await renderBoth(actor, clock);
    storage.value = NOT_JSON;
    await advance(clock, REPORT_REREAD_MS);
    expect(page(actor)).toBe('invalid');
    expect(visible(actor)).toBe(false);
  });

  it('reads at once on storage.changed, and keeps the one-second rhythm from that read', async () => {
    const { actor, clock, storage, start } = await openPage(null);
    await advance(clock, 300);
    storage.value = REPORT_A;
    actor.send({ type: 'storage.changed' });
    await flush();
    expect(actor.getSnapshot().matches({ page: { rendering: 'mounting' } })).toBe(true);
    await advance(clock, REPORT_REREAD_MS);
    expect(storage.reads.mock.calls.map(([at]) => at - start)).toEqual([0, 300, 1300]);
  });

  it('starts the read again when storage changes during a read', async () => {
    const clock = simulatedClock();
    const pending = [deferred<string | null>(), deferred<string | null>()];
    let reads = 0;
    const readReport = fromPromise<string | null>(() => pending[reads++]!.promise);
    const actor = createActor(reportReadinessMachine.provide({ actors: { readReport } }), {
      clock,
      input: { now: () => clock.now() },
    }).start();
    actor.send({ type: 'storage.changed' });
    pending[0]!.resolve(REPORT_A);
    await flush();
    expect(page(actor)).toBe('loading');
    pending[1]!.resolve(REPORT_B);
    await flush();
    expect(actor.getSnapshot().context.report?.customerId).toBe(2);
  });

  it('keeps the reread rhythm from the start of each read, however long the read takes', async () => {
    const clock = simulatedClock();
    const start = clock.now();
    const started: number[] = [];
    const reads: Array<ReturnType<typeof deferred<string | null>>> = [];
    const readReport = fromPromise<string | null>(() => {
      started.push(clock.now() - start);
      reads.push(deferred<string | null>());
      return reads.at(-1)!.promise;
    });
    createActor(reportReadinessMachine.provide({ actors: { readReport } }), {
      clock,
      input: { now: () => clock.now() },
    }).start();
    await advance(clock, 300);
    reads[0]!.resolve(null);
    await flush();
    await advance(clock, 700);
    expect(started).toEqual([0, 1000]);
  });

  it('changes nothing when a read fails, and tries again a second later', async () => {
    const { actor, clock, storage } = await openPage(REPORT_A);
    await renderBoth(actor, clock);
    storage.fail = true;
    await advance(clock, REPORT_REREAD_MS);
    expect(page(actor)).toBe('ready');
    expect(actor.getSnapshot().context.readFailure).toBe('SecurityError: storage disabled');
    storage.fail = false;
    await advance(clock, REPORT_REREAD_MS);
    expect(actor.getSnapshot().context.readFailure).toBeUndefined();
    expect(storage.reads).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('stays loading while reads fail from the start', async () => {
    const clock = simulatedClock();
    const actor = createActor(reportReadinessMachine, { clock, input: { now: () => clock.now() } }).start();
    await flush();
    expect(page(actor)).toBe('loading');
    expect(actor.getSnapshot().context.readFailure).toBe('readReport is not provided');
    await advance(clock, REPORT_REREAD_MS);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('ignores chart.ready outside rendering', async () => {
    for (const stored of [null, NOT_JSON]) {
      const { actor } = await openPage(stored);
      const before = actor.getSnapshot();
      actor.send({ type: 'chart.ready', id: 'history' });
      actor.send({ type: 'chart.ready', id: 'zones' });
      expect(actor.getSnapshot().value).toEqual(before.value);
      expect(actor.getSnapshot().context.chartsReady).toEqual([]);
    }
    const { actor, clock } = await openPage(REPORT_A);
    await renderBoth(actor, clock);
    actor.send({ type: 'chart.ready', id: 'zones' });
    expect(page(actor)).toBe('ready');
  });
});

describe('parseStoredReport', () => {
  it('accepts report_data itself or the public call answer { report_data }', () => {
    expect(parseStoredReport(REPORT_A)).toEqual({ kind: 'report', report: storedReport(1) });
    expect(parseStoredReport(JSON.stringify({ report_data: storedReport(2) }))).toEqual({
      kind: 'report',
      report: storedReport(2),
    });
  });

  it('tells nothing from something wrong', () => {
    expect(parseStoredReport(null)).toEqual({ kind: 'missing' });
    expect(parseStoredReport('')).toEqual({ kind: 'missing' });
    expect(parseStoredReport('[]').kind).toBe('invalid');
    expect(parseStoredReport('null').kind).toBe('invalid');
    expect(parseStoredReport(NOT_JSON)).toEqual({
      kind: 'invalid',
      problem: 'The stored report is not JSON.',
    });
  });

  it('names where a stored JSON text differs from report_data: the root, or the field path with dots', () => {
    const problemOf = (raw: string) => {
      const stored = parseStoredReport(raw);
      return stored.kind === 'invalid' ? stored.problem : stored.kind;
    };
    for (const raw of ['42', '"a report"', 'true']) {
      expect(problemOf(raw)).toMatch(/^The stored report does not match report_data: \(root\) \S/);
    }
    const report = storedReport();
    const spoilt = { ...report, texts: { ...report.texts, recent_week_date_str: { value: 7 } } };
    expect(problemOf(JSON.stringify(spoilt))).toMatch(
      /^The stored report does not match report_data: texts\.recent_week_date_str\.value \S/,
    );
  });
});
