import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { OnboardingEvent, onboardingMachine } from '../../machines/onboarding.machine';
import { onboardingMachine as machine } from '../../machines/onboarding.machine';
import type { OnboardingFlow } from '../../src/contract/onboarding';
import { progressOf, STEP_IDS, STEP_INFO } from '../../src/domain/onboarding';
import { CUSTOMER_ROUTES } from '../../src/web/lib/customer';
import type { StepFormProps, StepForms } from '../../src/web/features/onboarding/step-form';
import { OnboardingFlowView } from '../../src/web/features/onboarding/onboarding-page';
import { screenOf } from '../../src/web/features/onboarding/use-onboarding';
import { badPhone, flows, onboardingModel } from '../machines/onboarding.fixtures';
import { onboardingDeclared } from '../machines/onboarding.model';
import { expectNoAxeViolations } from './axe';
import { declaredEffectsAndNavigation, describeCoveringUiModel, type UiModel } from './model-ui';
import type { SnapshotFrom } from 'xstate';

type Event<K extends OnboardingEvent['type']> = Extract<OnboardingEvent, { type: K }>;

/** What the fake forms submit: the body of the model's `step.save`. */
const BODY = { answer: 'yes' };

/** A stand-in for each step's form (the forms slice writes the real ones): one field and, on the summary, Edit buttons. */
function FakeForm({ formId, saving, fieldErrors, onSubmit, onEdit, flow }: StepFormProps) {
  return (
    <form
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(BODY);
      }}
    >
      <label>
        Your answer
        <input name="answer" defaultValue="yes" disabled={saving} />
      </label>
      {Object.entries(fieldErrors).map(([path, message]) => (
        <p key={path} data-testid="field-error">
          {path}: {message}
        </p>
      ))}
      {onEdit
        ? flow.steps
            .filter((s) => s.id !== 'review')
            .map((s) => (
              <button key={s.id} type="button" onClick={() => onEdit(s.id)}>
                Edit {STEP_INFO[s.id].title}
              </button>
            ))
        : null}
    </form>
  );
}

const fakeForms = Object.fromEntries(STEP_IDS.map((id) => [id, FakeForm])) as unknown as StepForms;

let location: ReturnType<typeof memoryLocation> | undefined;
let shownStep: string | undefined;
const user = userEvent.setup();
const click = async (name: string | RegExp) => {
  const button = screen.queryByRole('button', { name });
  if (!button || button.hasAttribute('disabled')) return 'app' as const;
  await user.click(button);
};

function mount(actor: AnyActorRef) {
  shownStep = undefined;
  location = memoryLocation({ path: '/customer/onboarding', record: true });
  render(
    <Router hook={location.hook}>
      <OnboardingFlowView actor={actor as never} forms={fakeForms} />
    </Router>,
  );
}

/**
 * Where the page is for a state (spec 000 §2.3 routes, §4): a customer who still has to buy goes to
 * the plan choice, a finished onboarding to the dashboard; the steps stay on /customer/onboarding.
 */
function routeOf(s: SnapshotFrom<typeof onboardingMachine>) {
  if (s.matches('purchase')) return CUSTOMER_ROUTES.choosePlan;
  if (s.matches('finished')) return CUSTOMER_ROUTES.dashboard;
  return '/customer/onboarding';
}

