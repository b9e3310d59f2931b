import { describeModel } from '../model/harness';
import { coachDashboardModel } from './coach.fixtures';

describeModel(coachDashboardModel);
