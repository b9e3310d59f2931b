import { z } from 'zod';
import { activationState, activationStates } from './auth';
import { auditEvent, pageQuery, paged, reason, searchText, sortDirection } from './back-office';
import { inventoryAddonTags } from './coach';
import { address, orderStatus, phone } from './orders';
import { line, sent, text } from './text';

// Issue 18, back office: the customers slice (customer list and view, notes, audit, add-ons, store
// orders and order edits). Paths and access are in contract/back-office.ts; docs/decisions/back-office.md.

/** A customer's membership as the back office filters it: a period running now, one that ended, none. */
export const membershipFilters = ['active', 'lapsed', 'none'] as const;
export const membershipFilter = z.enum(membershipFilters, 'Choose active, lapsed or none');
export type MembershipFilter = z.infer<typeof membershipFilter>;
export const MEMBERSHIP_FILTER_LABELS: Readonly<Record<MembershipFilter, string>> = {
  active: 'Active',
  lapsed: 'Lapsed',
  none: 'None',
};

const booleanQuery = z.enum(['true', 'false'], 'Choose true or false').transform((v) => v === 'true');
const optionalId = (what: string) =>
  z.coerce
    .number()
    .int(`Choose a ${what} by its number`)
    .positive(`Choose a ${what} by its number`)
    .max(2 ** 31 - 1)
    .optional();

export const customerSorts = ['name', 'email', 'createdAt', 'state'] as const;

/** GET customers: the old `q/page/pageSize` plus filters and sorting (all optional). */
export const customersQuery = pageQuery.extend({
  q: searchText,
  state: z.enum(activationStates, 'Choose an activation state').optional(),
  companyId: optionalId('company'),
  membership: membershipFilter.optional(),
  hasResults: booleanQuery.optional(),
  sort: z.enum(customerSorts, `Sort by one of: ${customerSorts.join(', ')}`).default('createdAt'),
  dir: sortDirection,
});
export type CustomersQuery = z.input<typeof customersQuery>;

export const customerRow = z.object({
  id: z.number().int(),
  firstName: sent(),
  lastName: sent(),
  email: sent(),
  activationState,
  membership: membershipFilter,
  createdAt: sent(),
  resultsCount: z.number().int(),
});
export type CustomerRow = z.infer<typeof customerRow>;
export const customersResponse = paged(customerRow);
export type CustomersResponse = z.infer<typeof customersResponse>;

// ── One customer ─────────────────────────────────────────────────────────────

export const drawBooking = z.object({
  scheduledAt: sent(),
  phone: sent(),
  line1: sent(),
  line2: sent(),
  city: sent(),
  state: sent(),
  zip: sent(),
  country: sent(),
});
export type DrawBooking = z.infer<typeof drawBooking>;

/** A DNA kit's state as the back office names it (src/domain/dna/kit.ts dnaKitStates). */
export const KIT_STATE_LABELS: Readonly<Record<string, string>> = {
  issued: 'Issued',
  registered: 'Registered',
  mailed: 'Mailed',
  received: 'Received by the lab',
  sampleFailed: 'Sample failed',
  resultReady: 'Result ready',
};

export const testStates = ['available', 'activated', 'used', 'transferred'] as const;
export const TEST_STATE_LABELS: Readonly<Record<(typeof testStates)[number], string>> = {
  available: 'Available',
  activated: 'Activated',
  used: 'Result received',
  transferred: 'Transferred',
};

