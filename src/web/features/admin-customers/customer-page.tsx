import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import { backOfficeAccess, type AuditEvent, type AuditPage } from '../../../contract/back-office';
import {
  NOTE_MAX,
  MEMBERSHIP_FILTER_LABELS,
  TEST_STATE_LABELS,
  addonTag as addonTagSchema,
  type AddonTag,
  type CustomerNote,
  type CustomerView,
} from '../../../contract/back-office-customers';
import { erasureApprovedNotice } from '../../../contract/back-office-people';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import { adminCall, adminUrl, fieldErrorsOf, useAdminQuery } from '../../components/admin/admin-data';
import {
  AuditTrail,
  Badge,
  DataTable,
  Facts,
  QueryView,
  ReasonDialog,
  Section,
  link,
  muted,
} from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { money, OrderStatusBadge, stateLabel } from '../../components/admin/order-ui';

const AUDIT_PAGE = 20;
const ADDON_TITLES: Record<AddonTag, string> = { innerage: 'InnerAge', 'advanced-panel': 'Advanced panel' };
const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });

/** `/admin/customers/view?id=` (issue 18): one customer, every part a card, actions where the role allows. */
export function CustomerPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminQuery<CustomerView>(valid ? adminUrl('customer', { id }) : undefined);
  const saved = params.get('saved');
  return (
    <AdminPage
      title={query.status === 'done' ? nameOf(query.data) : 'Customer'}
      back={{ href: '/admin/customers', label: 'Customers' }}
    >
      {valid ? (
        <QueryView query={query} label="Loading the customer…">
          {(view) => (
            <>
              {saved ? <Notice tone="success">{saved}</Notice> : null}
              <CustomerBody view={view} reload={query.reload} />
            </>
          )}
        </QueryView>
      ) : (
        <Notice tone="danger">Open a customer from the customer list: this link has no customer id.</Notice>
      )}
    </AdminPage>
  );
}

const nameOf = (view: CustomerView) =>
  `${view.profile.firstName} ${view.profile.lastName}`.trim() || `Customer #${view.profile.id}`;

