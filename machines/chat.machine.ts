import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  CHAT_AGREEMENT_REQUIRED,
  CHAT_LIMITS,
  type ChatInfo,
  type ChatMessage,
  type ChatSession,
  type Citation,
  type MessagesResponse,
  type StreamEvent,
} from '../src/contract/chat';
import type { Now } from './shared/clock';
import { describeFailure, isErrorBody } from './shared/failure';
import { notProvided } from './shared/not-provided';
import { CHAT_TOKEN_THRESHOLD_SECONDS } from './token-refresh.machine';

/**
 * Ask Terra, the chat assistant (spec 000 §2.3, §2.4, §7.9; decisions/chat.md).
 *
 * `loading` reads the profile info; without the agreement the customer sees `agreement` until
 * `agreement.accept` succeeds. In `ready` the sessions load (newest first; none yet creates one)
 * and the newest opens. `message.send` (a question of 1–2000 characters) asks for a token valid
 * 100 s more (`refreshToken`, spec 000 §9), then `streamReply` posts the question and sends the
 * stream's events back as `stream.*`; tokens grow `reply`, `stream.done` files the reply.
 * `message.stop` aborts the stream (leaving the state stops the callback actor) and keeps the text
 * as an interrupted reply, as the server stores it. Failures land in `error`: a 429 waits until
 * `retryAt` (an absolute time, so a restored snapshot keeps the deadline) before sending is
 * possible again; `message.retry` sends the last question again. Switching or creating a session
 * while a reply streams stops the stream first.
 */
export interface ChatInput {
  now: Now;
}

export type ChatFailureKind = 'rateLimited' | 'busy' | 'network' | 'invalid' | 'reply' | 'other';

export interface ChatFailure {
  kind: ChatFailureKind;
  message: string;
}

/** The reply being written: its text so far and the records it cites. */
export interface ChatReply {
  id: number | undefined;
  text: string;
  citations: Citation[];
}

export interface ChatContext {
  now: Now;
  info: ChatInfo | undefined;
  sessions: ChatSession[];
  sessionId: number | undefined;
  messages: ChatMessage[];
  reply: ChatReply | undefined;
  /** The question being sent or answered (`message.retry` sends it again). */
  question: string | undefined;
  token: string | undefined;
  failure: ChatFailure | undefined;
  /** Epoch ms before which a rate-limited customer may not ask again. */
  retryAt: number | undefined;
}

/** What the server's `start` event carries: the stored question, the reply's id, the session. */
export type ChatStreamStart = Extract<StreamEvent, { event: 'start' }>['data'];

/** What `streamReply` sends back to the machine: one event per stream event. */
export type ChatStreamEvent =
  | { type: 'stream.start'; data: ChatStreamStart }
  | { type: 'stream.token'; text: string }
  | { type: 'stream.citations'; citations: Citation[] }
  | { type: 'stream.done'; message: ChatMessage }
  | { type: 'stream.error'; error: string }
  /** The call failed (a non-2xx answer, the network): handled as the invoke's onError. */
  | { type: 'stream.fail'; error: unknown };

export type ChatEvent =
  | { type: 'chat.retry' }
  | { type: 'agreement.accept' }
  | { type: 'session.select'; id: number }
  | { type: 'session.create' }
  | { type: 'message.send'; content: string }
  | { type: 'message.stop' }
  | { type: 'message.retry' }
  | ChatStreamEvent;

export interface StreamReplyInput {
  sessionId: number;
  content: string;
  token: string | undefined;
}

/** A local id for the question shown before the server has stored it. */
export const PENDING_QUESTION_ID = -1;

function failureOf(error: unknown): ChatFailure {
  const failure = describeFailure(error);
  if (failure.status === 429) return { kind: 'rateLimited', message: failure.message };
  if (failure.status === 409) return { kind: 'busy', message: failure.message };
  if (failure.status === 400) {
    const first = Object.values(failure.fieldErrors)[0];
    return { kind: 'invalid', message: first ?? failure.message };
  }
  if (failure.status === undefined || failure.status === 0)
    return { kind: 'network', message: failure.message };
  return { kind: 'other', message: failure.message };
}

