import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  blockProps,
  BLOCK_TYPES,
  PAGE_BLOCK_MESSAGES,
  PAGE_BUILDER_MESSAGES,
  pageRootProps,
  SLIDE_TYPES,
  type PageDraftResponse,
  type PagesResponse,
} from '../../src/contract/page-builder';
import { adminUrl } from '../../src/web/components/admin/admin-data';
import { PageEditorPage, PREVIEW_VIEWPORTS } from '../../src/web/features/admin-pages/page-editor-page';
import { PagesPage } from '../../src/web/features/admin-pages/pages-page';
import { puckConfig } from '../../src/web/features/admin-pages/puck-config';
import {
  blockFieldSpecs,
  blockIssues,
  documentIssues,
  mapDocumentIssues,
  normalise,
  type FieldSpec,
} from '../../src/web/features/admin-pages/schema-fields';
import {
  answer,
  AT,
  badRequest,
  callsTo,
  expectLoading,
  expectLoadingThenEmpty,
  failure,
  renderAt,
  resetFakeServer,
} from './admin-fixtures';
import { expectNoAxeViolations } from './axe';

// Puck's canvas sets a 500 ms timer on mount that it never clears (to show its loader): the file
// waits it out, or the timer fires after the test environment has gone ("window is not defined",
// an unhandled error that failed CI once, session 27).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 600)));

vi.mock('../../src/web/lib/api', async (original) => (await import('./admin-fixtures')).apiMock(original));
vi.mock('../../src/web/lib/staff-auth', async (original) =>
  (await import('./admin-fixtures')).staffAuthMock(original),
);
vi.mock('../../src/web/components/admin/admin-layout', async () =>
  (await import('./admin-fixtures')).layoutMock(),
);

beforeEach(resetFakeServer);

// ── The config follows the contract ──────────────────────────────────────────────────────────
type Shape = Record<string, z.ZodType>;
const shapeOf = (schema: z.ZodType) => (schema as unknown as { shape: Shape }).shape;
interface PuckFieldLike {
  type: string;
  objectFields?: Record<string, PuckFieldLike>;
  arrayFields?: Record<string, PuckFieldLike>;
  allow?: string[];
}
/** Every key of a schema (and of its lists' items and objects) has its field, with no extra ones. */
function expectFieldsCover(
  specs: Record<string, FieldSpec>,
  fields: Record<string, PuckFieldLike>,
  where: string,
) {
  expect(Object.keys(fields).sort(), where).toEqual(Object.keys(specs).sort());
  for (const [key, spec] of Object.entries(specs)) {
    if (spec.kind === 'object') expectFieldsCover(spec.fields, fields[key]!.objectFields!, `${where}.${key}`);
    if (spec.kind === 'list') expectFieldsCover(spec.item, fields[key]!.arrayFields!, `${where}.${key}[]`);
  }
}

