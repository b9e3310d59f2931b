import fs from 'node:fs';
import path from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Directory where each model test file drops its machine's coverage (see coverage-setup.ts). */
    modelCoverageDir: string;
  }
}

/** One machine's row of the coverage table, as written to `test-results/model-coverage.json`. */
export interface MachineCoverage {
  machine: string;
  /** State nodes of the machine definition (root excluded) that an executed path entered. */
  states: { covered: number; total: number };
  /** Transitions of the machine definition (`on`, `after`, invoke done/error, `always`) that fired. */
  transitions: { covered: number; total: number };
  /** transitions.covered / transitions.total, in percent with one decimal. */
  percent: number;
  /** Generated paths run against the real actor. */
  paths: number;
  /** Size of the abstract graph the paths were generated from (serialized snapshots and edges). */
  graph: { states: number; edges: number; edgesCovered: number };
  /** Declared-model rows the real actor took as the model said (absent: no declared model yet). */
  verified?: { covered: number; total: number };
  /** Guarded declared rows whose guard was seen both true and false. */
  guardOutcomes?: { covered: number; total: number };
  missing: { states: string[]; transitions: string[]; verified?: string[]; guardOutcomes?: string[] };
  /** When the row was measured (ISO time); set when written to the coverage file. */
  measuredAt?: string;
}

export interface CoverageFile {
  generatedAt: string;
  machines: MachineCoverage[];
}

export const COVERAGE_FILE = 'test-results/model-coverage.json';

export function percentOf(covered: number, total: number): number {
  return total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;
}

const ratio = (part?: { covered: number; total: number }) => (part ? `${part.covered}/${part.total}` : '—');

export function formatCoverageTable(machines: readonly MachineCoverage[]): string {
  const rows = machines.map((m) => [
    m.machine,
    `${m.states.covered}/${m.states.total}`,
    `${m.transitions.covered}/${m.transitions.total}`,
    `${m.percent.toFixed(1)} %`,
    ratio(m.verified),
    ratio(m.guardOutcomes),
    String(m.paths),
  ]);
  const sum = (pick: (m: MachineCoverage) => { covered: number; total: number } | undefined) =>
    machines.reduce(
      (total, m) => ({
        covered: total.covered + (pick(m)?.covered ?? 0),
        total: total.total + (pick(m)?.total ?? 0),
      }),
      { covered: 0, total: 0 },
    );
  const transitions = sum((m) => m.transitions);
  const declared = machines.filter((m) => m.verified).length;
  rows.push([
    'all machines',
    ratio(sum((m) => m.states)),
    ratio(transitions),
    `${percentOf(transitions.covered, transitions.total).toFixed(1)} %`,
    `${ratio(sum((m) => m.verified))} (${declared}/${machines.length} declared)`,
    ratio(sum((m) => m.guardOutcomes)),
    String(machines.reduce((total, m) => total + m.paths, 0)),
  ]);
  const header = [
    'machine',
    'states',
    'transitions',
    'percent',
    'transitions verified',
    'guard outcomes',
    'paths',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const missing = machines.flatMap((m) => [
    ...m.missing.transitions.map((t) => `  ${m.machine}: not covered ${t}`),
    ...(m.missing.verified ?? []).map((t) => `  ${m.machine}: not verified ${t}`),
    ...(m.missing.guardOutcomes ?? []).map((t) => `  ${m.machine}: guard one way ${t}`),
  ]);
  return [
    'Model-based test coverage (xstate/graph paths run on the real actors; "transitions verified":',
    'declared-model rows the actor took as the model said; "—": no declared model yet)',
    line(header),
    rule,
    ...rows.slice(0, -1).map(line),
    rule,
    line(rows.at(-1)!),
    ...missing,
  ].join('\n');
}

export function writeFragment(dir: string, coverage: MachineCoverage): void {
  fs.writeFileSync(path.join(dir, `${coverage.machine}.json`), JSON.stringify(coverage));
}

export function readFragments(dir: string): MachineCoverage[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as MachineCoverage)
    .sort((a, b) => a.machine.localeCompare(b.machine));
}

function readCoverageFile(file: string): CoverageFile | undefined {
  try {
    const content = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<CoverageFile>;
    return Array.isArray(content.machines) ? (content as CoverageFile) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes the run's rows into `test-results/model-coverage.json`. A run of some model files only
 * replaces those machines' rows, so the file keeps describing every machine; each row says when
 * it was measured, and rows of machines that no longer exist are dropped.
 */
export function writeCoverageFile(
  root: string,
  machines: MachineCoverage[],
  /** The machines that exist (the catalogue's names): rows of any other machine are dropped. */
  known: readonly string[],
): string {
  const file = path.join(root, COVERAGE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const generatedAt = new Date().toISOString();
  const rows = new Map((readCoverageFile(file)?.machines ?? []).map((row) => [row.machine, row]));
  for (const row of machines) rows.set(row.machine, { ...row, measuredAt: generatedAt });
  // no stale rows: a machine renamed or removed since its row was measured
  for (const name of rows.keys()) if (!known.includes(name)) rows.delete(name);
  const content: CoverageFile = {
    generatedAt,
    machines: [...rows.values()].sort((a, b) => a.machine.localeCompare(b.machine)),
  };
  fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}
