import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { formatDateTime } from '../../../domain/dates';
import { backOfficeAccess, backOfficePaths } from '../../../contract/back-office';
import type {
  CrmContactRow,
  CrmLogResponse,
  CrmPropertiesResponse,
  CrmSyncResponse,
} from '../../../contract/back-office-integrations';
import {
  adminCall,
  adminUrl,
  fieldErrorsOf,
  useAdminQuery,
  useListParams,
} from '../../components/admin/admin-data';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import {
  Badge,
  DataTable,
  Facts,
  link,
  muted,
  Pager,
  QueryView,
  recordedValueText,
  Section,
} from '../../components/admin/admin-ui';
import { JobSection, useJobParam } from '../../components/admin/job-panel';
import { Button } from '../../components/ui/button';

/**
 * `/admin/hub-spot-management` (issue 19): run a CRM sync (changes since the last one, or everyone)
 * or a dry run of it (logs what each contact would get, writes nothing), follow it (its id stays in the URL as `?job=`), its earlier runs, and the latest contacts written.
 */
export function CrmPage() {
  const list = useListParams(['job'] as const);
  const { openJob } = useJobParam();
  const admin = useAdmin();
  const log = useAdminQuery<CrmLogResponse>(adminUrl('crmLog', {}, { page: list.page, pageSize: 10 }));
  const adapter = useAdminQuery<CrmPropertiesResponse>(adminUrl('crmProperties'));
  const canSync = Boolean(admin?.can(backOfficeAccess.crmSync));
  return (
    <AdminPage
      title="CRM management"
      intro="Contacts built from the product’s data through the field mapping, written to the CRM by a sync job."
    >
      <Section title="Sync">
        <Facts
          items={[
            {
              label: 'Writes to',
              value:
                adapter.status === 'done'
                  ? adapter.data.adapter === 'http'
                    ? 'The configured CRM endpoint'
                    : 'The CRM outbox (no CRM endpoint configured)'
                  : '…',
            },
            {
              label: 'Last successful sync',
              value:
                log.status === 'done' && log.data.lastSyncAt ? formatDateTime(log.data.lastSyncAt) : 'Never',
            },
            {
              label: 'Field mapping',
              value: (
                <Link href="/admin/hub-spot-management/properties" className={link}>
                  CRM properties
                </Link>
              ),
            },
          ]}
        />
        {canSync ? (
          <SyncForm
            onStarted={(id) => {
              openJob(id);
              log.reload();
            }}
          />
        ) : (
          <p className={muted}>Your role may read the CRM integration but not run a sync.</p>
        )}
      </Section>
      <JobSection kind="crm-sync" title="Sync progress" history={canSync} onDone={log.reload} />
      <Section title="Latest contacts written">
        <QueryView query={log} isEmpty={(d) => d.items.length === 0} empty="No contact has been written yet.">
          {(data) => (
            <>
              <DataTable<CrmContactRow>
                caption="Latest contacts written"
                rows={data.items}
                rowKey={(r) => r.id}
                columns={[
                  {
                    key: 'email',
                    header: 'Contact',
                    cell: (r) => (
                      <span className={css({ wordBreak: 'break-all' })}>
                        {r.email}
                        <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                          {formatDateTime(r.createdAt)}
                        </span>
                      </span>
                    ),
                  },
                  {
                    key: 'properties',
                    header: 'Properties',
                    cell: (r) => (
                      <details>
                        <summary>{Object.keys(r.properties).length} properties</summary>
                        <dl className={css({ fontSize: 'sm', display: 'grid', gap: '1', mt: '2' })}>
                          {Object.entries(r.properties).map(([k, v]) => (
                            <div key={k}>
                              <dt className={css({ color: 'fg.muted', display: 'inline' })}>{k}: </dt>
                              <dd className={css({ display: 'inline', wordBreak: 'break-all' })}>
                                {recordedValueText(v)}
                              </dd>
                            </div>
                          ))}
                        </dl>
                      </details>
                    ),
                  },
                  {
                    key: 'adapter',
                    header: 'Through',
                    wide: true,
                    cell: (r) => (
                      <Badge tone="neutral">{r.adapter === 'http' ? 'CRM endpoint' : 'Outbox'}</Badge>
                    ),
                  },
                  { key: 'job', header: 'Sync', wide: true, cell: (r) => (r.jobId ? `#${r.jobId}` : '—') },
                ]}
              />
              <Pager
                total={data.total}
                page={data.page}
                pageSize={data.pageSize}
                noun={['contact', 'contacts']}
                onPage={(page) => list.set({ page, job: list.values.job })}
              />
            </>
          )}
        </QueryView>
      </Section>
    </AdminPage>
  );
}

function SyncForm({ onStarted }: { onStarted: (jobId: number) => void }) {
  const [full, setFull] = useState(false);
  const [busy, setBusy] = useState<'sync' | 'dry' | null>(null);
  const [error, setError] = useState('');
  const start = async (dryRun: boolean) => {
    setBusy(dryRun ? 'dry' : 'sync');
    setError('');
    try {
      const { jobId } = await adminCall<CrmSyncResponse>('POST', backOfficePaths.crmSyncs, { full, dryRun });
      onStarted(jobId);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setError(Object.values(fields)[0] ?? (failure as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void start(false);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-describedby="crm-dry-run-hint"
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center', mt: '4' })}
    >
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <input
          type="checkbox"
          name="full"
          checked={full}
          onChange={(e) => setFull(e.currentTarget.checked)}
        />
        Full sync (every customer, not only the changes since the last sync)
      </label>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button type="submit" disabled={busy !== null}>
          {busy === 'sync' ? 'Starting…' : 'Run sync'}
        </Button>
        <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void start(true)}>
          {busy === 'dry' ? 'Starting…' : 'Dry run'}
        </Button>
      </div>
      <p
        id="crm-dry-run-hint"
        className={css({ color: 'fg.muted', fontSize: 'sm', flexBasis: '100%', m: 0 })}
      >
        A dry run lists in its log what each contact would get, names and e-mails masked, and writes nothing
        to the CRM.
      </p>
      {error ? (
        <p role="alert" className={css({ color: 'danger.fg', flexBasis: '100%' })}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
