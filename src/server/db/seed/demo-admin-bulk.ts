import type { Seeder } from '.';

/** Issue 19, cSV import and bulk user actions: the demo data its screens show. */
export const demoAdminBulkSeeder: Seeder = {
  name: 'demo-admin-bulk',
  kind: 'demo',
  async run() {},
};
