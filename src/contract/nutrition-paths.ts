// The nutrition calls' paths (000 §7.6) without zod, so browser API clients import them (go-to-definition
// reaches the route) and the schemas stay out of the bundle; ./nutrition.ts re-exports them.
export const nutritionPaths = {
  /** Not in the spec: the ranked plan the screen shows (every save answers it too). */
  plan: '/api/pages/nutrition/plan',

  // ── Diet: the questionnaire's dietary constraints, foods and beverages ─────
  diets: '/api/pages/nutrition/diets',
  foods: '/api/pages/nutrition/foods',
  beverages: '/api/pages/nutrition/beverages',
  dietsPost: '/api/pages/nutrition/diets-post',
  foodsPost: '/api/pages/nutrition/foods-post',
  beveragesPost: '/api/pages/nutrition/beverages-post',

  // ── Supplements ───────────────────────────────────────────────────────────
  dosage: '/api/pages/supplement/dosage',
  supplements: '/api/pages/supplement/supplements',
  /** GET and PUT `{ value }`. */
  tryingToLoseWeight: '/api/customer/v1/profile/supplements/trying-to-lose-weight',
  /** GET and PUT `{ medications }`. */
  medications: '/api/customer/v1/profile/supplements/medications',
  willingToTakePost: '/api/pages/supplement/willing-to-take-post',
  nsfPost: '/api/pages/supplement/nsf-post',
  supplementsPost: '/api/pages/supplement/supplements-post',
  dosagePost: '/api/pages/supplement/dosage-post',

  // ── Exercise ──────────────────────────────────────────────────────────────
  sportCategories: '/api/pages/exercise/sport-categories',
  sports: '/api/pages/exercise/sports',
  exercises: '/api/pages/exercise/exercises',
  exercisesPost: '/api/pages/exercise/exercises-post',

  // ── Lifestyle ─────────────────────────────────────────────────────────────
  lifestyle: '/api/pages/lifestyle',
  lifestyleReferences: '/api/pages/lifestyleReferences',
  lifestyleReferencesAlias: '/api/pages/lifestyle/lifestyleReferences',
  lifestylePost: '/api/pages/lifestyle/lifestylePost',
} as const;
