import { createCanvas } from '@napi-rs/canvas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficePaths } from '../../src/contract/back-office';
import { errorBody } from '../../src/contract/http';
import {
  PAGE_BUILDER_MESSAGES,
  PAGE_IMAGE_FIELD,
  PAGE_IMAGE_MAX_BYTES,
  pageImageResponse,
  pageImagesResponse,
  pageImageUrl,
} from '../../src/contract/page-builder';
import { PAGE_IMAGE_RENDITION_WIDTH, pageImageRenditionUrl } from '../../src/contract/page-builder-public';
import { auditEvents, pageImages } from '../../src/server/db/schema';
import { webpSize } from '../../src/server/services/coach/logo-image';
import { svgProblem } from '../../src/server/services/page-images';
import { adminSession, type AdminSession } from './admin-session';
import { createTestApp, type TestApp } from './test-app';

// Issue 20: images for the page builder's blocks, their kind sniffed from the bytes.

let t: TestApp;
let editor: AdminSession;
let support: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  editor = await adminSession(t, 'editor');
  support = await adminSession(t, 'admin-limited');
});
afterAll(() => t.close());

const p = backOfficePaths;
const issuesOf = async (res: Response) => errorBody.parse(await res.json()).issues ?? [];
let serial = 0;
/** Distinct bytes behind a real signature (the server reads only the signature). */
const withSignature = (signature: number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  bytes[size - 1] = ++serial;
  bytes[size - 2] = Date.now() % 251;
  return bytes;
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const upload = (
  bytes: Uint8Array<ArrayBuffer> | string,
  name = 'image.jpg',
  type = 'image/jpeg',
  who = editor,
) => {
  const form = new FormData();
  form.append(PAGE_IMAGE_FIELD, new File([bytes], name, { type }));
  return who.multipart(p.pageImages, form);
};
const svg = (inner: string, attrs = '') =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;

/** A plain SVG drawing uploaded, as the call answers it. */
const uploadedDrawing = async (inner: string) =>
  pageImageResponse.parse(await (await upload(svg(inner), 'i.svg', 'image/svg+xml')).json());

describe('uploading an image', () => {
  it('takes the kind from the bytes: a PNG named .jpg is a PNG; the same bytes again are the same id', async () => {
    const bytes = withSignature(PNG);
    const res = await upload(bytes, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const image = pageImageResponse.parse(await res.json());
    expect(image).toMatchObject({ kind: 'png', size: 64, created: true, url: pageImageUrl(image.id) });
    expect(image.id).toMatch(/^[0-9a-f]{32}$/);

    const again = await upload(bytes, 'other-name.png', 'image/png');
    expect(again.status).toBe(200);
    expect(pageImageResponse.parse(await again.json())).toMatchObject({ id: image.id, created: false });

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'page-image'), eq(auditEvents.entityId, image.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'upload', after: { kind: 'png', size: 64 } });
  });

  it('reads JPG and GIF signatures, from multipart or a raw body', async () => {
    const jpg = await editor.raw('POST', p.pageImages, {
      headers: { 'content-type': 'application/octet-stream' },
      body: withSignature(JPEG),
    });
    expect(pageImageResponse.parse(await jpg.json()).kind).toBe('jpg');
    const gif = await upload(withSignature(GIF), 'a.png', 'image/png');
    expect(pageImageResponse.parse(await gif.json()).kind).toBe('gif');
  });

  it('refuses a text file, an empty body and a file over the cap, naming the field', async () => {
    const text = await upload('hello, not an image', 'notes.png', 'image/png');
    expect(text.status).toBe(400);
    expect(await issuesOf(text)).toEqual([
      { path: PAGE_IMAGE_FIELD, message: PAGE_BUILDER_MESSAGES.imageKind },
    ]);
    const html = await upload('<html><script>alert(1)</script></html>', 'x.svg', 'image/svg+xml');
    expect(html.status).toBe(400);

    const empty = await editor.raw('POST', p.pageImages, { headers: { 'content-type': 'image/png' } });
    expect(empty.status).toBe(400);
    expect((await issuesOf(empty)).map((i) => i.path)).toEqual([PAGE_IMAGE_FIELD]);

    const big = await editor.raw('POST', p.pageImages, {
      headers: { 'content-type': 'image/png' },
      body: withSignature(PNG, PAGE_IMAGE_MAX_BYTES + 1),
    });
    expect(big.status).toBe(413);
  });

  it('refuses an SVG that could run script or load anything, and takes a plain drawing', async () => {
    const refused = [
      svg('<script>alert(1)</script>'),
      svg('<circle r="4"/>', ' onload="alert(1)"'),
      svg('<rect/>').replace('<svg', '<svg/onload=alert(1)'),
      svg('<foreignObject><div>x</div></foreignObject>'),
      svg('<image href="https://evil.example/x.png"/>'),
      svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>'),
      svg('<style>@import url(https://evil.example/x.css);</style>'),
      svg('<rect style="fill:url(https://evil.example/p)"/>'),
      svg('<set attributeName="href" to="javascript:alert(1)"/>'),
      svg('<text>&x;</text>').replace('?>', '?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>'),
    ];
    for (const source of refused) {
      const res = await upload(source, 'x.svg', 'image/svg+xml');
      expect(res.status, source).toBe(400);
      const [issue] = await issuesOf(res);
      expect(issue!.path).toBe(PAGE_IMAGE_FIELD);
      expect(issue!.message).toMatch(/^This SVG contains /);
    }
    const plain = svg('<defs><linearGradient id="g"/></defs><circle r="4" fill="url(#g)"/><use href="#g"/>');
    const ok = await upload(plain, 'icon.svg', 'image/svg+xml');
    expect(ok.status).toBe(201);
    expect(pageImageResponse.parse(await ok.json()).kind).toBe('svg');
  });

  it('checks a 2 MB SVG in a few milliseconds (so it runs in-process)', () => {
    const big = svg('<circle r="4" fill="#123456"/>'.repeat(Math.floor(PAGE_IMAGE_MAX_BYTES / 32)));
    const started = performance.now();
    expect(svgProblem(big)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('is the page builder role only: Support 403', async () => {
    expect((await upload(withSignature(PNG), 'a.png', 'image/png', support)).status).toBe(403);
  });
});

describe('listing the uploaded images', () => {
  it('answers each image without its bytes, newest first; Support 403', async () => {
    const first = pageImageResponse.parse(
      await (await upload(withSignature(PNG), 'a.png', 'image/png')).json(),
    );
    const second = pageImageResponse.parse(
      await (await upload(withSignature(GIF), 'b.gif', 'image/gif')).json(),
    );
    const res = await editor.call('GET', p.pageImages);
    expect(res.status).toBe(200);
    const { items } = pageImagesResponse.parse(await res.json());
    const ids = items.map((i) => i.id);
    expect(ids).toContain(first.id);
    expect(ids).toContain(second.id);
    expect(items.find((i) => i.id === second.id)).toMatchObject({
      kind: 'gif',
      size: 64,
      url: pageImageUrl(second.id),
    });
    expect(Object.keys(items[0]!).sort()).toEqual(['createdAt', 'id', 'kind', 'size', 'url']);
    const times = items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await support.call('GET', p.pageImages)).status).toBe(403);
  });
});

describe('serving an image', () => {
  it('answers the bytes with the stored type, immutable caching, nosniff; an SVG sandboxed', async () => {
    const bytes = withSignature(PNG);
    const { id } = pageImageResponse.parse(await (await upload(bytes, 'a.jpg')).json());
    const res = await t.app.request(pageImageUrl(id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);

    const drawing = await uploadedDrawing(`<circle r="${++serial}"/>`);
    const served = await t.app.request(pageImageUrl(drawing.id));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('404 for an unknown id, 400 for one that is not an id', async () => {
    expect((await t.app.request(pageImageUrl('0'.repeat(32)))).status).toBe(404);
    const bad = await t.app.request(pageImageUrl('nope'));
    expect(bad.status).toBe(400);
    expect((await issuesOf(bad)).map((i) => i.path)).toEqual(['id']);
  });
});

describe('the smaller rendition (issue 22)', () => {
  /** A real JPEG `width` × 3/4 `width` (a gradient, so it does not compress to nothing). */
  const photo = async (width: number) => {
    const canvas = createCanvas(width, Math.round((width * 3) / 4));
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, width, width);
    gradient.addColorStop(0, `rgb(${++serial % 255}, 120, 90)`);
    gradient.addColorStop(1, '#0b7f6f');
    context.fillStyle = gradient;
    context.fillRect(0, 0, canvas.width, canvas.height);
    return new Uint8Array(await canvas.encode('jpeg', 90));
  };
  const stored = async (id: string) =>
    (await t.database.db.select().from(pageImages).where(eq(pageImages.id, id)))[0]!;

  it('is made at upload: a 640 px WebP at its own URL, cached like the original', async () => {
    const bytes = await photo(1200);
    const res = await upload(bytes, 'wide.jpg');
    expect(res.status).toBe(201);
    const { id } = pageImageResponse.parse(await res.json());
    expect((await stored(id)).rendition).not.toBeNull();
    const small = await t.app.request(pageImageRenditionUrl(id));
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(small.headers.get('x-content-type-options')).toBe('nosniff');
    const webp = new Uint8Array(await small.arrayBuffer());
    expect(webpSize(webp)).toEqual({ width: PAGE_IMAGE_RENDITION_WIDTH, height: 480 });
    expect(webp.length).toBeLessThan(bytes.length);
  });

  it('serves the image itself for one with no rendition: narrow, vector or undecodable', async () => {
    const narrow = await photo(400);
    const { id } = pageImageResponse.parse(await (await upload(narrow, 'narrow.jpg')).json());
    expect((await stored(id)).rendition).toBeNull();
    const res = await t.app.request(pageImageRenditionUrl(id));
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(narrow);

    const drawing = await uploadedDrawing(`<rect width="${++serial}"/>`);
    const served = await t.app.request(pageImageRenditionUrl(drawing.id));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');

    // a JPEG header claiming 2000 px over bytes no decoder reads: stored as before, served as it is
    const damaged = withSignature([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x05, 0xdc, 0x07, 0xd0], 256);
    const kept = await upload(damaged, 'damaged.jpg');
    expect(kept.status).toBe(201);
    const damagedId = pageImageResponse.parse(await kept.json()).id;
    const answer = await t.app.request(pageImageRenditionUrl(damagedId));
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(damaged);
  });

  it('still refuses what is not an image with its 400, and anyone but the page builder with 403', async () => {
    const text = await upload('not an image at all', 'x.jpg');
    expect(text.status).toBe(400);
    expect(await issuesOf(text)).toEqual([
      { path: PAGE_IMAGE_FIELD, message: PAGE_BUILDER_MESSAGES.imageKind },
    ]);
    expect((await upload(await photo(800), 'a.jpg', 'image/jpeg', support)).status).toBe(403);
  });

  it('is made on the first request for an image stored before the migration, then kept', async () => {
    const bytes = await photo(900);
    const { id } = pageImageResponse.parse(await (await upload(bytes, 'old.jpg')).json());
    await t.database.db.update(pageImages).set({ rendition: null }).where(eq(pageImages.id, id));
    const first = await t.app.request(pageImageRenditionUrl(id));
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect((await stored(id)).rendition).not.toBeNull();
  });

  it('404 for an unknown id, 400 for one that is not an id', async () => {
    expect((await t.app.request(pageImageRenditionUrl('0'.repeat(32)))).status).toBe(404);
    expect((await t.app.request(pageImageRenditionUrl('nope'))).status).toBe(400);
  });
});
