import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coachPaths } from '../../src/contract/admin';
import { DEFAULT_JWT_SECRET } from '../../src/server/config';

const tsx = path.resolve('node_modules/.bin/tsx');
const running: ChildProcess[] = [];
const dirs: string[] = [];

interface Started {
  child: ChildProcess;
  stdout(): string;
  url: Promise<string>;
  exit: Promise<{ code: number | null; stderr: string }>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(tsx, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(stdout);
      if (m) resolve(m[1]!);
    });
    child.on('exit', () => reject(new Error(`exited before listening: ${stderr}`)));
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  url.catch(() => {});
  return { child, stdout: () => stdout, url, exit };
}

async function health(url: string) {
  const res = await fetch(`${url}/api/health`);
  return (await res.json()) as { status: string; database: string };
}

afterAll(() => {
  for (const c of running) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('npm start', () => {
  it('refuses a production start with the development secret, or with demo data outside a demo deployment', async () => {
    const refusals = await Promise.all(
      (
        [
          { NODE_ENV: 'production', JWT_SECRET: DEFAULT_JWT_SECRET },
          {
            NODE_ENV: 'production',
            JWT_SECRET: 'y'.repeat(40),
            DEMO_DATA: '1',
            STORE_URL: 'https://s.example',
          },
        ] as Record<string, string>[]
      ).map((env) => start(env).exit),
    );
    expect(refusals.map((r) => r.code)).toEqual([1, 1]);
    expect(refusals[0]!.stderr).toContain('Cannot start: JWT_SECRET must be set');
    expect(refusals[1]!.stderr).toContain('Cannot start: DEMO_DATA=1');
    expect(refusals[1]!.stderr).toContain('DEMO_DEPLOYMENT=1');
    for (const r of refusals) expect(r.stderr).not.toMatch(/\n\s+at /); // a message, not a stack
  }, 60_000);

  it('refuses a second server on the same data directory with a clear message, and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-start-'));
    dirs.push(dataDir);
    const first = start({ DATA_DIR: dataDir });
    const url = await first.url;
    expect((await health(url)).database).toBe('pglite');
    // the demo coach's link is printed, random, and signs in by POST
    const guid = /login-by-guid\/([\w-]{43})\b/.exec(first.stdout())?.[1];
    expect(guid).toBeDefined();
    const entry = await fetch(`${url}${coachPaths.loginWithGuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guid }),
    });
    expect(entry.status).toBe(200);

    const second = start({ DATA_DIR: dataDir });
    const { code, stderr } = await second.exit;
    expect(code).toBe(1);
    expect(stderr).toContain('already using the data directory');

    first.child.kill('SIGTERM');
    expect((await first.exit).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'healthspan.lock'))).toBe(false);
  }, 90_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'starts several processes together on one PostgreSQL: migrations run once under the advisory lock',
    async () => {
      const admin = new URL(process.env.TEST_DATABASE_URL!);
      const name = `hs_start_${process.pid}`;
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name}`);
      await client.query(`create database ${name}`);
      const target = new URL(admin);
      target.pathname = `/${name}`;
      try {
        const servers = [1, 2, 3].map(() => start({ DATABASE_URL: target.toString() }));
        const urls = await Promise.all(servers.map((s) => s.url));
        for (const url of urls)
          expect(await health(url)).toMatchObject({ status: 'ok', database: 'postgres' });
        for (const s of servers) s.child.kill('SIGTERM');
        await Promise.all(servers.map((s) => s.exit));
      } finally {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      }
    },
    120_000,
  );
});
