import { describeModel } from '../model/harness';
import { teamDeletionModel } from './coach.fixtures';

describeModel(teamDeletionModel);
