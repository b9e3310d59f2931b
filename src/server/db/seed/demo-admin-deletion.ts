import type { Seeder } from '.';

/** Issue 19, deletion requests and the audit status log: the demo data its screens show. */
export const demoAdminDeletionSeeder: Seeder = {
  name: 'demo-admin-deletion',
  kind: 'demo',
  async run() {},
};
