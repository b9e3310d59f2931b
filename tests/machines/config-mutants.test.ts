import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '../../machines/catalogue';
import { fateOf, modelSpecs, mutateMachine } from '../model/config-mutants';

/**
 * The machines' configurations under mutation (issue 25; docs/testing.md "Machine configurations
 * (static mutants)"): every configuration mutant of every machine must fail the machine's model
 * test. Here every mutant meets the structure check and the first one per machine that passes it
 * runs the generated paths (a deterministic sample, to keep `npm test` short);
 * `npm run mutation:config` runs the paths of all of them.
 */
const specs = await modelSpecs();

describe('machine configurations under mutation', () => {
  it('has the model spec of every machine of the catalogue', () => {
    expect([...specs.keys()].sort()).toEqual(machineCatalogue.map((entry) => entry.name).sort());
  });

  it('kills nothing when the configuration is rebuilt unmutated (the control)', async () => {
    for (const name of ['storeLink', 'logoutPermission', 'teamDeletion']) {
      const control = { id: 'control', kind: 'target changed' as const, apply: () => {} };
      expect(await fateOf(specs.get(name)!, control)).toEqual({ killed: false });
    }
  });

  for (const [name, spec] of specs) {
    it(`${name}: every configuration mutant fails the model test`, async () => {
      const result = await mutateMachine(spec, { pathRuns: 1 });
      expect(result.survivors).toEqual([]);
      expect(result.killed + result.notRun).toBe(result.mutants);
    });
  }
});
