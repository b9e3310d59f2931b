import { css } from '../../../../styled-system/css';
import type { BlockProps } from '../../../contract/page-builder';
import { formatDate } from '../../../domain/dates';
import { cardFrame, ProductCard } from '../product-card';
import { BlockLink } from './block-link';
import { PageImg, pageImageUrl } from './page-image';

const cardBody = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '5', flex: '1' });
const cover = css({ w: 'full', h: 'auto', objectFit: 'cover', bg: 'bg.muted' });

export function BlogCardBlock({
  id,
  title,
  excerpt,
  image,
  url,
  publishedOn,
}: BlockProps<'BlogCard'> & { id?: string }) {
  const titleId = `blog-${id ?? title}-title`;
  return (
    <article aria-labelledby={titleId} className={cardFrame}>
      {image ? <PageImg image={image} width={640} height={360} className={cover} /> : null}
      <div className={cardBody}>
        {publishedOn ? (
          <p className={css({ textStyle: 'caption', color: 'fg.muted' })}>
            <time dateTime={publishedOn}>{formatDate(publishedOn)}</time>
          </p>
        ) : null}
        <h3 id={titleId} className={css({ textStyle: 'h3' })}>
          <BlockLink href={url} className={css({ _hover: { textDecoration: 'underline' } })}>
            {title}
          </BlockLink>
        </h3>
        {excerpt ? <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{excerpt}</p> : null}
      </div>
    </article>
  );
}

export function TeamCardBlock({ name, role, photo, bio }: BlockProps<'TeamCard'>) {
  return (
    <article aria-label={name} className={cardFrame}>
      {photo ? <PageImg image={photo} width={400} height={400} className={cover} /> : null}
      <div className={cardBody}>
        <h3 className={css({ textStyle: 'h3' })}>{name}</h3>
        <p className={css({ color: 'accent.fg', fontWeight: '600', textStyle: 'small' })}>{role}</p>
        {bio ? <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{bio}</p> : null}
      </div>
    </article>
  );
}

/** 000 §1 product card: the shop's own card (one look for a plan wherever it shows), fed by the block. */
export function ProductCardBlock({
  id,
  title,
  image,
  categories,
  priceCents,
  bloodTestIncluded,
  url,
}: BlockProps<'ProductCard'> & { id?: string }) {
  return (
    <ProductCard
      product={{
        id: id ?? title,
        title,
        image: pageImageUrl(image),
        imageAlt: image.alt,
        description: '',
        categories,
        price: priceCents / 100,
        currency: 'USD',
        bloodTestIncluded,
        exploreUrl: url,
      }}
      renderLink={(href, className, children) => (
        <BlockLink href={href} className={className}>
          {children}
        </BlockLink>
      )}
    />
  );
}

export function StepCardBlock({ number, title, info, icon }: BlockProps<'StepCard'>) {
  return (
    // not an article: a step is part of its page's walk-through, not a piece that stands alone
    <div className={`${cardFrame} ${css({ bg: 'bg.subtle', boxShadow: 'none' })}`}>
      <div className={cardBody}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span
            aria-hidden="true"
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              w: '10',
              h: '10',
              flexShrink: 0,
              borderRadius: 'full',
              bg: 'accent.default',
              color: 'fg.inverse',
              fontWeight: '700',
            })}
          >
            {number}
          </span>
          {icon ? (
            <PageImg image={icon} width={40} height={40} decorative className={css({ w: '10', h: '10' })} />
          ) : null}
        </div>
        <h3 className={css({ textStyle: 'h3' })}>
          <span className={css({ srOnly: true })}>Step {number}: </span>
          {title}
        </h3>
        <p className={css({ color: 'fg.muted' })}>{info}</p>
      </div>
    </div>
  );
}
