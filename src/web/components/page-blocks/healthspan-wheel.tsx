import { useId, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import type { BlockProps } from '../../../contract/page-builder';
import { emptyPrompt } from '../../../contract/page-builder-public';
import { EmptyPrompt } from './empty-prompt';
import { PageImg } from './page-image';

type Category = BlockProps<'HealthspanWheel'>['categories'][number];

/** The icon, swapped for `iconHover` while its item is hovered or focused (pure CSS, no state). */
function CategoryIcon({ category }: { category: Category }) {
  if (!category.icon) return null;
  const box = css({ w: '10', h: '10', flexShrink: 0 });
  return (
    <span className={css({ display: 'inline-flex' })} data-icon="">
      <PageImg image={category.icon} width={40} height={40} decorative className={box} />
      {category.iconHover ? (
        <PageImg image={category.iconHover} width={40} height={40} decorative className={box} />
      ) : null}
    </span>
  );
}

const swapIcon = css({
  '&:hover [data-icon] img:first-child, &:focus-visible [data-icon] img:first-child, &[aria-pressed=true] [data-icon] img:first-child':
    { display: 'none' },
  '&:hover [data-icon] img + img, &:focus-visible [data-icon] img + img, &[aria-pressed=true] [data-icon] img + img':
    { display: 'inline-block' },
  '& [data-icon] img + img': { display: 'none' },
});

const ANGLE_STEP = 360 / 10;

/**
 * 000 §1 / 001 §5 healthspan wheel: the ten categories round a hub that shows the chosen one's
 * text; one column with every text below 768 px (001 §9). Prompts until all ten are entered.
 */
export function HealthspanWheelBlock(props: BlockProps<'HealthspanWheel'>) {
  const prompt = emptyPrompt('HealthspanWheel', props);
  const [chosen, setChosen] = useState(0);
  const hubId = useId();
  if (prompt) return <EmptyPrompt message={prompt} />;
  const categories = [...props.categories].sort((a, b) => a.id - b.id);
  const current = categories[chosen] ?? categories[0]!;
  return (
    <section aria-label="Healthspan categories" className={css({ my: '8' })}>
      {/* below 768 px: a plain list with every category's text */}
      <ul className={css({ display: { base: 'grid', md: 'none' }, gap: '3', listStyle: 'none' })}>
        {categories.map((category) => (
          <li
            key={category.id}
            className={cx(
              swapIcon,
              css({ display: 'flex', gap: '3', p: '4', bg: 'bg.subtle', borderRadius: 'lg' }),
            )}
          >
            <CategoryIcon category={category} />
            <div className={css({ minW: '0' })}>
              <h3 className={css({ fontWeight: '700' })}>{category.title}</h3>
              <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{category.info}</p>
            </div>
          </li>
        ))}
      </ul>
      <div
        className={css({
          display: { base: 'none', md: 'block' },
          position: 'relative',
          w: 'full',
          maxW: '2xl',
          mx: 'auto',
          aspectRatio: '1 / 1',
        })}
      >
        <div
          className={css({
            position: 'absolute',
            inset: '0',
            m: 'auto',
            w: '2/5',
            h: '2/5',
            borderRadius: 'full',
            bg: 'bg.subtle',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            p: '6',
            gap: '2',
          })}
        >
          <div id={hubId} aria-live="polite">
            <h3 className={css({ fontWeight: '700', fontSize: 'lg' })}>{current.title}</h3>
            <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{current.info}</p>
          </div>
        </div>
        <ul aria-label="Choose a category" className={css({ listStyle: 'none' })}>
          {categories.map((category, index) => {
            const radians = ((index * ANGLE_STEP - 90) * Math.PI) / 180;
            return (
              <li
                key={category.id}
                className={css({ position: 'absolute', transform: 'translate(-50%, -50%)' })}
                style={{ left: `${50 + 40 * Math.cos(radians)}%`, top: `${50 + 40 * Math.sin(radians)}%` }}
              >
                <button
                  type="button"
                  aria-pressed={index === chosen}
                  aria-controls={hubId}
                  onClick={() => setChosen(index)}
                  onFocus={() => setChosen(index)}
                  onMouseEnter={() => setChosen(index)}
                  className={cx(
                    swapIcon,
                    css({
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: '1',
                      w: '28',
                      p: '2',
                      borderRadius: 'lg',
                      bg: 'bg.canvas',
                      boxShadow: 'card',
                      textStyle: 'small',
                      fontWeight: '600',
                      cursor: 'pointer',
                      '&[aria-pressed=true]': { bg: 'accent.subtle', color: 'accent.fg' },
                      _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
                    }),
                  )}
                >
                  <CategoryIcon category={category} />
                  {category.title}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
