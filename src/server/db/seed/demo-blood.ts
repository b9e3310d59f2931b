import { eq, sql } from 'drizzle-orm';
import { DAY_MS, utcDayOf } from '../../../domain/dates';
import type { Seeder } from '.';
import { DEMO_PASSWORD, demoEmail, seedsPersona, seedsShared } from '.';
import type { BloodRange } from '../../../domain/blood-range';
import { egfrCkdEpi2021 } from '../../../domain/egfr';
import type { Db } from '..';
import { normalizeAnswer } from '../../services/customers';
import { hashPassword } from '../../services/crypto';
import {
  bloodResults,
  bloodValues,
  customers,
  interventionCheckIns,
  populationValues,
  type Sex,
} from '../schema';
import { DEMO_SECURITY_ANSWER, DEMO_SECURITY_QUESTION } from './demo-customers';
import { markerRanges } from './reference';
import { bloodMarkerCatalogue, type BloodMarkerSeed } from './reference/blood-markers';

/** A small, fast, seedable PRNG (mulberry32): the demo data is the same in every database. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** Standard normal by Box-Muller. */
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, gauss };
}

const decimalPlaces = (n: number) => (String(n).split('.')[1] ?? '').length;
const roundTo = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

function rangeOf(marker: BloodMarkerSeed, sex: Sex): BloodRange {
  return markerRanges(marker).find((r) => r.sex === sex)!.range;
}

/** The precision labs print a marker with: that of its reference and optimal limits. */
function decimalsOf(range: BloodRange): number {
  return Math.max(...[range.minA, range.maxA, range.minG, range.maxG].map(decimalPlaces));
}

// ── active@: five draws over four and a half years ──────────────────────────

export const ACTIVE_BIRTH_DATE = '1984-06-14';
export const ACTIVE_SEX: Sex = 'male';
const LAB = 'Healthspan Partner Lab';

export const DEMO_DRAWS = [
  { testedAt: '2022-03-08', publishedAt: '2022-03-11' },
  { testedAt: '2023-02-14', publishedAt: '2023-02-16' },
  { testedAt: '2024-04-23', publishedAt: '2024-04-26' },
  { testedAt: '2025-05-20', publishedAt: '2025-05-22' },
  { testedAt: '2026-09-15', publishedAt: '2026-09-18' },
] as const;

/**
 * Hand-picked trends, one value per draw: a man who started with high lipids, prediabetic glucose,
 * low vitamin D, inflammation and a fatty-liver pattern, and improved them over four years; his
 * Lp(a) (inherited) stays high, B12 stays sub-optimal and TSH drifts up.
 */
const TRENDS: Readonly<Record<string, readonly number[]>> = {
  CHOL: [242, 230, 214, 200, 188],
  HDL: [38, 42, 47, 52, 55],
  TG: [215, 182, 150, 122, 96],
  APOB: [128, 117, 104, 95, 88],
  LPA: [61, 64, 59, 63, 62],
  GLU: [104, 101, 97, 92, 88],
  HBA1C: [5.8, 5.7, 5.6, 5.4, 5.3],
  INSULIN: [14.2, 12.6, 10.8, 8.9, 7.1],
  HSCRP: [3.8, 3.1, 2.2, 1.4, 0.8],
  VITD: [18, 24, 31, 38, 44],
  B12: [352, 341, 365, 380, 372],
  FERRITIN: [210, 195, 182, 176, 168],
  ALT: [52, 46, 38, 31, 27],
  AST: [34, 31, 27, 24, 22],
  GGT: [58, 50, 42, 35, 30],
  ALP: [84, 80, 76, 71, 68],
  ALB: [4.3, 4.3, 4.4, 4.5, 4.6],
  CREAT: [1.02, 1.0, 0.98, 0.99, 0.97],
  WBC: [7.9, 7.2, 6.6, 6.0, 5.6],
  LYMPH: [26, 28, 30, 31, 33],
  MCV: [91.8, 91.2, 90.6, 90.2, 89.9],
  RDW: [14.3, 14.1, 13.9, 13.8, 13.7],
  RBC: [4.92, 5.01, 4.96, 5.05, 5.0],
  TSH: [2.9, 3.4, 3.9, 4.3, 4.6],
  TESTO: [380, 410, 430, 455, 470],
};

/**
 * Values for every marker of the catalogue except eGFR (computed from creatinine when read): the
 * trends above, panel identities (LDL by Friedewald, non-HDL, red cell indices, transferrin
 * saturation, total protein) and, for the rest, a seeded random walk that starts inside the optimal
 * range and stays inside the reference range.
 */
