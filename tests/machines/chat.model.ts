import { CHAT_AGREEMENT_REQUIRED, CHAT_LIMITS } from '../../src/contract/chat';
import type { chatMachine } from '../../machines/chat.machine';
import { CHAT_TOKEN_THRESHOLD_SECONDS } from '../../machines/token-refresh.machine';
import { declareModel, type EmitArgs } from '../model/declared';
import { rejectedStatus, rejectionOf } from './model-rules';

/** 7.9: the agreement must be given before the assistant answers (the server says so by code). */
const needsAgreement = (event: unknown) => {
  const error = rejectionOf(event);
  return (error?.body?.code ?? error?.code) === CHAT_AGREEMENT_REQUIRED;
};

/** A question: 1 to 2000 characters once trimmed (decisions/chat.md). */
const isQuestion = (event: unknown) => {
  const length = ((event as { content?: string }).content ?? '').trim().length;
  return length > 0 && length <= CHAT_LIMITS.messageMax;
};

/** A failed call's error is what the customer is told (and, on a 429, how long to wait). */
const callError = ({ event }: EmitArgs) => ({ error: (event as { error?: unknown }).error });
const storeFailure = { type: 'storeFailure', params: callError } as const;

/**
 * The reply's call failed (its invoke, or the stream's own failure event): the agreement is asked
 * for again; a 429 drops the question and waits (decisions/chat.md); otherwise the text so far is
 * kept as interrupted.
 */
const streamFailed = (on: string) =>
  [
    { from: 'ready.streaming', on, if: 'needsAgreement', to: 'agreement', actions: ['dropQuestion'] },
    {
      from: 'ready.streaming',
      on,
      if: 'isRateLimited',
      to: 'ready.error',
      actions: ['dropQuestion', storeFailure, { type: 'storeRateLimit', params: callError }],
    },
    {
      from: 'ready.streaming',
      on,
      to: 'ready.error',
      actions: [{ type: 'keepReplyAs', params: 'interrupted' }, storeFailure],
    },
  ] as const;

/** The question asked is the one typed; a retry asks the last question again (decisions/chat.md). */
const typed = ({ event }: EmitArgs) => (event as { content?: string }).content;
const lastQuestion = ({ before }: EmitArgs) => (before as { question?: string }).question;
const send = {
  to: 'ready.sending',
  actions: ['clearFailure', { type: 'askQuestion', params: typed }],
} as const;
const resend = {
  to: 'ready.sending',
  actions: ['clearFailure', { type: 'askQuestion', params: lastQuestion }],
} as const;

/**
 * Ask Terra, written from spec 000 §2.3, §2.4, §7.9 (profile info, agreement, sessions, messages,
 * the streamed answer) and §9 (the chat message call refreshes the token under 100 s), 001 §1, and
 * decisions/chat.md (question length, 429 with Retry-After, stop keeps the text as interrupted).
 */