export const customerOrder = z.object({
  id: z.number().int(),
  productTitle: sent(),
  packageId: z.number().int(),
  createdAt: sent(),
  status: orderStatus,
  priceCents: z.number().int(),
  store: sent(),
  /** The order's blood test by the customer's own rules; null for a product without one. */
  testState: z.enum(testStates).nullable(),
  draw: drawBooking.nullable(),
  customPanel: z.object({ id: z.number().int(), name: sent() }).nullable(),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

export const addonTag = z.enum(inventoryAddonTags, `Choose one of: ${inventoryAddonTags.join(', ')}`);
export type AddonTag = z.infer<typeof addonTag>;

export const customerAddon = z.object({
  id: z.number().int(),
  tag: addonTag,
  title: sent(),
  addedAt: sent(),
  addedBy: sent().nullable(),
  removedAt: sent().nullable(),
  removedBy: sent().nullable(),
});
export type CustomerAddon = z.infer<typeof customerAddon>;
export const customerAddonsResponse = z.object({
  current: z.array(customerAddon),
  removed: z.array(customerAddon),
});
export type CustomerAddonsResponse = z.infer<typeof customerAddonsResponse>;

export const customerNote = z.object({
  id: z.number().int(),
  body: sent(),
  staffName: sent(),
  createdAt: sent(),
  updatedAt: sent().nullable(),
});
export type CustomerNote = z.infer<typeof customerNote>;

export const customerView = z.object({
  profile: z.object({
    id: z.number().int(),
    firstName: sent(),
    lastName: sent(),
    email: sent(),
    phone: sent().nullable(),
    sex: sent().nullable(),
    birthDate: sent().nullable(),
    createdAt: sent(),
    /** Issue 19: when a bulk action deactivated the account (sign-in refused), else null. */
    deactivatedAt: sent().nullable().optional(),
  }),
  /** Issue 19: an approved deletion request not yet carried out (the account is about to be erased). */
  erasure: z.object({ requestId: z.number().int(), eraseAfter: sent() }).nullable().optional(),
  activationState,
  permissions: z.array(sent()),
  flags: z.object({
    isDnaOnly: z.boolean(),
    allowedToSeeInnerAge: z.boolean(),
    canAddInnerAge: z.boolean(),
    hasDiyOrderWithInnerAge: z.boolean(),
  }),
  membership: z.object({
    status: membershipFilter,
    /** Where it is managed (web, apple, google) of the period that ends last. */
    plan: sent().nullable(),
    startedAt: sent().nullable(),
    expiresAt: sent().nullable(),
    renewedAt: sent().nullable(),
    prolongationStatus: sent().nullable(),
  }),
  orders: z.array(customerOrder),
  results: z.object({
    count: z.number().int(),
    latestTestedAt: sent().nullable(),
    /** Of the latest result's values: optimal, and outside the normal range (needs attention). */
    optimal: z.number().int(),
    needsAttention: z.number().int(),
  }),
  dna: z.object({
    kits: z.array(z.object({ id: z.number().int(), dnaKitId: sent(), state: sent(), label: sent() })),
    genotypeSets: z.array(
      z.object({ id: z.number().int(), source: sent(), status: sent(), createdAt: sent() }),
    ),
  }),
  teams: z.array(
    z.object({
      companyId: z.number().int(),
      companyName: sent(),
      teamId: z.number().int(),
      teamName: sent(),
      status: sent(),
      permissionGranted: z.boolean(),
    }),
  ),
  addons: customerAddonsResponse,
  notes: z.array(customerNote),
  audit: z.array(auditEvent),
  auditTotal: z.number().int(),
});
export type CustomerView = z.infer<typeof customerView>;

// ── Notes ────────────────────────────────────────────────────────────────────

export const NOTE_MAX = 2000;
const noteBody = text(NOTE_MAX, `At most ${NOTE_MAX} characters`).trim().min(1, 'Write the note');
export const noteRequest = z.object({ body: noteBody });
export type NoteRequest = z.infer<typeof noteRequest>;
export const noteEditRequest = z.object({ body: noteBody, reason: reason.optional() });
export type NoteEditRequest = z.input<typeof noteEditRequest>;
export const noteParams = z.object({
  id: z.coerce
    .number()
    .int('Must be a whole number')
    .positive()
    .max(2 ** 31 - 1),
  noteId: z.coerce
    .number()
    .int('Must be a whole number')
    .positive()
    .max(2 ** 31 - 1),
});
export const noteResponse = z.object({ note: customerNote });

// ── Add-ons ──────────────────────────────────────────────────────────────────

export const addAddonRequest = z.object({ tag: addonTag, reason });
export type AddAddonRequest = z.infer<typeof addAddonRequest>;
export const addonParams = z.object({
  id: z.coerce
    .number()
    .int('Must be a whole number')
    .positive()
    .max(2 ** 31 - 1),
  tag: addonTag,
});
export const addonsQuery = pageQuery.extend({ q: searchText, tag: addonTag.optional() });
export type AddonsQuery = z.input<typeof addonsQuery>;
export const addonRow = z.object({
  customerId: z.number().int(),
  firstName: sent(),
  lastName: sent(),
  email: sent(),
  tag: addonTag,
  title: sent(),
  addedAt: sent(),
  addedBy: sent().nullable(),
});
export type AddonRow = z.infer<typeof addonRow>;
export const addonsResponse = paged(addonRow);
export type AddonsResponse = z.infer<typeof addonsResponse>;

// ── Store orders ─────────────────────────────────────────────────────────────

export const orderSorts = ['id', 'createdAt', 'status', 'customer', 'price'] as const;
export const storeOrdersQuery = pageQuery.extend({
  q: searchText,
  status: orderStatus.optional(),
  store: line(40).trim().min(1).optional(),
  sort: z.enum(orderSorts, `Sort by one of: ${orderSorts.join(', ')}`).default('createdAt'),
  dir: sortDirection,
});
export type StoreOrdersQuery = z.input<typeof storeOrdersQuery>;

export const storeOrderRow = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: sent(),
  customerEmail: sent(),
  productTitle: sent(),
  store: sent(),
  status: orderStatus,
  priceCents: z.number().int(),
  createdAt: sent(),
});
export type StoreOrderRow = z.infer<typeof storeOrderRow>;
export const storeOrdersResponse = paged(storeOrderRow);
export type StoreOrdersResponse = z.infer<typeof storeOrdersResponse>;

export const storeOrderView = z.object({
  order: customerOrder,
  customer: z.object({ id: z.number().int(), firstName: sent(), lastName: sent(), email: sent() }),
  product: z.object({ id: z.number().int(), title: sent(), categories: z.array(sent()) }),
  customPanelMarkers: z.array(sent()),
  /** The statuses this order may move to (its own included). */
  allowedStatuses: z.array(orderStatus),
  audit: z.array(auditEvent),
});
export type StoreOrderView = z.infer<typeof storeOrderView>;

/** The draw as the back office edits it: the customer's booking rules (contract/orders) apply. */
export const drawEdit = z.object({
  scheduledAt: z.iso.datetime({ offset: true, message: 'Choose a date and time' }),
  phone,
  line1: address.shape.line1,
  line2: address.shape.line2,
  city: address.shape.city,
  state: address.shape.state,
  zip: address.shape.zip,
  country: address.shape.country,
});
export type DrawEdit = z.input<typeof drawEdit>;

export const storeOrderPatch = z.object({
  status: orderStatus.optional(),
  draw: drawEdit.optional(),
  customPanelId: z
    .number('Choose a custom panel')
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .nullable()
    .optional(),
  reason,
});
export type StoreOrderPatch = z.input<typeof storeOrderPatch>;
