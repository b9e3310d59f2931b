import type { z } from 'zod';
import {
  blockProps,
  PAGE_IMAGE_KINDS,
  pageDocument,
  pageRootProps,
  RICH_TEXT_MAX,
  type BlockType,
  type PageImageKind,
} from '../../../contract/page-builder';

/**
 * The editor's fields read off the contract's zod schemas (issue 20): one field per schema key, so a
 * key added to a block's schema gets its field without an edit here (tests/web/admin-page-editor
 * walks every block and fails on a key without one). Pure: no React, no Puck.
 */

type Schema = z.ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
  element?: Schema;
  shape?: Record<string, Schema>;
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export type FieldSpec = { schema: Schema; optional: boolean; hasDefault: boolean; defaultValue?: unknown } & (
  | { kind: 'text' | 'textarea' | 'richtext' }
  | { kind: 'number'; min: number | undefined; max: number | undefined }
  | { kind: 'boolean' }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'image'; kinds: readonly PageImageKind[] }
  | { kind: 'images'; kinds: readonly PageImageKind[] }
  | { kind: 'strings' }
  | { kind: 'list'; item: Record<string, FieldSpec> }
  | { kind: 'object'; fields: Record<string, FieldSpec> }
  | { kind: 'slot' }
);

const FAKE_IMAGE_ID = '0'.repeat(32);
const isImageObject = (shape: Record<string, Schema>) => Object.keys(shape).sort().join() === 'alt,id,kind';
/** The kinds an image field takes, found by asking its schema (the list lives in a closure). */
const imageKinds = (schema: Schema) =>
  PAGE_IMAGE_KINDS.filter((kind) => schema.safeParse({ id: FAKE_IMAGE_ID, kind, alt: '' }).success);

/** What one schema key is, for the editor. */
export function describe(schema: Schema): FieldSpec {
  let inner = schema;
  let optional = false;
  let hasDefault = false;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'default') {
      hasDefault = true;
      defaultValue = def.defaultValue;
    } else break;
    inner = def.innerType!;
  }
  const base = { schema, optional, hasDefault, ...(hasDefault ? { defaultValue } : {}) };
  const def = defOf(inner);
  switch (def.type) {
    case 'string': {
      const max = (inner as unknown as { maxLength: number | null }).maxLength;
      if (max === RICH_TEXT_MAX) return { ...base, kind: 'richtext' };
      // a multi-line text takes a newline; a line (a title, a link) refuses it
      return { ...base, kind: inner.safeParse('a\nb').success ? 'textarea' : 'text' };
    }
    case 'number': {
      const n = inner as unknown as { minValue: number | null; maxValue: number | null };
      return { ...base, kind: 'number', min: n.minValue ?? undefined, max: n.maxValue ?? undefined };
    }
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum':
      return { ...base, kind: 'select', options: (inner as unknown as { options: string[] }).options };
    case 'object': {
      const shape = (inner as unknown as { shape: Record<string, Schema> }).shape;
      if (isImageObject(shape)) return { ...base, kind: 'image', kinds: imageKinds(inner) };
      return { ...base, kind: 'object', fields: describeShape(shape) };
    }
    case 'array': {
      const element = def.element!;
      const elementDef = defOf(element);
      if (elementDef.type === 'union') return { ...base, kind: 'slot' };
      if (elementDef.type === 'string') return { ...base, kind: 'strings' };
      const shape = (element as unknown as { shape?: Record<string, Schema> }).shape;
      if (shape && isImageObject(shape)) return { ...base, kind: 'images', kinds: imageKinds(element) };
      if (shape) return { ...base, kind: 'list', item: describeShape(shape) };
      break;
    }
  }
  throw new Error(`The editor has no field for a zod ${def.type}`);
}

export const describeShape = (shape: Record<string, Schema>) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, describe(schema)]));

const shapeOf = (schema: Schema) => (schema as unknown as { shape: Record<string, Schema> }).shape;

/** Each block type's fields, and the page root's. */
export const blockFieldSpecs = Object.fromEntries(
  Object.entries(blockProps).map(([type, schema]) => [type, describeShape(shapeOf(schema))]),
) as Record<BlockType, Record<string, FieldSpec>>;
export const rootFieldSpecs = describeShape(shapeOf(pageRootProps));

