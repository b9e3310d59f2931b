import { Hono, type Context } from 'hono';
import {
  dietsPostRequest,
  dosagePostRequest,
  exercisesPostRequest,
  flagRequest,
  lifestyleFields,
  lifestylePostRequest,
  lifestyleValuePath,
  lifestyleValueRequest,
  medicationsPutRequest,
  nutritionFoodsPostRequest,
  nutritionPaths,
  supplementsPostRequest,
  type FlagResponse,
  type NutritionPlan,
} from '../../contract/nutrition';
import { beveragesPostRequest } from '../../contract/onboarding';
import type { AppDeps } from '../app';
import { requireNutritionCustomer, type CustomerEnv } from '../http/customer-auth';
import { validate } from '../http/validate';
import {
  loadBeverages,
  loadDiets,
  loadDosage,
  loadExercises,
  loadFoods,
  loadLifestyleAnswers,
  loadMedications,
  loadNutritionPlan,
  loadNutritionReference,
  loadSupplements,
  loadTryingToLoseWeight,
  saveDosages,
  saveExercises,
  saveFlag,
  saveLifestyle,
  saveLifestyleValue,
  saveMedications,
  saveNutritionDiets,
  saveNutritionFoods,
  saveSupplements,
  saveTryingToLoseWeight,
} from '../services/nutrition';
import { saveBeverages } from '../services/questionnaire';

type Ctx = Context<CustomerEnv>;
const P = nutritionPaths;

/**
 * spec 000 §7.6: the 30 calls of the Nutrition screen, and its plan. Every call is for an ACTIVE
 * customer with the nutrition permission who is not DNA-only (checked before anything is read or
 * validated); every save answers the recomputed plan (docs/decisions/nutrition.md).
 */
export function nutritionRoutes(deps: AppDeps) {
  const { db } = deps;
  const gate = requireNutritionCustomer(deps);
  const me = (c: Ctx) => c.get('customer').customerId;

  async function saved(c: Ctx, save: (customerId: number, now: Date) => Promise<void>) {
    const customerId = me(c);
    const now = deps.now();
    await save(customerId, now);
    return c.json<NutritionPlan>(await loadNutritionPlan(db, customerId, deps.now()));
  }
  const references = async (c: Ctx) => c.json((await loadNutritionReference(db)).lifestyle);

  const app = new Hono<CustomerEnv>()
    .get(P.plan, gate, async (c) => c.json<NutritionPlan>(await loadNutritionPlan(db, me(c), deps.now())))

    // ── Diet ──────────────────────────────────────────────────────────────────
    .get(P.diets, gate, async (c) => c.json(await loadDiets(db, me(c))))
    .get(P.foods, gate, async (c) => c.json(await loadFoods(db, me(c))))
    .get(P.beverages, gate, async (c) => c.json(await loadBeverages(db, me(c))))
    .post(P.dietsPost, gate, validate('json', dietsPostRequest), async (c) => {
      const body = c.req.valid('json');
      return saved(c, (id, now) => saveNutritionDiets(db, id, body, now));
    })
    .post(P.foodsPost, gate, validate('json', nutritionFoodsPostRequest), async (c) => {
      const body = c.req.valid('json');
      return saved(c, (id, now) => saveNutritionFoods(db, id, body, now));
    })
    .post(P.beveragesPost, gate, validate('json', beveragesPostRequest), async (c) => {
      const body = c.req.valid('json');
      return saved(c, (id, now) => saveBeverages(db, id, body, now));
    })

    // ── Supplements ───────────────────────────────────────────────────────────
    .get(P.dosage, gate, async (c) => c.json(await loadDosage(db, me(c))))
    .get(P.supplements, gate, async (c) => c.json(await loadSupplements(db, me(c))))
    .get(P.tryingToLoseWeight, gate, async (c) =>
      c.json<FlagResponse>(await loadTryingToLoseWeight(db, me(c))),
    )
    .put(P.tryingToLoseWeight, gate, validate('json', flagRequest), async (c) => {
      const { value } = c.req.valid('json');
      return saved(c, (id, now) => saveTryingToLoseWeight(db, id, value, now));
    })
    .get(P.medications, gate, async (c) => c.json(await loadMedications(db, me(c))))
    .put(P.medications, gate, validate('json', medicationsPutRequest), async (c) => {
      const body = c.req.valid('json');
      return saved(c, (id, now) => saveMedications(db, id, body, now));
    })
    .post(P.willingToTakePost, gate, validate('json', flagRequest), async (c) => {
      const { value } = c.req.valid('json');
      return saved(c, (id, now) => saveFlag(db, id, 'willingToTakeSupplements', value, now));
    })
    .post(P.nsfPost, gate, validate('json', flagRequest), async (c) => {
      const { value } = c.req.valid('json');
      return saved(c, (id, now) => saveFlag(db, id, 'nsfOnly', value, now));
    })
    .post(P.supplementsPost, gate, validate('json', supplementsPostRequest), async (c) => {
      const body = c.req.valid('json');
      return saved(c, (id, now) => saveSupplements(db, id, body, now));
    })
    .post(P.dosagePost, gate, validate('json', dosagePostRequest), async (c) => {
      const body = c.req.valid('json');
      return saved(c, (id, now) => saveDosages(db, id, body, now));
    })

    // ── Exercise ──────────────────────────────────────────────────────────────
    .get(P.sportCategories, gate, async (c) => c.json((await loadNutritionReference(db)).sportCategories))
    .get(P.sports, gate, async (c) => c.json((await loadNutritionReference(db)).sports))
    .get(P.exercises, gate, async (c) => c.json(await loadExercises(db, me(c))))
    .post(P.exercisesPost, gate, validate('json', exercisesPostRequest), async (c) => {
      const body = c.req.valid('json');
      return saved(c, (id, now) => saveExercises(db, id, body, now));
    })

    // ── Lifestyle ─────────────────────────────────────────────────────────────
    .get(P.lifestyle, gate, async (c) => c.json(await loadLifestyleAnswers(db, me(c))))
    .get(P.lifestyleReferences, gate, references)
    .get(P.lifestyleReferencesAlias, gate, references)
    .post(P.lifestylePost, gate, validate('json', lifestylePostRequest), async (c) => {
      const body = c.req.valid('json');
      return saved(c, (id, now) => saveLifestyle(db, id, body, now));
    });

  for (const field of lifestyleFields)
    app.post(lifestyleValuePath(field), gate, validate('json', lifestyleValueRequest), async (c) => {
      const { value } = c.req.valid('json');
      return saved(c, (id, now) => saveLifestyleValue(db, id, field, value, now));
    });
  return app;
}
