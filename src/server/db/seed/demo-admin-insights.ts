import type { Seeder } from '.';

/** Back-office demo data of issue 18 (insights slice; to be built). */
export const demoAdminInsightsSeeder: Seeder = {
  name: 'demo-admin-insights-v1',
  kind: 'demo',
  async run() {},
};
