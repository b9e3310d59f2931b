import { z } from 'zod';
import { isoDate } from './blood';
import { auditQuery, paged, pageQuery, searchText } from './back-office';
import { line, sent, text } from './text';

// Issue 19, deletion slice: a customer asks for their account to be deleted, an administrator
// approves or refuses with a reason, and an approved request erases the customer after a grace
// period (docs/decisions/back-office-deletion.md). Also the audit status log's filters and CSV.

export { deletionRequestPaths } from './deletion-request-paths';

/**
 * pending → refused | approved | withdrawn; approved → erased (by the erasure job). `erased` rows
 * keep no customer: only the request id, the dates and the decision remain.
 */
export const DELETION_STATES = ['pending', 'refused', 'approved', 'withdrawn', 'erased'] as const;
export const deletionState = z.enum(DELETION_STATES, 'Choose a state');
export type DeletionState = z.infer<typeof deletionState>;
/** A customer has at most one request in these at a time. */
export const OPEN_DELETION_STATES: readonly DeletionState[] = ['pending', 'approved'];

export const DELETION_STATE_LABELS: Record<DeletionState, string> = {
  pending: 'Pending',
  refused: 'Refused',
  approved: 'Approved',
  withdrawn: 'Withdrawn',
  erased: 'Erased',
};

export const DELETION_MESSAGES = {
  alreadyOpen: 'You already have a deletion request open.',
  notPending: 'Only a pending request can be withdrawn.',
  decided: 'This request has already been decided.',
  notApproved: 'Only an approved request can be erased now.',
  /** What a customer whose deletion was approved reads when they try to sign in. */
  signInRefused:
    'This account is being deleted at your request and can no longer be used. Contact support if this is a mistake.',
} as const;

// ── Customer ─────────────────────────────────────────────────────────────────

export const customerDeletionRequest = z.object({
  password: line(200, 'Enter your password').min(1, 'Enter your password'),
  /** Optional: why they are leaving (erased with the account). */
  note: text(1000, 'Say it in at most 1000 characters').trim().optional(),
});
export type CustomerDeletionRequest = z.input<typeof customerDeletionRequest>;

/** What the customer sees of their latest request (none: `request` is null). */
export const customerDeletionStatus = z.object({
  request: z
    .object({
      id: z.number().int(),
      state: deletionState,
      requestedAt: sent(),
      decidedAt: sent().nullable(),
      /** The administrator's reason for a refusal (shown to the customer). */
      refusalReason: sent().nullable(),
      /** When their data will be erased (approved). */
      eraseAfter: sent().nullable(),
    })
    .nullable(),
});
export type CustomerDeletionStatus = z.infer<typeof customerDeletionStatus>;

// ── Back office ──────────────────────────────────────────────────────────────

export const deletionRequestsQuery = pageQuery.extend({
  state: deletionState.optional(),
  /** A customer's name or e-mail. */
  search: searchText,
});
export type DeletionRequestsQuery = z.input<typeof deletionRequestsQuery>;

export const deletionRequestRow = z.object({
  id: z.number().int(),
  state: deletionState,
  /** Null once erased. */
  customerId: z.number().int().nullable(),
  customerName: sent().nullable(),
  customerEmail: sent().nullable(),
  requestedAt: sent(),
  decidedAt: sent().nullable(),
  decidedBy: sent().nullable(),
  eraseAfter: sent().nullable(),
});
export type DeletionRequestRow = z.infer<typeof deletionRequestRow>;
export const deletionRequestsPage = paged(deletionRequestRow);
export type DeletionRequestsPage = z.infer<typeof deletionRequestsPage>;

export const deletionRequestDetail = deletionRequestRow.extend({
  note: sent().nullable(),
  decisionReason: sent().nullable(),
  erasedAt: sent().nullable(),
  /** The erasure job (approved requests): open it in the job panel. */
  jobId: z.number().int().nullable(),
  /** The customer as the back office summarises them (null once erased). */
  customer: z
    .object({
      id: z.number().int(),
      name: sent(),
      email: sent(),
      createdAt: sent(),
      activationState: sent(),
      orders: z.number().int(),
      results: z.number().int(),
    })
    .nullable(),
});
export type DeletionRequestDetail = z.infer<typeof deletionRequestDetail>;

/** Approve (queues the erasure after the grace period), refuse, or erase an approved one now. */
export const DELETION_DECISIONS = ['approve', 'refuse', 'erase-now'] as const;
export const deletionDecisionRequest = z.object({
  decision: z.enum(DELETION_DECISIONS, 'Choose approve, refuse or erase now'),
  reason: text(500).trim().min(3, 'Say why in at least 3 characters'),
});
export type DeletionDecisionRequest = z.infer<typeof deletionDecisionRequest>;

// ── Audit status log ─────────────────────────────────────────────────────────

/** The most rows one audit CSV holds (newest first); narrow the filters for older ones. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** The audit status log's filters (also the CSV's): each optional, `from` ≤ `to` (UTC days, inclusive). */
export const auditLogQuery = auditQuery
  .extend({
    staffId: z.coerce.number().int('Choose an admin').positive('Choose an admin').optional(),
    customerId: z.coerce.number().int('Must be a whole number').positive('Must be a customer id').optional(),
    action: line(40).trim().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  });
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/** The admins who appear in the audit (the status log's "Admin" choice). */
export const auditStaffList = z.object({ items: z.array(z.object({ id: z.number().int(), name: sent() })) });
export type AuditStaffList = z.infer<typeof auditStaffList>;
