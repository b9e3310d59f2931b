import { logoutPermissionMachine } from '../../machines/logout-permission.machine';
import { describeModel } from '../model/harness';

describeModel<typeof logoutPermissionMachine>({
  name: 'logoutPermission',
  machine: logoutPermissionMachine,
  starts: [
    { label: 'first logout', input: () => ({ permissionStored: false }) },
    { label: 'permission stored', input: () => ({ permissionStored: true }) },
  ],
  actors: { endSession: { outputs: [undefined], errors: [new Error('offline')] } },
  project: ['permissionStored'],
});
