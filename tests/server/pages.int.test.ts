import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import { BACK_OFFICE_MESSAGES, backOfficePaths } from '../../src/contract/back-office';
import { errorBody } from '../../src/contract/http';
import {
  PAGE_BUILDER_MESSAGES,
  pageBuilderPublicPaths,
  pageDraftResponse,
  pageImageResponse,
  pageSideMenu,
  pagesResponse,
  pageVersionsResponse,
  publishedPageResponse,
} from '../../src/contract/page-builder';
import { HERO_IMAGE } from '../../src/contract/page-builder-public';
import { pagePaths, userLocationResponse } from '../../src/contract/pages';
import { auditEvents } from '../../src/server/db/schema';
import { canonicalJson, demoPagesSeeder, seedDocuments } from '../../src/server/db/seed/demo-pages';
import { productCatalogue } from '../../src/server/db/seed/reference/products';
import { pages, pageVersions } from '../../src/server/db/schema';
import { publishedPageData } from '../../src/server/services/pages';
import { Hono } from 'hono';
import { mountWeb, scriptJson } from '../../src/server/web';
import { createLogger } from '../../src/server/log';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

async function location(t: TestApp, headers: Record<string, string> = {}) {
  const res = await t.app.request(pagePaths.userLocation, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return userLocationResponse.parse(await res.json()).countryCode;
}

describe('userLocation with a trusted country header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COUNTRY_HEADER: 'X-Country-Code', DEFAULT_COUNTRY_CODE: 'us' });
  });
  afterAll(() => t.close());

  it('answers the country the proxy names, upper-cased', async () => {
    expect(await location(t, { 'x-country-code': 'DE' })).toBe('DE');
    expect(await location(t, { 'x-country-code': 'ca' })).toBe('CA');
    expect(await location(t, { 'x-country-code': ' gb ' })).toBe('GB');
  });

  it('falls back to the default without the header or with a value that is not a country', async () => {
    expect(await location(t)).toBe('US');
    for (const value of ['', 'XX', 'T1', 'DEU', 'd', '12', 'ZZ'])
      expect(await location(t, { 'x-country-code': value }), JSON.stringify(value)).toBe('US');
  });

  it('ignores other headers that carry a country', async () => {
    expect(await location(t, { 'cf-ipcountry': 'FR' })).toBe('US');
  });
});

describe('userLocation without a trusted header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_COUNTRY_CODE: 'CA' });
  });
  afterAll(() => t.close());

  it('answers the configured default whatever the request says', async () => {
    expect(await location(t)).toBe('CA');
    expect(await location(t, { 'x-country-code': 'DE', 'cf-ipcountry': 'FR' })).toBe('CA');
  });
});

