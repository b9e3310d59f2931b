import { describe, expect, it } from 'vitest';
import { stepIds } from '../../src/contract/onboarding';
import {
  activationRank,
  canComplete,
  currentStep,
  flowSteps,
  phaseComplete,
  phaseOpen,
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

describe('the phases of the flow (spec 000 §4)', () => {
  const everyStep = (over: Partial<FlowFacts> = {}) =>
    flowSteps(facts({ sex: 'female', takesGlp1: true, inTeam: true, needsDraw: true, ...over }));

  it('ranks the activation states in the order of spec 000 §4', () => {
    expect(
      (['PURCHASE', 'REQUIRED_DETAILS', 'ACCOUNT', 'ONBOARDING_REQUIRED', 'ACTIVE'] as const).map(
        activationRank,
      ),
    ).toEqual([0, 1, 2, 3, 4]);
  });

  it('opens a phase to a customer who has reached it, and every earlier one, never a later one', () => {
    expect(phaseOpen('ACCOUNT', 'ACCOUNT')).toBe(true);
    expect(phaseOpen('ACCOUNT', 'REQUIRED_DETAILS')).toBe(true);
    expect(phaseOpen('ACCOUNT', 'ONBOARDING_REQUIRED')).toBe(false);
    expect(phaseOpen('PURCHASE', 'REQUIRED_DETAILS')).toBe(false);
    expect(phaseOpen('ACTIVE', 'ONBOARDING_REQUIRED')).toBe(true);
  });

  it('gives every step of the full flow its phase and whether it may be skipped', () => {
    const steps = everyStep();
    expect(steps.map((s) => s.id)).toEqual([...STEP_IDS]);
    expect(steps.filter((s) => s.optional).map((s) => s.id)).toEqual([
      'foods',
      'beverages',
      'takeout',
      'draw',
    ]);
    expect(steps.filter((s) => s.phase === 'REQUIRED_DETAILS').map((s) => s.id)).toEqual([
      'details',
      'address',
    ]);
    expect(steps.filter((s) => s.phase === 'ACCOUNT').map((s) => s.id)).toEqual(['security', 'consent']);
    expect(steps.every((s) => s.state === 'todo')).toBe(true);
  });

  it('marks a skipped optional step as skipped, and a done step as done even if it was skipped before', () => {
    const steps = flowSteps({ ...facts({}, ['foods']), skipped: new Set<StepId>(['foods', 'beverages']) });
    const stateOf = (id: StepId) => steps.find((s) => s.id === id)?.state;
    expect([stateOf('foods'), stateOf('beverages'), stateOf('takeout')]).toEqual(['done', 'skipped', 'todo']);
  });

  it('counts a phase complete when its steps are done or skipped, the summary aside', () => {
    const required: StepId[] = ['details', 'address', 'security', 'consent', 'focus', 'body', 'diet'];
    const steps = flowSteps({
      ...facts({}, required),
      skipped: new Set<StepId>(['foods', 'beverages', 'takeout']),
    });
    expect(phaseComplete(steps, 'REQUIRED_DETAILS')).toBe(true);
    expect(phaseComplete(steps, 'ONBOARDING_REQUIRED')).toBe(true);
    const withoutDiet = flowSteps({
      ...facts({}, required.slice(0, -1)),
      skipped: new Set<StepId>(['foods', 'beverages', 'takeout']),
    });
    expect(phaseComplete(withoutDiet, 'REQUIRED_DETAILS')).toBe(true);
    expect(phaseComplete(withoutDiet, 'ONBOARDING_REQUIRED')).toBe(false);
  });

  it('cannot complete a flow with no steps', () => {
    expect(canComplete([])).toBe(false);
  });

  it('has no step to resume once ACTIVE, nor when no step of a reached phase is left', () => {
    expect(currentStep(everyStep(), 'ACTIVE')).toBeNull();
    expect(currentStep([], 'REQUIRED_DETAILS')).toBeNull();
  });

  it('waits at the last open step while the server has not moved the customer on', () => {
    const steps = flowSteps(facts({ activationState: 'REQUIRED_DETAILS' }, ['details', 'address']));
    expect(currentStep(steps, 'REQUIRED_DETAILS')).toBe('address');
    expect(currentStep(steps, 'ACCOUNT')).toBe('security');
  });

  it('counts no step number when there is no current step', () => {
    const steps = everyStep();
    expect(progressOf(steps, null)).toEqual({ number: 0, total: STEP_IDS.length });
    expect(progressOf(steps, 'details')).toEqual({ number: 1, total: STEP_IDS.length });
  });
});
