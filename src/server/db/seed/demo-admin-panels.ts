import type { Seeder } from '.';

/** Back-office demo data of issue 18 (panels slice; to be built). */
export const demoAdminPanelsSeeder: Seeder = {
  name: 'demo-admin-panels-v1',
  kind: 'demo',
  async run() {},
};
