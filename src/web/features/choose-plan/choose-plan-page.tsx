import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { CheckIcon, DropIcon } from '../../components/icons';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { api, type Product } from '../../lib/api';
import { storeLink } from '../../lib/customer';
import { createResource, useResource } from '../../lib/resource';
import { useAuthStatus } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The shop's plans (000 §7.2 products), read each time the page opens. */
const loadPlans = () => createResource('products', (signal) => api.products(signal));

const price = (product: Product) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: product.currency,
    maximumFractionDigits: Number.isInteger(product.price) ? 0 : 2,
  }).format(product.price);

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

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  h: 'full',
  p: '6',
  bg: 'bg.canvas',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'card',
});

/**
 * A signed-in customer buys through the store signed in as themselves (the store-link hand-off),
 * so the order lands on this account; a visitor goes to the plan's page in the store.
 */
const buyHref = (product: Product, signedIn: boolean) =>
  signedIn ? storeLink(`/products/${product.slug}`) : product.exploreUrl;

function PlanCard({ product, signedIn }: { product: Product; signedIn: boolean }) {
  const titleId = `plan-${product.id}-title`;
  return (
    <article aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={css({ textStyle: 'h3' })}>
        {product.title}
      </h2>
      <p className={css({ textStyle: 'h2', fontVariantNumeric: 'tabular-nums' })}>
        <span className={css({ srOnly: true })}>Price: </span>
        {price(product)}
      </p>
      {product.description ? (
        <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{product.description}</p>
      ) : null}
      {product.categories.length > 0 ? (
        <div>
          <h3 className={css({ textStyle: 'small', fontWeight: '600', mb: '1.5' })}>What it measures</h3>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none' })}>
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
        </div>
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
      <div className={css({ mt: 'auto', pt: '2' })}>
        <Button asChild className={css({ w: 'full' })}>
          <a href={buyHref(product, signedIn)}>
            Buy {product.title}
            <span className={css({ srOnly: true })}> for {price(product)}</span>
          </a>
        </Button>
      </div>
    </article>
  );
}

function Plans() {
  const [plans] = useState(loadPlans);
  const state = useResource(plans);
  const signedIn = useAuthStatus() === 'signedIn';
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <div role="status" className={css({ color: 'fg.muted', py: '12', textAlign: 'center' })}>
          Loading our plans…
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
          <p>We could not load our plans: {state.error.message}</p>
          <Button variant="outline" onClick={state.retry}>
            Try again
          </Button>
        </div>
      );
    case 'success':
      if (state.data.length === 0)
        return (
          <p className={css({ color: 'fg.muted' })}>
            No plan is on sale right now. Please check back soon, or contact support.
          </p>
        );
      return (
        <ul className={grid}>
          {state.data.map((product) => (
            <li key={product.id}>
              <PlanCard product={product} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      );
  }
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
