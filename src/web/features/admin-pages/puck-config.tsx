import { createUsePuck, type Config, type Field, type Fields, type SlotComponent } from '@puckeditor/core';
import type { ComponentType, ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import {
  BLOCK_TYPES,
  blockProps,
  PAGE_BLOCK_MESSAGES,
  SLIDE_TYPES,
  SLIDER_DEFAULTS,
  type BlockType,
  type PageImage,
} from '../../../contract/page-builder';
import { blockRegistry } from '../../components/page-blocks/block-registry';
import { EmptyPrompt } from '../../components/page-blocks/empty-prompt';
import { CustomFieldFrame, ImageListPicker, ImagePicker, LinesField } from './editor-fields';
import {
  BLOCK_LABELS,
  blockFieldSpecs,
  blockIssues,
  labelOf,
  newItem,
  normalise,
  rootFieldSpecs,
  starterProps,
  type FieldSpec,
} from './schema-fields';

/**
 * The Puck config built from the contract (issue 20): one component per block type, its fields
 * read off the block's zod schema (schema-fields.ts), its preview the public site's own component.
 */

const RICH_TEXT_HINT = 'HTML: p, h2–h4, strong, em, a, ul/ol/li, br, blockquote (the rest is removed).';

/** The Puck field for one schema key. */
export function puckField(key: string, spec: FieldSpec): Field {
  const label = labelOf(key);
  switch (spec.kind) {
    case 'text':
      return { type: 'text', label };
    case 'textarea':
      return { type: 'textarea', label };
    case 'richtext':
      // Puck's richtext field hands the preview a React node, not the HTML the blocks and the
      // server's sanitiser take; a textarea of HTML keeps one format end to end
      return { type: 'textarea', label: `${label} — ${RICH_TEXT_HINT}` };
    case 'number':
      return {
        type: 'number',
        label,
        ...(spec.min === undefined ? {} : { min: spec.min }),
        ...(spec.max === undefined ? {} : { max: spec.max }),
      };
    case 'boolean':
      return {
        type: 'radio',
        label,
        options: [
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ],
      };
    case 'select':
      return { type: 'select', label, options: spec.options.map((o) => ({ label: o, value: o })) };
    case 'image':
      return {
        type: 'custom',
        label,
        render: ({ name, value, onChange }) => (
          <CustomFieldFrame label={spec.optional ? `${label} (optional)` : label}>
            <ImagePicker
              label={label}
              name={name}
              kinds={spec.kinds}
              optional={spec.optional}
              value={value as PageImage | undefined}
              onChange={onChange}
            />
          </CustomFieldFrame>
        ),
      };
    case 'images':
      return {
        type: 'custom',
        label,
        render: ({ name, value, onChange }) => (
          <CustomFieldFrame label={label}>
            <ImageListPicker
              label={label}
              name={name}
              kinds={spec.kinds}
              value={value as PageImage[] | undefined}
              onChange={onChange}
            />
          </CustomFieldFrame>
        ),
      };
    case 'strings':
      return {
        type: 'custom',
        label,
        render: ({ name, value, onChange }) => (
          <CustomFieldFrame label={label}>
            <LinesField label={label} name={name} value={value as string[] | undefined} onChange={onChange} />
          </CustomFieldFrame>
        ),
      };
    case 'object':
      return { type: 'object', label, objectFields: puckFields(spec.fields) };
    case 'list':
      return {
        type: 'array',
        label,
        arrayFields: puckFields(spec.item),
        defaultItemProps: (index: number) => newItem(spec.item, index),
        getItemSummary: (item: Record<string, unknown>, index?: number) => itemSummary(item, index),
      };
    case 'slot':
      return { type: 'slot', label, allow: [...SLIDE_TYPES] };
  }
}

export const puckFields = (specs: Record<string, FieldSpec>): Fields =>
  Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, puckField(key, spec)]));

/** A list item's line in the collapsed list: its first text, else its place. */
function itemSummary(item: Record<string, unknown>, index = 0): ReactNode {
  const text = Object.values(item).find((v) => typeof v === 'string' && v.trim() !== '') as
    string | undefined;
  const year = typeof item.year === 'number' ? `${item.year}: ` : '';
  return text ? `${year}${text.replace(/<[^>]*>/g, '').slice(0, 40)}` : `Item ${index + 1} (empty)`;
}

