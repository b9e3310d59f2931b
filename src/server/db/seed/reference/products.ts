export interface ProductSeed {
  id: number;
  packageId: number;
  slug: string;
  title: string;
  description: string;
  priceCents: number;
  categories: string[];
  bloodTestIncluded: boolean;
}

/** The test plans the shop sells, in shop order. Prices in US cents. */
export const productCatalogue: readonly ProductSeed[] = [
  {
    id: 1,
    packageId: 59,
    slug: 'ultimate',
    title: 'Ultimate',
    description:
      'Our most complete blood analysis. Every biomarker we track across heart health, metabolism, inflammation, ' +
      'hormones, thyroid, liver, kidney, iron and vitamins, with your InnerAge, a personalized action plan for ' +
      'food, exercise and supplements, and a mobile blood draw at home or work where available.',
    priceCents: 49_900,
    categories: [
      'Heart health',
      'Metabolism',
      'Inflammation',
      'Hormones',
      'Thyroid',
      'Vitamins & minerals',
      'InnerAge',
    ],
    bloodTestIncluded: true,
  },
  {
    id: 2,
    packageId: 12,
    slug: 'essentials',
    title: 'Essentials',
    description:
      'A focused first look at the markers that matter most: cholesterol, blood sugar, inflammation, liver and ' +
      'kidney health and vitamin D, with clear optimal zones and a personalized plan to improve them.',
    priceCents: 19_900,
    categories: ['Heart health', 'Metabolism', 'Inflammation', 'Vitamins & minerals'],
    bloodTestIncluded: true,
  },
  {
    id: 3,
    packageId: 60,
    slug: 'performance',
    title: 'Performance',
    description:
      'Built for active people and athletes: iron status, hormones, muscle and recovery markers, inflammation ' +
      'and hydration, with training and nutrition guidance to help you perform and recover better.',
    priceCents: 34_900,
    categories: ['Iron', 'Hormones', 'Inflammation', 'Blood & immunity', 'Kidney & electrolytes'],
    bloodTestIncluded: true,
  },
  {
    id: 4,
    packageId: 15,
    slug: 'home-kit',
    title: 'Home Kit',
    description:
      'Test from home with a simple finger-prick kit: collect a small sample, mail it back in the prepaid ' +
      'envelope, and get your results for heart health, blood sugar and inflammation with a personalized plan.',
    priceCents: 14_900,
    categories: ['Heart health', 'Metabolism', 'Inflammation'],
    bloodTestIncluded: true,
  },
  {
    id: 5,
    packageId: 38,
    slug: 'dna-kit',
    title: 'DNA Kit',
    description:
      'A cheek-swab DNA test that shows how your genes shape metabolism, nutrition, fitness and recovery, so ' +
      'your recommendations fit your biology. No blood draw needed; combine it with a blood test for the full picture.',
    priceCents: 17_900,
    categories: ['DNA', 'Nutrition', 'Fitness'],
    bloodTestIncluded: false,
  },
  {
    id: 6,
    packageId: 10,
    slug: 'upload-your-own-results',
    title: 'Upload your own results',
    description:
      'Already had blood work done? Upload the results from your doctor or lab and get the same analysis: optimal ' +
      'zones for each biomarker, your InnerAge where the markers allow it, and a personalized action plan.',
    priceCents: 9_900,
    categories: ['Blood analysis', 'InnerAge'],
    bloodTestIncluded: false,
  },
];
