import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { coachWebRoutes } from '../../contract/coach-routes';
import { Spinner } from '../components/layout';

// Every staff screen is a lazy chunk: none of it reaches the customer's entry bundle.
const StaffLoginPage = lazy(() => import('../features/staff-login/staff-login-page'));
const StaffLogoutPage = lazy(() => import('../features/staff-login/staff-logout-page'));
const StaffResetPasswordPage = lazy(() => import('../features/staff-login/staff-reset-password-page'));
const SecondFactorPage = lazy(() => import('../features/staff-login/second-factor-page'));
const AdminHomePage = lazy(() => import('../features/admin-home/admin-home-page'));
const CoachLoginByGuidPage = lazy(() =>
  import('../features/coach-entry/coach-entry-page').then((m) => ({ default: m.CoachLoginByGuidPage })),
);
/** A lazy chunk of one named export. */
const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const TeamOverviewPage = lazyPage(() => import('../features/coach/team-overview-page'), 'TeamOverviewPage');
const UsersListPage = lazyPage(() => import('../features/coach/users-list-page'), 'UsersListPage');
const AnalyticsPage = lazyPage(() => import('../features/coach/analytics-page'), 'AnalyticsPage');
const TeamNutritionPage = lazyPage(
  () => import('../features/coach/team-nutrition-page'),
  'TeamNutritionPage',
);
const OrdersInventoryPage = lazyPage(
  () => import('../features/coach/orders-inventory-page'),
  'OrdersInventoryPage',
);
const CoachProfilePage = lazyPage(() => import('../features/coach/profile-page'), 'ProfilePage');

// issue 18: the back office's screens (each file owns one or two)
const CustomersPage = lazyPage(() => import('../features/admin-customers/customers-page'), 'CustomersPage');
const CustomerPage = lazyPage(() => import('../features/admin-customers/customer-page'), 'CustomerPage');
const AddonsPage = lazyPage(() => import('../features/admin-customers/addons-page'), 'AddonsPage');
const StoreOrdersPage = lazyPage(
  () => import('../features/admin-orders/store-orders-page'),
  'StoreOrdersPage',
);
const OrderEditPage = lazyPage(() => import('../features/admin-orders/order-edit-page'), 'OrderEditPage');
const ViewAsPage = lazyPage(() => import('../features/admin-view-as/view-as-page'), 'ViewAsPage');
const AdminAnalyticsPage = lazyPage(
  () => import('../features/admin-analytics/analytics-page'),
  'AnalyticsPage',
);
const DemoPage = lazyPage(() => import('../features/admin-demo/demo-page'), 'DemoPage');
const CustomerDnaPage = lazyPage(() => import('../features/admin-dna/customer-dna-page'), 'CustomerDnaPage');
const DnaResultPage = lazyPage(() => import('../features/admin-dna/dna-result-page'), 'DnaResultPage');
const DnaKitsPage = lazyPage(() => import('../features/admin-dna/dna-kits-page'), 'DnaKitsPage');
const CompaniesPage = lazyPage(() => import('../features/admin-companies/companies-page'), 'CompaniesPage');
const CompanyPage = lazyPage(() => import('../features/admin-companies/company-page'), 'CompanyPage');
const CompanyOrdersPage = lazyPage(
  () => import('../features/admin-companies/company-orders-page'),
  'CompanyOrdersPage',
);
const PanelsPage = lazyPage(() => import('../features/admin-panels/panels-page'), 'PanelsPage');
const PanelCreatePage = lazyPage(() => import('../features/admin-panels/panel-form-page'), 'PanelCreatePage');
const PanelEditPage = lazyPage(() => import('../features/admin-panels/panel-form-page'), 'PanelEditPage');
const MarkerNamesPage = lazyPage(
  () => import('../features/admin-markers/marker-names-page'),
  'MarkerNamesPage',
);
const ReviewRequestsPage = lazyPage(
  () => import('../features/admin-markers/review-requests-page'),
  'ReviewRequestsPage',
);
// issue 19
const DeletionRequestsPage = lazyPage(
  () => import('../features/admin-deletion/deletion-requests-page'),
  'DeletionRequestsPage',
);
const AuditLogPage = lazyPage(() => import('../features/admin-deletion/audit-log-page'), 'AuditLogPage');
const CsvImportPage = lazyPage(() => import('../features/admin-bulk/csv-import-page'), 'CsvImportPage');
const BulkActionPage = lazyPage(() => import('../features/admin-bulk/bulk-action-page'), 'BulkActionPage');
const ScriptsPage = lazyPage(() => import('../features/admin-data/scripts-page'), 'ScriptsPage');
const ExportQueriesPage = lazyPage(
  () => import('../features/admin-data/export-queries-page'),
  'ExportQueriesPage',
);
const DiscountReportPage = lazyPage(
  () => import('../features/admin-data/discount-report-page'),
  'DiscountReportPage',
);
const CrmPage = lazyPage(() => import('../features/admin-integrations/crm-page'), 'CrmPage');
const CrmPropertiesPage = lazyPage(
  () => import('../features/admin-integrations/crm-properties-page'),
  'CrmPropertiesPage',
);
const PartnersPage = lazyPage(() => import('../features/admin-integrations/partners-page'), 'PartnersPage');

