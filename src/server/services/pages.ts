import { and, asc, desc, eq, max, sql } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES } from '../../contract/back-office';
import type { FieldIssue } from '../../contract/http';
import {
  PAGE_BUILDER_MESSAGES,
  PAGE_DATA_ELEMENT_ID,
  PAGE_IMAGE_KINDS,
  pageImageUrl,
  storedPagePath,
  pageDocument,
  type PageDocument,
  type PageDraftResponse,
  type PageImageKind,
  type PageSummary,
  type PageVersionsResponse,
  type PublishedPageResponse,
} from '../../contract/page-builder';
import { HERO_IMAGE, pageImageSrcSet } from '../../contract/page-builder-public';
import type { Db } from '../db';
import { pages, pageVersions, staff } from '../db/schema';
import { HttpError, fieldIssues, invalid } from '../http/errors';
import type { SignedInStaff } from '../http/staff-auth';
import { recordAudit } from './admin/audit';
import { imageKinds } from './page-images';
import { sanitiseRichText } from './rich-text';

/** Issue 20: pages of the public site built from blocks (docs/decisions/page-builder.md). */

export const EMPTY_PAGE: PageDocument = { root: { props: { seoTitle: '', description: '' } }, content: [] };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The public site's 404 names the page; the back office's is the house one. */
const notFound = () => new HttpError(404, PAGE_BUILDER_MESSAGES.pageNotFound);
const noSuchPage = () => new HttpError(404, BACK_OFFICE_MESSAGES.notFound);

// ── The public site ──────────────────────────────────────────────────────────────────────────
/** The published version of the page at `path`, or 404 (a draft is never shown to visitors). */
export async function publishedPage(db: Db, path: string): Promise<PublishedPageResponse> {
  const [row] = await db
    .select({ number: pageVersions.number, document: pageVersions.document, at: pageVersions.publishedAt })
    .from(pages)
    .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
    .where(eq(pages.path, path));
  if (!row) throw notFound();
  return { path, version: row.number, publishedAt: row.at.toISOString(), document: row.document };
}

/**
 * Issue 20: the published page a public location shows, for index.html (the SPA reads it instead of
 * calling the API, so the first paint of `/` waits for no call); undefined for other locations.
 */
export async function publishedPageData(db: Db, location: string) {
  const path = storedPagePath(location);
  if (!path) return undefined;
  try {
    const data = await publishedPage(db, path);
    const hero = data.document.content.find((block) => block.type === 'Hero')?.props as
      { heroImage?: { id: string; kind: string } } | undefined;
    const image = hero?.heroImage;
    // the same srcset and sizes as the hero's <img> (HERO_IMAGE), or the browser fetches it twice
    const srcset = image && pageImageSrcSet(image, HERO_IMAGE.width);
    return {
      id: PAGE_DATA_ELEMENT_ID,
      data,
      version: data.version,
      preloadImages: image
        ? [{ href: pageImageUrl(image.id), ...(srcset ? { srcset, sizes: HERO_IMAGE.sizes } : {}) }]
        : [],
    };
  } catch (error) {
    // no published page: the SPA asks the API and shows its not-found screen
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  }
}

// ── Rich text and images inside a document ───────────────────────────────────────────────────
/** Where a block keeps rich text (001 §5: the paragraph, an accordion answer, a scrolling section). */
function sanitiseBlock(block: { type: string; props: Record<string, unknown> }) {
  const p = block.props;
  if (block.type === 'Paragraph' && typeof p.text === 'string') p.text = sanitiseRichText(p.text);
  if (block.type === 'Accordion' && Array.isArray(p.items))
    for (const item of p.items as { answer?: unknown }[])
      if (typeof item.answer === 'string') item.answer = sanitiseRichText(item.answer);
  if (block.type === 'Steps' && Array.isArray(p.sections))
    for (const section of p.sections as { text?: unknown }[])
      if (typeof section.text === 'string') section.text = sanitiseRichText(section.text);
  if (block.type === 'Slider' && Array.isArray(p.items))
    for (const slide of p.items as { type: string; props: Record<string, unknown> }[]) sanitiseBlock(slide);
}

interface ImageRef {
  path: (string | number)[];
  image: { id: string; kind: PageImageKind };
}

