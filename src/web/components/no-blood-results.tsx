import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { can, CUSTOMER_ROUTES, storeLink } from '../lib/customer';
import { useCustomer } from '../lib/use-auth';

const link = css({ color: 'accent.fg', fontWeight: '600', textDecoration: 'underline' });

/**
 * The next step toward blood results: activate the test the customer already has, or order one;
 * upload a lab report when they may.
 */
export function BloodResultsNextSteps() {
  const customer = useCustomer();
  return (
    <ul className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1' })}>
      <li>
        {customer?.hasUnusedTest ? (
          <Link href={CUSTOMER_ROUTES.testList} className={link}>
            Activate your test
          </Link>
        ) : (
          <a href={storeLink('/')} className={link}>
            Order a blood test
          </a>
        )}
      </li>
      {customer && can.addBloodResults(customer) ? (
        <li>
          <Link href={CUSTOMER_ROUTES.uploadBloodResult} className={link}>
            Upload a lab report
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The empty state of anything made from blood results (issue 23 point 3): it says that the results
 * are missing, what will show here once they arrive, and the customer's next step.
 */
export function NoBloodResults({ shows }: { shows: string }) {
  return (
    <div data-testid="no-blood-results" className={css({ display: 'grid', gap: '2', color: 'fg.muted' })}>
      <p>
        <strong className={css({ color: 'fg.default' })}>No blood results yet.</strong> {shows}
      </p>
      <BloodResultsNextSteps />
    </div>
  );
}
