import { Link, useSearchParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import type {
  AdminGenotypeSet,
  AdminKit,
  CustomerDnaResponse,
  DnaResultRow,
  DnaResultsResponse,
} from '../../../contract/back-office-dna';
import { formatDate } from '../../../domain/dates';
import { KIT_STATE_LABELS } from '../../../domain/dna/kit';
import { adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { AdminPage } from '../../components/admin/admin-layout';
import {
  Badge,
  DataTable,
  link,
  muted,
  Pager,
  QueryView,
  SearchForm,
  Section,
} from '../../components/admin/admin-ui';

const day = (value: string | null) => (value ? formatDate(value) : '—');
const resultHref = (setId: number) => `/admin/genetics/show-dna-result?id=${setId}`;
const SOURCE = { upload: 'Uploaded file', kit: 'Healthspan kit' } as const;
const STATUS = {
  ready: { tone: 'good', label: 'Ready' },
  processing: { tone: 'neutral', label: 'Being read' },
  failed: { tone: 'bad', label: 'Refused' },
} as const;

function SetStatus({ set }: { set: AdminGenotypeSet }) {
  const s = STATUS[set.status];
  return <Badge tone={s.tone}>{s.label}</Badge>;
}

/** `/admin/customers/dna` (issue 18): recent DNA results; `?customerId=` one customer's kits and DNA data. */
export function CustomerDnaPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('customerId'));
  return Number.isInteger(id) && id > 0 ? <CustomerDna id={id} /> : <RecentResults />;
}

function RecentResults() {
  const list = useListParams(['q'] as const);
  const query = useAdminQuery<DnaResultsResponse>(
    adminUrl('dnaResults', {}, { q: list.values.q, page: list.page }),
  );
  return (
    <AdminPage
      title="DNA results"
      intro="DNA reports ready to read, newest first: uploads and Healthspan kits."
    >
      <SearchForm label="Customer name or e-mail" value={list.values.q} onSearch={(q) => list.set({ q })} />
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty="No DNA result matches.">
        {(data) => (
          <>
            <DataTable<DnaResultRow>
              caption="DNA results"
              rows={data.items}
              rowKey={(r) => r.set.id}
              columns={[
                {
                  key: 'customer',
                  header: 'Customer',
                  cell: (r) => (
                    <Link href={`/admin/customers/dna?customerId=${r.customer.id}`} className={link}>
                      {r.customer.email}
                    </Link>
                  ),
                },
                {
                  key: 'source',
                  header: 'Source',
                  cell: (r) =>
                    r.set.dnaKitId ? `Kit ${r.set.dnaKitId}` : (r.set.formatName ?? SOURCE[r.set.source]),
                },
                { key: 'ready', header: 'Ready', wide: true, cell: (r) => day(r.set.completedAt) },
                {
                  key: 'report',
                  header: 'Report',
                  cell: (r) => (
                    <Link href={resultHref(r.set.id)} className={link}>
                      Open<span className={css({ srOnly: true })}> the report of {r.customer.email}</span>
                    </Link>
                  ),
                },
              ]}
            />
            <Pager
              total={data.total}
              page={data.page}
              pageSize={data.pageSize}
              noun={['result', 'results']}
              onPage={(page) => list.set({ page })}
            />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}

function CustomerDna({ id }: { id: number }) {
  const query = useAdminQuery<CustomerDnaResponse>(adminUrl('customerDna', { id }));
  const title =
    query.status === 'done'
      ? `DNA of ${`${query.data.customer.firstName} ${query.data.customer.lastName}`.trim() || query.data.customer.email}`
      : 'Customer DNA';
  return (
    <AdminPage
      title={title}
      intro={query.status === 'done' ? query.data.customer.email : undefined}
      back={{ href: '/admin/customers/dna', label: 'All DNA results' }}
    >
      <QueryView query={query}>
        {(data) => (
          <>
            <Section title="DNA kits">
              {data.kits.length === 0 ? (
                <p className={muted}>No kit registered.</p>
              ) : (
                <DataTable<AdminKit>
                  caption="DNA kits"
                  rows={data.kits}
                  rowKey={(k) => k.id}
                  columns={[
                    {
                      key: 'kit',
                      header: 'Kit',
                      cell: (k) => (
                        <Link href={`/admin/dna-kit/view?id=${k.id}`} className={link}>
                          {k.dnaKitId}
                        </Link>
                      ),
                    },
                    { key: 'state', header: 'State', cell: (k) => KIT_STATE_LABELS[k.state] },
                    { key: 'registered', header: 'Registered', wide: true, cell: (k) => day(k.registeredAt) },
                    { key: 'result', header: 'Result', wide: true, cell: (k) => day(k.resultAt) },
                  ]}
                />
              )}
            </Section>
            <Section title="DNA data">
              {data.sets.length === 0 ? (
                <p className={muted}>No DNA data yet.</p>
              ) : (
                <DataTable<AdminGenotypeSet>
                  caption="DNA data"
                  rows={data.sets}
                  rowKey={(s) => s.id}
                  columns={[
                    {
                      key: 'source',
                      header: 'Source',
                      cell: (s) => (
                        <>
                          {s.dnaKitId ? `Kit ${s.dnaKitId}` : (s.formatName ?? SOURCE[s.source])}
                          {s.id === data.reportSetId ? (
                            <span
                              className={css({ display: 'block', textStyle: 'small', color: 'fg.muted' })}
                            >
                              The report reads this one
                            </span>
                          ) : null}
                        </>
                      ),
                    },
                    {
                      key: 'status',
                      header: 'Status',
                      cell: (s) => (
                        <>
                          <SetStatus set={s} />
                          {s.error ? (
                            <span className={css({ display: 'block', textStyle: 'small' })}>{s.error}</span>
                          ) : null}
                        </>
                      ),
                    },
                    { key: 'files', header: 'Files', wide: true, cell: (s) => s.fileNames.join(', ') || '—' },
                    { key: 'created', header: 'Added', wide: true, cell: (s) => day(s.createdAt) },
                    {
                      key: 'report',
                      header: 'Report',
                      cell: (s) =>
                        s.status === 'ready' ? (
                          <Link href={resultHref(s.id)} className={link}>
                            Open<span className={css({ srOnly: true })}> the report of set {s.id}</span>
                          </Link>
                        ) : (
                          '—'
                        ),
                    },
                  ]}
                />
              )}
            </Section>
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
