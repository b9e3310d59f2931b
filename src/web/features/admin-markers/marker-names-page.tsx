import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/marker/marker-add-name` (issue 18): being built. */
export function MarkerNamesPage() {
  return <AdminPage title="Marker names">{null}</AdminPage>;
}
