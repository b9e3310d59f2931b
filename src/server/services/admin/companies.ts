import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import { staffWebRoutes } from '../../../contract/admin';
import { BACK_OFFICE_MESSAGES, type Paged } from '../../../contract/back-office';
import type {
  AddCoachRequest,
  CompaniesQuery,
  CompanyOrdersResponse,
  CompanyResponse,
  CompanyRow,
} from '../../../contract/back-office-dna';
import { inventoryStatus } from '../../../domain/coach';
import type { AppDeps } from '../../app';
import type { Db } from '../../db';
import { inventoryItems } from '../../db/schema/coach';
import { orders, tests } from '../../db/schema/commerce';
import { customers } from '../../db/schema/identity';
import { products } from '../../db/schema/references';
import { coachLoginLinks, companies, roles, staff } from '../../db/schema/staff';
import { HttpError, invalid } from '../../http/errors';
import { issueCoachLoginLink } from '../coach-links';
import { addStockItems, stockPlan, stockPlans } from '../coach/company-store';
import { inventorySummary } from '../coach/inventory';
import { listTeams } from '../coach/teams';
import { hashPassword, newSecret } from '../crypto';
import { listAudit, recordAudit, type Actor } from './audit';

// Issue 18 back office: companies, their coaches, stock and orders (docs/decisions/back-office.md
// "DNA and companies"). Every write is audited with the company's id.

/** How long a coach's entry link made in the back office works. */
export const COACH_LINK_YEARS = 1;
const COACH_ROLE = 'Coach';

const notFound = () => new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
const escapeLike = (q: string) => q.replace(/[\\%_]/g, '\\$&');

export async function listCompaniesPage(
  db: Db,
  query: CompaniesQuery & { page: number; pageSize: number },
): Promise<Paged<CompanyRow>> {
  const where = query.q ? ilike(companies.name, `%${escapeLike(query.q)}%`) : undefined;
  const { page, pageSize } = query;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        // written out: drizzle leaves a column unqualified inside a select's sql, and `id` would then be the subquery's own
        coaches: sql<number>`(select count(*)::int from staff s where s.company_id = companies.id and s.kind = 'coach')`,
        liveTeams: sql<number>`(select count(*)::int from teams t where t.company_id = companies.id and t.deleted_at is null)`,
        members: sql<number>`(select count(distinct m.customer_id)::int from team_members m join teams t on t.id = m.team_id where t.company_id = companies.id and t.deleted_at is null and m.status = 'active')`,
        available: sql<number>`(select count(*)::int from inventory_items i where i.company_id = companies.id and i.customer_id is null)`,
        assigned: sql<number>`(select count(*)::int from inventory_items i where i.company_id = companies.id and i.customer_id is not null)`,
      })
      .from(companies)
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      coaches: Number(r.coaches),
      liveTeams: Number(r.liveTeams),
      members: Number(r.members),
      available: Number(r.available),
      assigned: Number(r.assigned),
    })),
    page,
    pageSize,
    total: counted?.total ?? 0,
  };
}

async function companyOf(db: Db, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound();
  return row;
}

/** Company names are unique whatever their case: a taken one is a 400 naming `name`. */
async function refuseTakenName(db: Db, name: string, except?: number) {
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(sql`lower(${companies.name})`, name.toLowerCase()),
        except === undefined ? undefined : ne(companies.id, except),
      ),
    );
  if (taken) throw invalid([{ path: 'name', message: 'A company with this name already exists' }]);
}

export async function createCompany(db: Db, actor: Actor, name: string, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-company-name'))`);
    await refuseTakenName(tx, name);
    const [row] = await tx.insert(companies).values({ name }).returning();
    await recordAudit(
      tx,
      actor,
      {
        companyId: row!.id,
        entity: 'company',
        entityId: row!.id,
        action: 'create',
        summary: `Company ${name} created`,
        after: { name },
      },
      now,
    );
    return row!;
  });
}

export async function renameCompany(
  db: Db,
  actor: Actor,
  id: number,
  input: { name: string; reason: string },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-company-name'))`);
    const company = await companyOf(tx, id);
    if (company.name === input.name) return;
    await refuseTakenName(tx, input.name, id);
    await tx.update(companies).set({ name: input.name }).where(eq(companies.id, id));
    await recordAudit(
      tx,
      actor,
      {
        companyId: id,
        entity: 'company',
        entityId: id,
        action: 'rename',
        summary: `Company ${company.name} renamed to ${input.name}`,
        reason: input.reason,
        before: { name: company.name },
        after: { name: input.name },
      },
      now,
    );
  });
}

