import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/customers/view` (issue 18): being built. */
export function CustomerPage() {
  return <AdminPage title="Customer">{null}</AdminPage>;
}
