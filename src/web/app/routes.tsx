import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { Spinner } from '../components/layout';
import { LandingPage } from '../features/landing/landing-page';
import type { MarketingSlug } from '../features/marketing/marketing-pages';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { StoreRedirectPage } from '../features/store-redirect/store-redirect-page';

// Every page but the landing page is its own chunk.
const MarketingPage = lazy(() =>
  import('../features/marketing/marketing-page').then((m) => ({ default: m.MarketingPage })),
);
const ResponsibleDisclosurePage = lazy(() =>
  import('../features/disclosure/responsible-disclosure-page').then((m) => ({
    default: m.ResponsibleDisclosurePage,
  })),
);
const DnaKitPage = lazy(() => import('../features/dna-kit/dna-kit-page'));
const CustomerLoginPage = lazy(() =>
  import('../features/coming-soon/coming-soon-page').then((m) => ({ default: m.CustomerLoginPage })),
);
const HabitReportPage = lazy(() =>
  import('../features/coming-soon/coming-soon-page').then((m) => ({ default: m.HabitReportPage })),
);

/** spec 000 §2.1: marketing and legal pages, one data-driven component. `tour/proceed` precedes the /tour prefix. */
const MARKETING_ROUTES: readonly { path: string; slug: MarketingSlug }[] = [
  ...(
    [
      'about',
      'testimonial',
      'science',
      'terms-of-service',
      'product-consent',
      'policy-privacy',
      'research-consent',
      'team',
      'pro-sports',
      'fit',
      'military',
      'endurance',
      'press-page',
      'tour/proceed',
    ] as const
  ).map((slug) => ({ path: `/${slug}`, slug })),
  { path: '/tour/*?', slug: 'tour' },
];

/** spec 000 §2.1 in-app redirects. */
export const IN_APP_REDIRECTS: Readonly<Record<string, string>> = {
  '/press-releases': '/press-page',
  '/diy': '/bloodresultsupload',
  '/public/landing/pro-sports': '/pro-sports',
  '/public/landing/fit': '/fit',
  '/public/landing/military': '/military',
  '/public/landing/endurance': '/endurance',
};

/** spec 000 §2.1 external redirects: these paths live in the online store. */
export const STORE_PATHS: readonly string[] = [
  '/innerage',
  '/public/landing/dna-details',
  '/dna-kit',
  '/bloodresultsupload',
  '/how-to-redeem-your-gift-card',
];

/** A redirect that keeps the query string (campaign parameters survive the hop). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect to={search ? `${to}?${search}` : to} replace />;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>;
}

/**
 * The public route table (spec 000 §2.1). wouter matches case-insensitively and allows a trailing
 * slash, so `/DNAKit` and `/about/` match too.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <LandingPage />
      </Route>
      {MARKETING_ROUTES.map(({ path, slug }) => (
        <Route key={path} path={path}>
          <Lazy>
            <MarketingPage slug={slug} />
          </Lazy>
        </Route>
      ))}
      <Route path="/responsible-disclosure-policy">
        <Lazy>
          <ResponsibleDisclosurePage />
        </Lazy>
      </Route>
      <Route path="/dnakit/*?">
        <Lazy>
          <DnaKitPage />
        </Lazy>
      </Route>
      <Route path="/hhr-report/:reportToken">
        <Lazy>
          <HabitReportPage />
        </Lazy>
      </Route>
      <Route path="/reports-pdf/hhr">
        <Lazy>
          <HabitReportPage />
        </Lazy>
      </Route>
      <Route path="/customer/login">
        <Lazy>
          <CustomerLoginPage />
        </Lazy>
      </Route>
      {Object.entries(IN_APP_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from}>
          <RedirectKeepingQuery to={to} />
        </Route>
      ))}
      {STORE_PATHS.map((path) => (
        <Route key={path} path={path}>
          <StoreRedirectPage />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
