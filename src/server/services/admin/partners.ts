import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BACK_OFFICE_MESSAGES } from '../../../contract/back-office';
import {
  PARTNER_KEY_PREFIX,
  PARTNER_SCOPES,
  type CreatePartnerKeyResponse,
  type PartnerKeyRow,
  type PartnerKeysResponse,
  type PartnerScope,
} from '../../../contract/back-office-integrations';
import type { Db } from '../../db';
import { partnerKeys } from '../../db/schema/admin-integrations';
import { companies, staff } from '../../db/schema/staff';
import { HttpError, invalid } from '../../http/errors';
import { digest, newSecret } from '../crypto';
import { recordAudit, type Actor } from './audit';

// Issue 19: partner API keys (docs/decisions/back-office-integrations.md, docs/partner-api.md). A key
// is `hsp_` + 256 random bits; only its SHA-256 digest is stored, and the answer to its creation is
// the only place the key ever appears (never the audit, never a log).

/** How many characters of the key the lists show to recognise it ("hsp_AbCd1234"). */
export const PARTNER_PREFIX_LENGTH = PARTNER_KEY_PREFIX.length + 8;

const notFound = () => new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const creator = alias(staff, 'creator');
const revoker = alias(staff, 'revoker');
const nameOf = (first: string | null, last: string | null) =>
  first === null ? '' : `${first} ${last ?? ''}`.trim();

function keyRows(db: Db) {
  return db
    .select({
      key: partnerKeys,
      companyName: companies.name,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      revokerFirst: revoker.firstName,
      revokerLast: revoker.lastName,
    })
    .from(partnerKeys)
    .innerJoin(companies, eq(companies.id, partnerKeys.companyId))
    .leftJoin(creator, eq(creator.id, partnerKeys.createdBy))
    .leftJoin(revoker, eq(revoker.id, partnerKeys.revokedBy));
}
type KeyJoin = Awaited<ReturnType<typeof keyRows>>[number];

const toRow = (r: KeyJoin): PartnerKeyRow => ({
  id: r.key.id,
  name: r.key.name,
  prefix: r.key.prefix,
  scope: r.key.scope,
  companyId: r.key.companyId,
  companyName: r.companyName,
  createdBy: nameOf(r.creatorFirst, r.creatorLast) || 'Demo data',
  createdAt: r.key.createdAt.toISOString(),
  lastUsedAt: iso(r.key.lastUsedAt),
  revokedAt: iso(r.key.revokedAt),
  revokedBy: r.key.revokedAt ? nameOf(r.revokerFirst, r.revokerLast) || null : null,
});

async function keyRow(db: Db, id: number) {
  const [row] = await keyRows(db).where(eq(partnerKeys.id, id));
  if (!row) throw notFound();
  return toRow(row);
}

/** Every key, live ones first then newest; with the scopes and companies a new key may have. */
export async function listPartnerKeys(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<PartnerKeysResponse> {
  const [rows, [counted], companyList] = await Promise.all([
    keyRows(db)
      .orderBy(sql`${partnerKeys.revokedAt} is not null`, desc(partnerKeys.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(partnerKeys),
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id)),
  ]);
  return {
    items: rows.map(toRow),
    page,
    pageSize,
    total: counted?.total ?? 0,
    scopes: PARTNER_SCOPES.map((s) => ({ id: s.id, label: s.label })),
    companies: companyList,
  };
}

/** A new key (the secret and what is stored of it). */
export function newPartnerKey() {
  const key = `${PARTNER_KEY_PREFIX}${newSecret()}`;
  return { key, prefix: key.slice(0, PARTNER_PREFIX_LENGTH), digest: digest(key) };
}

export async function createPartnerKey(
  db: Db,
  actor: Actor,
  input: { name: string; scope: PartnerScope; companyId: number },
  now: Date,
): Promise<CreatePartnerKeyResponse> {
  const [company] = await db.select().from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw invalid([{ path: 'companyId', message: 'Choose a company from the list' }]);
  const made = newPartnerKey();
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(partnerKeys)
      .values({
        name: input.name,
        prefix: made.prefix,
        digest: made.digest,
        scope: input.scope,
        companyId: company.id,
        createdBy: actor.staff.id,
        createdAt: now,
      })
      .returning({ id: partnerKeys.id });
    await recordAudit(
      tx,
      actor,
      {
        companyId: company.id,
        entity: 'partner-key',
        entityId: row!.id,
        action: 'create',
        summary: `Partner key "${input.name}" (${made.prefix}…) created for ${company.name}, scope ${input.scope}`,
        // never the key: its prefix only
        after: { name: input.name, prefix: made.prefix, scope: input.scope, companyId: company.id },
      },
      now,
    );
    return row!.id;
  });
  return { item: await keyRow(db, id), key: made.key };
}

/** Revokes a live key at once (its next call answers 401); revoking a revoked key changes nothing. */
export async function revokePartnerKey(db: Db, actor: Actor, id: number, reason: string, now: Date) {
  const before = await keyRow(db, id);
  if (before.revokedAt) return before;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .update(partnerKeys)
      .set({ revokedAt: now, revokedBy: actor.staff.id })
      .where(eq(partnerKeys.id, id));
    await recordAudit(
      tx,
      actor,
      {
        companyId: before.companyId,
        entity: 'partner-key',
        entityId: id,
        action: 'revoke',
        summary: `Partner key "${before.name}" (${before.prefix}…) of ${before.companyName} revoked`,
        reason,
        before: { revokedAt: null },
        after: { revokedAt: now.toISOString() },
      },
      now,
    );
  });
  return keyRow(db, id);
}