const isImage = (value: unknown): value is { id: string; kind: PageImageKind; alt: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  /^[0-9a-f]{32}$/.test((value as { id: string }).id) &&
  PAGE_IMAGE_KINDS.includes((value as { kind?: PageImageKind }).kind!) &&
  typeof (value as { alt?: unknown }).alt === 'string';

function collectImages(value: unknown, path: (string | number)[], out: ImageRef[]) {
  if (isImage(value)) out.push({ path, image: value });
  else if (Array.isArray(value)) value.forEach((v, i) => collectImages(v, [...path, i], out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) collectImages(v, [...path, k], out);
}

/**
 * A draft as it may be stored: the contract's rules held (the route checked them), every image on
 * the server with a kind its field allows, rich text sanitised. The kind the editor sent is replaced
 * by the stored one and the document checked again, so a PNG claimed as an SVG icon gets the field's
 * own message ("Use an SVG image") at the field.
 */
export async function storableDocument(db: Db, input: PageDocument): Promise<PageDocument> {
  const document = structuredClone(input);
  const refs: ImageRef[] = [];
  collectImages(document.content, ['content'], refs);
  const stored = await imageKinds(
    db,
    refs.map((r) => r.image.id),
  );
  const issues: FieldIssue[] = [];
  for (const ref of refs) {
    const kind = stored.get(ref.image.id);
    if (!kind)
      issues.push({ path: [...ref.path, 'id'].join('.'), message: PAGE_BUILDER_MESSAGES.imageMissing });
    else ref.image.kind = kind;
  }
  if (issues.length) throw invalid(issues);
  const checked = pageDocument.safeParse(document);
  if (!checked.success) throw invalid(fieldIssues(checked.error));
  for (const block of checked.data.content) sanitiseBlock(block);
  return checked.data;
}

// ── The editor ───────────────────────────────────────────────────────────────────────────────
const staffName = sql<
  string | null
>`(select nullif(trim(${staff.firstName} || ' ' || ${staff.lastName}), '') from ${staff} where ${staff.id} = ${pages.draftStaffId})`;

function summarySelect() {
  return {
    id: pages.id,
    path: pages.path,
    draft: pages.draft,
    draftUpdatedAt: pages.draftUpdatedAt,
    updatedBy: staffName,
    publishedVersion: pageVersions.number,
    publishedAt: pageVersions.publishedAt,
    publishedDocument: pageVersions.document,
  };
}

type SummaryRow = {
  id: number;
  path: string;
  draft: PageDocument;
  draftUpdatedAt: Date;
  updatedBy: string | null;
  publishedVersion: number | null;
  publishedAt: Date | null;
  publishedDocument: PageDocument | null;
};

const sameDocument = (a: PageDocument, b: PageDocument | null) =>
  b !== null && JSON.stringify(a) === JSON.stringify(b);

function toSummary(row: SummaryRow): PageSummary {
  return {
    id: row.id,
    path: row.path,
    hasDraftChanges: !sameDocument(row.draft, row.publishedDocument),
    publishedVersion: row.publishedVersion,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.draftUpdatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

async function pageRow(db: Db | Tx, id: number, lock = false): Promise<SummaryRow> {
  const query = db
    .select(summarySelect())
    .from(pages)
    .leftJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
    .where(eq(pages.id, id));
  const [row] = lock ? await query.for('update', { of: pages }) : await query;
  if (!row) throw noSuchPage();
  return row;
}

export async function listPages(db: Db): Promise<PageSummary[]> {
  const rows = await db
    .select(summarySelect())
    .from(pages)
    .leftJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
    .orderBy(asc(pages.path));
  return rows.map(toSummary);
}

export async function createPage(
  db: Db,
  actor: SignedInStaff,
  path: string,
  now: Date,
): Promise<PageDraftResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pages)
      .values({ path, draft: EMPTY_PAGE, draftUpdatedAt: now, draftStaffId: actor.staff.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: pages.id });
    if (!row)
      throw new HttpError(409, PAGE_BUILDER_MESSAGES.pathTaken, [
        { path: 'path', message: PAGE_BUILDER_MESSAGES.pathTaken },
      ]);
    await recordAudit(
      tx,
      actor,
      {
        entity: 'page',
        entityId: row.id,
        action: 'create',
        summary: `Page ${path}: created`,
        after: { path },
      },
      now,
    );
    return { page: toSummary(await pageRow(tx, row.id)), document: EMPTY_PAGE };
  });
}

export async function pageDraft(db: Db, id: number): Promise<PageDraftResponse> {
  const row = await pageRow(db, id);
  return { page: toSummary(row), document: row.draft };
}

/** What an audit row says about a document: its size and title, not the whole tree. */
const outline = (d: PageDocument) => ({ blocks: d.content.length, seoTitle: d.root.props.seoTitle });

