// spec 000 §3 Test flags, §4 test activation, §9 packages: the rules that derive a test's flags
// from what is stored. Choices the spec leaves open: docs/decisions/orders.md.

import { DAY_MS } from './dates';

/** spec 000 §9: the home-kit packages (a finger-prick kit, no draw needed). */
export const HOME_KIT_PACKAGE_IDS: readonly number[] = [15, 16, 41];

/** DIY upload plans (spec 000 §9 packages 10 and 21) and how many uploads each one gives. */
export const DIY_UPLOADS_ALLOWED: Readonly<Record<number, number>> = { 10: 3, 21: 1 };
export const isDiyPackage = (packageId: number) => packageId in DIY_UPLOADS_ALLOWED;

/**
 * States where the partner lab offers no walk-in draws to direct-to-consumer customers: a test there
 * needs a mobile blood draw (or a home kit) before it can be activated.
 */
export const MBD_ONLY_STATES: readonly string[] = ['NY', 'NJ', 'RI'];

/** A product category that means the package measures hormones, which pregnancy changes. */
export const HORMONE_CATEGORY = 'Hormones';

/** A booked draw can be moved until 24 hours before it. */
export const RESCHEDULE_CUTOFF_MS = DAY_MS;
/** A draw is booked at least 24 hours and at most 60 days ahead. */
export const MBD_MIN_LEAD_MS = DAY_MS;
export const MBD_MAX_LEAD_MS = 60 * DAY_MS;

export interface TestFacts {
  packageId: number;
  productCategories: readonly string[];
  customerSex: 'male' | 'female' | null;
  /** The state of the customer's address; null without one. */
  customerState: string | null;
  mbdScheduledAt: Date | null;
}

export interface TestFlags {
  hasHomeKit: boolean;
  hasMbd: boolean;
  isRescheduleAvailable: boolean;
  shouldPreventActivationWithoutMbd: boolean;
  notifyAboutPregnancy: boolean;
}

export const hasHomeKit = (packageId: number) => HOME_KIT_PACKAGE_IDS.includes(packageId);

/** A booked draw can still be moved: it is more than 24 hours ahead. */
export function isRescheduleAvailable(scheduledAt: Date | null, now: Date): boolean {
  return scheduledAt !== null && scheduledAt.getTime() - now.getTime() > RESCHEDULE_CUTOFF_MS;
}

export function testFlags(facts: TestFacts, now: Date): TestFlags {
  const homeKit = hasHomeKit(facts.packageId);
  return {
    hasHomeKit: homeKit,
    hasMbd: facts.mbdScheduledAt !== null,
    isRescheduleAvailable: isRescheduleAvailable(facts.mbdScheduledAt, now),
    shouldPreventActivationWithoutMbd:
      !homeKit && facts.customerState !== null && MBD_ONLY_STATES.includes(facts.customerState),
    notifyAboutPregnancy:
      facts.customerSex === 'female' && facts.productCategories.includes(HORMONE_CATEGORY),
  };
}

/**
 * spec 000 §4 EXPIRE: another test cannot be activated while the activated one has a booked draw
 * that can no longer be moved (the draw would have to be cancelled too late).
 */
export function blocksActivation(activated: Pick<TestFlags, 'hasMbd' | 'isRescheduleAvailable'>): boolean {
  return activated.hasMbd && !activated.isRescheduleAvailable;
}

/** Why a draw time cannot be booked, or null when it can. */
export function mbdTimeProblem(scheduledAt: Date, now: Date): string | null {
  const lead = scheduledAt.getTime() - now.getTime();
  if (lead < MBD_MIN_LEAD_MS) return 'Choose a time at least 24 hours from now';
  if (lead > MBD_MAX_LEAD_MS) return 'Choose a time within the next 60 days';
  return null;
}

/**
 * A phone number as the phlebotomist dials it (E.164): US numbers may be written without the
 * country code; anything else needs its `+`. Null when it is not a number.
 */
export function normalisePhone(raw: string): string | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) return null;
  let e164: string;
  if (trimmed.startsWith('+')) e164 = `+${digits}`;
  else if (digits.length === 10) e164 = `+1${digits}`;
  else if (digits.length === 11 && digits.startsWith('1')) e164 = `+${digits}`;
  else return null;
  if (!/^\+[1-9]\d{7,14}$/.test(e164)) return null;
  // North American numbers: area code and exchange never start with 0 or 1.
  if (e164.startsWith('+1') && (e164.length !== 12 || !/^\+1[2-9]\d{2}[2-9]/.test(e164))) return null;
  return e164;
}

/**
 * An order's fulfilment status, set by operations in the back office (issue 18); a new order is
 * `placed`. A cancelled or refunded order's test can no longer be activated.
 */
export const orderStatuses = ['placed', 'processing', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/**
 * Where an order's status may go next (issue 18, docs/decisions/back-office.md): forward through
 * fulfilment; a cancelled order may be placed again (the cancel was a mistake) or refunded; a
 * refunded order is final, since the money has gone back.
 */
const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['processing', 'completed', 'cancelled', 'refunded'],
  processing: ['completed', 'cancelled', 'refunded'],
  completed: ['refunded'],
  cancelled: ['placed', 'refunded'],
  refunded: [],
};

/** The statuses an order in `from` may be set to, itself first. */
export function allowedOrderStatuses(from: OrderStatus): OrderStatus[] {
  return [from, ...ORDER_STATUS_MOVES[from]];
}

/** Why an order cannot move from `from` to `to`, or null when it can (staying put is allowed). */
export function orderStatusProblem(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to || ORDER_STATUS_MOVES[from].includes(to)) return null;
  if (from === 'refunded') return 'A refunded order is final: its status cannot change';
  return `A ${ORDER_STATUS_LABELS[from].toLowerCase()} order cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}`;
}

/** A cancelled or refunded order's test can no longer be activated or booked. */
export const orderVoidsTest = (status: OrderStatus) => status === 'cancelled' || status === 'refunded';

/** What the customer is told when they try to activate such a test. */
export function voidedTestMessage(status: OrderStatus): string {
  return `This test's order was ${ORDER_STATUS_LABELS[status].toLowerCase()}, so the test can no longer be activated. Contact support if this is a mistake.`;
}
