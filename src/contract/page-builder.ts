import { z } from 'zod';
import {
  ANCHOR_PATTERN,
  HEADING_LEVELS,
  HERO_DEMO_VALUES,
  isExternalLink,
  isProductPath,
  PAGE_BLOCK_MESSAGES,
  SLIDER_DEFAULTS,
  WHEEL_CATEGORY_COUNT,
} from './page-builder-public';
import { line, sent, text } from './text';

/**
 * Issue 20: the page builder's blocks (000 §1, 001 §5) as zod schemas, the one statement of their
 * rules. The editor (Puck, a lazy admin chunk) shows these messages at the field; the server
 * refuses a draft that breaks them (400 naming each field); the public renderer draws only what
 * passed. A page is Puck's data model: `{ root: { props }, content: [{ type, props: { id, … } }] }`;
 * a block that holds blocks (the slider) keeps them in a slot prop, an array of the same shape.
 */

export * from './page-builder-public';

// ── Field builders ───────────────────────────────────────────────────────────────────────────
const required = (what: string, max?: number) => line(max).trim().min(1, PAGE_BLOCK_MESSAGES.required(what));
const requiredText = (what: string, max?: number) =>
  text(max).trim().min(1, PAGE_BLOCK_MESSAGES.required(what));

/**
 * Rich text: the HTML the editor's rich-text field writes. The server keeps only the allowed tags
 * and attributes (its sanitiser) before storing; this schema bounds it and requires content.
 */
export const RICH_TEXT_MAX = 20_000;
export const richText = (what: string) =>
  text(RICH_TEXT_MAX)
    .trim()
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, PAGE_BLOCK_MESSAGES.required(what));

/** The kinds of image the page builder stores; the server sniffs the kind from the bytes. */
export const PAGE_IMAGE_KINDS = ['jpg', 'png', 'svg', 'gif'] as const;
export type PageImageKind = (typeof PAGE_IMAGE_KINDS)[number];

/** An uploaded image (`/api/public/v1/page-images/:id`), of one of the kinds a field allows. */
export const pageImage = (kinds: readonly PageImageKind[], what = 'image') =>
  z
    .object(
      {
        id: line(32).regex(/^[0-9a-f]{32}$/, 'Upload the image again'),
        kind: z.enum(PAGE_IMAGE_KINDS),
        /** Empty for a decorative image. */
        alt: line(300).trim().default(''),
      },
      { error: (issue) => (issue.input === undefined ? `Add the ${what}` : undefined) },
    )
    .refine((image) => kinds.includes(image.kind), {
      message: PAGE_BLOCK_MESSAGES.imageKind(kinds),
      path: ['kind'],
    });
export type PageImage = z.infer<ReturnType<typeof pageImage>>;

/** A link: a path of this site, or an external one by the 001 §5 rule. */
export const pageLink = line(2000)
  .trim()
  .refine((url) => isProductPath(url) || isExternalLink(url), PAGE_BLOCK_MESSAGES.link);

// ── The blocks ───────────────────────────────────────────────────────────────────────────────
const blockId = line(80).min(1);

export const headingProps = z.object({
  text: required('heading'),
  level: z.enum(HEADING_LEVELS).default('h1'),
  /** 000 §2.4: an anchored heading is a target of the page's side menu (when it has one). */
  anchor: line(80).trim().regex(ANCHOR_PATTERN, PAGE_BLOCK_MESSAGES.anchor).optional(),
});

export const paragraphProps = z.object({ text: richText('text') });

/** 001 §5 hero button: label, url, isInternal, pageName (the page's name, for analytics). */
export const buttonProps = z.object({
  label: required('button label', 80),
  url: pageLink,
  isInternal: z.boolean().default(true),
  pageName: line(120).trim().default(''),
});

export const blogCardProps = z.object({
  title: required('title'),
  excerpt: text(600).trim().default(''),
  image: pageImage(['jpg', 'png']).optional(),
  url: pageLink,
  publishedOn: z.iso.date().optional(),
});

export const teamCardProps = z.object({
  name: required('name', 120),
  role: required('role', 120),
  photo: pageImage(['jpg', 'png']).optional(),
  bio: text(1000).trim().default(''),
});