function codeOf(error: unknown): string | undefined {
  const body = typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;
  return isErrorBody(body) ? body.code : isErrorBody(error) ? error.code : undefined;
}

// the invoke error events are not in ChatEvent, so their `error` is read structurally
function errorOf(event: object): unknown {
  return (event as { error?: unknown }).error;
}

function upsertSession(sessions: ChatSession[], session: ChatSession): ChatSession[] {
  return [session, ...sessions.filter((s) => s.id !== session.id)];
}

const withoutPending = (messages: ChatMessage[]) => messages.filter((m) => m.id !== PENDING_QUESTION_ID);

/** A reply whose `start` has not arrived (yet): no id, no text, no citations. */
const unstartedReply = (): ChatReply => ({ id: undefined, text: '', citations: [] });

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    loadInfo: fromPromise<ChatInfo>(() => notProvided('loadInfo')),
    giveAgreement: fromPromise<ChatInfo>(() => notProvided('giveAgreement')),
    loadSessions: fromPromise<ChatSession[]>(() => notProvided('loadSessions')),
    createSession: fromPromise<ChatSession>(() => notProvided('createSession')),
    loadMessages: fromPromise<MessagesResponse, { id: number }>(() => notProvided('loadMessages')),
    refreshToken: fromPromise<string | undefined, { minValiditySeconds: number }>(() =>
      notProvided('refreshToken'),
    ),
    streamReply: fromCallback<ChatEvent, StreamReplyInput>(({ sendBack }) => {
      sendBack({ type: 'stream.error', error: 'streamReply is not provided' });
    }),
  },
  actions: {
    storeInfo: assign({ info: (_, info: ChatInfo) => info }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
    storeRateLimit: assign({
      retryAt: ({ context }, params: { error: unknown }) =>
        context.now() + (describeFailure(params.error).retryAfterSeconds ?? 60) * 1000,
    }),
    clearFailure: assign({ failure: undefined, retryAt: undefined }),
    storeSessions: assign({ sessions: (_, sessions: ChatSession[]) => sessions }),
    // Stryker disable next-line OptionalChaining: runs only after hasSessions held, so there is a first
    selectNewest: assign({ sessionId: ({ context }) => context.sessions[0]?.id }),
    selectSession: assign({ sessionId: (_, id: number) => id, messages: [], reply: undefined }),
    addSession: assign({
      sessions: ({ context }, session: ChatSession) => upsertSession(context.sessions, session),
      sessionId: (_, session: ChatSession) => session.id,
      messages: [],
      reply: undefined,
    }),
    storeMessages: assign({
      messages: (_, response: MessagesResponse) => response.messages,
      sessions: ({ context }, response: MessagesResponse) =>
        context.sessions.map((s) => (s.id === response.session.id ? response.session : s)),
    }),
    askQuestion: assign({
      question: (_, content: string) => content.trim(),
      messages: ({ context }, content: string) => [
        ...withoutPending(context.messages),
        {
          id: PENDING_QUESTION_ID,
          sessionId: context.sessionId ?? 0,
          role: 'user' as const,
          content: content.trim(),
          status: 'complete' as const,
          citations: [],
          createdAt: new Date(context.now()).toISOString(),
        },
      ],
      reply: undefined,
    }),
    dropQuestion: assign({ messages: ({ context }) => withoutPending(context.messages), token: undefined }),
    storeToken: assign({ token: (_, token: string | undefined) => token }),
    startReply: assign(({ context }, { userMessage, assistantMessageId, session }: ChatStreamStart) => ({
      messages: [...withoutPending(context.messages), userMessage],
      sessions: upsertSession(context.sessions, session),
      reply: { id: assistantMessageId, text: '', citations: [] },
    })),
    appendToken: assign({
      reply: ({ context }, text: string) => {
        const reply = context.reply ?? unstartedReply();
        return { ...reply, text: reply.text + text };
      },
    }),
    storeCitations: assign({
      reply: ({ context }, citations: Citation[]) => ({ ...(context.reply ?? unstartedReply()), citations }),
    }),
    fileReply: assign(({ context }, message: ChatMessage) => ({
      messages: [...withoutPending(context.messages), message],
      reply: undefined,
      question: undefined,
      token: undefined,
    })),
    /** The text so far stays, marked as the server stores it (`interrupted` or `failed`). */
    keepReplyAs: assign(({ context }, status: 'interrupted' | 'failed') => {
      const { reply } = context;
      const kept: ChatMessage[] =
        reply && (reply.text || status === 'failed')
          ? [
              {
                id: reply.id ?? -2,
                sessionId: context.sessionId ?? 0,
                role: 'assistant',
                content: reply.text,
                status,
                citations: reply.citations,
                createdAt: new Date(context.now()).toISOString(),
              },
            ]
          : [];
      return {
        messages: [...withoutPending(context.messages), ...kept],
        reply: undefined,
        token: undefined,
      };
    }),
    storeReplyError: assign({ failure: (_, message: string) => ({ kind: 'reply' as const, message }) }),
  },
  guards: {
    isAgreementGiven: (_, info: ChatInfo) => info.agreementGiven,
    hasSessions: (_, sessions: ChatSession[]) => sessions.length > 0,
    isQuestion: (_, content: string) => {
      const length = content.trim().length;
      return length > 0 && length <= CHAT_LIMITS.messageMax;
    },
    needsAgreement: ({ event }) => codeOf(errorOf(event)) === CHAT_AGREEMENT_REQUIRED,
    isRateLimited: ({ event }) => describeFailure(errorOf(event)).status === 429,
    // Stryker disable next-line LogicalOperator: a retryAt is only ever set just before this check, ahead of now
    isWaiting: ({ context }) => context.retryAt !== undefined && context.retryAt > context.now(),
  },
  delays: {
    untilRetry: ({ context }) => Math.max(0, (context.retryAt ?? 0) - context.now()),
  },
}).createMachine({
  id: 'chat',
  initial: 'loading',
  context: ({ input }) => ({
    now: input.now,
    info: undefined,
    sessions: [],
    sessionId: undefined,
    messages: [],
    reply: undefined,
    question: undefined,
    token: undefined,
    failure: undefined,
    retryAt: undefined,
  }),
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadInfo',
        onDone: [
          {
            guard: { type: 'isAgreementGiven', params: ({ event }) => event.output },
            target: 'ready',
            actions: [{ type: 'storeInfo', params: ({ event }) => event.output }, 'clearFailure'],
          },
          {
            target: 'agreement',
            actions: [{ type: 'storeInfo', params: ({ event }) => event.output }, 'clearFailure'],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'chat.retry': 'loading' },
    },
    agreement: {
      on: { 'agreement.accept': 'accepting' },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        src: 'giveAgreement',
        onDone: {
          target: 'ready',
          actions: [{ type: 'storeInfo', params: ({ event }) => event.output }, 'clearFailure'],
        },
        onError: {
          target: 'agreement',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      initial: 'sessions',
      on: {
        'session.select': {
          target: '.opening',
          actions: ['clearFailure', { type: 'selectSession', params: ({ event }) => event.id }],
        },
        'session.create': { target: '.creating', actions: 'clearFailure' },
      },
      states: {
        sessions: {
          tags: ['loading'],
          invoke: {
            src: 'loadSessions',
            onDone: [
              {
                guard: { type: 'hasSessions', params: ({ event }) => event.output },
                target: 'opening',
                actions: [{ type: 'storeSessions', params: ({ event }) => event.output }, 'selectNewest'],
              },
              { target: 'creating' },
            ],
            onError: {
              target: 'unavailable',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        unavailable: {
          on: { 'chat.retry': { target: 'sessions', actions: 'clearFailure' } },
        },
        opening: {
          tags: ['loading'],
          invoke: {
            src: 'loadMessages',
            input: ({ context }) => ({ id: context.sessionId ?? 0 }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeMessages', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: 'needsAgreement',
                target: '#chat.agreement',
              },
              {
                target: 'unavailable',
                actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        creating: {
          tags: ['loading'],
          invoke: {
            src: 'createSession',
            onDone: {
              target: 'idle',
              actions: { type: 'addSession', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: 'needsAgreement',
                target: '#chat.agreement',
              },
              {
                target: 'unavailable',
                actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        idle: {
          on: {
            'message.send': {
              guard: { type: 'isQuestion', params: ({ event }) => event.content },
              target: 'sending',
              actions: ['clearFailure', { type: 'askQuestion', params: ({ event }) => event.content }],
            },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'refreshToken',
            input: { minValiditySeconds: CHAT_TOKEN_THRESHOLD_SECONDS },
            onDone: {
              target: 'streaming',
              actions: { type: 'storeToken', params: ({ event }) => event.output },
            },
            onError: {
              target: 'error',
              actions: [
                'dropQuestion',
                { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
          on: {
            'message.stop': { target: 'idle', actions: 'dropQuestion' },
          },
        },
        streaming: {
          tags: ['busy'],
          invoke: {
            src: 'streamReply',
            input: ({ context }) => ({
              sessionId: context.sessionId ?? 0,
              // Stryker disable next-line StringLiteral: streaming follows sending, entered by askQuestion with the question
              content: context.question ?? '',
              token: context.token,
            }),
            onError: [
              {
                guard: 'needsAgreement',
                target: '#chat.agreement',
                actions: 'dropQuestion',
              },
              {
                guard: 'isRateLimited',
                target: 'error',
                actions: [
                  'dropQuestion',
                  { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
                  { type: 'storeRateLimit', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                target: 'error',
                actions: [
                  { type: 'keepReplyAs', params: 'interrupted' },
                  { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
          on: {
            'stream.start': { actions: { type: 'startReply', params: ({ event }) => event.data } },
            'stream.token': { actions: { type: 'appendToken', params: ({ event }) => event.text } },
            'stream.citations': {
              actions: { type: 'storeCitations', params: ({ event }) => event.citations },
            },
            'stream.done': {
              target: 'idle',
              actions: { type: 'fileReply', params: ({ event }) => event.message },
            },
            'stream.error': {
              target: 'error',
              actions: [
                { type: 'keepReplyAs', params: 'failed' },
                { type: 'storeReplyError', params: ({ event }) => event.error },
              ],
            },
            'message.stop': { target: 'stopped', actions: { type: 'keepReplyAs', params: 'interrupted' } },
            'stream.fail': [
              { guard: 'needsAgreement', target: '#chat.agreement', actions: 'dropQuestion' },
              {
                guard: 'isRateLimited',
                target: 'error',
                actions: [
                  'dropQuestion',
                  { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
                  { type: 'storeRateLimit', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                target: 'error',
                actions: [
                  { type: 'keepReplyAs', params: 'interrupted' },
                  { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
        },
        stopped: {
          on: {
            'message.send': {
              guard: { type: 'isQuestion', params: ({ event }) => event.content },
              target: 'sending',
              actions: ['clearFailure', { type: 'askQuestion', params: ({ event }) => event.content }],
            },
            // every way into stopped and error went through askQuestion: the question is there
            'message.retry': {
              target: 'sending',
              // Stryker disable next-line StringLiteral: askQuestion stored the question on the way in (above)
              actions: { type: 'askQuestion', params: ({ context }) => context.question ?? '' },
            },
          },
        },
        error: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isWaiting', target: 'waiting' }, { target: 'retryable' }],
            },
            waiting: {
              tags: ['rateLimited'],
              after: { untilRetry: 'retryable' },
            },
            retryable: {
              on: {
                'message.send': {
                  guard: { type: 'isQuestion', params: ({ event }) => event.content },
                  target: '#chat.ready.sending',
                  actions: ['clearFailure', { type: 'askQuestion', params: ({ event }) => event.content }],
                },
                'message.retry': {
                  target: '#chat.ready.sending',
                  actions: [
                    'clearFailure',
                    // Stryker disable next-line StringLiteral: askQuestion stored the question on the way into error
                    { type: 'askQuestion', params: ({ context }) => context.question ?? '' },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