const ui: UiModel<typeof onboardingMachine> = {
  spec: onboardingModel,
  mount,
  // each step's calls (the flow, a step saved with what the form sent, the profile reloaded) and
  // where the page went
  effects: declaredEffectsAndNavigation(
    onboardingModel,
    onboardingDeclared,
    () => location?.history.at(-1),
    routeOf,
  ),
  perform: {
    'step.save': () => click(/^(Continue|Finish)$/),
    'step.retry': () => click('Try again'),
    'flow.retry': () => click('Try again'),
    'step.back': () => click(/^Back/),
    'step.skip': () => click('Skip this step'),
    'step.open': (event: AnyEventObject) =>
      click(`Edit ${STEP_INFO[(event as Event<'step.open'>).step].title}`),
  },
  expectScreen: (s) => {
    const { context } = s;
    const path = location!.history.at(-1);
    switch (screenOf(s)) {
      case 'loading':
        expect(screen.getByRole('status')).toHaveTextContent('Loading your steps…');
        return;
      case 'failed':
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not load your steps');
        expect(screen.getByRole('alert')).toHaveTextContent(context.failure!.message);
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
        return;
      case 'purchase':
        expect(path).toBe(CUSTOMER_ROUTES.choosePlan);
        return;
      case 'finishing':
        expect(screen.getByRole('status')).toHaveTextContent('Opening your dashboard…');
        expect(path).toBe('/customer/onboarding');
        return;
      case 'finished':
        expect(path).toBe(CUSTOMER_ROUTES.dashboard);
        return;
      case 'step':
        break;
    }
    const step = context.step!;
    const info = STEP_INFO[step];
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(info.title);
    expect(screen.getByText(info.why)).toBeInTheDocument();
    expect(document.title).toBe(`${info.title} | Healthspan`);
    // keyboard and screen-reader users land on the new step's title
    if (shownStep !== step) expect(heading).toHaveFocus();
    shownStep = step;
    const { number, total } = progressOf(context.flow!.steps, step);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAccessibleName(`Step ${number} of ${total}`);
    expect(bar).toHaveAttribute('aria-valuenow', String(number));
    expect(screen.getByText(`Step ${number} of ${total}`)).toBeVisible();

    const busy = s.hasTag('busy');
    const submit = screen.getByRole('button', {
      name: s.matches({ step: 'saving' })
        ? 'Saving…'
        : s.matches({ step: 'completing' })
          ? 'Finishing…'
          : step === 'review'
            ? 'Finish'
            : 'Continue',
    });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toHaveAttribute('form', `onboarding-${step}`);
    expect(submit).toHaveProperty('disabled', busy);
    // the form stays (keeping its values) and is disabled while a call is on its way
    expect(screen.getByLabelText('Your answer')).toHaveProperty('disabled', busy);

    const back = screen.queryByRole('button', { name: /^Back/ });
    if (context.openedFromReview) expect(back).toHaveTextContent('Back to the summary');
    if (!busy) expect(!!back && back.hasAttribute('disabled') === false).toBe(s.can({ type: 'step.back' }));
    const optional = context.flow!.steps.find((e) => e.id === step)!.optional;
    const skip = screen.queryByRole('button', { name: /^(Skip this step|Skipping…)$/ });
    expect(!!skip).toBe(optional);
    if (skip) expect(skip).toHaveProperty('disabled', !s.can({ type: 'step.skip' }));

    const alert = screen.queryByRole('alert');
    if (context.failure) {
      expect(alert).toHaveTextContent(context.failure.message);
      expect(!!within(alert!).queryByRole('button', { name: 'Try again' })).toBe(
        s.can({ type: 'step.retry' }),
      );
    } else expect(alert).toBeNull();
    expect(screen.queryAllByTestId('field-error').map((p) => p.textContent)).toEqual(
      Object.entries(context.fieldErrors).map(([field, message]) => `${field}: ${message}`),
    );
    const notice = screen.queryByText('Before you can finish, please answer:');
    if (context.left.length) {
      const items = within(notice!.parentElement!).getAllByRole('listitem');
      expect(items.map((li) => li.textContent)).toEqual(context.left.map((id) => STEP_INFO[id].title));
    } else expect(notice).toBeNull();
  },
};

describeCoveringUiModel(
  'onboarding page, model-based through the screens (issue 14; spec 000 §2.3, §4)',
  ui,
  { through: 'the page', appOnly: {} },
);

describe('onboarding page', () => {
  const started = (load: () => Promise<OnboardingFlow>, save?: () => Promise<OnboardingFlow>) => {
    const actor = createActor(
      machine.provide({
        actors: {
          loadFlow: fromPromise(load),
          saveStep: fromPromise(save ?? (() => Promise.reject(badPhone))),
        },
      }),
    );
    mount(actor);
    actor.start();
    return actor;
  };

  it('a step has no accessibility violations, with a save error shown', async () => {
    started(() => Promise.resolve(flows.foods));
    await screen.findByRole('heading', { level: 1, name: 'Foods you eat' });
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    await expectNoAxeViolations();
  });

  it('the failed load has no accessibility violations', async () => {
    started(() => Promise.reject(badPhone));
    await screen.findByRole('heading', { level: 1, name: 'We could not load your steps' });
    await expectNoAxeViolations();
  });

  it('Enter in the form saves the step (everything by keyboard)', async () => {
    let saved = 0;
    started(
      () => Promise.resolve(flows.details),
      () => {
        saved += 1;
        return Promise.resolve(flows.address);
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'About you' });
    await user.type(screen.getByLabelText('Your answer'), '{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Your address' });
    expect(saved).toBe(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});