export function demoDrawValues(
  sex: Sex = ACTIVE_SEX,
  seed = 20220308,
  { story = true } = {},
): Record<string, number>[] {
  const random = prng(seed);
  const walks = new Map<string, number[]>();
  // The trends tell a man's story: another sex keeps only those of markers ranged alike for both;
  // without the story (other people), every marker walks around its optimal range.
  const trends = Object.entries(story ? TRENDS : {}).filter(([abbr]) => {
    if (sex === ACTIVE_SEX) return true;
    const marker = bloodMarkerCatalogue.find((m) => m.abbr === abbr)!;
    const [own, theirs] = [rangeOf(marker, sex), rangeOf(marker, ACTIVE_SEX)];
    return own.minG === theirs.minG && own.maxG === theirs.maxG;
  });
  const trended = new Set(trends.map(([abbr]) => abbr));
  for (const marker of bloodMarkerCatalogue) {
    if (trended.has(marker.abbr) || marker.abbr === 'EGFR') continue;
    const range = rangeOf(marker, sex);
    const width = range.maxG - range.minG;
    let value = range.minG + width * (0.3 + 0.4 * random.next());
    const walk = DEMO_DRAWS.map(() => {
      value = Math.min(range.maxA, Math.max(range.minA, value + width * 0.1 * random.gauss()));
      return roundTo(value, decimalsOf(range));
    });
    walks.set(marker.abbr, walk);
  }
  return DEMO_DRAWS.map((_, i) => {
    const v: Record<string, number> = {};
    for (const [abbr, values] of trends) v[abbr] = values[i]!;
    for (const [abbr, values] of walks) v[abbr] = values[i]!;
    v.LDL = Math.round(v.CHOL! - v.HDL! - v.TG! / 5);
    v.NONHDL = v.CHOL! - v.HDL!;
    v.HCT = roundTo((v.RBC! * v.MCV!) / 10, 1);
    v.HGB = roundTo(v.HCT * 0.336, 1);
    v.MCH = roundTo((v.HGB / v.RBC!) * 10, 1);
    v.MCHC = roundTo((v.HGB / v.HCT) * 100, 1);
    v.NEUT = roundTo(v.WBC! * (0.9 - v.LYMPH! / 100), 1);
    v.TIBC = Math.round(v.TRF! * 1.25);
    v.TSAT = Math.round((v.IRON! / v.TIBC) * 100);
    v.TP = roundTo(v.ALB! + 2.4 + 0.4 * random.next(), 1);
    return v;
  });
}

async function seedActiveDraws(db: Db, customerId: number) {
  const units = new Map(bloodMarkerCatalogue.map((m) => [m.abbr, m.unit]));
  const draws = demoDrawValues();
  for (const [i, draw] of DEMO_DRAWS.entries()) {
    const [result] = await db
      .insert(bloodResults)
      .values({ customerId, testedAt: draw.testedAt, publishedAt: draw.publishedAt, source: LAB })
      .returning({ id: bloodResults.id });
    await db.insert(bloodValues).values(
      Object.entries(draws[i]!).map(([markerAbbr, value]) => ({
        resultId: result!.id,
        markerAbbr,
        value,
        unit: units.get(markerAbbr)!,
      })),
    );
  }
}

// ── The anonymous population ────────────────────────────────────────────────

export const POPULATION_PER_SEX = 250;

type Distribution = { normal: [mean: number, sd: number] } | { logNormal: [median: number, gsd: number] };

/**
 * Population distributions where "mean in the middle of the reference range, 95 % inside it" would
 * be wrong: one-sided lipid and inflammation limits, and right-skewed markers (log-normal).
 */
const POPULATION: Readonly<Record<string, Distribution | Record<Sex, Distribution>>> = {
  CHOL: { normal: [195, 38] },
  HDL: { male: { normal: [47, 12] }, female: { normal: [59, 14] } },
  LDL: { normal: [118, 33] },
  TG: { logNormal: [110, 1.6] },
  NONHDL: { normal: [145, 38] },
  APOB: { normal: [95, 24] },
  LPA: { logNormal: [14, 3] },
  GLU: { normal: [94, 11] },
  HBA1C: { normal: [5.4, 0.4] },
  INSULIN: { logNormal: [8, 1.7] },
  HSCRP: { logNormal: [1.4, 2.6] },
  VITD: { normal: [29, 10] },
  B12: { logNormal: [450, 1.45] },
  FERRITIN: { male: { logNormal: [150, 1.9] }, female: { logNormal: [55, 2.1] } },
  ALT: { male: { logNormal: [25, 1.5] }, female: { logNormal: [18, 1.5] } },
  AST: { logNormal: [22, 1.35] },
  GGT: { male: { logNormal: [27, 1.8] }, female: { logNormal: [18, 1.7] } },
  TESTO: { male: { normal: [520, 170] }, female: { logNormal: [28, 1.6] } },
  CORTISOL: { normal: [13, 4] },
  DHEAS: { male: { normal: [260, 100] }, female: { normal: [180, 80] } },
};

