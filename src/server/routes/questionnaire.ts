import { Hono, type Context } from 'hono';
import {
  beveragesPostRequest,
  constraintsPostRequest,
  desiredFocusRequest,
  foodsPostRequest,
  medicationsStepRequest,
  onboardingPaths,
  physioMarkersRequest,
  takeoutPostRequest,
  type StepSaved,
} from '../../contract/onboarding';
import type { AppDeps } from '../app';
import type { OnboardingOptionKind } from '../db/schema';
import { requireCustomer, type CustomerEnv } from '../http/customer-auth';
import { validate } from '../http/validate';
import { loadFlow, requirePhase } from '../services/onboarding';
import {
  loadBeveragesAnswers,
  loadBeveragesReference,
  loadBodyAnswers,
  loadChoices,
  loadDietAnswers,
  loadFoodsAnswers,
  loadFoodsReference,
  loadMedicationsAnswers,
  loadTakeoutAnswers,
  saveBeverages,
  saveBody,
  saveDiet,
  saveFocus,
  saveFoods,
  saveMedications,
  saveTakeout,
} from '../services/questionnaire';

type Ctx = Context<CustomerEnv>;

/**
 * spec 000 §7.5: the questionnaire's pick lists, each step's saved answers, and its saves. Every
 * save is refused (409) before the customer reaches ONBOARDING_REQUIRED, replaces that step's
 * answers, and answers the whole flow (docs/decisions/onboarding.md).
 */
export function questionnaireRoutes(deps: AppDeps) {
  const { db } = deps;
  const customer = requireCustomer(deps);
  const me = (c: Ctx) => c.get('customer').customerId;

  const publicList = async (c: Context, kind: OnboardingOptionKind) =>
    deps.referenceAnswers.send(c, kind, () => loadChoices(db, kind));
  const list = async (c: Ctx, kind: OnboardingOptionKind) => c.json(await loadChoices(db, kind));

  async function saved(c: Ctx, save: (customerId: number, now: Date) => Promise<void>) {
    const customerId = me(c);
    await requirePhase(db, customerId, 'ONBOARDING_REQUIRED');
    const now = deps.now();
    await save(customerId, now);
    return c.json<StepSaved>(await loadFlow(db, customerId, now));
  }

  const beveragesValues = async (c: Ctx) => c.json(await loadBeveragesAnswers(db, me(c)));
  const beveragesPost = async (c: Ctx, body: Parameters<typeof saveBeverages>[2]) =>
    saved(c, (id, now) => saveBeverages(db, id, body, now));
  const bodyPost = async (c: Ctx, body: Parameters<typeof saveBody>[2]) =>
    saved(c, (id, now) => saveBody(db, id, body, now));

  return (
    new Hono<CustomerEnv>()
      // ── Public pick lists ─────────────────────────────────────────────────────
      .get(onboardingPaths.glpOneMedications, async (c) => publicList(c, 'glp1_medication'))
      .get(onboardingPaths.glpOneReasons, async (c) => publicList(c, 'glp1_reason'))
      .get(onboardingPaths.glpOneTakingMethods, async (c) => publicList(c, 'glp1_taking_method'))

      // ── The customer's pick lists ─────────────────────────────────────────────
      .get(onboardingPaths.whereDidYouHearAnswers, customer, async (c) => list(c, 'where_did_you_hear'))
      .get(onboardingPaths.desiredFocusGoal, customer, async (c) => list(c, 'focus_goal'))
      .get(onboardingPaths.desiredFocusValues, customer, async (c) => list(c, 'focus_value'))
      .get(onboardingPaths.dietaryConstraints, customer, async (c) => list(c, 'dietary_constraint'))
      .get(onboardingPaths.takeoutFrequencies, customer, async (c) => list(c, 'takeout_frequency'))
      .get(onboardingPaths.foodsReference, customer, async (c) => c.json(await loadFoodsReference(db)))
      .get(onboardingPaths.beverages, customer, async (c) => c.json(await loadBeveragesReference(db)))
      .get(onboardingPaths.beveragesAlias, customer, async (c) => c.json(await loadBeveragesReference(db)))

      // ── Saved answers ─────────────────────────────────────────────────────────
      .get(onboardingPaths.physioMarkers, customer, async (c) => c.json(await loadBodyAnswers(db, me(c))))
      .get(onboardingPaths.medicationsStep, customer, async (c) =>
        c.json(await loadMedicationsAnswers(db, me(c))),
      )
      // Before the diet step is saved there are no constraints to show.
      .get(onboardingPaths.dietaryValues, customer, async (c) =>
        c.json((await loadDietAnswers(db, me(c))) ?? { constraints: [] }),
      )
      .get(onboardingPaths.foodsValues, customer, async (c) => c.json(await loadFoodsAnswers(db, me(c))))
      .get(onboardingPaths.beveragesValues, customer, beveragesValues)
      .get(onboardingPaths.beveragesValuesAlias, customer, beveragesValues)
      .get(onboardingPaths.takeoutValues, customer, async (c) => c.json(await loadTakeoutAnswers(db, me(c))))

      // ── Saves ─────────────────────────────────────────────────────────────────
      .post(onboardingPaths.desiredFocusPost, customer, validate('json', desiredFocusRequest), async (c) => {
        const body = c.req.valid('json');
        return saved(c, (id, now) => saveFocus(db, id, body, now));
      })
      .post(onboardingPaths.physioMarkersPost, customer, validate('json', physioMarkersRequest), async (c) =>
        bodyPost(c, c.req.valid('json')),
      )
      .post(
        onboardingPaths.physioMarkersPostAlias,
        customer,
        validate('json', physioMarkersRequest),
        async (c) => bodyPost(c, c.req.valid('json')),
      )
      .post(
        onboardingPaths.medicationsStep,
        customer,
        validate('json', medicationsStepRequest),
        async (c) => {
          const body = c.req.valid('json');
          return saved(c, (id, now) => saveMedications(db, id, body, now));
        },
      )
      .post(
        onboardingPaths.dietaryConstraintsPost,
        customer,
        validate('json', constraintsPostRequest),
        async (c) => {
          const body = c.req.valid('json');
          return saved(c, (id, now) => saveDiet(db, id, body, now));
        },
      )
      .post(onboardingPaths.foodsPost, customer, validate('json', foodsPostRequest), async (c) => {
        const body = c.req.valid('json');
        return saved(c, (id, now) => saveFoods(db, id, body, now));
      })
      .post(onboardingPaths.beveragesPost, customer, validate('json', beveragesPostRequest), async (c) =>
        beveragesPost(c, c.req.valid('json')),
      )
      .post(onboardingPaths.beveragesPostAlias, customer, validate('json', beveragesPostRequest), async (c) =>
        beveragesPost(c, c.req.valid('json')),
      )
      .post(onboardingPaths.takeoutPost, customer, validate('json', takeoutPostRequest), async (c) => {
        const body = c.req.valid('json');
        return saved(c, (id, now) => saveTakeout(db, id, body, now));
      })
  );
}
