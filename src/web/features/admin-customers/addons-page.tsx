import { Link } from 'wouter';
import { PAGE_SIZE_DEFAULT } from '../../../contract/back-office';
import { addonTag, type AddonRow, type AddonsResponse } from '../../../contract/back-office-customers';
import { formatDate } from '../../../domain/dates';
import { AdminPage } from '../../components/admin/admin-layout';
import { adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { DataTable, Pager, QueryView, SearchForm, link, type Column } from '../../components/admin/admin-ui';
import { FilterSelect } from '../../components/admin/order-ui';

const KEYS = ['q', 'tag'] as const;
const TITLES = { innerage: 'InnerAge', 'advanced-panel': 'Advanced panel' } as const;

const columns: Column<AddonRow>[] = [
  {
    key: 'customer',
    header: 'Customer',
    cell: (r) => (
      <Link href={`/admin/customers/view?id=${r.customerId}`} className={link}>
        {`${r.firstName} ${r.lastName}`.trim() || r.email}
      </Link>
    ),
  },
  { key: 'email', header: 'E-mail', wide: true, cell: (r) => r.email },
  { key: 'tag', header: 'Add-on', cell: (r) => TITLES[r.tag] },
  {
    key: 'added',
    header: 'Added',
    wide: true,
    cell: (r) => `${formatDate(r.addedAt)}${r.addedBy ? ` by ${r.addedBy}` : ''}`,
  },
];

/** `/admin/customers/addons` (issue 18): customers with a current add-on; add and remove on the customer. */
export function AddonsPage() {
  const { values, page, set } = useListParams(KEYS);
  const query = useAdminQuery<AddonsResponse>(
    adminUrl('addons', {}, { ...values, page, pageSize: PAGE_SIZE_DEFAULT }),
  );
  return (
    <AdminPage
      title="Customer add-ons"
      intro="Customers with an add-on. Open a customer to add or remove one, with a reason."
    >
      <SearchForm label="Name or e-mail" value={values.q} onSearch={(q) => set({ q })}>
        <FilterSelect
          label="Add-on"
          value={values.tag}
          onChange={(tag) => set({ tag })}
          options={addonTag.options.map((t) => ({ value: t, label: TITLES[t] }))}
        />
      </SearchForm>
      <QueryView
        query={query}
        label="Loading add-ons…"
        isEmpty={(d) => d.items.length === 0}
        empty="No customer has an add-on that matches."
      >
        {(data) => (
          <>
            <DataTable
              caption="Customers with add-ons"
              rows={data.items}
              rowKey={(r) => `${r.customerId}-${r.tag}`}
              columns={columns}
            />
            <Pager
              total={data.total}
              page={page}
              pageSize={data.pageSize}
              noun={['add-on', 'add-ons']}
              onPage={(next) => set({ page: next })}
            />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
