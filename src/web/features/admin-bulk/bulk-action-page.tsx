import { useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { activationStates } from '../../../contract/auth';
import {
  BULK_ACTION_LABELS,
  BULK_ACTION_TYPES,
  BULK_MAX_CUSTOMERS,
  BULK_PREVIEW_ROWS,
  type BulkAction,
  type BulkActionType,
  type BulkPreview,
  type BulkPreviewRequest,
  type JobStarted,
} from '../../../contract/back-office-bulk';
import { MEMBERSHIP_FILTER_LABELS, membershipFilters } from '../../../contract/back-office-customers';
import { ACTIVATION_STATE_LABELS } from '../../../contract/back-office-insights';
import { INVENTORY_ADDON_TITLES, inventoryAddonTags } from '../../../contract/coach';
import { adminCall, adminUrl, useAdminQuery, useFormSubmit } from '../../components/admin/admin-data';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import { Badge, DataTable, Facts, muted, ReasonDialog, Section } from '../../components/admin/admin-ui';
import { JobSection, useJobParam } from '../../components/admin/job-panel';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';

// Issue 19: choose customers (the customers list's filters, or pasted ids and e-mails), an action,
// a preview of who is affected and who is skipped, then the run as a job (`?job=` in the URL).

const stack = css({ display: 'grid', gap: '4' });
const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
});
const addonTitle = (tag: (typeof inventoryAddonTags)[number]) => {
  const t = INVENTORY_ADDON_TITLES[tag];
  return t.charAt(0).toUpperCase() + t.slice(1);
};

interface Draft {
  by: 'filter' | 'list';
  q: string;
  state: string;
  membership: string;
  hasResults: string;
  companyId: string;
  list: string;
  type: BulkActionType;
  subject: string;
  body: string;
  targetCompany: string;
  tag: string;
}
const EMPTY: Draft = {
  by: 'list',
  q: '',
  state: '',
  membership: '',
  hasResults: '',
  companyId: '',
  list: '',
  type: 'grant-addon',
  subject: '',
  body: '',
  targetCompany: '',
  tag: 'innerage',
};

/** The request a draft makes (the server checks it; empty filter fields are left out). */
function requestOf(d: Draft): BulkPreviewRequest {
  const filter = Object.fromEntries(
    (
      [
        ['q', d.q.trim()],
        ['state', d.state],
        ['membership', d.membership],
        ['hasResults', d.hasResults],
        ['companyId', d.companyId],
      ] as const
    ).filter(([, v]) => v !== ''),
  );
  const action = ((): BulkAction => {
    switch (d.type) {
      case 'email':
        return { type: 'email', subject: d.subject, body: d.body };
      case 'company':
        return { type: 'company', companyId: d.targetCompany === '' ? null : Number(d.targetCompany) };
      case 'grant-addon':
      case 'revoke-addon':
        return { type: d.type, tag: d.tag as (typeof inventoryAddonTags)[number] };
      case 'deactivate':
      case 'reactivate':
        return { type: d.type };
    }
  })();
  return {
    selection: d.by === 'filter' ? { by: 'filter', filter } : { by: 'list', list: d.list },
    action,
  };
}

export function BulkActionPage() {
  const { openJob } = useJobParam();
  return (
    <AdminPage
      title="Bulk user actions"
      intro="Choose customers, an action, preview who is affected, then run it as a job."
    >
      <BulkForm onStarted={openJob} />
      <JobSection kind="bulk-action" title="Results per customer" />
    </AdminPage>
  );
}

