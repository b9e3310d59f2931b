import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject, SnapshotFrom } from 'xstate';
import type { DrawGuide } from '../../src/contract/draw-guide';
import { MBD_MIN_LEAD_MS } from '../../src/domain/orders';
import {
  stepAfterNotices,
  stepOf,
  type testActivationMachine,
  type TestActivationEvent,
} from '../../machines/test-activation.machine';
import { testActivationModel } from '../machines/test-activation.fixtures';
import { describeCoveringUiModel, type UiModel } from './model-ui';

/** GET tests/{id}/draw-guide: no walk-in site near, a mobile draw available (an activated lab test offers it). */
const guide = (testId: number): DrawGuide => ({
  testId,
  origin: { zip: '02110', city: 'Boston', state: 'MA' },
  sites: [],
  bring: ['A photo ID'],
  preparation: { fastingHours: null, advice: ['Drink water before the draw.'] },
  mobileDraw: { available: true, bookedFor: null, earliestAt: '2026-12-09T12:00:00.000Z' },
});

// the dialogs call the API only for the draw form's default address and the activated test's guide;
// the machine's own calls are the harness's fakes
const api = vi.hoisted(() => ({
  accountAddress: vi.fn(() => Promise.resolve({ address: null })),
  drawGuide: vi.fn(),
}));
vi.mock('../../src/web/features/orders/orders-api', () => ({ ordersApi: api, validateContact: vi.fn() }));
api.drawGuide.mockImplementation((testId: number) => Promise.resolve(guide(testId)));

const { ActivationDialog } = await import('../../src/web/features/orders/activation-dialogs');

type Snapshot = SnapshotFrom<typeof testActivationMachine>;
type Event<K extends TestActivationEvent['type']> = Extract<TestActivationEvent, { type: K }>;

let current: AnyActorRef | undefined;
const snapshot = () => current!.getSnapshot() as Snapshot;
const title = () => snapshot().context.testForActivating?.title ?? '';
const user = userEvent.setup();
const dialog = () => screen.getByRole('dialog');
const click = async (name: string) => {
  const button = screen.queryByRole('button', { name });
  if (!button || button.hasAttribute('disabled')) return 'app' as const;
  await user.click(button);
};

/** A `datetime-local` value (local time) for epoch milliseconds, as the form reads it. */
const localInput = (ms: number) =>
  new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

const fill = async (label: RegExp, value: string) => {
  const box = screen.getByLabelText(label);
  await user.clear(box);
  if (value) await user.type(box, value);
};