describe('the Puck config built from the contract', () => {
  it('has one component per block type, and a field for every key of each schema (new keys included)', () => {
    expect(Object.keys(puckConfig.components).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) {
      // the schema's own keys, read again here: a key the editor lost fails this line
      expect(Object.keys(blockFieldSpecs[type]).sort(), type).toEqual(
        Object.keys(shapeOf(blockProps[type])).sort(),
      );
      expectFieldsCover(
        blockFieldSpecs[type],
        puckConfig.components[type]!.fields as unknown as Record<string, PuckFieldLike>,
        type,
      );
    }
    expect(Object.keys(puckConfig.root!.fields!).sort()).toEqual(Object.keys(shapeOf(pageRootProps)).sort());
  });

  it('maps the schema to field kinds: images custom, levels a select, rich text a textarea, slides a slot of cards', () => {
    const fields = (type: keyof typeof puckConfig.components) =>
      puckConfig.components[type]!.fields as unknown as Record<string, PuckFieldLike>;
    expect(fields('Heading').level!.type).toBe('select');
    expect(fields('Heading').text!.type).toBe('text');
    expect(fields('Paragraph').text!.type).toBe('textarea');
    expect(fields('Hero').heroImage!.type).toBe('custom');
    expect(fields('Hero').graphImages!.type).toBe('custom');
    expect(fields('Hero').button!.type).toBe('object');
    expect(fields('Hero').innerAge!.type).toBe('number');
    expect(fields('Accordion').items!.type).toBe('array');
    expect(fields('Accordion').items!.arrayFields!.icon!.type).toBe('custom');
    expect(fields('Timeline').items!.arrayFields!.isTop!.type).toBe('radio');
    expect(fields('ProductCard').categories!.type).toBe('custom');
    expect(fields('Slider').items).toMatchObject({ type: 'slot', allow: [...SLIDE_TYPES] });
    const hero = blockFieldSpecs.Hero;
    expect(hero.heroImage).toMatchObject({ kind: 'image', kinds: ['jpg', 'png'] });
    expect(hero.graphImages).toMatchObject({ kind: 'images', kinds: ['png', 'svg'] });
  });

  it('starts a block with the schema defaults and values that pass; only a missing image is asked for', () => {
    for (const type of BLOCK_TYPES) {
      const issues = blockIssues(type, puckConfig.components[type]!.defaultProps);
      const images = Object.entries(blockFieldSpecs[type])
        .filter(([, s]) => (s.kind === 'image' && !s.optional) || s.kind === 'images')
        .map(([k]) => k);
      expect(Object.keys(issues).sort(), type).toEqual(images.sort());
    }
    expect(puckConfig.components.Slider!.defaultProps).toMatchObject({
      desktop: 4,
      tablet: 3,
      mobile: 2,
      autoplayMs: 2000,
    });
    expect(puckConfig.components.Heading!.defaultProps).toMatchObject({ level: 'h1' });
    expect(blockIssues('Hero', puckConfig.components.Hero!.defaultProps)).toEqual({
      heroImage: 'Add the hero image',
      graphImages: PAGE_BLOCK_MESSAGES.graphImages,
    });
  });

  it('shows an empty accordion item’s messages by the item’s field names', () => {
    expect(blockIssues('Accordion', { items: [{ question: '', answer: '' }] })).toEqual({
      'items[0].question': 'Enter the question',
      'items[0].answer': 'Enter the answer',
    });
  });

  it('reads an emptied optional field as absent (a blank date is no date)', () => {
    const props = normalise(blockFieldSpecs.BlogCard, {
      title: 'A',
      url: '/blog',
      excerpt: '',
      publishedOn: '',
    });
    expect(props).not.toHaveProperty('publishedOn');
    expect(blockIssues('BlogCard', { title: 'A', url: '/blog', publishedOn: '' })).toEqual({});
  });

  it('maps a document’s issue paths (the server’s too) to the block and its field, slides included', () => {
    const document = {
      content: [
        { type: 'Accordion', props: { id: 'acc', items: [{ question: '', answer: '<p>x</p>' }] } },
        {
          type: 'Slider',
          props: { id: 'sl', items: [{ type: 'BlogCard', props: { id: 'card', title: '', url: '/' } }] },
        },
      ],
    };
    expect(
      mapDocumentIssues(document, [
        { path: 'content.0.props.items.0.question', message: 'Enter the question' },
        { path: 'content.1.props.items.0.props.title', message: 'Enter the title' },
        { path: 'content.1.props.items.0.props.image.kind', message: 'Use a JPG or PNG image' },
        { path: 'root.props.seoTitle', message: 'Use at most 120 characters' },
        { path: 'content', message: 'Too many blocks' },
      ]),
    ).toEqual({
      byBlock: {
        acc: { 'items[0].question': 'Enter the question' },
        card: { title: 'Enter the title', 'image.kind': 'Use a JPG or PNG image' },
        root: { seoTitle: 'Use at most 120 characters' },
      },
      unplaced: ['Too many blocks'],
    });
    const checked = documentIssues({ root: { props: {} }, content: document.content });
    expect(checked.ok).toBe(false);
    expect(checked.byBlock).toMatchObject({
      acc: { 'items[0].question': 'Enter the question' },
      card: { title: 'Enter the title' },
    });
  });

  it('previews at the slider’s three bands, and the labels say how many slides show', () => {
    expect(PREVIEW_VIEWPORTS.map((v) => [v.width, v.label])).toEqual([
      [1280, 'Desktop 1280 px: 4 slides'],
      [768, 'Tablet 768 px: 3 slides'],
      [390, 'Phone 390 px: 2 slides'],
    ]);
  });
});

