import { css } from '../../../styled-system/css';
import type { ReactNode } from 'react';
import { ArrowRightIcon, CheckIcon, DropIcon } from './icons';
import { Button } from './ui/button';
import { button } from '../../../styled-system/recipes/button';
import { formatPrice } from '../../domain/money';
import type { Product } from '../lib/api';
import type { Resource } from '../lib/resource';
import { useResource } from '../lib/resource';

/** A card's frame (plans, blog and team cards): canvas, border, shadow, the content in a column. */
export const cardFrame = css({
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.canvas',
  borderRadius: 'xl',
  borderWidth: 'thin',
  borderColor: 'border.default',
  overflow: 'hidden',
  boxShadow: 'card',
  h: 'full',
  minW: '0',
});

/** Where a card's button goes and what it says; by default the plan's Explore Now page. */
export interface ProductAction {
  href: string;
  label: string;
}

/**
 * spec 000 §1: title, image, category list, price, the blood-test flag and an Explore Now link (the
 * plan choice gives its own action, Buy). `level` is the title's heading level on its page.
 */
/** What a card draws: a shop plan, or a page-builder product card (its image has its own alt). */
export type ProductCardData = Pick<
  Product,
  'title' | 'image' | 'description' | 'categories' | 'price' | 'currency' | 'bloodTestIncluded' | 'exploreUrl'
> & { id: number | string; imageAlt?: string };

export function ProductCard({
  product,
  action = { href: product.exploreUrl, label: 'Explore Now' },
  level = 3,
  renderLink = (href, className, children) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}: {
  product: ProductCardData;
  action?: ProductAction;
  level?: 2 | 3;
  /** How the action's link is drawn; the page builder's card sends site paths through the router. */
  renderLink?: (href: string, className: string, children: ReactNode) => ReactNode;
}) {
  const Title = level === 2 ? 'h2' : 'h3';
  const titleId = `product-${product.id}-title`;
  return (
    <article aria-labelledby={titleId} className={cardFrame}>
      <div className={css({ bg: 'accent.subtle', display: 'flex', justifyContent: 'center', p: '6' })}>
        <img
          src={product.image}
          alt={product.imageAlt ?? ''}
          width={160}
          height={120}
          // issue 23.7: small pictures, loaded at once; lazy ones stayed empty boxes until scrolled to
          decoding="async"
          className={css({ h: '32', w: 'auto' })}
        />
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '6', flex: '1' })}>
        <Title id={titleId} className={css({ textStyle: 'h3' })}>
          {product.title}
        </Title>
        {product.description ? (
          <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{product.description}</p>
        ) : null}
        {product.categories.length > 0 ? (
          <ul
            aria-label={`What ${product.title} covers`}
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none' })}
          >
            {product.categories.map((category) => (
              <li
                key={category}
                className={css({
                  textStyle: 'caption',
                  fontWeight: '600',
                  bg: 'bg.muted',
                  color: 'fg.muted',
                  borderRadius: 'full',
                  px: '2.5',
                  py: '1',
                })}
              >
                {category}
              </li>
            ))}
          </ul>
        ) : null}
        <p
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '1.5',
            textStyle: 'small',
            fontWeight: '600',
            color: product.bloodTestIncluded ? 'accent.fg' : 'fg.muted',
          })}
        >
          {product.bloodTestIncluded ? <CheckIcon /> : <DropIcon />}
          {product.bloodTestIncluded ? 'Blood test included' : 'No blood test included'}
        </p>
        <div
          className={css({
            mt: 'auto',
            pt: '4',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: '3',
            borderTopWidth: 'thin',
            borderColor: 'border.default',
          })}
        >
          <p className={css({ fontSize: '2xl', fontWeight: '800', fontVariantNumeric: 'tabular-nums' })}>
            <span className={css({ srOnly: true })}>Price: </span>
            {formatPrice(product.price, product.currency)}
          </p>
          {renderLink(
            action.href,
            button({ size: 'sm' }),
            <>
              {action.label}
              {action.label.includes(product.title) ? null : (
                <span className={css({ srOnly: true })}>: {product.title}</span>
              )}
              <ArrowRightIcon />
            </>,
          )}
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  const bar = css({ bg: 'bg.muted', borderRadius: 'sm', animation: 'pulse' });
  return (
    <div aria-hidden="true" className={cardFrame}>
      <div className={css({ bg: 'bg.subtle', h: '44' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '6' })}>
        <div className={`${bar} ${css({ h: '6', w: '2/3' })}`} />
        <div className={`${bar} ${css({ h: '4', w: 'full' })}`} />
        <div className={`${bar} ${css({ h: '4', w: '4/5' })}`} />
        <div className={`${bar} ${css({ h: '8', w: '1/2', mt: '4' })}`} />
      </div>
    </div>
  );
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  gap: '6',
  listStyle: 'none',
});

/** The plans of a products resource: skeletons while loading, an alert with Try again, an empty note. */
export function ProductList({
  products,
  empty,
  card,
}: {
  products: Resource<Product[]>;
  empty: string;
  card: (product: Product) => ReactNode;
}) {
  const state = useResource(products);
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <div role="status" aria-label="Loading our plans">
          <div className={grid}>
            <ProductCardSkeleton />
            <ProductCardSkeleton />
            <ProductCardSkeleton />
          </div>
        </div>
      );
    case 'error':
      return (
        <div
          role="alert"
          className={css({
            bg: 'danger.subtle',
            color: 'danger.fg',
            borderRadius: 'lg',
            p: '6',
            display: 'flex',
            flexDirection: { base: 'column', sm: 'row' },
            alignItems: { base: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
            gap: '4',
          })}
        >
          <p>We couldn’t load our plans just now. Please try again in a moment.</p>
          <Button variant="outline" onClick={state.retry}>
            Try again
          </Button>
        </div>
      );
    case 'success':
      if (state.data.length === 0) return <p className={css({ color: 'fg.muted' })}>{empty}</p>;
      return (
        <ul className={grid}>
          {state.data.map((product) => (
            <li key={product.id}>{card(product)}</li>
          ))}
        </ul>
      );
  }
}
