import type { TeamNutritionResponse } from '../../../contract/coach';
import type { OptimizationState } from '../../../domain/blood-range';
import type {
  CustomerPreferences,
  MarkerReading,
  NutritionCatalogue,
} from '../../../domain/nutrition/catalogue';
import { buildPlan } from '../../../domain/nutrition/engine';
import { isOptimized } from '../../../domain/zones';
import type { Db } from '../../db';
import { loadCatalogue, type Catalogue } from '../blood-catalogue';
import { loadNutritionCatalogue } from '../nutrition/reference';
import { teamScope } from './analytics';
import type { MemberResults } from './reports';

/** The most common not-optimized markers the page lists. */
export const TEAM_NUTRITION_MARKERS = 8;
/** Foods the page lists. */
export const TEAM_NUTRITION_FOODS = 12;

/** Nobody's own answers: the team's foods are ranked by its markers alone. */
const NO_PREFERENCES: CustomerPreferences = {
  sex: null,
  age: null,
  diets: [],
  foods: new Map(),
  beverages: new Map(),
  willingToTakeSupplements: null,
  nsfOnly: false,
  currentSupplements: [],
  medications: [],
  takesGlp1: false,
  lifestyle: {
    smokingStatus: null,
    dailySunExposure: null,
    weightGoal: null,
    restingHeartRate: null,
    bodyFatPercent: null,
    wakeUpTime: null,
    sleepDuration: null,
  },
  sports: [],
};

interface TeamMarker {
  abbr: string;
  name: string;
  members: number;
  low: number;
  high: number;
  /** The worst |state| among the members: how far off the team is at worst. */
  worst: number;
}

/** Not-optimized markers of the members' latest readings (state 7 has no side, so it is left out). */
export function commonMarkers(catalogue: Catalogue, members: readonly MemberResults[]): TeamMarker[] {
  const byAbbr = new Map<string, TeamMarker>();
  for (const m of members)
    for (const v of m.results[0]?.values ?? []) {
      if (isOptimized(v.state) || v.state === 7) continue;
      const t = byAbbr.get(v.markerAbbr) ?? {
        abbr: v.markerAbbr,
        name: catalogue.byAbbr.get(v.markerAbbr)?.name ?? v.markerAbbr,
        members: 0,
        low: 0,
        high: 0,
        worst: 0,
      };
      t.members += 1;
      if (v.state < 0) t.low += 1;
      else t.high += 1;
      t.worst = Math.max(t.worst, Math.abs(v.state));
      byAbbr.set(v.markerAbbr, t);
    }
  return [...byAbbr.values()].sort(
    (a, b) => b.members - a.members || b.worst - a.worst || a.name.localeCompare(b.name, 'en'),
  );
}

const directionOf = (m: TeamMarker) => (m.low && m.high ? 'mixed' : m.low ? 'low' : 'high');

/**
 * Foods for the team's markers, picked by the customer plan's engine (buildPlan) as if one person
 * had each marker on the side most members have it, as far off as the worst of them.
 */
export function teamFoods(nutrition: NutritionCatalogue, markers: readonly TeamMarker[]) {
  const readings: MarkerReading[] = markers.map((m) => ({
    abbr: m.abbr,
    name: m.name,
    value: 0,
    unit: '',
    state: ((m.low > m.high ? -1 : 1) * m.worst) as OptimizationState,
    testedAt: '',
  }));
  const plan = buildPlan({
    readings,
    preferences: NO_PREFERENCES,
    catalogue: nutrition,
    frequencyName: () => null,
  });
  const names = new Map(markers.map((m) => [m.abbr, m.name]));
  return plan.foods.slice(0, TEAM_NUTRITION_FOODS).map((f) => ({
    name: f.name,
    helps: f.markers.map((abbr) => names.get(abbr) ?? abbr),
    note: f.evidence,
  }));
}

export async function teamNutrition(
  db: Db,
  companyId: number,
  teamId: number | undefined,
): Promise<TeamNutritionResponse> {
  const { members } = await teamScope(db, companyId, teamId);
  const common = commonMarkers(await loadCatalogue(db), members).slice(0, TEAM_NUTRITION_MARKERS);
  return {
    membersWithResults: members.length,
    markers: common.map((m) => ({
      abbr: m.abbr,
      name: m.name,
      members: m.members,
      direction: directionOf(m),
    })),
    foods: common.length ? teamFoods(await loadNutritionCatalogue(db), common) : [],
  };
}
