import type { Seeder } from '.';

/**
 * Back-office demo data of issue 18, insights slice: none of its own. The admin home, analytics and
 * the demo area read every other seeder's personas, and a view-as session is opened, never seeded.
 * Kept registered so a later release can add data here without reordering the registry.
 */
export const demoAdminInsightsSeeder: Seeder = {
  name: 'demo-admin-insights-v1',
  kind: 'demo',
  async run() {},
};
