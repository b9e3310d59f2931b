import type { PageDraftResponse, PageVersionsResponse } from '../../src/contract/page-builder';
import { documentIssues, mapDocumentIssues } from '../../src/web/features/admin-pages/schema-fields';
import type { EditorDocument, PageEditorInput } from '../../machines/page-editor.machine';

const AT = '2026-11-20T10:00:00.000Z';

export const PAGE = {
  id: 2,
  path: '/about',
  hasDraftChanges: false,
  publishedVersion: 1,
  publishedAt: AT,
  updatedAt: AT,
  updatedBy: 'Eddie Editor',
};

const heading = (text: string) => ({ type: 'Heading', props: { id: 'h-1', text, level: 'h1' } });
const doc = (...content: unknown[]): EditorDocument => ({
  root: { props: { seoTitle: 'About us' } },
  content,
});

/** The draft as the server holds it. */
export const SAVED_DOC = doc(heading('About Healthspan'));
/** An edit that passes the contract. */
export const EDITED_DOC = doc(heading('About us, now'));
/** An edit the contract refuses: an accordion item without its question. */
export const INVALID_DOC = doc(heading('About Healthspan'), {
  type: 'Accordion',
  props: { id: 'acc', items: [{ question: '', answer: '<p>x</p>' }] },
});

/** The machine's input with the editor's own checks (schema-fields.ts). */
export const editorInput = (document: EditorDocument = SAVED_DOC): PageEditorInput => ({
  pageId: PAGE.id,
  draft: { page: PAGE, document },
  check: documentIssues,
  mapIssues: mapDocumentIssues,
});

export const draftAnswer = (hasDraftChanges = true): PageDraftResponse => ({
  page: { ...PAGE, hasDraftChanges },
  document: SAVED_DOC as PageDraftResponse['document'],
});

export const versionsAnswer = (version: number): PageVersionsResponse => ({
  page: { ...PAGE, publishedVersion: version, hasDraftChanges: false },
  items: [
    { number: version, publishedAt: AT, publishedBy: 'Eddie Editor', restoredFrom: null, isPublished: true },
  ],
});

/** Names a fixture document by its checked JSON (the model's projection). */
export function docName(json: string): string {
  const names: [EditorDocument, string][] = [
    [SAVED_DOC, 'saved'],
    [EDITED_DOC, 'edited'],
    [INVALID_DOC, 'invalid'],
  ];
  return names.find(([d]) => JSON.stringify(documentIssues(d).document) === json)?.[1] ?? json;
}
