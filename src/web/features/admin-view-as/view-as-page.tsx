import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { TokenSet } from '../../../contract/auth';
import { viewAsPaths } from '../../../contract/back-office';
import {
  adminCustomerViewPath,
  VIEW_AS_SESSION_MINUTES,
  type ViewAsTicketResponse,
} from '../../../contract/back-office-insights';
import { PEOPLE_MESSAGES } from '../../../contract/back-office-people';
import { adminCall, adminUrl, fieldErrorsOf, useAdminQuery } from '../../components/admin/admin-data';
import { AdminPage } from '../../components/admin/admin-layout';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import { ReasonField } from '../../components/admin/admin-ui';
import { apiFetch } from '../../lib/api';
import { CUSTOMER_ROUTES } from '../../lib/customer';
import { describeFailure } from '../../../../machines/shared/failure';

/** The customer view's answer as far as this page reads it: who is about to be viewed. */
interface CustomerName {
  profile: { firstName: string; lastName: string; email: string };
  erasure?: { eraseAfter: string } | null;
}

function ViewAsForm({ customerId }: { customerId: number }) {
  const customer = useAdminQuery<CustomerName>(adminUrl('customer', { id: customerId }));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const profile = customer.status === 'done' ? customer.data.profile : undefined;
  const name = profile
    ? `${profile.firstName} ${profile.lastName}`.trim() || profile.email
    : `customer #${customerId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setErrors({});
    try {
      const { ticket } = await adminCall<ViewAsTicketResponse>(
        'POST',
        adminUrl('viewAs', { id: customerId }),
        {
          reason: reason.trim(),
        },
      );
      // the ticket opens the customer's read-only session in this browser (its cookie), then the
      // customer app starts afresh on the customer's home page
      await apiFetch<TokenSet>(viewAsPaths.start, {
        method: 'POST',
        body: { ticket },
        bearer: 'none',
        retry: 0,
      });
      window.location.assign(CUSTOMER_ROUTES.dashboard);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(fields);
      setError(
        Object.keys(fields).length ? 'Check the field marked below.' : describeFailure(failure).message,
      );
      setBusy(false);
    }
  };

  // the server refuses it too (409): say so before anyone writes a reason
  if (customer.status === 'done' && customer.data.erasure)
    return <Notice tone="danger">{PEOPLE_MESSAGES.viewAsErasureApproved}</Notice>;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className={css({ display: 'grid', gap: '4', maxW: '40rem' })}
    >
      <p>
        You are about to see the product as <strong>{name}</strong>
        {profile ? ` (${profile.email})` : ''} sees it. The view is read-only: nothing can be saved in it. It
        ends when you click “End view” in its banner, or after {VIEW_AS_SESSION_MINUTES} minutes. The
        customer’s password and sign-ins are not used, and your reason is kept in their audit.
      </p>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <ReasonField value={reason} onChange={setReason} error={errors.reason} />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Opening…' : 'View as the customer'}
        </Button>
      </div>
    </form>
  );
}

/**
 * `/admin/redirect-to-customer-dd?customerId=` (issue 18): asks why, opens a read-only customer
 * session in this browser and goes to the customer's home page; the banner there ends it.
 */
export function ViewAsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('customerId'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <AdminPage
      title="View as customer"
      back={valid ? { href: adminCustomerViewPath(id), label: 'Back to the customer' } : undefined}
    >
      {valid ? (
        <ViewAsForm customerId={id} />
      ) : (
        <Notice tone="danger">No customer was chosen. Open “View as customer” from a customer’s page.</Notice>
      )}
    </AdminPage>
  );
}
