import { formatAmount } from '../habits/numbers';
import { statusLabel } from '../marker-status';
import type {
  CustomerPreferences,
  FoodItem,
  Interaction,
  MarkerReading,
  MarkerTargets,
  NutritionCatalogue,
} from './catalogue';
import { evaluateCondition } from './conditions';
import { dietExclusion, listWords } from './diets';

// spec 000 §7.6: the personal plan. From the newest graded results, the customer's diets, foods,
// supplements, medications, sports and lifestyle answers, rank foods, supplements (with dosage),
// exercise and lifestyle actions. Every item names the customer's own markers it answers and why;
// what the customer cannot or will not follow is left out with a reason, never silently.
// The result is structurally the contract's NutritionPlan (src/contract/nutrition.ts).

export interface PlanMarker {
  abbr: string;
  name: string;
  value: number;
  unit: string;
  state: number;
  stateLabel: string;
  direction: 'low' | 'high';
}

interface PlanItemBase {
  markers: string[];
  why: string;
  rankReason: string;
  evidence: string;
  caution: string | null;
  score: number;
}

export interface PlanFood extends PlanItemBase {
  id: number;
  name: string;
  group: string;
  serving: string;
  currentFrequency: string | null;
}

export interface PlanSupplement extends PlanItemBase {
  name: string;
  title: string;
  dosage: { name: string; title: string };
  nsfCertified: boolean;
  alreadyTaking: boolean;
}

export interface PlanExercise extends PlanItemBase {
  categoryId: number;
  name: string;
  description: string;
  sports: { id: number; name: string; yours: boolean }[];
}

export interface PlanLifestyle extends PlanItemBase {
  id: number;
  title: string;
  description: string;
}

export interface PlanExclusion {
  kind: 'food' | 'supplement' | 'exercise' | 'lifestyle';
  name: string;
  reason: string;
}

export interface Plan {
  state: 'plan' | 'all-optimal' | 'no-results';
  testedAt: string | null;
  markers: PlanMarker[];
  foods: PlanFood[];
  foodsByMarker: { markerAbbr: string; foodIds: number[] }[];
  supplements: PlanSupplement[];
  exercise: PlanExercise[];
  lifestyle: PlanLifestyle[];
  excluded: PlanExclusion[];
  notices: string[];
}

export interface PlanInput {
  /** The newest reading of each marker (any order); states already computed from the customer's ranges. */
  readings: readonly MarkerReading[];
  preferences: CustomerPreferences;
  catalogue: NutritionCatalogue;
  /** Words of the food frequency scale, by times a week (for `currentFrequency`). */
  frequencyName: (timesPerWeek: number) => string | null;
}

// ── Ranking ──────────────────────────────────────────────────────────────────
//
// An item is a candidate when one of its markers is among the customer's not-optimal ones, on the
// side the item helps. Its score is the sum of the severity of those markers (|state|: 1 to 4) plus
// the modifiers below; equal scores keep catalogue order. Each modifier that applies is named in
// the item's `rankReason`.

/** How far each list goes: a plan to act on, not the whole catalogue. */
export const PLAN_LIMITS = {
  /** Foods in all, and per marker (the marker a food helps most, as `foodsByMarker` groups them). */
  foods: 24,
  foodsPerMarker: 6,
  supplements: 8,
  lifestyle: 8,
} as const;

/** Points added to an item's score (negative: ranked lower). */
export const SCORE_MODIFIERS = {
  /** A food eaten less than once a week: there is room to add it. */
  rarelyEaten: 1,
  /** A food eaten 5 or more times a week is kept but ranked lower: adding it changes little. */
  eatenMostDays: -2,
  /** A protein-rich food for a customer on a GLP-1 medicine: protein helps keep muscle while losing weight. */
  glp1Protein: 2,
  /** Vitamin D or calcium for a woman of 50 or more: bone loss speeds up after menopause. */
  bone: 1,
  /** B12 from 60, or with metformin or an acid reducer, which lower its absorption. */
  b12Absorption: 1,
  /** A supplement the customer already takes: keep taking it. */
  alreadyTaking: 1,
  /** Suggested with a caution about a listed medication: a clean alternative goes first. */
  caution: -0.5,
  /** An exercise category the customer already trains in: new ones come first. */
  alreadyTraining: -1,
  /** A lifestyle action whose condition the customer's answers say holds. */
  conditionHolds: 2,
} as const;

