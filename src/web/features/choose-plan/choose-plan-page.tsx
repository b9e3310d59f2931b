import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';
import { ProductCard, ProductList } from '../../components/product-card';
import { api, type Product } from '../../lib/api';
import { storeLink } from '../../lib/customer';
import { createResource } from '../../lib/resource';
import { useAuthStatus } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The shop's plans (000 §7.2 products), read each time the page opens. */
const loadPlans = () => createResource('products', (signal) => api.products(signal));

/**
 * A signed-in customer buys through the store signed in as themselves (the store-link hand-off),
 * so the order lands on this account; a visitor goes to the plan's page in the store.
 */
const buyHref = (product: Product, signedIn: boolean) =>
  signedIn ? storeLink(`/products/${product.slug}`) : product.exploreUrl;

function Plans() {
  const [plans] = useState(loadPlans);
  const signedIn = useAuthStatus() === 'signedIn';
  return (
    <ProductList
      products={plans}
      empty="No plan is on sale right now. Please check back soon, or contact support."
      card={(product) => (
        <ProductCard
          product={product}
          level={2}
          action={{ href: buyHref(product, signedIn), label: `Buy ${product.title}` }}
        />
      )}
    />
  );
}

/**
 * `/customer/onboarding/choose-plan` (spec 000 §2.3, §2.4: the public header and action panel):
 * a customer without a plan (PURCHASE) chooses one and buys it in the store; the purchase hand-off
 * brings them back to onboarding.
 */
export default function ChoosePlanPage() {
  useDocumentTitle('Choose your plan');
  return (
    <Container>
      <div className={css({ py: { base: '10', md: '16' } })}>
        <div className={css({ maxW: 'prose', mb: '8' })}>
          <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '3' })}>Choose your plan</h1>
          <p className={css({ color: 'fg.muted', fontSize: 'lg' })}>
            Pick the test that fits you. After you buy it, we walk you through setting up your account.
          </p>
        </div>
        <Plans />
      </div>
    </Container>
  );
}
