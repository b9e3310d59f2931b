import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { ProductCard, ProductList } from '../../components/product-card';
import { products } from './products';

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
        <ProductList
          products={products}
          empty="New plans are on their way — check back soon."
          card={(product) => <ProductCard product={product} />}
        />
      </Container>
    </section>
  );
}
