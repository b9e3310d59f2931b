import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * `npm run mutation [-- stryker options]`: runs `stryker run` (stryker.config.json; extra options
 * such as `--mutate 'src/domain/*.ts'` pass through), then prints the mutation score of each of
 * the two mutated folders from the JSON report (the clear-text table above it has the per-file
 * figures). Score as Stryker counts it: detected (killed, timed out) over valid (detected,
 * survived, no coverage); ignored (static) mutants and compile or runtime errors are not counted.
 */
const run = spawnSync('npx', ['stryker', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);

const reportFile = 'reports/mutation/mutation.json';
const folders = ['machines/', 'src/domain/'];

interface MutantResult {
  status: string;
}
interface Report {
  files: Record<string, { mutants: MutantResult[] }>;
}

const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);

for (const folder of folders) {
  const counts = { detected: 0, undetected: 0, files: 0 };
  for (const [file, { mutants }] of Object.entries(report.files)) {
    if (!file.replaceAll('\\', '/').startsWith(folder)) continue;
    counts.files += 1;
    for (const { status } of mutants) {
      if (detected.has(status)) counts.detected += 1;
      else if (undetected.has(status)) counts.undetected += 1;
    }
  }
  const valid = counts.detected + counts.undetected;
  const score = valid === 0 ? '—' : `${((100 * counts.detected) / valid).toFixed(2)} %`;
  console.log(
    `${folder.padEnd(12)} ${score.padStart(8)}  (${counts.detected} detected of ${valid}, ${counts.files} files mutated)`,
  );
}
