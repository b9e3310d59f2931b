import { describe, expect, it } from 'vitest';
import { stepIds } from '../../src/contract/onboarding';
import {
  canComplete,
  currentStep,
  flowSteps,
  progressOf,
  STEP_IDS,
  type FlowFacts,
  type StepId,
} from '../../src/domain/onboarding';

const facts = (over: Partial<FlowFacts> = {}, done: StepId[] = []): FlowFacts => ({
  activationState: 'ONBOARDING_REQUIRED',
  sex: 'male',
  takesGlp1: false,
  inTeam: false,
  needsDraw: false,
  done: new Set(done),
  skipped: new Set(),
  ...over,
});
const ids = (f: FlowFacts) => flowSteps(f).map((s) => s.id);

describe('the onboarding flow (issue 14)', () => {
  it('has one list of steps: the contract repeats the domain’s', () => {
    expect([...stepIds]).toEqual([...STEP_IDS]);
  });

  it('shows no steps before a purchase', () => {
    expect(flowSteps(facts({ activationState: 'PURCHASE' }))).toEqual([]);
    expect(currentStep([], 'PURCHASE')).toBeNull();
  });

  it('adds each branch only where it applies', () => {
    expect(ids(facts())).not.toEqual(expect.arrayContaining(['womens-health']));
    expect(ids(facts({ sex: 'female' }))).toContain('womens-health');
    expect(ids(facts())).not.toContain('medications');
    expect(ids(facts({ takesGlp1: true }))).toContain('medications');
    expect(ids(facts())).not.toContain('coach');
    expect(ids(facts({ inTeam: true }))).toContain('coach');
    expect(ids(facts())).not.toContain('draw');
    expect(ids(facts({ needsDraw: true }))).toContain('draw');
    // a booked draw stays on the summary
    expect(ids(facts({}, ['draw']))).toContain('draw');
  });

  it('resumes at the first step to do in the phases the customer has reached', () => {
    const early = flowSteps(facts({ activationState: 'REQUIRED_DETAILS' }));
    expect(currentStep(early, 'REQUIRED_DETAILS')).toBe('details');
    const later = flowSteps(facts({}, ['details', 'address', 'security', 'consent', 'focus']));
    expect(currentStep(later, 'ONBOARDING_REQUIRED')).toBe('body');
    expect(progressOf(later, 'body')).toEqual({ number: 6, total: later.length });
  });

  it('skips only optional steps, and completes when nothing required is left', () => {
    const all: StepId[] = ['details', 'address', 'security', 'consent', 'focus', 'body', 'diet'];
    const skipped = new Set<StepId>(['foods', 'beverages', 'takeout', 'diet']);
    const steps = flowSteps({
      ...facts(
        {},
        all.filter((s) => s !== 'diet'),
      ),
      skipped,
    });
    expect(steps.find((s) => s.id === 'diet')?.state).toBe('todo');
    expect(canComplete(steps)).toBe(false);
    const finished = flowSteps({ ...facts({}, all), skipped });
    expect(canComplete(finished)).toBe(true);
    expect(currentStep(finished, 'ONBOARDING_REQUIRED')).toBe('review');
  });
});
