import { and, desc, eq, isNull } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES } from '../../../contract/back-office';
import {
  KIT_STATE_LABELS,
  type CustomerOrder,
  type CustomerView,
  type MembershipFilter,
} from '../../../contract/back-office-customers';
import { isOptimized } from '../../../domain/zones';
import { isOutOfRange } from '../../../domain/habits/markers';
import type { ActivationState } from '../../../contract/auth';
import type { Db } from '../../db';
import {
  companies,
  customers,
  customPanels,
  dnaGenotypeSets,
  dnaKits,
  mobileBloodDraws,
  orders,
  products,
  teamMembers,
  teams,
  tests,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { loadCatalogue } from '../blood-catalogue';
import { loadBloodProfile, loadResults } from '../blood-results';
import { accessOf, membershipsOf, primaryMembership } from '../membership';
import { ensureTests, testState } from '../orders';
import { listAudit } from './audit';
import { customerAddons } from './addons';
import { customerNotes } from './notes';
import { approvedErasure } from './people';

// Issue 18: one customer as the back office sees it. Never the password hash, the security answer,
// tokens or sessions: each part below selects its columns by name.

export const notFound = () => new HttpError(404, BACK_OFFICE_MESSAGES.notFound);

/** The customer's row, or 404 (every customer call starts here). */
export async function customerOr404(db: Db, id: number) {
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      sex: customers.sex,
      birthDate: customers.birthDate,
      createdAt: customers.createdAt,
      deactivatedAt: customers.deactivatedAt,
      activationState: customers.activationState,
      permissions: customers.permissions,
      isDnaOnly: customers.isDnaOnly,
      allowedToSeeInnerAge: customers.allowedToSeeInnerAge,
      canAddInnerAge: customers.canAddInnerAge,
      hasDiyOrderWithInnerAge: customers.hasDiyOrderWithInnerAge,
    })
    .from(customers)
    .where(eq(customers.id, id));
  if (!row) throw notFound();
  return row;
}

type DrawRow = typeof mobileBloodDraws.$inferSelect;
export const drawBody = (d: DrawRow | null) =>
  d
    ? {
        scheduledAt: d.scheduledAt.toISOString(),
        phone: d.phone,
        line1: d.line1,
        line2: d.line2,
        city: d.city,
        state: d.state,
        zip: d.zip,
        country: d.country,
      }
    : null;

