import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { activationStates } from '../../../contract/auth';
import { backOfficeAccess, PAGE_SIZE_DEFAULT } from '../../../contract/back-office';
import {
  membershipFilters,
  MEMBERSHIP_FILTER_LABELS,
  type CustomerRow,
  type CustomersResponse,
} from '../../../contract/back-office-customers';
import type { CompaniesResponse } from '../../../contract/admin';
import { formatDate } from '../../../domain/dates';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import { adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import {
  Badge,
  DataTable,
  Pager,
  QueryView,
  SearchForm,
  link,
  type Column,
} from '../../components/admin/admin-ui';
import { FilterSelect, stateLabel } from '../../components/admin/order-ui';

const KEYS = ['q', 'state', 'membership', 'hasResults', 'companyId', 'sort', 'dir'] as const;

const columns: Column<CustomerRow>[] = [
  {
    key: 'name',
    header: 'Name',
    sort: 'name',
    cell: (c) => (
      <Link href={`/admin/customers/view?id=${c.id}`} className={link}>
        {`${c.firstName} ${c.lastName}`.trim() || `Customer #${c.id}`}
      </Link>
    ),
  },
  { key: 'email', header: 'E-mail', sort: 'email', cell: (c) => c.email },
  { key: 'state', header: 'State', sort: 'state', cell: (c) => stateLabel(c.activationState) },
  {
    key: 'membership',
    header: 'Membership',
    wide: true,
    cell: (c) => (
      <Badge tone={c.membership === 'active' ? 'good' : c.membership === 'lapsed' ? 'warn' : 'neutral'}>
        {MEMBERSHIP_FILTER_LABELS[c.membership]}
      </Badge>
    ),
  },
  { key: 'results', header: 'Results', wide: true, align: 'end', cell: (c) => c.resultsCount },
  { key: 'created', header: 'Created', sort: 'createdAt', wide: true, cell: (c) => formatDate(c.createdAt) },
];

/** `/admin/customers` (issue 18): search first, filters, server-side sorting and paging; the URL keeps it all. */
export function CustomersPage() {
  const admin = useAdmin();
  const { values, page, set } = useListParams(KEYS);
  const sort = { key: values.sort || 'createdAt', dir: (values.dir || 'desc') as 'asc' | 'desc' };
  const query = useAdminQuery<CustomersResponse>(
    adminUrl(
      'customers',
      {},
      { ...values, sort: sort.key, dir: sort.dir, page, pageSize: PAGE_SIZE_DEFAULT },
    ),
  );
  const mayListCompanies = admin?.can(backOfficeAccess.companiesList) ?? false;
  const companies = useAdminQuery<CompaniesResponse>(mayListCompanies ? adminUrl('companies') : undefined);
  const filtered = Boolean(
    values.q || values.state || values.membership || values.hasResults || values.companyId,
  );
  return (
    <AdminPage title="Customers" intro="Find a customer by name, e-mail, customer id (e.g. #123) or phone.">
      <SearchForm label="Name or e-mail, customer id or phone" value={values.q} onSearch={(q) => set({ q })}>
        <FilterSelect
          label="Activation state"
          value={values.state}
          onChange={(state) => set({ state })}
          options={activationStates.map((s) => ({ value: s, label: stateLabel(s) }))}
        />
        <FilterSelect
          label="Membership"
          value={values.membership}
          onChange={(membership) => set({ membership })}
          options={membershipFilters.map((m) => ({ value: m, label: MEMBERSHIP_FILTER_LABELS[m] }))}
        />
        <FilterSelect
          label="Blood results"
          value={values.hasResults}
          onChange={(hasResults) => set({ hasResults })}
          options={[
            { value: 'true', label: 'Has results' },
            { value: 'false', label: 'No results' },
          ]}
        />
        {companies.status === 'done' ? (
          <FilterSelect
            label="Company"
            value={values.companyId}
            onChange={(companyId) => set({ companyId })}
            options={companies.data.items.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        ) : null}
      </SearchForm>
      <QueryView
        query={query}
        label="Loading customers…"
        isEmpty={(d) => d.items.length === 0}
        empty={filtered ? 'No customer matches this search and these filters.' : 'No customers yet.'}
      >
        {(data) => (
          <div className={css({ display: 'grid', gap: '2' })}>
            <DataTable
              caption="Customers"
              rows={data.items}
              rowKey={(c) => c.id}
              columns={columns}
              sort={sort}
              onSort={(key, dir) => set({ sort: key, dir })}
            />
            <Pager
              total={data.total}
              page={page}
              pageSize={data.pageSize}
              noun={['customer', 'customers']}
              onPage={(next) => set({ page: next })}
            />
          </div>
        )}
      </QueryView>
    </AdminPage>
  );
}
