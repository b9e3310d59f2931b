import type { Interaction, SupplementItem } from '../../../../domain/nutrition/catalogue';

/**
 * The supplements the plan may suggest (spec 000 §3 Supplement, dosage entry), at least 25. `name`
 * is what customers' dosage entries store: never change one. NSF status: NSF Certified for Sport or
 * NSF/ANSI 173 listing of a widely sold form; dosages from NIH Office of Dietary Supplements fact sheets.
 *
 * A supplement without markers (St John's wort, ginkgo) is never suggested: it is listed so a
 * customer who takes it can say so and have its interactions checked.
 */
export type SupplementSeed = Omit<SupplementItem, 'interactions'> & {
  interactions?: SupplementItem['interactions'];
};

const omega3WithWarfarin: Interaction = {
  medication: 'warfarin',
  effect: 'caution',
  note: 'Above 3 g a day fish oil can add to the effect of blood thinners: ask your clinician before taking it with warfarin.',
};
const omega3WithDoac: Interaction = {
  medication: 'doac',
  effect: 'caution',
  note: 'High doses of omega-3 may add to the bleeding risk of blood thinners: ask your clinician first.',
};
const vitaminDWithThiazide: Interaction = {
  medication: 'thiazide',
  effect: 'caution',
  note: 'Thiazide diuretics keep calcium in the body; with high-dose vitamin D this can raise blood calcium. Stay at or below 2,000 IU unless your clinician checks your calcium (NIH ODS).',
};
const mineralWithAntibiotic = (mineral: string): Interaction => ({
  medication: 'quinolone-tetracycline',
  effect: 'caution',
  note: `${mineral} binds tetracycline and quinolone antibiotics so less is absorbed: take the antibiotic at least 2 hours before or 4-6 hours after it.`,
});
const mineralWithLevothyroxine = (mineral: string): Interaction => ({
  medication: 'levothyroxine',
  effect: 'caution',
  note: `${mineral} reduces how much levothyroxine you absorb: take them at least 4 hours apart (NIH ODS).`,
});
const bleedingWith = (what: string, medication: string, effect: Interaction['effect']): Interaction => ({
  medication,
  effect,
  note: `${what} can increase bleeding with blood thinners and antiplatelet drugs: ${effect === 'avoid' ? 'do not take them together' : 'ask your clinician first'}.`,
});
const glucoseLoweringWithInsulin = (what: string): Interaction => ({
  medication: 'insulin-sulfonylurea',
  effect: 'caution',
  note: `${what} lowers blood sugar; with insulin or a sulfonylurea this can cause hypoglycaemia. Check with your clinician and monitor your glucose.`,
});

