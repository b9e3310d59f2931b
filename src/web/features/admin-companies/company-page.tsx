import { AdminPage } from '../../components/admin/admin-layout';

/** `/admin/companies/view` (issue 18): being built. */
export function CompanyPage() {
  return <AdminPage title="Company">{null}</AdminPage>;
}
