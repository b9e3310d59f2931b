import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/companies/orders` (issue 18): being built. */
export function CompanyOrdersPage() {
  return <AdminPage title="Company orders">{null}</AdminPage>;
}
