import type { SupplementItem } from '../../../../domain/nutrition/catalogue';

/**
 * The supplements the plan may suggest (spec 000 §3 Supplement, dosage entry), at least 25. `name`
 * is what customers' dosage entries store: never change one. NSF status: NSF Certified for Sport or
 * NSF/ANSI 173 listing of a widely sold form; dosages from NIH Office of Dietary Supplements fact sheets.
 */
export type SupplementSeed = Omit<SupplementItem, 'interactions'> & {
  interactions?: SupplementItem['interactions'];
};

export const supplementCatalogue: readonly SupplementSeed[] = [
  {
    id: 1,
    name: 'vitamin-d3',
    title: 'Vitamin D3',
    description: 'Cholecalciferol, the form the skin makes in sunlight.',
    nsfCertified: true,
    dosages: [
      { name: '1000-iu', title: '1,000 IU a day' },
      { name: '2000-iu', title: '2,000 IU a day' },
      { name: '4000-iu', title: '4,000 IU a day' },
    ],
    defaultDosage: '2000-iu',
    tags: [],
    markers: { VITD: 'low' },
    evidence:
      'Each 1,000 IU a day raises 25-OH vitamin D by roughly 10 ng/mL in deficient adults; 4,000 IU a day is the adult upper limit (NIH ODS vitamin D fact sheet).',
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
    interactions: [
      {
        medication: 'warfarin',
        effect: 'caution',
        note: 'Above 3 g a day fish oil can add to the effect of blood thinners: ask your clinician before taking it with warfarin.',
      },
    ],
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
];
