import type { Medication } from '../../../../domain/nutrition/catalogue';

/**
 * The medications asked about for food and supplement interactions (spec 000 §7.6): those the
 * foods' and supplements' interactions name, grouped as a customer knows them. Ids are stored:
 * never reuse one.
 */
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
  {
    id: 5,
    code: 'doac',
    name: 'Another blood thinner (DOAC)',
    description: 'Apixaban (Eliquis), rivaroxaban (Xarelto), dabigatran (Pradaxa), edoxaban.',
  },
  {
    id: 6,
    code: 'antiplatelet',
    name: 'Aspirin or another antiplatelet',
    description: 'Daily low-dose aspirin, clopidogrel (Plavix), ticagrelor, prasugrel.',
  },
  {
    id: 7,
    code: 'ssri-snri',
    name: 'An SSRI or SNRI antidepressant',
    description: 'Sertraline, citalopram, escitalopram, fluoxetine, paroxetine, venlafaxine, duloxetine…',
  },
  {
    id: 8,
    code: 'maoi',
    name: 'An MAO inhibitor',
    description: 'Phenelzine, tranylcypromine, isocarboxazid, selegiline (also for Parkinson’s), rasagiline.',
  },
  {
    id: 9,
    code: 'ace-inhibitor-arb',
    name: 'An ACE inhibitor or ARB (blood pressure)',
    description: 'Lisinopril, ramipril, enalapril; losartan, valsartan, candesartan, irbesartan…',
  },
  {
    id: 10,
    code: 'spironolactone',
    name: 'A potassium-sparing diuretic',
    description: 'Spironolactone, eplerenone, amiloride, triamterene.',
  },
  {
    id: 11,
    code: 'thiazide',
    name: 'A thiazide diuretic',
    description: 'Hydrochlorothiazide, chlorthalidone, indapamide, bendroflumethiazide.',
  },
  {
    id: 12,
    code: 'ppi',
    name: 'An acid reducer (PPI)',
    description: 'Omeprazole, esomeprazole, lansoprazole, pantoprazole…',
  },
  {
    id: 13,
    code: 'bisphosphonate',
    name: 'A bisphosphonate (bone)',
    description: 'Alendronate, risedronate, ibandronate.',
  },
  {
    id: 14,
    code: 'oral-contraceptive',
    name: 'Hormonal contraception or HRT',
    description: 'The pill, the patch, the ring, or hormone replacement therapy.',
  },
  {
    id: 15,
    code: 'insulin-sulfonylurea',
    name: 'Insulin or a sulfonylurea',
    description: 'Any insulin; gliclazide, glipizide, glimepiride, glyburide.',
  },
  {
    id: 16,
    code: 'quinolone-tetracycline',
    name: 'A tetracycline or quinolone antibiotic',
    description: 'Doxycycline, minocycline, tetracycline; ciprofloxacin, levofloxacin, moxifloxacin.',
  },
];
