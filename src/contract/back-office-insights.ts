import { z } from 'zod';
import { activationState, tokenSet } from './auth';
import { withReason } from './back-office';
import { line, sent } from './text';

// Issue 18, the insights slice: view as customer, the admin home, analytics and the demo area
// (docs/decisions/back-office.md "Insights").

// ── View as customer ─────────────────────────────────────────────────────────

/** POST viewAs/:id: why the administrator opens the customer's view (kept in the audit). */
export const viewAsRequest = withReason;
export type ViewAsRequest = z.infer<typeof viewAsRequest>;
/** A single-use ticket, valid for VIEW_AS_TICKET_SECONDS, that the same browser hands to `viewAsPaths.start`. */
export const viewAsTicketResponse = z.object({ ticket: sent() });
export type ViewAsTicketResponse = z.infer<typeof viewAsTicketResponse>;

export const VIEW_AS_TICKET_SECONDS = 60;
/** A view-as session ends this long after it opened, whatever the activity (it never slides). */
export const VIEW_AS_SESSION_MINUTES = 30;

export const viewAsStartRequest = z.object({ ticket: line(200).trim().min(1, 'The ticket is missing') });
export type ViewAsStartRequest = z.infer<typeof viewAsStartRequest>;
/** What a sign-in answers: the SPA's auth machine takes it as signed in. */
export const viewAsStartResponse = tokenSet;
export type ViewAsStartResponse = z.infer<typeof viewAsStartResponse>;
export const viewAsEndResponse = z.object({ redirectTo: sent() });
export type ViewAsEndResponse = z.infer<typeof viewAsEndResponse>;

/** The back office's customer view, where an ended view-as goes back to. */
export const adminCustomerViewPath = (customerId: number) => `/admin/customers/view?id=${customerId}`;

export const VIEW_AS_MESSAGES = {
  ticketInvalid: 'This view link has expired or was already used. Open it again from the back office.',
  notViewAs: 'This is not a view-as session.',
} as const;

// ── Analytics ────────────────────────────────────────────────────────────────

export const ANALYTICS_WEEKS_DEFAULT = 12;
export const ANALYTICS_WEEKS_MAX = 52;
export const analyticsQuery = z.object({
  weeks: z.coerce
    .number()
    .int('Weeks must be a whole number')
    .min(1, 'At least 1 week')
    .max(ANALYTICS_WEEKS_MAX, `At most ${ANALYTICS_WEEKS_MAX} weeks`)
    .default(ANALYTICS_WEEKS_DEFAULT),
});
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

/** One ISO week (Monday to Sunday, UTC) of the figures. */
export const analyticsWeek = z.object({
  weekStart: sent(),
  signUps: z.number().int(),
  testsActivated: z.number().int(),
  testsResulted: z.number().int(),
  resultsUploaded: z.number().int(),
  /** Mean of (latest InnerAge − previous InnerAge) of the customers whose latest draw fell in the week. */
  innerAgeChange: z.number().nullable(),
  innerAgeCustomers: z.number().int(),
});
export type AnalyticsWeek = z.infer<typeof analyticsWeek>;
export const analyticsResponse = z.object({
  weeks: z.array(analyticsWeek),
  /** Customers per activation state now, in the order of the onboarding. */
  funnel: z.array(z.object({ state: activationState, count: z.number().int() })),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

// ── Demo ─────────────────────────────────────────────────────────────────────

export const demoPersona = z.object({
  persona: sent(),
  email: sent(),
  role: sent(),
  note: sent(),
  /** A customer persona's account now (absent for staff personas or a customer deleted since). */
  customerId: z.number().int().nullable(),
  activationState: activationState.nullable(),
  /** True when this persona can be put back as a fresh start would make it. */
  resettable: z.boolean(),
});
export type DemoPersona = z.infer<typeof demoPersona>;
export const demoResponse = z.object({ items: z.array(demoPersona) });
export type DemoResponse = z.infer<typeof demoResponse>;

export const demoPersonaParam = z.object({
  persona: line(60)
    .trim()
    .regex(/^[a-z0-9-]+$/, 'A persona is lower-case letters, digits and dashes'),
});
export const demoResetRequest = withReason;
export type DemoResetRequest = z.infer<typeof demoResetRequest>;
export const demoResetResponse = z.object({ persona: sent(), customerId: z.number().int() });
export type DemoResetResponse = z.infer<typeof demoResetResponse>;

export const DEMO_MESSAGES = {
  notResettable:
    'This persona cannot be reset here: the coach demo’s stock or invitation for it outlives its account. Restart with a fresh data directory instead.',
  notCustomer: 'Only customer personas can be reset.',
} as const;

/** The activation states as people read them (spec 000 §4), in the order of the onboarding. */
export const ACTIVATION_STATE_LABELS = {
  PURCHASE: 'Has not bought yet',
  REQUIRED_DETAILS: 'Owes required details',
  ACCOUNT: 'Setting up the account',
  ONBOARDING_REQUIRED: 'Onboarding to finish',
  ACTIVE: 'Active',
} as const satisfies Record<z.infer<typeof activationState>, string>;
