import { useState } from 'react';
import { describeFailure } from '../../../../machines/shared/failure';
import { css } from '../../../../styled-system/css';
import { viewAsPaths } from '../../../contract/view-as-paths';
import type { ViewAsEndResponse } from '../../../contract/back-office-insights';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { apiFetch } from '../../lib/api';
import { fullName } from '../../lib/customer';
import { useCustomer } from '../../lib/use-auth';

/**
 * Issue 18, view as customer: on every customer page of a view-as session, who is being viewed and
 * who opened the view, and the one button that ends it and goes back to the back office's customer.
 */
export function ViewAsBanner() {
  const customer = useCustomer();
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<string>();
  if (!customer?.viewAs) return null;
  const end = async () => {
    setEnding(true);
    setError(undefined);
    try {
      const { redirectTo } = await apiFetch<ViewAsEndResponse>(viewAsPaths.end, {
        method: 'POST',
        retry: 0,
      });
      // a full navigation: the customer app's state of this view goes with the page
      window.location.assign(redirectTo);
    } catch (failure) {
      setEnding(false);
      setError(describeFailure(failure).message);
    }
  };
  return (
    <section
      aria-label="Viewing as the customer"
      className={css({
        bg: 'warning.subtle',
        color: 'fg.default',
        borderBottomWidth: '1px',
        borderColor: 'warning.fg',
      })}
    >
      <Container
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '3',
          py: '2',
        })}
      >
        <p className={css({ flex: '1', minW: '0', textStyle: 'small' })}>
          <strong>Viewing as {fullName(customer)} — read-only.</strong> Opened by {customer.viewAs.staffName}.
        </p>
        {error ? (
          <p role="alert" className={css({ textStyle: 'small', color: 'danger.fg' })}>
            {error}
          </p>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => void end()} disabled={ending}>
          {ending ? 'Ending…' : 'End view'}
        </Button>
      </Container>
    </section>
  );
}
