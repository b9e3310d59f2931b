import { describeModel } from '../model/harness';
import { coachDashboardModel } from './coach.fixtures';
import { coachDashboardDeclared } from './coach-dashboard.model';

describeModel({ ...coachDashboardModel, model: coachDashboardDeclared });
