import { defineConfig } from 'vitest/config';

/**
 * The narrower runner config for mutating `machines/` only (docs/testing.md "Mutation testing",
 * "machines/"): the tests of tests/machines, without tests/domain, so Stryker's initial run and
 * per-test coverage stay small. Same settings as vitest.mutation.config.ts otherwise.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/machines/**/*.test.ts'],
    // The configuration mutants are their own measurement (`npm run mutation:config`); here they
    // would rerun ~200 rebuilt machines for every code mutant of the machine they cover.
    exclude: ['tests/machines/config-mutants.test.ts'],
    globalSetup: ['tests/model/coverage-setup.ts'],
    testTimeout: 30_000,
  },
});
