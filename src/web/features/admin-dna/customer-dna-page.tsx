import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/customers/dna` (issue 18): being built. */
export function CustomerDnaPage() {
  return <AdminPage title="DNA results">{null}</AdminPage>;
}
