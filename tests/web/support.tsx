import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { createActor, fromPromise, type SimulatedClock } from 'xstate';
import { internationalBannerMachine } from '../../machines/international-banner.machine';
import type { Customer } from '../../src/contract/auth';
import { pageBuilderPublicPaths, type PublishedPageResponse } from '../../src/contract/page-builder';
import type { Configuration, Product } from '../../src/contract/references';
import { App } from '../../src/web/app/app';
import { createLateLogic } from '../../src/web/app/late-actors';
import { completeActorsOf, createRootActor, type AppEffects } from '../../src/web/app/root-actor';
import { resetStoredPages } from '../../src/web/features/marketing/page-store';

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

/** The h1 of each public page-builder page, as seeded (the stub answers a heading and a paragraph). */
export const testPageTitles: Readonly<Record<string, string>> = {
  '/': 'Your blood knows your real age',
  '/about': 'About Healthspan',
  '/testimonial': 'Testimonials',
  '/science': 'The science behind Healthspan',
  '/terms-of-service': 'Terms of service',
  '/product-consent': 'Product consent',
  '/policy-privacy': 'Privacy policy',
  '/research-consent': 'Research consent',
  '/team': 'Our team',
  '/pro-sports': 'Healthspan for professional sports',
  '/fit': 'Healthspan for fitness',
  '/military': 'Healthspan for the military',
  '/endurance': 'Healthspan for endurance athletes',
  '/press-page': 'Press',
  '/tour': 'Take the tour',
  '/tour/proceed': 'Continue the tour',
};

/** A published page as the public pages call answers it; /science has a side menu of four headings. */
export function testPage(path: string): PublishedPageResponse {
  const title = testPageTitles[path] ?? 'Page';
  const heading = (id: string, text: string, anchor?: string) => ({
    type: 'Heading' as const,
    props: { id, text, level: anchor ? ('h2' as const) : ('h1' as const), ...(anchor ? { anchor } : {}) },
  });
  const sections =
    path === '/science'
      ? [
          heading('s1', 'Blood biomarkers', 'biomarkers'),
          heading('s2', 'InnerAge', 'inner-age'),
          heading('s3', 'Healthspan categories', 'categories'),
          heading('s4', 'Research', 'research'),
        ]
      : [];
  return {
    path,
    version: 1,
    publishedAt: '2025-03-01T00:00:00.000Z',
    document: {
      root: {
        props: {
          seoTitle: path === '/' ? '' : title,
          description: '',
          ...(path === '/science' ? { sideMenuTitle: 'The science' } : {}),
        },
      },
      content: [
        heading('title', title),
        { type: 'Paragraph', props: { id: 'summary', text: `<p>The ${title} page.</p>` } },
        ...sections,
      ] as PublishedPageResponse['document']['content'],
    },
  };
}

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
      const url = new URL(href, 'http://localhost');
      const path = url.pathname;
      requested.push(path);
      const pagePath = url.searchParams.get('path');
      const answer =
        path === pageBuilderPublicPaths.page && !(path in answers) && pagePath
          ? pagePath in testPageTitles
            ? testPage(pagePath)
            : json({ error: 'There is no page at this address.' }, 404)
          : answers[path];
      if (answer instanceof Response) return Promise.resolve(answer.clone());
      if (answer === undefined) return Promise.resolve(json({ error: `No API call at GET ${path}` }, 404));
      return Promise.resolve(json(answer));
    }),
  );
  return requested;
}

/** The banner machine whose location call answers `countryCode` and whose storage is a plain flag. */
export function bannerLogic(countryCode = 'US') {
  return internationalBannerMachine.provide({
    actors: {
      readDismissal: fromPromise(() => Promise.resolve(false)),
      fetchLocation: fromPromise(() => Promise.resolve({ countryCode })),
    },
  });
}

export function bannerActor(countryCode = 'US') {
  return createActor(bannerLogic(countryCode)).start();
}