export async function saveDraft(
  db: Db,
  actor: SignedInStaff,
  id: number,
  input: PageDocument,
  now: Date,
): Promise<PageDraftResponse> {
  const document = await storableDocument(db, input);
  return db.transaction(async (tx) => {
    const before = await pageRow(tx, id, true);
    await tx
      .update(pages)
      .set({ draft: document, draftUpdatedAt: now, draftStaffId: actor.staff.id })
      .where(eq(pages.id, id));
    const changed = outline(before.draft);
    const after = outline(document);
    await recordAudit(
      tx,
      actor,
      {
        entity: 'page',
        entityId: id,
        action: 'save-draft',
        summary: `Page ${before.path}: draft saved (${document.content.length} blocks)`,
        before: changed,
        after,
      },
      now,
    );
    const row = await pageRow(tx, id);
    return { page: toSummary(row), document: row.draft };
  });
}

/** Appends a version with the next number and makes it the published one (same transaction). */
async function appendVersion(
  tx: Tx,
  actor: SignedInStaff,
  pageId: number,
  document: PageDocument,
  restoredFrom: number | null,
  now: Date,
) {
  const [last] = await tx
    .select({ n: max(pageVersions.number) })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId));
  const number = (last?.n ?? 0) + 1;
  const [version] = await tx
    .insert(pageVersions)
    .values({ pageId, number, document, restoredFrom, staffId: actor.staff.id, publishedAt: now })
    .returning({ id: pageVersions.id });
  await tx.update(pages).set({ publishedVersionId: version!.id }).where(eq(pages.id, pageId));
  return number;
}

export async function publishPage(
  db: Db,
  actor: SignedInStaff,
  id: number,
  now: Date,
): Promise<PageVersionsResponse> {
  return db.transaction(async (tx) => {
    const before = await pageRow(tx, id, true);
    if (sameDocument(before.draft, before.publishedDocument))
      throw new HttpError(409, PAGE_BUILDER_MESSAGES.nothingToPublish);
    // a draft saved before a rule tightened is checked again: only a valid page goes public
    const checked = pageDocument.safeParse(before.draft);
    if (!checked.success) throw invalid(fieldIssues(checked.error));
    const number = await appendVersion(tx, actor, id, before.draft, null, now);
    await recordAudit(
      tx,
      actor,
      {
        entity: 'page',
        entityId: id,
        action: 'publish',
        summary: `Page ${before.path}: version ${number} published`,
        before: { publishedVersion: before.publishedVersion },
        after: { publishedVersion: number },
      },
      now,
    );
    return versionsOf(tx, id);
  });
}

async function versionsOf(db: Db | Tx, id: number): Promise<PageVersionsResponse> {
  const row = await pageRow(db, id);
  const items = await db
    .select({
      number: pageVersions.number,
      publishedAt: pageVersions.publishedAt,
      publishedBy: sql<
        string | null
      >`(select nullif(trim(${staff.firstName} || ' ' || ${staff.lastName}), '') from ${staff} where ${staff.id} = ${pageVersions.staffId})`,
      restoredFrom: pageVersions.restoredFrom,
    })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, id))
    .orderBy(desc(pageVersions.number));
  return {
    page: toSummary(row),
    items: items.map((v) => ({
      number: v.number,
      publishedAt: v.publishedAt.toISOString(),
      publishedBy: v.publishedBy,
      restoredFrom: v.restoredFrom,
      isPublished: v.number === row.publishedVersion,
    })),
  };
}

/** A page's published versions, newest first. */
export const listVersions = (db: Db, id: number) => versionsOf(db, id);

/** Publishes a copy of version `number` as the newest and makes it the draft too. */
export async function restoreVersion(
  db: Db,
  actor: SignedInStaff,
  id: number,
  number: number,
  now: Date,
): Promise<PageVersionsResponse> {
  return db.transaction(async (tx) => {
    const before = await pageRow(tx, id, true);
    const [old] = await tx
      .select({ document: pageVersions.document })
      .from(pageVersions)
      .where(and(eq(pageVersions.pageId, id), eq(pageVersions.number, number)));
    if (!old) throw new HttpError(404, PAGE_BUILDER_MESSAGES.versionNotFound);
    const newest = await appendVersion(tx, actor, id, old.document, number, now);
    await tx
      .update(pages)
      .set({ draft: old.document, draftUpdatedAt: now, draftStaffId: actor.staff.id })
      .where(eq(pages.id, id));
    await recordAudit(
      tx,
      actor,
      {
        entity: 'page',
        entityId: id,
        action: 'restore',
        summary: `Page ${before.path}: version ${number} restored as version ${newest}`,
        before: { publishedVersion: before.publishedVersion },
        after: { publishedVersion: newest, restoredFrom: number },
      },
      now,
    );
    return versionsOf(tx, id);
  });
}