// ── Labels ─────────────────────────────────────────────────────────────────────────────────────
const LABELS: Record<string, string> = {
  seoTitle: 'SEO title',
  sideMenuTitle: 'Side menu title',
  priceCents: 'Price (cents)',
  apoBMgDl: 'ApoB (mg/dl)',
  ldlMgDl: 'LDL (mg/dl)',
  innerAge: 'InnerAge',
  autoplayMs: 'Autoplay (ms, 0 = off)',
  url: 'Link',
  videoUrl: 'Video link (https)',
  isTop: 'Above the line',
  isInternal: 'Internal link',
  iconHover: 'Icon on hover',
  gifImage: 'GIF image',
  desktop: 'Slides per view from 992 px',
  tablet: 'Slides per view from 552 px',
  mobile: 'Slides per view below 552 px',
  bloodTestIncluded: 'Blood test included',
  publishedOn: 'Published on (YYYY-MM-DD)',
  pageName: 'Page name (for analytics)',
  id: 'Number (id)',
};
/** A key as people read it: `heroImage` → "Hero image" (a few keys have their own words). */
export function labelOf(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const BLOCK_LABELS: Record<BlockType, string> = {
  Heading: 'Heading',
  Paragraph: 'Paragraph',
  Button: 'Button',
  BlogCard: 'Blog card',
  TeamCard: 'Team card',
  ProductCard: 'Product card',
  StepCard: 'Step card',
  Hero: 'Hero',
  Accordion: 'Accordion',
  Lightbox: 'Lightbox (video)',
  HealthspanWheel: 'Healthspan wheel',
  Steps: 'Scrolling steps',
  Timeline: 'Timeline',
  Slider: 'Slider',
};

/** "PNG or SVG": the kinds an image field takes, as its hint says them. */
export const kindsText = (kinds: readonly string[]) =>
  kinds
    .map((k) => k.toUpperCase())
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');

// ── Starter values ─────────────────────────────────────────────────────────────────────────────
const firstValid = (spec: FieldSpec, candidates: unknown[]) =>
  candidates.find((c) => spec.schema.safeParse(c).success) ?? candidates[0];

/**
 * A new block's values: the schema's defaults, else a value that passes (a title says "New title", a
 * link "/") so the block draws at once; an image stays empty (its message says to add it).
 */
export function starterValue(key: string, spec: FieldSpec): unknown {
  if (spec.hasDefault) return structuredClone(spec.defaultValue);
  const label = labelOf(key).toLowerCase();
  switch (spec.kind) {
    case 'text':
    case 'textarea':
      return spec.optional ? '' : firstValid(spec, [`New ${label}`, '/', 'https://www.youtube.com/']);
    case 'richtext':
      return `<p>New ${label}</p>`;
    case 'number':
      return firstValid(spec, [new Date().getFullYear(), 1, 0, spec.min]);
    case 'boolean':
      return false;
    case 'select':
      return spec.options[0];
    case 'object':
      return starterProps(spec.fields);
    case 'image':
      return undefined;
    case 'images':
    case 'list':
    case 'slot':
    case 'strings':
      return [];
  }
}
export const starterProps = (fields: Record<string, FieldSpec>) =>
  Object.fromEntries(
    Object.entries(fields)
      .map(([key, spec]) => [key, starterValue(key, spec)] as const)
      .filter(([, value]) => value !== undefined),
  );

/**
 * A new item of a list (an accordion question, a wheel category): empty texts, so its messages show
 * until it is filled in; a number id counts up from the item's place.
 */
export function newItem(fields: Record<string, FieldSpec>, index: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([key, spec]): [string, unknown] => {
        if (spec.hasDefault) return [key, structuredClone(spec.defaultValue)];
        if (spec.kind === 'text' || spec.kind === 'textarea' || spec.kind === 'richtext') return [key, ''];
        if (spec.kind === 'number') return [key, firstValid(spec, [index + 1, new Date().getFullYear(), 0])];
        return [key, starterValue(key, spec)];
      })
      .filter(([, value]) => value !== undefined),
  );
}

// ── Validation at the field ────────────────────────────────────────────────────────────────────
/**
 * What the editor's widgets leave behind that the schema means as "nothing": an emptied optional
 * text or a cleared image is absent, not `''` (a blank optional date would otherwise fail).
 */
export function normalise(fields: Record<string, FieldSpec>, value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, spec] of Object.entries(fields)) {
    const v = out[key];
    if (spec.optional && (v === '' || v === null)) delete out[key];
    else if (spec.kind === 'object') out[key] = normalise(spec.fields, v);
    else if (spec.kind === 'list' && Array.isArray(v)) out[key] = v.map((item) => normalise(spec.item, item));
    else if (spec.kind === 'slot' && Array.isArray(v)) out[key] = v.map(normaliseBlock);
    else if (spec.kind === 'number' && v === '') delete out[key];
  }
  return out;
}

