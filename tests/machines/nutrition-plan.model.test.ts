import { describeModel } from '../model/harness';
import { nutritionPlanModel } from './nutrition-plan.fixtures';
import { nutritionPlanDeclared } from './nutrition-plan.model';

describeModel({ ...nutritionPlanModel, model: nutritionPlanDeclared });
