import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { membershipConfig } from '../machines/membership.fixtures';
import { fakeEffects, startTestActors, testCustomer } from './support';

const NOW = Date.UTC(2026, 10, 1);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function clockAt(start = NOW) {
  const clock = new SimulatedClock();
  clock.increment(start);
  return clock;
}

function signedIn(overrides: Parameters<typeof fakeEffects>[0] = {}) {
  const fetchSubscriptions = vi.fn(() => Promise.resolve(membershipConfig({ now: NOW, days: 20 })));
  const fetchNotificationTags = vi.fn(() => Promise.resolve(['renewalPopupMonth']));
  const effects = fakeEffects({
    customer: testCustomer(),
    fetchSubscriptions,
    fetchNotificationTags,
    ...overrides,
  });
  const started = startTestActors({ effects, clock: clockAt() });
  return { ...started, fetchSubscriptions, fetchNotificationTags };
}

describe('membership and chat suggestion under the root actor (spec 001 §4)', () => {
  it('both are app-long children with their systemIds, idle while signed out', () => {
    const { root, actors } = startTestActors();
    expect(root.system.get('membership')).toBe(actors.membership);
    expect(root.system.get('chatSuggestion')).toBe(actors.chatSuggestion);
    expect(actors.membership.getSnapshot().matches('idle')).toBe(true);
  });

  it('signing in fetches the subscriptions and the tags once', async () => {
    const { actors, fetchSubscriptions, fetchNotificationTags } = signedIn();
    await waitFor(() =>
      expect(actors.membership.getSnapshot().matches({ active: { popup: 'renewalPopupMonth' } })).toBe(true),
    );
    expect(actors.membership.getSnapshot().matches({ active: { banner: 'shown' } })).toBe(true);
    await flush();
    expect(fetchSubscriptions).toHaveBeenCalledTimes(1);
    expect(fetchNotificationTags).toHaveBeenCalledTimes(1);
  });

  it('a failed tag fetch is logged and shows no popup (001 §8)', async () => {
    const logError = vi.fn();
    const { actors } = signedIn({
      fetchNotificationTags: () => Promise.reject(new Error('boom')),
      logError,
    });
    await waitFor(() =>
      expect(actors.membership.getSnapshot().matches({ active: { popup: 'unavailable' } })).toBe(true),
    );
    expect(logError).toHaveBeenCalledWith('notification tags fetch failed', expect.any(Error));
    expect(actors.membership.getSnapshot().hasTag('popup')).toBe(false);
  });

  it('closing a popup records its tag through the effect and refreshes the tags', async () => {
    const recordNotificationTag = vi.fn(() => Promise.resolve());
    const { actors, fetchNotificationTags } = signedIn({ recordNotificationTag });
    await waitFor(() => expect(actors.membership.getSnapshot().hasTag('popup')).toBe(true));
    fetchNotificationTags.mockResolvedValue([]);
    actors.membership.send({ type: 'popup.close' });
    await waitFor(() =>
      expect(actors.membership.getSnapshot().matches({ active: { popup: 'none' } })).toBe(true),
    );
    expect(recordNotificationTag).toHaveBeenCalledWith('MEMBERSHIP_MONTH_LEFT', expect.any(AbortSignal));
    expect(fetchNotificationTags).toHaveBeenCalledTimes(2);
  });

  it('renew on a web membership opens its manage link in a new tab', async () => {
    const openInNewTab = vi.fn();
    const { actors } = signedIn({ openInNewTab });
    await waitFor(() => expect(actors.membership.getSnapshot().hasTag('popup')).toBe(true));
    actors.membership.send({ type: 'popup.renew' });
    expect(openInNewTab).toHaveBeenCalledWith('https://store.example/account/subscriptions');
  });

  it('the suggestion tag reaches the chat suggestion; closing it records the tag and refreshes', async () => {
    const recordNotificationTag = vi.fn(() => Promise.resolve());
    const fetchNotificationTags = vi.fn(() => Promise.resolve(['suggest-to-see-ask-section']));
    const { actors } = signedIn({
      fetchSubscriptions: () =>
        Promise.resolve(membershipConfig({ now: NOW, days: 200, prolongation: 'RENEWAL' })),
      fetchNotificationTags,
      recordNotificationTag,
    });
    await waitFor(() => expect(actors.chatSuggestion.getSnapshot().hasTag('dot')).toBe(true));
    actors.chatSuggestion.send({ type: 'suggestion.open' });
    fetchNotificationTags.mockResolvedValue([]);
    actors.chatSuggestion.send({ type: 'suggestion.close' });
    await waitFor(() => expect(actors.chatSuggestion.getSnapshot().matches('hidden')).toBe(true));
    expect(recordNotificationTag).toHaveBeenCalledWith('suggest-to-see-ask-section', expect.any(AbortSignal));
    await waitFor(() => expect(fetchNotificationTags).toHaveBeenCalledTimes(2));
  });

  it('signing out forgets the membership and the suggestion', async () => {
    const { actors } = signedIn({
      fetchNotificationTags: () => Promise.resolve(['suggest-to-see-ask-section']),
    });
    await waitFor(() => expect(actors.chatSuggestion.getSnapshot().hasTag('dot')).toBe(true));
    actors.auth.send({ type: 'auth.logout' });
    await flush();
    expect(actors.membership.getSnapshot().matches('idle')).toBe(true);
    expect(actors.membership.getSnapshot().context.config).toBeUndefined();
    expect(actors.chatSuggestion.getSnapshot().matches('idle')).toBe(true);
  });
});
