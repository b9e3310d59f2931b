import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/store_order/view` (issue 18): being built. */
export function StoreOrdersPage() {
  return <AdminPage title="Store orders">{null}</AdminPage>;
}