const ui: UiModel<typeof testActivationMachine> = {
  spec: testActivationModel,
  mount: (actor) => {
    current = actor;
    render(<ActivationDialog actor={actor as never} finalFocusEl={() => null} />);
  },
  // The form checks the booking window against the real clock (000 §4: at least 24 hours ahead),
  // so the user types a time two days from now, not the model's fixed `scheduledAt`: the time is
  // composed by the screen; what the user typed for the phlebotomist (phone, address) is compared.
  sent: {
    'draw.submit': (event) => {
      const { phone, address } = (event as Event<'draw.submit'>).draw;
      return { phone, address };
    },
  },
  // from 000 §4 on the model's events: entering TEST_ACTIVATED activates the test; a draw submitted
  // is checked, then booked with the checked contact; each activation tells the Orders page
  effects: {
    of: ({ event, before, after }) => {
      const activating = (s: Snapshot) => s.matches({ open: { testActivated: 'activating' } });
      const answered = (state: 'checking' | 'booking') =>
        event.type.startsWith('xstate.done.actor.') && before.matches({ open: { scheduleMbd: state } });
      const testId = before.context.testForActivating?.id;
      if (activating(after) && !activating(before))
        return [{ effect: 'call activateTest', detail: { testId } }];
      if (event.type === 'draw.submit') {
        const { phone, address } = (event as Event<'draw.submit'>).draw;
        return [{ effect: 'call validateContact', detail: { phone, address } }];
      }
      // booked with the checked contact, at the time typed on screen (two days from the real clock)
      if (answered('checking')) {
        const checked = (event as { output?: { phone: string; address: unknown } }).output;
        return [
          {
            effect: 'call bookDraw',
            detail: { ...checked, scheduledAt: expect.any(String) as unknown, testId },
          },
        ];
      }
      const activated =
        answered('booking') || (event.type.startsWith('xstate.done.actor.') && activating(before));
      return activated ? [{ effect: 'emit orders.changed', detail: { type: 'orders.changed' } }] : [];
    },
  },
  perform: {
    // the Orders page's test cards start the flow ("Use this test"), not these dialogs
    'activation.start': () => Promise.resolve('app'),
    'step.continue': () => {
      switch (stepOf(snapshot())) {
        case 'CONFIRM_ACTIVATING':
          return click(`Activate ${title()}`);
        case 'CONFIRM_LAB_TEST':
          return click('Choose a time');
        case 'MBD_REQUIRED':
          return click('Book the draw');
        case 'PREGNANCY':
          return click('I understand, continue');
        case 'SHOW_QUEST_DRAW_POPUP':
          // where the draw form is next anyway (a lab test: questDrawPopup → scheduleMbd on
          // step.continue), the popup offers no "I'll visit a lab": the machine's transition is
          // sent by the app, no control on screen can send it (spec 000 §4: the test needs a draw)
          return click('I’ll visit a lab');
        // these steps take no step.continue (the machine ignores it): no such control on screen
        case 'EXPIRE':
        case 'SCHEDULE_MBD':
        case 'TEST_ACTIVATED':
        case null:
          return Promise.resolve('app' as const);
      }
    },
    // the screen's button was checked by expectScreen (after the draw guide loaded in TEST_ACTIVATED);
    // where the machine ignores draw.book (a home kit, a booked draw) there is none
    'draw.book': () => click('Book a home draw'),
    'draw.submit': async (event: AnyEventObject) => {
      const { phone, address } = (event as Event<'draw.submit'>).draw;
      fireEvent.change(screen.getByLabelText(/^Date and time/), {
        target: { value: localInput(Date.now() + 2 * MBD_MIN_LEAD_MS) },
      });
      await fill(/^Phone the phlebotomist can call/, phone);
      await fill(/^Street address/, address.line1);
      await fill(/^Apartment, suite/, address.line2 ?? '');
      await fill(/^City/, address.city);
      await fill(/^State/, address.state);
      await fill(/^ZIP code/, address.zip);
      return click('Book the draw');
    },
    'activation.retry': () => click('Try again'),
    'activation.reset': async () => {
      for (const name of ['Cancel', 'OK', 'Done']) if ((await click(name)) !== 'app') return;
      // while the test is being activated the dialog has no button: Escape closes it
      await user.keyboard('{Escape}');
    },
  },
  expectScreen: (s) => {
    const step = stepOf(s);
    const { context } = s;
    const name = context.testForActivating?.title ?? '';
    const named = (title: string) => expect(screen.getByRole('dialog', { name: title })).toBeVisible();
    const button = (label: string) => within(dialog()).getByRole('button', { name: label });
    switch (step) {
      case null:
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        return;
      case 'EXPIRE':
        named('You can’t switch tests right now');
        expect(dialog()).toHaveTextContent(`You can activate ${name} after the draw`);
        expect(button('OK')).toBeEnabled();
        return;
      case 'CONFIRM_ACTIVATING':
        named(`Activate ${name}?`);
        if (context.testFromActivating)
          expect(dialog()).toHaveTextContent(
            `Your ${context.testFromActivating.title} test is activated now`,
          );
        expect(button(`Activate ${name}`)).toBeEnabled();
        expect(button('Cancel')).toBeEnabled();
        return;
      case 'CONFIRM_LAB_TEST':
        named(`Book a blood draw for ${name}`);
        expect(button('Choose a time')).toBeEnabled();
        return;
      case 'MBD_REQUIRED':
        named(`${name} needs a mobile blood draw`);
        expect(button('Book the draw')).toBeEnabled();
        return;
      case 'PREGNANCY':
        named('Are you pregnant?');
        expect(dialog()).toHaveTextContent(`${name} measures hormones`);
        expect(button('I understand, continue')).toBeEnabled();
        return;
      case 'SHOW_QUEST_DRAW_POPUP': {
        named('Skip the trip to the lab');
        expect(button('Book a home draw')).toBeEnabled();
        const drawIsNext = stepAfterNotices(context) === 'SCHEDULE_MBD';
        expect(within(dialog()).queryByRole('button', { name: 'I’ll visit a lab' }) !== null).toBe(
          !drawIsNext,
        );
        expect(within(dialog()).queryByRole('button', { name: 'Cancel' }) !== null).toBe(drawIsNext);
        return;
      }
      case 'SCHEDULE_MBD': {
        named('Book your blood draw');
        const checking = s.matches({ open: { scheduleMbd: 'checking' } });
        const booking = s.matches({ open: { scheduleMbd: 'booking' } });
        const submit = button(checking ? 'Checking…' : booking ? 'Booking…' : 'Book the draw');
        expect(submit).toHaveProperty('disabled', checking || booking);
        const { failure } = context;
        if (!failure) {
          expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
        } else if (failure.fieldErrors['address.zip']) {
          expect(screen.getByLabelText(/^ZIP code/)).toHaveAccessibleDescription(
            failure.fieldErrors['address.zip'],
          );
          expect(screen.getByLabelText(/^ZIP code/)).toHaveAttribute('aria-invalid', 'true');
        } else {
          expect(within(dialog()).getByRole('alert')).toHaveTextContent(failure.message);
        }
        // what was typed stays through a failure (nothing is typed twice)
        if (context.draw)
          expect(screen.getByLabelText(/^Street address/)).toHaveValue(context.draw.address.line1);
        return;
      }
      case 'TEST_ACTIVATED':
        if (s.matches({ open: { testActivated: 'activating' } })) {
          named(`Activating ${name}…`);
          expect(within(dialog()).queryByRole('button')).not.toBeInTheDocument();
        } else if (s.matches({ open: { testActivated: 'failed' } })) {
          named(`We couldn’t activate ${name}`);
          expect(within(dialog()).getByRole('alert')).toHaveTextContent(context.failure!.message);
          expect(button('Try again')).toBeEnabled();
        } else {
          named(`${name} is activated`);
          expect(button('Done')).toBeEnabled();
          // issue 23.5: the draw guide offers a home draw where the machine can still book one
          expect(within(dialog()).queryByRole('button', { name: 'Book a home draw' }) !== null).toBe(
            s.can({ type: 'draw.book' }),
          );
          if (context.previousActivatedTest)
            expect(dialog()).toHaveTextContent(
              `${context.previousActivatedTest.title} is back with your available tests`,
            );
        }
        return;
    }
  },
};

// All 29 transitions fire; all but the four listed app-only through the dialogs (this test renders
// the dialogs alone).
describeCoveringUiModel('test activation, model-based through the dialogs (spec 000 §4)', ui, {
  through: 'the dialogs',
  appOnly: {
    'idle —activation.start [cannotSwitch]→ open.expire': 'the Orders page’s test cards start the flow',
    'idle —activation.start [startsWithLabTest]→ open.confirmLabTest':
      'the Orders page’s test cards start the flow',
    'idle —activation.start→ open.confirmActivating': 'the Orders page’s test cards start the flow',
    'open.questDrawPopup —step.continue [confirmsLabTest]→ open.scheduleMbd':
      'the draw form is next anyway: the popup offers no “I’ll visit a lab”',
  },
});
