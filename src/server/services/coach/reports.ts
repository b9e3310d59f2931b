import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { CustomerWithResults, ReportCsvRequest } from '../../../contract/coach';
import { formatDate, utcDayOf } from '../../../domain/dates';
import { groupMarkers, SortMode } from '../../../domain/grouping';
import { formatMarkerValue } from '../../../domain/nutrition/engine';
import { statusLabel } from '../../../domain/marker-status';
import { isOptimized } from '../../../domain/zones';
import type { AppDeps } from '../../app';
import type { Db } from '../../db';
import { bloodResults } from '../../db/schema/blood';
import { customers } from '../../db/schema/identity';
import { companies } from '../../db/schema/staff';
import { HttpError } from '../../http/errors';
import { loadCatalogue, type Catalogue } from '../blood-catalogue';
import {
  customerCategories,
  loadResults,
  scoreCategories,
  statesOf,
  type BloodProfile,
  type ComputedResult,
} from '../blood-results';
import { DocumentReadError, documentReader } from '../../workers/document-pool';
import { reportCsv } from './report-csv';
import type { TeamReportData } from './report-pdf';
import { liveMemberships, permittedCustomerIds, unpermitted } from './scope';

// spec 001 §7 Reports. A coach reads results only of the company's people who granted one of its
// live teams permission (000 §6, scope.ts); anything else answers 404 naming the ids.

export interface MemberResults {
  profile: BloodProfile;
  email: string;
  /** Newest tested first, as loadResults gives them. */
  results: ComputedResult[];
}

const byName = (a: { lastName: string; firstName: string; id: number }, b: typeof a) =>
  a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' }) ||
  a.id - b.id;

/** The customers and their computed results, ordered by name. */
export async function loadMembers(db: Db, customerIds: readonly number[]): Promise<MemberResults[]> {
  if (!customerIds.length) return [];
  const catalogue = await loadCatalogue(db);
  const rows = await db
    .select({
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      sex: customers.sex,
      birthDate: customers.birthDate,
    })
    .from(customers)
    .where(inArray(customers.id, [...customerIds]));
  rows.sort((a, b) => byName({ ...a, id: a.customerId }, { ...b, id: b.customerId }));
  const out: MemberResults[] = [];
  for (const { email, ...profile } of rows)
    out.push({ profile, email, results: await loadResults(db, catalogue, profile) });
  return out;
}

/** Refuses ids that are not the company's permitted people: 404 naming them (nothing else leaks). */
export async function requirePermitted(db: Db, companyId: number, customerIds: readonly number[]) {
  const refused = await unpermitted(db, companyId, customerIds);
  if (refused.length)
    throw new HttpError(404, `We could not find the users ${refused.join(', ')} with results you may see.`, [
      { path: 'customerIds', message: `Unknown users: ${refused.join(', ')}` },
    ]);
}

/** Each customer's live teams of the company where they are an active member. */
async function teamIdsOf(db: Db, companyId: number, customerIds: readonly number[]) {
  const rows = customerIds.length ? await liveMemberships(db, companyId, { customerIds }) : [];
  const byCustomer = new Map<number, number[]>();
  for (const r of rows) byCustomer.set(r.customerId, [...(byCustomer.get(r.customerId) ?? []), r.teamId]);
  return byCustomer;
}

/** customers-with-results: the permitted people with results drawn in the range, by name. */
export async function customersWithResults(
  db: Db,
  companyId: number,
  range: { dateFrom: string; dateTo: string },
): Promise<CustomerWithResults[]> {
  const permitted = await permittedCustomerIds(db, companyId);
  if (!permitted.length) return [];
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      resultCount: sql<number>`count(*)::int`,
      lastTestedAt: sql<string>`max(${bloodResults.testedAt})::text`,
    })
    .from(bloodResults)
    .innerJoin(customers, eq(customers.id, bloodResults.customerId))
    .where(
      and(
        inArray(bloodResults.customerId, permitted),
        gte(bloodResults.testedAt, range.dateFrom),
        lte(bloodResults.testedAt, range.dateTo),
      ),
    )
    .groupBy(customers.id, customers.firstName, customers.lastName, customers.email);
  const teamsOf = await teamIdsOf(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return rows.sort(byName).map((r) => ({ ...r, teamIds: teamsOf.get(r.id) ?? [] }));
}

export async function companyName(db: Db, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

/** The average of each category's score over the members' latest results (null where none scored). */
export function averageCategories(catalogue: Catalogue, members: readonly MemberResults[]) {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const m of members) {
    const latest = m.results[0];
    if (!latest) continue;
    const { scored } = scoreCategories(customerCategories(catalogue, m.profile.sex), statesOf(latest.values));
    for (const s of scored) {
      if (s.score === undefined) continue;
      const acc = sums.get(s.category.abbr) ?? { sum: 0, n: 0 };
      sums.set(s.category.abbr, { sum: acc.sum + s.score, n: acc.n + 1 });
    }
  }
  return catalogue.categories.map((c) => {
    const acc = sums.get(c.abbr);
    return { abbr: c.abbr, name: c.name, score: acc ? Math.round(acc.sum / acc.n) : null };
  });
}

/** The PDF's plain data: members by name, each latest result's markers not-optimized first. */
export function teamReportData(
  catalogue: Catalogue,
  company: string,
  members: readonly MemberResults[],
  now: Date,
): TeamReportData {
  return {
    companyName: company,
    madeOn: formatDate(utcDayOf(now)),
    categories: averageCategories(catalogue, members).map(({ name, score }) => ({ name, score })),
    members: members.map((m) => {
      const latest = m.results[0];
      const values = (latest?.values ?? []).map((v) => ({
        ...v,
        abbr: v.markerAbbr,
        name: catalogue.byAbbr.get(v.markerAbbr)?.name ?? v.markerAbbr,
      }));
      return {
        name: `${m.profile.firstName} ${m.profile.lastName}`.trim(),
        email: m.email,
        testedOn: latest ? formatDate(latest.testedAt) : null,
        markers: groupMarkers(values, SortMode.UNOPTIMIZED).flatMap((g) =>
          g.items.map((v) => ({
            name: v.name,
            value: formatMarkerValue(v.value, v.unit),
            stateLabel: statusLabel(v.state),
            optimized: isOptimized(v.state),
          })),
        ),
      };
    }),
  };
}

/** reports/results/pdf: loaded here, drawn in the document worker. */
export async function resultsPdf(deps: AppDeps, companyId: number, customerIds: readonly number[]) {
  await requirePermitted(deps.db, companyId, customerIds);
  const catalogue = await loadCatalogue(deps.db);
  const members = await loadMembers(deps.db, customerIds);
  const data = teamReportData(catalogue, await companyName(deps.db, companyId), members, deps.now());
  const reader = documentReader(deps.config.documents);
  try {
    return await reader.read({ kind: 'team-report', data });
  } catch (err) {
    if (err instanceof DocumentReadError && err.failure === 'busy')
      throw new HttpError(503, 'Many documents are being made right now. Please try again in a minute.');
    if (err instanceof DocumentReadError && err.failure === 'deadline')
      throw new HttpError(503, 'The report took too long to make. Choose fewer members and try again.');
    throw err;
  }
}

/** reports/results/csv. */
export async function resultsCsv(db: Db, companyId: number, request: ReportCsvRequest) {
  await requirePermitted(db, companyId, request.customerIds);
  const catalogue = await loadCatalogue(db);
  return reportCsv(catalogue, await loadMembers(db, request.customerIds), request);
}
