import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'wouter';
import { Spinner } from '../components/layout';

// Every staff screen is a lazy chunk: none of it reaches the customer's entry bundle.
const StaffLoginPage = lazy(() => import('../features/staff-login/staff-login-page'));
const StaffLogoutPage = lazy(() => import('../features/staff-login/staff-logout-page'));
const StaffResetPasswordPage = lazy(() => import('../features/staff-login/staff-reset-password-page'));
const SecondFactorPage = lazy(() => import('../features/staff-login/second-factor-page'));
const AdminHomePage = lazy(() => import('../features/admin-home/admin-home-page'));
const CompaniesPage = lazy(() =>
  import('../features/admin-directory/admin-directory-pages').then((m) => ({ default: m.CompaniesPage })),
);
const CustomersPage = lazy(() =>
  import('../features/admin-directory/admin-directory-pages').then((m) => ({ default: m.CustomersPage })),
);
const CoachLoginByGuidPage = lazy(() =>
  import('../features/coach-entry/coach-entry-page').then((m) => ({ default: m.CoachLoginByGuidPage })),
);
const CoachTeamOverviewPage = lazy(() =>
  import('../features/coach-entry/coach-entry-page').then((m) => ({ default: m.CoachTeamOverviewPage })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>;
}

const SECOND_FACTOR = '/admin/second-factor-login';

/** spec 001 §2 staff routes, spread into the app's <Switch> (a fragment would not match there). */
export const staffRoutes = [
  <Route key="admin-login" path="/admin/login">
    <Lazy>
      <StaffLoginPage />
    </Lazy>
  </Route>,
  <Route key="admin-logout" path="/admin/login/logout">
    <Lazy>
      <StaffLogoutPage />
    </Lazy>
  </Route>,
  <Route key="admin-reset" path="/admin/login/reset-password">
    <Lazy>
      <StaffResetPasswordPage />
    </Lazy>
  </Route>,
  <Route key="phone" path={`${SECOND_FACTOR}/phone-verification`}>
    <Lazy>
      <SecondFactorPage screen="phone" />
    </Lazy>
  </Route>,
  <Route key="sms" path={`${SECOND_FACTOR}/sms-code-verification`}>
    <Lazy>
      <SecondFactorPage screen="smsCode" />
    </Lazy>
  </Route>,
  <Route key="totp-setup" path={`${SECOND_FACTOR}/set-up-google-authenticator`}>
    <Lazy>
      <SecondFactorPage screen="totpSetup" />
    </Lazy>
  </Route>,
  <Route key="totp-verify" path={`${SECOND_FACTOR}/verify-google-authenticator`}>
    <Lazy>
      <SecondFactorPage screen="totpVerify" />
    </Lazy>
  </Route>,
  <Route key="admin-home" path="/admin">
    <Lazy>
      <AdminHomePage />
    </Lazy>
  </Route>,
  <Route key="admin-companies" path="/admin/companies">
    <Lazy>
      <CompaniesPage />
    </Lazy>
  </Route>,
  <Route key="admin-customers" path="/admin/customers">
    <Lazy>
      <CustomersPage />
    </Lazy>
  </Route>,
  <Route key="coach-guid" path="/admin/coach/login-by-guid/:guid">
    <Lazy>
      <CoachLoginByGuidPage />
    </Lazy>
  </Route>,
  <Route key="coach-home" path="/admin/coach/team-overview">
    <Lazy>
      <CoachTeamOverviewPage />
    </Lazy>
  </Route>,
];
