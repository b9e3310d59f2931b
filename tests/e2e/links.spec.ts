import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authPaths } from '../../src/contract/auth';
import { membershipPaths } from '../../src/contract/membership';
import { STORED_PAGE_PATHS } from '../../src/contract/page-builder';
import { expectNoAxeViolations } from './support/a11y';
import { readConfiguration } from './support/app';
import { DEMO_PASSWORD, logIn, persona } from './support/auth';
import { staffShots } from './support/staff';

// Issue 20 "Done when": on a fresh server no link of the header, the footer or a side menu ends on
// "Page not found" or a server error. ONE test: the browser renders each public page and collects
// its links; store pages are fetched with `request` (no rendering needed); hosts outside this
// server are listed, not followed.

/**
 * spec 000 §2.1's public pages: the page builder's stored pages (`/`, the marketing and legal pages,
 * the tour) and the pages the route table draws itself.
 */
const PUBLIC_PAGES = [
  ...new Set<string>([...STORED_PAGE_PATHS, '/responsible-disclosure-policy', '/dnakit']),
];

/** spec 000 §2.1 external redirects (and /diy, which reaches the store through /bloodresultsupload). */
const STORE_REDIRECTS: readonly [from: string, storePath: string][] = [
  ['/innerage', '/innerage'],
  ['/dna-kit/', '/dna-kit/'],
  ['/public/landing/dna-details', '/public/landing/dna-details'],
  ['/bloodresultsupload', '/bloodresultsupload'],
  ['/how-to-redeem-your-gift-card', '/how-to-redeem-your-gift-card'],
  ['/diy', '/bloodresultsupload'],
];

const NOT_FOUND_TITLE = 'Page not found | Healthspan';

/** Waits for the SPA to draw the page (a level-1 heading) and fails on the not-found or error screen. */
async function expectSpaPage(page: Page, what: string) {
  await expect(page.locator('main h1').first(), what).toBeVisible();
  expect(await page.title(), what).not.toBe(NOT_FOUND_TITLE);
  await expect(page.getByRole('heading', { name: 'Oops!' }), what).toHaveCount(0);
}

/** The header's and footer's links, and the side menu's (opened, its section links checked here). */
async function linksOf(page: Page, path: string): Promise<string[]> {
  // external footer links appear once the configuration has answered
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const sideMenu = page.getByRole('button', { name: 'On this page' });
  if (await sideMenu.count()) {
    await sideMenu.click();
    const nav = page.getByRole('navigation', { name: / sections$/ });
    await expect(nav).toBeVisible();
    const anchors = await nav.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(anchors.length, `${path} side menu`).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    // a section link is followed where it points: its section on this page
    for (const anchor of anchors) {
      expect(anchor, `${path} side menu link`).toMatch(/^#/);
      await expect(page.locator(`[id="${anchor.slice(1)}"]`), `${path} ${anchor}`).toHaveCount(1);
    }
    hrefs.push(...anchors.map((a) => `${page.url().split('#')[0]}${a}`));
  }
  return hrefs;
}

/** A demo-store page answers 200 with a page of its own (not the store's "No such plan"). */
async function expectStorePage(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const body = await res.text();
  expect(body, url).toMatch(/<h1>/);
  expect(body, url).not.toMatch(/No such plan|Not found/);
  return body;
}

test('every link of the header, the footer and the side menus opens a page', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { storeUrl } = await readConfiguration(request);
  const store = new URL(storeUrl);
  await page.goto('/');
  const spaOrigin = new URL(page.url()).origin;
  const isStore = (url: URL) => url.origin === store.origin && url.pathname.startsWith(store.pathname);

  const visited = new Set<string>();
  const followed = new Set<string>();
  const outside = new Set<string>();
  const links = new Map<string, string>(); // link → the page it was found on

  // 1. Every public page renders, and gives its links.
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expectSpaPage(page, path);
    visited.add(path);
    for (const href of await linksOf(page, path)) if (!links.has(href)) links.set(href, path);
  }

  // The phone header's menu (a side sheet) holds the header's links at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expectSpaPage(page, '/ at 390 px');
  await page.getByRole('button', { name: /^Open menu/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  const sheetLinks = await sheet
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(sheetLinks.length).toBeGreaterThan(0);
  for (const href of sheetLinks) if (!links.has(href)) links.set(href, 'the phone menu');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });

  // 2. Follow each link once.
  for (const [href, from] of links) {
    const url = new URL(href);
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') continue;
    if (url.hash && url.origin === spaOrigin) {
      followed.add(href); // a side menu's section: checked on its page above
      continue;
    }
    if (isStore(url)) {
      await expectStorePage(request, href);
      followed.add(href);
    } else if (url.origin === spaOrigin) {
      const path = url.pathname.replace(/(.)\/$/, '$1');
      if (!visited.has(path)) {
        await page.goto(href);
        await expectSpaPage(page, `${href} (linked from ${from})`);
        visited.add(path);
      }
      followed.add(href);
    } else outside.add(url.origin);
  }

  // 3. The store redirects keep the query and land on a store page.
  for (const [from, storePath] of STORE_REDIRECTS) {
    await page.goto(`${from}?utm_source=crawler`);
    await page.waitForURL(`${storeUrl}${storePath}?utm_source=crawler`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('h1')).not.toHaveText(/No such plan/);
    followed.add(from);
  }

  // 4. The membership's "manage subscription" link.
  const login = await request.post(authPaths.login, {
    data: { email: persona('member'), password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const subscriptions = await request.get(membershipPaths.subscriptions, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const { subscriptions: list } = (await subscriptions.json()) as {
    subscriptions: { tag: string; linkToManageSubscription: string | null }[];
  };
  const manage = list.find((s) => s.tag === 'web')?.linkToManageSubscription;
  expect(manage).toBeTruthy();
  expect(await expectStorePage(request, manage!)).toMatch(/Your membership/);
  followed.add(manage!);

  // The store pages as a visitor sees them: accessible, and at phone width without sideways scrolling.
  for (const [path, name] of [
    ['/innerage', 'store-innerage'],
    ['/account/membership', 'store-membership'],
  ] as const) {
    await page.goto(`${storeUrl}${path}`);
    await expectNoAxeViolations(page);
    await staffShots(page, name);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // The manage page's "Sign in with Healthspan" path: a signed-in customer arrives signed in to the store.
  await logIn(page, persona('member'));
  await page.waitForURL(/\/customer\/summary\/dashboard/);
  await page.goto(`${storeUrl}/account/membership`);
  await page.getByRole('link', { name: 'Sign in with Healthspan' }).click();
  await page.waitForURL(`${storeUrl}/account/membership`);
  await expect(page.getByText(/Renews automatically on/)).toBeVisible();
  await expectNoAxeViolations(page);
  await staffShots(page, 'store-membership-signed-in');

  const report = `${visited.size} pages rendered, ${followed.size} links followed; not followed (outside this server): ${
    [...outside].join(', ') || 'none'
  }`;
  test.info().annotations.push({ type: 'links', description: report });
  console.log(report);
  expect(followed.size).toBeGreaterThan(20);
});
