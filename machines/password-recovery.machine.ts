import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { describeFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/**
 * Password recovery (spec 000 §7.1: recoverPassword, securityQuestion, answer-check, guid-check,
 * reset-password), one chart for the three ways in:
 * - `request`: the e-mail link — `email.submit` → `sending` → `sent` (the same answer whether or
 *   not the account exists);
 * - `question`: the security question — e-mail → `finding` the question → `answering` →
 *   `checking` the answer, which yields a reset guid → `password`;
 * - `link`: the e-mailed link's guid is checked → `password`, or `invalid` when it has expired or
 *   was used.
 * `password` takes the new password and ends in `done`; a guid the server refuses then is
 * `invalid` too. Failures keep the server's message and per-field messages for the view.
 *
 * Feature-scoped: the recovery screens create it with their route.
 */
export type PasswordRecoveryInput =
  { mode: 'request' } | { mode: 'question' } | { mode: 'link'; guid: string };

export interface PasswordRecoveryContext {
  mode: PasswordRecoveryInput['mode'];
  email: string;
  question: string;
  guid: string;
  error: string | undefined;
  fieldErrors: Record<string, string>;
}

export type PasswordRecoveryEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'answer.submit'; answer: string }
  | { type: 'password.submit'; password: string }
  | { type: 'email.change' }
  | { type: 'link.retry' };

export const passwordRecoveryMachine = setup({
  types: {
    input: {} as PasswordRecoveryInput,
    context: {} as PasswordRecoveryContext,
    events: {} as PasswordRecoveryEvent,
  },
  actors: {
    sendRecoveryLink: fromPromise<unknown, { email: string }>(() => notProvided('sendRecoveryLink')),
    findQuestion: fromPromise<{ question: string }, { email: string }>(() => notProvided('findQuestion')),
    checkAnswer: fromPromise<{ guid: string }, { email: string; answer: string }>(() =>
      notProvided('checkAnswer'),
    ),
    checkGuid: fromPromise<{ valid: boolean }, { guid: string }>(() => notProvided('checkGuid')),
    resetPassword: fromPromise<unknown, { guid: string; password: string }>(() =>
      notProvided('resetPassword'),
    ),
  },
  actions: {
    setEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'email.submit');
        return event.email.trim();
      },
    }),
    setQuestion: assign((_, params: { question: string }) => ({ question: params.question })),
    setGuid: assign((_, params: { guid: string }) => ({ guid: params.guid })),
    setFailure: assign((_, params: { error: unknown }) => {
      const { message, fieldErrors } = describeFailure(params.error);
      return { error: message, fieldErrors };
    }),
    clearFailure: assign({ error: undefined, fieldErrors: {} }),
  },
  guards: {
    isRequest: ({ context }) => context.mode === 'request',
    isQuestion: ({ context }) => context.mode === 'question',
    hasGuid: ({ context }) => context.guid !== '',
    isValid: (_, params: { valid: boolean }) => params.valid,
    /** The reset was refused for the link itself (expired or used), not for the password. */
    isGuidRefused: (_, params: { error: unknown }) => 'guid' in describeFailure(params.error).fieldErrors,
  },
}).createMachine({
  id: 'passwordRecovery',
  context: ({ input }) => ({
    mode: input.mode,
    email: '',
    question: '',
    guid: input.mode === 'link' ? input.guid : '',
    error: undefined,
    fieldErrors: {},
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: 'isRequest', target: 'request' },
        { guard: 'isQuestion', target: 'question' },
        { guard: 'hasGuid', target: 'link' },
        { target: 'invalid' },
      ],
    },
    request: {
      initial: 'editing',
      states: {
        editing: {
          on: { 'email.submit': { target: 'sending', actions: ['setEmail', 'clearFailure'] } },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'sendRecoveryLink',
            input: ({ context }) => ({ email: context.email }),
            onDone: 'sent',
            onError: {
              target: 'editing',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        sent: {
          on: { 'email.change': 'editing' },
        },
      },
    },
    question: {
      initial: 'email',
      states: {
        email: {
          on: { 'email.submit': { target: 'finding', actions: ['setEmail', 'clearFailure'] } },
        },
        finding: {
          tags: ['busy'],
          invoke: {
            src: 'findQuestion',
            input: ({ context }) => ({ email: context.email }),
            onDone: {
              target: 'answering',
              actions: { type: 'setQuestion', params: ({ event }) => event.output },
            },
            onError: {
              target: 'email',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        answering: {
          on: {
            'answer.submit': { target: 'checking', actions: 'clearFailure' },
            'email.change': { target: 'email', actions: 'clearFailure' },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'checkAnswer',
            input: ({ context, event }) => {
              assertEvent(event, 'answer.submit');
              return { email: context.email, answer: event.answer };
            },
            onDone: {
              target: '#passwordRecovery.password',
              actions: { type: 'setGuid', params: ({ event }) => event.output },
            },
            onError: {
              target: 'answering',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    link: {
      initial: 'checking',
      states: {
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'checkGuid',
            input: ({ context }) => ({ guid: context.guid }),
            onDone: [
              {
                guard: { type: 'isValid', params: ({ event }) => ({ valid: event.output.valid }) },
                target: '#passwordRecovery.password',
              },
              { target: '#passwordRecovery.invalid' },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          on: { 'link.retry': { target: 'checking', actions: 'clearFailure' } },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: { 'password.submit': { target: 'saving', actions: 'clearFailure' } },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'resetPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'password.submit');
              return { guid: context.guid, password: event.password };
            },
            onDone: '#passwordRecovery.done',
            onError: [
              {
                guard: { type: 'isGuidRefused', params: ({ event }) => ({ error: event.error }) },
                target: '#passwordRecovery.invalid',
              },
              {
                target: 'editing',
                actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    invalid: {},
    done: { type: 'final' },
  },
});
