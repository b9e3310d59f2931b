import type { Medication } from '../../../../domain/nutrition/catalogue';

/** The medications asked about for food and supplement interactions (spec 000 §7.6). Ids are stored: never reuse one. */
export const medicationCatalogue: readonly Medication[] = [
  {
    id: 1,
    code: 'warfarin',
    name: 'Warfarin (Coumadin, Jantoven)',
    description: 'A vitamin K antagonist blood thinner.',
  },
  { id: 2, code: 'statin', name: 'A statin', description: 'Atorvastatin, simvastatin, rosuvastatin…' },
  { id: 3, code: 'metformin', name: 'Metformin', description: null },
  { id: 4, code: 'levothyroxine', name: 'Levothyroxine or another thyroid hormone', description: null },
];