export const supplementCatalogue: readonly SupplementSeed[] = [
  {
    id: 1,
    name: 'vitamin-d3',
    title: 'Vitamin D3',
    description:
      'Cholecalciferol, the form the skin makes in sunlight. Usually made from lanolin (sheep’s wool): the lichen form is vegan.',
    nsfCertified: true,
    dosages: [
      { name: '1000-iu', title: '1,000 IU a day' },
      { name: '2000-iu', title: '2,000 IU a day' },
      { name: '4000-iu', title: '4,000 IU a day' },
    ],
    defaultDosage: '2000-iu',
    tags: ['lanolin'],
    markers: { VITD: 'low' },
    evidence:
      'Each 1,000 IU a day raises 25-OH vitamin D by roughly 10 ng/mL in deficient adults; 4,000 IU a day is the adult upper limit (NIH ODS vitamin D fact sheet).',
    interactions: [vitaminDWithThiazide],
  },
  {
    id: 2,
    name: 'fish-oil',
    title: 'Omega-3 fish oil',
    description: 'EPA and DHA from fish.',
    nsfCertified: true,
    dosages: [
      { name: '1-g', title: '1 g EPA+DHA a day' },
      { name: '2-g', title: '2 g EPA+DHA a day' },
    ],
    defaultDosage: '1-g',
    tags: ['fish'],
    markers: { TG: 'high', HSCRP: 'high' },
    evidence:
      '2-4 g a day of EPA+DHA lowers triglycerides by 20-30 % (AHA science advisory, Circulation 2019).',
    interactions: [omega3WithWarfarin, omega3WithDoac],
  },
  {
    id: 3,
    name: 'algae-omega-3',
    title: 'Algae omega-3',
    description: 'EPA and DHA from algae: the plant-based alternative to fish oil.',
    nsfCertified: false,
    dosages: [
      { name: '500-mg', title: '500 mg EPA+DHA a day' },
      { name: '1-g', title: '1 g EPA+DHA a day' },
    ],
    defaultDosage: '1-g',
    tags: [],
    markers: { TG: 'high', HSCRP: 'high' },
    evidence:
      'Algal oil raises blood EPA and DHA as fish oil does and lowers triglycerides at similar doses (meta-analysis, Nutrients 2017).',
    interactions: [omega3WithWarfarin, omega3WithDoac],
  },
  {
    id: 4,
    name: 'vitamin-k2',
    title: 'Vitamin K2 (MK-7)',
    description: 'Often combined with vitamin D3.',
    nsfCertified: false,
    dosages: [{ name: '100-mcg', title: '100 µg a day' }],
    defaultDosage: '100-mcg',
    tags: [],
    markers: { VITD: 'low' },
    evidence:
      'Vitamin K2 directs calcium to bone; it is commonly paired with vitamin D3 (NIH ODS vitamin K fact sheet).',
    interactions: [
      {
        medication: 'warfarin',
        effect: 'avoid',
        note: 'Vitamin K counteracts warfarin and can make it stop working.',
      },
    ],
  },
  {
    id: 5,
    name: 'vegan-vitamin-d3',
    title: 'Vegan vitamin D3 (lichen)',
    description: 'Cholecalciferol from lichen: the plant-based alternative to D3 from lanolin.',
    nsfCertified: false,
    dosages: [
      { name: '1000-iu', title: '1,000 IU a day' },
      { name: '2000-iu', title: '2,000 IU a day' },
      { name: '4000-iu', title: '4,000 IU a day' },
    ],
    defaultDosage: '2000-iu',
    tags: [],
    markers: { VITD: 'low' },
    evidence:
      'Lichen-derived D3 is the same molecule as other vitamin D3 and raises 25-OH vitamin D the same way; 4,000 IU a day is the adult upper limit (NIH ODS vitamin D fact sheet).',
    interactions: [vitaminDWithThiazide],
  },
  {
    id: 6,
    name: 'krill-oil',
    title: 'Krill oil',
    description: 'EPA and DHA from Antarctic krill, a crustacean.',
    nsfCertified: false,
    dosages: [
      { name: '1-g', title: '1 g krill oil a day (about 250 mg EPA+DHA)' },
      { name: '2-g', title: '2 g krill oil a day (about 500 mg EPA+DHA)' },
    ],
    defaultDosage: '2-g',
    tags: ['shellfish'],
    markers: { TG: 'high' },
    evidence:
      'Krill oil lowers triglycerides modestly (meta-analysis, Nutr Rev 2017); it carries less EPA and DHA a gram than fish oil. Not for people allergic to shellfish.',
    interactions: [omega3WithWarfarin, omega3WithDoac],
  },
  {
    id: 7,
    name: 'magnesium',
    title: 'Magnesium glycinate or citrate',
    description: 'Well-absorbed forms that are gentle on the stomach.',
    nsfCertified: true,
    dosages: [
      { name: '100-mg', title: '100 mg elemental magnesium a day' },
      { name: '200-mg', title: '200 mg elemental magnesium a day' },
      { name: '350-mg', title: '350 mg elemental magnesium a day' },
    ],
    defaultDosage: '200-mg',
    tags: [],
    markers: { MG: 'low' },
    evidence:
      'Supplements restore a low magnesium; 350 mg a day from supplements is the adult upper limit, above which diarrhoea is common (NIH ODS magnesium fact sheet).',
    interactions: [
      {
        medication: 'bisphosphonate',
        effect: 'caution',
        note: 'Magnesium reduces how much of a bisphosphonate you absorb: take them at least 2 hours apart (NIH ODS).',
      },
      mineralWithAntibiotic('Magnesium'),
    ],
  },
  {
    id: 8,
    name: 'calcium',
    title: 'Calcium citrate',
    description: 'Absorbed with or without food, also with acid reducers.',
    nsfCertified: true,
    dosages: [
      { name: '250-mg', title: '250 mg a day' },
      { name: '500-mg', title: '500 mg a day' },
    ],
    defaultDosage: '500-mg',
    tags: [],
    markers: { CA: 'low' },
    evidence:
      'Calcium is absorbed best in doses of 500 mg or less; most adults need 1,000-1,200 mg a day from food and supplements together (NIH ODS calcium fact sheet).',
    interactions: [
      mineralWithLevothyroxine('Calcium'),
      {
        medication: 'bisphosphonate',
        effect: 'caution',
        note: 'Calcium stops a bisphosphonate being absorbed: take the bisphosphonate first, with plain water, and calcium at least 30 minutes later (NIH ODS).',
      },
      mineralWithAntibiotic('Calcium'),
      {
        medication: 'thiazide',
        effect: 'caution',
        note: 'Thiazide diuretics keep calcium in the body: calcium supplements with them can raise blood calcium too far. Ask your clinician first (NIH ODS).',
      },
    ],
  },
  {
    id: 9,
    name: 'iron',
    title: 'Iron bisglycinate',
    description: 'A gentle form of iron. Take it only when a blood test shows low iron stores.',
    nsfCertified: true,
    dosages: [
      { name: '18-mg', title: '18 mg a day' },
      { name: '25-mg', title: '25 mg a day' },
      { name: '65-mg-alternate', title: '65 mg every other day' },
    ],
    defaultDosage: '25-mg',
    tags: [],
    markers: { FERRITIN: 'low', IRON: 'low', TSAT: 'low', HGB: 'low' },
    evidence:
      'Oral iron restores low ferritin and hemoglobin; taking it every other day is absorbed as well with fewer side effects (Lancet Haematol 2017). Take it with vitamin C, away from tea, coffee and calcium (NIH ODS iron fact sheet).',
    interactions: [
      mineralWithLevothyroxine('Iron'),
      {
        medication: 'ppi',
        effect: 'caution',
        note: 'Acid reducers lower how much iron you absorb: your clinician may check your ferritin sooner (NIH ODS).',
      },
      mineralWithAntibiotic('Iron'),
    ],
  },
  {
    id: 10,
    name: 'vitamin-b12',
    title: 'Vitamin B12',
    description: 'Cyanocobalamin or methylcobalamin. Essential for vegans.',
    nsfCertified: true,
    dosages: [
      { name: '250-mcg', title: '250 µg a day' },
      { name: '500-mcg', title: '500 µg a day' },
      { name: '1000-mcg', title: '1,000 µg a day' },
    ],
    defaultDosage: '1000-mcg',
    tags: [],
    markers: { B12: 'low', MCV: 'high' },
    evidence:
      '1,000 µg a day by mouth corrects a low B12 as well as injections for most people (Cochrane review 2018); metformin and acid reducers lower B12 over years (NIH ODS vitamin B12 fact sheet).',
  },
  {
    id: 11,
    name: 'folate',
    title: 'Folate (methylfolate or folic acid)',
    description: 'Advised before and in early pregnancy.',
    nsfCertified: false,
    dosages: [
      { name: '400-mcg', title: '400 µg a day' },
      { name: '800-mcg', title: '800 µg a day' },
    ],
    defaultDosage: '400-mcg',
    tags: [],
    markers: { FOLATE: 'low', MCV: 'high' },
    evidence:
      '400 µg a day of folic acid restores folate levels; a low B12 should be ruled out first, since folate can hide its anaemia (NIH ODS folate fact sheet).',
  },
  {
    id: 12,
    name: 'b-complex',
    title: 'B-complex',
    description: 'All eight B vitamins. Most contain biotin: stop it 2 days before a blood test.',
    nsfCertified: true,
    dosages: [{ name: '1-capsule', title: '1 capsule a day' }],
    defaultDosage: '1-capsule',
    tags: [],
    markers: { B12: 'low', FOLATE: 'low' },
    evidence:
      'Supplies B12 and folate together (NIH ODS fact sheets). Its biotin can make thyroid and other lab tests read wrongly (FDA safety communication, 2017 and 2019), so pause it before your draw.',
  },
  {
    id: 13,
    name: 'multivitamin',
    title: 'Multivitamin and mineral',
    description: 'A daily one-a-day formula.',
    nsfCertified: true,
    dosages: [{ name: '1-tablet', title: '1 tablet a day' }],
    defaultDosage: '1-tablet',
    tags: [],
    markers: { VITD: 'low', B12: 'low', FOLATE: 'low' },
    evidence:
      'Fills common gaps (vitamin D, B12, folate) at about a day’s need each; it does not replace a targeted dose for a clear deficiency (NIH ODS multivitamin fact sheet).',
    interactions: [
      {
        medication: 'warfarin',
        effect: 'caution',
        note: 'Most multivitamins contain vitamin K: with warfarin take the same one every day and tell your anticoagulation clinic when you start or stop.',
      },
      mineralWithLevothyroxine('The calcium and iron in a multivitamin'),
    ],
  },
  {
    id: 14,
    name: 'zinc',
    title: 'Zinc picolinate',
    description: 'Needed for immunity, skin and hormones.',
    nsfCertified: true,
    dosages: [
      { name: '15-mg', title: '15 mg a day' },
      { name: '25-mg', title: '25 mg a day' },
    ],
    defaultDosage: '15-mg',
    tags: [],
    markers: { TESTO: 'low' },
    evidence:
      'In men low in zinc, zinc restores testosterone (Nutrition 1996); more than 40 mg a day long-term causes copper deficiency (NIH ODS zinc fact sheet).',
    interactions: [mineralWithAntibiotic('Zinc')],
  },
  {
    id: 15,
    name: 'creatine',
    title: 'Creatine monohydrate',
    description: 'For strength training. It raises creatinine on blood tests without harming the kidneys.',
    nsfCertified: true,
    dosages: [
      { name: '3-g', title: '3 g a day' },
      { name: '5-g', title: '5 g a day' },
    ],
    defaultDosage: '3-g',
    tags: [],
    markers: { HBA1C: 'high', GLU: 'high' },
    evidence:
      'With exercise, creatine lowered HbA1c more than exercise alone in a 12-week trial in type 2 diabetes (Med Sci Sports Exerc 2011); 3-5 g a day is safe for healthy adults (ISSN position stand 2017).',
  },
  {
    id: 16,
    name: 'probiotic',
    title: 'Probiotic (Lactobacillus and Bifidobacterium)',
    description: 'Live cultures, at least 10 billion CFU.',
    nsfCertified: true,
    dosages: [
      { name: '10-billion-cfu', title: '10 billion CFU a day' },
      { name: '50-billion-cfu', title: '50 billion CFU a day' },
    ],
    defaultDosage: '10-billion-cfu',
    tags: [],
    markers: { LDL: 'high', HSCRP: 'high' },
    evidence:
      'Probiotics lowered LDL cholesterol modestly in a meta-analysis of 30 trials (Medicine 2015) and CRP in a meta-analysis of 20 trials (Nutrients 2017); effects depend on the strain.',
  },
  {
    id: 17,
    name: 'psyllium',
    title: 'Psyllium husk',
    description: 'Soluble fibre, stirred into water.',
    nsfCertified: false,
    dosages: [
      { name: '5-g', title: '5 g a day' },
      { name: '10-g', title: '10 g a day (5 g twice)' },
    ],
    defaultDosage: '10-g',
    tags: [],
    markers: { LDL: 'high', APOB: 'high', NONHDL: 'high', GLU: 'high', HBA1C: 'high' },
    evidence:
      'About 10 g a day lowers LDL cholesterol by 0.33 mmol/L (meta-analysis of 28 trials, Am J Clin Nutr 2018) and fasting glucose and HbA1c (meta-analysis, Am J Clin Nutr 2015); FDA heart-health claim.',
    interactions: [
      {
        medication: 'levothyroxine',
        effect: 'caution',
        note: 'Fibre supplements reduce how much levothyroxine you absorb: take them at least 4 hours apart.',
      },
      glucoseLoweringWithInsulin('Psyllium'),
    ],
  },
  {
    id: 18,
    name: 'plant-sterols',
    title: 'Plant sterols and stanols',
    description: 'Capsules or fortified spreads, with meals.',
    nsfCertified: false,
    dosages: [{ name: '2-g', title: '2 g a day with meals' }],
    defaultDosage: '2-g',
    tags: [],
    markers: { LDL: 'high', APOB: 'high', NONHDL: 'high' },
    evidence:
      '2 g a day of plant sterols or stanols lowers LDL cholesterol by 8-10 % (EAS consensus, Atherosclerosis 2014), also on top of a statin.',
  },
  {
    id: 19,
    name: 'red-yeast-rice',
    title: 'Red yeast rice',
    description: 'Contains monacolin K, the same molecule as the statin lovastatin.',
    nsfCertified: false,
    dosages: [{ name: '1200-mg', title: '1,200 mg a day' }],
    defaultDosage: '1200-mg',
    tags: [],
    markers: { LDL: 'high', APOB: 'high' },
    evidence:
      'Lowered LDL cholesterol by about 1 mmol/L, as much as a low-dose statin (meta-analysis of 20 trials, Atherosclerosis 2015), but its monacolin content varies by product and some contain the kidney toxin citrinin (NIH NCCIH). Ask your clinician first.',
    interactions: [
      {
        medication: 'statin',
        effect: 'avoid',
        note: 'Red yeast rice is itself a statin (lovastatin): taking it with a statin adds the risk of muscle and liver damage.',
      },
    ],
  },
  {
    id: 20,
    name: 'berberine',
    title: 'Berberine',
    description: 'A plant alkaloid from barberry and goldenseal.',
    nsfCertified: false,
    dosages: [
      { name: '1000-mg', title: '500 mg twice a day with meals' },
      { name: '1500-mg', title: '500 mg three times a day with meals' },
    ],
    defaultDosage: '1000-mg',
    tags: [],
    markers: { GLU: 'high', HBA1C: 'high', LDL: 'high', TG: 'high' },
    evidence:
      'Lowers fasting glucose, HbA1c, LDL cholesterol and triglycerides (meta-analysis of 27 trials, J Ethnopharmacol 2015). Not in pregnancy.',
    interactions: [
      {
        medication: 'metformin',
        effect: 'caution',
        note: 'Berberine lowers blood sugar in a similar way to metformin: together they add up and upset the stomach more. Ask your clinician first.',
      },
      glucoseLoweringWithInsulin('Berberine'),
    ],
  },
  {
    id: 21,
    name: 'niacin',
    title: 'Niacin (nicotinic acid)',
    description: 'Vitamin B3 in high doses. Flushing is common.',
    nsfCertified: false,
    dosages: [
      { name: '500-mg', title: '500 mg a day' },
      { name: '1000-mg', title: '1,000 mg a day' },
    ],
    defaultDosage: '500-mg',
    tags: [],
    markers: { TG: 'high', LPA: 'high', HDL: 'low' },
    evidence:
      'Lowers triglycerides and Lp(a) and raises HDL, but added to a statin it prevented no heart attacks and caused more side effects (AIM-HIGH 2011, HPS2-THRIVE 2014): only under a clinician’s care.',
    interactions: [
      {
        medication: 'statin',
        effect: 'caution',
        note: 'High-dose niacin with a statin raises the risk of muscle damage and adds no benefit in trials: only if your clinician prescribes it.',
      },
      {
        medication: 'insulin-sulfonylurea',
        effect: 'caution',
        note: 'Niacin raises blood sugar: your diabetes treatment may need adjusting. Ask your clinician first.',
      },
    ],
  },
  {
    id: 22,
    name: 'potassium',
    title: 'Potassium citrate',
    description: 'Sold over the counter at 99 mg a tablet.',
    nsfCertified: false,
    dosages: [{ name: '99-mg', title: '99 mg a day' }],
    defaultDosage: '99-mg',
    tags: [],
    markers: { K: 'low' },
    evidence:
      'Over-the-counter tablets hold at most 99 mg, a small fraction of the 2,600-3,400 mg a day adults need: foods such as potatoes, beans and bananas do more, and a truly low potassium is treated on prescription (NIH ODS potassium fact sheet).',
    interactions: [
      {
        medication: 'ace-inhibitor-arb',
        effect: 'avoid',
        note: 'ACE inhibitors and ARBs raise blood potassium: potassium supplements with them can cause dangerous hyperkalaemia (NIH ODS).',
      },
      {
        medication: 'spironolactone',
        effect: 'avoid',
        note: 'Potassium-sparing diuretics raise blood potassium: potassium supplements with them can cause dangerous hyperkalaemia (NIH ODS).',
      },
    ],
  },
  {
    id: 23,
    name: 'whey-protein',
    title: 'Whey protein',
    description: 'Milk protein powder, about 20 g protein a scoop.',
    nsfCertified: true,
    dosages: [
      { name: '20-g', title: '20 g a day' },
      { name: '30-g', title: '30 g a day' },
    ],
    defaultDosage: '20-g',
    tags: ['dairy'],
    markers: { ALB: 'low', TP: 'low' },
    evidence:
      'An easy way to reach 1.0-1.2 g of protein per kg a day when food falls short, which keeps albumin and total protein up (PROT-AGE recommendations, J Am Med Dir Assoc 2013).',
  },
  {
    id: 24,
    name: 'plant-protein',
    title: 'Pea and rice protein',
    description: 'Plant protein powder: the dairy-free alternative to whey.',
    nsfCertified: true,
    dosages: [
      { name: '20-g', title: '20 g a day' },
      { name: '30-g', title: '30 g a day' },
    ],
    defaultDosage: '20-g',
    tags: [],
    markers: { ALB: 'low', TP: 'low' },
    evidence:
      'Pea and rice proteins together supply all essential amino acids and support muscle as well as whey in training trials (J Int Soc Sports Nutr 2015); useful when food falls short of 1.0-1.2 g per kg a day.',
  },
  {
    id: 25,
    name: 'glucosamine',
    title: 'Glucosamine',
    description: 'Usually made from shellfish shells.',
    nsfCertified: false,
    dosages: [{ name: '1500-mg', title: '1,500 mg a day' }],
    defaultDosage: '1500-mg',
    tags: ['shellfish'],
    markers: { HSCRP: 'high' },
    evidence:
      'Glucosamine with chondroitin lowered CRP by 23 % in a 4-week randomised crossover trial in overweight adults (PLoS One 2015). Not for people allergic to shellfish unless the label says it is from corn.',
    interactions: [
      {
        medication: 'warfarin',
        effect: 'caution',
        note: 'Glucosamine has raised INR and caused bleeding in people on warfarin: ask your anticoagulation clinic first.',
      },
    ],
  },
  {
    id: 26,
    name: 'curcumin',
    title: 'Curcumin (turmeric extract)',
    description: 'A better-absorbed form, often with piperine.',
    nsfCertified: false,
    dosages: [
      { name: '500-mg', title: '500 mg a day' },
      { name: '1000-mg', title: '1,000 mg a day' },
    ],
    defaultDosage: '500-mg',
    tags: [],
    markers: { HSCRP: 'high' },
    evidence:
      'Curcumin lowered CRP in meta-analyses of randomised trials (Phytother Res 2014 and 2022); rare liver injury has been reported with high-absorption products (NIH LiverTox).',
    interactions: [
      bleedingWith('Curcumin', 'warfarin', 'caution'),
      bleedingWith('Curcumin', 'doac', 'caution'),
      bleedingWith('Curcumin', 'antiplatelet', 'caution'),
    ],
  },
  {
    id: 27,
    name: 'coq10',
    title: 'Coenzyme Q10',
    description: 'Ubiquinone or ubiquinol.',
    nsfCertified: false,
    dosages: [
      { name: '100-mg', title: '100 mg a day' },
      { name: '200-mg', title: '200 mg a day' },
    ],
    defaultDosage: '100-mg',
    tags: [],
    markers: { HSCRP: 'high' },
    evidence:
      'CoQ10 lowered CRP and other inflammatory markers in a meta-analysis of 17 trials (Pharmacol Res 2017).',
    interactions: [
      {
        medication: 'warfarin',
        effect: 'caution',
        note: 'CoQ10 is structurally like vitamin K and may weaken warfarin: check your INR when you start or stop it (NIH NCCIH).',
      },
    ],
  },
  {
    id: 28,
    name: 'ashwagandha',
    title: 'Ashwagandha',
    description: 'Root extract of Withania somnifera.',
    nsfCertified: false,
    dosages: [
      { name: '300-mg', title: '300 mg a day' },
      { name: '600-mg', title: '600 mg a day (300 mg twice)' },
    ],
    defaultDosage: '600-mg',
    tags: [],
    markers: { CORTISOL: 'high' },
    evidence:
      'Root extract lowered morning cortisol and perceived stress in 60-day randomised trials (Medicine 2019; Indian J Psychol Med 2012). Rare liver injury has been reported; not in pregnancy (NIH ODS).',
    interactions: [
      {
        medication: 'levothyroxine',
        effect: 'caution',
        note: 'Ashwagandha can raise thyroid hormone levels: with thyroid medication, ask your clinician and recheck your TSH.',
      },
      glucoseLoweringWithInsulin('Ashwagandha'),
    ],
  },
  {
    id: 29,
    name: 'myo-inositol',
    title: 'Myo-inositol',
    description: 'Used for polycystic ovary syndrome (PCOS).',
    nsfCertified: false,
    dosages: [
      { name: '2-g', title: '2 g a day' },
      { name: '4-g', title: '4 g a day (2 g twice)' },
    ],
    defaultDosage: '4-g',
    tags: [],
    markers: { INSULIN: 'high', GLU: 'high' },
    evidence:
      'In women with PCOS, myo-inositol lowered fasting insulin and insulin resistance (meta-analysis of 9 trials, Endocr Connect 2017).',
    forSex: 'female',
  },
  {
    id: 30,
    name: 'st-johns-wort',
    title: 'St John’s wort',
    description: 'A herbal remedy for low mood. Listed so its interactions can be checked.',
    nsfCertified: false,
    dosages: [{ name: '900-mg', title: '300 mg three times a day' }],
    defaultDosage: '900-mg',
    tags: [],
    markers: {},
    evidence:
      'It speeds the breakdown of many medicines and adds to the effect of antidepressants (NIH NCCIH); it helps no blood marker, so it is never suggested.',
    interactions: [
      {
        medication: 'ssri-snri',
        effect: 'avoid',
        note: 'With SSRI or SNRI antidepressants it can cause serotonin syndrome (NIH NCCIH).',
      },
      {
        medication: 'maoi',
        effect: 'avoid',
        note: 'With an MAO inhibitor it can cause serotonin syndrome (NIH NCCIH).',
      },
      {
        medication: 'warfarin',
        effect: 'avoid',
        note: 'It speeds the breakdown of warfarin and can make it stop working (NIH NCCIH).',
      },
      {
        medication: 'doac',
        effect: 'avoid',
        note: 'It lowers the levels of apixaban, rivaroxaban and other DOACs, risking clots (product labels).',
      },
      {
        medication: 'oral-contraceptive',
        effect: 'avoid',
        note: 'It makes hormonal contraceptives less effective: breakthrough bleeding and unplanned pregnancies are reported (NIH NCCIH).',
      },
      {
        medication: 'statin',
        effect: 'caution',
        note: 'It lowers the levels of simvastatin and atorvastatin, so they may work less well.',
      },
    ],
  },
  {
    id: 31,
    name: 'ginkgo',
    title: 'Ginkgo biloba',
    description: 'A herbal remedy for memory. Listed so its interactions can be checked.',
    nsfCertified: false,
    dosages: [
      { name: '120-mg', title: '120 mg a day' },
      { name: '240-mg', title: '240 mg a day' },
    ],
    defaultDosage: '120-mg',
    tags: [],
    markers: {},
    evidence:
      'Ginkgo did not prevent memory decline in a large trial (GEM study, JAMA 2008) and helps no blood marker, so it is never suggested; it may increase bleeding (NIH NCCIH).',
    interactions: [
      bleedingWith('Ginkgo', 'warfarin', 'avoid'),
      bleedingWith('Ginkgo', 'doac', 'avoid'),
      bleedingWith('Ginkgo', 'antiplatelet', 'caution'),
    ],
  },
];
