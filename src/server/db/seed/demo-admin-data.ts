import type { Seeder } from '.';

/** Issue 19, utility scripts, export queries and the discount report: the demo data its screens show. */
export const demoAdminDataSeeder: Seeder = {
  name: 'demo-admin-data',
  kind: 'demo',
  async run() {},
};
