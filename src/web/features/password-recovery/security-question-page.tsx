import { css } from '../../../../styled-system/css';
import { FormPanel } from '../../components/form-panel';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  NewPasswordStep,
  PasswordChanged,
  LinkInvalid,
  RecoveryFooter,
  SingleFieldForm,
} from './recovery-parts';
import { usePasswordRecovery } from './use-password-recovery';

const linkButton = css({
  color: 'accent.fg',
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: 'sm',
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

/**
 * Password recovery by security question (spec 000 §7.1 securityQuestion, answer-check,
 * reset-password): e-mail → the question → the answer → a new password.
 */
export default function SecurityQuestionPage() {
  useDocumentTitle('Answer your security question');
  const { step, busy, error, fieldErrors, email, question, send } = usePasswordRecovery({ mode: 'question' });
  const stepProps = { busy, error, fieldErrors };
  if (step === 'done') return <PasswordChanged />;
  if (step === 'invalid') return <LinkInvalid />;
  if (step === 'password')
    return (
      <FormPanel
        title="Choose a new password"
        intro={`Your answer is right. Choose a new password for ${email}.`}
      >
        <NewPasswordStep {...stepProps} onSubmit={send.password} />
      </FormPanel>
    );
  return (
    <FormPanel
      title="Answer your security question"
      intro={
        step === 'email'
          ? 'Enter the e-mail address you log in with to see the security question you chose.'
          : undefined
      }
      footer={<RecoveryFooter other="link" />}
    >
      {step === 'answering' ? (
        <SingleFieldForm
          key="answer"
          {...stepProps}
          name="answer"
          label={question}
          type="text"
          autoComplete="off"
          helper="Capital letters and extra spaces don’t matter."
          submitLabel="Check my answer"
          busyLabel="Checking…"
          autoFocus
          onSubmit={send.answer}
        >
          <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
            For {email}.{' '}
            <button type="button" onClick={send.changeEmail} className={linkButton}>
              Use another e-mail
            </button>
          </p>
        </SingleFieldForm>
      ) : (
        <SingleFieldForm
          key="email"
          {...stepProps}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          submitLabel="Continue"
          busyLabel="Looking it up…"
          onSubmit={send.email}
        />
      )}
    </FormPanel>
  );
}
