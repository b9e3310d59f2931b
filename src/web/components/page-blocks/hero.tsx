import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import type { BlockProps } from '../../../contract/page-builder';
import { HERO_IMAGE } from '../../../contract/page-builder-public';
import { CountingNumber } from '../counting-number';
import { PageImg } from './page-image';
import { ButtonBlock } from './text-blocks';

const figureBox = css({
  bg: 'bg.canvas',
  borderRadius: 'lg',
  boxShadow: 'card',
  px: '4',
  py: '3',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  minW: '0',
});
const figureName = css({ textStyle: 'small', color: 'fg.muted', fontWeight: '600' });
const figureValue = css({
  fontSize: '2xl',
  fontWeight: '800',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 'tight',
});

/**
 * 001 §5 hero: title, text, button, the hero image, three graph images and the animated InnerAge,
 * ApoB and LDL boxes (counting up once; still with prefers-reduced-motion, see useCountUp).
 */
export function HeroBlock({
  title,
  text,
  button,
  heroImage,
  graphImages,
  innerAge,
  chronologicalAge,
  apoBMgDl,
  ldlMgDl,
}: BlockProps<'Hero'>) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={css({
        bgGradient: 'to-br',
        gradientFrom: 'teal.50',
        gradientTo: 'bg.subtle',
        py: { base: '10', md: '16' },
        px: { base: '5', md: '8' },
        borderRadius: { base: 'none', md: 'xl' },
      })}
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '1.1fr 1fr' },
          gap: { base: '8', lg: '12' },
          alignItems: 'center',
          maxW: 'page',
          mx: 'auto',
        })}
      >
        <div>
          <h1
            id={titleId}
            className={css({
              fontSize: { base: '4xl', md: '5xl' },
              lineHeight: 'tight',
              fontWeight: '800',
              letterSpacing: 'tight',
              mb: '5',
              overflowWrap: 'anywhere',
            })}
          >
            {title}
          </h1>
          <p
            className={css({
              fontSize: { base: 'lg', md: 'xl' },
              color: 'fg.muted',
              maxW: 'prose',
              mb: '8',
              whiteSpace: 'pre-line',
            })}
          >
            {text}
          </p>
          <ButtonBlock {...button} />
        </div>
        <div className={css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '4' })}>
          <PageImg
            image={heroImage}
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            sizes={HERO_IMAGE.sizes}
            eager
            className={css({ w: 'full', h: 'auto', objectFit: 'cover', borderRadius: 'xl', bg: 'bg.muted' })}
          />
          <dl
            aria-label="Example result"
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
              gap: '3',
            })}
          >
            <div className={figureBox}>
              <dt className={figureName}>InnerAge</dt>
              <dd className={`${figureValue} ${css({ color: 'accent.fg' })}`}>
                <CountingNumber value={innerAge} decimals={1} />
              </dd>
              <dd className={css({ textStyle: 'caption', color: 'fg.muted' })}>
                vs <CountingNumber value={chronologicalAge} decimals={1} /> years old
              </dd>
            </div>
            <div className={figureBox}>
              <dt className={figureName}>ApoB</dt>
              <dd className={figureValue}>
                <CountingNumber value={apoBMgDl} />{' '}
                <span className={css({ textStyle: 'small', color: 'fg.muted' })}>mg/dl</span>
              </dd>
            </div>
            <div className={figureBox}>
              <dt className={figureName}>LDL</dt>
              <dd className={figureValue}>
                <CountingNumber value={ldlMgDl} />{' '}
                <span className={css({ textStyle: 'small', color: 'fg.muted' })}>mg/dl</span>
              </dd>
            </div>
          </dl>
          <ul
            aria-label="Example graphs"
            className={css({
              display: 'grid',
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              gap: '3',
              listStyle: 'none',
            })}
          >
            {graphImages.map((image, index) => (
              <li
                key={`${image.id}-${index}`}
                className={css({ bg: 'bg.canvas', borderRadius: 'md', p: '2', boxShadow: 'card' })}
              >
                <PageImg
                  image={image}
                  width={240}
                  height={160}
                  className={css({ w: 'full', h: 'auto', objectFit: 'contain' })}
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
