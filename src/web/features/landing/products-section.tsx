import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { useResource } from '../../lib/resource';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { products } from './products';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: '6',
  listStyle: 'none',
});

function ProductList() {
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
      if (state.data.length === 0)
        return <p className={css({ color: 'fg.muted' })}>New plans are on their way — check back soon.</p>;
      return (
        <ul className={grid}>
          {state.data.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      );
  }
}

export function ProductsSection() {
  return (
    <section id="plans" aria-labelledby="plans-title" className={css({ py: { base: '16', md: '24' } })}>
      <Container>
        <div className={css({ maxW: 'prose', mb: '10' })}>
          <h2 id="plans-title" className={css({ textStyle: 'h1', mb: '3' })}>
            Find your plan
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'lg' })}>
            Every plan includes your results against optimal ranges and a personal action plan.
          </p>
        </div>
        <ProductList />
      </Container>
    </section>
  );
}