const usePuck = createUsePuck();

const invalidBox = css({
  borderWidth: 'thin',
  borderStyle: 'dashed',
  borderColor: 'danger.default',
  borderRadius: 'lg',
  color: 'danger.fg',
  p: '4',
  my: '4',
  textStyle: 'small',
});

/**
 * A block in the preview: drawn by the public site's component once its props pass the schema;
 * until then a box naming what is missing (the component needs what the schema guarantees).
 */
function PreviewBlock({ type, props }: { type: BlockType; props: Record<string, unknown> }) {
  const issues = blockIssues(type, props);
  const messages = [...new Set(Object.values(issues))];
  if (messages.length > 0)
    return (
      <div className={invalidBox} data-invalid-block={type}>
        <strong>{BLOCK_LABELS[type]}</strong>: {messages.slice(0, 4).join(' · ')}
        {messages.length > 4 ? ` · and ${messages.length - 4} more` : ''}
      </div>
    );
  const parsed = blockProps[type].parse(normalise(blockFieldSpecs[type], props));
  const Component = blockRegistry[type] as ComponentType<Record<string, unknown>>;
  return <Component {...parsed} id={String(props.id)} />;
}

/**
 * The slider in the editor: its slides are a slot (cards only), laid out as many to a row as the
 * slider shows at that width (001 §9, 992 and 552 px) — the preview's own width, so the three
 * viewports show 4, 3 and 2.
 */
function SliderPreview({ id, items: Items, desktop, tablet, mobile }: SliderRenderProps) {
  const count = usePuck((s) => {
    const items: unknown = (s.getItemById(id)?.props as { items?: unknown } | undefined)?.items;
    return Array.isArray(items) ? items.length : 0;
  });
  return (
    <section aria-label="Slides" className={css({ my: '8' })}>
      {count === 0 ? <EmptyPrompt message={PAGE_BLOCK_MESSAGES.sliderEmpty} /> : null}
      <Items
        minEmptyHeight={64}
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: 'repeat(var(--slides-desktop), minmax(0, 1fr))',
          '@media (max-width: 991.98px)': {
            gridTemplateColumns: 'repeat(var(--slides-tablet), minmax(0, 1fr))',
          },
          '@media (max-width: 551.98px)': {
            gridTemplateColumns: 'repeat(var(--slides-mobile), minmax(0, 1fr))',
          },
        })}
        style={
          {
            '--slides-desktop': desktop || SLIDER_DEFAULTS.desktop,
            '--slides-tablet': tablet || SLIDER_DEFAULTS.tablet,
            '--slides-mobile': mobile || SLIDER_DEFAULTS.mobile,
          } as React.CSSProperties
        }
      />
    </section>
  );
}
interface SliderRenderProps {
  id: string;
  items: SlotComponent;
  desktop: number;
  tablet: number;
  mobile: number;
}

const component = (type: BlockType) => {
  const specs = blockFieldSpecs[type];
  return {
    label: BLOCK_LABELS[type],
    fields: puckFields(specs),
    defaultProps: starterProps(specs),
    render:
      type === 'Slider'
        ? (props: Record<string, unknown>) => <SliderPreview {...(props as unknown as SliderRenderProps)} />
        : ({ puck: _puck, editMode: _editMode, ...props }: Record<string, unknown>) => (
            <PreviewBlock type={type} props={props} />
          ),
  };
};

/** The editor's Puck config: every block type of the contract, grouped for the drawer. */
export const puckConfig: Config = {
  categories: {
    text: { title: 'Text', components: ['Heading', 'Paragraph', 'Button'] },
    cards: { title: 'Cards (slides)', components: [...SLIDE_TYPES] },
    sections: {
      title: 'Sections',
      components: BLOCK_TYPES.filter((t) => !['Heading', 'Paragraph', 'Button', ...SLIDE_TYPES].includes(t)),
    },
  },
  root: {
    fields: puckFields(rootFieldSpecs),
    defaultProps: starterProps(rootFieldSpecs),
    render: ({ children }: { children: ReactNode }) => (
      <div className={css({ maxW: 'page', mx: 'auto', px: { base: '5', md: '8' }, py: '8', minW: '0' })}>
        {children}
      </div>
    ),
  },
  components: Object.fromEntries(BLOCK_TYPES.map((type) => [type, component(type)])) as Config['components'],
};
