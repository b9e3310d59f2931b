import type { Seeder } from '.';

/** Issue 19, the CRM integration and partner keys: the demo data its screens show. */
export const demoAdminIntegrationsSeeder: Seeder = {
  name: 'demo-admin-integrations',
  kind: 'demo',
  async run() {},
};
