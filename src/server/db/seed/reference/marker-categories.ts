import type { ForGender } from '../../schema';

export interface MarkerCategorySeed {
  id: number;
  abbr: string;
  name: string;
  description: string;
  forGender: ForGender;
}

/** The categories blood markers are grouped in on the results pages, in display order. */
export const markerCategoryCatalogue = [
  {
    id: 1,
    abbr: 'HEART',
    name: 'Heart health',
    description:
      'Cholesterol and the lipoproteins that carry it, the strongest blood signals of cardiovascular risk.',
    forGender: 'all',
  },
  {
    id: 2,
    abbr: 'METAB',
    name: 'Metabolism',
    description: 'How well your body handles sugar: fasting glucose, long-term glucose (HbA1c) and insulin.',
    forGender: 'all',
  },
  {
    id: 3,
    abbr: 'INFLAM',
    name: 'Inflammation',
    description:
      'Low-grade, chronic inflammation that raises the risk of heart disease and other conditions.',
    forGender: 'all',
  },
  {
    id: 4,
    abbr: 'LIVER',
    name: 'Liver',
    description: 'Liver enzymes and the proteins the liver makes, which reflect liver health and nutrition.',
    forGender: 'all',
  },
  {
    id: 5,
    abbr: 'KIDNEY',
    name: 'Kidney & electrolytes',
    description: 'How well your kidneys filter the blood, and the salts they keep in balance.',
    forGender: 'all',
  },
  {
    id: 6,
    abbr: 'BLOOD',
    name: 'Blood & immunity',
    description:
      'Red cells that carry oxygen, white cells that fight infection, and platelets that stop bleeding.',
    forGender: 'all',
  },
  {
    id: 7,
    abbr: 'IRON',
    name: 'Iron',
    description: 'Iron stores and transport, behind energy, endurance and healthy red blood cells.',
    forGender: 'all',
  },
  {
    id: 8,
    abbr: 'VITMIN',
    name: 'Vitamins & minerals',
    description: 'Vitamins and minerals that support bones, nerves, muscles and energy.',
    forGender: 'all',
  },
  {
    id: 9,
    abbr: 'HORMONE',
    name: 'Hormones',
    description: 'Sex and stress hormones that shape energy, mood, muscle, bone and recovery.',
    forGender: 'all',
  },
  {
    id: 10,
    abbr: 'THYROID',
    name: 'Thyroid',
    description: 'The thyroid hormones that set the pace of your metabolism.',
    forGender: 'all',
  },
] as const satisfies readonly MarkerCategorySeed[];

export type MarkerCategoryAbbr = (typeof markerCategoryCatalogue)[number]['abbr'];
