import { describeModel } from '../model/harness';
import { logoutPermissionModel } from './logout-permission.fixtures';
import { logoutPermissionDeclared } from './logout-permission.model';

describeModel({ ...logoutPermissionModel, model: logoutPermissionDeclared });
