import { useSelector } from '@xstate/react';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { FormPanel, Notice, formStack } from '../../components/form-panel';
import { Spinner } from '../../components/layout';
import { StaffHeader } from '../../components/staff-header';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { formText } from '../../lib/form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CodeInput } from './code-input';
import { useStaffLogin } from './use-staff-login';

export type SecondFactorPageScreen = 'phone' | 'smsCode' | 'totpSetup' | 'totpVerify';

const TITLES: Record<SecondFactorPageScreen, string> = {
  phone: 'Verify your phone',
  smsCode: 'Enter the code we texted you',
  totpSetup: 'Set up your authenticator app',
  totpVerify: 'Enter your authenticator code',
};

const linkButton = css({
  alignSelf: 'flex-start',
  textStyle: 'small',
  color: 'accent.fg',
  textDecoration: 'underline',
  cursor: 'pointer',
});

const clockTime = (epochMs: number) =>
  new Date(epochMs).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** The secret in groups of four, easier to type into an app. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function QrCode({ link }: { link: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void qrSvg(link, { type: 'svg', margin: 1 }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [link]);
  return src ? (
    <img
      src={src}
      width={192}
      height={192}
      alt="QR code to scan with your authenticator app"
      className={css({ borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'md' })}
    />
  ) : (
    <Spinner label="Drawing the QR code…" />
  );
}

/** `/admin/second-factor-login/<screen>` (spec 001 §4). The screen follows the staff actor's state. */
export default function SecondFactorPage({ screen }: { screen: SecondFactorPageScreen }) {
  useDocumentTitle(TITLES[screen]);
  const { actor, busy, error, fieldErrors } = useStaffLogin();
  const state = useSelector(actor, (s) =>
    s.matches(screen) ? 'here' : s.matches('resuming') ? 'wait' : 'away',
  );
  const maskedPhone = useSelector(actor, (s) => s.context.maskedPhone);
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const codeExpiresAt = useSelector(actor, (s) => s.context.codeExpiresAt);
  const canResend = useSelector(actor, (s) => s.can({ type: 'code.resend' }));
  const expired = useSelector(actor, (s) => s.matches({ smsCode: 'expired' }));
  const qr = useSelector(actor, (s) => s.context.qr);
  // a new PinInput after each refusal: the wrong digits go and focus returns to the first cell
  const attempt = useSelector(actor, (s) => s.context.error);

  if (state !== 'here') return <Spinner label="Checking your sign-in…" />;

  const submitCode = (code: string) => actor.send({ type: 'code.submit', code });
  const codeError = error ? <Notice tone="danger">{error}</Notice> : null;
  const restart = (
    <button type="button" className={linkButton} onClick={() => actor.send({ type: 'login.restart' })}>
      Sign in with another account
    </button>
  );

  const onPhone = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'phone.submit', phone: formText(event.currentTarget, 'phone') });
  };

  return (
    <>
      <StaffHeader />
      <FormPanel title={TITLES[screen]} footer={restart}>
        {screen === 'phone' ? (
          <form noValidate onSubmit={onPhone} className={formStack} aria-busy={busy}>
            {error && !fieldErrors.phone ? <Notice tone="danger">{error}</Notice> : null}
            <Field.Root invalid={Boolean(fieldErrors.phone)}>
              <Field.Label>Mobile phone</Field.Label>
              <Field.Input name="phone" type="tel" autoComplete="tel" aria-required="true" />
              {fieldErrors.phone ? null : (
                <Field.HelperText>
                  In international format with the country code, e.g. +1 555 555 0100.
                </Field.HelperText>
              )}
              <Field.ErrorText>{fieldErrors.phone}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? 'Sending…' : 'Text me a code'}
            </Button>
          </form>
        ) : null}

        {screen === 'smsCode' ? (
          <div className={formStack}>
            <p>
              We sent a 6-digit code to <strong>{maskedPhone ?? 'your phone'}</strong>.{' '}
              {expired ? 'It expired at' : 'It is valid until'} {clockTime(codeExpiresAt)}.
            </p>
            {codeError}
            <CodeInput
              key={attempt ?? ''}
              label="Code from the text message"
              disabled={busy || expired}
              invalid={Boolean(error)}
              onComplete={submitCode}
            />
            <div aria-live="polite" className={css({ textStyle: 'small', color: 'fg.muted' })}>
              {canResend ? null : `You can ask for a new code in ${secondsLeft} s.`}
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={!canResend}
              onClick={() => actor.send({ type: 'code.resend' })}
            >
              Send a new code
            </Button>
          </div>
        ) : null}

        {screen === 'totpSetup' ? (
          <div className={formStack}>
            <p>Scan the QR code with Google Authenticator or a similar app, then enter the code it shows.</p>
            {qr ? (
              <>
                <QrCode link={qr.link} />
                <p className={css({ textStyle: 'small' })}>
                  Can’t scan? Enter this key in the app:{' '}
                  <code
                    data-testid="totp-secret"
                    className={css({ fontWeight: 'semibold', letterSpacing: 'wide' })}
                  >
                    {groupSecret(qr.secret)}
                  </code>
                </p>
              </>
            ) : busy ? (
              <Spinner label="Preparing your key…" />
            ) : null}
            {codeError}
            <CodeInput
              key={attempt ?? ''}
              label="Code from the app"
              disabled={busy || !qr}
              invalid={Boolean(error)}
              onComplete={submitCode}
            />
            <button
              type="button"
              className={linkButton}
              onClick={() => actor.send({ type: 'factor.useSms' })}
            >
              Use text messages instead
            </button>
          </div>
        ) : null}

        {screen === 'totpVerify' ? (
          <div className={formStack}>
            <p>Open your authenticator app and enter the 6-digit code for Healthspan.</p>
            {codeError}
            <CodeInput
              key={attempt ?? ''}
              label="Code from the app"
              disabled={busy}
              invalid={Boolean(error)}
              onComplete={submitCode}
            />
          </div>
        ) : null}
      </FormPanel>
    </>
  );
}
