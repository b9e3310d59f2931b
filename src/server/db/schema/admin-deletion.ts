import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeletionState } from '../../../contract/back-office-deletion';
import { customers } from './identity';
import { staff } from './staff';
import { at } from './columns';

// Issue 19, deletion slice: docs/decisions/back-office-deletion.md.

/**
 * A customer's request to delete their account. The erasure sets `customer_id` to null and clears
 * `note` before it deletes the customer, so the row that remains names nobody; a demo reset (which
 * deletes the customer) takes the persona's requests with it (cascade).
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    state: text('state').$type<DeletionState>().notNull().default('pending'),
    /** The customer's own words, if any (cleared at erasure). */
    note: text('note'),
    requestedAt: at('requested_at').notNull(),
    decidedAt: at('decided_at'),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    /** Approved: the erasure job does not run before this. */
    eraseAfter: at('erase_after'),
    /** Approved: the `customer-erasure` job (admin_jobs.id, no foreign key: jobs are pruned on their own). */
    jobId: integer('job_id'),
    withdrawnAt: at('withdrawn_at'),
    erasedAt: at('erased_at'),
  },
  (t) => [
    // One open request per customer (a refused or withdrawn one may be followed by a new one).
    uniqueIndex('deletion_requests_one_open')
      .on(t.customerId)
      .where(sql`${t.state} in ('pending', 'approved')`),
    index('deletion_requests_state').on(t.state, t.id),
  ],
);
