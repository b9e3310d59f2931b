import { describeModel } from '../model/harness';
import { onboardingModel } from './onboarding.fixtures';
import { onboardingDeclared } from './onboarding.model';

describeModel({ ...onboardingModel, model: onboardingDeclared });