const coachColumns = {
  id: staff.id,
  email: staff.email,
  firstName: staff.firstName,
  lastName: staff.lastName,
  hasOrdersPageAccess: staff.hasOrdersPageAccess,
  createdAt: staff.createdAt,
};

export async function companyDetail(db: Db, id: number): Promise<CompanyResponse> {
  const company = await companyOf(db, id);
  const [coaches, teamRows, summary, plans, audit] = await Promise.all([
    db
      .select(coachColumns)
      .from(staff)
      .where(and(eq(staff.companyId, id), eq(staff.kind, 'coach')))
      .orderBy(asc(staff.lastName), asc(staff.firstName), asc(staff.id)),
    listTeams(db, id),
    inventorySummary(db, id),
    stockPlans(db),
    listAudit(db, { companyId: id }, { page: 1, pageSize: 20 }),
  ]);
  return {
    id: company.id,
    name: company.name,
    coaches: coaches.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    teams: teamRows.map((t) => ({
      id: t.id,
      name: t.title,
      memberCount: t.memberCount,
      invitedCount: t.invitedCount,
      createdAt: t.createdAt,
    })),
    inventory: summary.countByStatus,
    plans: plans.map((p) => ({ productId: p.id, title: p.title })),
    audit: audit.items,
  };
}

/** A coach of this company (a coach of another one, or an admin, answers 404). */
async function coachOf(db: Db, companyId: number, staffId: number) {
  const [row] = await db
    .select(coachColumns)
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.companyId, companyId), eq(staff.kind, 'coach')));
  if (!row) throw notFound();
  return row;
}

/** The entry link e-mail, worded as the demo coach's (coaches sign in only by this link). */
async function sendEntryLink(deps: AppDeps, coach: { email: string }, guid: string, now: Date) {
  await deps.outbox.send(
    {
      channel: 'email',
      recipient: coach.email.toLowerCase(),
      subject: 'Your Healthspan coach sign-in link',
      body: `Open this link to sign in to your team's page:\n${deps.config.publicUrl}${staffWebRoutes.coachLoginByGuid(guid)}`,
    },
    now,
  );
}

/**
 * A coach account of the company: role Coach, a password nobody knows (coaches enter by link), an
 * entry link e-mailed to them. An e-mail any staff account already has is a 400 naming `email`.
 */
export async function addCoach(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: Required<AddCoachRequest>,
  now: Date,
) {
  const company = await companyOf(deps.db, companyId);
  const passwordHash = await hashPassword(newSecret());
  const { coach, guid } = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(eq(sql`lower(${staff.email})`, input.email.toLowerCase()));
    if (taken) throw invalid([{ path: 'email', message: 'A staff account already uses this e-mail' }]);
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, COACH_ROLE));
    if (!role) throw new HttpError(409, 'There is no Coach role to give the account.');
    const [coach] = await tx
      .insert(staff)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        kind: 'coach',
        roleId: role.id,
        companyId,
        hasOrdersPageAccess: input.hasOrdersPageAccess,
        createdAt: now,
      })
      .returning(coachColumns);
    const guid = await issueCoachLoginLink(tx, coach!.id, now, COACH_LINK_YEARS);
    await recordAudit(
      tx,
      actor,
      {
        companyId,
        entity: 'coach',
        entityId: coach!.id,
        action: 'create',
        summary: `${company.name}: coach ${input.email} added`,
        after: {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          hasOrdersPageAccess: input.hasOrdersPageAccess,
        },
      },
      now,
    );
    return { coach: coach!, guid };
  });
  await sendEntryLink(deps, coach, guid, now);
  return { ...coach, createdAt: coach.createdAt.toISOString() };
}

export async function setCoachAccess(
  db: Db,
  actor: Actor,
  ids: { id: number; staffId: number },
  input: { hasOrdersPageAccess: boolean; reason: string },
  now: Date,
) {
  const company = await companyOf(db, ids.id);
  await db.transaction(async (tx) => {
    const coach = await coachOf(tx, ids.id, ids.staffId);
    if (coach.hasOrdersPageAccess === input.hasOrdersPageAccess) return;
    await tx
      .update(staff)
      .set({ hasOrdersPageAccess: input.hasOrdersPageAccess })
      .where(eq(staff.id, coach.id));
    await recordAudit(
      tx,
      actor,
      {
        companyId: ids.id,
        entity: 'coach',
        entityId: coach.id,
        action: 'orders-access',
        summary: `${company.name}: coach ${coach.email} ${input.hasOrdersPageAccess ? 'may now open' : 'may no longer open'} the orders page`,
        reason: input.reason,
        before: { hasOrdersPageAccess: coach.hasOrdersPageAccess },
        after: { hasOrdersPageAccess: input.hasOrdersPageAccess },
      },
      now,
    );
  });
}

