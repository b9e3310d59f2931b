import { describeModel } from '../model/harness';
import { testActivationModel } from './test-activation.fixtures';
import { testActivationDeclared } from './test-activation.model';

describeModel({ ...testActivationModel, model: testActivationDeclared });
