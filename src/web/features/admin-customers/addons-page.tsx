import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/customers/addons` (issue 18): being built. */
export function AddonsPage() {
  return <AdminPage title="Customer add-ons">{null}</AdminPage>;
}