/** Times a week below which a food counts as eaten rarely, and from which most days. */
export const RARELY_TIMES_A_WEEK = 1;
export const MOST_DAYS_TIMES_A_WEEK = 5;
/** Protein per serving from which a food is protein-rich: 20 % of the 50 g daily value (FDA "excellent source"). */
export const PROTEIN_RICH_G = 10;
/** Age from which vitamin D and calcium are emphasised for women (NIH ODS: calcium need rises at 51). */
export const BONE_AGE = 50;
export const BONE_MARKERS: readonly string[] = ['VITD', 'CA'];
/** Age from which B12 is emphasised (NIH ODS: 10-30 % of older adults absorb food B12 poorly). */
export const B12_AGE = 60;
export const B12_MARKER = 'B12';
/** Medications that lower B12 absorption (NIH ODS vitamin B12 fact sheet), with the words to say so. */
export const B12_MEDICATIONS: Readonly<Record<string, string>> = {
  metformin: 'metformin lowers how much B12 you absorb',
  ppi: 'acid reducers lower how much B12 you absorb',
};
/** Sports shown per exercise category when the customer does none of them (or fewer). */
export const SPORTS_PER_CATEGORY = 3;

interface Considered {
  marker: PlanMarker;
  /** Position in the plan's markers, worst first. */
  rank: number;
}

interface Candidate<T> {
  item: T;
  /** Catalogue position: breaks ties. */
  index: number;
  hits: Considered[];
  score: number;
  /** Clauses of the rank reason after the markers part. */
  reasons: string[];
  /** Clauses added to `why` after the values. */
  notes: string[];
  caution: string | null;
}

const severity = (state: number) => Math.abs(state);

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** A marker value at the precision of the blood charts (2 decimals below 10, else 1), no trailing zeros. */
export function formatMarkerValue(value: number, unit: string): string {
  const number = formatAmount(value, Math.abs(value) < 10 ? 2 : 1);
  return unit ? `${number} ${unit}` : number;
}

/** The customer's not-optimal markers, worst first (by |state|, then name). */
function consideredMarkers(readings: readonly MarkerReading[]): PlanMarker[] {
  const newest = new Map<string, MarkerReading>();
  for (const r of readings) {
    const seen = newest.get(r.abbr);
    if (!seen || r.testedAt > seen.testedAt) newest.set(r.abbr, r);
  }
  return [...newest.values()]
    .filter((r) => r.state !== 0 && r.state !== 7)
    .sort(
      (a, b) =>
        severity(b.state) - severity(a.state) ||
        a.name.localeCompare(b.name, 'en') ||
        a.abbr.localeCompare(b.abbr, 'en'),
    )
    .map((r) => ({
      abbr: r.abbr,
      name: r.name,
      value: r.value,
      unit: r.unit,
      state: r.state,
      stateLabel: statusLabel(r.state),
      direction: r.state < 0 ? 'low' : 'high',
    }));
}

function matchMarkers(targets: MarkerTargets, considered: ReadonlyMap<string, Considered>): Considered[] {
  const hits: Considered[] = [];
  for (const [abbr, direction] of Object.entries(targets)) {
    const hit = considered.get(abbr);
    if (hit && hit.marker.direction === direction) hits.push(hit);
  }
  return hits.sort((a, b) => a.rank - b.rank);
}

/**
 * "Your ApoB (131 mg/dL) is High and your LDL cholesterol (114 mg/dL) is Normal (above optimal); …".
 * The status label (marker-status.ts) already says which side of optimal each value is on.
 */
function whyOf(hits: readonly Considered[], notes: readonly string[]): string {
  const values = hits.map(
    ({ marker: m }, i) =>
      `${i ? 'your' : 'Your'} ${m.name} (${formatMarkerValue(m.value, m.unit)}) is ${m.stateLabel}`,
  );
  return `${[listWords(values), ...notes].join('; ')}.`;
}

/** "Helps three of your markers, two of them High; you eat it rarely, so there is room to add it." */
function rankReasonOf(hits: readonly Considered[], reasons: readonly string[]): string {
  const worst = hits[0]!.marker;
  let first: string;
  if (hits.length === 1) first = `Helps your ${worst.name}, which is ${worst.stateLabel}`;
  else {
    const same = hits.filter((h) => h.marker.stateLabel === worst.stateLabel).length;
    const helps = `Helps ${count(hits.length)} of your markers`;
    if (same === hits.length) first = `${helps}, ${hits.length === 2 ? 'both' : 'all'} ${worst.stateLabel}`;
    else if (same > 1) first = `${helps}, ${count(same)} of them ${worst.stateLabel}`;
    else first = `${helps}, most of all your ${worst.name} (${worst.stateLabel})`;
  }
  return `${[first, ...reasons].join('; ')}.`;
}

