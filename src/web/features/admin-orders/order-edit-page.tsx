import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/customers/view-order-edit` (issue 18): being built. */
export function OrderEditPage() {
  return <AdminPage title="Edit order">{null}</AdminPage>;
}
