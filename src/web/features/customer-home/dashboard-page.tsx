import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { Button } from '../../components/ui/button';
import { useConfiguration } from '../../lib/configuration';
import { CUSTOMER_ROUTES, isActive, storeLink } from '../../lib/customer';
import { useCustomer } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ACTIVATION_STEPS, stepOf } from './activation';
import { ActivationSteps } from './activation-steps';
import { CustomerPage, card } from './customer-page';

const grid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: '3fr 2fr' },
  alignItems: 'start',
});

/**
 * `/customer/summary/dashboard` for now: a greeting and what comes next for the customer's
 * activation state (the full dashboard arrives with its own issue).
 */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const customer = useCustomer();
  const config = useConfiguration();
  if (!customer) return null;
  const active = isActive(customer);
  const next = ACTIVATION_STEPS[stepOf(customer.activationState)];
  return (
    <CustomerPage
      title={`Welcome back, ${customer.firstName || 'there'}`}
      intro={
        active
          ? 'Your dashboard is where your latest results, your InnerAge and your next steps come together.'
          : 'A few steps are left before your results can show here.'
      }
    >
      <div className={grid}>
        <section aria-labelledby="dashboard-next" className={card}>
          <h2 id="dashboard-next" className={css({ textStyle: 'h2', mb: '3' })}>
            {active ? 'Your dashboard is on its way' : `Next: ${next?.title ?? 'your account'}`}
          </h2>
          <p className={css({ color: 'fg.muted', mb: '5' })}>
            {active
              ? 'We are building your full dashboard: your blood results against optimal ranges, your InnerAge and the habits that move them. Until it opens, your account, orders and the store are a click away.'
              : next?.next}
          </p>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            {active ? (
              <Button asChild>
                <Link href={storeLink('/')}>Order a test</Link>
              </Button>
            ) : (
              <Button asChild>
                <Link href={CUSTOMER_ROUTES.onboarding}>Continue setting up</Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link href={CUSTOMER_ROUTES.account}>Your account</Link>
            </Button>
          </div>
        </section>
        <section aria-labelledby="dashboard-steps" className={card}>
          <h2 id="dashboard-steps" className={css({ textStyle: 'h3', mb: '4' })}>
            Your way to your results
          </h2>
          <ActivationSteps state={customer.activationState} />
          {config?.supportUrl ? (
            <p className={css({ mt: '5', textStyle: 'small', color: 'fg.muted' })}>
              Questions? <a href={config.supportUrl}>Visit the support center</a>.
            </p>
          ) : null}
        </section>
      </div>
    </CustomerPage>
  );
}
