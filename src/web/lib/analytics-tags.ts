import { QUEUE_LIMIT, type Analytics, type AnalyticsEvent, type DeviceType } from './analytics';

// The adapter's logic, a lazy chunk (issue 22): the product calls the queue in ./analytics, which
// loads this module only once the server's configuration carries an analytics id.
//
// spec 000 §6, §9 (issue 20): production-only analytics and advertising tags, one adapter. The
// product calls `analytics.track(event)` and `analytics.identify(email)`; nothing leaves the
// browser unless this is a production build AND the server's configuration carries an analytics
// id (ANALYTICS_ID, sent only by a production server without demo data). The tags start 10 s
// after the page loaded, the identity (a SHA-256 hash of the e-mail, never the e-mail) 15 s after;
// both are absolute deadlines from the page load, so a late configuration does not push them back.

/** spec 000 §9: the tags load this long after the page. */
export const TAGS_DELAY_MS = 10_000;
/** spec 000 §6, §9: the hashed identity is sent this long after the page. */
export const IDENTITY_DELAY_MS = 15_000;

/** spec 000 §9: the advertising tag's viewItem paths; every other page is viewHome. */
export const VIEW_ITEM_PATHS: readonly string[] = [
  '/ultimate',
  '/home-kit',
  '/essentials',
  '/customer/diy/upload-blood-result',
  '/public/landing/dna-details',
];

/** The tags behind the adapter: the vendor's script and calls, or a fake in tests. */
export interface AnalyticsVendor {
  /** Loads the tags for this account; called once, at the 10 s deadline. */
  load(id: string): void;
  send(event: AnalyticsEvent): void;
  /** The lower-case e-mail's SHA-256, hex. */
  identify(emailSha256: string): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The production vendor. The spec names no vendor, so this is a shim: it pushes to
 * `window.dataLayer`, which the deployment's tag manager (added with ANALYTICS_ID as its container)
 * reads; no third-party script is loaded by the product itself (docs/decisions/page-builder-store.md).
 */
export const dataLayerVendor: AnalyticsVendor = {
  load: (id) => push({ event: 'healthspan.tags', analyticsId: id }),
  send: ({ name, ...rest }) => push({ event: name, ...rest }),
  identify: (emailSha256) => push({ event: 'healthspan.identity', emailSha256, hashMethod: 'sha256' }),
};
const push = (entry: Record<string, unknown>) => (window.dataLayer ??= []).push(entry);

/** The lower-case, trimmed e-mail's SHA-256 in hex (Web Crypto), as advertising tags expect it. */
export async function sha256Hex(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** spec 000 §9 device type from the viewport width (the slider's 552 and 992 px breakpoints). */
export function deviceTypeOf(width: number): DeviceType {
  if (width < 552) return 'm';
  return width < 992 ? 't' : 'd';
}

/** The advertising event of a page view (paths compared without a trailing slash, any case). */
export function pageEventOf(path: string, width: number): AnalyticsEvent {
  const bare = path.replace(/\/+$/, '').toLowerCase() || '/';
  const deviceType = deviceTypeOf(width);
  return VIEW_ITEM_PATHS.includes(bare)
    ? { name: 'viewItem', path: bare, deviceType }
    : { name: 'viewHome', path: bare, deviceType };
}

export interface AnalyticsOptions {
  vendor: AnalyticsVendor;
  /** A production build (`import.meta.env.PROD`): anything else never sends. */
  production: boolean;
  now?: () => number;
  /** When the page loaded: the deadlines count from here. */
  loadedAt?: number;
}

type State = 'waiting' | 'off' | 'on' | 'loaded';

export function createAnalytics({
  vendor,
  production,
  now = () => Date.now(),
  loadedAt = now(),
}: AnalyticsOptions): Analytics {
  // 'waiting': the configuration has not answered yet, events queue; 'on': configured, tags not
  // loaded yet (before 10 s), events queue; 'loaded': sent at once; 'off': nothing is kept or sent.
  let state: State = production ? 'waiting' : 'off';
  let queue: AnalyticsEvent[] = [];
  let email: string | undefined;
  let identitySent = false;
  const tagsAt = loadedAt + TAGS_DELAY_MS;
  const identityAt = loadedAt + IDENTITY_DELAY_MS;

  const at = (deadline: number, run: () => void) => setTimeout(run, Math.max(0, deadline - now()));

  function sendIdentity() {
    if (state !== 'loaded' || email === undefined || identitySent || now() < identityAt) return;
    identitySent = true;
    const sending = email;
    void sha256Hex(sending).then((hash) => {
      if (state === 'loaded') vendor.identify(hash);
    });
  }

  function turnOff() {
    state = 'off';
    queue = [];
    email = undefined;
  }

  function track(event: AnalyticsEvent) {
    if (state === 'off') return;
    if (state === 'loaded') vendor.send(event);
    else if (queue.length < QUEUE_LIMIT) queue.push(event);
  }

  return {
    configure(analyticsId) {
      if (state !== 'waiting') return;
      if (!analyticsId) return turnOff();
      state = 'on';
      at(tagsAt, () => {
        if (state !== 'on') return;
        vendor.load(analyticsId);
        state = 'loaded';
        for (const event of queue) vendor.send(event);
        queue = [];
        sendIdentity();
      });
      at(identityAt, sendIdentity);
    },
    track,
    identify(address) {
      if (state === 'off') return;
      // another customer signed in on this page: their hash is sent too
      if (email !== undefined && email.trim().toLowerCase() !== address.trim().toLowerCase())
        identitySent = false;
      email = address;
      sendIdentity();
    },
    pageView(path, width) {
      if (/^\/admin(\/|$)/i.test(path)) return;
      track(pageEventOf(path, width));
    },
  };
}
