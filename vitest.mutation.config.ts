import { defineConfig } from 'vitest/config';

/**
 * The unit tests StrykerJS runs against each mutant (`npm run mutation`, stryker.config.json):
 * tests/machines and tests/domain only — no database, no browser. The model tests need their
 * coverage directory, so the model coverage global setup stays.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/{machines,domain}/**/*.test.ts'],
    // The configuration mutants are their own measurement (`npm run mutation:config`); here they
    // would rerun ~200 rebuilt machines for every code mutant of the machine they cover.
    exclude: ['tests/machines/config-mutants.test.ts'],
    globalSetup: ['tests/model/coverage-setup.ts'],
    testTimeout: 30_000,
  },
});
