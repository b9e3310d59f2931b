import type {
  BeveragesReference,
  Choice,
  FoodsReference,
  onboardingPaths,
} from '../../../../contract/onboarding';
import type {
  AllStatesResponse,
  PhysioMarker,
  ReferenceOption,
  referencePaths,
} from '../../../../contract/references';
import { apiFetch } from '../../../lib/api';
import { createResource, type Resource } from '../../../lib/resource';

type O<K extends keyof typeof onboardingPaths> = (typeof onboardingPaths)[K];
type R<K extends keyof typeof referencePaths> = (typeof referencePaths)[K];
// literal paths typed by the contract (lib/api.ts explains why its values are not imported)
const paths: {
  whereDidYouHear: O<'whereDidYouHearAnswers'>;
  goals: O<'desiredFocusGoal'>;
  focusAreas: O<'desiredFocusValues'>;
  glpMedications: O<'glpOneMedications'>;
  glpReasons: O<'glpOneReasons'>;
  glpTakingMethods: O<'glpOneTakingMethods'>;
  dietaryConstraints: O<'dietaryConstraints'>;
  foods: O<'foodsReference'>;
  beverages: O<'beverages'>;
  takeout: O<'takeoutFrequencies'>;
  allStates: R<'allStates'>;
  physioMarkers: R<'physioMarkers'>;
  reproductiveStages: R<'reproductiveStages'>;
  contraceptionTypes: R<'contraceptionTypes'>;
  hormoneTherapy: R<'hormoneTherapy'>;
} = {
  whereDidYouHear: '/api/customer/onboarding/demographics/where-did-you-hear-answers',
  goals: '/api/pages/desiredFocus/goal',
  focusAreas: '/api/pages/desiredFocus/values',
  glpMedications: '/api/public/v1/glp-one/medications',
  glpReasons: '/api/public/v1/glp-one/medication-reasons',
  glpTakingMethods: '/api/public/v1/glp-one/taking-methods',
  dietaryConstraints: '/api/pages/dietary/dietaryConstraints',
  foods: '/api/pages/foods/foodsReference',
  beverages: '/api/pages/foods/beverages',
  takeout: '/api/pages/takeout/takeoutFrequencies',
  allStates: '/api/pages/references/all-states',
  physioMarkers: '/api/public/references/physio-markers',
  reproductiveStages: '/api/pages/references/reproductive-stages',
  contraceptionTypes: '/api/public/references/contraception-types',
  hormoneTherapy: '/api/pages/references/hormone-therapy',
};

export interface OnboardingReferences {
  whereDidYouHear: Choice[];
  goals: Choice[];
  focusAreas: Choice[];
  glpMedications: Choice[];
  glpReasons: Choice[];
  glpTakingMethods: Choice[];
  dietaryConstraints: Choice[];
  foods: FoodsReference;
  beverages: BeveragesReference;
  takeout: Choice[];
  allStates: AllStatesResponse;
  physioMarkers: PhysioMarker[];
  reproductiveStages: ReferenceOption[];
  contraceptionTypes: ReferenceOption[];
  hormoneTherapy: ReferenceOption[];
}
export type ReferenceName = keyof OnboardingReferences;

type Resources = { [K in ReferenceName]: Resource<OnboardingReferences[K]> };

function createAll(): Resources {
  const make = <K extends ReferenceName>(name: K) =>
    createResource<OnboardingReferences[K]>(paths[name], (signal) =>
      apiFetch<OnboardingReferences[K]>(paths[name], { signal }),
    );
  return Object.fromEntries(
    (Object.keys(paths) as ReferenceName[]).map((name) => [name, make(name)]),
  ) as Resources;
}

let resources = createAll();

/**
 * The GET reference lists the step forms choose from (spec 000 §7.2, §7.5). Each loads once and is
 * shared: the summary names the options the earlier steps loaded without asking again.
 */
export const referenceResource = <K extends ReferenceName>(name: K): Resource<OnboardingReferences[K]> =>
  resources[name];

/** Tests start each case with nothing loaded. */
export function forgetReferences() {
  resources = createAll();
}
