import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route } from 'wouter';
import { coachWebRoutes } from '../../contract/coach';
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
const coachPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const TeamOverviewPage = coachPage(() => import('../features/coach/team-overview-page'), 'TeamOverviewPage');
const UsersListPage = coachPage(() => import('../features/coach/users-list-page'), 'UsersListPage');
const AnalyticsPage = coachPage(() => import('../features/coach/analytics-page'), 'AnalyticsPage');
const TeamNutritionPage = coachPage(
  () => import('../features/coach/team-nutrition-page'),
  'TeamNutritionPage',
);
const OrdersInventoryPage = coachPage(
  () => import('../features/coach/orders-inventory-page'),
  'OrdersInventoryPage',
);
const CoachProfilePage = coachPage(() => import('../features/coach/profile-page'), 'ProfilePage');

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>;
}

const SECOND_FACTOR = '/admin/second-factor-login';

const staffPage = (key: string, path: string, page: ReactNode) => (
  <Route key={key} path={path}>
    <Lazy>{page}</Lazy>
  </Route>
);

/** spec 001 §2 staff routes, spread into the app's <Switch> (a fragment would not match there). */
export const staffRoutes = [
  staffPage('admin-login', '/admin/login', <StaffLoginPage />),
  staffPage('admin-logout', '/admin/login/logout', <StaffLogoutPage />),
  staffPage('admin-reset', '/admin/login/reset-password', <StaffResetPasswordPage />),
  staffPage('phone', `${SECOND_FACTOR}/phone-verification`, <SecondFactorPage screen="phone" />),
  staffPage('sms', `${SECOND_FACTOR}/sms-code-verification`, <SecondFactorPage screen="smsCode" />),
  staffPage(
    'totp-setup',
    `${SECOND_FACTOR}/set-up-google-authenticator`,
    <SecondFactorPage screen="totpSetup" />,
  ),
  staffPage(
    'totp-verify',
    `${SECOND_FACTOR}/verify-google-authenticator`,
    <SecondFactorPage screen="totpVerify" />,
  ),
  staffPage('admin-home', '/admin', <AdminHomePage />),
  staffPage('admin-companies', '/admin/companies', <CompaniesPage />),
  staffPage('admin-customers', '/admin/customers', <CustomersPage />),
  staffPage('coach-guid', '/admin/coach/login-by-guid/:guid', <CoachLoginByGuidPage />),
  // spec 001 §2 coach routes (a trailing slash or none both match)
  staffPage('coach-home', coachWebRoutes.teamOverview, <TeamOverviewPage />),
  staffPage('coach-users', coachWebRoutes.usersList, <UsersListPage />),
  staffPage('coach-analytics', '/admin/coach/analytics', <AnalyticsPage />),
  staffPage('coach-nutrition', '/admin/coach/team-nutrition', <TeamNutritionPage />),
  staffPage('coach-orders', '/admin/coach/orders-inventory', <OrdersInventoryPage />),
  staffPage('coach-profile', coachWebRoutes.profile, <CoachProfilePage />),
];
