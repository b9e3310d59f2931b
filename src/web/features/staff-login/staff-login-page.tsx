import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { FormPanel, Notice, formStack } from '../../components/form-panel';
import { StaffHeader } from '../../components/staff-header';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { formText } from '../../lib/form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStaffLogin } from './use-staff-login';

const linkButton = css({
  alignSelf: 'flex-start',
  textStyle: 'small',
  color: 'accent.fg',
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** `/admin/login` (spec 001 §4): e-mail and password, or the recovery e-mail on the same route. */
export default function StaffLoginPage() {
  useDocumentTitle('Staff sign-in');
  const { actor, busy, error, fieldErrors } = useStaffLogin('password');
  const recovering = useSelector(actor, (s) => s.matches('recovery'));
  const sent = useSelector(actor, (s) => s.matches({ recovery: 'sent' }));
  const formError = error && !fieldErrors.email && !fieldErrors.password ? error : undefined;

  const onLogin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({
      type: 'login.submit',
      email: formText(event.currentTarget, 'email'),
      password: formText(event.currentTarget, 'password'),
    });
  };
  const onRecover = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'recovery.submit', email: formText(event.currentTarget, 'email') });
  };

  return (
    <>
      <StaffHeader />
      {recovering ? (
        <FormPanel title="Reset your password" intro="We will e-mail you a link to choose a new password.">
          {sent ? (
            <Notice tone="success">If the address belongs to a staff account, the link is on its way.</Notice>
          ) : (
            <form noValidate onSubmit={onRecover} className={formStack} aria-busy={busy}>
              {formError ? <Notice tone="danger">{formError}</Notice> : null}
              <Field.Root invalid={Boolean(fieldErrors.email)}>
                <Field.Label>E-mail</Field.Label>
                <Field.Input name="email" type="email" autoComplete="email" aria-required="true" />
                <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? 'Sending…' : 'Send the link'}
              </Button>
            </form>
          )}
          <button type="button" className={linkButton} onClick={() => actor.send({ type: 'recovery.back' })}>
            Back to sign-in
          </button>
        </FormPanel>
      ) : (
        <FormPanel title="Staff sign-in" intro="Sign in with your staff e-mail and password.">
          {formError ? <Notice tone="danger">{formError}</Notice> : null}
          <form noValidate onSubmit={onLogin} className={formStack} aria-busy={busy}>
            <Field.Root invalid={Boolean(fieldErrors.email)}>
              <Field.Label>E-mail</Field.Label>
              <Field.Input name="email" type="email" autoComplete="username" aria-required="true" />
              <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(fieldErrors.password)}>
              <Field.Label>Password</Field.Label>
              <Field.Input
                name="password"
                type="password"
                autoComplete="current-password"
                aria-required="true"
              />
              <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
            </Field.Root>
            <button
              type="button"
              className={linkButton}
              onClick={() => actor.send({ type: 'recovery.open' })}
            >
              Forgot password?
            </button>
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        </FormPanel>
      )}
    </>
  );
}
