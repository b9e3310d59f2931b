import { adminPaths, type AdminCustomersResponse } from '../../../contract/admin';
import { PAGE_SIZE_DEFAULT } from '../../../contract/back-office';
import { AdminPage } from '../../components/admin/admin-layout';
import { useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { DataTable, Pager, QueryView, SearchForm } from '../../components/admin/admin-ui';

/** `/admin/customers` (spec 001 §2): customers by name or e-mail (interim list; issue 18 builds the screen). */
export function CustomersPage() {
  const { values, page, set } = useListParams(['q'] as const);
  const url = `${adminPaths.customers}?${new URLSearchParams({
    page: String(page),
    pageSize: String(PAGE_SIZE_DEFAULT),
    ...(values.q ? { q: values.q } : {}),
  })}`;
  const query = useAdminQuery<AdminCustomersResponse>(url);
  return (
    <AdminPage title="Customers" intro="Find a customer by name or e-mail.">
      <SearchForm label="Name or e-mail" value={values.q} onSearch={(q) => set({ q })} />
      <QueryView
        query={query}
        isEmpty={(d) => d.items.length === 0}
        empty={values.q ? `No customer matches “${values.q}”.` : 'No customers yet.'}
      >
        {(data) => (
          <>
            <DataTable
              caption="Customers"
              rows={data.items}
              rowKey={(c) => c.id}
              columns={[
                { key: 'name', header: 'Name', cell: (c) => `${c.firstName} ${c.lastName}` },
                { key: 'email', header: 'E-mail', cell: (c) => c.email },
                { key: 'state', header: 'State', cell: (c) => c.activationState, wide: true },
              ]}
            />
            <Pager
              total={data.total}
              page={page}
              pageSize={data.pageSize}
              noun={['customer', 'customers']}
              onPage={(next) => set({ page: next })}
            />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
