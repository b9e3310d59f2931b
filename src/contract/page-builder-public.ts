import { fillPath } from './path';
import type { BlockProps, BlockType, PageBlock, PageDocument } from './page-builder';

// The part of the page-builder contract (page-builder.ts) that the public pages draw with, without
// zod: a visitor's first page hydrates without evaluating any schema (issue 22).

// ── Constants of the spec ─────────────────────────────────────────────────────────────────────
export const HEADING_LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** 001 §5 and §9: slides per view and where they change, and the autoplay interval. */
export const SLIDER_DEFAULTS = {
  desktop: 4,
  tablet: 3,
  mobile: 2,
  /** Below 992 px: tablet; below 552 px: mobile. */
  tabletBelowPx: 992,
  mobileBelowPx: 552,
  autoplayMs: 2000,
} as const;

/** 001 §9: the category wheel and the steps lay out as one column below 768 px. */
export const SECTIONS_STACK_BELOW_PX = 768;

/** 001 §5: the hero's demo figures (the animated InnerAge, ApoB and LDL boxes). */
export const HERO_DEMO_VALUES = {
  innerAge: 38.3,
  chronologicalAge: 32.4,
  apoBMgDl: 99,
  ldlMgDl: 80,
} as const;

/** 000 §1: the healthspan model has 10 categories. */
export const WHEEL_CATEGORY_COUNT = 10;

/** The empty prompts of 001 §5, word for word, and the other messages of a block's fields. */
export const PAGE_BLOCK_MESSAGES = {
  sliderEmpty: 'Please Insert the Slider Items',
  categoriesEmpty: 'Please Add All the Categories',
  stepsEmpty: 'Please Insert the Scrolling Steps',
  sectionsEmpty: 'Please Insert the Scrolling Sections',
  categoriesCount: `The wheel needs all ${WHEEL_CATEGORY_COUNT} categories`,
  required: (what: string) => `Enter the ${what}`,
  imageKind: (kinds: readonly string[]) =>
    `Use ${kinds.length === 1 ? 'an' : 'a'} ${kinds
      .map((k) => k.toUpperCase())
      .join(', ')
      .replace(/, ([^,]*)$/, ' or $1')} image`,
  link: 'Use a path of this site (starting with /) or an http(s), ftp(s) or mailto link',
  video: 'Use an https link to the video',
  graphImages: 'Add the three graph images',
  uniqueIds: 'Each id must be different',
  anchor: 'Use lower-case letters, digits and hyphens (like our-mission), starting with a letter',
  anchorTaken: 'Another heading of this page has this anchor',
} as const;

/** A heading's in-page anchor (`#our-mission`): what a side menu links to. Empty: no anchor. */
export const ANCHOR_PATTERN = /^(?:[a-z][a-z0-9]*(?:-[a-z0-9]+)*)?$/;

// ── Links ─────────────────────────────────────────────────────────────────────────────────────
/**
 * 001 §5: links beginning with http(s), ftp(s) or mailto are external (they open as external
 * links); the one statement of the rule, for the blocks and every other link the product draws.
 */
export const isExternalLink = (url: string) => /^(?:https?:\/\/|ftps?:\/\/|mailto:)/i.test(url.trim());

/** A path of this site: one leading slash (never `//host`, which a browser reads as another site). */
export const isProductPath = (url: string) => /^\/(?!\/)/.test(url.trim());

/**
 * The empty prompts a block shows instead of its content (001 §5), worded once: the editor's
 * preview and the public page draw the same. Undefined when the block has what it needs.
 */
export function emptyPrompt(type: BlockType, props: Record<string, unknown>): string | undefined {
  const count = (key: string) => (Array.isArray(props[key]) ? (props[key] as unknown[]).length : 0);
  if (type === 'Slider' && count('items') === 0) return PAGE_BLOCK_MESSAGES.sliderEmpty;
  if (type === 'HealthspanWheel') {
    if (count('categories') === 0) return PAGE_BLOCK_MESSAGES.categoriesEmpty;
    if (count('categories') < WHEEL_CATEGORY_COUNT) return PAGE_BLOCK_MESSAGES.categoriesCount;
  }
  if (type === 'Steps') {
    if (count('steps') === 0) return PAGE_BLOCK_MESSAGES.stepsEmpty;
    if (count('sections') === 0) return PAGE_BLOCK_MESSAGES.sectionsEmpty;
  }
  return undefined;
}

/** A side menu entry: an anchored heading of the page (000 §2.4). */
export interface SideMenuEntry {
  anchor: string;
  label: string;
}
export interface PageSideMenu {
  title: string;
  entries: SideMenuEntry[];
}

