import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import {
  adminKitStates,
  DNA_RESULT_FIELD,
  type AdminKit,
  type DnaKitResponse,
  type DnaKitsResponse,
} from '../../../contract/back-office-dna';
import { formatDate } from '../../../domain/dates';
import {
  KIT_EVENT_LABELS,
  KIT_STATE_LABELS,
  type DnaKitState,
  type LabKitEvent,
} from '../../../domain/dna/kit';
import { adminCall, adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { AdminPage } from '../../components/admin/admin-layout';
import {
  AuditTrail,
  Badge,
  DataTable,
  Facts,
  link,
  muted,
  Pager,
  QueryView,
  ReasonDialog,
  SearchForm,
  Section,
  type BadgeTone,
} from '../../components/admin/admin-ui';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { uploadWithProgress } from '../../lib/api';

const KITS = '/admin/dna-kit/view';
const kitHref = (id: number) => `${KITS}?id=${id}`;
const customerDnaHref = (customerId: number) => `/admin/customers/dna?customerId=${customerId}`;

const TONE: Record<DnaKitState, BadgeTone> = {
  issued: 'neutral',
  registered: 'neutral',
  mailed: 'neutral',
  received: 'warn',
  sampleFailed: 'bad',
  resultReady: 'good',
};

export function KitStateBadge({ state }: { state: DnaKitState }) {
  return <Badge tone={TONE[state]}>{KIT_STATE_LABELS[state]}</Badge>;
}

const day = (value: string | null) => (value ? formatDate(value) : '—');

/** `/admin/dna-kit/view` (issue 18): the kits and their lab states; `?id=` one kit and its steps. */
export function DnaKitsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <KitView id={id} /> : <KitList />;
}