// ── Issue 20: the page builder's pages ────────────────────────────────────────────────────────
describe('the page builder', () => {
  let t: TestApp;
  let editor: AdminSession;
  let admin: AdminSession;
  let support: AdminSession;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await adminSession(t, 'editor');
    admin = await adminSession(t, 'admin-totp');
    support = await adminSession(t, 'admin-limited');
  });
  afterAll(() => t.close());

  const p = backOfficePaths;
  const withId = (path: string, id: number, extra: Record<string, string> = {}) =>
    fillPath(path, { id: String(id), ...extra });
  const issuesOf = async (res: Response) => errorBody.parse(await res.json()).issues ?? [];
  const publicPage = (path: string) =>
    t.app.request(`${pageBuilderPublicPaths.page}?path=${encodeURIComponent(path)}`);
  const auditOf = (id: number) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'page'), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);
  const doc = (...content: unknown[]) => ({
    root: { props: { seoTitle: 'Spring', description: '' } },
    content,
  });
  const heading = (id: string, text: string) => ({ type: 'Heading', props: { id, text, level: 'h2' } });
  const createPage = async (path: string) => {
    const res = await editor.call('POST', p.pages, { path });
    expect(res.status).toBe(201);
    return pageDraftResponse.parse(await res.json()).page.id;
  };
  const png = () => {
    const bytes = new Uint8Array(64);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    bytes[20] = Math.floor(Math.random() * 255);
    bytes[21] = Math.floor(Math.random() * 255);
    return bytes;
  };

  it('seeds /, the marketing and legal pages and the tour, each with a published first version', async () => {
    const res = await editor.call('GET', p.pages);
    expect(res.status).toBe(200);
    const { items } = pagesResponse.parse(await res.json());
    const paths = items.map((i) => i.path);
    for (const path of [
      '/',
      '/about',
      '/science',
      '/terms-of-service',
      '/policy-privacy',
      '/tour',
      '/tour/proceed',
    ])
      expect(paths).toContain(path);
    expect(paths.length).toBeGreaterThanOrEqual(16);
    const about = items.find((i) => i.path === '/about')!;
    expect(about).toMatchObject({ publishedVersion: 1, hasDraftChanges: false });

    const page = await publicPage('/about');
    expect(page.status).toBe(200);
    const body = publishedPageResponse.parse(await page.json());
    expect(body.version).toBe(1);
    expect(body.document.content[0]).toMatchObject({ type: 'Heading', props: { text: 'About Healthspan' } });
  });

  it('answers 404 with a message for a path without a published page, 400 for a malformed path', async () => {
    const missing = await publicPage('/no-such-page');
    expect(missing.status).toBe(404);
    expect(errorBody.parse(await missing.json()).error).toBe(PAGE_BUILDER_MESSAGES.pageNotFound);
    const bad = await publicPage('/About/');
    expect(bad.status).toBe(400);
    expect((await issuesOf(bad)).map((i) => i.path)).toEqual(['path']);
    // a page created but never published is not public
    await createPage('/draft-only');
    expect((await publicPage('/draft-only')).status).toBe(404);
  });

  it('creates a page: the path checked like the database does, 409 when it exists, audited', async () => {
    const id = await createPage('/campaign/spring');
    const again = await editor.call('POST', p.pages, { path: '/campaign/spring' });
    expect(again.status).toBe(409);
    for (const path of ['about', '/About', '/about/', '//evil', '/a b']) {
      const bad = await editor.call('POST', p.pages, { path });
      expect(bad.status, path).toBe(400);
      expect((await issuesOf(bad)).map((i) => i.path)).toEqual(['path']);
    }
    const [row] = await auditOf(id);
    expect(row).toMatchObject({ action: 'create', summary: 'Page /campaign/spring: created' });
  });

  it('saves a draft: rich text sanitised before it is stored, audited; 404 for an unknown page', async () => {
    const id = await createPage('/sanitised');
    const res = await editor.call(
      'PUT',
      withId(p.pageDraft, id),
      doc({
        type: 'Paragraph',
        props: {
          id: 'p1',
          text: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
        },
      }),
    );
    expect(res.status).toBe(200);
    const saved = pageDraftResponse.parse(await res.json());
    expect(saved.document.content[0]!.props).toMatchObject({ text: '<p>Hi x</p>' });
    expect(saved.page.hasDraftChanges).toBe(true);
    const read = pageDraftResponse.parse(await (await editor.call('GET', withId(p.pageDraft, id))).json());
    expect(read.document).toEqual(saved.document);
    const rows = await auditOf(id);
    expect(rows.at(-1)).toMatchObject({ action: 'save-draft', after: { blocks: 1, seoTitle: 'Spring' } });

    const missing = await editor.call('GET', withId(p.pageDraft, 999_999));
    expect(missing.status).toBe(404);
    expect(errorBody.parse(await missing.json()).error).toBe(BACK_OFFICE_MESSAGES.notFound);
    expect((await editor.call('PUT', withId(p.pageDraft, 999_999), doc())).status).toBe(404);
    expect((await editor.call('GET', withId(p.pageDraft, 0))).status).toBe(400);
  });

  it('refuses a draft naming every bad field with its path, nested ones included', async () => {
    const id = await createPage('/bad-draft');
    const res = await editor.call(
      'PUT',
      withId(p.pageDraft, id),
      doc(
        heading('h', ''),
        { type: 'Accordion', props: { id: 'a', items: [{ question: '', answer: '<p>ok</p>' }] } },
        { type: 'Button', props: { id: 'b', label: 'Go', url: 'javascript:alert(1)' } },
        { type: 'Nope', props: { id: 'n' } },
      ),
    );
    expect(res.status).toBe(400);
    const paths = (await issuesOf(res)).map((i) => i.path);
    expect(paths).toContain('content.0.props.text');
    expect(paths).toContain('content.1.props.items.0.question');
    expect(paths).toContain('content.2.props.url');
    expect(paths).toContain('content.3.type');
  });

  it('refuses an image that is not on the server, or whose stored kind its field does not allow', async () => {
    const id = await createPage('/images');
    const upload = await editor.raw('POST', p.pageImages, {
      headers: { 'content-type': 'image/svg+xml' },
      body: png(),
    });
    expect(upload.status).toBe(201);
    const image = pageImageResponse.parse(await upload.json());
    expect(image.kind).toBe('png');
    const wheel = (icon: unknown) =>
      doc({
        type: 'HealthspanWheel',
        props: { id: 'w', categories: [{ id: 1, title: 'Heart', info: 'Cardio health', icon }] },
      });
    // claimed as an SVG (the field's kind), stored as a PNG: the field's own message at the field
    const wrongKind = await editor.call(
      'PUT',
      withId(p.pageDraft, id),
      wheel({ id: image.id, kind: 'svg', alt: '' }),
    );
    expect(wrongKind.status).toBe(400);
    expect(await issuesOf(wrongKind)).toEqual([
      { path: 'content.0.props.categories.0.icon.kind', message: 'Use an SVG image' },
    ]);
    const missing = await editor.call(
      'PUT',
      withId(p.pageDraft, id),
      wheel({ id: 'f'.repeat(32), kind: 'svg', alt: '' }),
    );
    expect(missing.status).toBe(400);
    expect(await issuesOf(missing)).toEqual([
      { path: 'content.0.props.categories.0.icon.id', message: PAGE_BUILDER_MESSAGES.imageMissing },
    ]);
    // the right kind passes, and the stored kind is kept
    const ok = await editor.call(
      'PUT',
      withId(p.pageDraft, id),
      doc({
        type: 'TeamCard',
        props: { id: 't', name: 'Ada', role: 'Science', photo: { id: image.id, kind: 'jpg', alt: 'Ada' } },
      }),
    );
    // a PNG claimed as a JPG is stored as what it is, a PNG (which a photo allows)
    expect(ok.status).toBe(200);
    const saved = pageDraftResponse.parse(await ok.json());
    expect(saved.document.content[0]!.props).toMatchObject({ photo: { id: image.id, kind: 'png' } });
  });

  it('publishes, numbers versions, serves only the published one, restores an old one as the newest', async () => {
    const id = await createPage('/journey');
    const v1 = doc(heading('h', 'First'));
    expect((await editor.call('PUT', withId(p.pageDraft, id), v1)).status).toBe(200);
    const first = await editor.call('POST', withId(p.pagePublish, id));
    expect(first.status).toBe(201);
    expect(pageVersionsResponse.parse(await first.json()).items.map((v) => v.number)).toEqual([1]);
    // nothing changed since: nothing to publish
    expect((await editor.call('POST', withId(p.pagePublish, id))).status).toBe(409);

    expect((await editor.call('PUT', withId(p.pageDraft, id), doc(heading('h', 'Second')))).status).toBe(200);
    // the draft is never public
    const shown = publishedPageResponse.parse(await (await publicPage('/journey')).json());
    expect(shown).toMatchObject({ version: 1, document: { content: [{ props: { text: 'First' } }] } });

    expect((await admin.call('POST', withId(p.pagePublish, id))).status).toBe(201);
    const second = publishedPageResponse.parse(await (await publicPage('/journey')).json());
    expect(second).toMatchObject({ version: 2, document: { content: [{ props: { text: 'Second' } }] } });

    const restore = await editor.call('POST', withId(p.pageRestore, id, { number: '1' }));
    expect(restore.status).toBe(201);
    const history = pageVersionsResponse.parse(await restore.json());
    expect(history.items.map((v) => [v.number, v.restoredFrom, v.isPublished])).toEqual([
      [3, 1, true],
      [2, null, false],
      [1, null, false],
    ]);
    expect(history.items[0]!.publishedBy).toBe('Emma Lindqvist');
    expect(history.items[1]!.publishedBy).toBe('Taylor Nguyen');
    expect(history.page).toMatchObject({ publishedVersion: 3, hasDraftChanges: false });
    const third = publishedPageResponse.parse(await (await publicPage('/journey')).json());
    expect(third).toMatchObject({ version: 3, document: { content: [{ props: { text: 'First' } }] } });
    const draft = pageDraftResponse.parse(await (await editor.call('GET', withId(p.pageDraft, id))).json());
    expect(draft.document.content[0]!.props).toMatchObject({ text: 'First' });

    const listed = pageVersionsResponse.parse(
      await (await editor.call('GET', withId(p.pageVersions, id))).json(),
    );
    expect(listed.items).toEqual(history.items);

    expect((await editor.call('POST', withId(p.pageRestore, id, { number: '9' }))).status).toBe(404);
    expect((await editor.call('POST', withId(p.pagePublish, 999_999))).status).toBe(404);
    expect((await editor.call('GET', withId(p.pageVersions, 999_999))).status).toBe(404);

    const actions = (await auditOf(id)).map((r) => [r.action, r.summary]);
    expect(actions).toContainEqual(['publish', 'Page /journey: version 1 published']);
    expect(actions).toContainEqual(['publish', 'Page /journey: version 2 published']);
    expect(actions).toContainEqual(['restore', 'Page /journey: version 1 restored as version 3']);
  });

  it('seeds again without touching a page an editor changed', async () => {
    const { items } = pagesResponse.parse(await (await editor.call('GET', p.pages)).json());
    const team = items.find((i) => i.path === '/team')!;
    const edited = doc(heading('h', 'Our people'));
    expect((await editor.call('PUT', withId(p.pageDraft, team.id), edited)).status).toBe(200);
    expect((await editor.call('POST', withId(p.pagePublish, team.id))).status).toBe(201);
    await demoPagesSeeder.run(t.database.db, { log: createLogger('silent'), now: t.now() });
    const after = pagesResponse.parse(await (await editor.call('GET', p.pages)).json());
    expect(after.items.length).toBe(items.length);
    const shown = publishedPageResponse.parse(await (await publicPage('/team')).json());
    expect(shown).toMatchObject({ version: 2, document: { content: [{ props: { text: 'Our people' } }] } });
  });

  const seeded = (path: string) => seedDocuments().documents.find((d) => d.path === path)!.document;
  const versionsOf = async (path: string) => {
    const [page] = await t.database.db.select().from(pages).where(eq(pages.path, path));
    const rows = await t.database.db
      .select()
      .from(pageVersions)
      .where(eq(pageVersions.pageId, page!.id))
      .orderBy(asc(pageVersions.number));
    return { page: page!, versions: rows };
  };
  const reseed = () => demoPagesSeeder.run(t.database.db, { log: createLogger('silent'), now: t.now() });

  it('seeds the landing as blocks: hero, steps, the 10-category wheel and a slider of the shop’s plans', async () => {
    const page = publishedPageResponse.parse(await (await publicPage('/')).json());
    const types = page.document.content.map((b) => b.type);
    for (const type of ['Hero', 'Steps', 'HealthspanWheel', 'Slider', 'Button'])
      expect(types).toContain(type);
    const block = (type: string) => page.document.content.find((b) => b.type === type)!.props as never;
    const wheel: { categories: { icon?: unknown; iconHover?: unknown }[] } = block('HealthspanWheel');
    expect(wheel.categories).toHaveLength(10);
    for (const category of wheel.categories) expect(category).toMatchObject({ icon: {}, iconHover: {} });
    const slider: { items: { type: string; props: { title: string; priceCents: number } }[] } =
      block('Slider');
    expect(slider.items.map((i) => [i.type, i.props.title, i.props.priceCents])).toEqual(
      productCatalogue.map((p) => ['ProductCard', p.title, p.priceCents]),
    );
    // the default tagline titles the landing
    expect(page.document.root.props.seoTitle).toBe('');
  });

  it('seeds every page with real copy, its images served, side menus on the legal pages and /science', async () => {
    const { documents } = seedDocuments();
    expect(documents).toHaveLength(16);
    const imageIds = new Set<string>();
    for (const { path, document } of documents) {
      const text = JSON.stringify(document);
      expect(text, path).not.toMatch(/lorem|ipsum|interim|placeholder|coming soon/i);
      for (const m of text.matchAll(/"id":"([0-9a-f]{32})"/g)) imageIds.add(m[1]!);
    }
    for (const id of imageIds) {
      const res = await t.app.request(fillPath(pageBuilderPublicPaths.image, { id }));
      expect(res.status, id).toBe(200);
    }
    const hero = documents.find((d) => d.path === '/')!.document.content[0]!.props as {
      heroImage: { id: string };
    };
    const heroBytes = await (
      await t.app.request(fillPath(pageBuilderPublicPaths.image, { id: hero.heroImage.id }))
    ).arrayBuffer();
    expect(heroBytes.byteLength).toBeLessThan(60 * 1024);
    // 000 §2.4's side menus, and the legal pages': a title and the anchored headings (an earlier test edits /team)
    for (const path of [
      '/science',
      '/about',
      '/testimonial',
      '/team',
      '/terms-of-service',
      '/product-consent',
      '/policy-privacy',
      '/research-consent',
    ])
      expect(pageSideMenu(seeded(path))?.entries.length, path).toBeGreaterThan(2);
    expect(pageSideMenu(seeded('/'))).toBeUndefined();
  });

  it('upgrades a page only the seeder wrote to the new copy, once', async () => {
    // an older start's copy: version 1 by the seeder, no editor ever
    const { page, versions } = await versionsOf('/military');
    expect(versions.map((v) => v.staffId)).toEqual([null]);
    const old = doc(heading('old', 'Healthspan for the military'));
    await t.database.db
      .update(pageVersions)
      .set({ document: old as never })
      .where(eq(pageVersions.id, versions[0]!.id));
    await t.database.db
      .update(pages)
      .set({ draft: old as never })
      .where(eq(pages.id, page.id));
    await reseed();
    const upgraded = await versionsOf('/military');
    expect(upgraded.versions.map((v) => [v.number, v.staffId])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(upgraded.page.publishedVersionId).toBe(upgraded.versions[1]!.id);
    expect(canonicalJson(upgraded.versions[1]!.document)).toBe(canonicalJson(seeded('/military')));
    expect(canonicalJson(upgraded.page.draft)).toBe(canonicalJson(seeded('/military')));
    const shown = publishedPageResponse.parse(await (await publicPage('/military')).json());
    expect(shown.version).toBe(2);
    // a second start adds nothing
    await reseed();
    expect((await versionsOf('/military')).versions).toHaveLength(2);
  });

  it('never upgrades a page an editor has a draft of, even one still on an old copy', async () => {
    const { page, versions } = await versionsOf('/endurance');
    const old = doc(heading('old', 'Old endurance copy'));
    await t.database.db
      .update(pageVersions)
      .set({ document: old as never })
      .where(eq(pageVersions.id, versions[0]!.id));
    const draft = doc(heading('h', 'Endurance, rewritten'));
    expect((await editor.call('PUT', withId(p.pageDraft, page.id), draft)).status).toBe(200);
    await reseed();
    const after = await versionsOf('/endurance');
    expect(after.versions).toHaveLength(1);
    expect(after.page.draft.content[0]!.props).toMatchObject({ text: 'Endurance, rewritten' });
  });

  it('writes the published page of a public location into index.html’s data, escaped', async () => {
    const about = await publishedPageData(t.database.db, '/About/');
    expect(about).toMatchObject({ id: 'page-data', data: { path: '/about', version: 1 }, preloadImages: [] });
    const landing = await publishedPageData(t.database.db, '/');
    // issue 22: the hero's preload names the same srcset and sizes as its <img>, the 640 px rendition first
    const hero = landing?.preloadImages?.[0];
    expect(hero?.href).toMatch(/^\/api\/public\/v1\/page-images\/[0-9a-f]{32}$/);
    expect(hero).toEqual({
      href: hero?.href,
      srcset: `${hero?.href}/small 640w, ${hero?.href} 960w`,
      sizes: HERO_IMAGE.sizes,
    });
    expect(landing?.preloadImages).toHaveLength(1);
    expect((await publishedPageData(t.database.db, '/tour/step/2'))?.data).toMatchObject({ path: '/tour' });
    expect(await publishedPageData(t.database.db, '/customer/login')).toBeUndefined();
    expect(scriptJson({ html: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });

  it('keeps the page builder to its role: Support 403, the Marketing editor 403 elsewhere', async () => {
    expect((await support.call('GET', p.pages)).status).toBe(403);
    expect((await support.call('POST', p.pages, { path: '/support' })).status).toBe(403);
    expect((await editor.call('GET', p.customers)).status).toBe(403);
    expect((await editor.call('GET', p.audit)).status).toBe(403);
    expect((await admin.call('GET', p.pages)).status).toBe(200);
  });
});

describe('index.html for a public page', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthspan-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      `<!doctype html><html><head><title>Healthspan</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`,
    );
    t = await createTestApp({ WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const dataOf = (html: string) => {
    const m = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html);
    return m ? publishedPageResponse.parse(JSON.parse(m[1]!)) : undefined;
  };

  it('carries the published page of the path and preloads the landing’s hero image', async () => {
    const landing = await (await t.app.request('/')).text();
    expect(dataOf(landing)).toMatchObject({ path: '/', version: 1 });
    expect(landing).toMatch(
      /<link rel="preload" as="image" href="(\/api\/public\/v1\/page-images\/[0-9a-f]{32})" imagesrcset="\1\/small 640w, \1 960w" imagesizes="\(min-width: 64em\) 36rem, calc\(100vw - 5rem\)" fetchpriority="high"><\/head>/,
    );
    // the rendition it names is there: the seeded hero's WebP
    const small = /imagesrcset="(\S+) 640w/.exec(landing)![1]!;
    expect((await t.app.request(small)).headers.get('content-type')).toBe('image/webp');
    expect(dataOf(await (await t.app.request('/Science/')).text())).toMatchObject({ path: '/science' });
    expect(dataOf(await (await t.app.request('/tour/step-2')).text())).toMatchObject({ path: '/tour' });
    // any other path: the plain SPA
    const login = await (await t.app.request('/customer/login')).text();
    expect(login).not.toContain('page-data');
    expect(login).not.toContain('rel="preload"');
  });

  it('writes the page’s text as it is, `$` sequences included', async () => {
    const text = "Costs $' less, $& more, $$ and $` too";
    const app = new Hono();
    mountWeb(app, { webDir }, { pageData: () => Promise.resolve({ id: 'page-data', data: { text } }) });
    const html = await (await app.request('/about')).text();
    const m = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(m![1]!)).toEqual({ text });
  });

  it('compresses the page for a browser that accepts it', async () => {
    const res = await t.app.request('/about', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
