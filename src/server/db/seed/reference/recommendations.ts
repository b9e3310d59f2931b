import type { LifestyleCondition } from '../../../../domain/nutrition/catalogue';
import type { Direction, RecommendationKind } from '../../schema';

/**
 * Recommendations (spec 000 §3): foods, supplements, exercise and lifestyle actions, each tied to
 * the markers it helps and the side they are off on (`low` or `high`). Ids are fixed.
 */
export interface RecommendationSeed {
  id: number;
  kind: RecommendationKind;
  title: string;
  description: string;
  markers: Readonly<Record<string, Direction>>;
  /** Lifestyle actions only: shown in the nutrition plan unless the customer's answers rule it out. */
  when?: LifestyleCondition;
}

/** Daily actions (spec 000 §3 intervention check-in), tied to markers the same way. Ids are fixed. */
export type InterventionSeed = RecommendationSeed;

export const recommendationCatalogue: readonly RecommendationSeed[] = [
  // ── Food ──
  {
    id: 1,
    kind: 'food',
    title: 'Eat soluble fibre every day',
    description:
      'Oats, barley, beans, lentils, apples and citrus contain soluble fibre that binds bile acids in the gut, so the liver pulls more LDL out of the blood to make new ones. Aim for 10 g of soluble fibre (25-35 g of fibre in total) a day; it also slows the rise of blood sugar after meals.',
    markers: { LDL: 'high', CHOL: 'high', NONHDL: 'high', APOB: 'high', GLU: 'high', HBA1C: 'high' },
  },
  {
    id: 2,
    kind: 'food',
    title: 'Have oily fish twice a week',
    description:
      'Salmon, mackerel, sardines, herring and trout provide the omega-3 fats EPA and DHA, which lower triglycerides and calm inflammation, plus some vitamin D. Two portions of about 140 g a week is the usual target.',
    markers: { TG: 'high', HSCRP: 'high', VITD: 'low' },
  },
  {
    id: 3,
    kind: 'food',
    title: 'Cook with extra-virgin olive oil instead of butter',
    description:
      'Swapping saturated fats (butter, lard, coconut oil, fatty meat) for olive oil and other unsaturated fats lowers LDL and ApoB and is at the heart of the Mediterranean diet, which lowers inflammation and heart attacks in trials.',
    markers: { LDL: 'high', APOB: 'high', NONHDL: 'high', CHOL: 'high', HDL: 'low', HSCRP: 'high' },
  },
  {
    id: 4,
    kind: 'food',
    title: 'Eat a handful of nuts or seeds a day',
    description:
      'About 30 g of almonds, walnuts, pistachios, pumpkin or chia seeds a day lowers LDL by a few percent and is one of the richest food sources of magnesium. Choose unsalted and unsugared.',
    markers: { LDL: 'high', APOB: 'high', MG: 'low', HDL: 'low' },
  },
  {
    id: 5,
    kind: 'food',
    title: 'Cut sugary drinks and added sugar',
    description:
      'Sugar — especially the fructose in soft drinks, juice and sweets — is turned into fat by the liver, raising triglycerides and liver fat and worsening insulin resistance. Replace sweet drinks with water, sparkling water or unsweetened tea and keep added sugar under 25-36 g a day.',
    markers: {
      TG: 'high',
      GLU: 'high',
      HBA1C: 'high',
      INSULIN: 'high',
      ALT: 'high',
      GGT: 'high',
      HDL: 'low',
    },
  },
  {
    id: 6,
    kind: 'food',
    title: 'Choose whole grains over refined starch',
    description:
      'Whole-grain bread, brown rice, quinoa and whole oats release glucose more slowly than white bread, white rice and pastries, which flattens glucose and insulin peaks and lowers triglycerides.',
    markers: { GLU: 'high', HBA1C: 'high', INSULIN: 'high', TG: 'high' },
  },
  {
    id: 7,
    kind: 'food',
    title: 'Limit saturated fat',
    description:
      'Keep saturated fat under about 10 % of calories (roughly 20 g a day): choose lean meat, poultry, fish and legumes over processed and fatty meats, and limit butter, cheese, cream and pastries. It is the dietary change that lowers LDL the most.',
    markers: { LDL: 'high', CHOL: 'high', APOB: 'high', NONHDL: 'high' },
  },
  {
    id: 8,
    kind: 'food',
    title: 'Add plant sterols',
    description:
      'Plant sterols and stanols (2 g a day, from fortified spreads, yogurts or milk) block cholesterol absorption in the gut and lower LDL by about 8-10 %, on top of other changes.',
    markers: { LDL: 'high', CHOL: 'high', NONHDL: 'high' },
  },
  {
    id: 9,
    kind: 'food',
    title: 'Eat leafy greens daily',
    description:
      'Spinach, kale, chard, rocket and broccoli are rich in folate, magnesium and potassium. Two handfuls a day covers a good share of what you need.',
    markers: { FOLATE: 'low', MG: 'low', K: 'low' },
  },
  {
    id: 10,
    kind: 'food',
    title: 'Eat legumes three times a week',
    description:
      'Beans, lentils and chickpeas provide folate, iron, magnesium and soluble fibre, and make a good swap for red or processed meat. Soak and cook them well, and pair them with vitamin C for better iron absorption.',
    markers: { FOLATE: 'low', IRON: 'low', FERRITIN: 'low', MG: 'low', LDL: 'high', GLU: 'high' },
  },
  {
    id: 11,
    kind: 'food',
    title: 'Include well-absorbed iron',
    description:
      'Heme iron from lean red meat, shellfish, sardines and poultry is absorbed two to three times better than plant iron. Two or three portions a week rebuild iron stores and also supply vitamin B12.',
    markers: {
      FERRITIN: 'low',
      IRON: 'low',
      TSAT: 'low',
      HGB: 'low',
      HCT: 'low',
      RBC: 'low',
      MCV: 'low',
      MCH: 'low',
      TIBC: 'high',
      TRF: 'high',
      B12: 'low',
    },
  },
  {
    id: 12,
    kind: 'food',
    title: 'Pair plant iron with vitamin C',
    description:
      'Vitamin C from peppers, citrus, kiwi or tomatoes eaten in the same meal can double or triple the absorption of iron from beans, greens and fortified cereals.',
    markers: { FERRITIN: 'low', IRON: 'low', TSAT: 'low', HGB: 'low' },
  },
  {
    id: 13,
    kind: 'food',
    title: 'Keep tea and coffee away from meals',
    description:
      'Polyphenols in tea and coffee can cut iron absorption from a meal by half. Drink them at least an hour before or after iron-rich meals or supplements.',
    markers: { FERRITIN: 'low', IRON: 'low', TSAT: 'low' },
  },
  {
    id: 14,
    kind: 'food',
    title: 'Get B12 from animal or fortified foods',
    description:
      'Fish, eggs, dairy and meat are the natural sources of vitamin B12; plant-based eaters need fortified foods (plant milks, nutritional yeast, cereals) or a supplement.',
    markers: { B12: 'low', MCV: 'high' },
  },
  {
    id: 15,
    kind: 'food',
    title: 'Eat enough protein at every meal',
    description:
      'Around 1.0-1.2 g of protein per kilogram of body weight a day, spread over meals, gives the liver the building blocks for albumin and other proteins and preserves muscle as you age.',
    markers: { ALB: 'low', TP: 'low', BUN: 'low', TIBC: 'low', TRF: 'low' },
  },
  {
    id: 16,
    kind: 'food',
    title: 'Fill half your plate with vegetables and fruit',
    description:
      'Five or more portions a day supply potassium, magnesium, folate and antioxidants, reduce the acid load the kidneys handle, and are linked to lower CRP and better blood pressure.',
    markers: { K: 'low', HSCRP: 'high', CO2: 'low', RDW: 'high', FOLATE: 'low' },
  },
  {
    id: 17,
    kind: 'food',
    title: 'Avoid iron-fortified foods and vitamin C supplements with meals',
    description:
      'When iron stores are high, skip iron-fortified cereals and iron-containing multivitamins, and do not take vitamin C supplements with meals, which increase iron absorption. Drinking tea with meals reduces it.',
    markers: { FERRITIN: 'high', IRON: 'high', TSAT: 'high' },
  },
  {
    id: 18,
    kind: 'food',
    title: 'Include iodine and selenium',
    description:
      'The thyroid needs iodine (iodised salt, dairy, fish, seaweed in moderation) and selenium (one or two Brazil nuts, fish, eggs) to make its hormones. Avoid high-dose iodine or kelp supplements unless advised.',
    markers: { TSH: 'high', FT4: 'low', FT3: 'low' },
  },
  {
    id: 19,
    kind: 'food',
    title: 'Eat calcium-rich foods',
    description:
      'Dairy, calcium-set tofu, sardines with bones, almonds and fortified plant milks provide calcium; pair them with adequate vitamin D so it is absorbed.',
    markers: { CA: 'low' },
  },
  {
    id: 20,
    kind: 'food',
    title: 'Add zinc and magnesium sources',
    description:
      'Shellfish, meat, pumpkin seeds, legumes and whole grains supply zinc and magnesium, the minerals alkaline phosphatase depends on.',
    markers: { ALP: 'low', MG: 'low' },
  },
  {
    id: 21,
    kind: 'food',
    title: 'Fuel your training',
    description:
      'Very low-calorie or very low-carbohydrate eating combined with hard training lowers thyroid hormone activity and testosterone and raises cortisol. Eat enough overall, with carbohydrate around workouts.',
    markers: { FT3: 'low', TESTO: 'low', CORTISOL: 'high' },
  },
  // ── Supplements ──
  {
    id: 40,
    kind: 'supplement',
    title: 'Vitamin D3, 1,000-2,000 IU a day',
    description:
      'Vitamin D3 taken with a meal containing fat raises 25-OH vitamin D by about 1 ng/mL per 100 IU a day. Retest after three months; higher doses should be guided by a clinician.',
    markers: { VITD: 'low', CA: 'low', ALP: 'high' },
  },
  {
    id: 41,
    kind: 'supplement',
    title: 'Omega-3 fish oil',
    description:
      'If you rarely eat oily fish, 1-2 g a day of EPA and DHA lowers triglycerides by 15-30 %; prescription doses (4 g) are used for very high levels under medical supervision.',
    markers: { TG: 'high', HSCRP: 'high' },
  },
  {
    id: 42,
    kind: 'supplement',
    title: 'Psyllium husk',
    description:
      'A teaspoon (about 5 g) of psyllium in a large glass of water once or twice a day adds soluble fibre that lowers LDL by about 5-10 % and blunts glucose rises. Start low and drink plenty of water.',
    markers: { LDL: 'high', CHOL: 'high', APOB: 'high', GLU: 'high', HBA1C: 'high' },
  },
  {
    id: 43,
    kind: 'supplement',
    title: 'Magnesium glycinate or citrate',
    description:
      '200-400 mg of elemental magnesium in the evening is well absorbed and gentle on the gut; check with your clinician first if you have kidney disease.',
    markers: { MG: 'low' },
  },
  {
    id: 44,
    kind: 'supplement',
    title: 'Vitamin B12',
    description:
      'Oral B12 (cyanocobalamin or methylcobalamin, 250-1,000 µg a day) works for most people, including those on metformin or acid-reducing drugs; pernicious anaemia may need injections.',
    markers: { B12: 'low', MCV: 'high' },
  },
  {
    id: 45,
    kind: 'supplement',
    title: 'Folic acid or methylfolate',
    description:
      '400 µg a day corrects most low folate, and is recommended for anyone who could become pregnant. Check B12 at the same time, since folate can mask a B12 deficiency.',
    markers: { FOLATE: 'low', MCV: 'high' },
  },
  {
    id: 46,
    kind: 'supplement',
    title: 'Iron, guided by ferritin',
    description:
      'When ferritin is low, an iron supplement (for example 60-100 mg of elemental iron every other day) rebuilds stores over two to three months; alternate-day dosing is absorbed better and upsets the gut less. Take it with vitamin C, away from tea, coffee and calcium, and ask your clinician about the cause of the deficiency.',
    markers: {
      FERRITIN: 'low',
      IRON: 'low',
      TSAT: 'low',
      HGB: 'low',
      HCT: 'low',
      RBC: 'low',
      MCV: 'low',
      MCH: 'low',
      MCHC: 'low',
      RDW: 'high',
      TIBC: 'high',
      TRF: 'high',
    },
  },
  {
    id: 47,
    kind: 'supplement',
    title: 'Pause biotin two days before your test',
    description:
      'High-dose biotin (in hair, skin and nail products) interferes with many lab tests and can make TSH look low and free T4 and T3 look high. Stop it 48 hours before the draw.',
    markers: { TSH: 'low', FT4: 'high', FT3: 'high' },
  },
  {
    id: 48,
    kind: 'supplement',
    title: 'Review high-dose vitamin D and calcium supplements',
    description:
      'Vitamin D above about 80-100 ng/mL or high calcium usually comes from high-dose supplements. Lower or pause them and recheck, with your clinician’s advice.',
    markers: { VITD: 'high', CA: 'high' },
  },
  {
    id: 49,
    kind: 'supplement',
    title: 'Pause creatine before a kidney check',
    description:
      'Creatine supplements raise blood creatinine and make eGFR look lower without harming the kidneys. Pause them for a week before a test if you want a clean kidney reading.',
    markers: { CREAT: 'high', EGFR: 'low' },
  },
  // ── Exercise ──
  {
    id: 60,
    kind: 'exercise',
    title: '150 minutes of moderate aerobic exercise a week',
    description:
      'Brisk walking, cycling, swimming or jogging for 30 minutes on five days raises HDL, lowers triglycerides, blood sugar, insulin and CRP, and is linked to slower biological ageing.',
    markers: {
      HDL: 'low',
      TG: 'high',
      GLU: 'high',
      INSULIN: 'high',
      HBA1C: 'high',
      HSCRP: 'high',
      WBC: 'high',
      LDL: 'high',
      RDW: 'high',
      ALT: 'high',
    },
  },
  {
    id: 61,
    kind: 'exercise',
    title: 'Strength training two or three times a week',
    description:
      'Muscle is the body’s largest glucose sink. Working all major muscle groups two or three times a week improves insulin sensitivity and supports testosterone, bone and healthy ageing.',
    markers: { GLU: 'high', INSULIN: 'high', HBA1C: 'high', TESTO: 'low', SHBG: 'low' },
  },
  {
    id: 62,
    kind: 'exercise',
    title: 'Walk after meals',
    description:
      'A 10-15 minute walk after eating uses the glucose from the meal as it arrives, cutting the post-meal rise in glucose and insulin by up to a third.',
    markers: { GLU: 'high', HBA1C: 'high', INSULIN: 'high', TG: 'high' },
  },
  {
    id: 63,
    kind: 'exercise',
    title: 'Add one interval session a week',
    description:
      'Short bursts of hard effort (for example 4 × 4 minutes hard with 3 minutes easy) improve fitness, HDL and insulin sensitivity in less time than steady exercise.',
    markers: { HDL: 'low', INSULIN: 'high', GLU: 'high' },
  },
  {
    id: 64,
    kind: 'exercise',
    title: 'Rest from hard training 48 hours before a test',
    description:
      'Hard workouts release muscle enzymes and creatinine and trigger a short inflammatory response, so AST, ALT, creatinine, CRP and white cells can read high for a day or two. Keep it light before your draw.',
    markers: {
      AST: 'high',
      ALT: 'high',
      CREAT: 'high',
      HSCRP: 'high',
      WBC: 'high',
      NEUT: 'high',
      LYMPH: 'low',
    },
  },
  {
    id: 65,
    kind: 'exercise',
    title: 'Balance hard training with recovery',
    description:
      'Too much training with too little rest and food raises cortisol and lowers testosterone, thyroid hormone and iron. Plan easy days and at least one full rest day a week.',
    markers: { CORTISOL: 'high', TESTO: 'low', FT3: 'low', FERRITIN: 'low', DHEAS: 'low' },
  },
  // ── Lifestyle ──
  {
    id: 80,
    kind: 'lifestyle',
    when: 'smoker',
    title: 'Stop smoking',
    description:
      'Smoking lowers HDL, raises white cells, CRP, hemoglobin and hematocrit, and damages arteries directly. Within a year of quitting heart-disease risk falls by about half; nicotine replacement and support double the chance of success.',
    markers: {
      HDL: 'low',
      HSCRP: 'high',
      WBC: 'high',
      NEUT: 'high',
      HGB: 'high',
      HCT: 'high',
      RBC: 'high',
      RDW: 'high',
    },
  },
  {
    id: 81,
    kind: 'lifestyle',
    when: 'short-sleep',
    title: 'Sleep seven to nine hours',
    description:
      'One week of short sleep measurably worsens insulin sensitivity, raises evening cortisol and CRP, and lowers testosterone. Keep a regular schedule and a dark, cool bedroom.',
    markers: {
      GLU: 'high',
      INSULIN: 'high',
      CORTISOL: 'high',
      TESTO: 'low',
      HSCRP: 'high',
      LYMPH: 'low',
    },
  },
  {
    id: 82,
    kind: 'lifestyle',
    title: 'Practise a daily stress-reduction habit',
    description:
      'Ten minutes of slow breathing, meditation, yoga or time outdoors lowers cortisol and its knock-on effects on blood sugar and immunity.',
    markers: { CORTISOL: 'high', LYMPH: 'low', GLU: 'high', DHEAS: 'low' },
  },
  {
    id: 83,
    kind: 'lifestyle',
    when: 'wants-weight-loss',
    title: 'Lose 5-10 % of body weight if you carry excess',
    description:
      'Modest weight loss — especially around the waist — reduces liver fat and liver enzymes, triglycerides, insulin, glucose and CRP, and raises SHBG and testosterone in men.',
    markers: {
      ALT: 'high',
      GGT: 'high',
      TG: 'high',
      INSULIN: 'high',
      GLU: 'high',
      HBA1C: 'high',
      HSCRP: 'high',
      SHBG: 'low',
      TESTO: 'low',
    },
  },
  {
    id: 84,
    kind: 'lifestyle',
    when: 'drinks-alcohol',
    title: 'Limit alcohol',
    description:
      'Alcohol raises triglycerides, GGT and other liver enzymes, enlarges red cells and, in excess, lowers platelets and folate. Keep to no more than one drink a day — less is better — with several alcohol-free days a week.',
    markers: {
      TG: 'high',
      GGT: 'high',
      ALT: 'high',
      AST: 'high',
      ALP: 'high',
      MCV: 'high',
      MCH: 'high',
      PLT: 'low',
      FOLATE: 'low',
      FERRITIN: 'high',
    },
  },
  {
    id: 85,
    kind: 'lifestyle',
    when: 'little-sun',
    title: 'Get sensible midday sun',
    description:
      'From spring to autumn, 10-20 minutes of midday sun on arms and legs a few times a week lets the skin make vitamin D; avoid burning. In winter at northern latitudes, rely on food or a supplement.',
    markers: { VITD: 'low' },
  },
  {
    id: 86,
    kind: 'lifestyle',
    title: 'Look after your gums',
    description:
      'Gum disease is a common hidden source of chronic inflammation. Brush twice a day, floss daily and see a dentist regularly.',
    markers: { HSCRP: 'high', WBC: 'high' },
  },
  {
    id: 87,
    kind: 'lifestyle',
    title: 'Drink enough water, especially before a test',
    description:
      'Dehydration concentrates the blood, making hemoglobin, hematocrit, albumin, protein, sodium, urea and creatinine read high. Drink regularly through the day and a glass or two of water on the morning of your draw.',
    markers: {
      NA: 'high',
      BUN: 'high',
      HCT: 'high',
      HGB: 'high',
      ALB: 'high',
      TP: 'high',
      CL: 'high',
      CREAT: 'high',
    },
  },
  {
    id: 88,
    kind: 'lifestyle',
    title: 'Test fasting, in the morning',
    description:
      'Food raises triglycerides, glucose, insulin and serum iron for hours, and hormones like testosterone and cortisol are highest in the morning. Fast 8-12 hours (water is fine) and book an early appointment.',
    markers: { TG: 'high', GLU: 'high', INSULIN: 'high', IRON: 'high', TSAT: 'high' },
  },
  {
    id: 89,
    kind: 'lifestyle',
    title: 'Retest after an illness has passed',
    description:
      'A cold, infection, injury or vaccine raises CRP, white cells, platelets and ferritin for one to three weeks. If you were unwell around the draw, repeat the test once you are fully recovered.',
    markers: { HSCRP: 'high', WBC: 'high', NEUT: 'high', PLT: 'high', FERRITIN: 'high', LYMPH: 'high' },
  },
  {
    id: 90,
    kind: 'lifestyle',
    title: 'Review your medicines with your clinician',
    description:
      'Many common medicines shift blood results: diuretics change sodium, potassium and magnesium; ACE inhibitors and ARBs raise potassium; metformin and acid-reducing drugs lower B12; steroids raise glucose and white cells. Bring this result to your next appointment.',
    markers: {
      NA: 'low',
      K: 'high',
      MG: 'low',
      CA: 'high',
      B12: 'low',
      PLT: 'low',
      NEUT: 'low',
      CO2: 'high',
      CL: 'low',
    },
  },
  {
    id: 91,
    kind: 'lifestyle',
    title: 'Discuss your thyroid results with your clinician',
    description:
      'A TSH outside the range — with or without abnormal free T4 — is worth rechecking in 6-8 weeks and discussing, together with symptoms like tiredness, weight change, palpitations or feeling cold. Thyroid conditions are common and very treatable.',
    markers: { TSH: 'high', FT4: 'low', FT3: 'high' },
  },
  {
    id: 92,
    kind: 'lifestyle',
    title: 'Ask about iron overload',
    description:
      'A high ferritin with transferrin saturation above 45 % on a fasting test should be checked for hereditary hemochromatosis, a common and very treatable condition; regular blood donation or venesection brings iron down.',
    markers: { FERRITIN: 'high', TSAT: 'high', IRON: 'high', HGB: 'high', HCT: 'high' },
  },
  {
    id: 93,
    kind: 'lifestyle',
    title: 'Talk to your clinician about a high Lp(a)',
    description:
      'Lp(a) is inherited and barely changed by lifestyle, so the priority is to keep LDL and ApoB, blood pressure and blood sugar well controlled. Your clinician may lower your treatment threshold, and first-degree relatives may want to be tested.',
    markers: { LPA: 'high' },
  },
  {
    id: 94,
    kind: 'lifestyle',
    title: 'Get checked for sleep apnoea',
    description:
      'Loud snoring, pauses in breathing and daytime sleepiness suggest sleep apnoea, which raises hemoglobin and hematocrit, lowers testosterone and strains the heart. It is diagnosed with a sleep study and treatable.',
    markers: { HGB: 'high', HCT: 'high', RBC: 'high', TESTO: 'low' },
  },
  {
    id: 95,
    kind: 'lifestyle',
    title: 'Avoid regular NSAID painkillers',
    description:
      'Regular ibuprofen, naproxen or high-dose aspirin reduce blood flow to the kidneys and can raise creatinine and potassium. Use them sparingly and ask about alternatives for ongoing pain.',
    markers: { EGFR: 'low', CREAT: 'high', K: 'high' },
  },
  {
    id: 96,
    kind: 'lifestyle',
    title: 'Discuss your hormone results with your clinician',
    description:
      'Hormone levels depend on age, sex, time of day, contraception and supplements. An unexpected result is best rechecked with a morning draw and reviewed with your clinician alongside symptoms.',
    markers: {
      DHEAS: 'high',
      TESTO: 'high',
      CORTISOL: 'low',
      SHBG: 'high',
    },
  },
  {
    id: 97,
    kind: 'lifestyle',
    title: 'Avoid long fasts before a test',
    description:
      'Fasting for more than about 16 hours raises bilirubin (especially with Gilbert’s syndrome) and lowers T3. An overnight fast of 8-12 hours is enough for every test on this panel.',
    markers: { TBIL: 'high', FT3: 'low' },
  },
];

