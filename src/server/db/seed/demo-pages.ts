import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type { Seeder } from '.';
import { pageDocument, type PageDocument, type PageImage } from '../../../contract/page-builder';
import { imageId, sniffImage, storeRendition, svgProblem } from '../../services/page-images';
import type { Db } from '..';
import { pageImages, pages, pageVersions } from '../schema/pages';
import { seedPages } from './reference/page-copy';

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets', 'pages');

/** JSON with sorted keys: jsonb does not keep key order, so documents are compared this way. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

interface SeedImageFile {
  id: string;
  kind: PageImage['kind'];
  bytes: Uint8Array;
}

/** Reads an asset as the upload call would see it: kind sniffed from the bytes, SVGs checked. */
function readAsset(file: string): SeedImageFile {
  const bytes = new Uint8Array(fs.readFileSync(path.join(ASSETS, file)));
  const kind = sniffImage(bytes);
  if (!kind) throw new Error(`Seed image ${file} is not a JPG, PNG, GIF or SVG`);
  if (kind === 'svg') {
    const problem = svgProblem(new TextDecoder().decode(bytes));
    if (problem) throw new Error(`Seed image ${file} holds ${problem}`);
  }
  return { id: imageId(bytes), kind, bytes };
}

/** The seeded documents, parsed by the contract, and the image files they use. */
export function seedDocuments(): {
  documents: { path: string; document: PageDocument }[];
  images: SeedImageFile[];
} {
  const images = new Map<string, SeedImageFile>();
  const image = (file: string, alt = ''): PageImage => {
    const read = images.get(file) ?? readAsset(file);
    images.set(file, read);
    return { id: read.id, kind: read.kind, alt };
  };
  const documents = seedPages(image).map((page) => ({
    path: page.path,
    // parsed, so the stored document has the contract's defaults and a broken copy fails the start-up
    document: pageDocument.parse(page.document),
  }));
  return { documents, images: [...images.values()] };
}

/** A page only the seeder ever wrote: no editor's draft, no version published by staff. */
async function seederOwned(tx: Pick<Db, 'select'>, pageId: number, draftStaffId: number | null) {
  if (draftStaffId !== null) return false;
  const [staffVersion] = await tx
    .select({ id: pageVersions.id })
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), isNotNull(pageVersions.staffId)))
    .limit(1);
  return !staffVersion;
}

/**
 * Issue 20: the public site's pages (000 §2.1: `/`, the 13 marketing and legal pages, the tour) as
 * page-builder documents with their images. The pages ARE the product's content, so this is
 * reference data (every start, demo or not):
 *  - a missing page is created with the copy as published version 1;
 *  - a page only the seeder ever wrote (no staff draft or version) whose published document differs
 *    from the copy gets the copy as a new version, so an upgrade brings the new copy;
 *  - a page an editor touched is never changed; a second start adds nothing.
 */
export const demoPagesSeeder: Seeder = {
  name: 'pages',
  kind: 'reference',
  async run(db, { now }) {
    const { documents, images } = seedDocuments();
    for (const image of images)
      await db
        .insert(pageImages)
        .values({
          id: image.id,
          kind: image.kind,
          bytes: image.bytes,
          size: image.bytes.length,
          createdAt: now,
        })
        .onConflictDoNothing();
    // issue 22: each wide photo's rendition, once (an older database gets them at its next start)
    const missing = await db
      .select({ id: pageImages.id })
      .from(pageImages)
      .where(
        and(
          inArray(
            pageImages.id,
            images.map((i) => i.id),
          ),
          isNull(pageImages.rendition),
        ),
      );
    const missingIds = new Set(missing.map((m) => m.id));
    for (const image of images)
      if (missingIds.has(image.id)) await storeRendition(db, image.id, image.bytes, image.kind);
    for (const { path: pagePath, document } of documents) {
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(pages)
          .values({ path: pagePath, draft: document, draftUpdatedAt: now, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: pages.id });
        let pageId = created?.id;
        let number = 1;
        if (!pageId) {
          // the row is locked for the rest of this transaction: two starts cannot both append
          const [existing] = await tx
            .select({ id: pages.id, draftStaffId: pages.draftStaffId, published: pages.publishedVersionId })
            .from(pages)
            .where(eq(pages.path, pagePath))
            .for('update');
          if (!existing || !(await seederOwned(tx, existing.id, existing.draftStaffId))) return;
          const [current] = existing.published
            ? await tx
                .select({ document: pageVersions.document })
                .from(pageVersions)
                .where(eq(pageVersions.id, existing.published))
            : [];
          if (current && canonicalJson(current.document) === canonicalJson(document)) return;
          const [last] = await tx
            .select({ number: max(pageVersions.number) })
            .from(pageVersions)
            .where(eq(pageVersions.pageId, existing.id));
          pageId = existing.id;
          number = (last?.number ?? 0) + 1;
          await tx.update(pages).set({ draft: document, draftUpdatedAt: now }).where(eq(pages.id, pageId));
        }
        const [version] = await tx
          .insert(pageVersions)
          .values({ pageId, number, document, publishedAt: now })
          .returning({ id: pageVersions.id });
        await tx.update(pages).set({ publishedVersionId: version!.id }).where(eq(pages.id, pageId));
      });
    }
  },
};
