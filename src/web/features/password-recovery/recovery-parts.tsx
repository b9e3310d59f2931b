import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { FormPanel, Notice, formStack } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { CUSTOMER_ROUTES } from '../../lib/customer';
import { formText } from '../../lib/form';

/** The password rule of the contract (`newPassword`), said before the customer types. */
export const PASSWORD_RULE = 'Use at least 10 characters, with at least one letter and one digit.';

export interface StepProps {
  busy: boolean;
  error: string | undefined;
  fieldErrors: Record<string, string>;
}

/** The server's message for the whole form: shown when no field of this step carries it. */
function formErrorOf({ error, fieldErrors }: StepProps, fields: string[]) {
  return error && !fields.some((name) => fieldErrors[name]) ? error : undefined;
}

/** One field and its button, with the server's message at the field or above the form. */
export function SingleFieldForm({
  name,
  label,
  type,
  autoComplete,
  helper,
  submitLabel,
  busyLabel,
  autoFocus = false,
  onSubmit,
  children,
  ...step
}: StepProps & {
  name: string;
  label: string;
  type: 'email' | 'text' | 'password';
  autoComplete: string;
  helper?: string;
  submitLabel: string;
  busyLabel: string;
  autoFocus?: boolean;
  onSubmit: (value: string) => void;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const fieldError = step.fieldErrors[name];
  const formError = formErrorOf(step, [name]);
  useEffect(() => {
    if (fieldError) input.current?.focus();
    else if (formError) alert.current?.focus();
  }, [fieldError, formError]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(formText(event.currentTarget, name));
  };
  return (
    <>
      {formError ? (
        <Notice tone="danger" focusRef={alert}>
          {formError}
        </Notice>
      ) : null}
      <form noValidate onSubmit={submit} className={formStack} aria-busy={step.busy}>
        <Field.Root invalid={Boolean(fieldError)}>
          <Field.Label>{label}</Field.Label>
          <Field.Input
            ref={input}
            name={name}
            type={type}
            autoComplete={autoComplete}
            aria-required="true"
            // a step that follows another takes the focus (the previous step's field is gone)
            autoFocus={autoFocus}
          />
          {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
          <Field.ErrorText>{fieldError}</Field.ErrorText>
        </Field.Root>
        {children}
        <Button type="submit" size="lg" disabled={step.busy}>
          {step.busy ? busyLabel : submitLabel}
        </Button>
      </form>
    </>
  );
}

/** The last step of both ways in: choose the new password (rule shown, errors at the field). */
export function NewPasswordStep({ onSubmit, ...step }: StepProps & { onSubmit: (password: string) => void }) {
  return (
    <SingleFieldForm
      {...step}
      name="password"
      label="New password"
      type="password"
      autoComplete="new-password"
      helper={PASSWORD_RULE}
      submitLabel="Save new password"
      busyLabel="Saving…"
      autoFocus
      onSubmit={onSubmit}
    />
  );
}

export function PasswordChanged() {
  return (
    <FormPanel title="Your password is changed">
      <Notice tone="success">
        For your security we logged you out everywhere. Log in with your new password.
      </Notice>
      <Button asChild size="lg">
        <Link href={CUSTOMER_ROUTES.login}>Log in</Link>
      </Button>
    </FormPanel>
  );
}

export function LinkInvalid() {
  return (
    <FormPanel
      title="This link no longer works"
      intro="Password links work once, for a limited time. Ask for a new one and use it soon after it arrives."
    >
      <Button asChild size="lg">
        <Link href={CUSTOMER_ROUTES.forgotPassword}>Send me a new link</Link>
      </Button>
    </FormPanel>
  );
}

/** Links at the foot of the recovery pages. */
export function RecoveryFooter({ other }: { other: 'link' | 'question' }) {
  return (
    <>
      {other === 'question' ? (
        <p>
          Can’t reach your e-mail?{' '}
          <Link href={CUSTOMER_ROUTES.securityQuestion}>Answer your security question instead</Link>
        </p>
      ) : (
        <p>
          Prefer an e-mail? <Link href={CUSTOMER_ROUTES.forgotPassword}>Send me a link instead</Link>
        </p>
      )}
      <p>
        Remembered it? <Link href={CUSTOMER_ROUTES.login}>Back to log in</Link>
      </p>
    </>
  );
}
