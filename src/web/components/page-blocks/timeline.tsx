import { css } from '../../../../styled-system/css';
import type { BlockProps } from '../../../contract/page-builder';

const entry = css({ bg: 'bg.subtle', borderRadius: 'lg', p: '4', minW: '0' });

/**
 * 001 §5 timeline: years along a line, each summary above it (`isTop`) or below it. Below 768 px
 * it is a vertical list, where above and below have no meaning; reading order is the year order.
 */
export function TimelineBlock({ items }: BlockProps<'Timeline'>) {
  if (items.length === 0) return null;
  return (
    // a long timeline scrolls sideways inside its own box, which the keyboard can then scroll too
    <div
      role="region"
      aria-label="Timeline"
      tabIndex={0}
      className={css({ my: '8', overflowX: { base: 'visible', md: 'auto' } })}
    >
      <ol
        className={css({
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'none' },
          gridAutoFlow: { base: 'row', md: 'column' },
          gridAutoColumns: { md: 'minmax(10rem, 1fr)' },
          gridTemplateRows: { md: 'auto auto auto' },
          gap: { base: '4', md: '3' },
          position: 'relative',
          borderLeftWidth: { base: '2px', md: '0' },
          borderColor: 'accent.default',
          pl: { base: '5', md: '0' },
        })}
      >
        {items.map((item, index) => (
          <li
            key={`${index}-${item.year}`}
            data-position={item.isTop ? 'top' : 'bottom'}
            className={css({
              display: { base: 'block', md: 'grid' },
              gridRow: { md: 'span 3' },
              gridTemplateRows: { md: 'subgrid' },
              '&[data-position=bottom] [data-entry]': { md: { gridRow: '3' } },
              '&[data-position=top] [data-entry]': { md: { gridRow: '1', alignSelf: 'end' } },
            })}
          >
            <p
              className={css({
                gridRow: { md: '2' },
                fontWeight: '800',
                fontSize: 'xl',
                color: 'accent.fg',
                borderTopWidth: { md: '2px' },
                borderColor: 'accent.default',
                pt: { md: '2' },
                mb: { base: '1', md: '0' },
              })}
            >
              {item.year}
            </p>
            <p data-entry="" className={entry}>
              {item.summary}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
