import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  PARTNER_KEY_PREFIX,
  PARTNER_MESSAGES,
  type PartnerMemberResults,
  type PartnerMembersCountResponse,
  type PartnerResultsResponse,
  type PartnerScope,
} from '../../contract/back-office-integrations';
import { statusLabel } from '../../domain/marker-status';
import type { Db } from '../db';
import { partnerKeys } from '../db/schema/admin-integrations';
import { HttpError } from '../http/errors';
import { customers } from '../db/schema/identity';
import { loadMembers } from './coach/reports';
import { permittedCustomerIds } from './coach/scope';
import { digest } from './crypto';
import { reserveAttempt, tooManyMessage } from './rate-limit';

// Issue 19: the partner API (docs/partner-api.md). A key reads only its company's members who granted
// one of the company's live teams permission to see their results: the coach area's one rule
// (coach/scope.ts permittedCustomerIds), so a partner never sees more than the company's coaches.

/** Calls one key may make a minute. */
export const PARTNER_CALLS_PER_MINUTE = 60;

export interface PartnerCaller {
  keyId: number;
  companyId: number;
  scope: string;
}

/**
 * The key in `Authorization: Bearer <key>`: 401 when missing, unknown or revoked; 403 without
 * `scope`; 429 over the key's per-minute budget. Marks the key used.
 */
export async function authenticatePartner(
  db: Db,
  authorization: string | undefined,
  scope: PartnerScope,
  now: Date,
): Promise<PartnerCaller> {
  const key = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!key) throw new HttpError(401, PARTNER_MESSAGES.noKey);
  if (!key.startsWith(PARTNER_KEY_PREFIX) || key.length > 200)
    throw new HttpError(401, PARTNER_MESSAGES.badKey);
  const [row] = await db
    .select()
    .from(partnerKeys)
    .where(and(eq(partnerKeys.digest, digest(key)), isNull(partnerKeys.revokedAt)));
  if (!row) throw new HttpError(401, PARTNER_MESSAGES.badKey);
  if (row.scope !== scope) throw new HttpError(403, PARTNER_MESSAGES.scope(scope));
  const attempt = await reserveAttempt(
    db,
    [{ key: `partner:${row.id}`, max: PARTNER_CALLS_PER_MINUTE, windowSeconds: 60, onSuccess: 'keep' }],
    now,
  );
  if (attempt.kind === 'refused')
    throw new HttpError(
      429,
      tooManyMessage('calls with this key', attempt.retryAfterSeconds),
      undefined,
      attempt.retryAfterSeconds,
    );
  await db.update(partnerKeys).set({ lastUsedAt: now }).where(eq(partnerKeys.id, row.id));
  return { keyId: row.id, companyId: row.companyId, scope: row.scope };
}

/** How many of the company's members consented: the same rule, and so the same `total`, as `results`. */
export async function partnerMembersCount(
  db: Db,
  caller: PartnerCaller,
): Promise<PartnerMembersCountResponse> {
  return { count: (await permittedCustomerIds(db, caller.companyId)).length };
}

/** A page of the company's consenting members (by name) with each one's latest draw. */
export async function partnerResults(
  db: Db,
  caller: PartnerCaller,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<PartnerResultsResponse> {
  const permitted = await permittedCustomerIds(db, caller.companyId);
  const pageIds = permitted.length
    ? await db
        .select({ id: customers.id })
        .from(customers)
        .where(inArray(customers.id, permitted))
        .orderBy(
          asc(sql`lower(${customers.lastName})`),
          asc(sql`lower(${customers.firstName})`),
          asc(customers.id),
        )
        .limit(pageSize)
        .offset((page - 1) * pageSize)
    : [];
  // loadMembers keeps the same by-name order
  const members = await loadMembers(
    db,
    pageIds.map((r) => r.id),
  );
  const items: PartnerMemberResults[] = members.map((m) => {
    const latest = m.results[0];
    return {
      memberId: m.profile.customerId,
      firstName: m.profile.firstName,
      lastName: m.profile.lastName,
      latest: latest
        ? {
            testedAt: latest.testedAt,
            values: latest.values.map((v) => ({
              marker: v.markerAbbr,
              value: v.value,
              unit: v.unit,
              state: v.state,
              stateLabel: statusLabel(v.state),
            })),
          }
        : null,
    };
  });
  return { items, page, pageSize, total: permitted.length };
}
