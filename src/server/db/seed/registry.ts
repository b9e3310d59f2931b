import type { Seeder } from '.';
import { demoAdminCustomersSeeder } from './demo-admin-customers';
import { demoAdminDnaSeeder } from './demo-admin-dna';
import { demoAdminInsightsSeeder } from './demo-admin-insights';
import { demoAdminPanelsSeeder } from './demo-admin-panels';
import { demoAdminDeletionSeeder } from './demo-admin-deletion';
import { demoAdminBulkSeeder } from './demo-admin-bulk';
import { demoAdminDataSeeder } from './demo-admin-data';
import { demoCheckoutSeeder } from './demo-checkout';
import { demoAdminIntegrationsSeeder } from './demo-admin-integrations';
import { demoAccountSeeder, demoMeasurementsSeeder } from './demo-account';
import { demoBloodSeeder } from './demo-blood';
import { demoCoachSeeder } from './demo-coach';
import { demoCustomersSeeder } from './demo-customers';
import { demoHabitsSeeder } from './demo-habits';
import { demoDnaSeeder } from './demo-dna';
import { demoOnboardingSeeder } from './demo-onboarding';
import { demoOrdersGuideSeeder, demoOrdersSeeder } from './demo-orders';
import { demoPagesSeeder } from './demo-pages';
import { demoMembershipsSeeder } from './demo-memberships';
import { demoNutritionSeeder } from './demo-nutrition';
import { demoCoachLinkSeeder, demoStaffSeeder } from './demo-staff';
import { demoUploadSeeder } from './demo-upload';
import { referenceSeeders } from './reference';
import { bloodContentSeeder } from './reference/blood-content';
import { drawSiteSeeder } from './reference/draw-sites';
import { nutritionCatalogueSeeder } from './reference/nutrition';

/** Every seeder of the product, in the order they run: reference data, then the demo personas. */
export const seeders: readonly Seeder[] = [
  ...referenceSeeders,
  bloodContentSeeder,
  nutritionCatalogueSeeder,
  drawSiteSeeder,
  // issue 20: the public site's pages (reference: the product's content, seeded on every start)
  demoPagesSeeder,
  demoCustomersSeeder,
  demoBloodSeeder,
  demoStaffSeeder,
  demoCoachLinkSeeder,
  demoMembershipsSeeder,
  demoHabitsSeeder,
  demoDnaSeeder,
  demoAccountSeeder,
  demoMeasurementsSeeder,
  demoOrdersSeeder,
  demoOrdersGuideSeeder,
  demoOnboardingSeeder,
  demoUploadSeeder,
  demoNutritionSeeder,
  demoCoachSeeder,
  // issue 18: the back office's demo data (after every customer's own)
  demoAdminPanelsSeeder,
  demoAdminCustomersSeeder,
  demoAdminDnaSeeder,
  demoAdminInsightsSeeder,
  // issue 19
  demoAdminDeletionSeeder,
  demoAdminBulkSeeder,
  // the store's codes before the uses demo-admin-data makes with them
  demoCheckoutSeeder,
  demoAdminDataSeeder,
  demoAdminIntegrationsSeeder,
];

const DEMO_ONLY = new Set<Seeder>([...seeders.filter((s) => s.kind === 'demo'), demoCoachLinkSeeder]);

/**
 * What a server seeds: reference data always; the demo personas, their data and the demo coach's
 * link only with demo data on (config.demoData: never in production unless a demo deployment).
 */
export const seedersFor = ({ demoData }: { demoData: boolean }): readonly Seeder[] =>
  demoData ? seeders : seeders.filter((s) => !DEMO_ONLY.has(s));