export const interventionCatalogue: readonly InterventionSeed[] = [
  {
    id: 1,
    kind: 'exercise',
    title: 'Walk 10 minutes after your biggest meal',
    description: 'A short walk right after eating blunts the rise in blood sugar and insulin from the meal.',
    markers: { GLU: 'high', HBA1C: 'high', INSULIN: 'high', TG: 'high' },
  },
  {
    id: 2,
    kind: 'food',
    title: 'Have a bowl of oats or a serving of beans',
    description: 'About 3 g of soluble fibre that helps your liver pull LDL out of the blood.',
    markers: { LDL: 'high', CHOL: 'high', APOB: 'high', NONHDL: 'high', GLU: 'high' },
  },
  {
    id: 3,
    kind: 'food',
    title: 'Swap a sweet drink for water',
    description: 'Less fructose for the liver to turn into triglycerides and liver fat.',
    markers: { TG: 'high', GLU: 'high', INSULIN: 'high', ALT: 'high', HBA1C: 'high' },
  },
  {
    id: 4,
    kind: 'exercise',
    title: 'Get 30 minutes of brisk activity',
    description: 'Walking fast, cycling or swimming: enough to raise your breathing but still talk.',
    markers: {
      HDL: 'low',
      TG: 'high',
      HSCRP: 'high',
      WBC: 'high',
      INSULIN: 'high',
      RDW: 'high',
      LDL: 'high',
    },
  },
  {
    id: 5,
    kind: 'food',
    title: 'Eat oily fish or take your omega-3',
    description: 'EPA and DHA lower triglycerides and calm inflammation.',
    markers: { TG: 'high', HSCRP: 'high' },
  },
  {
    id: 6,
    kind: 'lifestyle',
    title: 'Spend 15 minutes in midday daylight',
    description: 'Arms and face uncovered, without burning — your skin makes vitamin D.',
    markers: { VITD: 'low' },
  },
  {
    id: 7,
    kind: 'supplement',
    title: 'Take your vitamin D3 with a meal',
    description: 'Vitamin D is fat-soluble: a meal with some fat helps absorb it.',
    markers: { VITD: 'low' },
  },
  {
    id: 8,
    kind: 'lifestyle',
    title: 'Make today alcohol-free',
    description: 'A day off lets liver enzymes and triglycerides settle.',
    markers: { GGT: 'high', ALT: 'high', AST: 'high', TG: 'high', MCV: 'high' },
  },
  {
    id: 9,
    kind: 'lifestyle',
    title: 'Be in bed for eight hours tonight',
    description: 'Enough sleep steadies cortisol, insulin sensitivity and testosterone.',
    markers: { CORTISOL: 'high', INSULIN: 'high', GLU: 'high', TESTO: 'low', LYMPH: 'low' },
  },
  {
    id: 10,
    kind: 'lifestyle',
    title: 'Take 5 minutes of slow breathing',
    description: 'Breathe in for 4 seconds and out for 6; it lowers stress hormones.',
    markers: { CORTISOL: 'high', LYMPH: 'low' },
  },
  {
    id: 11,
    kind: 'food',
    title: 'Eat two handfuls of leafy greens',
    description: 'Spinach, kale or chard for folate, magnesium and potassium.',
    markers: { FOLATE: 'low', MG: 'low', K: 'low' },
  },
  {
    id: 12,
    kind: 'food',
    title: 'Snack on a handful of nuts',
    description: 'About 30 g of unsalted nuts for magnesium and healthy fats.',
    markers: { MG: 'low', LDL: 'high', APOB: 'high', HDL: 'low' },
  },
  {
    id: 13,
    kind: 'food',
    title: 'Pair plant iron with vitamin C',
    description: 'Add peppers, citrus or tomatoes to beans, lentils or greens.',
    markers: { FERRITIN: 'low', IRON: 'low', TSAT: 'low', HGB: 'low' },
  },
  {
    id: 14,
    kind: 'food',
    title: 'Have protein with every meal',
    description: 'Fish, eggs, dairy, legumes or lean meat at breakfast, lunch and dinner.',
    markers: { ALB: 'low', TP: 'low' },
  },
  {
    id: 15,
    kind: 'exercise',
    title: 'Do a 20-minute strength session',
    description: 'Squats, push-ups, lunges and rows — or weights at the gym.',
    markers: { TESTO: 'low', INSULIN: 'high', GLU: 'high', HBA1C: 'high', SHBG: 'low' },
  },
  {
    id: 16,
    kind: 'lifestyle',
    title: 'Drink 2 litres of water',
    description: 'Spread through the day; more when it is hot or you train.',
    markers: { BUN: 'high', NA: 'high', HCT: 'high', CREAT: 'high' },
  },
  {
    id: 17,
    kind: 'supplement',
    title: 'Take your vitamin B12',
    description: 'Or eat a B12 source: fish, eggs, dairy or fortified foods.',
    markers: { B12: 'low', MCV: 'high' },
  },
  {
    id: 18,
    kind: 'food',
    title: 'Cook with olive oil instead of butter',
    description: 'Unsaturated fat in place of saturated fat lowers LDL and ApoB.',
    markers: { LDL: 'high', APOB: 'high', NONHDL: 'high', HSCRP: 'high' },
  },
  {
    id: 19,
    kind: 'lifestyle',
    title: 'Floss before bed',
    description: 'Healthy gums remove a common hidden source of inflammation.',
    markers: { HSCRP: 'high' },
  },
  {
    id: 20,
    kind: 'exercise',
    title: 'Stand up and move for 2 minutes every hour',
    description: 'Breaking up sitting helps muscles clear sugar and fat from the blood.',
    markers: { TG: 'high', GLU: 'high', HDL: 'low' },
  },
  {
    id: 21,
    kind: 'food',
    title: 'Eat five portions of vegetables and fruit',
    description: 'Potassium, folate and antioxidants; count a fist-sized portion each.',
    markers: { K: 'low', HSCRP: 'high', RDW: 'high', FOLATE: 'low' },
  },
  {
    id: 22,
    kind: 'supplement',
    title: 'Take your magnesium in the evening',
    description: 'Glycinate or citrate, with water, an hour before bed.',
    markers: { MG: 'low' },
  },
  {
    id: 23,
    kind: 'supplement',
    title: 'Take your folate',
    description: '400 µg of folic acid or methylfolate with breakfast.',
    markers: { FOLATE: 'low', MCV: 'high' },
  },
];
