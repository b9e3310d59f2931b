/**
 * The API section of `npm run bench` (issue 22): reference data against a bare Hono app serving the
 * same bytes in the same run, and the signed-in reads of active@ (account/customer, blood/results),
 * on PGlite and — when PostgreSQL's binaries are present — on a throwaway PostgreSQL cluster with one
 * API process and with two (WEB_CONCURRENCY=2). The load generator runs in this process on the same
 * 2 cores as the servers, so every figure is lower than on a machine where load and server are apart.
 *
 *   tsx scripts/bench-api.ts            PGlite, then PostgreSQL through scripts/with-postgres.ts
 *   BENCH_API_ENGINE=postgres …         PostgreSQL only (TEST_DATABASE_URL or DATABASE_URL)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { authPaths } from '../src/contract/auth';
import { bloodPaths } from '../src/contract/blood';
import { referencePaths } from '../src/contract/references';
import { signIn, startScript, startServer, type BenchServer } from './bench-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Issue 22's targets. */
const REFERENCE_SHARE_OF_BARE = 0.8;
const TARGETS = {
  pglite: { account: { rps: 1000 } },
  postgres: { account: { rps: 2000, p99: 20 }, results: { rps: 1000, p99: 50 } },
} as const;

const REFERENCE_CALLS = [referencePaths.countries, referencePaths.mainReferences];

interface Load {
  rps: number;
  p50: number;
  p99: number;
  ok: boolean;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`${url} answered ${probe.status}`);
  await autocannon({ url, headers, connections: 4, duration: 2 }); // warm-up
  const r = await autocannon({ url, headers, connections, duration: seconds });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r.non2xx === 0 && r.errors === 0 && r.timeouts === 0,
  };
}

const fmt = (l: Load) =>
  `${l.rps.toLocaleString('en-US').padStart(7)} req/s   p50 ${String(l.p50).padStart(3)} ms   p99 ${String(l.p99).padStart(4)} ms${l.ok ? '' : '   (errors or non-2xx answers)'}`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/**
 * The raw answer to a GET of `url` with exactly `requestHeaders` (what the load sends): the bytes as
 * they came over the wire (gzip stays gzip; fetch would have unzipped them) and the headers.
 */
