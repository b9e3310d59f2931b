import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ClosedNotificationTag, MembershipConfiguration } from '../../src/contract/membership';
import { DAY_MS } from '../../src/domain/dates';
import { membershipMachine } from '../../machines/membership.machine';
import { flush, simulatedClock } from './support';
import { membershipConfig, NO_MEMBERSHIP } from './membership.fixtures';

/** A fake server: the configuration, the pending tags, and what closing a popup removes. */
function fakeServer(config: MembershipConfiguration | Error, tags: string[] | Error) {
  const server = {
    config,
    tags,
    recorded: [] as ClosedNotificationTag[],
    failRecord: false,
    subscriptionCalls: 0,
    tagCalls: 0,
  };
  const removes: Record<string, string> = {
    MEMBERSHIP_MONTH_LEFT: 'renewalPopupMonth',
    MEMBERSHIP_TWO_DAYS_LEFT: 'renewalPopup2Days',
    GRACE_PERIOD_STARTED: 'expiredPopup',
    MEMBERSHIP_RENEWED_CONGRAT: 'renewedPopup',
  };
  const actors = {
    fetchSubscriptions: fromPromise(() => {
      server.subscriptionCalls += 1;
      return server.config instanceof Error ? Promise.reject(server.config) : Promise.resolve(server.config);
    }),
    fetchTags: fromPromise(() => {
      server.tagCalls += 1;
      return server.tags instanceof Error ? Promise.reject(server.tags) : Promise.resolve([...server.tags]);
    }),
    recordTag: fromPromise<void, { tag: ClosedNotificationTag }>(({ input }) => {
      if (server.failRecord) return Promise.reject(new Error('offline'));
      server.recorded.push(input.tag);
      if (Array.isArray(server.tags)) server.tags = server.tags.filter((t) => t !== removes[input.tag]);
      return Promise.resolve();
    }),
  };
  return { server, actors };
}

async function signedIn(config: MembershipConfiguration | Error, tags: string[] | Error) {
  const clock = simulatedClock();
  const { server, actors } = fakeServer(config, tags);
  const actions = { announce: vi.fn(), openManageLink: vi.fn(), logError: vi.fn() };
  const actor = createActor(membershipMachine.provide({ actors, actions }), {
    clock,
    input: { now: () => clock.now() },
  }).start();
  actor.send({ type: 'membership.start' });
  await flush();
  const popup = () => (actor.getSnapshot().value as { active: { popup: string } }).active.popup;
  const banner = () => actor.getSnapshot().context.banner;
  return { clock, server, actions, actor, popup, banner };
}

const NOW = simulatedClock().now();