// issue 20: the page builder (Puck and its CSS only in the editor's chunk)
const PagesPage = lazyPage(() => import('../features/admin-pages/pages-page'), 'PagesPage');
const PageEditorPage = lazyPage(() => import('../features/admin-pages/page-editor-page'), 'PageEditorPage');

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
  staffPage('admin-customers', '/admin/customers', <CustomersPage />),
  staffPage('admin-customer', '/admin/customers/view', <CustomerPage />),
  staffPage('admin-addons', '/admin/customers/addons', <AddonsPage />),
  staffPage('admin-store-orders', '/admin/store_order/view', <StoreOrdersPage />),
  staffPage('admin-order-edit', '/admin/customers/view-order-edit', <OrderEditPage />),
  staffPage('admin-view-as', '/admin/redirect-to-customer-dd', <ViewAsPage />),
  staffPage('admin-analytics', '/admin/analytics', <AdminAnalyticsPage />),
  staffPage('admin-demo', '/admin/demo', <DemoPage />),
  staffPage('admin-customer-dna', '/admin/customers/dna', <CustomerDnaPage />),
  staffPage('admin-dna-result', '/admin/genetics/show-dna-result', <DnaResultPage />),
  staffPage('admin-dna-kits', '/admin/dna-kit/view', <DnaKitsPage />),
  staffPage('admin-companies', '/admin/companies', <CompaniesPage />),
  staffPage('admin-company', '/admin/companies/view', <CompanyPage />),
  staffPage('admin-company-orders', '/admin/companies/orders', <CompanyOrdersPage />),
  staffPage('admin-panels', '/admin/custom-panels', <PanelsPage />),
  staffPage('admin-panel-create', '/admin/custom-panels/create', <PanelCreatePage />),
  staffPage('admin-panel-edit', '/admin/custom-panels/edit', <PanelEditPage />),
  staffPage('admin-marker-names', '/admin/marker/marker-add-name', <MarkerNamesPage />),
  staffPage('admin-review-requests', '/admin/marker/review-requests', <ReviewRequestsPage />),
  staffPage('admin-deletion-requests', '/admin/customer-delete-requests', <DeletionRequestsPage />),
  staffPage('admin-audit-log', '/admin/audit/status-log', <AuditLogPage />),
  staffPage('admin-csv-import', '/admin/customers-csv-import', <CsvImportPage />),
  staffPage('admin-bulk-action', '/admin/bulk-user-action', <BulkActionPage />),
  staffPage('admin-scripts', '/admin/utility-scripts/run', <ScriptsPage />),
  staffPage('admin-export-queries', '/admin/export/query-list', <ExportQueriesPage />),
  staffPage('admin-discount-report', '/admin/reports/discount-used-report', <DiscountReportPage />),
  staffPage('admin-crm', '/admin/hub-spot-management', <CrmPage />),
  staffPage('admin-crm-properties', '/admin/hub-spot-management/properties', <CrmPropertiesPage />),
  staffPage('admin-partners', '/admin/partners-integration', <PartnersPage />),
  staffPage('admin-pages', '/admin/pages', <PagesPage />),
  staffPage('admin-page-editor', '/admin/pages/:id', <PageEditorPage />),
  staffPage('coach-guid', '/admin/coach/login-by-guid/:guid', <CoachLoginByGuidPage />),
  // spec 001 §2 coach routes (a trailing slash or none both match)
  staffPage('coach-home', coachWebRoutes.teamOverview, <TeamOverviewPage />),
  staffPage('coach-users', coachWebRoutes.usersList, <UsersListPage />),
  staffPage('coach-analytics', '/admin/coach/analytics', <AnalyticsPage />),
  staffPage('coach-nutrition', '/admin/coach/team-nutrition', <TeamNutritionPage />),
  staffPage('coach-orders', '/admin/coach/orders-inventory', <OrdersInventoryPage />),
  staffPage('coach-profile', coachWebRoutes.profile, <CoachProfilePage />),
];

/**
 * The staff route table as a chunk of its own (issue 22: a customer's first view does not wait for
 * it); routes.tsx draws it for every path under /admin, `notFound` for one it does not know.
 */
export default function StaffRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Switch>
      {staffRoutes}
      <Route>{notFound}</Route>
    </Switch>
  );
}
