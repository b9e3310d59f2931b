import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import { SUGGEST_ASK_TAG } from '../../src/contract/membership-tags';
import { createLateLogic } from '../../src/web/app/late-actors';
import { actorsOf, createRootActor, type AppEffects, type RootActor } from '../../src/web/app/root-actor';
import { bannerLogic, fakeEffects, testCustomer } from './support';

/**
 * The root actor's wiring model (issue 25), written from its contract (root-actor.ts, spec 000 §4
 * sign-in/out, 001 §4 membership): the app-long children it starts, what it tells them on sign-in and
 * sign-out, and every message one actor sends another, as `sender → receiver: event`. The test drives
 * the real root actor with fake effects through the scenarios below and checks the run against the
 * table both ways: every message seen between the actors is a row, every row is seen, and the
 * children the actor spawns are exactly the table's. Issue 22: the late children start when their
 * chunk has arrived (`lateActors.loaded`), whatever happened before.
 */
const WIRING = {
  /** Started with the root (app-long), by systemId; `watchSignIn` watches auth for the root. */
  children: ['tokenRefresh', 'auth', 'sessionExpiry', 'watchSignIn'],
  /** Started by the root once their chunk has arrived. */
  lateChildren: ['logoutPermission', 'internationalBanner', 'chatSuggestion', 'membership'],
  /** What the root tells its children when the customer signs in. */
  signIn: ['root → sessionExpiry: session.start', 'root → membership: membership.start'],
  /** … and when the customer signs out (membership's tags are fetched once per sign-in, 001 §4). */
  signOut: [
    'root → sessionExpiry: session.stop',
    'root → membership: membership.stop',
    'root → chatSuggestion: suggestion.reset',
  ],
  /** Who tells whom. */
  messages: [
    'watchSignIn → root: auth.signedIn',
    'watchSignIn → root: auth.signedOut',
    // auth's tokens live in the token actor (000 §7)
    'auth → tokenRefresh: token.set',
    'auth → tokenRefresh: token.clear',
    // the session popup's Log out asks the logout permission flow (000 §4, 001 §4), through the
    // root, which holds it until that flow has started
    'sessionExpiry → root: logout.request',
    'root → logoutPermission: logout.request',
    // the expired popup's Log in forgets the sign-in (000 §4)
    'sessionExpiry → auth: auth.logout',
    // the logout flow forgets the sign-in once the server session ended (001 §4)
    'logoutPermission → auth: auth.logout',
    // membership hands its tags and access to the chat suggestion; a seen suggestion refetches them
    'membership → chatSuggestion: suggestion.update',
    'chatSuggestion → membership: tags.refresh',
  ],
} as const;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let root: RootActor | undefined;
afterEach(() => root?.stop());

/**
 * Starts the real root actor with fakes and records every message between named actors; the late
 * children start at once unless `late` is false (then `loadLate()` starts them).
 */
function run(effects: Parameters<typeof fakeEffects>[0] = {}, { late = true } = {}) {
  const clock = new SimulatedClock();
  clock.increment(Date.UTC(2026, 11, 1));
  const seen: string[] = [];
  const names = new Map<string, string>();
  // a late child may hear from the root in the step that spawns it, before `nameChildren` sees it:
  // the root spawns them with their systemId as id
  const lateIds: readonly string[] = WIRING.lateChildren;
  const nameOf = (ref: { sessionId: string; id?: string } | undefined) =>
    ref ? (names.get(ref.sessionId) ?? (ref.id && lateIds.includes(ref.id) ? ref.id : undefined)) : undefined;
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.event' || !event.sourceRef) return;
    const from = nameOf(event.sourceRef);
    const to = nameOf(event.actorRef);
    if (from && to && !event.event.type.startsWith('xstate.'))
      seen.push(`${from} → ${to}: ${event.event.type}`);
  };
  const fakes: AppEffects = fakeEffects(effects);
  root = createRootActor(
    fakes,
    { now: () => clock.now(), logoutPermissionStored: false },
    { clock, inspect },
  );
  const actor = root;
  names.set(actor.sessionId, 'root');
  /** Names the children spawned so far; returns the new ones' names. */
  const nameChildren = () =>
    Object.values(actor.getSnapshot().children as Record<string, AnyActorRef>)
      .filter((child) => !names.has(child.sessionId))
      .map((child) => {
        const name =
          Object.entries(actorsOf(actor)).find(([, ref]) => ref === child)?.[0] ??
          (typeof child.src === 'string' ? child.src : child.id);
        names.set(child.sessionId, name);
        return name;
      });
  actor.start();
  const children = nameChildren();
  const loadLate = () => {
    actor.send({ type: 'lateActors.loaded', logic: createLateLogic(fakes, bannerLogic('US')) });
    return nameChildren();
  };
  const lateChildren = late ? loadLate() : [];
  const actors = () => {
    const { logoutPermission, chatSuggestion, membership, ...core } = actorsOf(actor);
    if (!logoutPermission || !chatSuggestion || !membership)
      throw new Error('the late children have not started');
    return { ...core, logoutPermission, chatSuggestion, membership };
  };
  return { actor, actors, core: actorsOf(actor), seen, children, lateChildren, loadLate, clock };
}

