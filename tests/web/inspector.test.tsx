import { createInspector } from '@statelyai/inspect';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, type InspectionEvent } from 'xstate';
import { machineCatalogue } from '../../machines/catalogue';
import { sessionExpiryMachine } from '../../machines/session-expiry.machine';
import { createLateLogic } from '../../src/web/app/late-actors';
import { completeActorsOf, createRootActor } from '../../src/web/app/root-actor';
import { exportSession, importSession, replaySteps } from '../../src/web/features/inspector/session-file';
import { statelyObserver, statelyOptions } from '../../src/web/features/inspector/stately-bridge';
import { activePaths, formatStateValue, summarize } from '../../src/web/lib/inspector/machine-info';
import { MASK, maskEvent, maskSecrets } from '../../src/web/lib/inspector/mask';
import { createDeferredObserver } from '../../src/web/lib/inspector/deferred-observer';
import { createRecorder } from '../../src/web/lib/inspector/recorder';
import { Statechart } from '../../src/web/lib/inspector/statechart';
import { bannerLogic, fakeEffects, testCustomer } from './support';
import { expectNoAxeViolations } from './axe';

// JWT-looking and opaque values, as the server hands them out
const ACCESS =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiZXhwIjoxNzAwMDAwMDAwfQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const REFRESH = 'r3fr3sh-0paque-9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddcc';
const PASSWORD = 'Healthspan-demo-1';
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/;

function secretsIn(text: string) {
  return [ACCESS, REFRESH, PASSWORD]
    .filter((secret) => text.includes(secret))
    .concat(JWT.test(text) ? ['a JWT'] : []);
}

describe('masking (one function for panel, export and Stately bridge)', () => {
  it('masks secrets by key name and keeps everything else readable', () => {
    const masked = maskSecrets({
      accessToken: ACCESS,
      refreshToken: REFRESH,
      token: { access_token: ACCESS, expires_in: 900, refresh_token: REFRESH },
      password: PASSWORD,
      code: '123456',
      smsCode: '654321',
      qr: { link: 'otpauth://totp/Healthspan?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' },
      email: 'active@demo.healthspan.test',
      secondsLeft: 42,
      expiresAt: 1_700_000_000_000,
      now: () => 0,
      empty: undefined,
    });
    expect(masked).toEqual({
      accessToken: MASK,
      refreshToken: MASK,
      token: MASK,
      password: MASK,
      code: MASK,
      smsCode: MASK,
      qr: { link: MASK, secret: MASK },
      email: 'active@demo.healthspan.test',
      secondsLeft: 42,
      expiresAt: 1_700_000_000_000,
      now: '[function]',
      empty: undefined,
    });
  });

  it('masks JWT-looking and long opaque values under any key, and cuts cycles', () => {
    const cyclic: Record<string, unknown> = { header: `Bearer ${ACCESS}`, blob: REFRESH, list: [ACCESS] };
    cyclic.self = cyclic;
    const masked = maskSecrets(cyclic) as Record<string, unknown>;
    expect(masked).toEqual({ header: `Bearer ${MASK}`, blob: MASK, list: [MASK], self: '[circular]' });
    expect(secretsIn(JSON.stringify(masked))).toEqual([]);
  });

  it('keeps an event type readable and masks its payload', () => {
    expect(maskEvent({ type: 'auth.login', email: 'a@b.test', password: PASSWORD })).toEqual({
      type: 'auth.login',
      email: 'a@b.test',
      password: MASK,
    });
    expect(maskEvent({ type: 'code.submit', code: '123456' })).toEqual({ type: 'code.submit', code: MASK });
  });
});

/** The app's root actor with fake effects handing out JWT-looking tokens, watched by `inspect`. */
function signedInRoot(inspect: (event: InspectionEvent) => void) {
  const clock = new SimulatedClock();
  clock.increment(Date.UTC(2025, 0, 6, 9));
  const token = { access_token: ACCESS, expires_in: 900, refresh_token: REFRESH };
  const effects = fakeEffects({
    customer: testCustomer(),
    restoreSession: () => Promise.reject(new Error('no cookie')),
    logIn: () => Promise.resolve(token),
    checkSession: () => Promise.resolve({ seconds: 30 }),
  });
  const root = createRootActor(
    effects,
    { now: () => clock.now(), logoutPermissionStored: false },
    { clock, inspect },
  );
  root.start();
  root.send({ type: 'lateActors.loaded', logic: createLateLogic(effects, bannerLogic()) });
  return { root, actors: completeActorsOf(root), clock };
}

