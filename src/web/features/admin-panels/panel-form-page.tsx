import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/custom-panels/create` (issue 18): being built. */
export function PanelCreatePage() {
  return <AdminPage title="Create custom panel">{null}</AdminPage>;
}

/** `/admin/custom-panels/edit?id=` (issue 18): being built. */
export function PanelEditPage() {
  return <AdminPage title="Edit custom panel">{null}</AdminPage>;
}
