import type { Seeder } from '.';

/** Every seeder of the product, in the order they run. */
export const seeders: readonly Seeder[] = [];
