import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../components/layout';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { can } from '../../lib/customer';
import { useCustomer } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChooseStep, ProcessingStep } from './choose-step';
import { ConfirmationStep } from './review-step';
import { SuccessStep } from './success-step';
import {
  stepOf,
  UPLOAD_PATHS,
  useOcrUploadActor,
  type OcrUploadRef,
  type UploadStep,
} from './use-ocr-upload';

const STEPS: readonly { step: UploadStep; label: string }[] = [
  { step: 'choose', label: 'Upload' },
  { step: 'processing', label: 'Reading' },
  { step: 'confirmation', label: 'Review' },
  { step: 'success', label: 'Done' },
];

const TITLES: Record<UploadStep, string> = {
  choose: 'Add blood results',
  processing: 'Reading your report',
  confirmation: 'Review your results',
  success: 'Results saved',
};

const samePath = (a: string, b: string) => a.replace(/\/$/, '').toLowerCase() === b.toLowerCase();

/**
 * `/customer/diy/upload-blood-result` and its sub-paths processing, confirmation and success
 * (spec 000 §2.3, §2.4): one ocrUpload actor for the whole flow; the URL follows its state.
 */
export default function UploadBloodResultPage() {
  const customer = useCustomer();
  const actor = useOcrUploadActor();
  return <UploadFlow actor={actor} allowed={!customer || can.addBloodResults(customer)} />;
}

/** The flow's screens for an ocrUpload actor (the page's, or a test's). */
export function UploadFlow({ actor: ref, allowed }: { actor: OcrUploadRef; allowed: boolean }) {
  const step = useSelector(ref, stepOf);
  const [location, navigate] = useLocation();
  useDocumentTitle(TITLES[step]);
  useEffect(() => {
    if (!samePath(location, UPLOAD_PATHS[step])) navigate(UPLOAD_PATHS[step], { replace: true });
  }, [location, navigate, step]);
  const index = STEPS.findIndex((s) => s.step === step);
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '4' })}>{TITLES[step]}</h1>
        {!allowed ? (
          <NoUploadAccess />
        ) : (
          <>
            <ol
              aria-label="Steps"
              className={css({
                display: 'flex',
                gap: { base: '2', md: '6' },
                listStyle: 'none',
                p: '0',
                mb: '6',
                textStyle: 'small',
                flexWrap: 'wrap',
              })}
            >
              {STEPS.map((s, i) => (
                <li
                  key={s.step}
                  aria-current={i === index ? 'step' : undefined}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '2',
                    color: i <= index ? 'fg.default' : 'fg.muted',
                    fontWeight: i === index ? '700' : '400',
                  })}
                >
                  <span
                    aria-hidden="true"
                    className={css({
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      w: '6',
                      h: '6',
                      borderRadius: 'full',
                      borderWidth: 'thin',
                      borderColor: i <= index ? 'accent.default' : 'border.strong',
                      bg: i < index ? 'accent.default' : 'bg.canvas',
                      color: i < index ? 'fg.inverse' : 'fg.default',
                      textStyle: 'caption',
                    })}
                  >
                    {i + 1}
                  </span>
                  {/* on phones only the current step is named: the four do not fit one line */}
                  <span className={i === index ? undefined : css({ srOnly: { base: true, sm: false } })}>
                    {s.label}
                  </span>
                  {i < index ? <span className={css({ srOnly: true })}> (done)</span> : null}
                </li>
              ))}
            </ol>
            {step === 'choose' ? (
              <ChooseStep actor={ref} />
            ) : step === 'processing' ? (
              <ProcessingStep actor={ref} />
            ) : step === 'confirmation' ? (
              <ConfirmationStep actor={ref} />
            ) : (
              <SuccessStep actor={ref} />
            )}
          </>
        )}
      </Container>
    </div>
  );
}

/** spec 000 §6: adding blood results needs the upload subscription (hasAccessToBru). */
function NoUploadAccess() {
  return (
    <section className={cx(card, css({ maxW: 'prose' }))} aria-labelledby="no-access">
      <h2 id="no-access" className={css({ textStyle: 'h3', mb: '2' })}>
        Uploading lab reports needs the blood-results upload plan
      </h2>
      <p className={css({ mb: '4', color: 'fg.muted' })}>
        With it you can add results from any lab and see them next to your Healthspan tests.
      </p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button asChild>
          <a href="/bloodresultsupload">See the upload plan</a>
        </Button>
        <Button asChild variant="outline">
          <Link href="/customer/diy">Back to adding results</Link>
        </Button>
      </div>
    </section>
  );
}
