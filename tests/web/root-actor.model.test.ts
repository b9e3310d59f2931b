import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import { SUGGEST_ASK_TAG } from '../../src/contract/membership-tags';
import { actorsOf, createRootActor, type RootActor } from '../../src/web/app/root-actor';
import { bannerLogic, fakeEffects, testCustomer } from './support';

/**
 * The root actor's wiring model (issue 25), written from its contract (root-actor.ts, spec 000 §4
 * sign-in/out, 001 §4 membership): the app-long children it starts, what it tells them on sign-in and
 * sign-out, and every message one actor sends another, as `sender → receiver: event`. The test drives
 * the real root actor with fake effects through the scenarios below and checks the run against the
 * table both ways: every message seen between the actors is a row, every row is seen, and the
 * children the actor spawns are exactly the table's.
 */
const WIRING = {
  /** Started with the root (app-long), by systemId; `watchSignIn` watches auth for the root. */
  children: [
    'tokenRefresh',
    'auth',
    'sessionExpiry',
    'logoutPermission',
    'internationalBanner',
    'chatSuggestion',
    'membership',
    'watchSignIn',
  ],
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
    // the session popup's Log out asks the logout permission flow (000 §4, 001 §4)
    'sessionExpiry → logoutPermission: logout.request',
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

/** Starts the real root actor with fakes and records every message between named actors. */
function run(effects: Parameters<typeof fakeEffects>[0] = {}) {
  const clock = new SimulatedClock();
  clock.increment(Date.UTC(2026, 11, 1));
  const seen: string[] = [];
  const names = new Map<string, string>();
  const nameOf = (ref: { sessionId: string } | undefined) => (ref ? names.get(ref.sessionId) : undefined);
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.event' || !event.sourceRef) return;
    const from = nameOf(event.sourceRef);
    const to = nameOf(event.actorRef);
    if (from && to && !event.event.type.startsWith('xstate.'))
      seen.push(`${from} → ${to}: ${event.event.type}`);
  };
  root = createRootActor(
    fakeEffects(effects),
    bannerLogic('US'),
    { now: () => clock.now(), logoutPermissionStored: false },
    { clock, inspect },
  );
  const actor = root;
  names.set(actor.sessionId, 'root');
  actor.start();
  const children = Object.values(actor.getSnapshot().children as Record<string, AnyActorRef>).map((child) => {
    const name =
      Object.entries(actorsOf(actor)).find(([, ref]) => ref === child)?.[0] ??
      (typeof child.src === 'string' ? child.src : child.id);
    names.set(child.sessionId, name);
    return name;
  });
  return { actor, actors: actorsOf(actor), seen, children, clock };
}

describe('the root actor against its wiring model (issue 25)', () => {
  const everySeen = new Set<string>();

  it('spawns exactly the children of the table', () => {
    const { children } = run();
    expect([...children].sort()).toEqual([...WIRING.children].sort());
  });

  it('on sign-in: the token goes to tokenRefresh, the session check and membership start', async () => {
    const { actors, seen } = run({
      customer: testCustomer(),
      restoreSession: () => Promise.reject(new Error('no cookie')),
    });
    await waitFor(() => expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true));
    seen.length = 0;
    actors.auth.send({ type: 'auth.login', email: 'a@b.test', password: 'x' });
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
    const { actors, seen } = run({ customer: testCustomer() });
    await waitFor(() => expect(actors.sessionExpiry.getSnapshot().matches('waiting')).toBe(true));
    actors.auth.send({ type: 'auth.logout' });
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
    const { actors, seen } = run({ customer: testCustomer(), sessionSeconds: 30 });
    await waitFor(() => expect(actors.sessionExpiry.getSnapshot().matches('warning')).toBe(true));
    actors.sessionExpiry.send({ type: 'session.logout' });
    await waitFor(() => expect(actors.logoutPermission.getSnapshot().hasTag('popup')).toBe(true));
    // the permission popup's Cancel: no store tab, the server session still ends
    actors.logoutPermission.send({ type: 'logout.cancel' });
    await waitFor(() => expect(seen).toContain('logoutPermission → auth: auth.logout'));
    expect(seen).toContain('sessionExpiry → logoutPermission: logout.request');
    seen.forEach((m) => everySeen.add(m));
  });

  it('the expired popup’s Log in forgets the sign-in', async () => {
    const { actors, seen } = run({ customer: testCustomer(), sessionSeconds: 0 });
    await waitFor(() => expect(actors.sessionExpiry.getSnapshot().matches('expired')).toBe(true));
    actors.sessionExpiry.send({ type: 'session.login' });
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
    await waitFor(() => expect(actors.chatSuggestion.getSnapshot().hasTag('dot')).toBe(true));
    actors.chatSuggestion.send({ type: 'suggestion.open' });
    actors.chatSuggestion.send({ type: 'suggestion.close' });
    await waitFor(() => expect(seen).toContain('chatSuggestion → membership: tags.refresh'));
    seen.forEach((m) => everySeen.add(m));
  });

  it('every message seen is in the table, and every row of the table was seen', () => {
    const table = new Set<string>([...WIRING.signIn, ...WIRING.signOut, ...WIRING.messages]);
    expect([...everySeen].filter((m) => !table.has(m))).toEqual([]);
    expect([...table].filter((m) => !everySeen.has(m))).toEqual([]);
  });
});
