import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import { backOfficeAccess } from '../../../contract/back-office';
import {
  TEST_STATE_LABELS,
  type StoreOrderPatch,
  type StoreOrderView,
} from '../../../contract/back-office-customers';
import { formatDate } from '../../../domain/dates';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/orders';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import { adminCall, adminUrl, formFailureOf, useAdminQuery } from '../../components/admin/admin-data';
import { AuditTrail, Facts, QueryView, ReasonField, Section, link } from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { money, OrderStatusBadge } from '../../components/admin/order-ui';

/** `/admin/customers/view-order-edit?id=` (issue 18): status, draw and custom panel, with a reason. */
export function OrderEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminQuery<StoreOrderView>(valid ? adminUrl('storeOrder', { id }) : undefined);
  return (
    <AdminPage
      title={valid ? `Edit order #${id}` : 'Edit order'}
      back={
        query.status === 'done'
          ? { href: `/admin/customers/view?id=${query.data.customer.id}`, label: customerName(query.data) }
          : { href: '/admin/store_order/view', label: 'Store orders' }
      }
    >
      {valid ? (
        <QueryView query={query} label="Loading the order…">
          {(view) => <OrderEditor view={view} />}
        </QueryView>
      ) : (
        <Notice tone="danger">
          Open an order from a customer or the store orders list: this link has no order id.
        </Notice>
      )}
    </AdminPage>
  );
}

const customerName = (view: StoreOrderView) =>
  `${view.customer.firstName} ${view.customer.lastName}`.trim() || view.customer.email;