function distributionOf(marker: BloodMarkerSeed, sex: Sex): Distribution {
  const given = POPULATION[marker.abbr];
  if (given) return 'normal' in given || 'logNormal' in given ? given : given[sex];
  const range = rangeOf(marker, sex);
  return { normal: [(range.minA + range.maxA) / 2, (range.maxA - range.minA) / 4] };
}

/** The anonymous population's rows: POPULATION_PER_SEX people of each sex, aged 25-74. */
export function populationRows(seed = 2024) {
  const random = prng(seed);
  const rows: (typeof populationValues.$inferInsert)[] = [];
  let personId = 0;
  for (const sex of ['male', 'female'] as const) {
    for (let n = 0; n < POPULATION_PER_SEX; n++) {
      personId++;
      const age = 25 + Math.floor(random.next() * 50);
      const ageBand = `${Math.floor(age / 10) * 10}-${Math.floor(age / 10) * 10 + 9}`;
      let creatinine: number | undefined;
      for (const marker of bloodMarkerCatalogue) {
        if (marker.abbr === 'EGFR') continue;
        const range = rangeOf(marker, sex);
        const d = distributionOf(marker, sex);
        const raw =
          'normal' in d
            ? d.normal[0] + d.normal[1] * random.gauss()
            : d.logNormal[0] * d.logNormal[1] ** random.gauss();
        const floor = 10 ** -decimalsOf(range);
        const value = roundTo(Math.max(floor, raw), decimalsOf(range));
        if (marker.abbr === 'CREAT') creatinine = value;
        rows.push({ personId, sex, ageBand, markerAbbr: marker.abbr, value });
      }
      rows.push({
        personId,
        sex,
        ageBand,
        markerAbbr: 'EGFR',
        value: Math.round(egfrCkdEpi2021({ creatinine: creatinine!, ageYears: age, sex })),
      });
    }
  }
  return rows;
}

// ── dna-only@ ────────────────────────────────────────────────────────────────

const DNA_ONLY = { persona: 'dna-only', firstName: 'Dana', lastName: 'Okafor' };

/**
 * Blood demo data (once per database): active@'s birth date, sex and five draws, a few daily-action
 * check-ins, the dna-only@ persona (no blood results) and the anonymous population.
 */
export const demoBloodSeeder: Seeder = {
  name: 'demo-blood-v1',
  kind: 'demo',
  resetsPersona: true,
  logins: [
    {
      email: demoEmail(DNA_ONLY.persona),
      role: 'customer',
      note: 'ACTIVE, DNA-only — Blood analysis instead of My results and Nutrition, no blood results',
    },
  ],
  async run(db, ctx) {
    const { now } = ctx;
    // active@ (made by demo-customers) gets its draws here: on a reset, only when it is the one reset
    const [active] = !seedsPersona(ctx, 'active')
      ? []
      : await db
          .update(customers)
          .set({ birthDate: ACTIVE_BIRTH_DATE, sex: ACTIVE_SEX })
          .where(eq(sql`lower(${customers.email})`, demoEmail('active')))
          .returning({ id: customers.id });
    if (active) {
      await seedActiveDraws(db, active.id);
      // Checked in on two daily actions for the two days before the seeding day.
      await db
        .insert(interventionCheckIns)
        .values(
          [1, 2].flatMap((daysAgo) =>
            [4, 17].map((interventionId) => ({
              customerId: active.id,
              day: utcDayOf(now.getTime() - daysAgo * DAY_MS),
              interventionId,
              isChecked: true,
              updatedAt: now,
            })),
          ),
        )
        .onConflictDoNothing();
    }
    if (seedsPersona(ctx, DNA_ONLY.persona))
      await db
        .insert(customers)
        .values({
          email: demoEmail(DNA_ONLY.persona),
          passwordHash: await hashPassword(DEMO_PASSWORD),
          firstName: DNA_ONLY.firstName,
          lastName: DNA_ONLY.lastName,
          activationState: 'ACTIVE',
          permissions: ['summary', 'age'],
          isDnaOnly: true,
          birthDate: '1990-02-11',
          sex: 'female',
          securityQuestion: DEMO_SECURITY_QUESTION,
          securityAnswerHash: await hashPassword(normalizeAnswer(DEMO_SECURITY_ANSWER)),
        })
        .onConflictDoNothing();
    if (!seedsShared(ctx)) return;
    const rows = populationRows();
    for (let i = 0; i < rows.length; i += 2500)
      await db
        .insert(populationValues)
        .values(rows.slice(i, i + 2500))
        .onConflictDoNothing();
  },
};
