import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import {
  type ActivationStep,
  type DrawRequest,
  stepAfterNotices,
  stepOf,
} from '../../../../machines/test-activation.machine';
import type { Test } from '../../../contract/orders';
import { formatDateTime } from '../../../domain/dates';
import { MBD_MAX_LEAD_MS, MBD_MIN_LEAD_MS, mbdTimeProblem } from '../../../domain/orders';
import { Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import * as Field from '../../components/ui/field';
import { DrawGuideSection, needsDrawGuide } from './draw-guide';
import { ordersApi } from './orders-api';
import type { TestActivationRef } from './use-test-activation';

const bodyText = css({ display: 'grid', gap: '3', color: 'fg.default', mb: '5' });
const actionsRow = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' });
// these dialogs have no close button in the corner (Cancel, Escape and the overlay close them)
const fullWidthTitle = css({ pr: '0' });
const alertText = css({
  color: 'danger.fg',
  bg: 'danger.subtle',
  p: '3',
  borderRadius: 'md',
  textStyle: 'small',
});

/**
 * The activation flow's dialogs (spec 000 §4): one per step, the step of the machine's state (`stepOf`).
 * One dialog element stays open through the flow and its content changes with the step: a second
 * dialog mounting under the pointer took the finishing click of the first for a click outside and
 * closed. As the step changes or a call ends, focus moves to the first invalid field or the first
 * control unless it is in the dialog already. Closing (Escape, the overlay, Cancel) resets the flow.
 */
export function ActivationDialog({
  actor,
  finalFocusEl,
}: {
  actor: TestActivationRef;
  finalFocusEl: () => HTMLElement | null;
}) {
  const step = useSelector(actor, stepOf);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!step) return;
    // after Ark's own initial focus on opening
    const frame = requestAnimationFrame(() => {
      const root = content.current;
      if (!root || (root.contains(document.activeElement) && document.activeElement !== root)) return;
      (
        root.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root.querySelector<HTMLElement>(FOCUSABLE)
      )?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [step, busy]);
  return (
    <Dialog.Root
      open={step !== null}
      size={step === 'SCHEDULE_MBD' || step === 'TEST_ACTIVATED' ? 'md' : 'sm'}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'activation.reset' });
      }}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content ref={content} data-step={step ?? undefined}>
          {step ? <StepBody key={step} actor={actor} step={step} /> : null}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), a[href]';

function StepBody({ actor, step }: { actor: TestActivationRef; step: ActivationStep }) {
  const test = useSelector(actor, (s) => s.context.testForActivating);
  const from = useSelector(actor, (s) => s.context.testFromActivating);
  if (!test) return null;
  switch (step) {
    case 'EXPIRE':
      return <ExpireStep actor={actor} test={test} from={from} />;
    case 'CONFIRM_ACTIVATING':
      return <ConfirmActivatingStep actor={actor} test={test} from={from} />;
    case 'CONFIRM_LAB_TEST':
      return <ConfirmLabTestStep actor={actor} test={test} />;
    case 'MBD_REQUIRED':
      return <MbdRequiredStep actor={actor} test={test} />;
    case 'PREGNANCY':
      return <PregnancyStep actor={actor} test={test} />;
    case 'SHOW_QUEST_DRAW_POPUP':
      return <QuestDrawStep actor={actor} test={test} />;
    case 'SCHEDULE_MBD':
      return <ScheduleMbdStep actor={actor} test={test} />;
    case 'TEST_ACTIVATED':
      return <TestActivatedStep actor={actor} test={test} />;
  }
}

function StepFrame({
  title,
  children,
  actions,
  more,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Content after the description (not read out with it). */
  more?: ReactNode;
}) {
  return (
    <>
      <Dialog.Title className={fullWidthTitle}>{title}</Dialog.Title>
      <Dialog.Description asChild>
        <div className={bodyText}>{children}</div>
      </Dialog.Description>
      {more ? <div className={css({ mb: '5' })}>{more}</div> : null}
      <div className={actionsRow}>{actions}</div>
    </>
  );
}

function CancelButton({ actor }: { actor: TestActivationRef }) {
  return (
    // type="button": in the draw form a submit button would also send draw.submit after the reset
    <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'activation.reset' })}>
      Cancel
    </Button>
  );
}