/** 000 §1: title, image, category list, price, blood-test-included flag and an Explore Now link. */
export const productCardProps = z.object({
  title: required('title', 120),
  image: pageImage(['jpg', 'png', 'svg'], 'product image'),
  categories: z.array(required('category', 60)).max(12).default([]),
  priceCents: z.number().int().min(0).max(10_000_00),
  bloodTestIncluded: z.boolean().default(false),
  url: pageLink,
});

export const stepCardProps = z.object({
  number: z.number().int().min(1).max(99),
  title: required('title', 120),
  info: requiredText('text', 1000),
  icon: pageImage(['png', 'svg']).optional(),
});

export const heroProps = z.object({
  title: required('title'),
  text: requiredText('text', 1000),
  button: buttonProps,
  heroImage: pageImage(['jpg', 'png'], 'hero image'),
  graphImages: z.array(pageImage(['png', 'svg'], 'graph image')).length(3, PAGE_BLOCK_MESSAGES.graphImages),
  innerAge: z.number().min(0).max(150).default(HERO_DEMO_VALUES.innerAge),
  chronologicalAge: z.number().min(0).max(150).default(HERO_DEMO_VALUES.chronologicalAge),
  apoBMgDl: z.number().min(0).max(1000).default(HERO_DEMO_VALUES.apoBMgDl),
  ldlMgDl: z.number().min(0).max(1000).default(HERO_DEMO_VALUES.ldlMgDl),
});

export const accordionItem = z.object({
  question: required('question', 300),
  answer: richText('answer'),
  icon: pageImage(['jpg', 'png', 'svg']).optional(),
  gifImage: pageImage(['jpg', 'png', 'gif']).optional(),
});
export const accordionProps = z.object({ items: z.array(accordionItem).max(50).default([]) });

