import { describeModel } from '../model/harness';
import { logoutPermissionModel } from './logout-permission.fixtures';

describeModel(logoutPermissionModel);
