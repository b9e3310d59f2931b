import { describeModel } from '../model/harness';
import { membershipModel } from './membership.fixtures';
import { membershipDeclared } from './membership.model';

describeModel({ ...membershipModel, model: membershipDeclared });
