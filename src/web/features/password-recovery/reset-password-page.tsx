import { useSearch } from 'wouter';
import { FormPanel, Notice } from '../../components/form-panel';
import { Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LinkInvalid, NewPasswordStep, PasswordChanged } from './recovery-parts';
import { usePasswordRecovery } from './use-password-recovery';

/** `/customer/login/reset-password?guid=` (the e-mailed link): guid-check, then the new password. */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const guid = new URLSearchParams(useSearch()).get('guid') ?? '';
  const { step, busy, error, fieldErrors, send } = usePasswordRecovery({ mode: 'link', guid });
  if (step === 'checkingLink') return <Spinner label="Checking your link…" />;
  if (step === 'invalid') return <LinkInvalid />;
  if (step === 'done') return <PasswordChanged />;
  if (step === 'linkFailed')
    return (
      <FormPanel title="We couldn’t check your link">
        <Notice tone="danger">{error}</Notice>
        <Button onClick={send.retryLink}>Try again</Button>
      </FormPanel>
    );
  return (
    <FormPanel title="Choose a new password">
      <NewPasswordStep busy={busy} error={error} fieldErrors={fieldErrors} onSubmit={send.password} />
    </FormPanel>
  );
}
