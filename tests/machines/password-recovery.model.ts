import type { passwordRecoveryMachine } from '../../machines/password-recovery.machine';
import { declareModel, type EmitArgs } from '../model/declared';
import { withCallError } from './model-rules';

/** What the user typed, as the event carries it. */
const typed = (event: unknown) => event as Partial<Record<'answer' | 'password', string>>;
/** The fields the server's refusal names. */
const refusedFields = (event: unknown) =>
  ((event as { error?: { body?: { issues?: Array<{ path: string }> } } }).error?.body?.issues ?? []).map(
    (issue) => issue.path,
  );

/** A refused call is kept whole for the view (its message and per-field messages). */
const setFailure = withCallError('setFailure');
/** What the call answered (000 §7.1: securityQuestion's question, answer-check's guid). */
const answered = (type: 'setQuestion' | 'setGuid') => ({
  type,
  params: ({ event }: EmitArgs) => (event as { output?: unknown }).output,
});

/**
 * Password recovery, written from spec 000 §7.1 (recoverPassword, securityQuestion, answer-check,
 * guid-check, reset-password) and 001 §4 (send the e-mail, check a guid, reset the password).
 */
export const passwordRecoveryDeclared = declareModel<typeof passwordRecoveryMachine>({
  states: {
    '': { initial: 'routing' },
    routing: {},
    request: { initial: 'editing' },
    'request.editing': {},
    'request.sending': {
      tags: ['busy'],
      invoke: { src: 'sendRecoveryLink', input: (context) => ({ email: context.email }) },
    },
    'request.sent': {},
    question: { initial: 'email' },
    'question.email': {},
    'question.finding': {
      tags: ['busy'],
      invoke: { src: 'findQuestion', input: (context) => ({ email: context.email }) },
    },
    'question.answering': {},
    // 000 §7.1 answer-check: the e-mail and the answer typed
    'question.checking': {
      tags: ['busy'],
      invoke: {
        src: 'checkAnswer',
        input: (context, event) => ({ email: context.email, answer: typed(event).answer }),
      },
    },
    link: { initial: 'checking' },
    'link.checking': {
      tags: ['busy'],
      invoke: { src: 'checkGuid', input: (context) => ({ guid: context.guid }) },
    },
    'link.failed': {},
    password: { initial: 'editing' },
    'password.editing': {},
    // 000 §7.1 reset-password: the guid of the link or of the answer check, and the new password
    'password.saving': {
      tags: ['busy'],
      invoke: {
        src: 'resetPassword',
        input: (context, event) => ({ guid: context.guid, password: typed(event).password }),
      },
    },
    invalid: {},
    done: { type: 'final' },
  },
  transitions: [
    { from: 'routing', on: 'always', if: 'isRequest', to: 'request', cite: '000 §7.1' },
    { from: 'routing', on: 'always', if: 'isQuestion', to: 'question', cite: '000 §7.1' },
    { from: 'routing', on: 'always', if: 'hasGuid', to: 'link', cite: '001 §4' },
    { from: 'routing', on: 'always', to: 'invalid' },
    {
      from: 'request.editing',
      on: 'email.submit',
      to: 'request.sending',
      actions: ['setEmail', 'clearFailure'],
      cite: '000 §7.1',
    },
    { from: 'request.sending', on: 'done sendRecoveryLink', to: 'request.sent' },
    { from: 'request.sending', on: 'error sendRecoveryLink', to: 'request.editing', actions: [setFailure] },
    { from: 'request.sent', on: 'email.change', to: 'request.editing' },
    {
      from: 'question.email',
      on: 'email.submit',
      to: 'question.finding',
      actions: ['setEmail', 'clearFailure'],
      cite: '000 §7.1',
    },
    {
      from: 'question.finding',
      on: 'done findQuestion',
      to: 'question.answering',
      actions: [answered('setQuestion')],
    },
    { from: 'question.finding', on: 'error findQuestion', to: 'question.email', actions: [setFailure] },
    { from: 'question.answering', on: 'answer.submit', to: 'question.checking', actions: ['clearFailure'] },
    { from: 'question.answering', on: 'email.change', to: 'question.email', actions: ['clearFailure'] },
    // a right answer yields the reset guid (000 §7.1)
    {
      from: 'question.checking',
      on: 'done checkAnswer',
      to: 'password',
      actions: [answered('setGuid')],
      cite: '000 §7.1',
    },
    { from: 'question.checking', on: 'error checkAnswer', to: 'question.answering', actions: [setFailure] },
    { from: 'link.checking', on: 'done checkGuid', if: 'isValid', to: 'password', cite: '001 §4' },
    { from: 'link.checking', on: 'done checkGuid', to: 'invalid', cite: '001 §4' },
    { from: 'link.checking', on: 'error checkGuid', to: 'link.failed', actions: [setFailure] },
    { from: 'link.failed', on: 'link.retry', to: 'link.checking', actions: ['clearFailure'] },
    { from: 'password.editing', on: 'password.submit', to: 'password.saving', actions: ['clearFailure'] },
    { from: 'password.saving', on: 'done resetPassword', to: 'done', cite: '000 §7.1' },
    { from: 'password.saving', on: 'error resetPassword', if: 'isGuidRefused', to: 'invalid' },
    { from: 'password.saving', on: 'error resetPassword', to: 'password.editing', actions: [setFailure] },
  ],
  guards: {
    isRequest: ({ context }) => context.mode === 'request',
    isQuestion: ({ context }) => context.mode === 'question',
    hasGuid: ({ context }) => context.guid !== '',
    isValid: ({ event }) => (event as { output?: { valid?: boolean } }).output?.valid === true,
    // the link itself was refused (expired or used), not the new password
    isGuidRefused: ({ event }) => refusedFields(event).includes('guid'),
  },
});