describe('recorder and export', () => {
  it('misses no actor when the recorder arrives late (issue 22: a lazy chunk behind a stand-in)', async () => {
    const recorder = createRecorder();
    const deferred = createDeferredObserver(() => Promise.resolve(recorder.observe));
    const { actors } = signedInRoot(deferred.observe);
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true));
    expect(recorder.actors()).toEqual([]);
    await Promise.all([deferred.load(), deferred.load()]);
    recorder.start();
    expect(recorder.actors().map((actor) => actor.systemId)).toEqual(
      expect.arrayContaining(['auth', 'tokenRefresh', 'sessionExpiry', 'membership', 'chatSuggestion']),
    );
    // from then on events go straight to the recorder
    actors.auth.send({ type: 'auth.login', email: 'active@demo.healthspan.test', password: PASSWORD });
    expect(recorder.records().some((record) => record.event?.type === 'auth.login')).toBe(true);
  });

  it('records the live actors, events and states; the export holds no token or password', async () => {
    const recorder = createRecorder();
    const { actors, clock } = signedInRoot(recorder.observe);
    recorder.start();
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true));
    actors.auth.send({ type: 'auth.login', email: 'active@demo.healthspan.test', password: PASSWORD });
    await waitFor(() => expect(actors.sessionExpiry.getSnapshot().matches('warning')).toBe(true));
    clock.increment(1000);
    expect(actors.tokenRefresh.getSnapshot().context.accessToken).toBe(ACCESS);

    const systemIds = recorder.actors().map((actor) => actor.systemId);
    expect(systemIds).toEqual(
      expect.arrayContaining(['auth', 'tokenRefresh', 'sessionExpiry', 'logoutPermission']),
    );
    const kinds = new Set(recorder.records().map((record) => record.kind));
    expect(kinds).toEqual(new Set(['actor', 'event', 'snapshot']));
    const login = recorder.records().find((record) => record.event?.type === 'auth.login');
    expect(login?.event).toEqual({
      type: 'auth.login',
      email: 'active@demo.healthspan.test',
      password: MASK,
    });
    expect(
      recorder
        .records()
        .some((r) => r.systemId === 'sessionExpiry' && formatStateValue(r.value) === 'warning.countdown'),
    ).toBe(true);

    const text = JSON.stringify(exportSession(recorder));
    expect(secretsIn(text)).toEqual([]);
    expect(text).toContain('token.set');

    const file = importSession(text);
    const steps = replaySteps(file);
    expect(steps.length).toBeGreaterThan(5);
    expect(steps.every((step) => step.kind === 'snapshot')).toBe(true);
    expect(() => importSession('{"format":"other"}')).toThrow('not an exported inspector session');
    expect(() => importSession('nope')).toThrow('not JSON');
  });

  it('the Stately bridge sends masked events only', async () => {
    const sent: unknown[] = [];
    const inspector = createInspector(
      { send: (event) => sent.push(event), start: () => {}, stop: () => {} },
      statelyOptions,
    );
    const observer = statelyObserver(inspector);
    const { actors } = signedInRoot((event) => observer.next(event));
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true));
    actors.auth.send({ type: 'auth.login', email: 'active@demo.healthspan.test', password: PASSWORD });
    await waitFor(() => expect(actors.sessionExpiry.getSnapshot().matches('warning')).toBe(true));
    expect(sent.length).toBeGreaterThan(10);
    expect(secretsIn(JSON.stringify(sent))).toEqual([]);
  });
});

