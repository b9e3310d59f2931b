import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { PAGE_SIZE_DEFAULT } from '../../../contract/back-office';
import type { StoreOrderRow, StoreOrdersResponse } from '../../../contract/back-office-customers';
import { formatDate } from '../../../domain/dates';
import { ORDER_STATUS_LABELS, orderStatuses } from '../../../domain/orders';
import { AdminPage } from '../../components/admin/admin-layout';
import { adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { DataTable, Pager, QueryView, SearchForm, link, type Column } from '../../components/admin/admin-ui';
import { FilterSelect, money, OrderStatusBadge } from '../../components/admin/order-ui';

const KEYS = ['q', 'status', 'sort', 'dir'] as const;

const columns: Column<StoreOrderRow>[] = [
  {
    key: 'id',
    header: 'Order',
    sort: 'id',
    cell: (o) => (
      <Link
        href={`/admin/customers/view-order-edit?id=${o.id}`}
        className={link}
        aria-label={`Order #${o.id}: edit`}
      >
        #{o.id}
      </Link>
    ),
  },
  {
    key: 'customer',
    header: 'Customer',
    sort: 'customer',
    cell: (o) => (
      <span className={css({ display: 'grid' })}>
        <Link href={`/admin/customers/view?id=${o.customerId}`} className={link}>
          {o.customerName || `Customer #${o.customerId}`}
        </Link>
        <span className={css({ textStyle: 'small', color: 'fg.muted', wordBreak: 'break-all' })}>
          {o.customerEmail}
        </span>
      </span>
    ),
  },
  { key: 'product', header: 'Product', wide: true, cell: (o) => o.productTitle },
  { key: 'status', header: 'Status', sort: 'status', cell: (o) => <OrderStatusBadge status={o.status} /> },
  {
    key: 'price',
    header: 'Price',
    sort: 'price',
    align: 'end',
    wide: true,
    cell: (o) => money(o.priceCents),
  },
  { key: 'date', header: 'Date', sort: 'createdAt', wide: true, cell: (o) => formatDate(o.createdAt) },
];

/** `/admin/store_order/view` (issue 18): the customers' store orders; each opens its edit. */
export function StoreOrdersPage() {
  const { values, page, set } = useListParams(KEYS);
  const sort = { key: values.sort || 'createdAt', dir: (values.dir || 'desc') as 'asc' | 'desc' };
  const query = useAdminQuery<StoreOrdersResponse>(
    adminUrl(
      'storeOrders',
      {},
      { ...values, sort: sort.key, dir: sort.dir, page, pageSize: PAGE_SIZE_DEFAULT },
    ),
  );
  return (
    <AdminPage
      title="Store orders"
      intro="Orders customers placed in the store. Search by order number, e-mail or name."
    >
      <SearchForm label="Order number, e-mail or name" value={values.q} onSearch={(q) => set({ q })}>
        <FilterSelect
          label="Status"
          value={values.status}
          onChange={(status) => set({ status })}
          options={orderStatuses.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
        />
      </SearchForm>
      <QueryView
        query={query}
        label="Loading orders…"
        isEmpty={(d) => d.items.length === 0}
        empty={values.q || values.status ? 'No order matches this search.' : 'No orders yet.'}
      >
        {(data) => (
          <>
            <DataTable
              caption="Store orders"
              rows={data.items}
              rowKey={(o) => o.id}
              columns={columns}
              sort={sort}
              onSort={(key, dir) => set({ sort: key, dir })}
            />
            <Pager
              total={data.total}
              page={page}
              pageSize={data.pageSize}
              noun={['order', 'orders']}
              onPage={(next) => set({ page: next })}
            />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
