import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import { backOfficeAccess } from '../../../contract/back-office';
import {
  STOCK_MAX_QUANTITY,
  type CompanyCoach,
  type CompanyResponse,
} from '../../../contract/back-office-dna';
import { formatDate } from '../../../domain/dates';
import { adminCall, adminUrl, formFailureOf, useAdminQuery } from '../../components/admin/admin-data';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import {
  AuditTrail,
  Badge,
  DataTable,
  Facts,
  link,
  muted,
  QueryView,
  ReasonDialog,
  Section,
} from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';

type Change =
  | { kind: 'rename' }
  | { kind: 'access'; coach: CompanyCoach }
  | { kind: 'link'; coach: CompanyCoach }
  | { kind: 'stock' };

/** `/admin/companies/view?id=` (issue 18): a company, its coaches, teams and stock, and their audit. */
export function CompanyPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminQuery<CompanyResponse>(valid ? adminUrl('company', { id }) : undefined);
  const [shown, setShown] = useState<CompanyResponse>();
  const [change, setChange] = useState<Change>();
  const admin = useAdmin();
  const canEdit = admin?.can(backOfficeAccess.companiesEdit) ?? false;
  const canOrders = admin?.can(backOfficeAccess.companiesOrders) ?? false;
  const data = shown?.id === id ? shown : query.status === 'done' ? query.data : undefined;
  const done = (next: CompanyResponse) => {
    setShown(next);
    query.reload();
  };
  return (
    <AdminPage
      title={data ? data.name : 'Company'}
      back={{ href: '/admin/companies', label: 'All companies' }}
      actions={
        data ? (
          <>
            {canOrders ? (
              <Link href={`/admin/companies/orders/?id=${data.id}`} className={link}>
                Company orders
              </Link>
            ) : null}
            {canEdit ? (
              <Button size="sm" variant="outline" onClick={() => setChange({ kind: 'rename' })}>
                Rename
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {!valid ? (
        <p className={muted}>Open a company from the companies list.</p>
      ) : (
        <QueryView query={query}>
          {() =>
            data ? (
              <>
                <Section title="Coaches">
                  {data.coaches.length === 0 ? (
                    <p className={muted}>No coach yet.</p>
                  ) : (
                    <DataTable<CompanyCoach>
                      caption="Coaches"
                      rows={data.coaches}
                      rowKey={(c) => c.id}
                      columns={[
                        {
                          key: 'name',
                          header: 'Coach',
                          cell: (c) => (
                            <>
                              {`${c.firstName} ${c.lastName}`.trim()}
                              <span
                                className={css({ display: 'block', textStyle: 'small', color: 'fg.muted' })}
                              >
                                {c.email}
                              </span>
                            </>
                          ),
                        },
                        {
                          key: 'orders',
                          header: 'Orders page',
                          cell: (c) => (
                            <Badge tone={c.hasOrdersPageAccess ? 'good' : 'neutral'}>
                              {c.hasOrdersPageAccess ? 'Allowed' : 'Not allowed'}
                            </Badge>
                          ),
                        },
                        { key: 'since', header: 'Since', wide: true, cell: (c) => formatDate(c.createdAt) },
                        ...(canEdit
                          ? [
                              {
                                key: 'actions',
                                header: 'Actions',
                                cell: (c: CompanyCoach) => (
                                  <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                                    <Button
                                      size="sm"
                                      variant="outline"
                                      onClick={() => setChange({ kind: 'access', coach: c })}
                                    >
                                      {c.hasOrdersPageAccess ? 'Remove orders access' : 'Allow orders page'}
                                    </Button>
                                    <Button
                                      size="sm"
                                      variant="outline"
                                      onClick={() => setChange({ kind: 'link', coach: c })}
                                    >
                                      Send new entry link
                                    </Button>
                                  </div>
                                ),
                              },
                            ]
                          : []),
                      ]}
                    />
                  )}
                  {canEdit ? <AddCoachForm companyId={data.id} onDone={done} /> : null}
                </Section>
                <Section title="Teams">
                  {data.teams.length === 0 ? (
                    <p className={muted}>No live team.</p>
                  ) : (
                    <ul className={css({ display: 'grid', gap: '1', pl: '4', listStyle: 'disc' })}>
                      {data.teams.map((t) => (
                        <li key={t.id}>
                          {t.name}: {t.memberCount} {t.memberCount === 1 ? 'member' : 'members'}
                          {t.invitedCount ? `, ${t.invitedCount} invited` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                </Section>
                <Section
                  title="Inventory"
                  actions={
                    canEdit ? (
                      <Button size="sm" onClick={() => setChange({ kind: 'stock' })}>
                        Add stock
                      </Button>
                    ) : null
                  }
                >
                  <Facts
                    items={[
                      { label: 'Available', value: data.inventory.Available },
                      { label: 'Assigned', value: data.inventory.Assigned },
                      { label: 'Used', value: data.inventory.Used },
                    ]}
                  />
                </Section>
                <Section title="Audit">
                  <AuditTrail events={data.audit} />
                </Section>
                {change ? (
                  <ChangeDialog
                    company={data}
                    change={change}
                    onClose={() => setChange(undefined)}
                    onDone={done}
                  />
                ) : null}
              </>
            ) : null
          }
        </QueryView>
      )}
    </AdminPage>
  );
}

function ChangeDialog({
  company,
  change,
  onClose,
  onDone,
}: {
  company: CompanyResponse;
  change: Change;
  onClose: () => void;
  onDone: (next: CompanyResponse) => void;
}) {
  const [name, setName] = useState(company.name);
  const [productId, setProductId] = useState(String(company.plans[0]?.productId ?? ''));
  const [quantity, setQuantity] = useState('1');
  const id = company.id;
  const common = { open: true, onOpenChange: (open: boolean) => (open ? undefined : onClose()) };
  switch (change.kind) {
    case 'rename':
      return (
        <ReasonDialog
          {...common}
          title={`Rename ${company.name}`}
          confirmLabel="Rename"
          onConfirm={async (reason) =>
            onDone(await adminCall<CompanyResponse>('PATCH', adminUrl('company', { id }), { name, reason }))
          }
        >
          {(errors) => (
            <Field.Root invalid={Boolean(errors.name)} required>
              <Field.Label>Company name</Field.Label>
              <Field.Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
          )}
        </ReasonDialog>
      );
    case 'access': {
      const next = !change.coach.hasOrdersPageAccess;
      return (
        <ReasonDialog
          {...common}
          title={next ? 'Allow the orders page' : 'Remove orders-page access'}
          description={`${change.coach.email} ${next ? 'will be able to open' : 'will no longer open'} the company’s orders and inventory page.`}
          confirmLabel={next ? 'Allow' : 'Remove access'}
          onConfirm={async (reason) =>
            onDone(
              await adminCall<CompanyResponse>(
                'PATCH',
                adminUrl('companyCoach', { id, staffId: change.coach.id }),
                {
                  hasOrdersPageAccess: next,
                  reason,
                },
              ),
            )
          }
        />
      );
    }
    case 'link':
      return (
        <ReasonDialog
          {...common}
          title="Send a new entry link"
          description={`A new sign-in link is e-mailed to ${change.coach.email}; the old links stop working.`}
          confirmLabel="Send link"
          onConfirm={async (reason) =>
            onDone(
              await adminCall<CompanyResponse>(
                'POST',
                adminUrl('companyCoachLink', { id, staffId: change.coach.id }),
                {
                  reason,
                },
              ),
            )
          }
        />
      );
    case 'stock':
      return (
        <ReasonDialog
          {...common}
          title={`Add stock to ${company.name}`}
          description="The tests are added to the company’s inventory as Available, as one purchase."
          confirmLabel="Add stock"
          onConfirm={async (reason) =>
            onDone(
              await adminCall<CompanyResponse>('POST', adminUrl('companyInventory', { id }), {
                productId: Number(productId),
                quantity: Number(quantity),
                reason,
              }),
            )
          }
        >
          {(errors) => (
            <>
              <Field.Root invalid={Boolean(errors.productId)} required>
                <Field.Label>Plan</Field.Label>
                <Field.Select value={productId} onChange={(e) => setProductId(e.currentTarget.value)}>
                  {company.plans.map((p) => (
                    <option key={p.productId} value={p.productId}>
                      {p.title}
                    </option>
                  ))}
                </Field.Select>
                <Field.ErrorText>{errors.productId}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.quantity)} required>
                <Field.Label>Quantity (1–{STOCK_MAX_QUANTITY})</Field.Label>
                <Field.Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={STOCK_MAX_QUANTITY}
                  value={quantity}
                  onChange={(e) => setQuantity(e.currentTarget.value)}
                />
                <Field.ErrorText>{errors.quantity}</Field.ErrorText>
              </Field.Root>
            </>
          )}
        </ReasonDialog>
      );
  }
}

/** A new coach: an account of this company, and an entry link e-mailed to them. */
function AddCoachForm({ companyId, onDone }: { companyId: number; onDone: (next: CompanyResponse) => void }) {
  const empty = { email: '', firstName: '', lastName: '' };
  const [values, setValues] = useState(empty);
  const [ordersAccess, setOrdersAccess] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(undefined);
    try {
      const next = await adminCall<CompanyResponse>('POST', adminUrl('companyCoaches', { id: companyId }), {
        ...values,
        hasOrdersPageAccess: ordersAccess,
      });
      setMessage({
        tone: 'success',
        text: `Coach added; an entry link was e-mailed to ${values.email.trim()}.`,
      });
      setValues(empty);
      setOrdersAccess(false);
      onDone(next);
    } catch (failure) {
      const { fields, message } = formFailureOf(failure);
      setErrors(fields);
      setMessage({ tone: 'danger', text: message });
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof typeof empty, label: string, type = 'text') => (
    <Field.Root invalid={Boolean(errors[key])} required className={css({ minW: '0' })}>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        type={type}
        name={key}
        value={values[key]}
        onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })}
      />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="add-coach"
      className={css({ mt: '5', display: 'grid', gap: '3' })}
    >
      <h3 id="add-coach" className={css({ textStyle: 'body', fontWeight: '700' })}>
        Add a coach
      </h3>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        })}
      >
        {field('email', 'E-mail', 'email')}
        {field('firstName', 'First name')}
        {field('lastName', 'Last name')}
      </div>
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <input
          type="checkbox"
          checked={ordersAccess}
          onChange={(e) => setOrdersAccess(e.currentTarget.checked)}
        />
        May open the orders page
      </label>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding…' : 'Add coach'}
        </Button>
      </div>
    </form>
  );
}
