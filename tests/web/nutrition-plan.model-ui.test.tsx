import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import type { NutritionPlanEvent, nutritionPlanMachine } from '../../machines/nutrition-plan.machine';
import { NutritionView } from '../../src/web/features/nutrition/nutrition-page';
import {
  editorStepOf,
  screenOf,
  type NutritionPlanRef,
} from '../../src/web/features/nutrition/use-nutrition-plan';
import { AppActorsProvider } from '../../src/web/lib/app-actors';
import { nutritionPlanModel } from '../machines/nutrition-plan.fixtures';
import { nutritionPlanDeclared } from '../machines/nutrition-plan.model';
import { declaredEffects, describeUiModel, type UiModel } from './model-ui';
import { fakeEffects, startTestActors, testCustomer } from './support';

const user = userEvent.setup({ pointerEventsCheck: 0 });
const app = startTestActors({ effects: fakeEffects({ customer: testCustomer() }) });

/** A button of the open dialog, else of the page; 'app' when the screen offers none now. */
async function click(name: string) {
  const dialog = screen.queryByRole('dialog');
  const button = (dialog ? within(dialog) : screen).queryAllByRole('button', { name })[0];
  if (!button || button.hasAttribute('disabled')) return 'app' as const;
  await user.click(button);
}

const ui: UiModel<typeof nutritionPlanMachine> = {
  spec: nutritionPlanModel,
  mount: (actor: AnyActorRef) => {
    render(
      <AppActorsProvider actors={app.actors}>
        <NutritionView actor={actor as NutritionPlanRef} />
      </AppActorsProvider>,
    );
  },
  perform: {
    'plan.retry': () => click('Try again'),
    'editor.open': () => click('Diet'),
    'editor.save': (event: AnyEventObject) =>
      (event as Extract<NutritionPlanEvent, { type: 'editor.save' }>).request.section === 'diet'
        ? click('Save')
        : Promise.resolve('app' as const),
    'editor.retry': () => click('Try again'),
    'editor.close': () => click('Cancel'),
  },
  // the editor's form composes the changes; the section is the model's
  sent: {
    'editor.save': (event) => (event as Extract<NutritionPlanEvent, { type: 'editor.save' }>).request.section,
  },
  // the plan's load and each save, with what the editor sent (the declared model's inputs)
  effects: { of: (step) => declaredEffects(nutritionPlanModel, nutritionPlanDeclared, step) },
  expectScreen: (s) => {
    const { context } = s;
    const dialog = screen.queryByRole('dialog');
    switch (screenOf(s)) {
      case 'loading':
        expect(screen.getByRole('status')).toHaveTextContent('Loading your plan…');
        return;
      case 'failed':
        expect(screen.getByRole('alert')).toHaveTextContent(
          `We could not load your plan: ${context.failure!.message}`,
        );
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
        return;
      case 'forbidden':
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
          'Nutrition is not part of your plan',
        );
        return;
      case 'plan':
        break;
    }
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Food recommendations');
    expect(screen.getAllByTestId('food-card')).toHaveLength(context.plan!.foods.length);
    const step = editorStepOf(s);
    if (step === undefined) {
      expect(dialog).toBeNull();
      return;
    }
    expect(dialog).toHaveAccessibleName('Your diet');
    const inDialog = within(dialog!);
    switch (step) {
      case 'loading':
        expect(inDialog.getByRole('status')).toHaveTextContent('Loading your answers…');
        return;
      case 'form':
      case 'saving':
        expect(inDialog.getByRole('button', { name: step === 'saving' ? 'Saving…' : 'Save' })).toHaveProperty(
          'disabled',
          step === 'saving',
        );
        for (const message of Object.values(context.failure?.fieldErrors ?? {}))
          expect(dialog).toHaveTextContent(message);
        return;
      case 'failed':
        expect(inDialog.getByRole('alert')).toHaveTextContent(context.failure!.message);
        // after a failed save the answers stay, with Save; after failed lists, Try again
        if (context.loaded) expect(inDialog.getByRole('button', { name: 'Save' })).toBeEnabled();
        else expect(inDialog.getByRole('button', { name: 'Try again' })).toBeEnabled();
        return;
    }
  },
};

describeUiModel('nutrition page, model-based through the screen (issue 15; spec 000 §2.3, §7.6)', ui);