function byRank<T>(a: Candidate<T>, b: Candidate<T>): number {
  return b.score - a.score || a.index - b.index;
}

/** Age and sex rules: emphasis on the markers that matter more for this customer. */
function personalModifiers(hits: readonly Considered[], preferences: CustomerPreferences) {
  const abbrs = new Set(hits.map((h) => h.marker.abbr));
  const { age, sex } = preferences;
  const out: { points: number; reason: string }[] = [];
  if (sex === 'female' && age !== null && age >= BONE_AGE && BONE_MARKERS.some((a) => abbrs.has(a)))
    out.push({
      points: SCORE_MODIFIERS.bone,
      reason: `vitamin D and calcium matter more for women from ${BONE_AGE}, when bone loss speeds up`,
    });
  if (abbrs.has(B12_MARKER)) {
    const medication = preferences.medications.find((m) => Object.hasOwn(B12_MEDICATIONS, m));
    const reason = medication
      ? B12_MEDICATIONS[medication]!
      : age !== null && age >= B12_AGE
        ? `B12 is absorbed less well from ${B12_AGE}`
        : null;
    if (reason) out.push({ points: SCORE_MODIFIERS.b12Absorption, reason });
  }
  return out;
}

/** The avoid interaction that rules the item out, and the caution notes it is shown with. */
function interactionsFor(interactions: readonly Interaction[], medications: ReadonlySet<string>) {
  const listed = interactions.filter((i) => medications.has(i.medication));
  const avoid = listed.find((i) => i.effect === 'avoid') ?? null;
  // Stryker disable next-line MethodExpression: an avoid interaction leaves the item out before its cautions are read, so every listed interaction of a kept item is a caution
  const cautions = listed.filter((i) => i.effect === 'caution').map((i) => i.note);
  return { avoid, caution: cautions.length ? cautions.join(' ') : null };
}

function candidate<T>(
  item: T,
  index: number,
  hits: Considered[],
  preferences: CustomerPreferences,
): Candidate<T> {
  const c: Candidate<T> = {
    item,
    index,
    hits,
    score: hits.reduce((sum, h) => sum + severity(h.marker.state), 0),
    reasons: [],
    notes: [],
    caution: null,
  };
  for (const m of personalModifiers(hits, preferences)) add(c, m.points, m.reason);
  return c;
}

const isGlp1Protein = (food: FoodItem, preferences: CustomerPreferences) =>
  preferences.takesGlp1 && (food.nutrients.proteinG ?? 0) >= PROTEIN_RICH_G;

function add(c: Candidate<unknown>, points: number, reason: string) {
  c.score += points;
  c.reasons.push(reason);
}

function withCaution(c: Candidate<unknown>, caution: string | null) {
  if (!caution) return;
  c.caution = caution;
  add(c, SCORE_MODIFIERS.caution, 'a little lower because of your medication (see the caution)');
}

function itemBase(c: Candidate<unknown>, evidence: string) {
  return {
    markers: c.hits.map((h) => h.marker.abbr),
    why: whyOf(c.hits, c.notes),
    rankReason: rankReasonOf(c.hits, c.reasons),
    evidence,
    caution: c.caution,
    score: c.score,
  };
}

/** The plan-wide notices, by when they are given. */
export const PLAN_NOTICES = {
  noResults: 'Your plan is built from your blood results: it appears once your first results are in.',
  allOptimal: 'Every marker you tested is in its optimal range: keep doing what you do.',
  unwilling: "You'd rather not take supplements, so none are suggested.",
  unanswered: "Tell us whether you'd take supplements: until then we suggest the ones that fit your results.",
  glp1: 'You take a GLP-1 medicine: protein-rich foods come first, to help you keep muscle while you lose weight.',
  lifestyleUnknown: 'Answer the lifestyle questions so we can tell which of these actions apply to you.',
} as const;

/**
 * spec 000 §7.6: the customer's plan. Pure and deterministic (no clock): linear in the catalogue's
 * items times their markers. Lists are capped by PLAN_LIMITS; every candidate the customer's
 * answers rule out is in `excluded` with its reason.
 */