function KitList() {
  const list = useListParams(['q', 'state', 'sort', 'dir'] as const);
  const { q, state, sort, dir } = list.values;
  const query = useAdminQuery<DnaKitsResponse>(
    adminUrl('dnaKits', {}, { q, state, sort, dir, page: list.page }),
  );
  return (
    <AdminPage
      title="DNA kits"
      intro="Kits and their lab states. Find a kit by its id, serial number or the customer’s e-mail."
    >
      <SearchForm
        label="Kit id, serial number or e-mail"
        value={q}
        onSearch={(text) => list.set({ q: text })}
      >
        <Field.Root className={css({ flex: '0 1 12rem' })}>
          <Field.Label>State</Field.Label>
          <Field.Select value={state} onChange={(e) => list.set({ state: e.currentTarget.value })}>
            <option value="">All states</option>
            {adminKitStates.map((s) => (
              <option key={s} value={s}>
                {KIT_STATE_LABELS[s]}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
      </SearchForm>
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty="No kit matches.">
        {(data) => (
          <>
            <DataTable<AdminKit>
              caption="DNA kits"
              rows={data.items}
              rowKey={(k) => k.id}
              sort={{ key: sort || 'updatedAt', dir: dir === 'asc' ? 'asc' : 'desc' }}
              onSort={(key, next) => list.set({ sort: key, dir: next })}
              columns={[
                {
                  key: 'kit',
                  header: 'Kit',
                  sort: 'dnaKitId',
                  cell: (k) => (
                    <Link href={kitHref(k.id)} className={cx(link, css({ whiteSpace: 'nowrap' }))}>
                      {k.dnaKitId}
                    </Link>
                  ),
                },
                {
                  key: 'state',
                  header: 'State',
                  sort: 'state',
                  cell: (k) => <KitStateBadge state={k.state} />,
                },
                {
                  key: 'customer',
                  header: 'Customer',
                  cell: (k) =>
                    k.customer ? k.customer.email : <span className={muted}>Not registered</span>,
                },
                {
                  key: 'registered',
                  header: 'Registered',
                  sort: 'registeredAt',
                  wide: true,
                  cell: (k) => day(k.registeredAt),
                },
                {
                  key: 'last',
                  header: 'Last step',
                  sort: 'updatedAt',
                  wide: true,
                  cell: (k) => day(k.resultAt ?? k.failedAt ?? k.receivedAt ?? k.mailedAt ?? k.registeredAt),
                },
              ]}
            />
            <Pager
              total={data.total}
              page={data.page}
              pageSize={data.pageSize}
              noun={['kit', 'kits']}
              onPage={(page) => list.set({ page })}
            />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}

function KitView({ id }: { id: number }) {
  const query = useAdminQuery<DnaKitResponse>(adminUrl('dnaKit', { id }));
  const [step, setStep] = useState<LabKitEvent>();
  const [shown, setShown] = useState<DnaKitResponse>();
  const data = shown?.kit.id === id ? shown : query.status === 'done' ? query.data : undefined;
  const title = data ? `DNA kit ${data.kit.dnaKitId}` : 'DNA kit';
  return (
    <AdminPage title={title} back={{ href: KITS, label: 'All DNA kits' }}>
      <QueryView query={query}>
        {() =>
          data ? (
            <>
              <Section
                title="Kit"
                actions={data.events.map((event) => (
                  <Button
                    key={event}
                    size="sm"
                    variant={event === 'fail' ? 'outline' : 'solid'}
                    onClick={() => setStep(event)}
                  >
                    {KIT_EVENT_LABELS[event]}
                  </Button>
                ))}
              >
                <Facts
                  items={[
                    { label: 'State', value: <KitStateBadge state={data.kit.state} /> },
                    { label: 'Serial number', value: data.kit.serialNumber },
                    {
                      label: 'Customer',
                      value: data.kit.customer ? (
                        <Link href={customerDnaHref(data.kit.customer.id)} className={link}>
                          {`${data.kit.customer.firstName} ${data.kit.customer.lastName}`.trim()} (
                          {data.kit.customer.email})
                        </Link>
                      ) : (
                        'Not registered yet'
                      ),
                    },
                    {
                      label: 'Result',
                      value: data.resultSetId ? (
                        <Link
                          href={`/admin/genetics/show-dna-result?id=${data.resultSetId}`}
                          className={link}
                        >
                          Open the report
                        </Link>
                      ) : (
                        'Not yet'
                      ),
                    },
                  ]}
                />
                {data.events.length === 0 ? (
                  <p className={css({ color: 'fg.muted', mt: '3' })}>This kit takes no further steps.</p>
                ) : null}
              </Section>
              <Section title="Timeline">
                <Facts
                  items={[
                    { label: 'Made', value: day(data.kit.createdAt) },
                    { label: 'Registered', value: day(data.kit.registeredAt) },
                    { label: 'Mailed', value: day(data.kit.mailedAt) },
                    { label: 'Received at the lab', value: day(data.kit.receivedAt) },
                    { label: 'Sample failed', value: day(data.kit.failedAt) },
                    { label: 'Result ready', value: day(data.kit.resultAt) },
                  ]}
                />
              </Section>
              <Section title="Audit">
                <AuditTrail events={data.audit} />
              </Section>
              {step ? (
                <StepDialog
                  kit={data}
                  step={step}
                  onClose={() => setStep(undefined)}
                  onDone={(next) => {
                    setShown(next);
                    query.reload();
                  }}
                />
              ) : null}
            </>
          ) : null
        }
      </QueryView>
    </AdminPage>
  );
}

/** One lab step, confirmed with a reason; `complete` also sends the lab's result file, with its progress. */
function StepDialog({
  kit,
  step,
  onClose,
  onDone,
}: {
  kit: DnaKitResponse;
  step: LabKitEvent;
  onClose: () => void;
  onDone: (next: DnaKitResponse) => void;
}) {
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const url = adminUrl('dnaKitTransitions', { id: kit.kit.id });
  const confirm = async (reason: string) => {
    if (step !== 'complete') {
      onDone(await adminCall<DnaKitResponse>('POST', url, { event: step, reason }));
      return;
    }
    const form = new FormData();
    form.append('event', 'complete');
    form.append('reason', reason);
    if (file) form.append(DNA_RESULT_FIELD, file);
    setProgress(0);
    try {
      onDone(
        await uploadWithProgress<DnaKitResponse>(url, form, {
          staff: true,
          onProgress: (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : undefined),
        }),
      );
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <ReasonDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${KIT_EVENT_LABELS[step]}: ${kit.kit.dnaKitId}`}
      description={
        step === 'complete'
          ? 'The customer’s kit page and DNA report show the result as soon as it is saved.'
          : `The customer’s kit page shows the new state (now ${KIT_STATE_LABELS[kit.kit.state].toLowerCase()}).`
      }
      confirmLabel={step === 'complete' ? 'Upload and mark ready' : KIT_EVENT_LABELS[step]}
      onConfirm={confirm}
    >
      {(errors) =>
        step === 'complete' ? (
          <Field.Root invalid={Boolean(errors[DNA_RESULT_FIELD])} required>
            <Field.Label>Lab result file (.txt or .csv raw data)</Field.Label>
            <Field.Input
              type="file"
              name={DNA_RESULT_FIELD}
              accept=".txt,.csv,.tsv,text/plain,text/csv"
              onChange={(e) => setFile(e.currentTarget.files?.[0])}
            />
            <Field.ErrorText>{errors[DNA_RESULT_FIELD]}</Field.ErrorText>
            {progress !== undefined ? (
              <p aria-live="polite" className={css({ color: 'fg.muted', textStyle: 'small' })}>
                Uploading… {progress}%
              </p>
            ) : null}
          </Field.Root>
        ) : null
      }
    </ReasonDialog>
  );
}
