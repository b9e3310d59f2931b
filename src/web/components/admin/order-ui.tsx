import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import type { ActivationState } from '../../../contract/auth';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/orders';
import { Badge, type BadgeTone } from './admin-ui';
import * as Field from '../ui/field';

// Pieces the customer and store-order screens share (issue 18, customers slice).

const STATE_LABELS: Record<ActivationState, string> = {
  PURCHASE: 'Purchase',
  REQUIRED_DETAILS: 'Required details',
  ACCOUNT: 'Account',
  ONBOARDING_REQUIRED: 'Onboarding',
  ACTIVE: 'Active',
};
/** An activation state in words. */
export const stateLabel = (state: ActivationState) => STATE_LABELS[state] ?? state;

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  placed: 'neutral',
  processing: 'warn',
  completed: 'good',
  cancelled: 'bad',
  refunded: 'bad',
};
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** Whole US cents as dollars. */
export const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A labelled filter select whose first option is "Any"; a change applies at once. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <Field.Root id={id} className={css({ flex: '0 1 12rem', minW: '0' })}>
      <Field.Label>{label}</Field.Label>
      <Field.Select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Field.Select>
    </Field.Root>
  );
}
