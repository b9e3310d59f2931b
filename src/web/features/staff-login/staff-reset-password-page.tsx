import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { adminPaths } from '../../../contract/admin';
import { FormPanel, Notice, formStack } from '../../components/form-panel';
import { StaffHeader } from '../../components/staff-header';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import type { ApiError } from '../../lib/api';
import { staffFetch } from '../../lib/api';
import { formText } from '../../lib/form';
import { useDocumentTitle } from '../../lib/use-document-title';

type Status = { kind: 'idle' | 'busy' | 'done' } | { kind: 'failed'; error: ApiError };

/** `/admin/login/reset-password?guid=` (spec 001 §4): a new password from the e-mailed link. */
export default function StaffResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const guid = new URLSearchParams(useSearch()).get('guid') ?? '';
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const error = status.kind === 'failed' ? status.error : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = formText(event.currentTarget, 'password');
    setStatus({ kind: 'busy' });
    staffFetch(adminPaths.resetPassword, { method: 'POST', body: { guid, password } }).then(
      () => setStatus({ kind: 'done' }),
      (e: unknown) => setStatus({ kind: 'failed', error: e as ApiError }),
    );
  };

  return (
    <>
      <StaffHeader />
      <FormPanel title="Choose a new password">
        {status.kind === 'done' ? (
          <>
            <Notice tone="success">Your password is changed.</Notice>
            <p>
              <Link href="/admin/login">Sign in</Link>
            </p>
          </>
        ) : (
          <form noValidate onSubmit={onSubmit} className={formStack} aria-busy={status.kind === 'busy'}>
            {error && !error.issueFor('password') ? <Notice tone="danger">{error.message}</Notice> : null}
            <Field.Root invalid={Boolean(error?.issueFor('password'))}>
              <Field.Label>New password</Field.Label>
              <Field.Input name="password" type="password" autoComplete="new-password" aria-required="true" />
              <Field.ErrorText>{error?.issueFor('password')}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" size="lg" disabled={status.kind === 'busy'}>
              Save the new password
            </Button>
          </form>
        )}
      </FormPanel>
    </>
  );
}