/**
 * The side menu a page document asks for: its `sideMenuTitle` and every anchored heading in
 * order; none without a title or without an anchored heading.
 */
export function pageSideMenu(page: Pick<PageDocument, 'root' | 'content'>): PageSideMenu | undefined {
  const title = page.root.props.sideMenuTitle?.trim();
  if (!title) return undefined;
  const entries: SideMenuEntry[] = [];
  for (const block of page.content as PageBlock[]) {
    const { anchor, text } = block.props as { anchor?: string; text?: string };
    if (block.type === 'Heading' && anchor && text) entries.push({ anchor, label: text });
  }
  return entries.length > 0 ? { title, entries } : undefined;
}

/** How many slides show at a viewport width (001 §9 breakpoints). */
export function slidesPerView(
  widthPx: number,
  slider: Pick<BlockProps<'Slider'>, 'desktop' | 'tablet' | 'mobile'> = SLIDER_DEFAULTS,
): number {
  if (widthPx < SLIDER_DEFAULTS.mobileBelowPx) return slider.mobile;
  if (widthPx < SLIDER_DEFAULTS.tabletBelowPx) return slider.tablet;
  return slider.desktop;
}

// ── Calls (issue 20, slice "server") ────────────────────────────────────────────────────────────
/** The public site's calls: the published page of a path, and an uploaded image's bytes. */
export const pageBuilderPublicPaths = {
  page: '/api/public/v1/pages',
  image: '/api/public/v1/page-images/:id',
  /** The image's smaller rendition (a WebP at most PAGE_IMAGE_RENDITION_WIDTH wide), or the image itself when it has none. */
  imageRendition: '/api/public/v1/page-images/:id/small',
} as const;
export const pageImageUrl = (id: string) => fillPath(pageBuilderPublicPaths.image, { id });
export const pageImageRenditionUrl = (id: string) => fillPath(pageBuilderPublicPaths.imageRendition, { id });

/**
 * Issue 22, session 25: a JPEG or PNG wider than this gets a rendition this wide (WebP), made when it
 * is uploaded or seeded, so a phone's hero slot (~332 px at 1.75×) downloads a third of the bytes.
 */
export const PAGE_IMAGE_RENDITION_WIDTH = 640;

/** Kinds that get a rendition: a raster photo (a GIF may be animated, an SVG is already small). */
export const hasRendition = (kind: string) => kind === 'jpg' || kind === 'png';

/**
 * The `srcset` of an image drawn in a box `width` px wide nominally (the original's width as the
 * caller knows it), or undefined when the box is no wider than the rendition or the kind has none.
 */
export function pageImageSrcSet(image: { id: string; kind: string }, width: number): string | undefined {
  if (!hasRendition(image.kind) || width <= PAGE_IMAGE_RENDITION_WIDTH) return undefined;
  return `${pageImageRenditionUrl(image.id)} ${PAGE_IMAGE_RENDITION_WIDTH}w, ${pageImageUrl(image.id)} ${width}w`;
}

/**
 * The hero's image: its nominal size and the width of its slot for `sizes` (base: the viewport less
 * the page's and the hero's padding; from lg, one of two columns of the page's width). The server's
 * preload names the same srcset and sizes, or the browser would fetch the image twice.
 */
export const HERO_IMAGE = {
  width: 960,
  height: 720,
  sizes: '(min-width: 64em) 36rem, calc(100vw - 5rem)',
} as const;

/**
 * spec 000 §2.1: the public paths drawn from a page-builder page (the landing, the 13 marketing and
 * legal pages, the tour). Every path under /tour but /tour/proceed shows the /tour page.
 */
export const STORED_PAGE_PATHS = [
  '/',
  '/about',
  '/testimonial',
  '/science',
  '/terms-of-service',
  '/product-consent',
  '/policy-privacy',
  '/research-consent',
  '/team',
  '/pro-sports',
  '/fit',
  '/military',
  '/endurance',
  '/press-page',
  '/tour',
  '/tour/proceed',
] as const;
export type StoredPagePath = (typeof STORED_PAGE_PATHS)[number];

/** The stored page a location shows (case and a trailing slash ignored, as the router does), if any. */
export function storedPagePath(location: string): StoredPagePath | undefined {
  const path = location.length > 1 ? location.toLowerCase().replace(/\/+$/, '') || '/' : location;
  if (path.startsWith('/tour/') && path !== '/tour/proceed') return '/tour';
  return (STORED_PAGE_PATHS as readonly string[]).includes(path) ? (path as StoredPagePath) : undefined;
}

/** The id of the `<script type="application/json">` the server writes the requested page into. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
