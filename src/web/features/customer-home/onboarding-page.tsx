import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { Button } from '../../components/ui/button';
import { useConfiguration } from '../../lib/configuration';
import { CUSTOMER_ROUTES, storeLink } from '../../lib/customer';
import { useCustomer } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ACTIVATION_STEPS, stepOf } from './activation';
import { ActivationSteps } from './activation-steps';
import { CustomerPage, card } from './customer-page';

const grid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: '2fr 3fr' },
  alignItems: 'start',
});

/**
 * `/customer/onboarding` for now: where the customer stands among the activation states
 * (spec 000 §4) and what the next step asks of them; the questionnaire arrives with its own issue.
 */
export default function OnboardingPage() {
  useDocumentTitle('Getting started');
  const customer = useCustomer();
  const config = useConfiguration();
  if (!customer) return null;
  const index = stepOf(customer.activationState);
  const step = ACTIVATION_STEPS[index];
  const active = customer.activationState === 'ACTIVE';
  return (
    <CustomerPage
      title={
        active ? `You’re all set, ${customer.firstName}` : `Hi ${customer.firstName}, let’s get you set up`
      }
      intro={
        active
          ? 'Your account is ready.'
          : `Step ${index + 1} of ${ACTIVATION_STEPS.length}: ${step?.title ?? ''}. Here is what it asks of you.`
      }
    >
      <div className={grid}>
        <section aria-labelledby="onboarding-steps" className={card}>
          <h2 id="onboarding-steps" className={css({ textStyle: 'h3', mb: '4' })}>
            Your steps
          </h2>
          <ActivationSteps state={customer.activationState} />
        </section>
        <section aria-labelledby="onboarding-next" className={card}>
          <h2 id="onboarding-next" className={css({ textStyle: 'h2', mb: '3' })}>
            {active ? 'Go to your dashboard' : `Next: ${step?.title ?? ''}`}
          </h2>
          <p className={css({ color: 'fg.muted', mb: '5' })}>{step?.next}</p>
          {customer.activationState === 'PURCHASE' ? (
            <Button asChild>
              <Link href={storeLink('/')}>Choose a plan</Link>
            </Button>
          ) : active ? (
            <Button asChild>
              <Link href={CUSTOMER_ROUTES.dashboard}>Open your dashboard</Link>
            </Button>
          ) : (
            <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
              This step opens on this page very soon. Your purchase is safe, and nothing is lost if you log
              out now.
            </p>
          )}
          {config?.supportUrl ? (
            <p className={css({ mt: '5', textStyle: 'small', color: 'fg.muted' })}>
              Need a hand? <a href={config.supportUrl}>Visit the support center</a>.
            </p>
          ) : null}
        </section>
      </div>
    </CustomerPage>
  );
}