function rawGet(url: string, requestHeaders: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { headers: requestHeaders }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A bare Hono app answering with exactly the bytes and headers the product sent for `url` to the load's request headers. */
async function bareHono(url: string, requestHeaders: Record<string, string> = {}): Promise<BenchServer> {
  const res = await rawGet(url, requestHeaders);
  const headers: Record<string, string> = {};
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  for (const [name, value] of Object.entries(res.headers))
    if (!skip.has(name) && value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-bare-')), 'body.json');
  fs.writeFileSync(file, JSON.stringify({ body: res.body.toString('base64'), headers }));
  return startScript(['scripts/bench-bare-hono.ts', file], { ...process.env, NODE_ENV: 'production' }, () =>
    fs.rmSync(path.dirname(file), { recursive: true, force: true }),
  );
}

/** The run with more requests a second (of two, taken in turns with the other server's). */
const best = (runs: Load[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));

/**
 * Each reference call on the product and on a bare Hono app serving the same bytes, in turns
 * (product, bare, product, bare), each side's better run compared: on this shared 2-core machine a
 * single run of each moved the share between 74 % and 98 % from one bench to the next (session 27),
 * as the cores' other load came and went; taking turns exposes both sides to the same moments.
 */
async function referenceReport(server: BenchServer): Promise<boolean> {
  let ok = true;
  for (const call of REFERENCE_CALLS) {
    const apps: Load[] = [];
    const baselines: Load[] = [];
    const bare = await bareHono(server.url + call);
    try {
      for (let turn = 0; turn < 2; turn++) {
        apps.push(await load(server.url + call));
        baselines.push(await load(bare.url + call));
      }
    } finally {
      await bare.stop();
    }
    const [app, baseline] = [best(apps), best(baselines)];
    const share = app.rps / baseline.rps;
    const met = apps.every((a) => a.ok) && share >= REFERENCE_SHARE_OF_BARE;
    ok &&= met;
    const runs = (loads: Load[]) => `(runs: ${loads.map((l) => l.rps.toLocaleString('en-US')).join(', ')})`;
    console.log(`  GET ${call}`);
    console.log(`    product     ${fmt(app)}   ${runs(apps)}`);
    console.log(
      `    bare Hono   ${fmt(baseline)}   ${runs(baselines)}   product at ${Math.round(share * 100)} %   target ≥ ${REFERENCE_SHARE_OF_BARE * 100} % ${mark(met)}`,
    );
  }
  return ok;
}

async function signedInReads(server: BenchServer, label: string) {
  const auth = await signIn(server);
  const account = await load(server.url + authPaths.customer, auth);
  const results = await load(server.url + bloodPaths.results, auth);
  console.log(`  ${label}`);
  return { account, results };
}

const meets = (l: Load, t: { rps: number; p99?: number }) =>
  l.ok && l.rps >= t.rps && (t.p99 === undefined || l.p99 <= t.p99);
const targetText = (t: { rps: number; p99?: number }) =>
  `target ≥ ${t.rps.toLocaleString('en-US')} req/s${t.p99 === undefined ? '' : `, p99 ≤ ${t.p99} ms`}`;

async function pgliteReport(): Promise<boolean> {
  console.log(`\nAPI on PGlite (one process) — ${connections} connections for ${seconds} s each`);
  const server = await startServer();
  try {
    const refsOk = await referenceReport(server);
    const { account, results } = await signedInReads(server, 'as active@');
    const accountOk = meets(account, TARGETS.pglite.account);
    console.log(
      `    GET ${authPaths.customer.padEnd(34)} ${fmt(account)}   ${targetText(TARGETS.pglite.account)} ${mark(accountOk)}`,
    );
    console.log(`    GET ${bloodPaths.results.padEnd(34)} ${fmt(results)}   (no PGlite target)`);
    return refsOk && accountOk;
  } finally {
    await server.stop();
  }
}

async function postgresReport(url: string): Promise<boolean> {
  console.log(
    `\nAPI on PostgreSQL 15 (throwaway cluster) — ${connections} connections for ${seconds} s each`,
  );
  const runs: { processes: number; account: Load; results: Load }[] = [];
  let refsOk = true;
  for (const processes of [1, 2]) {
    const server = await startServer({ DATABASE_URL: url, WEB_CONCURRENCY: String(processes) });
    try {
      if (processes === 1) refsOk = await referenceReport(server);
      const reads = await signedInReads(
        server,
        `as active@, ${processes} API process${processes > 1 ? 'es' : ''}`,
      );
      runs.push({ processes, ...reads });
      const t = TARGETS.postgres;
      console.log(
        `    GET ${authPaths.customer.padEnd(34)} ${fmt(reads.account)}   ${targetText(t.account)} ${mark(meets(reads.account, t.account))}`,
      );
      console.log(
        `    GET ${bloodPaths.results.padEnd(34)} ${fmt(reads.results)}   ${targetText(t.results)} ${mark(meets(reads.results, t.results))}`,
      );
    } finally {
      await server.stop();
    }
  }
  const [one, two] = runs;
  if (one && two)
    console.log(
      `  two processes against one: account/customer ×${(two.account.rps / one.account.rps).toFixed(2)}, blood/results ×${(two.results.rps / one.results.rps).toFixed(2)}`,
    );
  const best = (pick: (r: (typeof runs)[number]) => Load, t: { rps: number; p99?: number }) =>
    runs.some((r) => meets(pick(r), t));
  return (
    refsOk &&
    best((r) => r.account, TARGETS.postgres.account) &&
    best((r) => r.results, TARGETS.postgres.results)
  );
}

/** Runs itself again inside a throwaway PostgreSQL cluster; without the binaries, says so. */
function postgresThroughCluster(): Promise<boolean> {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    console.log(`\nAPI on PostgreSQL: no binaries in ${PG_BIN}, not measured`);
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const child = spawn(
      path.resolve('node_modules/.bin/tsx'),
      ['scripts/with-postgres.ts', path.resolve('node_modules/.bin/tsx'), 'scripts/bench-api.ts'],
      { env: { ...process.env, BENCH_API_ENGINE: 'postgres' }, stdio: 'inherit' },
    );
    child.on('exit', (code) => resolve(code === 0));
  });
}

export async function apiReport(): Promise<boolean> {
  console.log(
    `\nAPI (issue 22): autocannon in the bench process shares the 2 cores with the servers it measures`,
  );
  const pgliteOk = await pgliteReport();
  const postgresOk = await postgresThroughCluster();
  return pgliteOk && postgresOk;
}

if (process.env.BENCH_API_ENGINE === 'postgres') {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('BENCH_API_ENGINE=postgres needs TEST_DATABASE_URL or DATABASE_URL');
  process.exit((await postgresReport(url)) ? 0 : 1);
}