function ContinueButton({ actor, children }: { actor: TestActivationRef; children: ReactNode }) {
  return <Button onClick={() => actor.send({ type: 'step.continue' })}>{children}</Button>;
}

/** How the new test is taken, as the confirmation says it. */
function howTaken(test: Test) {
  if (test.hasHomeKit) return 'You take this test at home with the kit we sent you.';
  if (test.hasMbd && test.mbdScheduledAt)
    return `Your blood draw for this test is booked for ${formatDateTime(test.mbdScheduledAt)}.`;
  if (test.shouldPreventActivationWithoutMbd)
    return 'This test needs a blood draw by a phlebotomist who comes to you; you book it next.';
  return 'You have your blood drawn at a lab near you.';
}

function ExpireStep({ actor, test, from }: { actor: TestActivationRef; test: Test; from: Test | null }) {
  return (
    <StepFrame title="You can’t switch tests right now" actions={<ContinueLikeClose actor={actor} />}>
      <p>
        Your {from?.title ?? 'activated'} test has a blood draw booked
        {from?.mbdScheduledAt ? ` for ${formatDateTime(from.mbdScheduledAt)}` : ''}. It is less than 24 hours
        away, so it can no longer be moved.
      </p>
      <p>You can activate {test.title} after the draw, or contact support if you need to cancel it.</p>
    </StepFrame>
  );
}

function ContinueLikeClose({ actor }: { actor: TestActivationRef }) {
  return <Button onClick={() => actor.send({ type: 'activation.reset' })}>OK</Button>;
}

function ConfirmActivatingStep({
  actor,
  test,
  from,
}: {
  actor: TestActivationRef;
  test: Test;
  from: Test | null;
}) {
  return (
    <StepFrame
      title={`Activate ${test.title}?`}
      actions={
        <>
          <CancelButton actor={actor} />
          <ContinueButton actor={actor}>Activate {test.title}</ContinueButton>
        </>
      }
    >
      {from ? (
        <p>
          Your {from.title} test is activated now. Activating {test.title} puts {from.title} back with your
          available tests, so you can use it later
          {from.hasMbd && from.mbdScheduledAt
            ? `, and cancels its blood draw booked for ${formatDateTime(from.mbdScheduledAt)}.`
            : '.'}
        </p>
      ) : null}
      <p>{howTaken(test)}</p>
    </StepFrame>
  );
}

function ConfirmLabTestStep({ actor, test }: { actor: TestActivationRef; test: Test }) {
  return (
    <StepFrame
      title={`Book a blood draw for ${test.title}`}
      actions={
        <>
          <CancelButton actor={actor} />
          <ContinueButton actor={actor}>Choose a time</ContinueButton>
        </>
      }
    >
      <p>
        Walk-in lab draws are not available where you live, so for {test.title} a phlebotomist comes to your
        home or office to draw your blood.
      </p>
      <p>Next, choose a time and the address. Your test is activated as soon as the draw is booked.</p>
    </StepFrame>
  );
}

function MbdRequiredStep({ actor, test }: { actor: TestActivationRef; test: Test }) {
  return (
    <StepFrame
      title={`${test.title} needs a mobile blood draw`}
      actions={
        <>
          <CancelButton actor={actor} />
          <ContinueButton actor={actor}>Book the draw</ContinueButton>
        </>
      }
    >
      <p>
        This test can only be taken with a blood draw at your home or office. Book the draw next; {test.title}{' '}
        is activated as soon as it is booked.
      </p>
    </StepFrame>
  );
}

function PregnancyStep({ actor, test }: { actor: TestActivationRef; test: Test }) {
  return (
    <StepFrame
      title="Are you pregnant?"
      actions={
        <>
          <CancelButton actor={actor} />
          <ContinueButton actor={actor}>I understand, continue</ContinueButton>
        </>
      }
    >
      <p>
        {test.title} measures hormones and other markers that change during pregnancy. Results taken while you
        are pregnant may not reflect your usual health, and our recommendations are not meant for pregnancy.
      </p>
      <p>If you are pregnant, you may want to take this test after your pregnancy.</p>
    </StepFrame>
  );
}