function CustomerBody({ view, reload }: { view: CustomerView; reload: () => void }) {
  const admin = useAdmin();
  const can = (key: keyof typeof backOfficeAccess) => admin?.can(backOfficeAccess[key]) ?? false;
  const id = view.profile.id;
  // an approved deletion: the account is about to be erased, nothing should change or look through it
  const erasing = Boolean(view.erasure);
  return (
    <div className={css({ display: 'grid', gap: '0', mt: '-4' })}>
      <StatusNotices view={view} canReactivate={can('bulkUserAction')} reload={reload} />
      <div className={css({ ...flexRow, mb: '5' })}>
        <span className={muted}>{view.profile.email}</span>
        <Badge tone={view.activationState === 'ACTIVE' ? 'good' : 'warn'}>
          {stateLabel(view.activationState)}
        </Badge>
        <Badge tone={view.membership.status === 'active' ? 'good' : 'neutral'}>
          Membership: {MEMBERSHIP_FILTER_LABELS[view.membership.status]}
        </Badge>
        {view.flags.isDnaOnly ? <Badge>DNA only</Badge> : null}
        <span className={css({ flex: '1' })} />
        {can('customersViewAs') && !erasing ? (
          <Link href={`/admin/redirect-to-customer-dd?customerId=${id}`} className={buttonLink}>
            View as customer
          </Link>
        ) : null}
        {can('geneticsView') ? (
          <Link href={`/admin/customers/dna?customerId=${id}`} className={buttonLink}>
            DNA
          </Link>
        ) : null}
      </div>

      <Section title="Profile">
        <Facts
          items={[
            { label: 'Customer id', value: `#${id}` },
            { label: 'E-mail', value: view.profile.email },
            { label: 'Phone', value: view.profile.phone },
            { label: 'Sex', value: view.profile.sex },
            {
              label: 'Birth date',
              value: view.profile.birthDate ? formatDate(view.profile.birthDate) : null,
            },
            { label: 'Created', value: formatDate(view.profile.createdAt) },
            { label: 'Activation state', value: stateLabel(view.activationState) },
            // issue 19: a bulk action may have deactivated the account (sign-in refused)
            ...(view.profile.deactivatedAt
              ? [
                  {
                    label: 'Deactivated',
                    value: (
                      <Badge tone="bad">{`Since ${formatDate(view.profile.deactivatedAt)}: sign-in refused`}</Badge>
                    ),
                  },
                ]
              : []),
            { label: 'Permissions', value: view.permissions.length ? view.permissions.join(', ') : 'None' },
            {
              label: 'InnerAge',
              value: view.flags.allowedToSeeInnerAge
                ? 'Available'
                : view.flags.hasDiyOrderWithInnerAge
                  ? 'Through a DIY plan'
                  : view.flags.canAddInnerAge
                    ? 'Can be added'
                    : 'Not available',
            },
          ]}
        />
      </Section>

      <Section title="Membership">
        <Facts
          items={[
            { label: 'Status', value: MEMBERSHIP_FILTER_LABELS[view.membership.status] },
            { label: 'Plan', value: view.membership.plan },
            {
              label: 'Started',
              value: view.membership.startedAt ? formatDate(view.membership.startedAt) : null,
            },
            {
              label: 'Ends',
              value: view.membership.expiresAt ? formatDate(view.membership.expiresAt) : null,
            },
            {
              label: 'Renewed',
              value: view.membership.renewedAt ? formatDate(view.membership.renewedAt) : null,
            },
            { label: 'Renewal', value: view.membership.prolongationStatus },
          ]}
        />
      </Section>

      <Section title="Orders">
        {view.orders.length === 0 ? (
          <p className={muted}>No orders.</p>
        ) : (
          <DataTable
            caption="Orders"
            rows={view.orders}
            rowKey={(o) => o.id}
            columns={[
              {
                key: 'id',
                header: 'Order',
                cell: (o) => (
                  <span className={css({ display: 'grid' })}>
                    <span>#{o.id}</span>
                    <span className={css({ textStyle: 'small', color: 'fg.muted' })}>{o.productTitle}</span>
                  </span>
                ),
              },
              { key: 'date', header: 'Date', cell: (o) => formatDate(o.createdAt), wide: true },
              { key: 'status', header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
              { key: 'price', header: 'Price', align: 'end', wide: true, cell: (o) => money(o.priceCents) },
              {
                key: 'test',
                header: 'Test',
                cell: (o) => (o.testState ? TEST_STATE_LABELS[o.testState] : '—'),
              },
              {
                key: 'draw',
                header: 'Draw',
                wide: true,
                cell: (o) =>
                  o.draw ? (
                    <span>
                      {formatDateTime(o.draw.scheduledAt)}
                      <br />
                      <span className={css({ textStyle: 'small' })}>
                        {o.draw.line1}, {o.draw.city}, {o.draw.state} {o.draw.zip}
                      </span>
                    </span>
                  ) : (
                    '—'
                  ),
              },
              ...(can('storeOrderEdit') && !erasing
                ? [
                    {
                      key: 'edit',
                      header: 'Edit',
                      cell: (o: CustomerView['orders'][number]) => (
                        <Link
                          href={`/admin/customers/view-order-edit?id=${o.id}`}
                          className={link}
                          aria-label={`Edit order #${o.id}`}
                        >
                          Edit
                        </Link>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Section>

      <Section title="Results">
        <Facts
          items={[
            { label: 'Blood results', value: String(view.results.count) },
            {
              label: 'Latest tested',
              value: view.results.latestTestedAt ? formatDate(view.results.latestTestedAt) : null,
            },
            { label: 'Optimal (latest)', value: String(view.results.optimal) },
            { label: 'Needs attention (latest)', value: String(view.results.needsAttention) },
          ]}
        />
      </Section>

      <Section title="DNA">
        {view.dna.kits.length === 0 && view.dna.genotypeSets.length === 0 ? (
          <p className={muted}>No DNA kits or files.</p>
        ) : (
          <ul className={css({ display: 'grid', gap: '1', pl: '4', listStyle: 'disc' })}>
            {view.dna.kits.map((k) => (
              <li key={`kit-${k.id}`}>
                Kit {k.dnaKitId}: {k.label}
              </li>
            ))}
            {view.dna.genotypeSets.map((s) => (
              <li key={`set-${s.id}`}>
                {s.source === 'kit' ? 'Lab genotypes' : 'Uploaded raw data'} of {formatDate(s.createdAt)}:{' '}
                {s.status}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Teams">
        {view.teams.length === 0 ? (
          <p className={muted}>Not in any team.</p>
        ) : (
          <ul className={css({ display: 'grid', gap: '1', pl: '4', listStyle: 'disc' })}>
            {view.teams.map((t) => (
              <li key={t.teamId}>
                {t.companyName} · {t.teamName} ({t.status}
                {t.permissionGranted ? ', shares results' : ', results not shared'})
              </li>
            ))}
          </ul>
        )}
      </Section>

      <AddonsCard view={view} editable={can('customersAddons') && !erasing} reload={reload} />
      <NotesCard customerId={id} notes={view.notes} editable={can('customersNotes')} reload={reload} />
      <AuditCard customerId={id} first={view.audit} total={view.auditTotal} />
    </div>
  );
}

const flexRow = { display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' } as const;
const buttonLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '3',
  py: '1.5',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  color: 'fg.default',
  textStyle: 'small',
  fontWeight: '600',
  textDecoration: 'none',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

/**
 * Gap set "people": an approved erasure (its date), and a deactivated account with its Reactivate
 * button (the bulk action "reactivate" for one customer; refused while an erasure is approved).
 */
function StatusNotices({
  view,
  canReactivate,
  reload,
}: {
  view: CustomerView;
  canReactivate: boolean;
  reload: () => void;
}) {
  const [reactivating, setReactivating] = useState(false);
  const { erasure } = view;
  const deactivatedAt = view.profile.deactivatedAt;
  if (!erasure && !deactivatedAt) return null;
  return (
    <div className={css({ display: 'grid', gap: '3', mb: '5' })} data-testid="customer-status">
      {erasure ? (
        <Notice tone="danger">
          {erasureApprovedNotice(formatDate(erasure.eraseAfter))}. View as customer and changes to the account
          are switched off.{' '}
          <Link
            href={`/admin/customer-delete-requests?state=approved&request=${erasure.requestId}`}
            className={link}
          >
            Deletion request #{erasure.requestId}
          </Link>
        </Notice>
      ) : null}
      {deactivatedAt ? (
        <div className={css({ display: 'grid', gap: '2' })}>
          <Notice tone="danger">
            Deactivated on {formatDate(deactivatedAt)}: the customer cannot sign in.
          </Notice>
          {canReactivate && !erasure ? (
            <div>
              <Button size="sm" variant="outline" onClick={() => setReactivating(true)}>
                Reactivate
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <ReasonDialog
        open={reactivating}
        onOpenChange={setReactivating}
        title="Reactivate this customer?"
        description="They can sign in again with their password. The reason goes into the audit."
        confirmLabel="Reactivate"
        onConfirm={async (reason) => {
          await adminCall('POST', adminUrl('customerReactivate', { id: view.profile.id }), { reason });
          reload();
        }}
      />
    </div>
  );
}

function AddonsCard({
  view,
  editable,
  reload,
}: {
  view: CustomerView;
  editable: boolean;
  reload: () => void;
}) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AddonTag>();
  const [tag, setTag] = useState<AddonTag | ''>('');
  const current = view.addons.current.map((a) => a.tag);
  const addable = addonTagSchema.options.filter((t) => !current.includes(t));
  const id = view.profile.id;
  return (
    <Section
      title="Add-ons"
      actions={
        editable && addable.length ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            Add an add-on
          </Button>
        ) : null
      }
    >
      {view.addons.current.length === 0 && view.addons.removed.length === 0 ? (
        <p className={muted}>No add-ons.</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0' })}>
          {[...view.addons.current, ...view.addons.removed].map((a) => (
            <li key={a.id} className={row}>
              <strong>{ADDON_TITLES[a.tag]}</strong>
              <span className={muted}>
                added {formatDate(a.addedAt)}
                {a.addedBy ? ` by ${a.addedBy}` : ''}
                {a.removedAt
                  ? `, removed ${formatDate(a.removedAt)}${a.removedBy ? ` by ${a.removedBy}` : ''}`
                  : ''}
              </span>
              {editable && !a.removedAt ? (
                <Button size="sm" variant="outline" onClick={() => setRemoving(a.tag)}>
                  Remove {ADDON_TITLES[a.tag]}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={adding}
        onOpenChange={(open) => {
          setAdding(open);
          if (!open) setTag('');
        }}
        title="Add an add-on"
        description="What the add-on grants applies to the customer at once."
        confirmLabel="Add"
        onConfirm={async (reason) => {
          await adminCall('POST', adminUrl('customerAddons', { id }), { tag, reason });
          reload();
        }}
      >
        {(errors) => (
          <Field.Root invalid={Boolean(errors.tag)} required>
            <Field.Label>Add-on</Field.Label>
            <Field.Select value={tag} onChange={(e) => setTag(e.currentTarget.value as AddonTag)}>
              <option value="">Choose…</option>
              {addable.map((t) => (
                <option key={t} value={t}>
                  {ADDON_TITLES[t]}
                </option>
              ))}
            </Field.Select>
            <Field.ErrorText>{errors.tag}</Field.ErrorText>
          </Field.Root>
        )}
      </ReasonDialog>
      <ReasonDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={`Remove ${removing ? ADDON_TITLES[removing] : 'the add-on'}?`}
        description="The customer loses what it grants, unless one of their orders grants it."
        confirmLabel="Remove"
        onConfirm={async (reason) => {
          await adminCall('DELETE', adminUrl('customerAddon', { id, tag: removing! }), { reason });
          reload();
        }}
      />
    </Section>
  );
}

function NotesCard({
  customerId,
  notes,
  editable,
  reload,
}: {
  customerId: number;
  notes: CustomerNote[];
  editable: boolean;
  reload: () => void;
}) {
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<number>();
  const [removing, setRemoving] = useState<CustomerNote>();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await adminCall('POST', adminUrl('customerNotes', { id: customerId }), { body });
      setBody('');
      reload();
    } catch (failure) {
      setError(fieldErrorsOf(failure).body ?? (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title="Notes">
      {editable ? (
        <form onSubmit={add} noValidate className={css({ display: 'grid', gap: '2', mb: '4' })}>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>New note</Field.Label>
            <Field.Textarea
              name="body"
              rows={3}
              maxLength={NOTE_MAX}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <div>
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? 'Adding…' : 'Add note'}
            </Button>
          </div>
        </form>
      ) : null}
      {notes.length === 0 ? (
        <p className={muted}>No notes yet.</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0' })}>
          {notes.map((n) =>
            editing === n.id ? (
              <li key={n.id}>
                <NoteEditor
                  customerId={customerId}
                  note={n}
                  onDone={(changed) => {
                    setEditing(undefined);
                    if (changed) reload();
                  }}
                />
              </li>
            ) : (
              <li
                key={n.id}
                className={css({ borderLeftWidth: 'thick', borderColor: 'border.default', pl: '3' })}
              >
                <p className={css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' })}>{n.body}</p>
                <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
                  {n.staffName} · {formatDateTime(n.createdAt)}
                  {n.updatedAt ? ` · edited ${formatDateTime(n.updatedAt)}` : ''}
                </p>
                {editable ? (
                  <div className={css({ ...flexRow, mt: '1' })}>
                    <Button size="sm" variant="outline" onClick={() => setEditing(n.id)}>
                      Edit note
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setRemoving(n)}>
                      Delete note
                    </Button>
                  </div>
                ) : null}
              </li>
            ),
          )}
        </ul>
      )}
      <ReasonDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title="Delete this note?"
        description={removing ? `“${removing.body.slice(0, 120)}” — the audit keeps its text.` : undefined}
        confirmLabel="Delete note"
        onConfirm={async (reason) => {
          await adminCall(
            'DELETE',
            adminUrl('customerNote', { id: customerId, noteId: removing!.id }),
            reason ? { reason } : undefined,
          );
          reload();
        }}
      />
    </Section>
  );
}

function NoteEditor({
  customerId,
  note,
  onDone,
}: {
  customerId: number;
  note: CustomerNote;
  onDone: (changed: boolean) => void;
}) {
  const [body, setBody] = useState(note.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await adminCall('PATCH', adminUrl('customerNote', { id: customerId, noteId: note.id }), { body });
      onDone(true);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(Object.keys(fields).length ? fields : { body: (failure as Error).message });
      setBusy(false);
    }
  };
  return (
    <form onSubmit={save} noValidate className={css({ display: 'grid', gap: '2' })}>
      <Field.Root invalid={Boolean(errors.body)}>
        <Field.Label>Edit the note</Field.Label>
        <Field.Textarea
          rows={3}
          maxLength={NOTE_MAX}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        <Field.ErrorText>{errors.body}</Field.ErrorText>
      </Field.Root>
      <div className={row}>
        <Button type="submit" size="sm" disabled={busy}>
          Save note
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AuditCard({ customerId, first, total }: { customerId: number; first: AuditEvent[]; total: number }) {
  const [more, setMore] = useState<AuditEvent[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // the view's first page changes after each edit: what was loaded beyond it starts again
  const [firstSeen, setFirstSeen] = useState(first);
  if (firstSeen !== first) {
    setFirstSeen(first);
    setMore([]);
  }
  const events = [...first, ...more];
  const loadMore = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const page = Math.floor(events.length / AUDIT_PAGE) + 1;
      const next = await adminCall<AuditPage>(
        'GET',
        adminUrl('customerAudit', { id: customerId }, { page, pageSize: AUDIT_PAGE }),
      );
      setMore((m) => [...m, ...next.items.filter((e) => !events.some((x) => x.id === e.id))]);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title="Audit">
      <AuditTrail events={events} />
      {error ? <Notice tone="danger">{error}</Notice> : null}
      {events.length < total ? (
        <Button size="sm" variant="outline" onClick={loadMore} disabled={busy} className={css({ mt: '3' })}>
          {busy ? 'Loading…' : `Show more (${total - events.length} older)`}
        </Button>
      ) : null}
    </Section>
  );
}
