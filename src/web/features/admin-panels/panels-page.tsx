import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/custom-panels` (issue 18): being built. */
export function PanelsPage() {
  return <AdminPage title="Custom panels">{null}</AdminPage>;
}
