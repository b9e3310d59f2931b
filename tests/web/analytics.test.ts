import { createHash } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserEffects } from '../../src/web/app/actors';
import { analytics, createAnalyticsQueue, type AnalyticsEvent } from '../../src/web/lib/analytics';
import {
  createAnalytics,
  dataLayerVendor,
  IDENTITY_DELAY_MS,
  pageEventOf,
  TAGS_DELAY_MS,
} from '../../src/web/lib/analytics-tags';
import { renderApp, stubApi, testCustomer } from './support';

// spec 000 §6, §9 (issue 20): one analytics adapter, off outside production, tags after 10 s and the
// hashed identity after 15 s, viewHome / viewItem by path, Log In after sign-in.

/** A vendor that records what it was asked to do. */
function fakeVendor() {
  const calls: { load: string[]; sent: AnalyticsEvent[]; identified: string[] } = {
    load: [],
    sent: [],
    identified: [],
  };
  return {
    calls,
    vendor: {
      load: (id: string) => calls.load.push(id),
      send: (event: AnalyticsEvent) => calls.sent.push(event),
      identify: (hash: string) => calls.identified.push(hash),
    },
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const START = Date.parse('2026-11-27T09:00:00Z');

describe('the analytics adapter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends nothing outside a production build, even with an analytics id', async () => {
    const { vendor, calls } = fakeVendor();
    const tags = createAnalytics({ vendor, production: false });
    tags.configure('HS-1');
    tags.pageView('/', 1280);
    tags.track({ name: 'Log In', method: 'password' });
    tags.identify('casey@example.com');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual({ load: [], sent: [], identified: [] });
  });

  it('sends nothing in production when the server sends no analytics id', async () => {
    const { vendor, calls } = fakeVendor();
    const tags = createAnalytics({ vendor, production: true });
    tags.pageView('/', 1280);
    tags.configure(undefined);
    tags.identify('casey@example.com');
    tags.pageView('/essentials', 1280);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual({ load: [], sent: [], identified: [] });
  });

  it('loads the tags 10 s after the page and then sends what happened before', async () => {
    const { vendor, calls } = fakeVendor();
    const tags = createAnalytics({ vendor, production: true });
    tags.configure('HS-1');
    tags.pageView('/', 1280);
    await vi.advanceTimersByTimeAsync(TAGS_DELAY_MS - 1);
    expect(calls.load).toEqual([]);
    expect(calls.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.load).toEqual(['HS-1']);
    expect(calls.sent).toEqual([{ name: 'viewHome', path: '/', deviceType: 'd' }]);
    // after the deadline events go at once
    tags.pageView('/essentials', 800);
    expect(calls.sent.at(-1)).toEqual({ name: 'viewItem', path: '/essentials', deviceType: 't' });
  });

  it('counts the deadlines from the page load, not from a late configuration', async () => {
    const { vendor, calls } = fakeVendor();
    const tags = createAnalytics({ vendor, production: true });
    tags.pageView('/', 390);
    await vi.advanceTimersByTimeAsync(12_000);
    tags.configure('HS-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.load).toEqual(['HS-1']);
    expect(calls.sent).toEqual([{ name: 'viewHome', path: '/', deviceType: 'm' }]);
  });

  it('sends only the SHA-256 of the e-mail, 15 s after the page', async () => {
    const { vendor, calls } = fakeVendor();
    const tags = createAnalytics({ vendor, production: true });
    tags.configure('HS-1');
    tags.identify('  Casey@Example.com ');
    await vi.advanceTimersByTimeAsync(TAGS_DELAY_MS);
    expect(calls.load).toEqual(['HS-1']);
    expect(calls.identified).toEqual([]);
    await vi.advanceTimersByTimeAsync(IDENTITY_DELAY_MS - TAGS_DELAY_MS);
    await vi.waitFor(() => expect(calls.identified).toEqual([sha256('casey@example.com')]));
    expect(JSON.stringify(calls)).not.toMatch(/casey/i);
    // the same customer again sends nothing new; a later identity (after 15 s) goes at once
    tags.identify('casey@example.com');
    tags.identify('robin@example.com');
    await vi.waitFor(() => expect(calls.identified).toHaveLength(2));
    expect(calls.identified[1]).toBe(sha256('robin@example.com'));
  });

  it('tells a product page (viewItem) from every other page (viewHome), and skips staff pages', () => {
    expect(pageEventOf('/', 1280)).toEqual({ name: 'viewHome', path: '/', deviceType: 'd' });
    expect(pageEventOf('/about/', 1280)).toMatchObject({ name: 'viewHome', path: '/about' });
    for (const path of ['/ultimate', '/home-kit/', '/Essentials', '/customer/diy/upload-blood-result'])
      expect(pageEventOf(path, 1280).name, path).toBe('viewItem');
    expect(pageEventOf('/public/landing/dna-details', 500)).toEqual({
      name: 'viewItem',
      path: '/public/landing/dna-details',
      deviceType: 'm',
    });
    const { vendor, calls } = fakeVendor();
    const tags = createAnalytics({ vendor, production: true });
    tags.configure('HS-1');
    tags.pageView('/admin/customers', 1280);
    vi.advanceTimersByTime(TAGS_DELAY_MS);
    expect(calls.sent).toEqual([]);
  });

  describe('the queue in front of the lazy adapter (issue 22)', () => {
    it('loads the adapter only for an analytics id, then replays what came before', async () => {
      const { vendor, calls } = fakeVendor();
      const load = vi.fn(() => Promise.resolve({ createAnalytics, dataLayerVendor: vendor }));
      const queue = createAnalyticsQueue(true, load, START);
      queue.pageView('/', 1280);
      queue.identify('casey@example.com');
      expect(load).not.toHaveBeenCalled();
      queue.configure('HS-1');
      queue.track({ name: 'Log In', method: 'password' });
      expect(load).toHaveBeenCalledTimes(1);
      // the deadlines count from the page load, however late the adapter arrives
      await vi.advanceTimersByTimeAsync(TAGS_DELAY_MS);
      expect(calls.load).toEqual(['HS-1']);
      expect(calls.sent).toEqual([
        { name: 'viewHome', path: '/', deviceType: 'd' },
        { name: 'Log In', method: 'password' },
      ]);
      await vi.advanceTimersByTimeAsync(IDENTITY_DELAY_MS - TAGS_DELAY_MS);
      await vi.waitFor(() => expect(calls.identified).toEqual([sha256('casey@example.com')]));
    });

    it('never loads the adapter without an id, outside production, or twice', async () => {
      const load = vi.fn(() => Promise.resolve({ createAnalytics, dataLayerVendor }));
      const noId = createAnalyticsQueue(true, load, START);
      noId.pageView('/', 1280);
      noId.configure(undefined);
      noId.configure('HS-1');
      const development = createAnalyticsQueue(false, load, START);
      development.configure('HS-1');
      development.track({ name: 'Log In', method: 'password' });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(load).not.toHaveBeenCalled();
      const twice = createAnalyticsQueue(true, load, START);
      twice.configure('HS-1');
      twice.configure('HS-2');
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});

describe('the product reports to the adapter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reports viewHome on / and viewItem on a product page as the visitor moves', async () => {
    stubApi();
    const pageView = vi.spyOn(analytics, 'pageView');
    const configure = vi.spyOn(analytics, 'configure');
    renderApp('/');
    await waitFor(() => expect(pageView).toHaveBeenCalledWith('/', expect.any(Number)));
    expect(pageEventOf('/', 1280).name).toBe('viewHome');
    // the test configuration carries no analytics id: the adapter is told to stay off
    await waitFor(() => expect(configure).toHaveBeenCalledWith(undefined));
    window.history.pushState(null, '', '/public/landing/dna-details');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() =>
      expect(pageView).toHaveBeenLastCalledWith('/public/landing/dna-details', expect.any(Number)),
    );
    expect(pageEventOf('/public/landing/dna-details', 1280).name).toBe('viewItem');
  });

  it('identifies the signed-in customer by e-mail (the adapter hashes it)', async () => {
    stubApi();
    const identify = vi.spyOn(analytics, 'identify');
    renderApp('/customer/account', { customer: testCustomer({ email: 'casey@example.com' }) });
    await waitFor(() => expect(identify).toHaveBeenCalledWith('casey@example.com'));
  });

  it('tracks Log In after a successful sign-in, and not after a refused one', async () => {
    const track = vi.spyOn(analytics, 'track');
    stubApi({
      '/api/pages/customerAuth/login': { access_token: 'a', expires_in: 900, refresh_token: 'r' },
    });
    await browserEffects.logIn(
      { email: 'casey@example.com', password: 'Casey-password-1' },
      new AbortController().signal,
    );
    expect(track).toHaveBeenCalledWith({ name: 'Log In', method: 'password' });
    track.mockClear();
    stubApi({
      '/api/pages/customerAuth/login': new Response(JSON.stringify({ message: 'Wrong' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    });
    await expect(
      browserEffects.logIn(
        { email: 'casey@example.com', password: 'wrong-password-1' },
        new AbortController().signal,
      ),
    ).rejects.toBeTruthy();
    expect(track).not.toHaveBeenCalled();
  });
});
