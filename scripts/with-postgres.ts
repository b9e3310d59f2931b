/**
 * Runs a command against a throwaway PostgreSQL cluster (notes/backend.md): initdb into a temp
 * directory, start on a free loopback port with fsync off, export TEST_DATABASE_URL, stop and delete
 * on exit. Without PostgreSQL binaries it says so and succeeds without running the command.
 *
 *   tsx scripts/with-postgres.ts <command> [args…]
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/with-postgres.ts <command> [args…]');
  process.exit(2);
}
if (!fs.existsSync(path.join(bin, 'initdb'))) {
  console.log(`PostgreSQL binaries not found in ${bin}: skipping the PostgreSQL run of "${command}".`);
  process.exit(0);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

// initdb refuses to run as root: run the server tools as the postgres user then.
const asRoot = process.getuid?.() === 0;
const pgTool = (tool: string, toolArgs: string[]) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...toolArgs], { stdio: 'pipe' })
    : execFileSync(path.join(bin, tool), toolArgs, { stdio: 'pipe' });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-pg-'));
const dataDir = path.join(dir, 'data');
if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
const port = await freePort();
let started = false;

function stop() {
  if (started) {
    try {
      pgTool('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      /* already stopped */
    }
    started = false;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

try {
  pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  pgTool('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  started = true;
} catch (err) {
  const log = path.join(dir, 'server.log');
  console.error(
    'Could not start a throwaway PostgreSQL:',
    (err as Error).message,
    fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '',
  );
  stop();
  process.exit(1);
}

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`Throwaway PostgreSQL 15 at ${url}`);
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, TEST_DATABASE_URL: url },
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