describe('the root actor against its wiring model (issue 25)', () => {
  const everySeen = new Set<string>();

  it('spawns exactly the children of the table, the late ones when their chunk has arrived', () => {
    const { children, loadLate } = run({}, { late: false });
    expect([...children].sort()).toEqual([...WIRING.children].sort());
    expect([...loadLate()].sort()).toEqual([...WIRING.lateChildren].sort());
  });

  it('on sign-in: the token goes to tokenRefresh, the session check and membership start', async () => {
    const { core, seen } = run({
      customer: testCustomer(),
      restoreSession: () => Promise.reject(new Error('no cookie')),
    });
    await waitFor(() => expect(core.auth.getSnapshot().matches('signedOut')).toBe(true));
    seen.length = 0;
    core.auth.send({ type: 'auth.login', email: 'a@b.test', password: 'x' });
    await waitFor(() => expect(seen).toContain('root → membership: membership.start'));
    expect(seen).toEqual(
      expect.arrayContaining([
        'auth → tokenRefresh: token.set',
        'watchSignIn → root: auth.signedIn',
        ...WIRING.signIn,
      ]),
    );
    seen.forEach((m) => everySeen.add(m));
  });

  it('on sign-out: the token is cleared, the session check and membership stop, the suggestion resets', async () => {
    const { core, seen } = run({ customer: testCustomer() });
    await waitFor(() => expect(core.sessionExpiry.getSnapshot().matches('waiting')).toBe(true));
    core.auth.send({ type: 'auth.logout' });
    await flush();
    expect(seen).toEqual(
      expect.arrayContaining([
        'auth → tokenRefresh: token.clear',
        'watchSignIn → root: auth.signedOut',
        ...WIRING.signOut,
      ]),
    );
    seen.forEach((m) => everySeen.add(m));
  });

  it('the session popup’s Log out goes through the logout permission flow to auth', async () => {
    const { actors, core, seen } = run({ customer: testCustomer(), sessionSeconds: 30 });
    await waitFor(() => expect(core.sessionExpiry.getSnapshot().matches('warning')).toBe(true));
    core.sessionExpiry.send({ type: 'session.logout' });
    await waitFor(() => expect(actors().logoutPermission.getSnapshot().hasTag('popup')).toBe(true));
    // the permission popup's Cancel: no store tab, the server session still ends
    actors().logoutPermission.send({ type: 'logout.cancel' });
    await waitFor(() => expect(seen).toContain('logoutPermission → auth: auth.logout'));
    expect(seen).toContain('sessionExpiry → root: logout.request');
    expect(seen).toContain('root → logoutPermission: logout.request');
    seen.forEach((m) => everySeen.add(m));
  });

  it('a Log out pressed before the late children started reaches logoutPermission once they have', async () => {
    const { actors, core, seen, loadLate } = run(
      { customer: testCustomer(), sessionSeconds: 30 },
      { late: false },
    );
    await waitFor(() => expect(core.sessionExpiry.getSnapshot().matches('warning')).toBe(true));
    core.sessionExpiry.send({ type: 'session.logout' });
    await flush();
    expect(seen).toContain('sessionExpiry → root: logout.request');
    loadLate();
    expect(seen).toContain('root → logoutPermission: logout.request');
    expect(actors().logoutPermission.getSnapshot().hasTag('popup')).toBe(true);
    seen.forEach((m) => everySeen.add(m));
  });

  it('a customer signed in before the late children started: membership starts with them', async () => {
    const { core, seen, loadLate } = run({ customer: testCustomer() }, { late: false });
    await waitFor(() => expect(core.sessionExpiry.getSnapshot().matches('waiting')).toBe(true));
    expect(seen).toContain('root → sessionExpiry: session.start');
    loadLate();
    expect(seen).toContain('root → membership: membership.start');
    seen.forEach((m) => everySeen.add(m));
  });

  it('signed in and out again before the late children started: membership stays idle', async () => {
    const { actors, core, seen, loadLate } = run({ customer: testCustomer() }, { late: false });
    await waitFor(() => expect(core.sessionExpiry.getSnapshot().matches('waiting')).toBe(true));
    core.auth.send({ type: 'auth.logout' });
    await flush();
    loadLate();
    expect(seen).not.toContain('root → membership: membership.start');
    expect(actors().membership.getSnapshot().matches('idle')).toBe(true);
    seen.forEach((m) => everySeen.add(m));
  });

  it('the expired popup’s Log in forgets the sign-in', async () => {
    const { core, seen } = run({ customer: testCustomer(), sessionSeconds: 0 });
    await waitFor(() => expect(core.sessionExpiry.getSnapshot().matches('expired')).toBe(true));
    core.sessionExpiry.send({ type: 'session.login' });
    await flush();
    expect(seen).toContain('sessionExpiry → auth: auth.logout');
    seen.forEach((m) => everySeen.add(m));
  });

  it('membership tells the chat suggestion; a seen suggestion asks membership for the tags again', async () => {
    const { actors, seen } = run({
      customer: testCustomer(),
      fetchNotificationTags: () => Promise.resolve([SUGGEST_ASK_TAG]),
    });
    await waitFor(() => expect(seen).toContain('membership → chatSuggestion: suggestion.update'));
    await waitFor(() => expect(actors().chatSuggestion.getSnapshot().hasTag('dot')).toBe(true));
    actors().chatSuggestion.send({ type: 'suggestion.open' });
    actors().chatSuggestion.send({ type: 'suggestion.close' });
    await waitFor(() => expect(seen).toContain('chatSuggestion → membership: tags.refresh'));
    seen.forEach((m) => everySeen.add(m));
  });

  it('every message seen is in the table, and every row of the table was seen', () => {
    const table = new Set<string>([...WIRING.signIn, ...WIRING.signOut, ...WIRING.messages]);
    expect([...everySeen].filter((m) => !table.has(m))).toEqual([]);
    expect([...table].filter((m) => !everySeen.has(m))).toEqual([]);
  });
});
