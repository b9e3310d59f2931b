import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
/** A second server whose sessions idle out after 65 s, for the session-expiry journey only. */
const SHORT_SESSION_PORT = Number(process.env.E2E_SHORT_SESSION_PORT ?? 4318);
const shortSessionDataDir = process.env.E2E_SHORT_SESSION_DATA_DIR ?? '.data-e2e-session';

const server = (serverPort: number, serverDataDir: string, env: Record<string, string> = {}) => ({
  // The production build (npm test builds first) on a fresh data directory.
  command: `rm -rf ${serverDataDir} && tsx src/server/main.ts`,
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: serverDataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    STORE_URL: `http://127.0.0.1:${serverPort}/demo-store`,
    PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
    ...env,
  },
  url: `http://127.0.0.1:${serverPort}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
});

// Playwright cannot download its own browser here: Debian's chromium is used (notes/ui-stack.md).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    server(port, dataDir),
    // tests/e2e/session.spec.ts: SESSION_IDLE_SECONDS=65 puts the session warning 5 s after sign-in;
    // tests/e2e/staff-second-factor.spec.ts: codes can be sent again after 2 s
    server(SHORT_SESSION_PORT, shortSessionDataDir, { SESSION_IDLE_SECONDS: '65', SMS_RESEND_SECONDS: '2' }),
  ],
});
