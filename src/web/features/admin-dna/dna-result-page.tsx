import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/genetics/show-dna-result` (issue 18): being built. */
export function DnaResultPage() {
  return <AdminPage title="DNA result">{null}</AdminPage>;
}
