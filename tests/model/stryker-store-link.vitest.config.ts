import { defineConfig } from 'vitest/config';

/**
 * Only storeLink's model test, for the Stryker cross-check of the configuration mutator
 * (docs/testing.md "Machine configurations (static mutants)"):
 * `npx stryker run --mutate machines/store-link.machine.ts --ignoreStatic false --concurrency 1
 * --incrementalFile reports/s25-config-mut.json --vitest.configFile tests/model/stryker-store-link.vitest.config.ts`
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/machines/store-link.model.test.ts'],
    globalSetup: ['tests/model/coverage-setup.ts'],
    testTimeout: 30_000,
  },
});
