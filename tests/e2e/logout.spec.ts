import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { chooseLogOut, logIn, persona } from './support/auth';

const SESSION_COOKIE = 'hs_session';

/** Signs in as active@ and keeps what a page left behind could replay: the cookie and the refresh token. */
async function signIn(page: Page) {
  const login = page.waitForResponse((r) => r.url().endsWith('/api/pages/customerAuth/login'));
  await logIn(page, persona('active'));
  const { refresh_token } = (await (await login).json()) as { refresh_token: string };
  await expect(page).toHaveURL(/\/customer\/summary\/dashboard$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!.value;
  return { cookie, refreshToken: refresh_token };
}

/** What another client holding the old cookie and refresh token gets from the server now. */
async function replay(baseURL: string, { cookie, refreshToken }: { cookie: string; refreshToken: string }) {
  const other = await playwrightRequest.newContext({ baseURL });
  try {
    const headers = { cookie: `${SESSION_COOKIE}=${cookie}` };
    const jwtToken = (await other.get('/api/customer/auth/jwt-token', { headers })).status();
    const check = await other.get('/customer/login/check-session-expiration', { headers });
    const { seconds } = (await check.json()) as { seconds: number };
    const refresh = (
      await other.post('/customer/oauth/token', {
        data: { grant_type: 'refresh_token', client_id: 'webApp', refresh_token: refreshToken },
      })
    ).status();
    return { jwtToken, seconds, refresh };
  } finally {
    await other.dispose();
  }
}

const DEAD = { jwtToken: 401, seconds: 0, refresh: 401 };

test.describe('logout ends the server session at once (issue 21 §13)', () => {
  test('Cancel, then leaving at once with the logout page never loaded: the session is over', async ({
    page,
    baseURL,
  }) => {
    const left = await signIn(page);
    // the logout page's chunk never arrives: the flow must not depend on it
    await page.route('**/assets/logout-page-*.js', (route) => route.abort());
    await chooseLogOut(page);
    await page
      .getByRole('dialog', { name: 'Permission required' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.close();
    // the keepalive request may still be on its way when the page is gone
    await expect.poll(() => replay(baseURL!, left), { timeout: 3_000 }).toEqual(DEAD);
  });

  test('Allow, then leaving while the store tab is open: the session is over', async ({
    page,
    context,
    baseURL,
  }) => {
    const left = await signIn(page);
    await chooseLogOut(page);
    const storeTab = context.waitForEvent('page');
    await page
      .getByRole('dialog', { name: 'Permission required' })
      .getByRole('button', { name: 'Allow' })
      .click();
    await storeTab;
    await page.close();
    await expect.poll(() => replay(baseURL!, left), { timeout: 3_000 }).toEqual(DEAD);
  });

  test('the logout page shows the result of an ended session; a reload stays logged out', async ({
    page,
    baseURL,
  }) => {
    const left = await signIn(page);
    const logouts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/pages/customerAuth/logout')) logouts.push(r.method());
    });
    await chooseLogOut(page);
    await page
      .getByRole('dialog', { name: 'Permission required' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are logged out' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(logouts).toEqual(['POST']);
    expect(await replay(baseURL!, left)).toEqual(DEAD);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'You are logged out' })).toBeVisible();
    expect(logouts).toEqual(['POST']);
  });

  test('the spec’s GET address changes nothing', async ({ page, baseURL }) => {
    const left = await signIn(page);
    const res = await page.request.get('/api/pages/customerAuth/logout');
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toBe('POST');
    expect((await replay(baseURL!, left)).jwtToken).toBe(200);
  });
});
