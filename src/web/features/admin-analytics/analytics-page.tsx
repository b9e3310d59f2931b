import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/analytics` (issue 18): being built. */
export function AnalyticsPage() {
  return <AdminPage title="Analytics">{null}</AdminPage>;
}
