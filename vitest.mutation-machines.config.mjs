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
    globalSetup: ['tests/model/coverage-setup.ts'],
    testTimeout: 30_000,
  },
});