describe('membershipMachine', () => {
  it('fetches nothing until sign-in, then the configuration and tags once', async () => {
    const clock = simulatedClock();
    const { server, actors } = fakeServer(NO_MEMBERSHIP, []);
    const actor = createActor(membershipMachine.provide({ actors }), {
      clock,
      input: { now: () => clock.now() },
    }).start();
    await flush();
    expect(server.subscriptionCalls).toBe(0);
    actor.send({ type: 'membership.start' });
    await flush();
    clock.increment(3 * DAY_MS);
    await flush();
    expect(server.subscriptionCalls).toBe(1);
    expect(server.tagCalls).toBe(1);
  });

  it('counts down day by day on the clock: normal → warning at 15 days → critical at 2', async () => {
    const { clock, actor, banner } = await signedIn(membershipConfig({ now: NOW, days: 16 }), []);
    expect(actor.getSnapshot().matches({ active: { banner: { shown: { countdown: 'normal' } } } })).toBe(
      true,
    );
    expect(banner()).toMatchObject({ daysLeft: 16 });
    clock.increment(DAY_MS - 1);
    expect(banner()).toMatchObject({ level: 'normal', daysLeft: 16 });
    clock.increment(1);
    expect(banner()).toMatchObject({ level: 'warning', daysLeft: 15 });
    for (let day = 0; day < 13; day += 1) clock.increment(DAY_MS);
    expect(banner()).toMatchObject({ level: 'critical', daysLeft: 2 });
    expect(actor.getSnapshot().matches({ active: { banner: { shown: { countdown: 'critical' } } } })).toBe(
      true,
    );
  });

  it('re-chooses the banner at the moment the days left change, not a day after the last choice', async () => {
    const HOUR_MS = DAY_MS / 24;
    // 15 days and 3 hours left: "16 days" until the 3 hours pass, then 15 (the warning level)
    const { clock, banner } = await signedIn(membershipConfig({ now: NOW, days: 15 + 3 / 24 }), []);
    expect(banner()).toMatchObject({ level: 'normal', daysLeft: 16 });
    clock.increment(3 * HOUR_MS - 1);
    expect(banner()).toMatchObject({ level: 'normal', daysLeft: 16 });
    clock.increment(1);
    expect(banner()).toMatchObject({ level: 'warning', daysLeft: 15 });
    clock.increment(DAY_MS);
    expect(banner()).toMatchObject({ level: 'warning', daysLeft: 14 });
  });

  it('moves from the chat banner to the countdown when 30 days are left', async () => {
    const { clock, banner } = await signedIn(membershipConfig({ now: NOW, days: 31 }), []);
    expect(banner()).toEqual({ kind: 'chat' });
    clock.increment(DAY_MS);
    expect(banner()).toMatchObject({ kind: 'countdown', daysLeft: 30, dial: 1 });
  });

  it('shows no banner when the configuration call fails, and logs it', async () => {
    const { actor, actions, banner } = await signedIn(new Error('500'), []);
    expect(banner()).toEqual({ kind: 'none' });
    expect(actor.getSnapshot().hasTag('banner')).toBe(false);
    expect(actions.logError).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ message: 'membership fetch failed' }),
    );
  });

  it('opens the popup of a pending tag, records its tag on close, resets and refreshes the tags', async () => {
    const { actor, server, popup } = await signedIn(membershipConfig({ now: NOW, days: 20 }), [
      'renewalPopupMonth',
    ]);
    expect(popup()).toBe('renewalPopupMonth');
    expect(actor.getSnapshot().hasTag('popup')).toBe(true);
    actor.send({ type: 'popup.close' });
    expect(popup()).toBe('closing');
    expect(actor.getSnapshot().hasTag('popup')).toBe(false);
    await flush();
    expect(server.recorded).toEqual(['MEMBERSHIP_MONTH_LEFT']);
    expect(server.tagCalls).toBe(2);
    expect(popup()).toBe('none');
  });

  it.each([
    ['expiredPopup', 'GRACE_PERIOD_STARTED'],
    ['renewalPopup2Days', 'MEMBERSHIP_TWO_DAYS_LEFT'],
    ['renewedPopup', 'MEMBERSHIP_RENEWED_CONGRAT'],
  ])('%s records %s when closed', async (tag, recorded) => {
    const { actor, server, popup } = await signedIn(NO_MEMBERSHIP, [tag]);
    expect(popup()).toBe(tag);
    actor.send({ type: 'popup.close' });
    await flush();
    expect(server.recorded).toEqual([recorded]);
    expect(popup()).toBe('none');
  });

  it('shows the expired popup first when several tags are pending', async () => {
    const { popup } = await signedIn(NO_MEMBERSHIP, ['renewedPopup', 'renewalPopupMonth', 'expiredPopup']);
    expect(popup()).toBe('expiredPopup');
  });

  it('renew with a web membership opens the manage link and records the tag', async () => {
    const { actor, server, actions, popup } = await signedIn(membershipConfig({ now: NOW, days: 2 }), [
      'renewalPopup2Days',
    ]);
    actor.send({ type: 'popup.renew' });
    expect(actions.openManageLink).toHaveBeenCalledTimes(1);
    await flush();
    expect(server.recorded).toEqual(['MEMBERSHIP_TWO_DAYS_LEFT']);
    expect(popup()).toBe('none');
  });

  it.each([
    ['apple', 'appleSubscriptionPopup'],
    ['google', 'googleSubscriptionPopup'],
  ] as const)(
    'renew with an %s membership shows %s and records the tag when it closes',
    async (tag, shown) => {
      const config = membershipConfig({ now: NOW, days: 20, tag });
      const { actor, server, actions, popup } = await signedIn(config, ['renewalPopupMonth']);
      actor.send({ type: 'popup.renew' });
      expect(popup()).toBe(shown);
      expect(actions.openManageLink).not.toHaveBeenCalled();
      expect(server.recorded).toEqual([]);
      actor.send({ type: 'popup.close' });
      await flush();
      expect(server.recorded).toEqual(['MEMBERSHIP_MONTH_LEFT']);
      expect(popup()).toBe('none');
    },
  );

  it('ignores renew in the renewed popup', async () => {
    const { actor, popup } = await signedIn(NO_MEMBERSHIP, ['renewedPopup']);
    expect(actor.getSnapshot().can({ type: 'popup.renew' })).toBe(false);
    actor.send({ type: 'popup.renew' });
    expect(popup()).toBe('renewedPopup');
  });

  it('renews from the expired popup (issue 23.7): the manage link opens and the popup closes', async () => {
    const { actor, popup, actions } = await signedIn(NO_MEMBERSHIP, ['expiredPopup']);
    expect(actor.getSnapshot().can({ type: 'popup.renew' })).toBe(true);
    actor.send({ type: 'popup.renew' });
    await flush();
    expect(actions.openManageLink).toHaveBeenCalled();
    expect(popup()).toBe('none');
  });

  it('a failed tag fetch is logged and shows no popup', async () => {
    const { actor, actions, popup } = await signedIn(NO_MEMBERSHIP, new Error('502'));
    expect(popup()).toBe('unavailable');
    expect(actor.getSnapshot().hasTag('popup')).toBe(false);
    expect(actions.logError).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ message: 'notification tags fetch failed' }),
    );
  });

  it('a failed record still resets the popup to none, logged', async () => {
    const { actor, server, actions, popup } = await signedIn(NO_MEMBERSHIP, ['renewedPopup']);
    server.failRecord = true;
    actor.send({ type: 'popup.close' });
    await flush();
    expect(popup()).toBe('none');
    expect(actions.logError).toHaveBeenCalledTimes(1);
  });

  it('announces tags and access once both calls answered, and after each refresh', async () => {
    const { actor, server, actions } = await signedIn(membershipConfig({ now: NOW, days: 90 }), [
      'suggest-to-see-ask-section',
    ]);
    expect(actions.announce).toHaveBeenLastCalledWith(expect.anything(), {
      tags: ['suggest-to-see-ask-section'],
      access: 'ENABLED',
    });
    server.tags = [];
    actor.send({ type: 'tags.refresh' });
    await flush();
    expect(actions.announce).toHaveBeenLastCalledWith(expect.anything(), { tags: [], access: 'ENABLED' });
  });

  it('forgets everything on sign-out and fetches again at the next sign-in', async () => {
    const { actor, server, banner } = await signedIn(membershipConfig({ now: NOW, days: 5 }), []);
    actor.send({ type: 'membership.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(banner()).toEqual({ kind: 'none' });
    expect(actor.getSnapshot().context.config).toBeUndefined();
    actor.send({ type: 'membership.start' });
    await flush();
    expect(server.subscriptionCalls).toBe(2);
  });
});
