import fs from 'node:fs';

/**
 * `stryker run stryker.machines.config.mjs --mutate 'machines/…'` (docs/testing.md "Mutation
 * testing", "machines/"): stryker.config.json with the narrower vitest config
 * vitest.mutation-machines.config.mjs (tests/machines only), so mutating `machines/` does not
 * load tests/domain in the initial run.
 */
const base = JSON.parse(fs.readFileSync(new URL('./stryker.config.json', import.meta.url), 'utf8'));
delete base.$schema;
delete base._comment;

export default {
  ...base,
  mutate: ['machines/**/*.ts', '!machines/catalogue.ts', '!**/index.ts'],
  vitest: { ...base.vitest, configFile: 'vitest.mutation-machines.config.mjs' },
};
