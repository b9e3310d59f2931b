import { createUsePuck } from '@puckeditor/core';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { BLOCK_TYPES, SLIDE_TYPES, type BlockType } from '../../../contract/page-builder';
import { Button } from '../../components/ui/button';
import { BLOCK_LABELS } from './schema-fields';

const usePuck = createUsePuck();
const ROOT_ZONE = 'root:default-zone';
const isSlide = (type: string) => (SLIDE_TYPES as readonly string[]).includes(type);

const select = css({
  h: '9',
  px: '2',
  minW: '0',
  maxW: '14rem',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'sm',
  bg: 'bg.default',
  fontSize: 'sm',
});

/**
 * Adds a block without dragging (issue 20, keyboard and phone): a block type, where it goes (the
 * page's end, or into a slider for a card), and Add; the new block is selected so its fields open.
 */
export function AddBlock() {
  const dispatch = usePuck((s) => s.dispatch);
  const content = usePuck((s) => s.appState.data.content) as {
    type: string;
    props: { id: string; items?: unknown };
  }[];
  const [type, setType] = useState<BlockType>('Heading');
  const [where, setWhere] = useState(ROOT_ZONE);
  const id = useId();
  const sliders = content.filter((block) => block.type === 'Slider');
  const zones = [
    { value: ROOT_ZONE, label: 'At the end of the page' },
    ...(isSlide(type)
      ? sliders.map((slider, i) => ({
          value: `${slider.props.id}:items`,
          label: `Into slider ${i + 1}`,
        }))
      : []),
  ];
  const zone = zones.some((z) => z.value === where) ? where : ROOT_ZONE;
  const add = () => {
    const sliderId = zone === ROOT_ZONE ? undefined : zone.replace(/:items$/, '');
    const slots = sliderId ? content.find((b) => b.props.id === sliderId)?.props.items : undefined;
    const index = sliderId ? (Array.isArray(slots) ? slots.length : 0) : content.length;
    dispatch({ type: 'insert', componentType: type, destinationIndex: index, destinationZone: zone });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone } } });
  };
  return (
    <div
      role="group"
      aria-label="Add a block"
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
    >
      <label htmlFor={`${id}-type`} className={css({ fontSize: 'sm', fontWeight: '500' })}>
        Block
      </label>
      <select
        id={`${id}-type`}
        className={select}
        value={type}
        onChange={(e) => setType(e.currentTarget.value as BlockType)}
      >
        {BLOCK_TYPES.map((t) => (
          <option key={t} value={t}>
            {BLOCK_LABELS[t]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-where`} className={css({ fontSize: 'sm', fontWeight: '500' })}>
        Where
      </label>
      <select
        id={`${id}-where`}
        className={select}
        value={zone}
        onChange={(e) => setWhere(e.currentTarget.value)}
      >
        {zones.map((z) => (
          <option key={z.value} value={z.value}>
            {z.label}
          </option>
        ))}
      </select>
      <Button type="button" size="sm" onClick={add}>
        Add block
      </Button>
    </div>
  );
}

/** The blocks of one zone: the page's own, or a slider's slides. */
function zoneLength(content: { props: { id: string; items?: unknown } }[], zone: string) {
  if (zone === ROOT_ZONE) return content.length;
  const slides = content.find((block) => `${block.props.id}:items` === zone)?.props.items;
  return Array.isArray(slides) ? slides.length : 0;
}

/**
 * Moves the selected block up or down within its zone (issue 20: the keyboard's way to order
 * blocks, since Puck's drag does not move a block by keyboard inside its preview frame).
 */
export function MoveBlock() {
  const dispatch = usePuck((s) => s.dispatch);
  const content = usePuck((s) => s.appState.data.content) as { props: { id: string; items?: unknown } }[];
  const selected = usePuck((s) => s.appState.ui.itemSelector);
  const length = selected ? zoneLength(content, selected.zone ?? ROOT_ZONE) : 0;
  const move = (by: -1 | 1) => {
    if (!selected) return;
    const zone = selected.zone ?? ROOT_ZONE;
    const index = selected.index + by;
    dispatch({
      type: 'reorder',
      sourceIndex: selected.index,
      destinationIndex: index,
      destinationZone: zone,
    });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone } } });
  };
  return (
    <div role="group" aria-label="Order the selected block" className={css({ display: 'flex', gap: '2' })}>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={!selected || selected.index === 0}
        onClick={() => move(-1)}
      >
        Move up
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={!selected || selected.index >= length - 1}
        onClick={() => move(1)}
      >
        Move down
      </Button>
    </div>
  );
}