function QuestDrawStep({ actor, test }: { actor: TestActivationRef; test: Test }) {
  // a draw is the next step anyway (the test needs one): one way on
  const drawIsNext = useSelector(actor, (s) => stepAfterNotices(s.context) === 'SCHEDULE_MBD');
  return (
    <StepFrame
      title="Skip the trip to the lab"
      actions={
        <>
          {drawIsNext ? (
            <CancelButton actor={actor} />
          ) : (
            <Button variant="outline" onClick={() => actor.send({ type: 'step.continue' })}>
              I’ll visit a lab
            </Button>
          )}
          <Button onClick={() => actor.send({ type: 'draw.book' })}>Book a home draw</Button>
        </>
      }
    >
      <p>
        The blood for {test.title} can be drawn at home: a phlebotomist comes to your home or office at a time
        you choose, so you don’t need to visit a Quest Diagnostics lab.
      </p>
    </StepFrame>
  );
}

function TestActivatedStep({ actor, test }: { actor: TestActivationRef; test: Test }) {
  const activating = useSelector(actor, (s) => s.matches({ open: { testActivated: 'activating' } }));
  const failure = useSelector(actor, (s) => s.context.failure);
  const failed = useSelector(actor, (s) => s.matches({ open: { testActivated: 'failed' } }));
  const previous = useSelector(actor, (s) => s.context.previousActivatedTest);
  const phone = useSelector(actor, (s) => s.context.draw?.phone);
  const canBookDraw = useSelector(actor, (s) => s.can({ type: 'draw.book' }));
  if (activating)
    return (
      <>
        <Dialog.Title className={fullWidthTitle}>Activating {test.title}…</Dialog.Title>
        <Spinner label="Activating your test…" />
      </>
    );
  if (failed)
    return (
      <StepFrame
        title={`We couldn’t activate ${test.title}`}
        actions={
          <>
            <CancelButton actor={actor} />
            <Button onClick={() => actor.send({ type: 'activation.retry' })}>Try again</Button>
          </>
        }
      >
        <p role="alert" className={alertText}>
          {failure?.message}
        </p>
        <p>Nothing has changed with your tests. You can try again now or later.</p>
      </StepFrame>
    );
  return (
    <StepFrame
      title={`${test.title} is activated`}
      actions={<Button onClick={() => actor.send({ type: 'activation.reset' })}>Done</Button>}
      more={
        needsDrawGuide(test) ? (
          <DrawGuideSection
            test={test}
            onBookDraw={canBookDraw ? () => actor.send({ type: 'draw.book' }) : undefined}
          />
        ) : null
      }
    >
      {test.hasMbd && test.mbdScheduledAt ? (
        <p>
          Your blood draw is booked for <strong>{formatDateTime(test.mbdScheduledAt)}</strong>.
          {phone ? ` The phlebotomist will call ${phone} if anything changes.` : ''}
        </p>
      ) : (
        <p>{howTaken(test)}</p>
      )}
      {previous ? <p>{previous.title} is back with your available tests.</p> : null}
      <p>Your results appear in My results as soon as the lab sends them.</p>
    </StepFrame>
  );
}

// ── SCHEDULE_MBD ──────────────────────────────────────────────────────────────

type DrawField = 'scheduledAt' | 'phone' | 'line1' | 'line2' | 'city' | 'state' | 'zip';
const PATH: Record<DrawField, string> = {
  scheduledAt: 'scheduledAt',
  phone: 'phone',
  line1: 'address.line1',
  line2: 'address.line2',
  city: 'address.city',
  state: 'address.state',
  zip: 'address.zip',
};

