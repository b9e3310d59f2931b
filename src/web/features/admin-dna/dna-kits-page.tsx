import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/dna-kit/view` (issue 18): being built. */
export function DnaKitsPage() {
  return <AdminPage title="DNA kits">{null}</AdminPage>;
}
