import type { FoodItem } from '../../../../domain/nutrition/catalogue';

/**
 * The foods the plan recommends (spec 000 §7.6), at least 80. Ids are what customers' answers store:
 * never reuse one. `categoryId` is the questionnaire food (onboarding-options.ts kind `food`) whose
 * frequency answer is the default for this food. Nutrients per serving from USDA FoodData Central
 * (SR Legacy / Foundation) unless noted; marker links from the evidence note's source.
 */
export type FoodSeed = Omit<FoodItem, 'interactions'> & { interactions?: FoodItem['interactions'] };

export const nutritionFoodCatalogue: readonly FoodSeed[] = [
  {
    id: 1,
    code: 'spinach',
    name: 'Spinach',
    group: 'Vegetables',
    categoryId: 1,
    serving: '1 cup cooked (180 g)',
    tags: [],
    nutrients: {
      fiberG: 4.3,
      vitaminKUg: 888,
      folateUg: 263,
      ironMg: 6.4,
      magnesiumMg: 157,
      potassiumMg: 839,
    },
    markers: { FOLATE: 'low', MG: 'low', FERRITIN: 'low', IRON: 'low', HSCRP: 'high' },
    evidence:
      'Cooked spinach is one of the richest sources of folate, magnesium and non-haem iron (USDA FoodData Central 168463); pair it with vitamin C to absorb more of the iron.',
    interactions: [
      {
        medication: 'warfarin',
        effect: 'caution',
        note: 'Very high in vitamin K: with warfarin keep your vitamin K intake steady from week to week rather than adding it suddenly, and tell your anticoagulation clinic.',
      },
    ],
  },
  {
    id: 2,
    code: 'salmon',
    name: 'Salmon',
    group: 'Protein',
    categoryId: 16,
    serving: '1 fillet (140 g), cooked',
    tags: ['fish'],
    nutrients: { proteinG: 31, omega3G: 2.6, vitaminDIu: 800, vitaminB12Ug: 4.2, seleniumUg: 52 },
    markers: { TG: 'high', HSCRP: 'high', VITD: 'low', B12: 'low', HDL: 'low' },
    evidence:
      'Oily fish provides the omega-3 fats EPA and DHA, which lower triglycerides by 15-30 % at 2-4 g a day (AHA science advisory, Circulation 2019), and is one of few foods with vitamin D.',
  },
  {
    id: 3,
    code: 'lentils',
    name: 'Lentils',
    group: 'Protein',
    categoryId: 19,
    serving: '1 cup cooked (200 g)',
    tags: ['high-fodmap'],
    nutrients: {
      fiberG: 15.6,
      proteinG: 17.9,
      folateUg: 358,
      ironMg: 6.6,
      potassiumMg: 731,
      magnesiumMg: 71,
    },
    markers: { LDL: 'high', APOB: 'high', GLU: 'high', HBA1C: 'high', FOLATE: 'low', FERRITIN: 'low' },
    evidence:
      'Pulses lower LDL cholesterol by about 5 % at one serving a day (meta-analysis of 26 trials, CMAJ 2014) and blunt the blood-sugar rise of a meal; they are rich in folate and iron.',
  },
  {
    id: 4,
    code: 'oats',
    name: 'Oats',
    group: 'Grains',
    categoryId: 10,
    serving: '1 cup cooked oatmeal (234 g)',
    tags: ['high-carb'],
    nutrients: { fiberG: 4, proteinG: 6, magnesiumMg: 63, ironMg: 2.1 },
    markers: { LDL: 'high', CHOL: 'high', APOB: 'high', NONHDL: 'high', GLU: 'high' },
    evidence:
      'Three grams a day of oat beta-glucan lowers LDL cholesterol by about 0.25 mmol/L (meta-analysis, Br J Nutr 2016); the FDA allows the heart-health claim.',
  },
  {
    id: 5,
    code: 'greek-yogurt',
    name: 'Greek yogurt, plain',
    group: 'Dairy',
    categoryId: 22,
    serving: '1 cup (245 g)',
    tags: ['dairy'],
    nutrients: { proteinG: 24, calciumMg: 270, vitaminB12Ug: 1.3, potassiumMg: 340 },
    markers: { B12: 'low', CA: 'low', GLU: 'high' },
    evidence:
      'Plain yogurt is a source of protein, calcium and vitamin B12; regular yogurt eaters have a lower risk of type 2 diabetes (BMC Medicine 2014 meta-analysis).',
  },
  {
    id: 6,
    code: 'almonds',
    name: 'Almonds',
    group: 'Fats',
    categoryId: 25,
    serving: '1 oz (28 g, about 23 nuts)',
    tags: ['tree-nut'],
    nutrients: { fiberG: 3.5, proteinG: 6, magnesiumMg: 77, saturatedFatG: 1.1 },
    markers: { LDL: 'high', APOB: 'high', MG: 'low', HDL: 'low' },
    evidence:
      'A handful of nuts a day lowers LDL cholesterol by about 5 % (pooled analysis of 25 trials, Arch Intern Med 2010); almonds are among the richest in magnesium.',
  },
];
