import type { AnalyticsResponse } from '../../../contract/coach';
import { compareByName } from '../../../domain/grouping';
import { isOptimized } from '../../../domain/zones';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { loadCatalogue, type Catalogue } from '../blood-catalogue';
import { averageCategories, loadMembers, type MemberResults } from './reports';
import { companyTeam, customersOf, liveMemberships, permittedCustomerIds } from './scope';

// The analytics and team-nutrition pages (001 §2; calls not in the spec, docs/decisions/coach.md).

/** `2026-Q3` for a draw date. */
export function quarterOf(isoDate: string): string {
  const month = Number(isoDate.slice(5, 7));
  return `${isoDate.slice(0, 4)}-Q${Math.ceil(month / 3)}`;
}

/**
 * The scope of a team-wide page: the company's active members of live teams (or of `teamId`'s),
 * and of them the permitted ones with their results. Another company's team answers 404.
 */
export async function teamScope(db: Db, companyId: number, teamId: number | undefined) {
  if (teamId && !(await companyTeam(db, companyId, teamId)))
    throw new HttpError(404, 'We could not find that team.');
  const inScope = customersOf(await liveMemberships(db, companyId, { teamId }));
  const permitted = await permittedCustomerIds(db, companyId, teamId || undefined);
  const members = (await loadMembers(db, permitted)).filter((m) => m.results.length > 0);
  return { memberCount: inScope.length, members };
}

/** Per calendar quarter, each member's latest result in it; oldest quarter first. */
export function quarterly(members: readonly MemberResults[]) {
  const periods = new Map<string, MemberResults[]>();
  for (const m of members) {
    const seen = new Set<string>();
    // Results come newest first: the first of a quarter is the member's latest in it.
    for (const r of m.results) {
      const period = quarterOf(r.testedAt);
      if (seen.has(period)) continue;
      seen.add(period);
      periods.set(period, [...(periods.get(period) ?? []), { ...m, results: [r] }]);
    }
  }
  return [...periods.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function analyticsOf(
  catalogue: Catalogue,
  memberCount: number,
  members: readonly MemberResults[],
): AnalyticsResponse {
  const periods = quarterly(members).map(([period, latest]) => {
    const values = latest.flatMap((m) => m.results[0]!.values);
    const optimized = values.filter((v) => isOptimized(v.state)).length;
    return {
      period,
      members: latest.length,
      categories: averageCategories(catalogue, latest),
      optimizedShare: values.length ? optimized / values.length : 0,
    };
  });
  const counts = new Map<string, { optimized: number; notOptimized: number }>();
  for (const m of members)
    for (const v of m.results[0]?.values ?? []) {
      const c = counts.get(v.markerAbbr) ?? { optimized: 0, notOptimized: 0 };
      if (isOptimized(v.state)) c.optimized += 1;
      else c.notOptimized += 1;
      counts.set(v.markerAbbr, c);
    }
  const markers = [...counts.entries()]
    .map(([abbr, c]) => ({ abbr, name: catalogue.byAbbr.get(abbr)?.name ?? abbr, ...c }))
    .sort((a, b) => b.notOptimized - a.notOptimized || compareByName(a, b));
  return { members: memberCount, membersWithResults: members.length, periods, markers };
}

export async function analytics(db: Db, companyId: number, teamId: number | undefined) {
  const { memberCount, members } = await teamScope(db, companyId, teamId);
  return analyticsOf(await loadCatalogue(db), memberCount, members);
}
