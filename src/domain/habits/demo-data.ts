import { addDays, dayNumber, type IsoDate, isoWeekday } from './dates';
import type { HabitDay, HeartRateZoneMinutes, JournalAnswers, Likert, TrackerMeasures } from './model';
import { clamp, roundTo } from './numbers';

/**
 * Demo customers' habit data. `improving`: better sleep, more steps and exercise, less alcohol week
 * after week, with one bad week (short nights, drinks, stress) a little past the middle.
 * `steady`: a healthy routine with ordinary noise. `struggling`: short sleep, little movement,
 * regular drinking. `trackerOnly`: an improving tracker and no journal at all.
 */
export type DemoProfile = 'improving' | 'steady' | 'struggling' | 'trackerOnly';

export interface DemoDataOptions {
  /** Same seed, same days. */
  seed: number | string;
  weeks: number;
  profile: DemoProfile;
  /** The last generated day; the days cover the `weeks` × 7 days ending here. */
  lastDay: IsoDate;
}

type Trend = readonly [start: number, end: number];

interface ProfileSpec {
  journal: boolean;
  sleepHours: Trend;
  steps: Trend;
  exerciseDays: Trend;
  strengthDays: Trend;
  vegetables: Trend;
  sugaryDrinks: Trend;
  alcoholWeekday: Trend;
  alcoholWeekend: Trend;
  stress: Trend;
  meditationMinutes: Trend;
  screenMinutes: Trend;
  water: Trend;
  restingHeartRate: Trend;
  /** Where the bad week falls, as a fraction of the weeks; none when undefined. */
  badWeekAt?: number;
}

const PROFILES: Readonly<Record<DemoProfile, ProfileSpec>> = {
  improving: {
    journal: true,
    sleepHours: [6.1, 7.4],
    steps: [5200, 9200],
    exerciseDays: [1.5, 4.5],
    strengthDays: [0.5, 2.2],
    vegetables: [1.4, 3.2],
    sugaryDrinks: [1.3, 0.3],
    alcoholWeekday: [1, 0.3],
    alcoholWeekend: [2.6, 1],
    stress: [3.7, 2.3],
    meditationMinutes: [1, 11],
    screenMinutes: [48, 15],
    water: [4, 7.5],
    restingHeartRate: [67, 60],
    badWeekAt: 0.6,
  },
  steady: {
    journal: true,
    sleepHours: [7.1, 7.1],
    steps: [8200, 8200],
    exerciseDays: [3.5, 3.5],
    strengthDays: [2, 2],
    vegetables: [2.8, 2.8],
    sugaryDrinks: [0.4, 0.4],
    alcoholWeekday: [0.3, 0.3],
    alcoholWeekend: [1.2, 1.2],
    stress: [2.5, 2.5],
    meditationMinutes: [6, 6],
    screenMinutes: [25, 25],
    water: [7, 7],
    restingHeartRate: [61, 61],
  },
  struggling: {
    journal: true,
    sleepHours: [5.9, 5.7],
    steps: [4300, 3900],
    exerciseDays: [1, 0.7],
    strengthDays: [0.3, 0.2],
    vegetables: [1.1, 1],
    sugaryDrinks: [1.8, 2],
    alcoholWeekday: [1.6, 1.8],
    alcoholWeekend: [3.4, 3.6],
    stress: [3.9, 4.1],
    meditationMinutes: [0, 0],
    screenMinutes: [55, 57],
    water: [3.5, 3.2],
    restingHeartRate: [72, 73],
  },
  trackerOnly: {
    journal: false,
    sleepHours: [6.4, 7.2],
    steps: [6000, 8800],
    exerciseDays: [2, 4],
    strengthDays: [0, 0],
    vegetables: [0, 0],
    sugaryDrinks: [0, 0],
    alcoholWeekday: [0, 0],
    alcoholWeekend: [0, 0],
    stress: [0, 0],
    meditationMinutes: [0, 0],
    screenMinutes: [0, 0],
    water: [0, 0],
    restingHeartRate: [66, 62],
    badWeekAt: 0.5,
  },
};

/** Chance that a day has no journal entry / no tracker data / no sleep recorded. */
const SKIP = { journal: 0.08, answer: 0.03, tracker: 0.03, sleep: 0.05 } as const;