export const chatDeclared = declareModel<typeof chatMachine>({
  states: {
    '': { initial: 'loading' },
    loading: { tags: ['loading'], invoke: { src: 'loadInfo' } },
    failed: {},
    agreement: {},
    accepting: { tags: ['busy'], invoke: { src: 'giveAgreement' } },
    ready: { initial: 'sessions' },
    'ready.sessions': { tags: ['loading'], invoke: { src: 'loadSessions' } },
    'ready.unavailable': {},
    'ready.opening': {
      tags: ['loading'],
      invoke: { src: 'loadMessages', input: (context) => ({ id: context.sessionId ?? 0 }) },
    },
    'ready.creating': { tags: ['loading'], invoke: { src: 'createSession' } },
    'ready.idle': {},
    // 000 §9: the chat message call wants a token valid 100 s more
    'ready.sending': {
      tags: ['busy'],
      invoke: { src: 'refreshToken', input: () => ({ minValiditySeconds: CHAT_TOKEN_THRESHOLD_SECONDS }) },
    },
    // 000 §7.9: the question is posted to the open session with the token, the answer streams
    'ready.streaming': {
      tags: ['busy'],
      invoke: {
        src: 'streamReply',
        input: (context) => ({
          sessionId: context.sessionId ?? 0,
          content: context.question ?? '',
          token: context.token,
        }),
      },
    },
    'ready.stopped': {},
    'ready.error': { initial: 'checking' },
    'ready.error.checking': {},
    'ready.error.waiting': { tags: ['rateLimited'] },
    'ready.error.retryable': {},
  },
  transitions: [
    {
      from: 'loading',
      on: 'done loadInfo',
      if: 'isAgreementGiven',
      to: 'ready',
      actions: ['storeInfo', 'clearFailure'],
      cite: '000 §7.9',
    },
    {
      from: 'loading',
      on: 'done loadInfo',
      to: 'agreement',
      actions: ['storeInfo', 'clearFailure'],
      cite: '000 §7.9',
    },
    { from: 'loading', on: 'error loadInfo', to: 'failed', actions: [storeFailure] },
    { from: 'failed', on: 'chat.retry', to: 'loading' },
    { from: 'agreement', on: 'agreement.accept', to: 'accepting', cite: '000 §7.9' },
    { from: 'accepting', on: 'done giveAgreement', to: 'ready', actions: ['storeInfo', 'clearFailure'] },
    { from: 'accepting', on: 'error giveAgreement', to: 'agreement', actions: [storeFailure] },
    { from: 'ready', on: 'session.select', to: 'ready.opening', actions: ['clearFailure', 'selectSession'] },
    {
      from: 'ready',
      on: 'session.create',
      to: 'ready.creating',
      actions: ['clearFailure'],
      cite: '000 §7.9',
    },
    {
      from: 'ready.sessions',
      on: 'done loadSessions',
      if: 'hasSessions',
      to: 'ready.opening',
      actions: ['storeSessions', 'selectNewest'],
    },
    // none yet: one is created
    { from: 'ready.sessions', on: 'done loadSessions', to: 'ready.creating' },
    { from: 'ready.sessions', on: 'error loadSessions', to: 'ready.unavailable', actions: [storeFailure] },
    { from: 'ready.unavailable', on: 'chat.retry', to: 'ready.sessions', actions: ['clearFailure'] },
    { from: 'ready.opening', on: 'done loadMessages', to: 'ready.idle', actions: ['storeMessages'] },
    { from: 'ready.opening', on: 'error loadMessages', if: 'needsAgreement', to: 'agreement' },
    { from: 'ready.opening', on: 'error loadMessages', to: 'ready.unavailable', actions: [storeFailure] },
    { from: 'ready.creating', on: 'done createSession', to: 'ready.idle', actions: ['addSession'] },
    { from: 'ready.creating', on: 'error createSession', if: 'needsAgreement', to: 'agreement' },
    { from: 'ready.creating', on: 'error createSession', to: 'ready.unavailable', actions: [storeFailure] },
    { from: 'ready.idle', on: 'message.send', if: 'isQuestion', ...send, cite: '000 §7.9' },
    {
      from: 'ready.sending',
      on: 'done refreshToken',
      to: 'ready.streaming',
      actions: ['storeToken'],
      cite: '000 §9',
    },
    {
      from: 'ready.sending',
      on: 'error refreshToken',
      to: 'ready.error',
      actions: ['dropQuestion', storeFailure],
    },
    { from: 'ready.sending', on: 'message.stop', to: 'ready.idle', actions: ['dropQuestion'] },
    ...streamFailed('error streamReply'),
    { from: 'ready.streaming', on: 'stream.start', actions: ['startReply'], cite: '000 §7.9' },
    { from: 'ready.streaming', on: 'stream.token', actions: ['appendToken'] },
    { from: 'ready.streaming', on: 'stream.citations', actions: ['storeCitations'] },
    { from: 'ready.streaming', on: 'stream.done', to: 'ready.idle', actions: ['fileReply'] },
    {
      from: 'ready.streaming',
      on: 'stream.error',
      to: 'ready.error',
      actions: [{ type: 'keepReplyAs', params: 'failed' }, 'storeReplyError'],
    },
    // stop keeps the text so far, as the server stores it (interrupted)
    {
      from: 'ready.streaming',
      on: 'message.stop',
      to: 'ready.stopped',
      actions: [{ type: 'keepReplyAs', params: 'interrupted' }],
    },
    ...streamFailed('stream.fail'),
    { from: 'ready.stopped', on: 'message.send', if: 'isQuestion', ...send },
    {
      from: 'ready.stopped',
      on: 'message.retry',
      to: 'ready.sending',
      actions: [{ type: 'askQuestion', params: lastQuestion }],
    },
    { from: 'ready.error.checking', on: 'always', if: 'isWaiting', to: 'ready.error.waiting' },
    { from: 'ready.error.checking', on: 'always', to: 'ready.error.retryable' },
    { from: 'ready.error.waiting', on: 'after untilRetry', to: 'ready.error.retryable' },
    { from: 'ready.error.retryable', on: 'message.send', if: 'isQuestion', ...send },
    // retry sends the last question again (every way into error went through askQuestion)
    { from: 'ready.error.retryable', on: 'message.retry', ...resend },
  ],
  guards: {
    isAgreementGiven: ({ event }) =>
      (event as unknown as { output: { agreementGiven: boolean } }).output.agreementGiven,
    hasSessions: ({ event }) => (event as unknown as { output: unknown[] }).output.length > 0,
    isQuestion: ({ event }) => isQuestion(event),
    needsAgreement: ({ event }) => needsAgreement(event),
    isRateLimited: ({ event }) => rejectedStatus(event) === 429,
    // a 429 waits until its absolute retry time
    isWaiting: ({ context, now }) => context.retryAt !== undefined && context.retryAt > now,
  },
});
