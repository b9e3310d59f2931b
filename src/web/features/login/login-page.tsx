import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import { FormPanel, Notice, formStack } from '../../components/form-panel';
import { Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { useConfiguration } from '../../lib/configuration';
import { CUSTOMER_ROUTES, safeReturnPath } from '../../lib/customer';
import { useCustomer, useLogin } from '../../lib/use-auth';
import { formText } from '../../lib/form';
import { useDocumentTitle } from '../../lib/use-document-title';

const FIELDS = ['email', 'password'] as const;
const NO_ERRORS: Record<string, string> = {};

/**
 * `/customer/login` (spec 000 §2.2, §7.1): e-mail and password. The server's per-field messages
 * (400 `issues`) show at the fields; a refusal (401 wrong credentials, 429 too many attempts) shows
 * in an alert. Signed in, the customer goes to `returnTo` or their role's home page.
 */
export default function LoginPage() {
  useDocumentTitle('Log in');
  const [, navigate] = useLocation();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo'));
  const customer = useCustomer();
  const login = useLogin();
  const { busy, restoring, canLogIn, logIn } = login;
  // A refusal from an earlier visit to this page is old news: each failure assigns new field
  // errors, so only a failure after the page opened counts.
  const [earlier] = useState(() => login.fieldErrors);
  const current = login.fieldErrors !== earlier;
  const error = current ? login.error : undefined;
  const fieldErrors = current ? login.fieldErrors : NO_ERRORS;
  const storeUrl = useConfiguration()?.storeUrl;
  const inputs = useRef<Record<(typeof FIELDS)[number], HTMLInputElement | null>>({
    email: null,
    password: null,
  });
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (customer)
      navigate(returnTo ?? (customer.role.homePage || CUSTOMER_ROUTES.dashboard), { replace: true });
  }, [customer, returnTo, navigate]);

  // after a refusal, focus the first field the server named, or the alert
  useEffect(() => {
    if (!error) return;
    const field = FIELDS.find((name) => fieldErrors[name]);
    if (field) inputs.current[field]?.focus();
    else alert.current?.focus();
  }, [error, fieldErrors]);

  if (restoring) return <Spinner label="Checking your sign-in…" />;
  if (customer) return <Spinner label="Opening your account…" />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    logIn(formText(event.currentTarget, 'email'), formText(event.currentTarget, 'password'));
  };
  const formError = error && !FIELDS.some((name) => fieldErrors[name]) ? error : undefined;

  return (
    <FormPanel
      title="Log in"
      intro="Welcome back. Log in to see your results, your InnerAge and your plan."
      footer={
        <>
          <p>
            New to Healthspan?{' '}
            {storeUrl ? <a href={storeUrl}>Choose a plan in our store</a> : 'Choose a plan in our store.'}
          </p>
        </>
      }
    >
      {formError ? (
        <Notice tone="danger" focusRef={alert}>
          {formError}
        </Notice>
      ) : null}
      <form noValidate onSubmit={onSubmit} className={formStack} aria-busy={busy}>
        <Field.Root invalid={Boolean(fieldErrors.email)}>
          <Field.Label>E-mail</Field.Label>
          <Field.Input
            ref={(el) => {
              inputs.current.email = el;
            }}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
          />
          <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(fieldErrors.password)}>
          <Field.Label>Password</Field.Label>
          <Field.Input
            ref={(el) => {
              inputs.current.password = el;
            }}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-required="true"
          />
          <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
        </Field.Root>
        <Link
          href={CUSTOMER_ROUTES.forgotPassword}
          className={css({ alignSelf: 'flex-start', textStyle: 'small' })}
        >
          Forgot your password?
        </Link>
        <Button type="submit" size="lg" disabled={!canLogIn}>
          {busy ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </FormPanel>
  );
}
