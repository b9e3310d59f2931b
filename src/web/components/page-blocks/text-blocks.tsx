import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import type { BlockProps, HeadingLevel } from '../../../contract/page-builder';
import { ArrowRightIcon } from '../icons';
import { BlockLink } from './block-link';
import { RichText } from './rich-text';

const HEADING_STYLE: Record<HeadingLevel, string> = {
  h1: css({
    fontSize: { base: '4xl', md: '5xl' },
    fontWeight: '800',
    lineHeight: 'tight',
    letterSpacing: 'tight',
  }),
  h2: css({ textStyle: 'h1' }),
  h3: css({ textStyle: 'h2' }),
  h4: css({ textStyle: 'h3' }),
  h5: css({ fontSize: 'lg', fontWeight: '700' }),
  h6: css({ fontSize: 'md', fontWeight: '700' }),
};

const anchored = css({ scrollMarginTop: '32', _focus: { outline: 'none' } });

/**
 * 001 §5 heading: h1 to h6, h1 by default. An anchored heading is a side-menu target (000 §2.4):
 * it carries the anchor as its id and takes focus when the menu jumps to it.
 */
export function HeadingBlock({ text, level, anchor }: BlockProps<'Heading'>) {
  const Tag = level;
  return (
    <Tag
      id={anchor || undefined}
      tabIndex={anchor ? -1 : undefined}
      className={`${HEADING_STYLE[level]} ${css({ my: '4', overflowWrap: 'anywhere' })} ${anchor ? anchored : ''}`}
    >
      {text}
    </Tag>
  );
}

export function ParagraphBlock({ text }: BlockProps<'Paragraph'>) {
  return <RichText html={text} className={css({ my: '4', maxW: 'prose', color: 'fg.default' })} />;
}

/**
 * 001 §5 button. Whether it leaves the site follows the url by the one external-link rule, so a
 * stored `isInternal` that disagrees cannot open a site path in a new tab; `pageName` is kept for
 * analytics as a data attribute.
 */
export function ButtonBlock({ label, url, pageName }: BlockProps<'Button'>) {
  return (
    <BlockLink href={url} className={button({ size: 'lg' })} data-page-name={pageName || undefined}>
      {label} <ArrowRightIcon />
    </BlockLink>
  );
}
