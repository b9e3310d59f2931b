import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { STEP_INFO, type StepId } from '../../../domain/onboarding';
import { Container, Spinner, StatusPanel } from '../../components/layout';
import { Button } from '../../components/ui/button';
import * as Progress from '../../components/ui/progress';
import { CUSTOMER_ROUTES } from '../../lib/customer';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { StepFormProps, StepForms } from './step-form';
import { STEP_FORMS } from './steps';
import { useOnboarding, useOnboardingActor, type OnboardingRef } from './use-onboarding';

const alertBox = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  p: '3',
  bg: 'danger.subtle',
  color: 'danger.fg',
  borderRadius: 'lg',
  textStyle: 'small',
});

const noticeBox = css({
  p: '4',
  bg: 'accent.subtle',
  borderRadius: 'lg',
  textStyle: 'small',
});

/**
 * `/customer/onboarding` (issue 14; spec 000 §2.3, §4): the guided flow from purchase to a full
 * account, one step at a time as the server's flow says. No banners here (000 §2.4: the shell
 * shows them only on the pages it names).
 */
export default function OnboardingPage({ forms = STEP_FORMS }: { forms?: StepForms }) {
  const actor = useOnboardingActor();
  return <OnboardingFlowView actor={actor} forms={forms} />;
}

/** The flow's screens for an onboarding actor (the page's, or a test's). */
export function OnboardingFlowView({ actor, forms }: { actor: OnboardingRef; forms: StepForms }) {
  const view = useOnboarding(actor);
  const [, navigate] = useLocation();
  const { screen } = view;
  useEffect(() => {
    if (screen === 'purchase') navigate(CUSTOMER_ROUTES.choosePlan, { replace: true });
    else if (screen === 'finished') navigate(CUSTOMER_ROUTES.dashboard, { replace: true });
  }, [navigate, screen]);
  useDocumentTitle(view.step ? STEP_INFO[view.step].title : 'Getting started');

  if (screen === 'failed')
    return (
      <Frame>
        <StatusPanel
          title="We could not load your steps"
          actions={<Button onClick={view.reload}>Try again</Button>}
        >
          <p role="alert">{view.failure}</p>
          <p>Your answers so far are saved.</p>
        </StatusPanel>
      </Frame>
    );
  return (
    <Frame>
      {screen === 'purchase' ? (
        <Spinner label="Taking you to our plans…" />
      ) : screen === 'finishing' || screen === 'finished' ? (
        <Spinner label="Your account is ready. Opening your dashboard…" />
      ) : screen === 'loading' || !view.step ? (
        <Spinner label="Loading your steps…" />
      ) : (
        <StepScreen view={view} step={view.step} forms={forms} />
      )}
    </Frame>
  );
}

/** One calm background for every screen of the flow, so moving between them does not flash. */
function Frame({ children }: { children: ReactNode }) {
  return <div className={css({ bg: 'bg.subtle', flex: '1', minH: 'full' })}>{children}</div>;
}

type View = ReturnType<typeof useOnboarding>;

function StepScreen({ view, step, forms }: { view: View; step: StepId; forms: StepForms }) {
  const { flow, progress, busy } = view;
  const info = STEP_INFO[step];
  const heading = useRef<HTMLHeadingElement>(null);
  // keyboard and screen-reader users start each step at its title
  useEffect(() => heading.current?.focus(), [step]);
  // a registry may lack a step while its form is being written
  const Form = forms[step] as ComponentType<StepFormProps> | undefined;
  const formId = `onboarding-${step}`;
  const review = step === 'review';
  const submitLabel = view.saving
    ? 'Saving…'
    : view.completing
      ? 'Finishing…'
      : review
        ? 'Finish'
        : 'Continue';
  if (!flow) return null;
  return (
    <Container className={css({ py: { base: '6', md: '12' } })}>
      <div className={css({ maxW: 'prose', mx: 'auto', display: 'grid', gap: '6' })}>
        <Progress.Root
          value={progress.number}
          min={0}
          max={progress.total}
          translations={{ value: ({ value, max }) => `Step ${value ?? 0} of ${max}` }}
        >
          <Progress.Label>
            Step {progress.number} of {progress.total}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <header>
          <h1
            ref={heading}
            tabIndex={-1}
            className={css({
              textStyle: { base: 'h1', md: 'display' },
              mb: '2',
              _focus: { outline: 'none' },
            })}
          >
            {info.title}
          </h1>
          <p className={css({ color: 'fg.muted', textStyle: 'body' })}>{info.why}</p>
        </header>
        {view.left.length ? (
          <div role="status" className={noticeBox}>
            <p className={css({ fontWeight: '600', mb: '1' })}>Before you can finish, please answer:</p>
            <ul className={css({ listStyle: 'disc', pl: '5' })}>
              {view.left.map((id) => (
                <li key={id}>{STEP_INFO[id].title}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <section
          aria-label={info.title}
          className={css({
            bg: 'bg.canvas',
            borderRadius: 'xl',
            boxShadow: 'card',
            p: { base: '5', md: '8' },
          })}
        >
          {Form ? (
            <Form
              key={step}
              formId={formId}
              answers={flow.answers[step]}
              flow={flow}
              saving={busy}
              fieldErrors={view.fieldErrors}
              onSubmit={view.save}
              onEdit={review ? view.open : undefined}
            />
          ) : (
            <form id={formId} onSubmit={(event) => event.preventDefault()}>
              <p className={css({ color: 'fg.muted' })}>This step cannot be shown yet.</p>
            </form>
          )}
        </section>
        {view.failure ? (
          <div role="alert" className={alertBox}>
            <span>{view.failure}</span>
            {view.canRetry ? (
              <Button size="sm" variant="outline" onClick={view.retry}>
                Try again
              </Button>
            ) : null}
          </div>
        ) : null}
        {/* phones: Continue and Skip side by side at full width, Back under them */}
        <div
          className={css({
            display: 'flex',
            flexDirection: { base: 'column-reverse', sm: 'row' },
            alignItems: { base: 'stretch', sm: 'center' },
            gap: '3',
          })}
        >
          {view.hasBack ? (
            <Button variant="ghost" onClick={view.back} disabled={busy}>
              {view.backToSummary ? 'Back to the summary' : 'Back'}
            </Button>
          ) : null}
          <div
            className={css({
              display: 'flex',
              gap: '3',
              ml: { sm: 'auto' },
              '& > *': { flex: { base: '1', sm: 'none' } },
            })}
          >
            {view.optional ? (
              <Button variant="outline" onClick={view.skip} disabled={!view.canSkip}>
                {view.skipping ? 'Skipping…' : 'Skip this step'}
              </Button>
            ) : null}
            <Button type="submit" form={formId} disabled={busy}>
              {submitLabel}
            </Button>
          </div>
        </div>
        <p
          className={css({
            textStyle: 'small',
            color: 'fg.muted',
            textAlign: { base: 'center', sm: 'start' },
          })}
        >
          Each step is saved when you continue: you can stop and pick up where you left off, on any device.
        </p>
      </div>
    </Container>
  );
}
