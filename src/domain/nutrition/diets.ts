import type { FoodTag } from './catalogue';

// spec 000 §3 Onboarding data (dietary constraints) and §7.6: what each diet or allergy rules out,
// read from the tags of a food or supplement. The codes are the questionnaire's dietary
// constraints (onboarding option kind `dietary_constraint`).

export interface DietRule {
  /** Tags an item must not carry for this customer. */
  excludes: readonly FoodTag[];
  /** Completes "Contains fish: …", in the customer's terms. */
  because: string;
}

const ANIMAL_FLESH = ['meat', 'pork', 'poultry'] as const satisfies readonly FoodTag[];

/**
 * Every dietary constraint the questionnaire asks about, in the order a reason is chosen when
 * several rule an item out (the broadest diet first, then allergies, then the rest).
 */
export const DIET_RULES = {
  vegan: {
    excludes: [...ANIMAL_FLESH, 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatin', 'lanolin'],
    because: 'you follow a vegan diet',
  },
  vegetarian: {
    excludes: [...ANIMAL_FLESH, 'fish', 'shellfish', 'gelatin'],
    because: 'you are vegetarian',
  },
  pescatarian: { excludes: ANIMAL_FLESH, because: 'you eat fish but no other meat' },
  'tree-nut-allergy': { excludes: ['tree-nut'], because: 'you are allergic to tree nuts' },
  'peanut-allergy': { excludes: ['peanut'], because: 'you are allergic to peanuts' },
  'shellfish-allergy': { excludes: ['shellfish'], because: 'you are allergic to shellfish' },
  'fish-allergy': { excludes: ['fish'], because: 'you are allergic to fish' },
  'egg-allergy': { excludes: ['egg'], because: 'you are allergic to eggs' },
  'soy-allergy': { excludes: ['soy'], because: 'you are allergic to soy' },
  'gluten-free': { excludes: ['gluten'], because: 'you avoid gluten' },
  'dairy-free': { excludes: ['dairy'], because: 'you avoid dairy' },
  halal: { excludes: ['pork', 'alcohol', 'gelatin'], because: 'you eat halal' },
  kosher: { excludes: ['pork', 'shellfish'], because: 'you keep kosher' },
  'low-carb': { excludes: ['high-carb'], because: 'you follow a low-carb diet' },
  'low-fodmap': { excludes: ['high-fodmap'], because: 'you follow a low-FODMAP diet' },
  'low-sodium': { excludes: ['high-sodium'], because: 'you limit salt' },
} as const satisfies Record<string, DietRule>;

export type DietCode = keyof typeof DIET_RULES;
export const DIET_CODES = Object.keys(DIET_RULES) as DietCode[];

/** What a tag means after "Contains …". */
export const TAG_WORDS: Readonly<Record<FoodTag, string>> = {
  meat: 'meat',
  pork: 'pork',
  poultry: 'poultry',
  fish: 'fish',
  shellfish: 'shellfish',
  dairy: 'dairy',
  egg: 'egg',
  honey: 'honey',
  gelatin: 'gelatin',
  lanolin: 'lanolin (from wool)',
  gluten: 'gluten',
  'tree-nut': 'tree nuts',
  peanut: 'peanuts',
  soy: 'soy',
  sesame: 'sesame',
  'high-carb': 'a lot of carbohydrate',
  'high-fodmap': 'FODMAPs',
  'high-sodium': 'a lot of salt',
  alcohol: 'alcohol',
};

export function isDietCode(code: string): code is DietCode {
  return Object.hasOwn(DIET_RULES, code);
}

/** "fish", "fish and dairy", "meat, fish and egg". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Why the customer's diets rule an item out ("Contains fish and dairy: you follow a vegan diet"),
 * or null when none does. Unknown codes are ignored; the first diet of DIET_RULES order that
 * excludes the item gives the reason, naming every tag of the item it excludes.
 */
export function dietExclusion(tags: readonly FoodTag[], diets: readonly string[]): string | null {
  // Stryker disable next-line LogicalOperator: a shortcut only: without tags or without diets the loop below finds nothing and returns null too
  if (!tags.length || !diets.length) return null;
  const chosen = new Set(diets);
  for (const code of DIET_CODES) {
    if (!chosen.has(code)) continue;
    const rule: DietRule = DIET_RULES[code];
    const hits = tags.filter((t) => rule.excludes.includes(t));
    if (hits.length) return `Contains ${listWords(hits.map((t) => TAG_WORDS[t]))}: ${rule.because}`;
  }
  return null;
}
