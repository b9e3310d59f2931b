import { logoutPermissionMachine } from '../../machines/logout-permission.machine';
import type { ModelSpec } from '../model/harness';

/** The model of the logout machine, for its model test and its model test through the popup. */
export const logoutPermissionModel: ModelSpec<typeof logoutPermissionMachine> = {
  name: 'logoutPermission',
  machine: logoutPermissionMachine,
  starts: [
    { label: 'first logout', input: () => ({ permissionStored: false }) },
    { label: 'permission stored', input: () => ({ permissionStored: true }) },
  ],
  actors: { endSession: { outputs: [undefined], errors: [new Error('offline')] } },
  project: ['permissionStored'],
};
