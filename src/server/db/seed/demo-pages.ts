import { eq } from 'drizzle-orm';
import type { Seeder } from '.';
import { pageDocument, type PageDocument } from '../../../contract/page-builder';
import { pages, pageVersions } from '../schema/pages';
import { SEED_PAGE_COPY, type SeedPageCopy } from './reference/page-copy';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page's first published version: a heading and its summary, then a heading and paragraph per section. */
export function seedDocument(copy: SeedPageCopy): PageDocument {
  const slug = copy.path === '/' ? 'home' : copy.path.slice(1).replace(/\//g, '-');
  const content: unknown[] = [
    { type: 'Heading', props: { id: `${slug}-title`, text: copy.title, level: 'h1' } },
    { type: 'Paragraph', props: { id: `${slug}-summary`, text: `<p>${escapeHtml(copy.summary)}</p>` } },
  ];
  for (const section of copy.sections) {
    content.push({
      type: 'Heading',
      props: { id: `${slug}-${section.id}`, text: section.title, level: 'h2' },
    });
    if (section.text.trim())
      content.push({
        type: 'Paragraph',
        props: { id: `${slug}-${section.id}-text`, text: `<p>${escapeHtml(section.text)}</p>` },
      });
  }
  // parsed, so the stored document has the contract's defaults and a broken copy fails the start-up
  return pageDocument.parse({ root: { props: { seoTitle: copy.title, description: '' } }, content });
}

/**
 * Issue 20: the public site's pages (000 §2.1: `/`, the 13 marketing and legal pages, the tour) as
 * page-builder pages, each with a first published version. The pages ARE the product's content, so
 * this is reference data (every start, demo or not); a page that exists is never touched, so an
 * editor's work survives restarts.
 */
export const demoPagesSeeder: Seeder = {
  name: 'pages',
  kind: 'reference',
  async run(db, { now }) {
    for (const copy of SEED_PAGE_COPY) {
      const document = seedDocument(copy);
      await db.transaction(async (tx) => {
        const [page] = await tx
          .insert(pages)
          .values({ path: copy.path, draft: document, draftUpdatedAt: now, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: pages.id });
        if (!page) return;
        const [version] = await tx
          .insert(pageVersions)
          .values({ pageId: page.id, number: 1, document, publishedAt: now })
          .returning({ id: pageVersions.id });
        await tx.update(pages).set({ publishedVersionId: version!.id }).where(eq(pages.id, page.id));
      });
    }
  },
};