/** A customer as the profile call answers it; ACTIVE with every permission unless overridden. */
export function testCustomer(overrides: Partial<Customer> = {}): Customer {
  const activationState = overrides.activationState ?? 'ACTIVE';
  return {
    id: 1,
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'active@demo.healthspan.test',
    photoSrc: null,
    activationState,
    permissions: activationState === 'ACTIVE' ? ['summary', 'bloodwork', 'nutrition', 'age'] : [],
    isDnaOnly: false,
    hasAccessToBru: activationState === 'ACTIVE',
    allowedToSeeInnerAge: activationState === 'ACTIVE',
    hasDiyOrderWithInnerAge: false,
    hasUnusedTest: false,
    canAddInnerAge: false,
    role: {
      name: 'customer',
      homePage: activationState === 'ACTIVE' ? '/customer/summary/dashboard' : '/customer/onboarding',
    },
    ...overrides,
  };
}

/**
 * Fake effects for the root actor: signed out unless `customer` is given (then a reload restores
 * the session), a session with `sessionSeconds` left, navigation through the history like wouter's.
 * Every browser effect is a spy.
 */
export function fakeEffects({
  customer,
  sessionSeconds = 1800,
  ...overrides
}: Partial<AppEffects> & { customer?: Customer; sessionSeconds?: number } = {}) {
  const token = { access_token: 'access-1', expires_in: 900, refresh_token: 'refresh-1' };
  const effects: AppEffects = {
    restoreSession: () => (customer ? Promise.resolve(token) : Promise.reject(new Error('no session'))),
    logIn: () => Promise.resolve(token),
    loadProfile: () => (customer ? Promise.resolve(customer) : Promise.reject(new Error('no profile'))),
    refreshByCookie: () => Promise.reject(new Error('no cookie')),
    refreshByToken: () => Promise.reject(new Error('no refresh token')),
    checkSession: () => Promise.resolve({ seconds: sessionSeconds }),
    navigate: vi.fn((to: string, options?: { replace?: boolean }) => navigate(to, options)),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    endSession: vi.fn(() => Promise.resolve()),
    openStoreLogout: vi.fn(),
    closeStoreLogout: vi.fn(),
    rememberLogoutPermission: vi.fn(),
    removeMobileSplashFlag: vi.fn(),
    closeWindow: vi.fn(),
    // no membership call answers unless a test gives one: no banner, no popup
    fetchSubscriptions: () => Promise.reject(new Error('no membership')),
    fetchNotificationTags: () => Promise.resolve([]),
    recordNotificationTag: vi.fn(() => Promise.resolve()),
    openInNewTab: vi.fn(),
    logError: vi.fn(),
    ...overrides,
  };
  return effects;
}

/** Starts a root actor with these effects, then its late children, and returns it with its children. */
export function startTestActors({
  effects = fakeEffects(),
  countryCode = 'US',
  logoutPermissionStored = false,
  clock,
}: {
  effects?: AppEffects;
  countryCode?: string;
  logoutPermissionStored?: boolean;
  /** A simulated clock for every actor's timers and "now" (the app uses the real one). */
  clock?: SimulatedClock;
} = {}) {
  const root = createRootActor(
    effects,
    { now: clock ? () => clock.now() : Date.now, logoutPermissionStored },
    clock ? { clock } : {},
  );
  root.start();
  root.send({ type: 'lateActors.loaded', logic: createLateLogic(effects, bannerLogic(countryCode)) });
  return { root, actors: completeActorsOf(root), effects };
}

/** Renders the whole app at `path` (with query), as the browser would open it. */
export function renderApp(
  path: string,
  {
    countryCode = 'US',
    customer,
    effects,
    logoutPermissionStored,
  }: {
    countryCode?: string;
    customer?: Customer;
    effects?: AppEffects;
    logoutPermissionStored?: boolean;
  } = {},
) {
  window.history.replaceState(null, '', path);
  // each test loads the public pages afresh, from its own stub
  resetStoredPages();
  const started = startTestActors({
    effects: effects ?? fakeEffects(customer ? { customer } : {}),
    countryCode,
    ...(logoutPermissionStored === undefined ? {} : { logoutPermissionStored }),
  });
  return { ...render(<App actors={started.actors} />), ...started };
}