describe('machine definitions', () => {
  it('summarizes a machine: states, events, guards, delays', () => {
    const summary = summarize(sessionExpiryMachine);
    expect(summary.states).toEqual([
      'idle',
      'checking',
      'waiting',
      'warning',
      'warning.countdown',
      'warning.extending',
      'expired',
    ]);
    expect(summary.events).toContain('session.extend');
    expect(summary.guards).toEqual(
      expect.arrayContaining(['hasExpired', 'isAboutToExpire', 'isPastDeadline']),
    );
    expect(summary.delays).toEqual(expect.arrayContaining(['recheck', 'tick']));
    expect(activePaths({ warning: 'countdown' })).toEqual(new Set(['warning', 'warning.countdown']));
    expect(formatStateValue({ warning: 'countdown' })).toBe('warning.countdown');
  });

  it('draws the chart with the active states highlighted', async () => {
    render(<Statechart machine={sessionExpiryMachine} value={{ warning: 'countdown' }} />);
    await expectNoAxeViolations();
    const chart = screen.getByRole('figure', { name: 'Statechart of sessionExpiry' });
    const active = [...chart.querySelectorAll('[data-active]')].map((el) =>
      el.getAttribute('data-state-path'),
    );
    expect(active).toEqual(['warning', 'warning.countdown']);
    expect(within(chart).getAllByText(/session.extend → warning.extending/).length).toBe(1);
  });

  it('every machine of machines/ is in the catalogue', async () => {
    const files = Object.keys(import.meta.glob('../../machines/*.machine.ts')).map((p) => p.split('/').pop());
    expect(machineCatalogue.map((entry) => entry.file).sort()).toEqual(files.sort());
    for (const entry of machineCatalogue) {
      const module = (await import(`../../machines/${entry.file.replace(/\.ts$/, '')}.ts`)) as Record<
        string,
        unknown
      >;
      expect(Object.values(module)).toContain(entry.machine);
      expect(entry.name).toBe(entry.machine.id);
    }
  });
});

describe('inspector panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists live actors, shows masked context and sends an event the actor can take', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"environment":"test"}'))),
    );
    const { recorder } = await import('../../src/web/lib/inspector/recorder');
    const { actors } = signedInRoot(recorder.observe);
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true));
    actors.auth.send({ type: 'auth.login', email: 'active@demo.healthspan.test', password: PASSWORD });
    await waitFor(() => expect(actors.sessionExpiry.getSnapshot().matches('warning')).toBe(true));
    const { default: InspectorPanel } = await import('../../src/web/features/inspector/inspector-panel');
    const user = userEvent.setup();
    render(<InspectorPanel onClose={() => {}} />);
    const panel = await screen.findByRole('complementary', { name: 'Inspector' });
    await expectNoAxeViolations();
    const table = within(panel).getByTestId('inspector-actors');
    for (const id of ['auth', 'tokenRefresh', 'sessionExpiry'])
      expect(within(table).getByRole('button', { name: id })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'tokenRefresh' }));
    const context = within(panel).getByTestId('inspector-context').textContent ?? '';
    expect(context).toContain(MASK);
    expect(secretsIn(panel.textContent ?? '')).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'sessionExpiry' }));
    expect(within(panel).getByTestId('inspector-state')).toHaveTextContent('warning.countdown');
    expect(within(panel).getByRole('button', { name: 'Send session.login' })).toBeDisabled();
    await act(() => user.click(within(panel).getByRole('button', { name: 'Send session.extend' })));
    await waitFor(() =>
      expect(
        actors.sessionExpiry.getSnapshot().matches({ warning: 'extending' }) ||
          actors.sessionExpiry.getSnapshot().matches('checking') ||
          actors.sessionExpiry.getSnapshot().matches('warning'),
      ).toBe(true),
    );
    expect(recorder.records().some((r) => r.event?.type === 'session.extend')).toBe(true);
  });
});

describe('who may open the inspector and the catalogue (a built bundle)', () => {
  beforeEach(() => vi.stubEnv('DEV', false));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('a development or test server lets anyone open them', async () => {
    const { devToolsAccess } = await import('../../src/web/lib/inspector/access');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"environment":"test"}'))),
    );
    await expect(devToolsAccess()).resolves.toBe('allowed');
  });

  it('a production server (no dev-tools call) refuses a visitor who is not a signed-in administrator', async () => {
    const { devToolsAccess } = await import('../../src/web/lib/inspector/access');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"error":"Not found"}', { status: 404 }))),
    );
    await expect(devToolsAccess()).resolves.toBe('denied');
  });
});
