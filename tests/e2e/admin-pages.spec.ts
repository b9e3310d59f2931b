import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminPaths, COMPANY_HEADER } from '../../src/contract/admin';
import { backOfficePaths } from '../../src/contract/back-office';
import { pageBuilderPublicPaths, publishedPageResponse } from '../../src/contract/page-builder';
import { expectNoAxeViolations, PUCK_INTERNALS } from './support/a11y';
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
  // the staff pages are a lazy chunk: axe waits for the home page's heading
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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

// Issue 20 (editor slice), the issue's "Done when": editor@ builds /about in the visual editor,
// meets an empty accordion item's message at its field, publishes; a visitor gets the new page;
// restoring the previous version brings the old one back.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const svgFile = (fill: string) => ({
  name: `graph-${fill}.svg`,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#${fill}"/></svg>`,
  ),
});

test('editor@ builds /about in the editor, publishes it, and restores the old version', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(420_000);
  const visitor = await browser.newContext();
  const publicAbout = async () => {
    const res = await visitor.request.get(`${pageBuilderPublicPaths.page}?path=/about`);
    expect(res.status()).toBe(200);
    return publishedPageResponse.parse(await res.json());
  };
  const before = await publicAbout();

  await adminSignIn(page, request, 'editor');
  await page.getByRole('link', { name: 'Pages', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit /about', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'pages-list');

  // a path that is taken answers 409 at the field
  await page.getByLabel('Path (like /about or /legal/terms)').fill('/about');
  await page.getByRole('button', { name: 'New page' }).click();
  await expect(page.getByText('A page with this path exists already.')).toBeVisible();

  await page.getByRole('link', { name: 'Edit /about', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  const save = page.getByRole('button', { name: 'Save draft' });
  await expect(save).toBeVisible({ timeout: 30_000 });
  const preview = page.frameLocator('iframe#preview-frame');
  await expect(preview.getByText('About Healthspan').first()).toBeVisible({ timeout: 30_000 });

  // Puck keeps a second, hidden copy of the field panel (its phone layout): look at the shown one
  const shown = (locator: ReturnType<typeof page.locator>) => locator.filter({ visible: true });
  const issue = (name: string) => shown(page.locator(`[data-field-issue="${name}"]`));
  const addBlock = async (label: string, where = 'At the end of the page') => {
    await page.getByLabel('Block', { exact: true }).selectOption({ label });
    await page.getByLabel('Where', { exact: true }).selectOption({ label: where });
    await page.getByRole('button', { name: 'Add block' }).click();
  };

  // a slider with two cards
  await addBlock('Slider');
  await expect(preview.getByText('Please Insert the Slider Items')).toBeVisible();
  await addBlock('Blog card', 'Into slider 1');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Why ApoB matters');
  await addBlock('Blog card', 'Into slider 1');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Sleep and your InnerAge');
  await expect(preview.getByText('Please Insert the Slider Items')).toHaveCount(0);
  await expect(preview.getByText('Sleep and your InnerAge')).toBeVisible();

  // a hero with its image and three graph images, uploaded here
  await addBlock('Hero');
  await expect(issue('heroImage')).toHaveText('Add the hero image');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Add healthy years to your life');
  await shown(page.getByLabel('Upload hero image (JPG or PNG)')).setInputFiles({
    name: 'hero.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await expect(issue('heroImage')).toHaveCount(0);
  for (const [n, fill] of [
    [1, '2a9d8f'],
    [2, 'e9c46a'],
    [3, 'e76f51'],
  ] as const) {
    await shown(page.getByLabel(`Upload graph images ${n} (PNG or SVG)`)).setInputFiles(svgFile(fill));
    await expect(page.getByRole('group', { name: `Graph images ${n}` })).toBeVisible();
  }
  await expect(issue('graphImages')).toHaveCount(0);
  await expect(preview.getByText('Add healthy years to your life')).toBeVisible();

  // an accordion item with an empty question shows its message at the field
  await addBlock('Accordion');
  await page.getByRole('button', { name: 'Add an item to items' }).click();
  await page.getByRole('button', { name: /^Item 1 \(empty\)/ }).click();
  const questionIssue = issue('items[0].question');
  await expect(questionIssue).toHaveText('Enter the question');
  await page
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('What does the blood test measure?');
  await expect(questionIssue).toHaveCount(0);
  await page
    .getByRole('textbox', { name: /^Answer/ })
    .fill('<p>Over 40 markers, from ApoB and LDL to your <strong>InnerAge</strong>.</p>');
  await expect(shown(page.locator('[data-field-issue]'))).toHaveCount(0);

  await expectNoAxeViolations(page, { exclude: PUCK_INTERNALS });
  await staffShots(page, 'pages-editor');

  await save.click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Publish…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Published as version \d+: visitors see it now\./)).toBeVisible();

  // the visitor gets the new /about: the hero and a slider of two slides
  const published = await publicAbout();
  expect(published.version).toBeGreaterThan(before.version);
  const blocks = published.document.content as { type: string; props: Record<string, unknown> }[];
  expect(blocks.find((b) => b.type === 'Hero')?.props.title).toBe('Add healthy years to your life');
  expect((blocks.find((b) => b.type === 'Slider')?.props.items as unknown[]).length).toBe(2);
  expect(blocks.find((b) => b.type === 'Accordion')).toBeTruthy();
  // … and a visitor's browser draws it: the hero and both slides on the public /about
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/about');
  await expect(visitorPage.getByRole('heading', { name: 'Add healthy years to your life' })).toBeVisible();
  await expect(visitorPage.getByText('Why ApoB matters').first()).toBeVisible();
  await expect(visitorPage.getByText('Sleep and your InnerAge').first()).toBeVisible();

  // History: restore the version before, and the visitor gets the old /about again
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: `Restore version ${before.version}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(preview.getByText('Add healthy years to your life')).toHaveCount(0, { timeout: 30_000 });
  await expect(preview.getByText('About Healthspan').first()).toBeVisible();
  const restored = await publicAbout();
  expect(restored.version).toBeGreaterThan(published.version);
  expect(restored.document).toEqual(before.document);
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { name: 'About Healthspan', level: 1 })).toBeVisible();
  // (the footer's tagline says "Add healthy years to your life." too: the hero's heading is what goes)
  await expect(visitorPage.getByRole('heading', { name: 'Add healthy years to your life' })).toHaveCount(0);
  await visitor.close();
});

/**
 * Drags with the pointer in small steps over about three seconds, as a hand would: Puck's drag
 * starts after a few pixels and follows the pointer frame by frame (faster drags were dropped under load).
 */
async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 40; step += 1) {
    await page.mouse.move(start.x + ((to.x - start.x) * step) / 40, start.y + ((to.y - start.y) * step) / 40);
    await page.waitForTimeout(80);
  }
  await page.waitForTimeout(300);
  await page.mouse.up();
}

// Issue 20, "drag blocks": a block dragged from the block list onto the page, and a block dragged
// above another, and one moved down with "Move down" (the keyboard's way), are saved in the draft in that order.
test('editor@ drags a block onto /press-page and another above the first, moves one by keyboard, and the draft keeps the order', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await adminSignIn(page, request, 'editor');
  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit /press-page', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible({ timeout: 30_000 });
  const blocks = page.frameLocator('iframe#preview-frame').locator('[data-puck-component]');
  await expect(blocks.first()).toBeVisible({ timeout: 30_000 });
  const texts = () => blocks.evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));
  const [first, second] = await texts();

  // the second block goes above the first
  const top = (await blocks.nth(0).boundingBox())!;
  await drag(page, blocks.nth(1), { x: top.x + top.width / 2, y: top.y + 5 });
  await expect.poll(async () => (await texts()).slice(0, 2)).toEqual([second, first]);

  // a Paragraph from the block list lands at the top of the page
  const paragraph = page.locator('[aria-roledescription="draggable"]').filter({ hasText: /^Paragraph$/ });
  const target = (await blocks.nth(0).boundingBox())!;
  await drag(page, paragraph.first(), { x: target.x + target.width / 2, y: target.y + 5 });
  await expect.poll(async () => (await texts()).slice(0, 3)).toEqual(['New text', second, first]);

  // the keyboard's way: the selected block moves down with "Move down"
  const moveUp = page.getByRole('button', { name: 'Move up' });
  const moveDown = page.getByRole('button', { name: 'Move down' });
  await blocks.nth(0).click();
  await expect(moveUp).toBeDisabled();
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await texts()).slice(0, 3)).toEqual([second, 'New text', first]);
  await expect(moveUp).toBeEnabled();
  await expectNoAxeViolations(page, { exclude: PUCK_INTERNALS });
  await staffShots(page, 'pages-editor-move');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.reload();
  await expect(blocks.first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await texts()).slice(0, 3)).toEqual([second, 'New text', first]);
});
