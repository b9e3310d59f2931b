import type { AccountFull } from '../../../contract/account';
import type { BloodResultsResponse } from '../../../contract/blood';

/** The optimization state of a marker value that is optimal (000 §3). */
const OPTIMIZED = 0;
export const REGULAR_TESTER_RESULTS = 3;
export const OPTIMIZED_MARKERS_GOAL = 10;

export interface Achievement {
  id: string;
  title: string;
  description: string;
  earned: boolean;
  /** How far along, e.g. "2 of 3 results". */
  progress: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Progress toward a count: "2 of 3 blood draws" on the way, the whole count once reached ("5 blood
 * draws", never "3 of 3" beside a "5" elsewhere on the page).
 */
const towards = (n: number, goal: number, one: string, many: string) =>
  n >= goal ? count(n, one, many) : `${n} of ${goal} ${many}`;

/**
 * The customer's achievements, computed from their stored data (decision, 000 §2.3 is silent on
 * what they are): a complete health profile, a verified phone, the first results, three or more
 * results, ten optimized markers in the latest results, and a marker brought into the optimal
 * range between the two latest results. Results arrive newest first (000 §3).
 */
export function achievementsOf(full: AccountFull, results: BloodResultsResponse): Achievement[] {
  const { settings, security } = full;
  const profileParts = [settings.birthDate, settings.gender, settings.heightCm, settings.weightKg];
  const profileDone = profileParts.filter((part) => part !== null).length;
  const [latest, previous] = results;
  const optimizedNow = latest?.markerValues.filter((m) => m.optimizationStateValue === OPTIMIZED) ?? [];
  const before = new Map(previous?.markerValues.map((m) => [m.markerAbbr, m.optimizationStateValue]) ?? []);
  const improved = previous
    ? optimizedNow.filter((m) => before.has(m.markerAbbr) && before.get(m.markerAbbr) !== OPTIMIZED)
    : [];
  return [
    {
      id: 'profile',
      title: 'Profile complete',
      description: 'Birth date, sex, height and weight: the basics your ranges are read against.',
      earned: profileDone === profileParts.length,
      progress: `${profileDone} of ${profileParts.length} details`,
    },
    {
      id: 'phone',
      title: 'Phone verified',
      description: 'A confirmed number for reminders and account recovery.',
      earned: Boolean(security.phoneVerifiedAt),
      progress: security.phoneVerifiedAt ? 'Verified' : 'Not verified yet',
    },
    {
      id: 'first-results',
      title: 'First results in',
      description: 'Your first blood results arrived.',
      earned: results.length >= 1,
      progress:
        results.length > 0 ? count(results.length, 'blood draw', 'blood draws') : 'No blood draws yet',
    },
    {
      id: 'regular-tester',
      title: 'Regular tester',
      description: `${REGULAR_TESTER_RESULTS} blood draws or more: enough to see your trends.`,
      earned: results.length >= REGULAR_TESTER_RESULTS,
      progress: towards(results.length, REGULAR_TESTER_RESULTS, 'blood draw', 'blood draws'),
    },
    {
      id: 'optimized',
      title: `${OPTIMIZED_MARKERS_GOAL} optimized markers`,
      description: `${OPTIMIZED_MARKERS_GOAL} or more markers in their optimal range in your latest results.`,
      earned: optimizedNow.length >= OPTIMIZED_MARKERS_GOAL,
      progress: towards(optimizedNow.length, OPTIMIZED_MARKERS_GOAL, 'optimized marker', 'optimized markers'),
    },
    {
      id: 'improver',
      title: 'Improver',
      description: 'A marker moved into its optimal range since your previous results.',
      earned: improved.length > 0,
      progress: previous
        ? `${count(improved.length, 'marker', 'markers')} improved`
        : 'Needs two blood draws to compare',
    },
  ];
}