export function buildPlan(input: PlanInput): Plan {
  const { readings, preferences, catalogue } = input;
  const dated = readings.map((r) => r.testedAt).sort();
  const testedAt = dated.at(-1) ?? null;
  const markers = consideredMarkers(readings);
  const empty = {
    testedAt,
    markers,
    foods: [],
    foodsByMarker: [],
    supplements: [],
    exercise: [],
    lifestyle: [],
    excluded: [],
  };
  if (!readings.length) return { ...empty, state: 'no-results', notices: [PLAN_NOTICES.noResults] };
  if (!markers.length) return { ...empty, state: 'all-optimal', notices: [PLAN_NOTICES.allOptimal] };

  const considered = new Map(markers.map((marker, rank) => [marker.abbr, { marker, rank }]));
  const medications = new Set(preferences.medications);
  const excluded: PlanExclusion[] = [];
  const notices: string[] = [];

  // ── Foods ──
  const foodCandidates: Candidate<NutritionCatalogue['foods'][number]>[] = [];
  catalogue.foods.forEach((food, index) => {
    const hits = matchMarkers(food.markers, considered);
    if (!hits.length) return;
    const { avoid, caution } = interactionsFor(food.interactions, medications);
    const habit = preferences.foods.get(food.id);
    const reason =
      avoid?.note ??
      dietExclusion(food.tags, preferences.diets) ??
      (habit?.omitted ? 'You told us you never eat it' : null);
    if (reason) {
      excluded.push({ kind: 'food', name: food.name, reason });
      return;
    }
    const c = candidate(food, index, hits, preferences);
    const times = habit?.timesPerWeek ?? null;
    if (times !== null && times >= MOST_DAYS_TIMES_A_WEEK)
      add(c, SCORE_MODIFIERS.eatenMostDays, 'you already eat it most days, so it ranks lower');
    else if (times !== null && times < RARELY_TIMES_A_WEEK)
      add(c, SCORE_MODIFIERS.rarelyEaten, 'you eat it rarely, so there is room to add it');
    if (isGlp1Protein(food, preferences)) {
      add(c, SCORE_MODIFIERS.glp1Protein, 'it is rich in protein, which matters on a GLP-1 medicine');
      c.notes.push('on a GLP-1 medicine, its protein helps you keep muscle while you lose weight');
    }
    withCaution(c, caution);
    foodCandidates.push(c);
  });
  foodCandidates.sort(byRank);
  const perMarker = new Map<string, number>();
  const listedFoods: typeof foodCandidates = [];
  for (const c of foodCandidates) {
    if (listedFoods.length >= PLAN_LIMITS.foods) break;
    const primary = c.hits[0]!.marker.abbr;
    const n = perMarker.get(primary) ?? 0;
    if (n >= PLAN_LIMITS.foodsPerMarker) continue;
    perMarker.set(primary, n + 1);
    listedFoods.push(c);
  }
  const foods: PlanFood[] = listedFoods.map((c) => {
    const times = preferences.foods.get(c.item.id)?.timesPerWeek ?? null;
    return {
      id: c.item.id,
      name: c.item.name,
      group: c.item.group,
      serving: c.item.serving,
      currentFrequency: times === null ? null : input.frequencyName(times),
      ...itemBase(c, c.item.evidence),
    };
  });
  const foodsByMarker = markers
    .filter((m) => perMarker.has(m.abbr))
    .map((m) => ({
      markerAbbr: m.abbr,
      foodIds: listedFoods.filter((c) => c.hits[0]!.marker.abbr === m.abbr).map((c) => c.item.id),
    }));
  if (listedFoods.some((c) => isGlp1Protein(c.item, preferences))) notices.push(PLAN_NOTICES.glp1);

  // ── Supplements ──
  const supplements: PlanSupplement[] = [];
  if (preferences.willingToTakeSupplements === false) notices.push(PLAN_NOTICES.unwilling);
  else {
    if (preferences.willingToTakeSupplements === null) notices.push(PLAN_NOTICES.unanswered);
    const current = new Map(preferences.currentSupplements.map((s) => [s.name, s.dosage]));
    const supplementCandidates: Candidate<NutritionCatalogue['supplements'][number]>[] = [];
    catalogue.supplements.forEach((supplement, index) => {
      const hits = matchMarkers(supplement.markers, considered);
      if (!hits.length) return;
      const { avoid, caution } = interactionsFor(supplement.interactions, medications);
      const reason =
        (supplement.forSex && preferences.sex && supplement.forSex !== preferences.sex
          ? `Meant for ${supplement.forSex === 'female' ? 'women' : 'men'}`
          : null) ??
        avoid?.note ??
        dietExclusion(supplement.tags, preferences.diets) ??
        (preferences.nsfOnly && !supplement.nsfCertified
          ? 'Not NSF certified: you asked for NSF-certified supplements only'
          : null);
      if (reason) {
        excluded.push({ kind: 'supplement', name: supplement.title, reason });
        return;
      }
      const c = candidate(supplement, index, hits, preferences);
      if (current.has(supplement.name))
        add(c, SCORE_MODIFIERS.alreadyTaking, 'you already take it: keep taking it');
      withCaution(c, caution);
      supplementCandidates.push(c);
    });
    supplementCandidates.sort(byRank);
    for (const c of supplementCandidates.slice(0, PLAN_LIMITS.supplements)) {
      const s = c.item;
      const taking = current.has(s.name);
      const dosageName = (taking ? current.get(s.name) : null) ?? s.defaultDosage;
      const dosage = s.dosages.find((d) => d.name === dosageName) ??
        s.dosages.find((d) => d.name === s.defaultDosage) ?? {
          name: s.defaultDosage,
          title: s.defaultDosage,
        };
      supplements.push({
        name: s.name,
        title: s.title,
        dosage: { name: dosage.name, title: dosage.title },
        nsfCertified: s.nsfCertified,
        alreadyTaking: taking,
        ...itemBase(c, s.evidence),
      });
    }
  }

  // ── Exercise ──
  const ownSports = new Set(preferences.sports);
  const sportsByCategory = new Map<number, NutritionCatalogue['sports'][number][]>();
  for (const sport of catalogue.sports) {
    const list = sportsByCategory.get(sport.categoryId);
    if (list) list.push(sport);
    else sportsByCategory.set(sport.categoryId, [sport]);
  }
  const exerciseCandidates: Candidate<NutritionCatalogue['sportCategories'][number]>[] = [];
  catalogue.sportCategories.forEach((category, index) => {
    const hits = matchMarkers(category.markers, considered);
    if (!hits.length) return;
    const c = candidate(category, index, hits, preferences);
    // Stryker disable next-line ArrayDeclaration: a category without sports has none of the customer's either
    const yours = (sportsByCategory.get(category.id) ?? []).filter((s) => ownSports.has(s.id));
    if (yours.length)
      add(
        c,
        SCORE_MODIFIERS.alreadyTraining,
        `you already do ${listWords(yours.map((s) => s.name))}, so categories new to you come first`,
      );
    exerciseCandidates.push(c);
  });
  const exercise: PlanExercise[] = exerciseCandidates.sort(byRank).map((c) => {
    const inCategory = sportsByCategory.get(c.item.id) ?? [];
    const yours = inCategory.filter((s) => ownSports.has(s.id));
    const others = inCategory.filter((s) => !ownSports.has(s.id));
    return {
      categoryId: c.item.id,
      name: c.item.name,
      description: c.item.description,
      sports: [
        ...yours.map((s) => ({ id: s.id, name: s.name, yours: true })),
        ...others
          .slice(0, Math.max(0, SPORTS_PER_CATEGORY - yours.length))
          .map((s) => ({ id: s.id, name: s.name, yours: false })),
      ],
      ...itemBase(c, c.item.evidence),
    };
  });

  // ── Lifestyle ──
  const lifestyleCandidates: (Candidate<NutritionCatalogue['lifestyleActions'][number]> & {
    unknown: boolean;
  })[] = [];
  catalogue.lifestyleActions.forEach((action, index) => {
    const hits = matchMarkers(action.markers, considered);
    if (!hits.length) return;
    const answer = action.when ? evaluateCondition(action.when, preferences) : null;
    if (answer?.holds === false) {
      excluded.push({ kind: 'lifestyle', name: action.title, reason: answer.words });
      return;
    }
    const c = { ...candidate(action, index, hits, preferences), unknown: answer?.holds === null };
    if (answer?.holds) {
      add(c, SCORE_MODIFIERS.conditionHolds, 'it fits what you told us');
      c.notes.push(answer.words);
    }
    lifestyleCandidates.push(c);
  });
  const listedLifestyle = lifestyleCandidates.sort(byRank).slice(0, PLAN_LIMITS.lifestyle);
  const lifestyle: PlanLifestyle[] = listedLifestyle.map((c) => ({
    id: c.item.id,
    title: c.item.title,
    description: c.item.description,
    ...itemBase(c, c.item.evidence ?? ''),
  }));
  if (listedLifestyle.some((c) => c.unknown)) notices.push(PLAN_NOTICES.lifestyleUnknown);

  return {
    state: 'plan',
    testedAt,
    markers,
    foods,
    foodsByMarker,
    supplements,
    exercise,
    lifestyle,
    excluded,
    notices,
  };
}
