import { describe, expect, it } from 'vitest';
import {
  activeAccountFlags,
  flowSteps,
  nextActivationState,
  phaseClosedMessage,
  type FlowFacts,
  type StepId,
} from '../../src/domain/onboarding';

const facts = (done: StepId[]): FlowFacts => ({
  activationState: 'REQUIRED_DETAILS',
  sex: 'male',
  takesGlp1: false,
  inTeam: false,
  needsDraw: false,
  done: new Set(done),
  skipped: new Set(),
});

describe('nextActivationState (spec 000 §4)', () => {
  it('moves PURCHASE on only with an order', () => {
    const steps = flowSteps(facts([]));
    expect(nextActivationState('PURCHASE', { hasOrder: false, steps })).toBeNull();
    expect(nextActivationState('PURCHASE', { hasOrder: true, steps })).toBe('REQUIRED_DETAILS');
  });

  it('moves each phase on once its steps are done, and never to ACTIVE', () => {
    const some = flowSteps(facts(['details']));
    expect(nextActivationState('REQUIRED_DETAILS', { hasOrder: true, steps: some })).toBeNull();
    const all = flowSteps(
      facts([
        'details',
        'address',
        'security',
        'consent',
        'focus',
        'body',
        'diet',
        'foods',
        'beverages',
        'takeout',
      ]),
    );
    expect(nextActivationState('REQUIRED_DETAILS', { hasOrder: true, steps: all })).toBe('ACCOUNT');
    expect(nextActivationState('ACCOUNT', { hasOrder: true, steps: all })).toBe('ONBOARDING_REQUIRED');
    // ACCOUNT waits for its own steps: the details alone do not move it on
    const details = flowSteps(facts(['details', 'address']));
    expect(nextActivationState('REQUIRED_DETAILS', { hasOrder: true, steps: details })).toBe('ACCOUNT');
    expect(nextActivationState('ACCOUNT', { hasOrder: true, steps: details })).toBeNull();
    expect(nextActivationState('ONBOARDING_REQUIRED', { hasOrder: true, steps: all })).toBeNull();
    expect(nextActivationState('ACTIVE', { hasOrder: true, steps: all })).toBeNull();
  });
});

describe('activeAccountFlags (spec 000 §3, §6)', () => {
  const ultimate = { categories: ['Hormones', 'InnerAge'], bloodTestIncluded: true, isDiy: false };
  const essentials = { categories: ['Heart health'], bloodTestIncluded: true, isDiy: false };
  const dnaKit = { categories: ['DNA', 'Nutrition'], bloodTestIncluded: false, isDiy: false };
  const diy = { categories: ['Blood analysis', 'InnerAge'], bloodTestIncluded: false, isDiy: true };

  it('a DNA kit alone makes a DNA-only account', () => {
    expect(activeAccountFlags([dnaKit])).toEqual({
      permissions: ['summary', 'age'],
      isDnaOnly: true,
      hasAccessToBru: false,
      allowedToSeeInnerAge: false,
      hasDiyOrderWithInnerAge: false,
      canAddInnerAge: false,
    });
  });

  it('a blood test opens every page; InnerAge comes with the plan that includes it', () => {
    expect(activeAccountFlags([essentials, dnaKit])).toMatchObject({
      permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
      isDnaOnly: false,
      hasAccessToBru: true,
      allowedToSeeInnerAge: false,
      canAddInnerAge: true,
    });
    expect(activeAccountFlags([ultimate])).toMatchObject({
      allowedToSeeInnerAge: true,
      canAddInnerAge: false,
    });
    expect(activeAccountFlags([diy])).toMatchObject({
      hasAccessToBru: true,
      hasDiyOrderWithInnerAge: true,
      allowedToSeeInnerAge: false,
    });
  });

  it('only a DIY plan that includes InnerAge counts as a DIY order with InnerAge', () => {
    expect(activeAccountFlags([ultimate]).hasDiyOrderWithInnerAge).toBe(false);
    expect(activeAccountFlags([{ ...diy, categories: ['Blood analysis'] }]).hasDiyOrderWithInnerAge).toBe(
      false,
    );
    expect(activeAccountFlags([essentials, diy]).hasDiyOrderWithInnerAge).toBe(true);
  });

  it('offers to add InnerAge only when no plan bought includes it', () => {
    expect(activeAccountFlags([essentials]).canAddInnerAge).toBe(true);
    expect(activeAccountFlags([essentials, ultimate])).toMatchObject({
      allowedToSeeInnerAge: true,
      canAddInnerAge: false,
    });
    expect(activeAccountFlags([essentials, diy]).canAddInnerAge).toBe(false);
    expect(activeAccountFlags([diy]).canAddInnerAge).toBe(false);
  });

  it('a DNA kit with a DIY plan is not DNA-only', () => {
    expect(activeAccountFlags([dnaKit, diy])).toMatchObject({ isDnaOnly: false, hasAccessToBru: true });
    expect(activeAccountFlags([essentials]).isDnaOnly).toBe(false);
  });

  it('no plan at all still opens the pages (nothing to restrict it to DNA)', () => {
    expect(activeAccountFlags([]).permissions).toEqual(['summary', 'bloodwork', 'nutrition', 'age']);
  });
});

it('phaseClosedMessage says what comes first', () => {
  expect(phaseClosedMessage('PURCHASE')).toBe('Choose a plan first.');
  expect(phaseClosedMessage('REQUIRED_DETAILS')).toBe('Finish your details first.');
  expect(phaseClosedMessage('ACCOUNT')).toBe('Secure your account and give your consent first.');
  expect(phaseClosedMessage('ONBOARDING_REQUIRED')).toBe('Finish the questionnaire first.');
  expect(phaseClosedMessage('ACTIVE')).toBe('Finish the questionnaire first.');
});
