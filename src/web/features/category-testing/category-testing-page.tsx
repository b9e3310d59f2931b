import { useState } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { BloodMarkersResponse, MarkerCategoriesResponse } from '../../../contract/references';
import { referencePaths } from '../../../contract/reference-paths';
import { formatPrice } from '../../../domain/money';
import { useLoad } from '../../lib/use-load';
import { card, Container, LoadView } from '../../components/layout';
import { ProductCard, ProductList } from '../../components/product-card';
import { Button } from '../../components/ui/button';
import { api, apiFetch, type Product } from '../../lib/api';
import { CUSTOMER_ROUTES, storeLink } from '../../lib/customer';
import { createResource, useResource, type Resource } from '../../lib/resource';
import { useCustomer } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The stored catalogue (000 §7.2 references): the categories and the markers in each. */
const loadCatalogue = (signal: AbortSignal) =>
  Promise.all([
    apiFetch<MarkerCategoriesResponse>(referencePaths.markerCategories, { signal }),
    apiFetch<BloodMarkersResponse>(referencePaths.bloodMarkers, { signal }),
  ]);

/** The shop's plans with a blood test: the ones that test categories (000 §7.2 products). */
const loadBloodPlans = async (signal: AbortSignal) =>
  (await api.products(signal)).filter((p) => p.bloodTestIncluded);

const SEX_NOTE = { all: '', male: ' (men)', female: ' (women)' } as const;

const h2 = css({ textStyle: 'h2', mb: '2' });
const lead = css({ color: 'fg.muted', mb: '5', maxW: 'prose' });

/** Which plans test a category, cheapest first, as the category's row words it. */
function PlansTesting({ category, plans }: { category: string; plans: Resource<Product[]> }) {
  const state = useResource(plans);
  if (state.status !== 'success') return null;
  const testing = state.data.filter((p) => p.categories.includes(category)).sort((a, b) => a.price - b.price);
  return (
    <p className={css({ textStyle: 'small', mt: '3' })}>
      <strong>Tested in: </strong>
      {testing.length
        ? testing.map((p) => `${p.title} (${formatPrice(p.price, p.currency)})`).join(', ')
        : 'no plan on sale right now: ask support for a custom panel.'}
    </p>
  );
}

/** The customer's next step: activate the test they have, or choose a plan below. */
function NextStep() {
  const customer = useCustomer();
  return (
    <section aria-labelledby="next-step" className={card}>
      <h2 id="next-step" className={css({ textStyle: 'h3', mb: '2' })}>
        Your next step
      </h2>
      {customer?.hasUnusedTest ? (
        <>
          <p className={css({ mb: '4' })}>
            You have a test waiting: activate it and its categories are scored with your results.
          </p>
          <Button asChild>
            <Link href={CUSTOMER_ROUTES.testList}>Activate your test</Link>
          </Button>
        </>
      ) : (
        <>
          <p className={css({ mb: '4' })}>
            Choose the plan that covers the categories you care about; each category is scored as soon as your
            results arrive.
          </p>
          <Button asChild>
            <a href="#plans">See the plans and prices</a>
          </Button>
        </>
      )}
    </section>
  );
}

/**
 * `/customer/category-testing/learn-more` (000 §2.3): what category testing is, the categories and
 * their markers from the stored catalogue, what each plan that tests them costs, and the next step.
 */
export default function CategoryTestingPage() {
  useDocumentTitle('Category testing');
  const [plans] = useState(() => createResource('blood plans', loadBloodPlans));
  const catalogue = useLoad('category-catalogue', loadCatalogue);
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' }, display: 'grid', gap: '8' })}>
        <div className={css({ maxW: 'prose' })}>
          <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '3' })}>Category testing</h1>
          <p className={css({ fontSize: 'lg', color: 'fg.muted' })}>
            Your blood markers are grouped into health categories, such as heart health or metabolism. Each
            category gets a score from 0 to 100 from the latest results of its markers: 100 when every marker
            is in its optimal range. A plan tests a set of categories, so you choose the one that covers what
            you want to know.
          </p>
        </div>
        <NextStep />
        <section aria-labelledby="categories">
          <h2 id="categories" className={h2}>
            The categories and their markers
          </h2>
          <LoadView state={catalogue.state} reload={catalogue.reload} label="the categories">
            {([categories, markers]) => (
              <>
                <p className={lead}>
                  {categories.length} categories, {markers.length} markers. A marker marked (men) or (women)
                  is tested for that sex only.
                </p>
                <ul
                  className={css({
                    display: 'grid',
                    gap: '4',
                    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                  })}
                >
                  {categories.map((category) => (
                    <li key={category.abbr} className={card}>
                      <h3 className={css({ textStyle: 'h3', mb: '1' })}>
                        {category.name}
                        {SEX_NOTE[category.forGender]}
                      </h3>
                      <p className={css({ color: 'fg.muted', mb: '3' })}>{category.description}</p>
                      <ul
                        aria-label={`Markers in ${category.name}`}
                        className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}
                      >
                        {markers
                          .filter((m) => m.categoryAbbr === category.abbr)
                          .map((m) => (
                            <li
                              key={m.abbr}
                              className={css({
                                textStyle: 'caption',
                                bg: 'bg.muted',
                                borderRadius: 'full',
                                px: '2.5',
                                py: '1',
                              })}
                            >
                              {m.name}
                              {SEX_NOTE[m.forGender]}
                            </li>
                          ))}
                      </ul>
                      <PlansTesting category={category.name} plans={plans} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </LoadView>
        </section>
        <section aria-labelledby="plans-title" id="plans">
          <h2 id="plans-title" className={h2}>
            What it costs
          </h2>
          <p className={lead}>
            One price a plan, the blood draw included; you buy it in our store and activate it here.
          </p>
          <ProductList
            products={plans}
            empty="No plan is on sale right now. Please check back soon, or contact support."
            card={(product) => (
              <ProductCard
                product={product}
                action={{ href: storeLink(`/products/${product.slug}`), label: `Buy ${product.title}` }}
              />
            )}
          />
        </section>
      </Container>
    </div>
  );
}
