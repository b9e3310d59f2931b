import type { Seeder } from '.';

/** Back-office demo data of issue 18 (dna slice; to be built). */
export const demoAdminDnaSeeder: Seeder = {
  name: 'demo-admin-dna-v1',
  kind: 'demo',
  async run() {},
};
