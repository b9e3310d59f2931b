import type { ActivationState } from '../../contract/auth';
import type { OnboardingFlow, OnboardingStatus } from '../../contract/onboarding';
import type { StepPhase } from '../../domain/onboarding';
import type { Db } from '../db';
import type { CustomerRow } from './customers';

// INTERFACE STUB (issue 14): the server-core slice implements these; the questionnaire slice calls them.

/** The customer's flow as GET onboarding/flow answers it (steps, current step, every saved answer). */
export async function loadFlow(_db: Db, _customerId: number, _now: Date): Promise<OnboardingFlow> {
  throw new Error('not implemented yet');
}

/** GET onboarding/status, derived from the same flow. */
export async function loadStatus(_db: Db, _customerId: number, _now: Date): Promise<OnboardingStatus> {
  throw new Error('not implemented yet');
}

/**
 * Refuses (HttpError 409, code ONBOARDING_ORDER) a save of a step of `phase` while the customer's
 * activation state has not reached it; answers the customer's row otherwise.
 */
export async function requirePhase(_db: Db, _customerId: number, _phase: StepPhase): Promise<CustomerRow> {
  throw new Error('not implemented yet');
}

/**
 * Moves the customer's activation state forward as far as the stored data allows (PURCHASE →
 * REQUIRED_DETAILS → ACCOUNT → ONBOARDING_REQUIRED; never to ACTIVE, which only `complete` does).
 * Call after every save that may finish a phase. Answers the state it leaves the customer in.
 */
export async function advanceActivation(_db: Db, _customerId: number, _now: Date): Promise<ActivationState> {
  throw new Error('not implemented yet');
}
