import type { Seeder } from '.';
import { demoAccountSeeder, demoMeasurementsSeeder } from './demo-account';
import { demoBloodSeeder } from './demo-blood';
import { demoCustomersSeeder } from './demo-customers';
import { demoHabitsSeeder } from './demo-habits';
import { demoDnaSeeder } from './demo-dna';
import { demoOrdersSeeder } from './demo-orders';
import { demoMembershipsSeeder } from './demo-memberships';
import { demoCoachLinkSeeder, demoStaffSeeder } from './demo-staff';
import { demoUploadSeeder } from './demo-upload';
import { referenceSeeders } from './reference';
import { bloodContentSeeder } from './reference/blood-content';

/** Every seeder of the product, in the order they run. */
export const seeders: readonly Seeder[] = [
  ...referenceSeeders,
  bloodContentSeeder,
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
  demoUploadSeeder,
];
