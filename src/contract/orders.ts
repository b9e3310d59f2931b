import { z } from 'zod';
import { isoDate } from './blood';
import { line, sent } from './text';

// spec 000 §3 (Orders state, Test), §4 (test activation steps), §7.4 tests and orders, §9 (package 59,
// package images). Bodies the spec does not show are ours: docs/decisions/orders.md.
/**
 * An order's fulfilment status (issue 18). The same list as src/domain/orders.ts orderStatuses, which
 * the contract may not import; tests/domain/order-status.test.ts keeps the two equal.
 */
export const orderStatusValues = ['placed', 'processing', 'completed', 'cancelled', 'refunded'] as const;
export const orderStatus = z.enum(orderStatusValues, `Choose one of: ${orderStatusValues.join(', ')}`);

export { ordersPaths } from './orders-paths';

/** spec 000 §3 Test, plus what the screens show. Flags are derived by the server from stored data. */
export const test = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  packageId: z.number().int(),
  /** The product's title, e.g. "Ultimate". */
  title: sent(),
  /** `/images/packages/<key>.svg`, by package id (spec 000 §9). */
  image: sent(),
  purchasedAt: sent(),
  /** The order's fulfilment status (issue 18): a cancelled or refunded order's test cannot be activated. */
  orderStatus,
  isActivated: z.boolean(),
  activatedAt: sent().nullable(),
  /** A mobile blood draw (a phlebotomist's home visit) is booked for this test. */
  hasMbd: z.boolean(),
  /** When the booked draw takes place (ISO date-time); null without an MBD. */
  mbdScheduledAt: sent().nullable(),
  /** A booked draw can still be moved (more than 24 hours ahead). */
  isRescheduleAvailable: z.boolean(),
  hasHomeKit: z.boolean(),
  /** The package cannot be taken at a lab walk-in: it needs a mobile draw. */
  shouldPreventActivationWithoutMbd: z.boolean(),
  /** The package measures markers pregnancy changes (hormones): tell the customer before activating. */
  notifyAboutPregnancy: z.boolean(),
  /** A result came back for this test: it is a previous test. */
  resultReceived: z.boolean(),
});
export type Test = z.infer<typeof test>;

export const transferredTest = test.extend({
  transferredAt: sent(),
  recipientName: sent(),
  recipientEmail: sent(),
});
export type TransferredTest = z.infer<typeof transferredTest>;

/** DIY upload plans (packages 10 and 21): how many uploads the customer has and has used. */
export const diyOrderInfo = z.object({
  orderId: z.number().int(),
  packageId: z.number().int(),
  title: sent(),
  purchasedAt: sent(),
  uploadsAllowed: z.number().int(),
  uploadsUsed: z.number().int(),
  includesInnerAge: z.boolean(),
});
export type DiyOrderInfo = z.infer<typeof diyOrderInfo>;

/** GET purchaseHistory/orders (spec 000 §7.4). */
export const purchaseHistoryResponse = z.object({
  availableTests: z.array(test),
  /** The one activated, not yet used test, if any. */
  activatedTest: test.nullable(),
  previousTests: z.array(test),
  transferredTests: z.array(transferredTest),
  diyOrderInfo: z.array(diyOrderInfo),
});
export type PurchaseHistoryResponse = z.infer<typeof purchaseHistoryResponse>;

/** GET tests: every test of the customer, newest purchase first. */
export const testsResponse = z.array(test);

/** A partial lab result (one draw of a split panel); several combine into one blood result. */
export const testPart = z.object({
  id: z.number().int(),
  testId: z.number().int().nullable(),
  testedAt: isoDate,
  source: sent(),
  markerAbbrs: z.array(sent()),
  /** The blood result this part is in, once combined. */
  combinedResultId: z.number().int().nullable(),
});
export type TestPart = z.infer<typeof testPart>;
export const testPartsResponse = z.array(testPart);

export const combineRequest = z.object({
  testPartsIds: z.array(z.number().int().min(1)).min(2, { message: 'Choose at least two parts' }).max(10),
});
export const combineResponse = z.object({ resultId: z.number().int() });
export const decombineResponse = z.object({ testPartIds: z.array(z.number().int()) });
/** POST blood/results/{id}/activate, where id is a pending test part: the blood result it became. */
export const activateResultResponse = combineResponse;

export const activateTestRequest = z.object({ testId: z.number().int().min(1) });
export const activateTestResponse = z.object({ activatedTest: test, previousActivatedTest: test.nullable() });

export const phone = line()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, { message: 'Enter a phone number, e.g. +1 415 555 0100' });

export const address = z.object({
  line1: line(120).trim().min(1, { message: 'Enter the street address' }),
  line2: line(120).trim().optional(),
  city: line(80).trim().min(1, { message: 'Enter the city' }),
  state: line(40).trim().min(2, { message: 'Choose a state' }),
  zip: line()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { message: 'Enter a 5-digit ZIP code' }),
  country: line().trim().length(2).default('US'),
});
export type Address = z.infer<typeof address>;

/** Book a mobile blood draw for a test: when and where the phlebotomist comes. */
export const activateMbdRequest = z.object({
  testId: z.number().int().min(1),
  scheduledAt: z.iso.datetime({ offset: true, message: 'Choose a date and time' }),
  phone,
  address,
});
export const activateMbdResponse = z.object({ test });

export const validatePhoneRequest = z.object({ phone: line() });
export const validateAddressRequest = z.object({ address: z.unknown() });
/** 200 with the normalised value when valid; 400 naming the field otherwise. */
export const validatePhoneResponse = z.object({ valid: z.literal(true), phone: sent() });
export const validateAddressResponse = z.object({ valid: z.literal(true), address });

export const transferRequest = z.object({
  testId: z.number().int().min(1),
  firstName: line(60).trim().min(1, { message: 'Enter the first name' }),
  lastName: line(60).trim().min(1, { message: 'Enter the last name' }),
  email: line(254).email({ message: 'Enter an e-mail address' }),
});
export const transferResponse = z.object({ transferredTest });

export const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
