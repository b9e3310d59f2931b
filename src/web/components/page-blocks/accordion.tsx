import { Accordion } from '@ark-ui/react/accordion';
import { css } from '../../../../styled-system/css';
import type { BlockProps } from '../../../contract/page-builder';
import { ChevronDownIcon } from '../icons';
import { PageImg } from './page-image';
import { RichText } from './rich-text';

const trigger = css({
  w: 'full',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  textAlign: 'left',
  py: '4',
  fontWeight: '600',
  fontSize: 'lg',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  '& [data-chevron]': { transition: 'transform 150ms', ml: 'auto', flexShrink: 0 },
  '&[data-state=open] [data-chevron]': { transform: 'rotate(180deg)' },
  _motionReduce: { '& [data-chevron]': { transition: 'none' } },
});

/**
 * 001 §5 accordion: a question and its rich-text answer, with an optional icon and GIF. Ark's
 * accordion gives the keyboard (Enter/Space toggle, arrows and Home/End move between questions).
 */
export function AccordionBlock({ items }: BlockProps<'Accordion'>) {
  if (items.length === 0) return null;
  return (
    <Accordion.Root
      multiple
      collapsible
      className={css({ borderTopWidth: 'thin', borderColor: 'border.default', my: '6' })}
    >
      {items.map((item, index) => (
        <Accordion.Item
          key={`${index}-${item.question}`}
          value={String(index)}
          className={css({ borderBottomWidth: 'thin', borderColor: 'border.default' })}
        >
          <h3>
            <Accordion.ItemTrigger className={trigger}>
              {item.icon ? (
                <PageImg
                  image={item.icon}
                  width={32}
                  height={32}
                  decorative
                  className={css({ w: '8', h: '8', flexShrink: 0 })}
                />
              ) : null}
              <span className={css({ minW: '0', overflowWrap: 'anywhere' })}>{item.question}</span>
              <ChevronDownIcon data-chevron="" aria-hidden="true" />
            </Accordion.ItemTrigger>
          </h3>
          <Accordion.ItemContent className={css({ pb: '4' })}>
            <RichText html={item.answer} className={css({ color: 'fg.muted' })} />
            {item.gifImage ? (
              <PageImg
                image={item.gifImage}
                width={640}
                height={360}
                className={css({ mt: '4', w: 'full', maxW: 'lg', h: 'auto', borderRadius: 'md' })}
              />
            ) : null}
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
