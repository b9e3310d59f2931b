import { adminPaths, type CompaniesResponse } from '../../../contract/admin';
import { AdminPage } from '../../components/admin/admin-layout';
import { useAdminQuery } from '../../components/admin/admin-data';
import { DataTable, QueryView } from '../../components/admin/admin-ui';

/** `/admin/companies` (spec 001 §2): the corporate customers (interim list; issue 18 builds the screen). */
export function CompaniesPage() {
  const query = useAdminQuery<CompaniesResponse>(adminPaths.companies);
  return (
    <AdminPage title="Companies" intro="Corporate customers whose teams use Healthspan.">
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty="No companies yet.">
        {({ items }) => (
          <DataTable
            caption="Companies"
            rows={items}
            rowKey={(c) => c.id}
            columns={[
              { key: 'name', header: 'Company', cell: (c) => c.name },
              { key: 'id', header: 'Id', cell: (c) => c.id },
            ]}
          />
        )}
      </QueryView>
    </AdminPage>
  );
}
