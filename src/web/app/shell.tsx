import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { css } from '../../../styled-system/css';
import { ErrorBoundary } from '../components/error-boundary';
import { SkipLink } from '../components/layout';
import { DeferredToaster } from '../components/ui/deferred-toaster';
import { ErrorPage } from '../features/errors/error-page';
import { showsMembershipBanner } from '../features/membership/banner-pages';
import { useAnalytics } from '../lib/analytics';
import { useStartedAppActors } from '../lib/app-actors';
import { isActive } from '../lib/customer';
import { useAuthStatus, useCustomer } from '../lib/use-auth';
import { useNavigationHidden } from './hide-navigation';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { ThrowOnFlag } from './throw-on-flag';
import { useArrivalRedirect } from './use-arrival-redirect';
import { useScrollToTop } from './use-scroll-to-top';

// The session and logout-permission popups can only show for a signed-in customer: their chunk
// loads at sign-in, not with the entry.
const AccountPopups = lazy(() => import('../features/session/account-popups'));
// likewise the membership banner and popups (spec 001 §4)
const MembershipPopups = lazy(() => import('../features/membership/membership-popups'));
const ProfileCompletionPopup = lazy(() => import('../features/account/profile-completion-popup'));
// the international banner's actor starts after the first paint (issue 22): so does its view
const InternationalBanner = lazy(() =>
  import('../features/international-banner/international-banner').then((m) => ({
    default: m.InternationalBanner,
  })),
);
// only a back-office view-as session shows it (issue 18): a chunk of its own
const ViewAsBanner = lazy(() =>
  import('../features/admin-view-as/view-as-banner').then((m) => ({ default: m.ViewAsBanner })),
);
const MembershipBanner = lazy(() =>
  import('../features/membership/membership-banner').then((m) => ({ default: m.MembershipBanner })),
);

/**
 * Flows whose sub-paths are one page following its machine's state (spec 000 §2.3 upload-blood-result
 * with processing, confirmation, success): they share one error boundary, so moving between them
 * keeps the page and its actor instead of starting the flow again.
 */
const FLOW_ROOTS: readonly RegExp[] = [/^\/customer\/diy\/upload-blood-result(?=\/|$)/i];

const boundaryKey = (path: string) =>
  FLOW_ROOTS.map((root) => root.exec(path)?.[0].toLowerCase()).find(Boolean) ?? path;

/** Header, banner, page, footer and the account popups around the route table (spec 000 §2.2). */
export function Shell({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const navigationHidden = useNavigationHidden();
  const internationalBanner = useStartedAppActors()?.internationalBanner;
  const signedIn = useAuthStatus() === 'signedIn';
  const customer = useCustomer();
  const activeCustomer = isActive(customer);
  useScrollToTop();
  useArrivalRedirect();
  useAnalytics();
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <SkipLink href="#main">Skip to content</SkipLink>
      {navigationHidden || !internationalBanner ? null : (
        <Suspense fallback={null}>
          <InternationalBanner actor={internationalBanner} />
        </Suspense>
      )}
      {navigationHidden ? null : <Header />}
      {signedIn && customer?.viewAs ? (
        <Suspense fallback={null}>
          <ViewAsBanner />
        </Suspense>
      ) : null}
      {signedIn && !navigationHidden && showsMembershipBanner(path) ? (
        <Suspense fallback={null}>
          <MembershipBanner />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className={css({ flex: '1', _focus: { outline: 'none' } })}>
        {/* keyed by path: leaving a broken page gives the next one a fresh boundary */}
        <ErrorBoundary key={boundaryKey(path)} fallback={<ErrorPage />}>
          <ThrowOnFlag />
          {children}
        </ErrorBoundary>
      </main>
      {navigationHidden ? null : <Footer account={activeCustomer} />}
      <DeferredToaster />
      {signedIn ? (
        <Suspense fallback={null}>
          <AccountPopups />
          <MembershipPopups />
          {activeCustomer ? <ProfileCompletionPopup /> : null}
        </Suspense>
      ) : null}
    </div>
  );
}
