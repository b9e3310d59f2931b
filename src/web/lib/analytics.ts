import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type * as Tags from './analytics-tags';
import { useConfiguration } from './configuration';
import { useCustomer } from './use-auth';

// spec 000 §6, §9 (issue 20): the product's one analytics adapter. Issue 22: what every page loads
// is this queue; the adapter itself (./analytics-tags: deadlines, hashing, the vendor) is a lazy
// chunk, loaded only once the server's configuration carries an analytics id in a production build.
// Calls made before it arrives are replayed to it in order; its deadlines count from the page load,
// not from its arrival.

/** Events (and other calls) kept while the tags wait; a page cannot hold more before the 10 s are up. */
export const QUEUE_LIMIT = 50;

/** spec 000 §9 device type codes: t tablet, m mobile, d desktop. */
export type DeviceType = 't' | 'm' | 'd';

export type AnalyticsEvent =
  /** spec 000 §9 advertising tag: a product page … */
  | { name: 'viewItem'; path: string; deviceType: DeviceType }
  /** … and every other page. */
  | { name: 'viewHome'; path: string; deviceType: DeviceType }
  /** spec 000 §4: a customer signed in (the form, or the store's post-purchase hand-off). */
  | { name: 'Log In'; method: 'password' | 'post-purchase' };

export interface Analytics {
  /** The server's answer: an id turns the tags on (production builds only), none turns them off. */
  configure(analyticsId: string | undefined): void;
  track(event: AnalyticsEvent): void;
  /** The signed-in customer's e-mail; only its hash is sent, at the 15 s deadline or later. */
  identify(email: string): void;
  /** A route change: viewItem or viewHome. Staff pages are not tracked. */
  pageView(path: string, width: number): void;
}

type Call = (adapter: Analytics) => void;

/** The queue in front of the lazy adapter, for the given build (`production`) and adapter loader. */
export function createAnalyticsQueue(
  production: boolean,
  load: () => Promise<Pick<typeof Tags, 'createAnalytics' | 'dataLayerVendor'>>,
  loadedAt: number,
): Analytics {
  // 'waiting': no configuration yet, calls queue; 'loading': an id came, the adapter is on its way;
  // 'off': outside production or no id, nothing is kept or loaded.
  let state: 'waiting' | 'loading' | 'off' = production ? 'waiting' : 'off';
  let adapter: Analytics | undefined;
  let pending: Call[] = [];

  const call = (run: Call) => {
    if (adapter) run(adapter);
    else if (state !== 'off' && pending.length < QUEUE_LIMIT) pending.push(run);
  };

  return {
    configure(analyticsId) {
      if (state !== 'waiting') return;
      if (!analyticsId) {
        state = 'off';
        pending = [];
        return;
      }
      state = 'loading';
      pending.unshift((a) => a.configure(analyticsId));
      void load().then(
        ({ createAnalytics, dataLayerVendor }) => {
          adapter = createAnalytics({ vendor: dataLayerVendor, production, loadedAt });
          for (const run of pending) run(adapter);
          pending = [];
        },
        () => {
          // the chunk did not load (offline, a new deployment): the tags stay off for this page
          state = 'off';
          pending = [];
        },
      );
    },
    track: (event) => call((a) => a.track(event)),
    identify: (email) => call((a) => a.identify(email)),
    pageView: (path, width) => call((a) => a.pageView(path, width)),
  };
}

/** The product's one adapter: on only in a production build whose server sends an analytics id. */
export const analytics: Analytics = createAnalyticsQueue(
  import.meta.env.PROD,
  () => import('./analytics-tags'),
  typeof performance === 'undefined' ? Date.now() : Date.now() - performance.now(),
);

/**
 * The shell's hook: hands the configuration to the adapter, reports every route change, and the
 * signed-in customer's e-mail (hashed before it leaves) however they signed in.
 */
export function useAnalytics(target: Analytics = analytics) {
  const [path] = useLocation();
  const configured = useConfiguration();
  const email = useCustomer()?.email;
  useEffect(() => {
    if (configured) target.configure(configured.analyticsId);
  }, [configured, target]);
  useEffect(() => {
    target.pageView(path, window.innerWidth);
  }, [path, target]);
  useEffect(() => {
    if (email) target.identify(email);
  }, [email, target]);
}
