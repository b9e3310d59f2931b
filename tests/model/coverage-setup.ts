import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { machineCatalogue } from '../../machines/catalogue';
import { formatCoverageTable, readFragments, writeCoverageFile } from './coverage';

/**
 * Global setup of the node project: model test files run in parallel workers, so each one drops
 * its machine's coverage in a fresh directory of this run; the teardown merges them into
 * `test-results/model-coverage.json` and prints the table.
 */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-model-coverage-'));
  project.provide('modelCoverageDir', dir);
  return () => {
    const machines = readFragments(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    if (machines.length === 0) return;
    const file = writeCoverageFile(
      project.config.root,
      machines,
      machineCatalogue.map((entry) => entry.name),
    );
    console.log(
      `\n${formatCoverageTable(machines)}\n(written to ${path.relative(project.config.root, file)})\n`,
    );
  };
}