/** A seeded pseudo-random source: mulberry32 over a 32-bit FNV-1a hash of the seed. */
export function seededRandom(seed: number | string): () => number {
  let hash = 0x811c9dc5;
  for (const char of String(seed)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function sampler(random: () => number) {
  return {
    chance: (p: number) => random() < p,
    /** Box-Muller; `1 - random()` keeps the logarithm finite. */
    normal: (mean: number, sd: number) =>
      mean + sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()),
  };
}

function at([start, end]: Trend, t: number): number {
  return start + (end - start) * t;
}

function likert(value: number): Likert {
  return clamp(Math.round(value), 1, 5) as Likert;
}

function count(value: number): number {
  return Math.max(0, Math.round(value));
}

/**
 * Deterministic demo habit days: the same options always give the same days (a seeded PRNG, no
 * Math.random, no clock). Days are consecutive, oldest first.
 */
export function generateHabitDays({ seed, weeks, profile, lastDay }: DemoDataOptions): HabitDay[] {
  if (!Number.isInteger(weeks) || weeks < 1)
    throw new RangeError(`weeks must be a positive integer, got ${weeks}`);
  dayNumber(lastDay);
  const spec = PROFILES[profile];
  const { chance, normal } = sampler(seededRandom(`${profile}:${seed}`));
  const total = weeks * 7;
  const badWeek = spec.badWeekAt === undefined ? -1 : Math.floor(spec.badWeekAt * weeks);
  const days: HabitDay[] = [];

  for (let i = 0; i < total; i += 1) {
    const date = addDays(lastDay, i - total + 1);
    const week = Math.floor(i / 7);
    const t = weeks === 1 ? 1 : week / (weeks - 1);
    const bad = week === badWeek;
    const weekday = isoWeekday(date);
    const weekend = weekday >= 4 && weekday <= 5; // Friday and Saturday evenings

    const sleepHours = roundTo(clamp(normal(at(spec.sleepHours, t) - (bad ? 1.2 : 0), 0.6), 3.5, 10), 1);
    const steps = count(normal(at(spec.steps, t) * (bad ? 0.65 : 1) * (weekday === 6 ? 0.8 : 1), 1400));
    const exercised = chance((at(spec.exerciseDays, t) * (bad ? 0.4 : 1)) / 7);
    const workout = exercised ? clamp(normal(42, 12), 15, 90) : 0;
    const zoneMinutes: HeartRateZoneMinutes = [
      count(steps / 220 + workout * 0.1),
      count(steps / 1200 + workout * 0.3),
      count(workout * 0.35),
      count(workout * 0.18),
      count(workout * 0.07),
    ];

    const tracker: TrackerMeasures | undefined = chance(SKIP.tracker)
      ? undefined
      : {
          steps,
          ...(chance(SKIP.sleep) ? {} : { sleepHours }),
          restingHeartRate: count(normal(at(spec.restingHeartRate, t) + (bad ? 3 : 0), 1.5)),
          zoneMinutes,
        };

    let journal: JournalAnswers | undefined;
    if (spec.journal && !chance(SKIP.journal)) {
      const alcohol = at(weekend ? spec.alcoholWeekend : spec.alcoholWeekday, t) + (bad ? 1.5 : 0);
      const answers: JournalAnswers = {
        sleepQuality: likert(1 + (sleepHours - 4.5) * 1.2 + normal(0, 0.6)),
        exercise: { exercised, minutes: exercised ? Math.round(workout / 5) * 5 : 0 },
        vegetableServings: count(normal(at(spec.vegetables, t), 1)),
        sugaryDrinks: count(normal(at(spec.sugaryDrinks, t), 0.7)),
        alcoholDrinks: count(normal(alcohol, 0.8)),
        stress: likert(normal(at(spec.stress, t) + (bad ? 1 : 0), 0.7)),
        meditationMinutes: count(normal(at(spec.meditationMinutes, t), 4)),
        screenMinutesBeforeBed: clamp(count(normal(at(spec.screenMinutes, t), 12)), 0, 60),
        strengthTraining: chance(at(spec.strengthDays, t) / 7),
        waterGlasses: count(normal(at(spec.water, t), 1.5)),
      };
      journal = Object.fromEntries(Object.entries(answers).filter(() => !chance(SKIP.answer)));
    }

    days.push({ date, ...(journal ? { journal } : {}), ...(tracker ? { tracker } : {}) });
  }
  return days;
}
