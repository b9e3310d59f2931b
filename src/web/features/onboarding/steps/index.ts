// PLACEHOLDER until the step-forms slice lands (issue 14): that slice owns this folder.
import type { StepForms } from '../step-form';

export const STEP_FORMS = {} as StepForms;
