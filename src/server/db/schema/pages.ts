import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  type AnyPgColumn,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PageDocument, PageImageKind } from '../../../contract/page-builder';
import { staff } from './staff';
import { at, bytea } from './columns';

// Issue 20: the page builder's pages (000 §2.1: content keyed by URL path).

/**
 * A page of the public site, by its path (`/`, `/about`, `/tour/proceed`). `draft` is the editor's
 * working copy (saved as the editor works; never shown to visitors); `published_version_id` is what
 * the public site draws, or none yet.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    draft: jsonb('draft').$type<PageDocument>().notNull(),
    draftUpdatedAt: at('draft_updated_at').notNull().defaultNow(),
    draftStaffId: integer('draft_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    publishedVersionId: integer('published_version_id').references((): AnyPgColumn => pageVersions.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pages_path').on(t.path),
    // a path of the site: one leading slash, lower case, no trailing slash but the root's
    check('pages_path_shape', sql`${t.path} ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$'`),
  ],
);

/**
 * Every published version of a page, never changed: publishing appends one, restoring an older
 * one publishes a copy of it as the newest (the history stays whole).
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    document: jsonb('document').$type<PageDocument>().notNull(),
    /** The version this one restored, if it is a restore. */
    restoredFrom: integer('restored_from'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('page_versions_number').on(t.pageId, t.number),
    check('page_versions_number_positive', sql`${t.number} > 0`),
  ],
);

/** An image uploaded for a block: its kind sniffed from the bytes, stored once per content. */
export const pageImages = pgTable(
  'page_images',
  {
    /** 32 hex characters: the start of the content's SHA-256 (the same file uploaded twice is one). */
    id: text('id').primaryKey(),
    kind: text('kind').$type<PageImageKind>().notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    /**
     * Issue 22: a JPEG or PNG wider than PAGE_IMAGE_RENDITION_WIDTH, resized to it as WebP at upload
     * or seed; null for other images, and for one stored before migration 0022 until it is first asked for.
     */
    rendition: bytea('rendition'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('page_images_created').on(t.createdAt),
    check('page_images_id', sql`${t.id} ~ '^[0-9a-f]{32}$'`),
    check('page_images_kind', sql`${t.kind} in ('jpg', 'png', 'svg', 'gif')`),
  ],
);
