import { describeModel } from '../model/harness';
import { onboardingModel } from './onboarding.fixtures';

describeModel(onboardingModel);
