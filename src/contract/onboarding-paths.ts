// The onboarding calls' paths (000 §7.5) without zod, so browser API clients import them (go-to-definition
// reaches the route) and the schemas stay out of the bundle; ./onboarding.ts re-exports them.
export const onboardingPaths = {
  // ── The flow the server owns ──────────────────────────────────────────────
  status: '/api/pages/onboarding/status',
  flow: '/api/pages/onboarding/flow',
  questionnaireFlow: '/api/pages/questionnaire/flow',
  /** GET: the steps that may be skipped now; POST `{ step }` skips one (a skip changes state). */
  skip: '/api/pages/questionnaire/skip',
  /** Not in the spec: the summary's "Finish" (ONBOARDING_REQUIRED → ACTIVE once every step is done). */
  complete: '/api/customer/onboarding/complete',

  // ── REQUIRED_DETAILS ──────────────────────────────────────────────────────
  demographics: '/api/customer/onboarding/demographics',
  whereDidYouHearAnswers: '/api/customer/onboarding/demographics/where-did-you-hear-answers',
  // (the address step uses POST /api/pages/account/address-post)

  // ── ACCOUNT ───────────────────────────────────────────────────────────────
  // (the security step uses POST /api/pages/account/security-question-post)
  /** The consent that starts the questionnaire (ACCOUNT → ONBOARDING_REQUIRED). */
  questionnaireStart: '/api/customer/onboarding/questionnaire/start',
  questionnaireStartAlias: '/api/customer/questionnaire/start',

  // ── ONBOARDING_REQUIRED: the questionnaire ────────────────────────────────
  desiredFocusGoal: '/api/pages/desiredFocus/goal',
  desiredFocusValues: '/api/pages/desiredFocus/values',
  desiredFocusPost: '/api/pages/desiredFocus/post',
  physioMarkers: '/api/pages/physioMarkers',
  physioMarkersPost: '/api/pages/physioMarkersPost',
  physioMarkersPostAlias: '/api/pages/desiredFocus/physioMarkersPost',
  glpOneMedications: '/api/public/v1/glp-one/medications',
  glpOneReasons: '/api/public/v1/glp-one/medication-reasons',
  glpOneTakingMethods: '/api/public/v1/glp-one/taking-methods',
  medicationsStep: '/api/customer/v1/questionnaire/medications-step',
  dietaryConstraints: '/api/pages/dietary/dietaryConstraints',
  dietaryValues: '/api/pages/dietary/dietaryValues',
  dietaryConstraintsPost: '/api/pages/dietary/constraintsPost',
  foodsReference: '/api/pages/foods/foodsReference',
  foodsValues: '/api/pages/foods/foodsValues',
  foodsPost: '/api/pages/foods/foodsPost',
  beverages: '/api/pages/foods/beverages',
  beveragesAlias: '/api/pages/beverages',
  beveragesValues: '/api/pages/foods/beveragesValues',
  beveragesValuesAlias: '/api/pages/beveragesValues',
  beveragesPost: '/api/pages/foods/beveragesPost',
  beveragesPostAlias: '/api/pages/beveragesPost',
  takeoutFrequencies: '/api/pages/takeout/takeoutFrequencies',
  takeoutValues: '/api/pages/takeout/takeoutValues',
  takeoutPost: '/api/pages/takeout/takeoutPost',
  customerCoach: '/api/pages/customerCoach',
  // (the coach step uses POST /api/pages/account/permissions-for-team-post/{teamId})
  mobileBloodDrawConfirm: '/api/pages/MobileBloodDraw/confirm',
} as const;