/** An ISO time as the `datetime-local` input shows it, in the browser's time zone. */
function localInput(iso: string | undefined) {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

type DrawForm = Record<
  'scheduledAt' | 'phone' | 'line1' | 'line2' | 'city' | 'state' | 'zip' | 'country',
  string
>;
const DRAW_FIELDS: { key: keyof DrawForm; label: string; type?: string; autoComplete?: string }[] = [
  { key: 'scheduledAt', label: 'Draw date and time', type: 'datetime-local' },
  { key: 'phone', label: 'Phone for the phlebotomist', type: 'tel', autoComplete: 'off' },
  { key: 'line1', label: 'Street address', autoComplete: 'off' },
  { key: 'line2', label: 'Apartment, suite (optional)', autoComplete: 'off' },
  { key: 'city', label: 'City', autoComplete: 'off' },
  { key: 'state', label: 'State (e.g. CA)', autoComplete: 'off' },
  { key: 'zip', label: 'ZIP code', autoComplete: 'off' },
  { key: 'country', label: 'Country', autoComplete: 'off' },
];

interface PanelOption {
  id: number;
  name: string;
}

function OrderEditor({ view }: { view: StoreOrderView }) {
  const [, navigate] = useLocation();
  const admin = useAdmin();
  const { order } = view;
  const mayListPanels = admin?.can(backOfficeAccess.customPanelsList) ?? false;
  // the custom panels list belongs to another screen; until it answers, only the current panel is offered
  const panels = useAdminQuery<{ items?: PanelOption[] }>(
    mayListPanels ? adminUrl('customPanels') : undefined,
  );
  const panelOptions: PanelOption[] = [
    ...(order.customPanel ? [order.customPanel] : []),
    ...(panels.status === 'done' && Array.isArray(panels.data.items)
      ? panels.data.items.filter((p) => p.id !== order.customPanel?.id)
      : []),
  ];
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [panel, setPanel] = useState(order.customPanel ? String(order.customPanel.id) : '');
  const [draw, setDraw] = useState<DrawForm>({
    scheduledAt: localInput(order.draw?.scheduledAt),
    phone: order.draw?.phone ?? '',
    line1: order.draw?.line1 ?? '',
    line2: order.draw?.line2 ?? '',
    city: order.draw?.city ?? '',
    state: order.draw?.state ?? '',
    zip: order.draw?.zip ?? '',
    country: order.draw?.country ?? 'US',
  });
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hasTest = order.testState !== null;
  const drawTouched =
    hasTest &&
    (order.draw !== null || DRAW_FIELDS.some((f) => f.key !== 'country' && draw[f.key].trim() !== ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError(undefined);
    const body: StoreOrderPatch = { reason: reason.trim() };
    if (status !== order.status) body.status = status;
    const panelId = panel ? Number(panel) : null;
    if (panelId !== (order.customPanel?.id ?? null)) body.customPanelId = panelId;
    if (drawTouched) {
      const at = draw.scheduledAt ? new Date(draw.scheduledAt) : undefined;
      body.draw = {
        scheduledAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '',
        phone: draw.phone,
        line1: draw.line1,
        ...(draw.line2.trim() ? { line2: draw.line2 } : {}),
        city: draw.city,
        state: draw.state,
        zip: draw.zip,
        country: draw.country || 'US',
      };
    }
    try {
      await adminCall('PATCH', adminUrl('storeOrder', { id: order.id }), body);
      navigate(
        `/admin/customers/view?id=${view.customer.id}&saved=${encodeURIComponent(`Order #${order.id} saved.`)}`,
      );
    } catch (failure) {
      const { fields: fields, message } = formFailureOf(failure);
      setErrors(fields);
      setError(message);
      setBusy(false);
    }
  };

  return (
    <>
      <Section title="Order">
        <Facts
          items={[
            {
              label: 'Customer',
              value: (
                <Link href={`/admin/customers/view?id=${view.customer.id}`} className={link}>
                  {customerName(view)} ({view.customer.email})
                </Link>
              ),
            },
            { label: 'Product', value: `${view.product.title} (package ${order.packageId})` },
            { label: 'Placed', value: formatDate(order.createdAt) },
            { label: 'Price', value: money(order.priceCents) },
            { label: 'Store', value: order.store },
            { label: 'Status', value: <OrderStatusBadge status={order.status} /> },
            { label: 'Test', value: order.testState ? TEST_STATE_LABELS[order.testState] : 'No blood test' },
            {
              label: 'Custom panel',
              value: order.customPanel
                ? `${order.customPanel.name}${view.customPanelMarkers.length ? ` (${view.customPanelMarkers.join(', ')})` : ''}`
                : 'None: the product’s own markers',
            },
          ]}
        />
      </Section>

      <form onSubmit={submit} noValidate>
        <Section title="Change the order">
          <div className={css({ display: 'grid', gap: '4', maxW: '40rem' })}>
            {error ? <Notice tone="danger">{error}</Notice> : null}
            <Field.Root invalid={Boolean(errors.status)}>
              <Field.Label>Status</Field.Label>
              <Field.Select value={status} onChange={(e) => setStatus(e.currentTarget.value as OrderStatus)}>
                {view.allowedStatuses.map((s) => (
                  <option key={s} value={s}>
                    {ORDER_STATUS_LABELS[s]}
                  </option>
                ))}
              </Field.Select>
              <Field.HelperText>
                A refunded order is final; a cancelled order’s test cannot be activated.
              </Field.HelperText>
              <Field.ErrorText>{errors.status}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={Boolean(errors.customPanelId)}>
              <Field.Label>Custom panel</Field.Label>
              <Field.Select value={panel} onChange={(e) => setPanel(e.currentTarget.value)}>
                <option value="">None (the product’s own markers)</option>
                {panelOptions.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </Field.Select>
              <Field.ErrorText>{errors.customPanelId}</Field.ErrorText>
            </Field.Root>

            {hasTest ? (
              <fieldset
                className={css({ display: 'grid', gap: '3', borderWidth: '0', p: '0', m: '0', minW: '0' })}
              >
                <legend className={css({ textStyle: 'h3', mb: '2' })}>Mobile blood draw</legend>
                {errors.draw ? <Notice tone="danger">{errors.draw}</Notice> : null}
                {order.draw === null ? (
                  <p className={css({ color: 'fg.muted', textStyle: 'small' })}>
                    No draw is booked. Fill these in to book one for the customer.
                  </p>
                ) : null}
                {DRAW_FIELDS.map((f) => (
                  <Field.Root key={f.key} invalid={Boolean(errors[`draw.${f.key}`])}>
                    <Field.Label>{f.label}</Field.Label>
                    <Field.Input
                      name={f.key}
                      type={f.type ?? 'text'}
                      autoComplete={f.autoComplete}
                      value={draw[f.key]}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setDraw((d) => ({ ...d, [f.key]: value }));
                      }}
                    />
                    <Field.ErrorText>{errors[`draw.${f.key}`]}</Field.ErrorText>
                  </Field.Root>
                ))}
              </fieldset>
            ) : null}

            <ReasonField value={reason} onChange={setReason} error={errors.reason} />
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving…' : 'Save'}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => navigate(`/admin/customers/view?id=${view.customer.id}`)}
              >
                Cancel
              </Button>
            </div>
          </div>
        </Section>
      </form>

      <Section title="Audit of this order">
        <AuditTrail events={view.audit} />
      </Section>
    </>
  );
}
