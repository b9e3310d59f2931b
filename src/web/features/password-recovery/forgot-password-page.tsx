import { css } from '../../../../styled-system/css';
import { FormPanel, Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RecoveryFooter, SingleFieldForm } from './recovery-parts';
import { usePasswordRecovery } from './use-password-recovery';

/**
 * Password recovery by e-mail (spec 000 §7.1 recoverPassword): the success message is the same
 * whether or not an account exists for the address, as is the server's answer.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const { step, busy, error, fieldErrors, email, send } = usePasswordRecovery({ mode: 'request' });
  return (
    <FormPanel
      title="Reset your password"
      intro={
        step === 'sent'
          ? undefined
          : 'Enter the e-mail address you log in with and we’ll send you a link to choose a new password.'
      }
      footer={<RecoveryFooter other="question" />}
    >
      {step === 'sent' ? (
        <>
          <Notice tone="success">
            If there is a Healthspan account for <strong>{email}</strong>, we have sent it a link to choose a
            new password. The link works once and only for a while, so use it soon.
          </Notice>
          <p className={css({ color: 'fg.muted', textStyle: 'small', mb: '4' })}>
            Nothing after a few minutes? Check your spam folder, or check the address and send it again.
          </p>
          <Button variant="outline" onClick={send.changeEmail}>
            Send it again
          </Button>
        </>
      ) : (
        <SingleFieldForm
          busy={busy}
          error={error}
          fieldErrors={fieldErrors}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          submitLabel="Send me a link"
          busyLabel="Sending…"
          onSubmit={send.email}
        />
      )}
    </FormPanel>
  );
}
