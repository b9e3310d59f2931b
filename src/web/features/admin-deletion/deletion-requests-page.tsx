import { useState } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { backOfficeAccess, PAGE_SIZE_DEFAULT } from '../../../contract/back-office';
import {
  DELETION_STATE_LABELS,
  DELETION_STATES,
  type DeletionDecisionRequest,
  type DeletionRequestDetail,
  type DeletionRequestRow,
  type DeletionRequestsPage,
  type DeletionState,
} from '../../../contract/back-office-deletion';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { adminCall, adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { AdminPage, type AdminSession } from '../../components/admin/admin-layout';
import {
  Badge,
  DataTable,
  Facts,
  Pager,
  QueryView,
  ReasonDialog,
  RecordAudit,
  SearchForm,
  Section,
  link,
  muted,
  type BadgeTone,
  type Column,
} from '../../components/admin/admin-ui';
import { JobPanel } from '../../components/admin/job-panel';
import { FilterSelect } from '../../components/admin/order-ui';
import { Button } from '../../components/ui/button';

const KEYS = ['q', 'state', 'request'] as const;

const STATE_TONES: Record<DeletionState, BadgeTone> = {
  pending: 'warn',
  approved: 'bad',
  refused: 'neutral',
  withdrawn: 'neutral',
  erased: 'good',
};
const StateBadge = ({ state }: { state: DeletionState }) => (
  <Badge tone={STATE_TONES[state]}>{DELETION_STATE_LABELS[state]}</Badge>
);

const customerCell = (r: DeletionRequestRow) =>
  r.customerId === null ? (
    <span className={muted}>Erased customer</span>
  ) : (
    <span className={css({ display: 'grid' })}>
      <span>{r.customerName}</span>
      <span className={css({ textStyle: 'small', color: 'fg.muted', wordBreak: 'break-all' })}>
        {r.customerEmail}
      </span>
    </span>
  );

/** `/admin/customer-delete-requests` (issue 19): the requests, one opened below with its decision. */
export function DeletionRequestsPage() {
  const { values, page, set } = useListParams(KEYS);
  const opened = Number(values.request) || undefined;
  const query = useAdminQuery<DeletionRequestsPage>(
    adminUrl(
      'deletionRequests',
      {},
      { search: values.q, state: values.state, page, pageSize: PAGE_SIZE_DEFAULT },
    ),
  );
  // the opened request lives in the URL with the list's filters, so a reload shows the same one
  const openHref = (id: number) => {
    const params = new URLSearchParams();
    if (values.q) params.set('q', values.q);
    if (values.state) params.set('state', values.state);
    if (page > 1) params.set('page', String(page));
    params.set('request', String(id));
    return `/admin/customer-delete-requests?${params.toString()}`;
  };
  const columns: Column<DeletionRequestRow>[] = [
    {
      key: 'id',
      header: 'Request',
      cell: (r) => (
        <Link href={openHref(r.id)} className={link} aria-label={`Request #${r.id}: open`}>
          #{r.id}
        </Link>
      ),
    },
    { key: 'customer', header: 'Customer', cell: customerCell },
    { key: 'state', header: 'State', cell: (r) => <StateBadge state={r.state} /> },
    { key: 'asked', header: 'Asked', wide: true, cell: (r) => formatDate(r.requestedAt) },
    {
      key: 'erase',
      header: 'Erasure',
      wide: true,
      cell: (r) => (r.eraseAfter && r.state === 'approved' ? formatDate(r.eraseAfter) : '—'),
    },
  ];
  return (
    <AdminPage
      title="Customer deletion requests"
      intro="Requests from customers to delete their account: approve or refuse each with a reason. An approved request erases the customer after the grace period."
    >
      {(admin) => (
        <>
          {opened ? (
            <RequestDetail
              key={opened}
              id={opened}
              admin={admin}
              onClose={() => set({ request: '', page })}
              onDecided={query.reload}
            />
          ) : null}
          <SearchForm label="Customer name, e-mail or #request" value={values.q} onSearch={(q) => set({ q })}>
            <FilterSelect
              label="State"
              value={values.state}
              onChange={(state) => set({ state })}
              options={DELETION_STATES.map((s) => ({ value: s, label: DELETION_STATE_LABELS[s] }))}
            />
          </SearchForm>
          <QueryView
            query={query}
            label="Loading requests…"
            isEmpty={(d) => d.items.length === 0}
            empty={values.q || values.state ? 'No request matches this search.' : 'No deletion requests yet.'}
          >
            {(data) => (
              <>
                <DataTable
                  caption="Deletion requests"
                  rows={data.items}
                  rowKey={(r) => r.id}
                  columns={columns}
                />
                <Pager
                  total={data.total}
                  page={page}
                  pageSize={data.pageSize}
                  noun={['request', 'requests']}
                  onPage={(next) => set({ page: next, request: values.request })}
                />
              </>
            )}
          </QueryView>
        </>
      )}
    </AdminPage>
  );
}

type Decision = DeletionDecisionRequest['decision'];
const DECISION_WORDS: Record<Decision, { title: string; confirm: string; description: string }> = {
  approve: {
    title: 'Approve the deletion',
    confirm: 'Approve',
    description:
      'The customer can no longer sign in from now on, is e-mailed the erasure date, and everything of theirs is erased after the grace period.',
  },
  refuse: {
    title: 'Refuse the deletion',
    confirm: 'Refuse',
    description: 'The customer sees your reason on their account page and may ask again.',
  },
  'erase-now': {
    title: 'Erase now',
    confirm: 'Erase now',
    description:
      'Skips the rest of the grace period: the customer’s data, results, files and chat are erased at once. This cannot be undone.',
  },
};

function RequestDetail({
  id,
  admin,
  onClose,
  onDecided,
}: {
  id: number;
  admin: AdminSession;
  onClose: () => void;
  onDecided: () => void;
}) {
  const query = useAdminQuery<DeletionRequestDetail>(adminUrl('deletionRequest', { id }));
  const [dialog, setDialog] = useState<Decision>();
  const [auditRound, setAuditRound] = useState(0);
  const mayDecide = admin.can(backOfficeAccess.deletionRequestsDecide);
  const decide = async (decision: Decision, reason: string) => {
    await adminCall('POST', adminUrl('deletionRequestDecision', { id }), { decision, reason });
    query.reload();
    onDecided();
    setAuditRound((n) => n + 1);
  };
  return (
    <>
      <Section
        title={`Request #${id}`}
        actions={
          <Button variant="outline" size="sm" onClick={onClose}>
            Close
          </Button>
        }
      >
        <QueryView query={query} label="Loading the request…">
          {(r) => (
            <div className={css({ display: 'grid', gap: '4' })}>
              <Facts
                items={[
                  { label: 'State', value: <StateBadge state={r.state} /> },
                  {
                    label: 'Customer',
                    value: r.customer ? (
                      <Link href={`/admin/customers/view?id=${r.customer.id}`} className={link}>
                        {r.customer.name} ({r.customer.email})
                      </Link>
                    ) : (
                      'Erased: nothing of the customer remains.'
                    ),
                  },
                  ...(r.customer
                    ? [
                        { label: 'Customer since', value: formatDate(r.customer.createdAt) },
                        { label: 'Account state', value: r.customer.activationState },
                        {
                          label: 'Holds',
                          value: `${r.customer.orders} orders, ${r.customer.results} blood results`,
                        },
                      ]
                    : []),
                  { label: 'Asked', value: formatDateTime(r.requestedAt) },
                  { label: 'Customer’s words', value: r.note },
                  {
                    label: 'Decided',
                    value: r.decidedAt
                      ? `${formatDateTime(r.decidedAt)} by ${r.decidedBy ?? 'a former admin'}`
                      : null,
                  },
                  {
                    label: 'Reason',
                    value: r.state === 'erased' ? 'Cleared at erasure' : r.decisionReason,
                  },
                  ...(r.state === 'approved' && r.eraseAfter
                    ? [{ label: 'Erasure from', value: formatDateTime(r.eraseAfter) }]
                    : []),
                  ...(r.erasedAt ? [{ label: 'Erased', value: formatDateTime(r.erasedAt) }] : []),
                ]}
              />
              {mayDecide && r.state === 'pending' ? (
                <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
                  <Button onClick={() => setDialog('approve')}>Approve…</Button>
                  <Button variant="outline" onClick={() => setDialog('refuse')}>
                    Refuse…
                  </Button>
                </div>
              ) : null}
              {mayDecide && r.state === 'approved' ? (
                <div>
                  <Button variant="outline" onClick={() => setDialog('erase-now')}>
                    Erase now…
                  </Button>
                </div>
              ) : null}
              {!mayDecide && r.state === 'pending' ? (
                <p className={muted}>Only an administrator decides deletion requests.</p>
              ) : null}
              {mayDecide && r.jobId !== null && (r.state === 'approved' || r.state === 'erased') ? (
                <JobPanel jobId={r.jobId} title="Erasure job" />
              ) : null}
            </div>
          )}
        </QueryView>
      </Section>
      {dialog ? (
        <ReasonDialog
          open
          onOpenChange={(open) => (open ? undefined : setDialog(undefined))}
          title={DECISION_WORDS[dialog].title}
          description={DECISION_WORDS[dialog].description}
          confirmLabel={DECISION_WORDS[dialog].confirm}
          onConfirm={(reason) => decide(dialog, reason)}
        />
      ) : null}
      {admin.can(backOfficeAccess.auditView) ? (
        <RecordAudit
          key={auditRound}
          title={`Audit of request #${id}`}
          entity="deletion-request"
          entityId={id}
        />
      ) : null}
    </>
  );
}
