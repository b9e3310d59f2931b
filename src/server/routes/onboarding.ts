import { Hono, type Context } from 'hono';
import {
  demographicsRequest,
  mobileBloodDrawConfirmRequest,
  onboardingPaths,
  questionnaireStartRequest,
  skipRequest,
  type OnboardingFlow,
  type OnboardingStatus,
} from '../../contract/onboarding';
import type { AppDeps } from '../app';
import { requireCustomer, type CustomerEnv } from '../http/customer-auth';
import { validate } from '../http/validate';
import {
  completeOnboarding,
  confirmDraw,
  customerCoach,
  giveConsent,
  loadFlow,
  loadQuestionnaireFlow,
  loadStatus,
  saveDemographics,
  skippableSteps,
  skipStep,
} from '../services/onboarding';

/**
 * spec 000 §7.5: the onboarding flow the server owns (status, flow, skip, complete) and the saves
 * of the steps before the questionnaire; every POST answers the whole flow (docs/decisions/onboarding.md).
 */
export function onboardingRoutes(deps: AppDeps) {
  const { db } = deps;
  const customer = requireCustomer(deps);
  const me = (c: Context<CustomerEnv>) => c.get('customer').customerId;
  const start = validate('json', questionnaireStartRequest);

  return new Hono<CustomerEnv>()
    .get(onboardingPaths.status, customer, async (c) =>
      c.json<OnboardingStatus>(await loadStatus(db, me(c), deps.now())),
    )
    .get(onboardingPaths.flow, customer, async (c) =>
      c.json<OnboardingFlow>(await loadFlow(db, me(c), deps.now())),
    )
    .get(onboardingPaths.questionnaireFlow, customer, async (c) =>
      c.json<OnboardingFlow>(await loadQuestionnaireFlow(db, me(c), deps.now())),
    )
    .get(onboardingPaths.skip, customer, async (c) =>
      c.json({ steps: await skippableSteps(db, me(c), deps.now()) }),
    )
    .post(onboardingPaths.skip, customer, validate('json', skipRequest), async (c) =>
      c.json<OnboardingFlow>(await skipStep(db, me(c), c.req.valid('json').step, deps.now())),
    )
    .post(onboardingPaths.demographics, customer, validate('json', demographicsRequest), async (c) =>
      c.json<OnboardingFlow>(await saveDemographics(db, me(c), c.req.valid('json'), deps.now())),
    )
    .post(onboardingPaths.questionnaireStart, customer, start, async (c) =>
      c.json<OnboardingFlow>(await giveConsent(db, me(c), c.req.valid('json').researchConsent, deps.now())),
    )
    .post(onboardingPaths.questionnaireStartAlias, customer, start, async (c) =>
      c.json<OnboardingFlow>(await giveConsent(db, me(c), c.req.valid('json').researchConsent, deps.now())),
    )
    .get(onboardingPaths.customerCoach, customer, async (c) => c.json(await customerCoach(db, me(c))))
    .post(
      onboardingPaths.mobileBloodDrawConfirm,
      customer,
      validate('json', mobileBloodDrawConfirmRequest),
      async (c) => {
        const body = c.req.valid('json');
        return c.json<OnboardingFlow>(
          await confirmDraw(db, me(c), { ...body, scheduledAt: new Date(body.scheduledAt) }, deps.now()),
        );
      },
    )
    .post(onboardingPaths.complete, customer, async (c) =>
      c.json<OnboardingFlow>(await completeOnboarding(db, me(c), deps.now())),
    );
}
