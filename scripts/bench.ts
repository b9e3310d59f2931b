/**
 * npm run bench — the figures the product is held to:
 *  1. gzip size of the entry chunk and of every lazily loaded route chunk (budget: entry ≤ 110 kB);
 *  2. throughput and p50/p99 latency of one reference call under a bounded loopback load, against a
 *     real server process on a fresh embedded database (or DATABASE_URL when set);
 *  3. the latency of active@'s nutrition plan, one caller at a time (budget: p50 < 50 ms).
 * Exits non-zero when a budget is exceeded. BENCH_ONLY=nutrition runs the third alone.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { authPaths } from '../src/contract/auth';
import { nutritionPaths } from '../src/contract/nutrition';

const newSecret = () => randomBytes(32).toString('base64url');

const ENTRY_BUDGET_BYTES = 110 * 1024;
const PLAN_BUDGET_MS = 50;
const only = process.env.BENCH_ONLY;
const webDir = path.resolve('dist/web');
const benchPath = process.env.BENCH_PATH ?? '/api/pages/references/countries';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

async function build() {
  if (fs.existsSync(path.join(webDir, 'index.html')) && process.env.BENCH_REBUILD !== '1') return;
  const { build: viteBuild } = await import('vite');
  await viteBuild({ logLevel: 'warn' });
}

function bundleReport(): boolean {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const entryName = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entryName) throw new Error('No entry script in dist/web/index.html');
  const assets = path.join(webDir, 'assets');
  const files = fs.readdirSync(assets);
  const entry = gzipSize(path.join(assets, entryName));
  const css = files.filter((f) => f.endsWith('.css')).reduce((n, f) => n + gzipSize(path.join(assets, f)), 0);
  console.log('\nBundle (gzip, level 9)');
  console.log(
    `  entry chunk   ${entryName.padEnd(44)} ${kb(entry).padStart(10)}   budget ${kb(ENTRY_BUDGET_BYTES)}`,
  );
  console.log(`  stylesheets   ${''.padEnd(44)} ${kb(css).padStart(10)}`);
  const chunks = files
    .filter((f) => f.endsWith('.js') && f !== entryName)
    .map((f) => ({ f, size: gzipSize(path.join(assets, f)) }))
    .sort((a, b) => b.size - a.size);
  for (const { f, size } of chunks) console.log(`  route chunk   ${f.padEnd(44)} ${kb(size).padStart(10)}`);
  const ok = entry <= ENTRY_BUDGET_BYTES;
  if (!ok) console.log(`  ✗ the entry chunk is over its budget by ${kb(entry - ENTRY_BUDGET_BYTES)}`);
  return ok;
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-bench-'));
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      STORE_URL: process.env.STORE_URL ?? 'https://store.healthspan.example',
      JWT_SECRET: process.env.JWT_SECRET ?? newSecret(),
      // The demo personas, for the plan of active@ (a demo deployment: never a real production).
      DEMO_DATA: '1',
      DEMO_DEPLOYMENT: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!.replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.on('exit', () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, stop };
}

async function apiReport(server: { url: string }) {
  const probe = await fetch(server.url + benchPath);
  if (!probe.ok) throw new Error(`${benchPath} answered ${probe.status}`);
  await autocannon({ url: server.url + benchPath, connections: 4, duration: 2 }); // warm-up
  const result = await autocannon({ url: server.url + benchPath, connections, duration: seconds });
  console.log(
    `\nAPI: GET ${benchPath} — ${connections} connections for ${seconds} s on loopback (server and load share 2 cores)`,
  );
  console.log(`  throughput    ${Math.round(result.requests.average).toLocaleString('en-US')} req/s`);
  console.log(
    `  latency       p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`,
  );
  console.log(
    `  responses     ${result['2xx'].toLocaleString('en-US')} 2xx, ${result.non2xx} other, ${result.errors} errors`,
  );
  return result.non2xx === 0 && result.errors === 0;
}

/** The nutrition plan of active@ (five draws, every preference answered), one request at a time. */
async function planReport(server: { url: string }) {
  const planPath = nutritionPaths.plan;
  const login = await fetch(server.url + authPaths.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'active@demo.healthspan.test', password: 'Healthspan-demo-1' }),
  });
  if (!login.ok) throw new Error(`login of active@ answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const options = { url: server.url + planPath, headers: { authorization: `Bearer ${token}` } };
  const probe = await fetch(options.url, { headers: options.headers });
  if (!probe.ok) throw new Error(`${planPath} answered ${probe.status}`);
  await autocannon({ ...options, connections: 1, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, connections: 1, duration: Math.min(seconds, 5) });
  console.log(`\nAPI: GET ${planPath} as active@ — one connection (latency of a single plan)`);
  console.log(
    `  latency       p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   budget p50 < ${PLAN_BUDGET_MS} ms`,
  );
  console.log(
    `  responses     ${result['2xx'].toLocaleString('en-US')} 2xx, ${result.non2xx} other, ${result.errors} errors`,
  );
  const ok = result.non2xx === 0 && result.errors === 0 && result.latency.p50 < PLAN_BUDGET_MS;
  if (!ok) console.log(`  ✗ the nutrition plan is over its budget`);
  return ok;
}

let bundleOk = true;
if (only !== 'nutrition') {
  await build();
  bundleOk = bundleReport();
}
const server = await startServer();
let apiOk: boolean;
try {
  apiOk = (only === 'nutrition' || (await apiReport(server))) && (await planReport(server));
} finally {
  await server.stop();
}
process.exit(bundleOk && apiOk ? 0 : 1);
