/** The bench's servers: the product in production mode on a fresh data directory, and helpers shared by the bench's sections. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { authPaths } from '../src/contract/auth';

const newSecret = () => randomBytes(32).toString('base64url');

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/** A tsx script started on a free loopback port: ready once it prints "running at <url>"; `cleanup` after it stops. */
export async function startScript(
  args: string[],
  env: NodeJS.ProcessEnv,
  cleanup: () => void = () => {},
): Promise<BenchServer> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), args, {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!.replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.on('exit', () => {
        cleanup();
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** `src/server/main.ts` on a free loopback port (demo personas on: a demo deployment, never a real production). */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-bench-'));
  return startScript(
    ['src/server/main.ts'],
    {
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
      ...extraEnv,
    },
    () => fs.rmSync(dataDir, { recursive: true, force: true }),
  );
}

/** The Authorization header of active@ (the demo persona with five draws) on `server`. */
export async function signIn(server: BenchServer): Promise<{ authorization: string }> {
  const login = await fetch(server.url + authPaths.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'active@demo.healthspan.test', password: 'Healthspan-demo-1' }),
  });
  if (!login.ok) throw new Error(`login of active@ answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}
