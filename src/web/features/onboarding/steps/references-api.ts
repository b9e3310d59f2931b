import type { BeveragesReference, Choice, FoodsReference } from '../../../../contract/onboarding';
import { onboardingPaths } from '../../../../contract/onboarding-paths';
import { referencePaths } from '../../../../contract/reference-paths';
import type { AllStatesResponse, PhysioMarker, ReferenceOption } from '../../../../contract/references';
import { apiFetch } from '../../../lib/api';
import { createResource, type Resource } from '../../../lib/resource';

// each reference list by the name the step forms use, at its contract path
const paths = {
  whereDidYouHear: onboardingPaths.whereDidYouHearAnswers,
  goals: onboardingPaths.desiredFocusGoal,
  focusAreas: onboardingPaths.desiredFocusValues,
  glpMedications: onboardingPaths.glpOneMedications,
  glpReasons: onboardingPaths.glpOneReasons,
  glpTakingMethods: onboardingPaths.glpOneTakingMethods,
  dietaryConstraints: onboardingPaths.dietaryConstraints,
  foods: onboardingPaths.foodsReference,
  beverages: onboardingPaths.beverages,
  takeout: onboardingPaths.takeoutFrequencies,
  allStates: referencePaths.allStates,
  physioMarkers: referencePaths.physioMarkers,
  reproductiveStages: referencePaths.reproductiveStages,
  contraceptionTypes: referencePaths.contraceptionTypes,
  hormoneTherapy: referencePaths.hormoneTherapy,
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