// ── The screens ───────────────────────────────────────────────────────────────────────────────
const AT2 = '2026-11-21T09:30:00.000Z';
const summary = {
  id: 2,
  path: '/about',
  hasDraftChanges: false,
  publishedVersion: 1,
  publishedAt: AT,
  updatedAt: AT2,
  updatedBy: 'Eddie Editor',
};
const PAGES: PagesResponse = {
  items: [
    summary,
    {
      ...summary,
      id: 3,
      path: '/careers',
      hasDraftChanges: true,
      publishedVersion: null,
      publishedAt: null,
      updatedBy: null,
    },
  ],
};

describe('/admin/pages', () => {
  it('shows loading, an empty list, then the pages with what is published and unpublished', async () => {
    await expectLoadingThenEmpty('/admin/pages', <PagesPage />, adminUrl('pages'), {
      loading: 'Loading the pages…',
      empty: { items: [] },
      emptyText: 'No pages yet: create the first one above.',
    });
    answer('GET', adminUrl('pages'), PAGES);
    renderAt('/admin/pages', <PagesPage />);
    const table = await screen.findByRole('table', { name: 'Pages' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Edit /about' })).toHaveAttribute(
      'href',
      '/admin/pages/2',
    );
    expect(rows[1]).toHaveTextContent('Version 1');
    expect(rows[1]).toHaveTextContent('Eddie Editor');
    expect(rows[2]).toHaveTextContent('Not published');
    expect(rows[2]).toHaveTextContent('Unpublished changes');
    await expectNoAxeViolations();
  });

  it('a new page’s path: the server’s 400 and 409 show at the field; success opens the editor', async () => {
    answer('GET', adminUrl('pages'), PAGES);
    renderAt('/admin/pages', <PagesPage />);
    const path = screen.getByRole('textbox', { name: /Path/ });
    answer('POST', adminUrl('pages'), badRequest({ path: PAGE_BUILDER_MESSAGES.path }));
    await userEvent.type(path, 'About/');
    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    expect(await screen.findByText(PAGE_BUILDER_MESSAGES.path)).toBeInTheDocument();
    expect(path).toHaveAttribute('aria-invalid', 'true');

    answer('POST', adminUrl('pages'), {
      failWith: {
        status: 409,
        error: PAGE_BUILDER_MESSAGES.pathTaken,
        issues: [{ path: 'path', message: PAGE_BUILDER_MESSAGES.pathTaken }],
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    expect(await screen.findByText(PAGE_BUILDER_MESSAGES.pathTaken)).toBeInTheDocument();

    answer('POST', adminUrl('pages'), {
      page: { ...summary, id: 9, path: '/press' },
      document: { root: { props: {} }, content: [] },
    });
    await userEvent.clear(path);
    await userEvent.type(path, '/press');
    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/pages/9'));
    expect(callsTo('POST', adminUrl('pages')).at(-1)!.body).toEqual({ path: '/press' });
  });
});

const DRAFT: PageDraftResponse = {
  page: summary,
  document: {
    root: { props: { seoTitle: 'About us', description: '' } },
    content: [{ type: 'Heading', props: { id: 'h-1', text: 'About Healthspan', level: 'h1' } }],
  },
};
const openEditor = () =>
  renderAt(
    '/admin/pages/2',
    <Route path="/admin/pages/:id">
      <PageEditorPage />
    </Route>,
  );

// Puck mounts slowly in happy-dom on a busy machine
describe('/admin/pages/:id', { timeout: 30_000 }, () => {
  it('shows loading, then the draft in Puck with Save, Publish and History labelled', async () => {
    expectLoading(
      '/admin/pages/2',
      <Route path="/admin/pages/:id">
        <PageEditorPage />
      </Route>,
      adminUrl('pageDraft', { id: 2 }),
      'Loading the draft…',
    );
    answer('GET', adminUrl('pageDraft', { id: 2 }), DRAFT);
    openEditor();
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Publish…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[data-save-status]')).toHaveTextContent('Saved');
    expect(screen.getByRole('button', { name: 'Add block' })).toBeInTheDocument();
  });

  it('a missing page says so', async () => {
    answer('GET', adminUrl('pageDraft', { id: 2 }), failure(404, 'Not found'));
    openEditor();
    expect(await screen.findByText(/Not found/)).toBeInTheDocument();
  });

  it('saves the draft as the contract reads it; a 400 shows at the page field the server named', async () => {
    answer('GET', adminUrl('pageDraft', { id: 2 }), DRAFT);
    answer(
      'PUT',
      adminUrl('pageDraft', { id: 2 }),
      badRequest({ 'root.props.seoTitle': 'Use at most 120 characters' }),
    );
    openEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('The server refused the draft: fix the fields marked in red.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(callsTo('PUT', adminUrl('pageDraft', { id: 2 }))[0]!.body).toEqual(DRAFT.document);
    // nothing is selected: the panel shows the page's own fields, and the message under SEO title
    const shown = await screen.findAllByText('Use at most 120 characters');
    expect(shown.map((el) => el.getAttribute('data-field-issue'))).toContain('seoTitle');

    answer('PUT', adminUrl('pageDraft', { id: 2 }), DRAFT);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryAllByText('Use at most 120 characters')).toHaveLength(0));
    expect(document.querySelector('[data-save-status]')).toHaveTextContent('Saved');
  });

  it('publishing asks first; the server’s 409 (nothing new) shows in the dialog', async () => {
    answer('GET', adminUrl('pageDraft', { id: 2 }), DRAFT);
    answer('POST', adminUrl('pagePublish', { id: 2 }), failure(409, PAGE_BUILDER_MESSAGES.nothingToPublish));
    openEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish /about?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(PAGE_BUILDER_MESSAGES.nothingToPublish)).toBeInTheDocument();

    answer('POST', adminUrl('pagePublish', { id: 2 }), {
      page: { ...summary, publishedVersion: 2 },
      items: [
        { number: 2, publishedAt: AT2, publishedBy: 'Eddie Editor', restoredFrom: null, isPublished: true },
      ],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published as version 2: visitors see it now.')).toBeInTheDocument();
  });

  it('History lists the versions; restoring one asks first, then loads the draft again', async () => {
    answer('GET', adminUrl('pageDraft', { id: 2 }), DRAFT);
    answer('GET', adminUrl('pageVersions', { id: 2 }), {
      page: summary,
      items: [
        { number: 2, publishedAt: AT2, publishedBy: 'Eddie Editor', restoredFrom: null, isPublished: true },
        { number: 1, publishedAt: AT, publishedBy: null, restoredFrom: null, isPublished: false },
      ],
    });
    answer('POST', adminUrl('pageRestore', { id: 2, number: 1 }), { page: summary, items: [] });
    openEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'Published versions' });
    expect(within(table).getByText('Live now')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    const loads = callsTo('GET', adminUrl('pageDraft', { id: 2 })).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(callsTo('POST', adminUrl('pageRestore', { id: 2, number: 1 }))).toHaveLength(1),
    );
    await waitFor(() =>
      expect(callsTo('GET', adminUrl('pageDraft', { id: 2 })).length).toBeGreaterThan(loads),
    );
  });
});