/** A `datetime-local` value (local time) for epoch milliseconds. */
function localInput(ms: number) {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

function valuesOf(draw: DrawRequest | null): Record<DrawField, string> {
  return {
    scheduledAt: draw?.scheduledAt ? localInput(Date.parse(draw.scheduledAt)) : '',
    phone: draw?.phone ?? '',
    line1: draw?.address.line1 ?? '',
    line2: draw?.address.line2 ?? '',
    city: draw?.address.city ?? '',
    state: draw?.address.state ?? '',
    zip: draw?.address.zip ?? '',
  };
}

function ScheduleMbdStep({ actor, test }: { actor: TestActivationRef; test: Test }) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const checking = useSelector(actor, (s) => s.matches({ open: { scheduleMbd: 'checking' } }));
  const failure = useSelector(actor, (s) => s.context.failure);
  const draw = useSelector(actor, (s) => s.context.draw);
  const [values, setValues] = useState(() => valuesOf(draw));
  const [localErrors, setLocalErrors] = useState<Partial<Record<DrawField, string>>>({});
  // a first booking starts from the account's US address; nothing the customer typed is replaced
  useEffect(() => {
    if (draw) return;
    const controller = new AbortController();
    ordersApi
      .accountAddress(controller.signal)
      .then(({ address }) => {
        if (address?.country !== 'US') return;
        const known = {
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          state: address.state,
          zip: address.postalCode,
        };
        setValues((v) => ([v.line1, v.line2, v.city, v.state, v.zip].some(Boolean) ? v : { ...v, ...known }));
      })
      .catch(() => undefined); // no default: the customer types the address
    return () => controller.abort();
  }, [draw]);
  const [bounds] = useState(() => {
    const now = Date.now();
    // a minute of slack so the earliest time shown is still 24 hours ahead when sent
    return { min: localInput(now + MBD_MIN_LEAD_MS + 60_000), max: localInput(now + MBD_MAX_LEAD_MS) };
  });

  const errorOf = (key: DrawField) => localErrors[key] ?? failure?.fieldErrors[PATH[key]];
  const knownPaths = new Set(Object.values(PATH));
  const otherIssues = Object.entries(failure?.fieldErrors ?? {}).filter(([path]) => !knownPaths.has(path));
  const formError =
    failure && (otherIssues.length > 0 || Object.keys(failure.fieldErrors).length === 0)
      ? [failure.message, ...otherIssues.map(([, message]) => message)].join(' ')
      : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<DrawField, string>> = {};
    if (!values.scheduledAt) found.scheduledAt = 'Choose a date and time';
    else {
      const problem = mbdTimeProblem(new Date(values.scheduledAt), new Date());
      if (problem) found.scheduledAt = problem;
    }
    setLocalErrors(found);
    if (Object.keys(found).length > 0) return;
    const address = {
      line1: values.line1,
      city: values.city,
      state: values.state,
      zip: values.zip,
      country: 'US',
      ...(values.line2.trim() ? { line2: values.line2 } : {}),
    };
    actor.send({
      type: 'draw.submit',
      draw: { scheduledAt: new Date(values.scheduledAt).toISOString(), phone: values.phone, address },
    });
  };

  const input = (
    key: DrawField,
    label: string,
    props: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel'; optional?: boolean } = {},
  ) => (
    <Field.Text
      label={label}
      error={errorOf(key)}
      required={!props.optional}
      name={key}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      {...(key === 'scheduledAt' ? { min: bounds.min, max: bounds.max } : {})}
      value={values[key]}
      onValueChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
    />
  );

  return (
    <>
      <Dialog.Title className={fullWidthTitle}>Book your blood draw</Dialog.Title>
      <Dialog.Description>
        A phlebotomist comes to the address you give to draw the blood for {test.title}. Choose a time at
        least 24 hours ahead and within the next 60 days.
      </Dialog.Description>
      <form
        noValidate
        onSubmit={onSubmit}
        className={css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)' })}
      >
        {input('scheduledAt', 'Date and time', { type: 'datetime-local' })}
        {input('phone', 'Phone the phlebotomist can call', {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
        })}
        <fieldset className={css({ display: 'grid', gap: '3', border: 'none', p: '0', m: '0', minW: '0' })}>
          <legend className={css({ fontWeight: '600', mb: '2' })}>Address for the draw</legend>
          {input('line1', 'Street address', { autoComplete: 'address-line1' })}
          {input('line2', 'Apartment, suite (optional)', { autoComplete: 'address-line2', optional: true })}
          {input('city', 'City', { autoComplete: 'address-level2' })}
          <div
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
            })}
          >
            {input('state', 'State', { autoComplete: 'address-level1' })}
            {input('zip', 'ZIP code', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          </div>
        </fieldset>
        {formError ? (
          <p role="alert" className={alertText}>
            {formError}
          </p>
        ) : null}
        <div className={actionsRow}>
          <CancelButton actor={actor} />
          <Button type="submit" disabled={busy}>
            {busy ? (checking ? 'Checking…' : 'Booking…') : 'Book the draw'}
          </Button>
        </div>
      </form>
    </>
  );
}
