import { useEffect, useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import {
  backOfficeAccess,
  PAGE_SIZE_DEFAULT,
  type CatalogueMarker,
  type CatalogueMarkersResponse,
} from '../../../contract/back-office';
import type {
  ReviewFile,
  ReviewRequestDetail,
  ReviewRequestsResponse,
  ReviewValue,
} from '../../../contract/back-office-panels';
import { formatDate, formatDateTime, utcDayOf } from '../../../domain/dates';
import { staffBlob } from '../../lib/api';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import {
  adminCall,
  adminUrl,
  fieldErrorsOf,
  useAdminQuery,
  useListParams,
} from '../../components/admin/admin-data';
import {
  Badge,
  DataTable,
  Facts,
  link,
  muted,
  Pager,
  QueryView,
  ReasonDialog,
  Section,
  RecordAudit,
} from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { MarkerOptions } from './marker-names-page';

const QUEUE_PATH = '/admin/marker/review-requests';

/** `/admin/marker/review-requests[?id=]` (issue 18): reports sent to the care team; one to review and publish. */
export function ReviewRequestsPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return Number.isInteger(id) && id > 0 ? <ReviewRequest id={id} /> : <Queue />;
}

function Queue() {
  const { values, page, set } = useListParams(['status'] as const);
  const status = values.status === 'published' ? 'published' : 'waiting';
  const query = useAdminQuery<ReviewRequestsResponse>(
    adminUrl('reviewRequests', {}, { status, page, pageSize: PAGE_SIZE_DEFAULT }),
  );
  return (
    <AdminPage
      title="Marker review requests"
      intro="Reports customers sent to the care team because the reader could not read them: review the values, correct them, publish them to the customer."
    >
      <div className={css({ mb: '4', maxW: '20rem' })}>
        <Field.Root>
          <Field.Label>Show</Field.Label>
          <Field.Select
            value={status}
            onChange={(e) => set({ status: e.currentTarget.value === 'published' ? 'published' : '' })}
          >
            <option value="waiting">Waiting for review</option>
            <option value="published">Published</option>
          </Field.Select>
        </Field.Root>
      </div>
      <QueryView
        query={query}
        label="Loading the requests…"
        isEmpty={(d) => d.items.length === 0}
        empty={status === 'waiting' ? 'No report is waiting for review.' : 'Nothing published yet.'}
      >
        {(data) => (
          <>
            <DataTable
              caption={status === 'waiting' ? 'Requests waiting for review' : 'Published requests'}
              rows={data.items}
              rowKey={(r) => r.id}
              columns={[
                {
                  key: 'customer',
                  header: 'Customer',
                  cell: (r) => (
                    <Link href={`${QUEUE_PATH}?id=${r.id}`} className={link}>
                      {r.customer.name || r.customer.email}
                      <span className={css({ srOnly: true })}> — request #{r.id}</span>
                    </Link>
                  ),
                },
                {
                  key: 'files',
                  header: 'Files',
                  cell: (r) => r.files.map((f) => f.name).join(', '),
                  wide: true,
                },
                { key: 'uploaded', header: 'Uploaded', cell: (r) => formatDate(r.uploadedAt) },
                {
                  key: 'state',
                  header: status === 'waiting' ? 'Waiting' : 'Published',
                  cell: (r) =>
                    r.publishedAt ? (
                      formatDate(r.publishedAt)
                    ) : (
                      <>
                        {r.waitingDays} {r.waitingDays === 1 ? 'day' : 'days'}{' '}
                        {r.hasDraft ? <Badge tone="warn">Draft</Badge> : null}
                      </>
                    ),
                },
              ]}
            />
            <Pager
              total={data.total}
              page={page}
              pageSize={data.pageSize}
              noun={['request', 'requests']}
              onPage={(next) => set({ page: next })}
            />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}

function ReviewRequest({ id }: { id: number }) {
  const admin = useAdmin();
  const request = useAdminQuery<ReviewRequestDetail>(adminUrl('reviewRequest', { id }));
  const catalogue = useAdminQuery<CatalogueMarkersResponse>(adminUrl('markers'));
  return (
    <AdminPage title={`Review request #${id}`} back={{ href: QUEUE_PATH, label: 'Marker review requests' }}>
      <QueryView query={catalogue} label="Loading the marker catalogue…">
        {({ items }) => (
          <QueryView query={request} label="Reading the report…">
            {(data) => (
              <>
                <ReviewForm
                  key={data.draft?.updatedAt ?? data.status}
                  request={data}
                  markers={items}
                  onChanged={request.reload}
                />
                {admin?.can(backOfficeAccess.auditView) ? (
                  <RecordAudit
                    key={`${data.status}-${data.draft?.updatedAt}`}
                    entity="review-request"
                    entityId={id}
                  />
                ) : null}
              </>
            )}
          </QueryView>
        )}
      </QueryView>
    </AdminPage>
  );
}

/** A stored file, fetched with the admin's token and shown from a blob URL (the page's CSP allows those for images). */
function FilePreview({ requestId, file }: { requestId: number; file: ReviewFile }) {
  const [state, setState] = useState<{ url: string; text?: string } | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    staffBlob(adminUrl('reviewRequestFile', { id: requestId, position: file.position })).then(
      async (blob) => {
        url = URL.createObjectURL(blob);
        const text = file.kind === 'csv' ? await blob.text() : undefined;
        if (live) setState({ url, text });
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [requestId, file.position, file.kind]);
  if (state === 'loading') return <p className={muted}>Loading {file.name}…</p>;
  if (state === 'failed') return <Notice tone="danger">{file.name} could not be loaded.</Notice>;
  return (
    <figure className={css({ m: '0', display: 'grid', gap: '2' })}>
      <figcaption className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
        <strong>{file.name}</strong>
        <span className={muted}>
          {file.kind.toUpperCase()} · {Math.max(1, Math.round(file.bytes / 1024))} KB
        </span>
        <a href={state.url} download={file.name} className={link}>
          Download
        </a>
        {file.kind === 'pdf' ? (
          <a href={state.url} target="_blank" rel="noopener" className={link}>
            Open the PDF in a new tab
          </a>
        ) : null}
      </figcaption>
      {file.kind === 'png' || file.kind === 'jpeg' ? (
        <img
          src={state.url}
          alt={`The customer's report ${file.name}`}
          className={css({ maxW: 'full', h: 'auto', borderWidth: 'thin', borderColor: 'border.default' })}
        />
      ) : null}
      {state.text !== undefined ? (
        <pre
          tabIndex={0}
          aria-label={`Content of ${file.name}`}
          className={css({ overflow: 'auto', maxH: '20rem', p: '3', bg: 'bg.subtle', textStyle: 'small' })}
        >
          {state.text}
        </pre>
      ) : null}
    </figure>
  );
}

interface Row {
  key: number;
  markerAbbr: string;
  value: string;
  unit: string;
}
let nextKey = 1;
const toRows = (values: readonly ReviewValue[]): Row[] =>
  values.map((v) => ({ key: nextKey++, markerAbbr: v.markerAbbr, value: String(v.value), unit: v.unit }));

function ReviewForm({
  request,
  markers,
  onChanged,
}: {
  request: ReviewRequestDetail;
  markers: readonly CatalogueMarker[];
  onChanged: () => void;
}) {
  const published = request.status === 'published';
  const start = request.draft ?? { testedAt: request.reading.testedAt, values: request.reading.values };
  const [rows, setRows] = useState<Row[]>(() => toRows(start.values));
  const [testedAt, setTestedAt] = useState(start.testedAt ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string }>();
  const [busy, setBusy] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const byAbbr = useMemo(() => new Map(markers.map((m) => [m.abbr, m])), [markers]);

  const update = (key: number, change: Partial<Row>) =>
    setRows((list) =>
      list.map((r) => {
        if (r.key !== key) return r;
        const next = { ...r, ...change };
        // a new marker starts in its primary unit
        if (change.markerAbbr !== undefined) next.unit = byAbbr.get(change.markerAbbr)?.unit ?? '';
        return next;
      }),
    );
  const body = () => ({
    testedAt,
    values: rows.map((r) => ({
      markerAbbr: r.markerAbbr,
      value: r.value.trim() === '' ? Number.NaN : Number(r.value),
      unit: r.unit,
    })),
  });
  const save = async () => {
    setErrors({});
    setMessage(undefined);
    try {
      await adminCall('PUT', adminUrl('reviewRequest', { id: request.id }), body());
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setMessage({
        tone: 'danger',
        text: Object.keys(fields).length ? 'Check the values marked below.' : (error as Error).message,
      });
      throw error;
    }
  };
  const saveDraft = async () => {
    setBusy(true);
    try {
      await save();
      setMessage({ tone: 'success', text: 'Draft saved.' });
    } catch {
      // shown by save
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Section title="Request">
        <Facts
          items={[
            {
              label: 'Customer',
              value: (
                <Link href={`/admin/customers/view?id=${request.customer.id}`} className={link}>
                  {request.customer.name || request.customer.email} ({request.customer.email})
                </Link>
              ),
            },
            { label: 'Uploaded', value: formatDateTime(request.uploadedAt) },
            {
              label: 'State',
              value: published ? (
                <Badge tone="good">
                  Published {request.publishedAt ? formatDate(request.publishedAt) : ''}
                </Badge>
              ) : (
                <Badge tone="warn">
                  Waiting {request.waitingDays} {request.waitingDays === 1 ? 'day' : 'days'}
                </Badge>
              ),
            },
          ]}
        />
      </Section>
      <Section title="Files">
        <div className={css({ display: 'grid', gap: '4' })}>
          {request.files.map((f) => (
            <FilePreview key={f.position} requestId={request.id} file={f} />
          ))}
        </div>
        {request.reading.problems.map((p) => (
          <Notice key={p} tone="danger">
            {p}
          </Notice>
        ))}
        {request.reading.unmatched.length ? (
          <div className={css({ mt: '3' })}>
            <p className={css({ fontWeight: 'semibold' })}>Lines the reader could not match to a marker</p>
            <ul className={css({ pl: '4', listStyle: 'disc', textStyle: 'small' })}>
              {request.reading.unmatched.map((u) => (
                <li key={u}>{u}</li>
              ))}
            </ul>
            <p className={muted}>
              A lab's own name for a marker can be added under{' '}
              <Link href="/admin/marker/marker-add-name" className={link}>
                Marker names
              </Link>
              ; this page then reads it on the next visit.
            </p>
          </div>
        ) : null}
      </Section>
      <Section title={published ? 'Published values' : 'Values'}>
        {!request.draft && !published ? (
          <p className={muted}>Prefilled with what the reader found; check each value against the report.</p>
        ) : null}
        <fieldset
          disabled={published}
          className={css({ borderWidth: '0', p: '0', m: '0', display: 'grid', gap: '4' })}
        >
          <legend className={css({ srOnly: true })}>Values of the report</legend>
          <Field.Root invalid={Boolean(errors.testedAt)} required className={css({ maxW: '14rem' })}>
            <Field.Label>Draw date</Field.Label>
            <Field.Input
              type="date"
              max={utcDayOf(new Date())}
              value={testedAt}
              onChange={(e) => setTestedAt(e.currentTarget.value)}
            />
            <Field.ErrorText>{errors.testedAt}</Field.ErrorText>
          </Field.Root>
          <div className={css({ overflowX: 'auto', position: 'relative' })}>
            <table
              className={css({
                borderCollapse: 'collapse',
                minW: '36rem',
                w: 'full',
                '& th, & td': { p: '2', textAlign: 'left', verticalAlign: 'top' },
              })}
            >
              <caption className={css({ srOnly: true })}>Values to publish</caption>
              <thead>
                <tr>
                  <th scope="col">Marker</th>
                  <th scope="col">Value</th>
                  <th scope="col">Unit</th>
                  <th scope="col">
                    <span className={css({ srOnly: true })}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => {
                  const marker = byAbbr.get(r.markerAbbr);
                  const label = marker?.name ?? `row ${i + 1}`;
                  return (
                    <tr key={r.key}>
                      <td>
                        <Field.Root invalid={Boolean(errors[`values.${i}.markerAbbr`])}>
                          <Field.Label className={css({ srOnly: true })}>Marker of row {i + 1}</Field.Label>
                          <Field.Select
                            value={r.markerAbbr}
                            onChange={(e) => update(r.key, { markerAbbr: e.currentTarget.value })}
                          >
                            <option value="">Choose a marker</option>
                            <MarkerOptions markers={markers} />
                          </Field.Select>
                          <Field.ErrorText>{errors[`values.${i}.markerAbbr`]}</Field.ErrorText>
                        </Field.Root>
                      </td>
                      <td>
                        <Field.Root invalid={Boolean(errors[`values.${i}.value`])}>
                          <Field.Label className={css({ srOnly: true })}>Value of {label}</Field.Label>
                          <Field.Input
                            type="text"
                            inputMode="decimal"
                            value={r.value}
                            onChange={(e) => update(r.key, { value: e.currentTarget.value })}
                            className={css({ w: '8rem' })}
                          />
                          <Field.ErrorText>{errors[`values.${i}.value`]}</Field.ErrorText>
                        </Field.Root>
                      </td>
                      <td>
                        <Field.Root invalid={Boolean(errors[`values.${i}.unit`])}>
                          <Field.Label className={css({ srOnly: true })}>Unit of {label}</Field.Label>
                          <Field.Select
                            value={r.unit}
                            onChange={(e) => update(r.key, { unit: e.currentTarget.value })}
                          >
                            {(marker?.units ?? [r.unit]).map((u) => (
                              <option key={u} value={u}>
                                {u || '—'}
                              </option>
                            ))}
                            {marker && r.unit && !marker.units.includes(r.unit) ? (
                              <option value={r.unit}>{r.unit}</option>
                            ) : null}
                          </Field.Select>
                          <Field.ErrorText>{errors[`values.${i}.unit`]}</Field.ErrorText>
                        </Field.Root>
                      </td>
                      <td>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove ${label}`}
                          onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}
                        >
                          Remove
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {errors.values ? (
            <p role="alert" className={css({ color: 'danger.fg' })}>
              {errors.values}
            </p>
          ) : null}
          {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
          {published ? null : (
            <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  setRows((list) => [...list, { key: nextKey++, markerAbbr: '', value: '', unit: '' }])
                }
              >
                Add a value
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={() => void saveDraft()}>
                {busy ? 'Saving…' : 'Save draft'}
              </Button>
              <Button type="button" onClick={() => setPublishing(true)}>
                Publish to the customer
              </Button>
            </div>
          )}
        </fieldset>
      </Section>
      <ReasonDialog
        open={publishing}
        onOpenChange={setPublishing}
        title="Publish these values?"
        description={`${rows.length} values become a blood result of ${request.customer.name || request.customer.email}, who is told by e-mail. This cannot be undone here.`}
        confirmLabel="Publish"
        onConfirm={async (reason) => {
          await save();
          await adminCall('POST', adminUrl('reviewRequestPublish', { id: request.id }), { reason });
          onChanged();
        }}
      />
    </>
  );
}
