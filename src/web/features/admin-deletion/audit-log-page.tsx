import { useState, type FormEvent } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { PAGE_SIZE_DEFAULT, type AuditEvent, type AuditPage } from '../../../contract/back-office';
import { AUDIT_CSV_MAX_ROWS, type AuditStaffList } from '../../../contract/back-office-deletion';
import { formatDatesInText, formatDateTime } from '../../../domain/dates';
import {
  adminDownload,
  adminUrl,
  fieldErrorsOf,
  useAdminQuery,
  useListParams,
} from '../../components/admin/admin-data';
import { AdminPage } from '../../components/admin/admin-layout';
import { Pager, QueryView, muted, recordedValueText } from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';

const KEYS = ['staffId', 'customerId', 'entity', 'action', 'from', 'to'] as const;
type Filters = Record<(typeof KEYS)[number], string>;

const FIELD_LABELS: Record<(typeof KEYS)[number], string> = {
  staffId: 'Admin',
  customerId: 'Customer id',
  entity: 'Record kind',
  action: 'Action',
  from: 'From',
  to: 'To',
};

/** `/admin/audit/status-log` (issue 19): the whole audit, filtered (in the URL), paged, to CSV. */
export function AuditLogPage() {
  const { values, page, set } = useListParams(KEYS);
  const query = useAdminQuery<AuditPage>(
    adminUrl('audit', {}, { ...values, page, pageSize: PAGE_SIZE_DEFAULT }),
  );
  const errors = query.status === 'failed' ? fieldErrorsOf(query.error) : {};
  const invalidFilters = Object.keys(errors).length > 0;
  return (
    <AdminPage
      title="Audit status log"
      intro="Every back-office change, newest first: filter by admin, customer, record kind, action and date, and export to CSV."
    >
      <FilterForm key={JSON.stringify(values)} values={values} errors={errors} onApply={(f) => set(f)} />
      {invalidFilters ? (
        <Notice tone="danger">Check the filters marked above.</Notice>
      ) : (
        <QueryView
          query={query}
          label="Loading the audit…"
          isEmpty={(d) => d.items.length === 0}
          empty={Object.values(values).some(Boolean) ? 'No change matches these filters.' : 'No changes yet.'}
        >
          {(data) => (
            <>
              <ExportButton filters={values} total={data.total} />
              <ol className={css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' })}>
                {data.items.map((e) => (
                  <AuditRow key={e.id} event={e} />
                ))}
              </ol>
              <Pager
                total={data.total}
                page={page}
                pageSize={data.pageSize}
                noun={['change', 'changes']}
                onPage={(next) => set({ ...values, page: next })}
              />
            </>
          )}
        </QueryView>
      )}
    </AdminPage>
  );
}

function FilterForm({
  values,
  errors,
  onApply,
}: {
  values: Filters;
  errors: Record<string, string>;
  onApply: (filters: Filters) => void;
}) {
  const staffQuery = useAdminQuery<AuditStaffList>(adminUrl('auditStaff'));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(
      Object.fromEntries(
        KEYS.map((k) => {
          const value = form.get(k);
          return [k, typeof value === 'string' ? value.trim() : ''];
        }),
      ) as Filters,
    );
  };
  const clear = () => onApply(Object.fromEntries(KEYS.map((k) => [k, ''])) as Filters);
  const field = css({ flex: '1 1 10rem', minW: '0' });
  const text = (key: 'customerId' | 'entity' | 'action', hint: string, inputMode?: 'numeric') => (
    <Field.Root className={field} invalid={Boolean(errors[key])}>
      <Field.Label>{FIELD_LABELS[key]}</Field.Label>
      <Field.Input name={key} defaultValue={values[key]} inputMode={inputMode} placeholder={hint} />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form
      aria-label="Filters"
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', mb: '5' })}
    >
      <Field.Root className={field} invalid={Boolean(errors.staffId)}>
        <Field.Label>{FIELD_LABELS.staffId}</Field.Label>
        <Field.Select name="staffId" defaultValue={values.staffId}>
          <option value="">Any</option>
          {values.staffId &&
          !(
            staffQuery.status === 'done' && staffQuery.data.items.some((s) => String(s.id) === values.staffId)
          ) ? (
            <option value={values.staffId}>Admin #{values.staffId}</option>
          ) : null}
          {staffQuery.status === 'done'
            ? staffQuery.data.items.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))
            : null}
        </Field.Select>
        <Field.ErrorText>{errors.staffId}</Field.ErrorText>
      </Field.Root>
      {text('customerId', 'e.g. 42', 'numeric')}
      {text('entity', 'e.g. deletion-request')}
      {text('action', 'e.g. approve')}
      {(['from', 'to'] as const).map((key) => (
        <Field.Root key={key} className={field} invalid={Boolean(errors[key])}>
          <Field.Label>{FIELD_LABELS[key]} (UTC day)</Field.Label>
          <Field.Input name={key} type="date" defaultValue={values[key]} />
          <Field.ErrorText>{errors[key]}</Field.ErrorText>
        </Field.Root>
      ))}
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button type="submit">Filter</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}

function ExportButton({ filters, total }: { filters: Filters; total: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await adminDownload(adminUrl('auditCsv', {}, filters), 'audit.csv');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', mb: '3' })}>
      <Button variant="outline" size="sm" onClick={download} disabled={busy}>
        {busy ? 'Preparing the CSV…' : 'Export CSV'}
      </Button>
      <span className={cx(muted, css({ textStyle: 'small' }))}>
        {total > AUDIT_CSV_MAX_ROWS
          ? `The CSV holds the newest ${AUDIT_CSV_MAX_ROWS.toLocaleString('en-US')} of these ${total.toLocaleString('en-US')} changes: narrow the dates for older ones.`
          : 'The CSV holds every change these filters match.'}
      </span>
      {error ? <Notice tone="danger">{error}</Notice> : null}
    </div>
  );
}

/** One change; opening it shows the reason and each field before → after. */
function AuditRow({ event: e }: { event: AuditEvent }) {
  const fields = Object.keys({ ...e.before, ...e.after });
  return (
    <li
      className={css({ borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'md', minW: '0' })}
    >
      <details>
        <summary
          className={css({
            cursor: 'pointer',
            px: '3',
            py: '2',
            display: 'grid',
            gap: '0.5',
            _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
          })}
        >
          <span className={css({ fontWeight: '600', wordBreak: 'break-word' })}>
            {formatDatesInText(e.summary)}
          </span>
          <span className={cx(muted, css({ textStyle: 'small' }))}>
            <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {e.staffName} · {e.entity} · {e.action}
          </span>
        </summary>
        <div className={css({ px: '3', pb: '3', textStyle: 'small', display: 'grid', gap: '1' })}>
          <p>
            Record: {e.entity} #{e.entityId}
            {e.customerId !== null ? ` · customer #${e.customerId}` : ''}
            {e.companyId !== null ? ` · company #${e.companyId}` : ''}
          </p>
          <p>Reason: {e.reason ? formatDatesInText(e.reason) : '—'}</p>
          {fields.length ? (
            <ul className={css({ pl: '4', listStyle: 'disc' })}>
              {fields.map((f) => (
                <li key={f} className={css({ wordBreak: 'break-word' })}>
                  {f}: {recordedValueText(e.before?.[f])} → {recordedValueText(e.after?.[f])}
                </li>
              ))}
            </ul>
          ) : (
            <p className={muted}>No field values recorded.</p>
          )}
        </div>
      </details>
    </li>
  );
}
