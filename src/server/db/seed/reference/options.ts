import type { OptionKind } from '../../schema';

export interface OptionSeed {
  id: number;
  code: string;
  name: string;
}

/**
 * The profile's pick lists. Ids are what the account calls store, so they never change meaning;
 * the order here is the display order.
 */
export const optionCatalogue: Record<OptionKind, readonly OptionSeed[]> = {
  // US OMB SPD 15 (2024) categories, plus the answers a consumer form needs.
  ethnicity: [
    { id: 1, code: 'american-indian-alaska-native', name: 'American Indian or Alaska Native' },
    { id: 2, code: 'asian', name: 'Asian' },
    { id: 3, code: 'black-african-american', name: 'Black or African American' },
    { id: 4, code: 'hispanic-latino', name: 'Hispanic or Latino' },
    { id: 5, code: 'middle-eastern-north-african', name: 'Middle Eastern or North African' },
    { id: 6, code: 'native-hawaiian-pacific-islander', name: 'Native Hawaiian or Other Pacific Islander' },
    { id: 7, code: 'white', name: 'White' },
    { id: 8, code: 'multiracial', name: 'More than one ethnicity' },
    { id: 9, code: 'other', name: 'Other' },
    { id: 10, code: 'prefer-not-to-say', name: 'Prefer not to say' },
  ],
  gender_identity: [
    { id: 1, code: 'woman', name: 'Woman' },
    { id: 2, code: 'man', name: 'Man' },
    { id: 3, code: 'transgender-woman', name: 'Transgender woman' },
    { id: 4, code: 'transgender-man', name: 'Transgender man' },
    { id: 5, code: 'non-binary', name: 'Non-binary' },
    { id: 6, code: 'genderqueer', name: 'Genderqueer or gender fluid' },
    { id: 7, code: 'agender', name: 'Agender' },
    { id: 8, code: 'two-spirit', name: 'Two-Spirit' },
    { id: 9, code: 'self-describe', name: 'I prefer to self-describe' },
    { id: 10, code: 'prefer-not-to-say', name: 'Prefer not to say' },
  ],
  // Hormonal methods change SHBG, iron and lipid results, so the methods are told apart.
  contraception: [
    { id: 1, code: 'none', name: 'None' },
    { id: 2, code: 'combined-pill', name: 'Combined pill (estrogen and progestin)' },
    { id: 3, code: 'progestin-only-pill', name: 'Progestin-only pill (mini-pill)' },
    { id: 4, code: 'hormonal-iud', name: 'Hormonal IUD' },
    { id: 5, code: 'copper-iud', name: 'Copper IUD' },
    { id: 6, code: 'implant', name: 'Implant' },
    { id: 7, code: 'injection', name: 'Injection' },
    { id: 8, code: 'vaginal-ring', name: 'Vaginal ring' },
    { id: 9, code: 'patch', name: 'Patch' },
    { id: 10, code: 'barrier', name: 'Barrier method (condom, diaphragm)' },
    { id: 11, code: 'fertility-awareness', name: 'Fertility awareness' },
    { id: 12, code: 'sterilization', name: 'Tubal ligation or partner vasectomy' },
    { id: 13, code: 'other', name: 'Other' },
  ],
  hormone_therapy: [
    { id: 1, code: 'none', name: 'None' },
    { id: 2, code: 'estrogen-only', name: 'Estrogen only' },
    { id: 3, code: 'estrogen-progestogen', name: 'Estrogen with progestogen' },
    { id: 4, code: 'progestogen-only', name: 'Progestogen only' },
    { id: 5, code: 'vaginal-estrogen', name: 'Vaginal (local) estrogen' },
    { id: 6, code: 'testosterone', name: 'Testosterone' },
    { id: 7, code: 'dhea', name: 'DHEA' },
    { id: 8, code: 'compounded-bioidentical', name: 'Compounded bioidentical hormones' },
    { id: 9, code: 'gender-affirming-estrogen', name: 'Gender-affirming estrogen' },
    { id: 10, code: 'gender-affirming-testosterone', name: 'Gender-affirming testosterone' },
    { id: 11, code: 'other', name: 'Other' },
  ],
  // Broadly the STRAW+10 stages, plus the states that change reference ranges.
  reproductive_stage: [
    { id: 1, code: 'regular-cycles', name: 'Regular menstrual cycles' },
    { id: 2, code: 'irregular-cycles', name: 'Irregular menstrual cycles' },
    { id: 3, code: 'pregnant', name: 'Pregnant' },
    { id: 4, code: 'postpartum', name: 'Postpartum or breastfeeding' },
    { id: 5, code: 'perimenopause', name: 'Perimenopause' },
    { id: 6, code: 'postmenopause', name: 'Postmenopause' },
    { id: 7, code: 'surgical-menopause', name: 'Surgical menopause' },
    { id: 8, code: 'no-periods-other', name: 'No periods for another reason' },
    { id: 9, code: 'prefer-not-to-say', name: 'Prefer not to say' },
  ],
};