/** Orders with their test's state (services/orders testState), draw and custom panel; newest first. */
export async function ordersOf(db: Db, where: { customerId?: number; orderId?: number }) {
  const rows = await db
    .select({
      order: orders,
      productTitle: products.title,
      test: tests,
      draw: mobileBloodDraws,
      panelName: customPanels.name,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(tests, eq(tests.orderId, orders.id))
    .leftJoin(mobileBloodDraws, eq(mobileBloodDraws.testId, tests.id))
    .leftJoin(customPanels, eq(customPanels.id, orders.customPanelId))
    .where(
      and(
        isNull(orders.companyId),
        where.customerId !== undefined ? eq(orders.customerId, where.customerId) : undefined,
        where.orderId !== undefined ? eq(orders.id, where.orderId) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r): CustomerOrder & { testId: number | null; customerId: number; productId: number } => ({
    id: r.order.id,
    customerId: r.order.customerId,
    productId: r.order.productId,
    productTitle: r.productTitle,
    packageId: r.order.packageId,
    createdAt: r.order.createdAt.toISOString(),
    status: r.order.status,
    priceCents: r.order.priceCents,
    store: r.order.store,
    testId: r.test?.id ?? null,
    testState: r.test ? testState(r.test) : null,
    draw: drawBody(r.draw),
    customPanel:
      r.order.customPanelId !== null && r.panelName !== null
        ? { id: r.order.customPanelId, name: r.panelName }
        : null,
  }));
}

async function resultsSummary(db: Db, customerId: number) {
  const profile = await loadBloodProfile(db, customerId);
  if (!profile) return { count: 0, latestTestedAt: null, optimal: 0, needsAttention: 0 };
  const results = await loadResults(db, await loadCatalogue(db), profile);
  const latest = results[0];
  return {
    count: results.length,
    latestTestedAt: latest?.testedAt ?? null,
    optimal: latest?.values.filter((v) => isOptimized(v.state)).length ?? 0,
    needsAttention: latest?.values.filter((v) => isOutOfRange(v.state)).length ?? 0,
  };
}

async function membershipSummary(db: Db, customerId: number, now: Date) {
  const primary = primaryMembership(await membershipsOf(db, customerId));
  if (!primary)
    return {
      status: 'none' as MembershipFilter,
      plan: null,
      startedAt: null,
      expiresAt: null,
      renewedAt: null,
      prolongationStatus: null,
    };
  return {
    status: (accessOf(primary, now) === 'ENABLED' ? 'active' : 'lapsed') as MembershipFilter,
    plan: primary.tag,
    startedAt: primary.startedAt.toISOString(),
    expiresAt: primary.expiresAt.toISOString(),
    renewedAt: primary.renewedAt?.toISOString() ?? null,
    prolongationStatus: primary.prolongationStatus,
  };
}

export const AUDIT_ON_VIEW = 20;

export async function customerView(db: Db, id: number, now: Date): Promise<CustomerView> {
  const row = await customerOr404(db, id);
  // the customer's own order rules make an order's test on first read; the back office sees the same
  await ensureTests(db, id);
  const [orderRows, results, membership, kits, sets, teamRows, addons, notes, audit, erasure] =
    await Promise.all([
      ordersOf(db, { customerId: id }),
      resultsSummary(db, id),
      membershipSummary(db, id, now),
      db
        .select({ id: dnaKits.id, dnaKitId: dnaKits.dnaKitId, state: dnaKits.state })
        .from(dnaKits)
        .where(eq(dnaKits.customerId, id))
        .orderBy(desc(dnaKits.id)),
      db
        .select({
          id: dnaGenotypeSets.id,
          source: dnaGenotypeSets.source,
          status: dnaGenotypeSets.status,
          createdAt: dnaGenotypeSets.createdAt,
        })
        .from(dnaGenotypeSets)
        .where(eq(dnaGenotypeSets.customerId, id))
        .orderBy(desc(dnaGenotypeSets.createdAt)),
      db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          teamId: teams.id,
          teamName: teams.name,
          status: teamMembers.status,
          permissionGranted: teamMembers.permissionGranted,
        })
        .from(teamMembers)
        .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), isNull(teams.deletedAt)))
        .innerJoin(companies, eq(companies.id, teams.companyId))
        .where(eq(teamMembers.customerId, id))
        .orderBy(companies.name, teams.name),
      customerAddons(db, id),
      customerNotes(db, id),
      listAudit(db, { customerId: id }, { page: 1, pageSize: AUDIT_ON_VIEW }),
      approvedErasure(db, id),
    ]);
  return {
    profile: {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      sex: row.sex,
      birthDate: row.birthDate,
      createdAt: row.createdAt.toISOString(),
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    },
    erasure: erasure
      ? { requestId: erasure.requestId, eraseAfter: (erasure.eraseAfter ?? now).toISOString() }
      : null,
    activationState: row.activationState as ActivationState,
    permissions: row.permissions,
    flags: {
      isDnaOnly: row.isDnaOnly,
      allowedToSeeInnerAge: row.allowedToSeeInnerAge,
      canAddInnerAge: row.canAddInnerAge,
      hasDiyOrderWithInnerAge: row.hasDiyOrderWithInnerAge,
    },
    membership,
    orders: orderRows.map(({ testId: _t, customerId: _c, productId: _p, ...o }) => o),
    results,
    dna: {
      kits: kits.map((k) => ({ ...k, label: KIT_STATE_LABELS[k.state] ?? k.state })),
      genotypeSets: sets.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    },
    teams: teamRows,
    addons,
    notes,
    audit: audit.items,
    auditTotal: audit.total,
  };
}
