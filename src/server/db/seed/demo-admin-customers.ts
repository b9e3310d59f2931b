import type { Seeder } from '.';

/** Back-office demo data of issue 18 (customers slice; to be built). */
export const demoAdminCustomersSeeder: Seeder = {
  name: 'demo-admin-customers-v1',
  kind: 'demo',
  async run() {},
};