export const lightboxProps = z.object({
  thumbnail: pageImage(['jpg', 'png'], 'thumbnail'),
  videoUrl: line(2000)
    .trim()
    .min(1, { message: PAGE_BLOCK_MESSAGES.required('video link'), abort: true })
    .refine((url) => /^https:\/\//i.test(url), PAGE_BLOCK_MESSAGES.video),
  title: line(200).trim().default(''),
});

const uniqueIds = <T extends { id: number }>(list: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  list.forEach((item, index) => {
    if (seen.has(item.id))
      ctx.addIssue({ code: 'custom', message: PAGE_BLOCK_MESSAGES.uniqueIds, path: [index, 'id'] });
    seen.add(item.id);
  });
};

export const wheelCategory = z.object({
  id: z.number().int().min(1).max(WHEEL_CATEGORY_COUNT),
  title: required('title', 80),
  info: requiredText('text', 1000),
  icon: pageImage(['svg']).optional(),
  iconHover: pageImage(['svg']).optional(),
});
/** The wheel stores what was entered; the page shows the empty prompt until all 10 are there. */
export const healthspanWheelProps = z.object({
  categories: z.array(wheelCategory).max(WHEEL_CATEGORY_COUNT).default([]).superRefine(uniqueIds),
});

export const scrollingStep = z.object({
  id: z.number().int().min(1).max(99),
  title: required('title', 120),
  info: requiredText('text', 1000),
  icon: pageImage(['png', 'svg']).optional(),
});
export const scrollingSection = z.object({
  title: required('title', 120),
  text: richText('text'),
  image: pageImage(['jpg', 'png', 'svg']).optional(),
});
/** How it works: scroll-pinned steps beside their sections. */
export const stepsProps = z.object({
  steps: z.array(scrollingStep).max(12).default([]).superRefine(uniqueIds),
  sections: z.array(scrollingSection).max(12).default([]),
});

export const timelineItem = z.object({
  year: z.number().int().min(1900).max(2100),
  summary: requiredText('summary', 600),
  isTop: z.boolean().default(false),
});
export const timelineProps = z.object({ items: z.array(timelineItem).max(60).default([]) });

/** The blocks a page may hold, by Puck type name, without the slider (it holds blocks). */
export const leafBlockProps = {
  Heading: headingProps,
  Paragraph: paragraphProps,
  Button: buttonProps,
  BlogCard: blogCardProps,
  TeamCard: teamCardProps,
  ProductCard: productCardProps,
  StepCard: stepCardProps,
  Hero: heroProps,
  Accordion: accordionProps,
  Lightbox: lightboxProps,
  HealthspanWheel: healthspanWheelProps,
  Steps: stepsProps,
  Timeline: timelineProps,
} as const;
export type LeafBlockType = keyof typeof leafBlockProps;

/** What a slider may hold: the cards. */
export const SLIDE_TYPES = ['BlogCard', 'TeamCard', 'ProductCard', 'StepCard'] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

const block = <T extends string, P extends z.ZodObject>(type: T, props: P) =>
  z.object({ type: z.literal(type), props: props.extend({ id: blockId }) });

const leafBlocks = Object.entries(leafBlockProps).map(([type, props]) => block(type, props));
const slide = z.discriminatedUnion(
  'type',
  SLIDE_TYPES.map((type) => block(type, leafBlockProps[type])) as unknown as [
    ReturnType<typeof block>,
    ...ReturnType<typeof block>[],
  ],
);

export const sliderProps = z.object({
  items: z.array(slide).max(24).default([]),
  desktop: z.number().int().min(1).max(8).default(SLIDER_DEFAULTS.desktop),
  tablet: z.number().int().min(1).max(6).default(SLIDER_DEFAULTS.tablet),
  mobile: z.number().int().min(1).max(4).default(SLIDER_DEFAULTS.mobile),
  autoplayMs: z.number().int().min(0).max(60_000).default(SLIDER_DEFAULTS.autoplayMs),
});

export const blockProps = { ...leafBlockProps, Slider: sliderProps } as const;
export type BlockType = keyof typeof blockProps;
export const BLOCK_TYPES = Object.keys(blockProps) as BlockType[];
export type BlockProps<T extends BlockType> = z.output<(typeof blockProps)[T]>;

export const pageBlock = z.discriminatedUnion('type', [
  ...(leafBlocks as unknown as [ReturnType<typeof block>, ...ReturnType<typeof block>[]]),
  block('Slider', sliderProps),
]);
export type PageBlock = { type: BlockType; props: { id: string } & Record<string, unknown> };

/** The page's own fields (Puck's root): the SEO title, which falls back to the default tagline. */
export const pageRootProps = z.object({
  seoTitle: line(120).trim().default(''),
  description: line(300).trim().default(''),
  /** 000 §2.4: when set, the page shows a side menu of this title listing its anchored headings. */
  sideMenuTitle: line(80).trim().optional(),
});

export const PAGE_BLOCKS_MAX = 200;
export const pageDocument = z
  .object({
    root: z.object({ props: pageRootProps.default({ seoTitle: '', description: '' }) }),
    content: z.array(pageBlock).max(PAGE_BLOCKS_MAX),
  })
  .superRefine((page, ctx) => {
    // a side menu's link must lead to one heading
    const seen = new Set<string>();
    page.content.forEach((block, index) => {
      const anchor = block.type === 'Heading' ? (block.props as { anchor?: string }).anchor : undefined;
      if (!anchor) return;
      if (seen.has(anchor))
        ctx.addIssue({
          code: 'custom',
          message: PAGE_BLOCK_MESSAGES.anchorTaken,
          path: ['content', index, 'props', 'anchor'],
        });
      seen.add(anchor);
    });
  });
export type PageDocument = z.output<typeof pageDocument>;

const ADMIN_V1 = '/api/admin/v1';
/** The editor's calls (back office, roleAccesses admin/page-builder/edit); contract/back-office lists them. */
export const pageBuilderAdminPaths = {
  pages: `${ADMIN_V1}/pages`,
  pageDraft: `${ADMIN_V1}/pages/:id/draft`,
  pagePublish: `${ADMIN_V1}/pages/:id/publish`,
  pageVersions: `${ADMIN_V1}/pages/:id/versions`,
  pageRestore: `${ADMIN_V1}/pages/:id/versions/:number/restore`,
  pageImages: `${ADMIN_V1}/page-images`,
} as const;

/** A whole page document as JSON (200 blocks of rich text fit; the default request cap is 64 KB). */
export const PAGE_DOCUMENT_MAX_BYTES = 1024 * 1024;
/** An uploaded image, checked on the bytes received (413 above it). */
export const PAGE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The multipart field an image upload carries (a raw body with the image's content type works too). */
export const PAGE_IMAGE_FIELD = 'file';

export const PAGE_IMAGE_CONTENT_TYPES: Record<PageImageKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

export const PAGE_BUILDER_MESSAGES = {
  pageNotFound: 'There is no page at this address.',
  pathTaken: 'A page with this path exists already.',
  path: 'Use a path like /about: a leading slash, lower-case letters, digits and hyphens, no slash at the end',
  versionNotFound: 'This page has no such version.',
  imageMissing: 'This image is not on the server any more: upload it again',
  imageNone: 'Choose an image file to upload',
  imageTooLarge: `Upload an image of at most ${PAGE_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  imageKind: 'Upload a JPG, PNG, GIF or SVG image',
  svgUnsafe: (what: string) =>
    `This SVG contains ${what}, which pages may not hold: export it as a plain drawing`,
  svgUnreadable: 'This SVG is not readable XML text',
  nothingToPublish: 'The draft is the published version already.',
} as const;

/** The shape the database's `pages_path_shape` check enforces, stated once for the API. */
export const PAGE_PATH_PATTERN = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;
export const pagePath = line(200).trim().regex(PAGE_PATH_PATTERN, PAGE_BUILDER_MESSAGES.path);

export const publicPageQuery = z.object({ path: pagePath });
export const pageImageParam = z.object({ id: line(32).regex(/^[0-9a-f]{32}$/, 'Not an image id') });

/** What the public site draws for a path: the published version only. */
export const publishedPageResponse = z.object({
  path: sent(),
  version: z.number().int(),
  publishedAt: sent(),
  document: pageDocument,
});
export type PublishedPageResponse = z.infer<typeof publishedPageResponse>;

export const pageSummary = z.object({
  id: z.number().int(),
  path: sent(),
  /** The draft differs from the published version (or nothing is published yet). */
  hasDraftChanges: z.boolean(),
  publishedVersion: z.number().int().nullable(),
  publishedAt: sent().nullable(),
  updatedAt: sent(),
  updatedBy: sent().nullable(),
});
export type PageSummary = z.infer<typeof pageSummary>;
export const pagesResponse = z.object({ items: z.array(pageSummary) });
export type PagesResponse = z.infer<typeof pagesResponse>;

export const createPageRequest = z.object({ path: pagePath });
export type CreatePageRequest = z.infer<typeof createPageRequest>;

/** The editor's working copy with its page. */
export const pageDraftResponse = z.object({ page: pageSummary, document: pageDocument });
export type PageDraftResponse = z.infer<typeof pageDraftResponse>;

export const pageVersion = z.object({
  number: z.number().int(),
  publishedAt: sent(),
  publishedBy: sent().nullable(),
  /** The version this one restored, if it is a restore. */
  restoredFrom: z.number().int().nullable(),
  isPublished: z.boolean(),
});
export type PageVersion = z.infer<typeof pageVersion>;
export const pageVersionsResponse = z.object({ page: pageSummary, items: z.array(pageVersion) });
export type PageVersionsResponse = z.infer<typeof pageVersionsResponse>;

export const pageVersionParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  number: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const pageImageResponse = z.object({
  id: sent(),
  kind: z.enum(PAGE_IMAGE_KINDS),
  size: z.number().int(),
  url: sent(),
  /** False when the same bytes were uploaded before (the existing id is answered). */
  created: z.boolean(),
});
export type PageImageResponse = z.infer<typeof pageImageResponse>;

/** The images uploaded so far, newest first (the editor's "choose an uploaded image"). */
export const PAGE_IMAGES_LISTED = 200;
export const pageImageListItem = z.object({
  id: sent(),
  kind: z.enum(PAGE_IMAGE_KINDS),
  size: z.number().int(),
  url: sent(),
  createdAt: sent(),
});
export type PageImageListItem = z.infer<typeof pageImageListItem>;
export const pageImagesResponse = z.object({ items: z.array(pageImageListItem) });
export type PageImagesResponse = z.infer<typeof pageImagesResponse>;
