import type { ComponentType } from 'react';
import type { OnboardingFlow, StepAnswers } from '../../../contract/onboarding';
import type { StepId } from '../../../domain/onboarding';

/**
 * What the onboarding page gives the form of each step (issue 14). The page draws the title,
 * progress, Back, Skip and Continue; Continue is `<button type="submit" form={formId}>`, so the
 * step's `<form id={formId}>` submits itself and hands `onSubmit` the request body of its call.
 */
export interface StepFormProps<S extends StepId = StepId> {
  formId: string;
  /** The step's saved answers (what the form starts from after a reload). */
  answers: StepAnswers[S];
  /** The whole flow, for forms that need other steps' answers (the summary). */
  flow: OnboardingFlow;
  /** A save is on its way: the form keeps its values and disables its fields. */
  saving: boolean;
  /** The server's 400 issues by field path (`phone`, `markers.0.value`), shown at each field. */
  fieldErrors: Readonly<Record<string, string>>;
  /** The request body of this step's call; the page sends it to the onboarding machine. */
  onSubmit: (body: object) => void;
  /** The summary opens an earlier step to change it. */
  onEdit?: (step: StepId) => void;
}

export type StepForms = { [S in StepId]: ComponentType<StepFormProps<S>> };
