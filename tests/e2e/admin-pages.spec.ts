import { expect, test } from '@playwright/test';
import { adminPaths, COMPANY_HEADER } from '../../src/contract/admin';
import { backOfficePaths } from '../../src/contract/back-office';
import { pageBuilderPublicPaths, publishedPageResponse } from '../../src/contract/page-builder';
import { expectNoAxeViolations } from './support/a11y';
import { adminSignIn } from './support/admin';
import { staffShots } from './support/staff';

// Issue 20 (server slice), through the real server: the seeded pages are public, and editor@ (the
// Marketing editor, SMS second factor) signs in to a back office that shows nothing but its own work.
// The editor's screens come with the web slice, which extends this spec.

test.describe.configure({ mode: 'serial' });

test('the seeded pages are public and editor@ signs in as a Marketing editor', async ({ page, request }) => {
  test.setTimeout(120_000);
  const about = await request.get(`${pageBuilderPublicPaths.page}?path=/about`);
  expect(about.status()).toBe(200);
  const body = publishedPageResponse.parse(await about.json());
  expect(body.document.content[0]).toMatchObject({ type: 'Heading', props: { text: 'About Healthspan' } });
  expect((await request.get(`${pageBuilderPublicPaths.page}?path=/no-such-page`)).status()).toBe(404);

  await adminSignIn(page, request, 'editor');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await staffShots(page, 'pages-editor-home');

  // the token the browser holds opens the page list and nothing of the customers'
  const status = await page.evaluate(
    async ([pages, customers, jwtToken, companyHeader]) => {
      const token = (await (await fetch(jwtToken!)).json()) as {
        access_token: string;
        permitted_company_id: number;
      };
      const headers = {
        authorization: `Bearer ${token.access_token}`,
        [companyHeader!]: String(token.permitted_company_id),
      };
      return [(await fetch(pages!, { headers })).status, (await fetch(customers!, { headers })).status];
    },
    [backOfficePaths.pages, backOfficePaths.customers, adminPaths.jwtToken, COMPANY_HEADER],
  );
  expect(status).toEqual([200, 403]);
});