/** A new entry link e-mailed to the coach; the old links stop working. */
export async function resendCoachLink(
  deps: AppDeps,
  actor: Actor,
  ids: { id: number; staffId: number },
  reason: string,
  now: Date,
) {
  const company = await companyOf(deps.db, ids.id);
  const { coach, guid } = await deps.db.transaction(async (tx) => {
    const coach = await coachOf(tx, ids.id, ids.staffId);
    await tx.delete(coachLoginLinks).where(eq(coachLoginLinks.staffId, coach.id));
    const guid = await issueCoachLoginLink(tx, coach.id, now, COACH_LINK_YEARS);
    await recordAudit(
      tx,
      actor,
      {
        companyId: ids.id,
        entity: 'coach',
        entityId: coach.id,
        action: 'entry-link',
        summary: `${company.name}: new entry link e-mailed to coach ${coach.email}`,
        reason,
      },
      now,
    );
    return { coach, guid };
  });
  await sendEntryLink(deps, coach, guid, now);
}

/** Stock added by the back office, as one purchase (its own order reference) of a test plan. */
export async function addStock(
  db: Db,
  actor: Actor,
  companyId: number,
  input: { productId: number; quantity: number; reason: string },
  now: Date,
) {
  const company = await companyOf(db, companyId);
  const plan = await stockPlan(db, input.productId);
  if (!plan) throw invalid([{ path: 'productId', message: 'Choose a plan that includes a blood test' }]);
  const ref = `admin-${randomBytes(9).toString('base64url')}`;
  await db.transaction(async (tx) => {
    await addStockItems(tx, { companyId, plan, quantity: input.quantity, ref }, now);
    await recordAudit(
      tx,
      actor,
      {
        companyId,
        entity: 'inventory',
        entityId: ref,
        action: 'add-stock',
        summary: `${company.name}: ${input.quantity} × ${plan.title} added to the inventory`,
        reason: input.reason,
        after: { productId: plan.id, quantity: input.quantity, ref },
      },
      now,
    );
  });
  return { ref };
}

/** The company's purchases (inventory by order reference and plan) and its orders (orders.company_id). */
export async function companyOrders(db: Db, companyId: number): Promise<CompanyOrdersResponse> {
  const company = await companyOf(db, companyId);
  const [items, orderRows] = await Promise.all([
    db
      .select({
        ref: inventoryItems.storeOrderRef,
        purchasedAt: inventoryItems.purchasedAt,
        productId: inventoryItems.productId,
        title: products.title,
        customerId: inventoryItems.customerId,
        resultId: tests.resultId,
      })
      .from(inventoryItems)
      .innerJoin(products, eq(products.id, inventoryItems.productId))
      .leftJoin(tests, eq(tests.id, inventoryItems.testId))
      .where(eq(inventoryItems.companyId, companyId))
      .orderBy(desc(inventoryItems.purchasedAt), asc(inventoryItems.id)),
    db
      .select({
        id: orders.id,
        title: products.title,
        status: orders.status,
        priceCents: orders.priceCents,
        createdAt: orders.createdAt,
        customer: {
          id: customers.id,
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
        },
      })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.companyId, companyId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(200),
  ]);
  // Items without a reference (older seed stock) group by their purchase time.
  const purchases = new Map<string, CompanyOrdersResponse['purchases'][number]>();
  for (const item of items) {
    const key = `${item.ref ?? item.purchasedAt.toISOString()}\0${item.productId}`;
    const p = purchases.get(key) ?? {
      ref: item.ref,
      purchasedAt: item.purchasedAt.toISOString(),
      productId: item.productId,
      title: item.title,
      quantity: 0,
      available: 0,
      assigned: 0,
      used: 0,
    };
    p.quantity += 1;
    const status = inventoryStatus({
      isAvailable: item.customerId === null,
      resultReceived: item.resultId !== null,
    });
    if (status === 'Available') p.available += 1;
    else if (status === 'Assigned') p.assigned += 1;
    else p.used += 1;
    purchases.set(key, p);
  }
  return {
    company: { id: company.id, name: company.name },
    purchases: [...purchases.values()],
    orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
  };
}
