import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { internationalBannerMachine } from '../../machines/international-banner.machine';
import type { Configuration, Product } from '../../src/contract/references';
import { App } from '../../src/web/app/app';

export const testConfiguration: Configuration = {
  storeUrl: 'https://store.test',
  supportUrl: 'https://support.test',
  contactUrl: 'https://support.test/contact',
  careersUrl: 'https://store.test/pages/careers',
  professionalsUrl: 'https://store.test/pages/professionals',
  securityUrl: 'https://store.test/pages/security',
  blogUrl: 'https://store.test/blogs/news',
  tokenRefreshThresholdSeconds: 300,
  chatTokenRefreshThresholdSeconds: 100,
  sessionWarningSeconds: 60,
  toastMs: 3000,
  locationTimeoutMs: 5000,
};

export const testProducts: Product[] = [
  {
    id: 1,
    packageId: 59,
    slug: 'ultimate',
    title: 'Ultimate',
    description: 'Our most complete blood analysis.',
    price: 499,
    currency: 'USD',
    image: '/images/packages/default.svg',
    categories: ['Heart health', 'Metabolism'],
    bloodTestIncluded: true,
    exploreUrl: 'https://store.test/products/ultimate',
  },
  {
    id: 5,
    packageId: 38,
    slug: 'dna-kit',
    title: 'DNA Kit',
    description: 'A cheek-swab DNA test.',
    price: 179,
    currency: 'USD',
    image: '/images/packages/dna-kit.svg',
    categories: ['DNA'],
    bloodTestIncluded: false,
    exploreUrl: 'https://store.test/products/dna-kit',
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the app's API calls from `routes` (path → JSON body or Response); anything else is the
 * server's JSON 404. Returns the list of requested paths.
 */
export function stubApi(routes: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {
    '/api/pages/references/configuration': testConfiguration,
    '/api/pages/references/products': testProducts,
    ...routes,
  };
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(href, 'http://localhost').pathname;
      requested.push(path);
      const answer = answers[path];
      if (answer instanceof Response) return Promise.resolve(answer.clone());
      if (answer === undefined) return Promise.resolve(json({ error: `No API call at GET ${path}` }, 404));
      return Promise.resolve(json(answer));
    }),
  );
  return requested;
}

/** A banner actor whose location call answers `countryCode` and whose storage is a plain flag. */
export function bannerActor(countryCode = 'US') {
  return createActor(
    internationalBannerMachine.provide({
      actors: {
        readDismissal: fromPromise(() => Promise.resolve(false)),
        fetchLocation: fromPromise(() => Promise.resolve({ countryCode })),
      },
    }),
  ).start();
}

/** Renders the whole app at `path` (with query), as the browser would open it. */
export function renderApp(path: string, { countryCode = 'US' } = {}) {
  window.history.replaceState(null, '', path);
  return render(<App bannerActor={bannerActor(countryCode)} />);
}
