import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  PAGE_BUILDER_MESSAGES,
  PAGE_IMAGE_CONTENT_TYPES,
  PAGE_IMAGE_FIELD,
  PAGE_IMAGE_MAX_BYTES,
  PAGE_IMAGES_LISTED,
  pageImageUrl,
  type PageImageKind,
  type PageImagesResponse,
  type PageImageResponse,
} from '../../contract/page-builder';
import { hasRendition, PAGE_IMAGE_RENDITION_WIDTH } from '../../contract/page-builder-public';
import type { Db } from '../db';
import { pageImages } from '../db/schema/pages';
import { HttpError, invalid } from '../http/errors';
import type { SignedInStaff } from '../http/staff-auth';
import { recordAudit } from './admin/audit';
import { encodeWebp, LogoImageError } from './coach/logo-image';
import { imageSize } from './ocr/sniff';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

/**
 * What an SVG may not hold (issue 20 decision: refuse, never repair). An SVG is a document that can
 * run script and fetch other resources; rather than rewrite one (which needs an XML parser this
 * project does not have, and a rewrite that misses a case is an XSS), the upload is refused naming
 * what it held. The public answer adds a CSP sandbox as a second wall.
 */
const SVG_REFUSALS: readonly [RegExp, string][] = [
  [/<!DOCTYPE|<!ENTITY/i, 'a DOCTYPE or entity declaration'],
  [/<\?xml-stylesheet/i, 'a style sheet reference'],
  [/<\s*script\b/i, 'a script'],
  [/<\s*foreignObject\b/i, 'a foreignObject'],
  [/<\s*(?:iframe|embed|object|audio|video|handler|listener)\b/i, 'embedded content'],
  [/[\s/"']on[a-z]+\s*=/i, 'an event handler (on…=)'],
  [/javascript:|vbscript:|data:/i, 'a script or data link'],
  // a link may only point inside the drawing itself (#id)
  [/\b(?:xlink:)?href\s*=\s*(?!["']?\s*#)/i, 'a link to another document'],
  [/url\(\s*(?!["']?\s*#)/i, 'an external reference (url())'],
  [/@import/i, 'an external style sheet'],
  // <set>/<animate> can write a link or a handler after the checks above
  [/attributeName\s*=\s*["']?\s*(?:xlink:)?(?:href|on)/i, 'an animated link or handler'],
];

/** The reason an SVG is refused, or undefined when it is a plain drawing. */
export function svgProblem(source: string): string | undefined {
  for (const [pattern, what] of SVG_REFUSALS) if (pattern.test(source)) return what;
  return undefined;
}

/** An SVG by its text: UTF-8, and after an XML declaration, comments, a DOCTYPE and whitespace, an <svg> root. */
function svgText(bytes: Uint8Array): string | undefined {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const head = source
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(?:\s*<!--[\s\S]*?-->)*/, '')
    // a DOCTYPE still makes it an SVG (then refused for it, by name)
    .replace(/^\s*<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>/i, '')
    .trimStart();
  return /^<svg[\s/>]/i.test(head) ? source : undefined;
}

/** The kind of an image by its bytes (never by its name or the content type it was sent with). */
export function sniffImage(bytes: Uint8Array): PageImageKind | undefined {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (svgText(bytes) !== undefined) return 'svg';
  return undefined;
}

/** The stored id of an image: the first 32 hex digits of its SHA-256. */
export const imageId = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** WebP quality of a rendition: at 640 px the hero is 7.9 kB against its JPEG's 23 kB, no visible loss. */
const RENDITION_QUALITY = 80;

/**
 * Issue 22: the rendition of a JPEG or PNG wider than PAGE_IMAGE_RENDITION_WIDTH — resized to that
 * width and encoded as WebP in a decoder process of its own (encodeWebp: pixel limit, deadline, heap
 * cap; never on the event loop) — or null: another kind, narrow enough already, or undecodable (the
 * original is served in its place). The width is read from the header, so a narrow image costs no process.
 */
export async function makeRendition(bytes: Uint8Array, kind: PageImageKind): Promise<Uint8Array | null> {
  if (!hasRendition(kind)) return null;
  const size = imageSize(bytes, kind === 'jpg' ? 'jpeg' : 'png');
  if (!size || size.width <= PAGE_IMAGE_RENDITION_WIDTH) return null;
  try {
    return await encodeWebp(bytes, PAGE_IMAGE_RENDITION_WIDTH, { byWidth: true, quality: RENDITION_QUALITY });
  } catch (error) {
    if (error instanceof LogoImageError) return null;
    throw error;
  }
}

/**
 * Stores an uploaded image once per content: the kind from its bytes, an SVG refused when it could
 * run script or load anything. Checking a 2 MB SVG's text takes a few milliseconds (measured in
 * tests/server/page-images.int.test.ts), so it runs here rather than in the document pool.
 */
export async function uploadPageImage(
  db: Db,
  actor: SignedInStaff,
  bytes: Uint8Array,
  now: Date,
): Promise<PageImageResponse> {
  const field = PAGE_IMAGE_FIELD;
  if (bytes.length === 0) throw invalid([{ path: field, message: PAGE_BUILDER_MESSAGES.imageNone }]);
  if (bytes.length > PAGE_IMAGE_MAX_BYTES)
    throw new HttpError(413, PAGE_BUILDER_MESSAGES.imageTooLarge, [
      { path: field, message: PAGE_BUILDER_MESSAGES.imageTooLarge },
    ]);
  const kind = sniffImage(bytes);
  if (!kind) throw invalid([{ path: field, message: PAGE_BUILDER_MESSAGES.imageKind }]);
  if (kind === 'svg') {
    const problem = svgProblem(svgText(bytes)!);
    if (problem) throw invalid([{ path: field, message: PAGE_BUILDER_MESSAGES.svgUnsafe(problem) }]);
  }
  const id = imageId(bytes);
  const rendition = await makeRendition(bytes, kind);
  const response = (created: boolean): PageImageResponse => ({
    id,
    kind,
    size: bytes.length,
    url: pageImageUrl(id),
    created,
  });
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(pageImages)
      .values({ id, kind, bytes, size: bytes.length, rendition, staffId: actor.staff.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: pageImages.id });
    if (!inserted) return response(false);
    await recordAudit(
      tx,
      actor,
      {
        entity: 'page-image',
        entityId: id,
        action: 'upload',
        summary: `Page image ${id.slice(0, 8)}: ${kind.toUpperCase()} uploaded (${Math.ceil(bytes.length / 1024)} KB)`,
        after: { kind, size: bytes.length },
      },
      now,
    );
    return response(true);
  });
}

/** An image's bytes and kind for the public call. */
export async function readPageImage(db: Db, id: string) {
  const [row] = await db
    .select({ kind: pageImages.kind, bytes: pageImages.bytes })
    .from(pageImages)
    .where(eq(pageImages.id, id));
  return row;
}

/** Images whose rendition could not be made, by content id (the same bytes give the same answer). */
const withoutRendition = new Set<string>();
/** Renditions being made, so two requests for one image start one decoder. */
const making = new Map<string, Promise<Uint8Array | null>>();

/**
 * The rendition's bytes (WebP) for the public call, or the image itself when it has none. An image
 * stored before migration 0022 gets its rendition on the first request (decoded away from the event
 * loop, then stored); seeded ones get it at start (demoPagesSeeder).
 */
export async function readPageImageRendition(db: Db, id: string) {
  // the rendition alone when there is one: the original's bytes are read only when it is served instead
  const [stored] = await db
    .select({ rendition: pageImages.rendition })
    .from(pageImages)
    .where(eq(pageImages.id, id));
  if (!stored) return undefined;
  if (stored.rendition) return { contentType: 'image/webp', bytes: stored.rendition };
  const row = await readPageImage(db, id);
  if (!row) return undefined;
  if (hasRendition(row.kind) && !withoutRendition.has(id)) {
    let made = making.get(id);
    if (!made) {
      made = storeRendition(db, id, row.bytes, row.kind).finally(() => making.delete(id));
      making.set(id, made);
    }
    const rendition = await made;
    if (rendition) return { contentType: 'image/webp', bytes: rendition };
    withoutRendition.add(id);
  }
  return { contentType: PAGE_IMAGE_CONTENT_TYPES[row.kind], kind: row.kind, bytes: row.bytes };
}

/** Makes and stores the rendition of a stored image that has none yet (null when it gets none). */
export async function storeRendition(db: Db, id: string, bytes: Uint8Array, kind: PageImageKind) {
  const rendition = await makeRendition(bytes, kind);
  if (rendition)
    await db
      .update(pageImages)
      .set({ rendition })
      .where(and(eq(pageImages.id, id), isNull(pageImages.rendition)));
  return rendition;
}

/** The stored kind of each of these images (missing ones absent). */
export async function imageKinds(db: Db, ids: readonly string[]): Promise<Map<string, PageImageKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: pageImages.id, kind: pageImages.kind })
    .from(pageImages)
    .where(inArray(pageImages.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.kind]));
}

/** The images uploaded so far, newest first, without their bytes (the editor picks one to reuse). */
export async function listPageImages(db: Db): Promise<PageImagesResponse> {
  const rows = await db
    .select({
      id: pageImages.id,
      kind: pageImages.kind,
      size: pageImages.size,
      createdAt: pageImages.createdAt,
    })
    .from(pageImages)
    .orderBy(desc(pageImages.createdAt), pageImages.id)
    .limit(PAGE_IMAGES_LISTED);
  return {
    items: rows.map((r) => ({ ...r, url: pageImageUrl(r.id), createdAt: r.createdAt.toISOString() })),
  };
}
