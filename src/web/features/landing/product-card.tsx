import { css } from '../../../../styled-system/css';
import { ArrowRightIcon, CheckIcon, DropIcon } from '../../components/icons';
import { Button } from '../../components/ui/button';
import type { Product } from '../../lib/api';

function formatPrice(price: number, currency: string) {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency || 'USD',
    maximumFractionDigits: Number.isInteger(price) ? 0 : 2,
  }).format(price);
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.canvas',
  borderRadius: 'xl',
  borderWidth: 'thin',
  borderColor: 'border.default',
  overflow: 'hidden',
  boxShadow: 'card',
  h: 'full',
});

/** spec 000 §1: title, image, category list, price, the blood-test flag and an Explore Now link. */
export function ProductCard({ product }: { product: Product }) {
  const titleId = `product-${product.id}-title`;
  return (
    <article aria-labelledby={titleId} className={card}>
      <div className={css({ bg: 'accent.subtle', display: 'flex', justifyContent: 'center', p: '6' })}>
        <img
          src={product.image}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          className={css({ h: '32', w: 'auto' })}
        />
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '6', flex: '1' })}>
        <h3 id={titleId} className={css({ textStyle: 'h3' })}>
          {product.title}
        </h3>
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
            gap: '3',
            borderTopWidth: 'thin',
            borderColor: 'border.default',
          })}
        >
          <p className={css({ fontSize: '2xl', fontWeight: '800', fontVariantNumeric: 'tabular-nums' })}>
            <span className={css({ srOnly: true })}>Price: </span>
            {formatPrice(product.price, product.currency)}
          </p>
          <Button asChild size="sm">
            <a href={product.exploreUrl}>
              Explore Now<span className={css({ srOnly: true })}>: {product.title}</span>
              <ArrowRightIcon />
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  const bar = css({ bg: 'bg.muted', borderRadius: 'sm', animation: 'pulse' });
  return (
    <div aria-hidden="true" className={card}>
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
