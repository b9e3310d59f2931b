import { describeModel } from '../model/harness';
import { nutritionPlanModel } from './nutrition-plan.fixtures';

describeModel(nutritionPlanModel);
