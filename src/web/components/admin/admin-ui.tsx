import { useState, type FormEvent, type ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { PAGE_SIZE_MAX, REASON_MAX, type AuditEvent, type AuditPage } from '../../../contract/back-office';
import { formatDatesInText, formatDateTime, formatDateValue } from '../../../domain/dates';
import { Notice } from '../form-panel';
import { Spinner } from '../layout';
import { Button } from '../ui/button';
import * as Dialog from '../ui/dialog';
import * as Field from '../ui/field';
import { adminUrl, useAdminQuery, useFormSubmit, type AdminQuery } from './admin-data';

export const muted = css({ color: 'fg.muted' });
export const link = css({ color: 'accent.fg', textDecoration: 'underline' });

/** A titled card of a record's view (profile, orders, notes…). */
export function Section({
  title,
  actions,
  children,
  id,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={css({
        borderWidth: 'thin',
        borderColor: 'border.default',
        borderRadius: 'lg',
        bg: 'bg.canvas',
        p: { base: '4', md: '5' },
        mb: '5',
        minW: '0',
      })}
    >
      <div
        className={css({
          display: 'flex',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          mb: '3',
        })}
      >
        <h2 id={headingId} className={css({ textStyle: 'h3' })}>
          {title}
        </h2>
        {actions ? (
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Label–value pairs (a record's facts), two columns from md up. */
export function Facts({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(8rem, max-content) minmax(0, 1fr)' },
        columnGap: '6',
        rowGap: { base: '0', md: '2' },
        '& dt': { color: 'fg.muted', textStyle: 'small', mt: { base: '2', md: '0' } },
        '& dd': { m: '0', wordBreak: 'break-word' },
      })}
    >
      {items.map((item) => (
        <div key={item.label} className={css({ display: 'contents' })}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const badgeTones = {
  neutral: { bg: 'bg.subtle', color: 'fg.default' },
  good: { bg: 'accent.subtle', color: 'accent.fg' },
  warn: { bg: 'warning.subtle', color: 'warning.fg' },
  bad: { bg: 'danger.subtle', color: 'danger.fg' },
} as const;
export type BadgeTone = keyof typeof badgeTones;

/** A short state label (an order's status, a kit's state); the words come from src/domain. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={css({
        display: 'inline-block',
        px: '2',
        py: '0.5',
        borderRadius: 'full',
        textStyle: 'small',
        fontWeight: '600',
        whiteSpace: 'nowrap',
        ...badgeTones[tone],
      })}
    >
      {children}
    </span>
  );
}

/**
 * The three states of a read: a spinner, the error with a retry, or the data (`empty` when the
 * data holds nothing to show).
 */
export function QueryView<T>({
  query,
  label = 'Loading…',
  isEmpty,
  empty,
  children,
}: {
  query: AdminQuery<T>;
  label?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.status === 'loading') return <Spinner label={label} />;
  if (query.status === 'failed')
    return (
      <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <Notice tone="danger">
          {query.error.status === 403
            ? 'This is not available to your role, or the corporate VPN is off.'
            : query.error.status === 404
              ? 'Not found: it may have been removed, or the link is wrong.'
              : query.error.message}
        </Notice>
        {query.error.status === 403 || query.error.status === 404 ? null : (
          <Button variant="outline" size="sm" onClick={query.reload}>
            Try again
          </Button>
        )}
      </div>
    );
  if (isEmpty?.(query.data)) return <p className={muted}>{empty ?? 'Nothing here yet.'}</p>;
  return <>{children(query.data)}</>;
}

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort key when the column sorts. */
  sort?: string;
  /** Hidden below md (the row's first cell should then carry it). */
  wide?: boolean;
  align?: 'start' | 'end';
}

// positioned, so visually hidden parts (the caption, hidden inputs) scroll with the table instead of
// widening the page
const tableBox = css({
  overflowX: 'auto',
  position: 'relative',
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
});
const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'left',
    px: '3',
    py: '2',
    borderBottomWidth: 'thin',
    borderColor: 'border.default',
    verticalAlign: 'top',
  },
  '& tr:last-child td': { borderBottomWidth: '0' },
  '& th': {
    fontWeight: 'semibold',
    color: 'fg.muted',
    textStyle: 'small',
    whiteSpace: 'nowrap',
    bg: 'bg.subtle',
  },
});
const wideCell = css({ display: { base: 'none', md: 'table-cell' } });

/**
 * A table of rows whose sortable headers sort on the server: a header button flips the direction
 * and `aria-sort` says the current order. The table scrolls inside its box on narrow screens.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sort?: { key: string; dir: 'asc' | 'desc' };
  onSort?: (key: string, dir: 'asc' | 'desc') => void;
}) {
  return (
    // a box that scrolls sideways on a phone takes the focus, so keys scroll it too (axe); the
    // table's caption names what is in it
    <div className={tableBox} tabIndex={0}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((col) => {
              const active = sort && col.sort === sort.key;
              const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th
                  key={col.key}
                  scope="col"
                  aria-sort={ariaSort}
                  className={cx(col.wide && wideCell, col.align === 'end' && css({ textAlign: 'right!' }))}
                >
                  {col.sort && onSort ? (
                    <button
                      type="button"
                      onClick={() => onSort(col.sort!, active && sort.dir === 'asc' ? 'desc' : 'asc')}
                      className={css({
                        all: 'unset',
                        cursor: 'pointer',
                        display: 'inline-flex',
                        gap: '1',
                        _focusVisible: {
                          outlineWidth: 'thick',
                          outlineStyle: 'solid',
                          outlineColor: 'accent.default',
                        },
                      })}
                    >
                      {col.header}
                      <span aria-hidden="true">{active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </button>
                  ) : (
                    col.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((col) => (
                <td
                  key={col.key}
                  className={cx(col.wide && wideCell, col.align === 'end' && css({ textAlign: 'right!' }))}
                >
                  {col.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "N things · page p of q" and Previous / Next. */
export function Pager({
  total,
  page,
  pageSize,
  noun,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  noun: [singular: string, plural: string];
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', mt: '4' })}>
      <p aria-live="polite" className={muted}>
        {total} {total === 1 ? noun[0] : noun[1]} · page {page} of {pages}
      </p>
      {pages > 1 ? (
        <nav aria-label="Pages" className={css({ display: 'flex', gap: '2', ml: 'auto' })}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** A search box with its button; `children` are the filters beside it. Submitting hands over the text. */
export function SearchForm({
  label,
  value,
  onSearch,
  children,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement | null;
    onSearch((input?.value ?? '').trim());
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', mb: '5', flexWrap: 'wrap' })}
    >
      <Field.Root className={css({ flex: '1 1 16rem', minW: '0' })}>
        <Field.Label>{label}</Field.Label>
        <Field.Input key={value} name="q" type="search" defaultValue={value} />
      </Field.Root>
      {children}
      <Button type="submit">Search</Button>
    </form>
  );
}

/** The reason a change asks for (3–500 characters; the audit keeps it), with the server's error below it. */
export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>Reason (kept in the audit)</Field.Label>
      <Field.Textarea
        name="reason"
        rows={3}
        maxLength={REASON_MAX}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A dialog holding one form (create a company, a partner key; confirm with a reason): `onSubmit`
 * makes the call; a rejection shows the server's message above the buttons and its field errors,
 * which `children` place next to their fields; success closes the dialog, then hands the answer to
 * `onDone`. Closing resets the errors, and the caller's fields through `onReset`.
 */
export function FormDialog<T>({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busyLabel = 'Working…',
  onSubmit,
  onDone,
  onReset,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busyLabel?: string;
  onSubmit: () => Promise<T>;
  onDone?: (answer: T) => void;
  onReset?: () => void;
  children: ReactNode | ((errors: Record<string, string>) => ReactNode);
}) {
  const form = useFormSubmit();
  const close = (next: boolean) => {
    if (!next) {
      onReset?.();
      form.reset();
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let answer: T | undefined;
    const done = await form.run(async () => {
      answer = await onSubmit();
    });
    if (!done) return;
    close(false);
    onDone?.(answer as T);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(d) => close(d.open)} size="sm">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
          {/* one column that may shrink: a select with long options stays inside the dialog at 390 px */}
          <form
            noValidate
            onSubmit={submit}
            className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4', mt: '3' })}
          >
            {typeof children === 'function' ? children(form.errors) : children}
            <Dialog.FormFooter error={form.error} busy={form.busy}>
              {form.busy ? busyLabel : submitLabel}
            </Dialog.FormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

/**
 * Confirms a change and asks why (the audit keeps the reason). `onConfirm` gets the reason; a
 * rejected promise shows the server's message, and its field errors next to the reason or in
 * `children`'s fields through `errors`.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  /** Extra fields; they get the server's field errors. */
  children?: ReactNode | ((errors: Record<string, string>) => ReactNode);
}) {
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      submitLabel={confirmLabel}
      onSubmit={() => onConfirm(reason.trim())}
      onReset={() => setReason('')}
    >
      {(errors) => (
        <>
          {typeof children === 'function' ? children(errors) : children}
          <ReasonField value={reason} onChange={setReason} error={errors.reason} />
        </>
      )}
    </FormDialog>
  );
}

/**
 * A recorded value (an audit's before/after, a CRM property) as people read it: '—' for nothing,
 * days and instants worded by src/domain/dates (inside lists and objects too), other values as JSON.
 */
export function recordedValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return formatDateValue(value);
  return JSON.stringify(value, (_, v: unknown) => (typeof v === 'string' ? formatDateValue(v) : v));
}

/** The audit of a record: who changed what and when, why, and each changed field before → after. */
export function AuditTrail({
  events,
  empty = 'No changes recorded yet.',
}: {
  events: readonly AuditEvent[];
  empty?: string;
}) {
  if (events.length === 0) return <p className={muted}>{empty}</p>;
  return (
    <ol className={css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' })}>
      {events.map((e) => {
        const fields = Object.keys({ ...e.before, ...e.after });
        return (
          <li
            key={e.id}
            className={css({ borderLeftWidth: 'thick', borderColor: 'border.default', pl: '3' })}
          >
            <p className={css({ fontWeight: '600' })}>{formatDatesInText(e.summary)}</p>
            <p className={cx(muted, css({ textStyle: 'small' }))}>
              {e.staffName} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </p>
            {e.reason ? (
              <p className={css({ textStyle: 'small' })}>Reason: {formatDatesInText(e.reason)}</p>
            ) : null}
            {fields.length ? (
              <ul className={css({ textStyle: 'small', mt: '1', pl: '4', listStyle: 'disc' })}>
                {fields.map((f) => (
                  <li key={f} className={css({ wordBreak: 'break-word' })}>
                    {f}: {recordedValueText(e.before?.[f])} → {recordedValueText(e.after?.[f])}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The audit of one kind of record (`entity`), one record (`entityId` too) or of everything, newest
 * first, ten at a time with "Show more"; for roles with the audit view (the caller checks).
 */
export function RecordAudit({
  title = 'Audit',
  entity,
  entityId,
  empty,
}: {
  title?: string;
  entity?: string;
  entityId?: string | number;
  empty?: string;
}) {
  const [size, setSize] = useState(10);
  const query = useAdminQuery<AuditPage>(adminUrl('audit', {}, { entity, entityId, pageSize: size }));
  return (
    <Section title={title}>
      <QueryView query={query} label="Loading the audit…">
        {(data) => (
          <>
            <AuditTrail events={data.items} {...(empty ? { empty } : {})} />
            {data.total > data.items.length && size < PAGE_SIZE_MAX ? (
              <Button
                variant="outline"
                size="sm"
                className={css({ mt: '3' })}
                onClick={() => setSize((n) => Math.min(n + 10, PAGE_SIZE_MAX))}
              >
                Show more
              </Button>
            ) : null}
          </>
        )}
      </QueryView>
    </Section>
  );
}
