import {
  fateOf,
  formatMutationTable,
  type MachineResult,
  modelSpecs,
  mutateMachine,
} from '../tests/model/config-mutants';

/**
 * `npm run mutation:config` (issue 25, docs/testing.md "Machine configurations (static mutants)"):
 * every configuration mutant of every machine (or of the machines named on the command line) run
 * against its declared model in this process; prints the per-machine table and the survivors.
 * `--paths-only` skips the structure check: what the generated paths on the real actor kill alone.
 */
const pathsOnly = process.argv.includes('--paths-only');
const only = process.argv.slice(2).filter((arg) => arg !== '--paths-only');
const specs = await modelSpecs();
const results: MachineResult[] = [];
for (const [name, spec] of specs) {
  if (only.length && !only.includes(name)) continue;
  // the control: the configuration rebuilt unmutated must pass, or every kill below means nothing
  const control = await fateOf(spec, { id: 'control', kind: 'target changed', apply: () => {} });
  if (control?.killed) {
    console.error(`${name}: the unmutated rebuild fails its model test (${control.detail})`);
    process.exitCode = 1;
    continue;
  }
  const result = await mutateMachine(spec, { structure: !pathsOnly });
  results.push(result);
  console.log(
    `${name}: ${result.killed}/${result.mutants} killed, ${result.survivors.length} survived (${(result.ms / 1000).toFixed(1)} s)`,
  );
}
console.log(`\n${formatMutationTable(results)}\n`);
for (const result of results)
  for (const killed of result.killedByRuns)
    console.log(`killed by a path  ${result.machine}: ${killed.slice(0, 160)}`);
for (const result of results)
  for (const survivor of result.survivors) console.log(`survived  ${result.machine}: ${survivor}`);
if (results.some((result) => result.survivors.length)) process.exitCode = 1;
