import { Link, useSearchParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { CompanyOrder, CompanyOrdersResponse, CompanyPurchase } from '../../../contract/back-office-dna';
import { formatDate } from '../../../domain/dates';
import { adminUrl, useAdminQuery } from '../../components/admin/admin-data';
import { AdminPage } from '../../components/admin/admin-layout';
import { DataTable, link, muted, QueryView, Section } from '../../components/admin/admin-ui';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** `/admin/companies/orders/?id=` (issue 18): the company's stock purchases and its orders. */
export function CompanyOrdersPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminQuery<CompanyOrdersResponse>(valid ? adminUrl('companyOrders', { id }) : undefined);
  const name = query.status === 'done' ? query.data.company.name : undefined;
  return (
    <AdminPage
      title={name ? `Orders of ${name}` : 'Company orders'}
      back={valid ? { href: `/admin/companies/view?id=${id}`, label: name ?? 'The company' } : undefined}
    >
      {!valid ? (
        <p className={muted}>
          Open a company’s orders from{' '}
          <Link href="/admin/companies" className={link}>
            the companies list
          </Link>
          .
        </p>
      ) : (
        <QueryView query={query}>
          {(data) => (
            <>
              <Section title="Stock purchases">
                {data.purchases.length === 0 ? (
                  <p className={muted}>No stock purchased yet.</p>
                ) : (
                  <DataTable<CompanyPurchase>
                    caption="Stock purchases"
                    rows={data.purchases}
                    rowKey={(p) => `${p.ref ?? p.purchasedAt}-${p.productId}`}
                    columns={[
                      { key: 'date', header: 'Purchased', cell: (p) => formatDate(p.purchasedAt) },
                      { key: 'plan', header: 'Plan', cell: (p) => p.title },
                      { key: 'quantity', header: 'Tests', align: 'end', cell: (p) => p.quantity },
                      { key: 'available', header: 'Available', align: 'end', cell: (p) => p.available },
                      {
                        key: 'assigned',
                        header: 'Assigned',
                        align: 'end',
                        wide: true,
                        cell: (p) => p.assigned,
                      },
                      { key: 'used', header: 'Used', align: 'end', wide: true, cell: (p) => p.used },
                      {
                        key: 'ref',
                        header: 'Order ref',
                        wide: true,
                        cell: (p) => <span className={css({ wordBreak: 'break-all' })}>{p.ref ?? '—'}</span>,
                      },
                    ]}
                  />
                )}
              </Section>
              <Section title="Orders">
                {data.orders.length === 0 ? (
                  <p className={muted}>No order placed for this company.</p>
                ) : (
                  <DataTable<CompanyOrder>
                    caption="Orders"
                    rows={data.orders}
                    rowKey={(o) => o.id}
                    columns={[
                      { key: 'id', header: 'Order', cell: (o) => `#${o.id}` },
                      { key: 'customer', header: 'Customer', cell: (o) => o.customer.email },
                      { key: 'plan', header: 'Plan', wide: true, cell: (o) => o.title },
                      { key: 'status', header: 'Status', cell: (o) => o.status },
                      {
                        key: 'price',
                        header: 'Price',
                        align: 'end',
                        wide: true,
                        cell: (o) => money(o.priceCents),
                      },
                      { key: 'date', header: 'Placed', wide: true, cell: (o) => formatDate(o.createdAt) },
                    ]}
                  />
                )}
              </Section>
            </>
          )}
        </QueryView>
      )}
    </AdminPage>
  );
}
