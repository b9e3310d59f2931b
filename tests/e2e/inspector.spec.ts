import { mkdirSync, readFileSync } from 'node:fs';
import { machineCatalogue } from '../../machines/catalogue';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { hydrated } from './support/app';
import { DEMO_PASSWORD, persona } from './support/auth';

// The short-session server (playwright.config.ts): the session warning comes ~5 s after sign-in.
const port = Number(process.env.E2E_SHORT_SESSION_PORT ?? 4318);
test.use({ baseURL: `http://127.0.0.1:${port}` });

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/;
const WARNING = 'Your session is about to expire';

async function shot(page: Page, name: string) {
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/inspector-${name}.png` });
}

const actorRow = (inspector: Locator, systemId: string) =>
  inspector.getByTestId('inspector-actors').locator(`tr[data-actor="${systemId}"]`);
const actorState = (inspector: Locator, systemId: string) =>
  actorRow(inspector, systemId).getByTestId('actor-state');

test.describe('inspector (QA)', () => {
  test.setTimeout(90_000);

  test('QA watches the session actor warn, continues the session from the panel and exports a log without secrets', async ({
    page,
  }) => {
    await page.goto('/customer/login?inspect');
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    await expect(inspector).toBeVisible();
    await expect(actorRow(inspector, 'auth')).toBeVisible();
    await expect(actorState(inspector, 'auth')).toHaveText('signedOut');
    await expectNoAxeViolations(page);
    await shot(page, 'login-desktop');

    // the panel covers the form on the right: minimize it while signing in
    await inspector.getByRole('button', { name: 'Minimize' }).click();
    await page.getByLabel('E-mail').fill(persona('active'));
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const loginResponse = page.waitForResponse(
      (r) => r.url().includes('/api/pages/customerAuth/login') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Log in' }).click();
    const tokens = (await (await loginResponse).json()) as { access_token: string; refresh_token?: string };
    expect(tokens.access_token).toMatch(JWT);
    await expect(page).toHaveURL(/\/customer\/summary\/dashboard$/);
    await inspector.getByRole('button', { name: 'Show inspector' }).click();

    // the auth, token and session actors with their states
    await expect(actorState(inspector, 'auth')).toHaveText(/^signedIn/);
    await expect(actorState(inspector, 'tokenRefresh')).not.toHaveText('');
    await expect(actorRow(inspector, 'tokenRefresh')).toContainText('tokenRefresh');
    await expect(actorState(inspector, 'sessionExpiry')).toHaveText(/checking|waiting|warning/);

    await actorRow(inspector, 'tokenRefresh').getByRole('button', { name: 'tokenRefresh' }).click();
    const context = inspector.getByTestId('inspector-context');
    await expect(context).toContainText('••••••');
    await expect(context).not.toContainText(tokens.access_token);

    // the session actor moves to its warning state on its own
    await actorRow(inspector, 'sessionExpiry').getByRole('button', { name: 'sessionExpiry' }).click();
    await expect(inspector.getByTestId('inspector-state')).toHaveText('warning.countdown', {
      timeout: 20_000,
    });
    await expect(actorState(inspector, 'sessionExpiry')).toHaveText('warning.countdown');
    await expect(inspector.getByRole('figure', { name: 'Statechart of sessionExpiry' })).toBeVisible();
    await expect(
      inspector.getByRole('figure').locator('[data-state-path="warning.countdown"][data-active]'),
    ).toBeVisible();
    const warning = page.getByRole('alertdialog', { name: WARNING });
    await expect(warning).toBeVisible();
    await shot(page, 'session-warning-desktop');
    await expectNoAxeViolations(page);

    // the server moves the idle deadline in steps (session.spec.ts): let a few seconds pass first
    await expect
      .poll(
        async () =>
          Number(/\d+/.exec((await warning.getByTestId('session-seconds-left').textContent()) ?? '')?.[0]),
        {
          timeout: 15_000,
        },
      )
      .toBeLessThanOrEqual(52);
    await expect(inspector.getByRole('button', { name: 'Send session.login' })).toBeDisabled();
    await inspector.getByRole('button', { name: 'Send session.extend' }).click();
    await expect(warning).toBeHidden();
    await expect(inspector.getByTestId('inspector-state')).toHaveText('waiting');
    await expect(inspector.getByTestId('inspector-log')).toContainText('session.extend');

    // the event log, filtered by actor
    await inspector.getByLabel('Filter by actor').selectOption({ label: 'auth' });
    await expect(inspector.getByTestId('inspector-log')).toContainText('auth.login');
    await expect(inspector.getByTestId('inspector-log')).not.toContainText('session.extend');
    await expect(inspector.getByTestId('inspector-log')).not.toContainText(DEMO_PASSWORD);

    // the export: no token, no password
    const download = page.waitForEvent('download');
    await inspector.getByRole('button', { name: 'Export log' }).click();
    const file = await (await download).path();
    const exported = readFileSync(file, 'utf8');
    expect(exported).toContain('session.extend');
    expect(exported).toContain('auth.login');
    expect(exported).not.toMatch(JWT);
    expect(exported).not.toContain(tokens.access_token);
    if (tokens.refresh_token) expect(exported).not.toContain(tokens.refresh_token);
    expect(exported).not.toContain(DEMO_PASSWORD);

    // the export replays step by step
    await inspector.getByLabel('Inspector session file').setInputFiles(file);
    await expect(inspector.getByTestId('inspector-replay-step')).toHaveText(/^Step 1 of \d+$/);
    await inspector.getByRole('button', { name: 'Next' }).click();
    await expect(inspector.getByTestId('inspector-replay-step')).toHaveText(/^Step 2 of \d+$/);
    await shot(page, 'replay-desktop');
    await inspector.getByRole('button', { name: 'Back to live' }).click();
    await expect(inspector.getByTestId('inspector-actors')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the panel fits the screen and passes axe', async ({ page }) => {
      await page.goto('/?inspect');
      const inspector = page.getByRole('complementary', { name: 'Inspector' });
      await expect(actorRow(inspector, 'auth')).toBeVisible();
      const box = await inspector.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(390);
      await actorRow(inspector, 'auth').getByRole('button', { name: 'auth' }).click();
      await expect(inspector.getByRole('figure', { name: 'Statechart of auth' })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, 'panel-mobile');
    });
  });

  test('Alt+Shift+I opens and closes the inspector', async ({ page }) => {
    await page.goto('/');
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await hydrated(page);
    await expect(inspector).toHaveCount(0);
    await page.keyboard.press('Alt+Shift+KeyI');
    await expect(inspector).toBeVisible();
    await page.keyboard.press('Alt+Shift+KeyI');
    await expect(inspector).toHaveCount(0);
  });
});

test.describe('machine catalogue', () => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    test(`lists every machine with its coverage (${label})`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const coverage = (await (await request.get('/api/dev/model-coverage')).json()) as {
        generatedAt: string | null;
        machines: Array<{ machine: string; transitions: { covered: number; total: number } }>;
      };
      await page.goto('/dev/machines');
      await expect(page.getByRole('heading', { level: 1, name: 'Machines' })).toBeVisible();
      const cards = page.locator('article[data-machine]');
      await expect(cards).toHaveCount(machineCatalogue.length);
      await expect(page.getByText(/Model-test coverage of the last run|have not run yet/)).toBeVisible();
      await shot(page, `catalogue-top-${label}`);
      for (const name of ['auth', 'sessionExpiry', 'staffAuth', 'tokenRefresh']) {
        const card = page.locator(`article[data-machine="${name}"]`);
        await expect(card.getByRole('heading', { name })).toBeVisible();
        const row = coverage.machines.find((m) => m.machine === name);
        await expect(card).toContainText(
          row ? `${row.transitions.covered}/${row.transitions.total} transitions` : 'model tests not run yet',
        );
      }
      const sessionCard = page.locator('article[data-machine="sessionExpiry"]');
      await sessionCard.getByRole('button', { name: 'Show chart' }).click();
      await expect(sessionCard.getByRole('figure', { name: 'Statechart of sessionExpiry' })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `catalogue-${label}`);
    });
  }
});
