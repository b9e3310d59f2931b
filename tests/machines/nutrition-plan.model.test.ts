import { describeModel } from '../model/harness';
import { nutritionPlanModel } from './nutrition-plan.fixtures';
import { nutritionPlanDeclared } from './nutrition-plan.model';

describeModel({
  ...nutritionPlanModel,
  model: nutritionPlanDeclared,
  events: {
    ...nutritionPlanModel.events,
    // a second editor, so loadSection's input is seen to follow the editor opened
    'editor.open': [
      ...(nutritionPlanModel.events?.['editor.open'] ?? []),
      { type: 'editor.open', section: 'exercise' },
    ],
  },
});