function BulkForm({ onStarted }: { onStarted: (jobId: number) => void }) {
  const admin = useAdmin();
  const mayListCompanies = admin?.can({ area: 'admin', controller: 'companies', action: 'list' }) ?? false;
  const companies = useAdminQuery<{ items: { id: number; name: string }[] }>(
    mayListCompanies ? adminUrl('companies', {}, { pageSize: 100 }) : undefined,
  );
  const companyList = companies.status === 'done' ? companies.data.items : [];
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [preview, setPreview] = useState<BulkPreview>();
  const { busy, error, errors, run } = useFormSubmit();
  const [confirming, setConfirming] = useState(false);
  // any change makes the preview stale: the run must be the set that was previewed
  const change = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setPreview(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () =>
      setPreview(await adminCall<BulkPreview>('POST', adminUrl('bulkActionPreview'), requestOf(draft))),
    );
  };
  const text = (key: keyof Draft, label: string, path: string, props: { rows?: number } = {}) =>
    props.rows ? (
      <Field.Root invalid={Boolean(errors[path])} required>
        <Field.Label>{label}</Field.Label>
        <Field.Textarea
          name={key}
          rows={props.rows}
          value={draft[key]}
          onChange={(e) => change({ [key]: e.currentTarget.value })}
        />
        <Field.ErrorText>{errors[path]}</Field.ErrorText>
      </Field.Root>
    ) : (
      <Field.Text
        label={label}
        name={key}
        error={errors[path]}
        value={draft[key]}
        onValueChange={(v) => change({ [key]: v })}
      />
    );
  const select = (
    key: keyof Draft,
    label: string,
    path: string,
    options: readonly (readonly [string, string])[],
    empty?: string,
  ) => (
    <Field.Root invalid={Boolean(errors[path])}>
      <Field.Label>{label}</Field.Label>
      <Field.Select name={key} value={draft[key]} onChange={(e) => change({ [key]: e.currentTarget.value })}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </Field.Select>
      <Field.ErrorText>{errors[path]}</Field.ErrorText>
    </Field.Root>
  );
  const companyOptions = companyList.map((c) => [String(c.id), c.name] as const);

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Section title="1. Customers">
          <div className={stack}>
            <fieldset className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
              <legend className={css({ srOnly: true })}>Choose customers</legend>
              {(
                [
                  ['list', 'Pasted ids or e-mails'],
                  ['filter', 'The customers list’s filters'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input
                    type="radio"
                    name="by"
                    value={value}
                    checked={draft.by === value}
                    onChange={() => change({ by: value })}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            {draft.by === 'list' ? (
              text(
                'list',
                'Customer ids (#12 or 12) or e-mails, separated by commas, spaces or lines',
                'selection.list',
                {
                  rows: 5,
                },
              )
            ) : (
              <div className={grid}>
                {text('q', 'Search (name, e-mail, #id or phone)', 'selection.filter.q')}
                {select(
                  'state',
                  'Activation state',
                  'selection.filter.state',
                  activationStates.map((s) => [s, ACTIVATION_STATE_LABELS[s]] as const),
                  'Any',
                )}
                {select(
                  'membership',
                  'Membership',
                  'selection.filter.membership',
                  membershipFilters.map((m) => [m, MEMBERSHIP_FILTER_LABELS[m]] as const),
                  'Any',
                )}
                {select(
                  'hasResults',
                  'Blood results',
                  'selection.filter.hasResults',
                  [
                    ['true', 'Has results'],
                    ['false', 'No results'],
                  ],
                  'Any',
                )}
                {mayListCompanies
                  ? select('companyId', 'Company', 'selection.filter.companyId', companyOptions, 'Any')
                  : null}
              </div>
            )}
            <p className={muted}>At most {BULK_MAX_CUSTOMERS} customers in one run.</p>
          </div>
        </Section>
        <Section title="2. Action">
          <div className={stack}>
            {select(
              'type',
              'Action',
              'action.type',
              BULK_ACTION_TYPES.map((t) => [t, BULK_ACTION_LABELS[t]] as const),
            )}
            {draft.type === 'email' ? (
              <>
                {text('subject', 'Subject', 'action.subject')}
                {text('body', 'Message', 'action.body', { rows: 6 })}
              </>
            ) : null}
            {draft.type === 'company'
              ? select(
                  'targetCompany',
                  'New company (their other companies end)',
                  'action.companyId',
                  companyOptions,
                  'No company',
                )
              : null}
            {draft.type === 'grant-addon' || draft.type === 'revoke-addon'
              ? select(
                  'tag',
                  'Add-on',
                  'action.tag',
                  inventoryAddonTags.map((t) => [t, addonTitle(t)] as const),
                )
              : null}
            {draft.type === 'deactivate' ? (
              <Notice tone="danger">
                Deactivated customers cannot sign in and are signed out everywhere at once.
              </Notice>
            ) : null}
            {draft.type === 'reactivate' ? (
              <p className={muted}>
                Reactivated customers can sign in again with their password. Customers who are not
                deactivated, or whose deletion was approved, are skipped.
              </p>
            ) : null}
            {/* the selection as a whole (no field of its own) is named in the line above the button */}
            {error ? <Notice tone="danger">{errors.selection ?? error}</Notice> : null}
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? 'Working out who is affected…' : 'Preview'}
              </Button>
            </div>
          </div>
        </Section>
      </form>
      {preview ? (
        <Section title="3. Preview">
          <div className={stack}>
            <Facts
              items={[
                { label: 'Customers chosen', value: preview.count },
                { label: 'Changed', value: preview.count - preview.skipCount },
                { label: 'Skipped (nothing to change)', value: preview.skipCount },
                ...(preview.unknown.length
                  ? [
                      {
                        label: 'Not found',
                        value: <Badge tone="bad">{preview.unknown.join(', ')}</Badge>,
                      },
                    ]
                  : []),
              ]}
            />
            {preview.count === 0 ? (
              <Notice tone="danger">No customer matches this choice.</Notice>
            ) : (
              <>
                <p className={muted}>
                  {preview.count > BULK_PREVIEW_ROWS
                    ? `The first ${BULK_PREVIEW_ROWS} of ${preview.count}, by id.`
                    : 'Everyone chosen, by id.'}
                </p>
                <DataTable
                  caption="Customers the action affects"
                  rows={preview.first}
                  rowKey={(r) => r.id}
                  columns={[
                    { key: 'id', header: '#', cell: (r) => r.id },
                    { key: 'name', header: 'Name', cell: (r) => r.name },
                    { key: 'email', header: 'E-mail', cell: (r) => r.email },
                    {
                      key: 'result',
                      header: 'Would be',
                      cell: (r) =>
                        r.skip ? (
                          <Badge tone="warn">Skipped: {r.skip}</Badge>
                        ) : (
                          <Badge tone="good">Changed</Badge>
                        ),
                    },
                  ]}
                />
                <div>
                  <Button onClick={() => setConfirming(true)}>
                    Run for {preview.count} customer{preview.count === 1 ? '' : 's'}
                  </Button>
                </div>
              </>
            )}
          </div>
        </Section>
      ) : null}
      <ReasonDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`${BULK_ACTION_LABELS[draft.type]} for ${preview?.count ?? 0} customers?`}
        description="Each change is recorded in the customer’s audit with this reason. The job can be cancelled, but what it did stays done."
        confirmLabel="Run it"
        onConfirm={async (reason) => {
          const { jobId } = await adminCall<JobStarted>('POST', adminUrl('bulkActions'), {
            ...requestOf(draft),
            reason,
          });
          setPreview(undefined);
          onStarted(jobId);
        }}
      />
    </>
  );
}
