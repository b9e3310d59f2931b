import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { Spinner } from '../components/layout';
import { STORED_PAGE_PATHS } from '../../contract/page-builder-public';
import { StoredPage } from '../features/marketing/stored-page';
import { CUSTOMER_ROUTES } from '../lib/customer';
import { RequireCustomer } from './require-customer';

// Every page but the page-builder pages (the landing among them) is its own chunk.
const ResponsibleDisclosurePage = lazy(() =>
  import('../features/disclosure/responsible-disclosure-page').then((m) => ({
    default: m.ResponsibleDisclosurePage,
  })),
);
const DnaKitPage = lazy(() => import('../features/dna-kit/dna-kit-page'));
const HabitReportPage = lazy(() => import('../features/habit-report/habit-report-page'));
const HabitReportPdfPage = lazy(() => import('../features/habit-report/habit-report-pdf-page'));
const HabitReportsPage = lazy(() => import('../features/habit-report/habit-reports-page'));
const CategoryTestingPage = lazy(() => import('../features/category-testing/category-testing-page'));
const LoginPage = lazy(() => import('../features/login/login-page'));
const LogoutPage = lazy(() => import('../features/logout/logout-page'));
const ForgotPasswordPage = lazy(() => import('../features/password-recovery/forgot-password-page'));
const SecurityQuestionPage = lazy(() => import('../features/password-recovery/security-question-page'));
const ResetPasswordPage = lazy(() => import('../features/password-recovery/reset-password-page'));
const PostPurchasePage = lazy(() => import('../features/post-purchase/post-purchase-page'));
const StoreLinkPage = lazy(() => import('../features/store-redirect/store-link-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const BloodworkPage = lazy(() => import('../features/bloodwork/bloodwork-page'));
const InnerAgePage = lazy(() => import('../features/inner-age/inner-age-page'));
const BloodAnalysisPage = lazy(() => import('../features/blood-analysis/blood-analysis-page'));
const GeneticsReportPage = lazy(() => import('../features/genetics/genetics-report-page'));
const OnboardingPage = lazy(() => import('../features/onboarding/onboarding-page'));
const NutritionPage = lazy(() => import('../features/nutrition/nutrition-page'));
// development tools: the page itself checks access (development/test server, or an administrator)
const MachineCataloguePage = lazy(() => import('../features/machine-catalogue/machine-catalogue-page'));
const SettingsPage = lazy(() => import('../features/account/settings-page'));
const AccountPage = lazy(() => import('../features/account/account-page'));
const AchievementsPage = lazy(() => import('../features/account/achievements-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const PurchaseHistoryPage = lazy(() => import('../features/orders/purchase-history-page'));
const UploadBloodResultPage = lazy(() => import('../features/ocr-upload/upload-blood-result-page'));
const DiyHubPage = lazy(() => import('../features/ocr-upload/diy-hub-page'));
const EmailPreferencesPage = lazy(() => import('../features/email-preferences/email-preferences-page'));
const ChoosePlanPage = lazy(() => import('../features/choose-plan/choose-plan-page'));
const AskTerraPage = lazy(() => import('../features/ask-terra/ask-terra-page'));
const AcceptInvitePage = lazy(() => import('../features/team-invitation/accept-invite-page'));
// no page the server draws and no signed-in first paint shows these: chunks of their own (issue 22)
const LazyNotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const LazyStoreRedirectPage = lazy(() =>
  import('../features/store-redirect/store-redirect-page').then((m) => ({ default: m.StoreRedirectPage })),
);

// every staff path is under /admin: the staff route table is a lazy chunk; a staff page opened
// directly fetches it with the boot chunk rather than after it
const loadStaffRoutes = () => import('./staff-routes');
const StaffRoutes = lazy(loadStaffRoutes);
if (typeof window !== 'undefined' && /^\/admin(?:\/|$)/i.test(window.location.pathname))
  void loadStaffRoutes().catch(() => undefined);

/** spec 000 §2.2: the store's name is part of these paths, so they are patterns, not fixed paths. */
export const STORE_ROUTES = {
  purchased: /^\/customer\/store\/purchased-on-(?<store>[^/]+)\/?$/i,
  gateway: /^\/(?<store>[^/]+)-gateway\/?$/i,
  redirect: /^\/customer\/store\/redirect-me-on-(?<store>[^/]+)\/?$/i,
};

/**
 * spec 000 §2.1: the landing, the marketing and legal pages and the tour are page-builder pages
 * (StoredPage). `/tour/proceed` is its own page; any other path under /tour shows /tour.
 */
const MARKETING_ROUTES: readonly string[] = [...STORED_PAGE_PATHS, '/tour/*'];

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

const NotFoundPage = () => (
  <Lazy>
    <LazyNotFoundPage />
  </Lazy>
);

/**
 * The public route table (spec 000 §2.1). wouter matches case-insensitively and allows a trailing
 * slash, so `/DNAKit` and `/about/` match too.
 */
export function AppRoutes() {
  return (
    <Switch>
      {MARKETING_ROUTES.map((path) => (
        <Route key={path} path={path}>
          <StoredPage notFound={<NotFoundPage />} />
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
          <HabitReportPdfPage />
        </Lazy>
      </Route>
      <Route path="/admin/*?">
        <Lazy>
          <StaffRoutes notFound={<NotFoundPage />} />
        </Lazy>
      </Route>
      {/* 001 §3, §7: the page an e-mail's preferences link opens; public, the link id is the key */}
      <Route path="/email-preferences/:id">
        <Lazy>
          <EmailPreferencesPage />
        </Lazy>
      </Route>
      <Route path="/customer/login">
        <Lazy>
          <LoginPage />
        </Lazy>
      </Route>
      <Route path="/customer/login/logout">
        <Lazy>
          <LogoutPage />
        </Lazy>
      </Route>
      <Route path="/customer/login/forgot-password">
        <Lazy>
          <ForgotPasswordPage />
        </Lazy>
      </Route>
      <Route path="/customer/login/security-question">
        <Lazy>
          <SecurityQuestionPage />
        </Lazy>
      </Route>
      <Route path="/customer/login/reset-password">
        <Lazy>
          <ResetPasswordPage />
        </Lazy>
      </Route>
      <Route path={STORE_ROUTES.purchased}>
        <Lazy>
          <PostPurchasePage />
        </Lazy>
      </Route>
      <Route path={STORE_ROUTES.redirect}>
        <Lazy>
          <StoreLinkPage />
        </Lazy>
      </Route>
      {/* spec 000 §2.3, §2.4: public, so a visitor can choose a plan too */}
      <Route path={CUSTOMER_ROUTES.choosePlan}>
        <Lazy>
          <ChoosePlanPage />
        </Lazy>
      </Route>
      <Route path="/customer/summary/dashboard">
        <RequireCustomer>
          <Lazy>
            <DashboardPage />
          </Lazy>
        </RequireCustomer>
      </Route>
      {(
        [
          ['/customer/bloodwork/*?', BloodworkPage],
          ['/customer/age', InnerAgePage],
          ['/customer/blood-analysis', BloodAnalysisPage],
          [CUSTOMER_ROUTES.habitReports, HabitReportsPage],
          ['/customer/genetics-report', GeneticsReportPage],
          [CUSTOMER_ROUTES.nutrition, NutritionPage],
          ['/customer/settings', SettingsPage],
          ['/customer/account', AccountPage],
          ['/customer/achievements', AchievementsPage],
          ['/customer/onboarding/test-list', OrdersPage],
          ['/customer/purchase-history', PurchaseHistoryPage],
          ['/customer/diy/upload-blood-result/*?', UploadBloodResultPage],
          ['/customer/diy', DiyHubPage],
          [CUSTOMER_ROUTES.askTerra, AskTerraPage],
          [CUSTOMER_ROUTES.categoryTesting, CategoryTestingPage],
        ] as const
      ).map(([path, Page]) => (
        <Route key={path} path={path}>
          <RequireCustomer>
            <Lazy>
              <Page />
            </Lazy>
          </RequireCustomer>
        </Route>
      ))}
      {/* 000 §2.3: public, so the invited visitor learns what it is before signing in or up */}
      <Route path="/customer/team/invitation/:inviteId/accept-invite">
        <Lazy>
          <AcceptInvitePage />
        </Lazy>
      </Route>
      <Route path="/customer/onboarding">
        <RequireCustomer>
          <Lazy>
            <OnboardingPage />
          </Lazy>
        </RequireCustomer>
      </Route>
      {Object.entries(IN_APP_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from}>
          <RedirectKeepingQuery to={to} />
        </Route>
      ))}
      {STORE_PATHS.map((path) => (
        <Route key={path} path={path}>
          {/* its chunk loading already says where the visitor is going */}
          <Suspense fallback={<Spinner label="Taking you to our store…" />}>
            <LazyStoreRedirectPage />
          </Suspense>
        </Route>
      ))}
      <Route path="/dev/machines">
        <Lazy>
          <MachineCataloguePage />
        </Lazy>
      </Route>
      {/* last before not-found: any other `/{store}-gateway` path is the store's hand-off */}
      <Route path={STORE_ROUTES.gateway}>
        <Lazy>
          <PostPurchasePage />
        </Lazy>
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