interface LooseBlock {
  type: string;
  props: Record<string, unknown>;
}
const isBlockType = (type: string): type is BlockType => type in blockProps;

export function normaliseBlock(block: unknown): LooseBlock {
  const { type, props } = block as LooseBlock;
  return isBlockType(type) ? { type, props: normalise(blockFieldSpecs[type], props) } : { type, props };
}

/** A page document as the server should get it: Puck's extra keys dropped, every block normalised. */
export function normaliseDocument(data: { root?: { props?: unknown }; content?: unknown[] }) {
  return {
    root: { props: normalise(rootFieldSpecs, data.root?.props ?? {}) },
    content: (data.content ?? []).map(normaliseBlock),
  };
}

/** Puck's name of a field at a zod issue path: `['items', 0, 'question']` → `items[0].question`. */
export const fieldName = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (name, part) =>
      typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part),
    '',
  );

/** Field name → the first message for it. */
export type FieldIssues = Record<string, string>;
const collect = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const out: FieldIssues = {};
  for (const issue of issues) {
    const name = fieldName(issue.path);
    out[name] ??= issue.message;
  }
  return out;
};

/** A block's issues by field (its slot's blocks are checked when they are selected). */
export function blockIssues(type: string, props: unknown): FieldIssues {
  if (!isBlockType(type)) return {};
  const result = blockProps[type].safeParse(normalise(blockFieldSpecs[type], props));
  if (result.success) return {};
  const issues = collect(result.error.issues);
  // the slot has no field of its own: a slide's issues show on the slide
  if (type === 'Slider')
    for (const name of Object.keys(issues)) if (/^items\[/.test(name)) delete issues[name];
  return issues;
}

export function rootIssues(props: unknown): FieldIssues {
  const result = pageRootProps.safeParse(normalise(rootFieldSpecs, props));
  return result.success ? {} : collect(result.error.issues);
}

/** The issues of a field and of everything inside it (an image's `.kind`, a list's items). */
export function issuesUnder(issues: FieldIssues, name: string): string[] {
  return Object.entries(issues)
    .filter(([n]) => n === name || n.startsWith(`${name}.`) || n.startsWith(`${name}[`))
    .map(([, message]) => message);
}

/** Issues by block id ('root' for the page's own fields), then by field name. */
export type DocumentIssues = Record<string, FieldIssues>;
export const ROOT_KEY = 'root';

/**
 * Maps issue paths of a whole document (the contract's, or a 400 from the server, e.g.
 * `content.2.props.items.0.props.title`) to the block they belong to and its field's name.
 */
export function mapDocumentIssues(
  document: { content?: unknown[] },
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): { byBlock: DocumentIssues; unplaced: string[] } {
  const byBlock: DocumentIssues = {};
  const unplaced: string[] = [];
  for (const issue of issues) {
    const parts: PropertyKey[] =
      typeof issue.path === 'string'
        ? issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))
        : [...issue.path];
    let target: string | undefined;
    let rest: PropertyKey[] = [];
    if (parts[0] === 'root' && parts[1] === 'props') {
      target = ROOT_KEY;
      rest = parts.slice(2);
    } else if (parts[0] === 'content' && typeof parts[1] === 'number') {
      let list = document.content;
      let i = 1;
      // walk down through slots: content.N.props.items.M.props.…
      for (;;) {
        const block = list?.[parts[i] as number] as LooseBlock | undefined;
        if (!block || parts[i + 1] !== 'props') break;
        const key = parts[i + 2];
        const inner = typeof key === 'string' ? block.props[key] : undefined;
        const spec =
          isBlockType(block.type) && typeof key === 'string' ? blockFieldSpecs[block.type][key] : undefined;
        if (spec?.kind === 'slot' && Array.isArray(inner) && typeof parts[i + 3] === 'number') {
          list = inner;
          i += 3;
          continue;
        }
        target = String(block.props.id);
        rest = parts.slice(i + 2);
        break;
      }
    }
    if (target === undefined || rest.length === 0) {
      unplaced.push(issue.message);
      continue;
    }
    const name = fieldName(rest);
    (byBlock[target] ??= {})[name] ??= issue.message;
  }
  return { byBlock, unplaced };
}

/** The whole document checked as the server will, mapped to blocks and fields. */
export function documentIssues(data: { root?: { props?: unknown }; content?: unknown[] }) {
  const document = normaliseDocument(data);
  const result = pageDocument.safeParse(document);
  if (result.success) return { document: result.data, byBlock: {}, unplaced: [], ok: true as const };
  return { document, ...mapDocumentIssues(document, result.error.issues), ok: false as const };
}
