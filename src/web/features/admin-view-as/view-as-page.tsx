import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/redirect-to-customer-dd` (issue 18): being built. */
export function ViewAsPage() {
  return <AdminPage title="View as customer">{null}</AdminPage>;
}
