import type { Seeder } from '.';
import { demoCustomersSeeder } from './demo-customers';
import { demoCoachLinkSeeder, demoStaffSeeder } from './demo-staff';
import { referenceSeeders } from './reference';

/** Every seeder of the product, in the order they run. */
export const seeders: readonly Seeder[] = [
  ...referenceSeeders,
  demoCustomersSeeder,
  demoStaffSeeder,
  demoCoachLinkSeeder,
];
