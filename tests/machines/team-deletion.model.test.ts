import { describeModel } from '../model/harness';
import { teamDeletionModel } from './coach.fixtures';
import { teamDeletionDeclared } from './team-deletion.model';

describeModel({ ...teamDeletionModel, model: teamDeletionDeclared });
