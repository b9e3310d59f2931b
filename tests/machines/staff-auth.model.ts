import type { AnyEventObject } from 'xstate';
import type { staffAuthMachine } from '../../machines/staff-auth.machine';
import { declareModel } from '../model/declared';

/** What the user typed, as the event carries it. */
const typed = (event: unknown) => event as Partial<Record<'email' | 'password' | 'phone' | 'code', string>>;

/** The screen the login answer names next (001 §4: the server chooses the second factor). */
const next = (event: unknown) => ((event as { output?: { next?: string } }).output ?? {}).next;
/** The HTTP status a failed call carries. */
const status = (event: unknown) => ((event as { error?: { status?: number } }).error ?? {}).status;

/** A code the user typed, as the check must receive it (001 §7 verify-sms-code {code}). */
const typedCode = (_context: unknown, event: AnyEventObject) => ({ code: typed(event).code });

const verifying = (src: 'verifySmsCode' | 'verifyTotpCode', from: string) =>
  [
    {
      from,
      on: `done ${src}`,
      to: 'loadingSession',
      actions: ['storeRedirect'],
      cite: '001 §4',
    },
    {
      from,
      on: `error ${src}`,
      if: 'isTooManyAttempts',
      to: 'locked',
      actions: ['storeError'],
    },
    { from, on: `error ${src}`, to: from.replace('verifying', 'idle'), actions: ['storeError'] },
  ] as const;

const restart = (from: string) =>
  ({ from, on: 'login.restart', to: 'password', actions: ['forgetSession'] }) as const;

/** Staff (admin and coach) sign-in, written from spec 001 §4 "Admin authentication", §7 and §8. */
export const staffAuthDeclared = declareModel<typeof staffAuthMachine>({
  states: {
    '': { initial: 'starting' },
    starting: {},
    // a reload of a staff page: the cookie may still hold the session (001 §4 profile fetch)
    resuming: { tags: ['busy'], invoke: { src: 'loadSession' } },
    password: {},
    signingIn: {
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: (_context, event) => ({ email: typed(event).email, password: typed(event).password }),
      },
    },
    phone: { initial: 'idle' },
    'phone.idle': {},
    // 001 §7: POST savePhone {phone}; the phone is saved and verified first, then the code
    'phone.saving': {
      tags: ['busy'],
      invoke: { src: 'savePhone', input: (_context, event) => ({ phone: typed(event).phone }) },
    },
    smsCode: { initial: 'idle' },
    'smsCode.idle': { initial: 'cooling' },
    'smsCode.idle.cooling': {},
    'smsCode.idle.ready': {},
    'smsCode.expired': {},
    'smsCode.verifying': { tags: ['busy'], invoke: { src: 'verifySmsCode', input: typedCode } },
    'smsCode.resending': { tags: ['busy'], invoke: { src: 'sendSmsCode' } },
    totpSetup: { initial: 'loading' },
    // 001 §4: the authenticator app's QR link is shown, then a code verified
    'totpSetup.loading': { tags: ['busy'], invoke: { src: 'loadQr' } },
    'totpSetup.failed': {},
    'totpSetup.idle': {},
    'totpSetup.verifying': { tags: ['busy'], invoke: { src: 'verifyTotpCode', input: typedCode } },
    totpVerify: { initial: 'idle' },
    'totpVerify.idle': {},
    'totpVerify.verifying': { tags: ['busy'], invoke: { src: 'verifyTotpCode', input: typedCode } },
    locked: {},
    loadingSession: { tags: ['busy'], invoke: { src: 'loadSession' } },
    // 001 §4, §7: the coach's guid login (GET /api/coach/loginByGuid/{guid})
    coachEntry: {
      tags: ['busy'],
      invoke: { src: 'loginByGuid', input: (context) => ({ guid: context.guid ?? '' }) },
    },
    coachSignedIn: {},
    coachRefused: {},
    signedIn: {},
    loggingOut: { tags: ['busy'], invoke: { src: 'logout' } },
    signedOut: {},
    recovery: { initial: 'idle' },
    'recovery.idle': {},
    // 001 §4: password recovery sends the recovery e-mail to the address typed
    'recovery.sending': {
      tags: ['busy'],
      invoke: { src: 'sendRecovery', input: (context) => ({ email: context.recoveryEmail }) },
    },
    'recovery.sent': {},
  },
  transitions: [
    { from: 'starting', on: 'always', if: 'isCoachStart', to: 'coachEntry', cite: '001 §4' },
    { from: 'starting', on: 'always', if: 'isResumeStart', to: 'resuming' },
    { from: 'starting', on: 'always', if: 'isLogoutStart', to: 'loggingOut' },
    { from: 'starting', on: 'always', to: 'password' },
    { from: 'resuming', on: 'done loadSession', to: 'signedIn', actions: ['storeSession'], cite: '001 §4' },
    // no session kept: the sign-in form, with no error to show; 001 §4: a failed profile fetch resets
    // the state, token included
    {
      from: 'resuming',
      on: 'error loadSession',
      to: 'password',
      actions: ['clearToken', 'forgetSession'],
      cite: '001 §4',
    },
    { from: 'password', on: 'login.submit', to: 'signingIn', actions: ['clearErrors', 'storeEmail'] },
    { from: 'password', on: 'recovery.open', to: 'recovery', actions: ['clearErrors'] },
    {
      from: 'signingIn',
      on: 'done login',
      if: 'isNextSmsCode',
      to: 'smsCode',
      actions: ['startSmsTimers'],
      cite: '001 §4',
    },
    { from: 'signingIn', on: 'done login', if: 'isNextTotpVerify', to: 'totpVerify', cite: '001 §4' },
    { from: 'signingIn', on: 'done login', if: 'isNextTotpSetup', to: 'totpSetup', cite: '001 §4' },
    // no factor yet and not the authenticator: a phone is saved first (001 §4)
    { from: 'signingIn', on: 'done login', to: 'phone', cite: '001 §4' },
    // 001 §4: a failed login clears the token
    {
      from: 'signingIn',
      on: 'error login',
      to: 'password',
      actions: ['clearToken', 'storeError'],
      cite: '001 §4',
    },
    restart('phone'),
    { from: 'phone.idle', on: 'phone.submit', to: 'phone.saving', actions: ['clearErrors'] },
    {
      from: 'phone.saving',
      on: 'done savePhone',
      to: 'smsCode',
      actions: ['startSmsTimers'],
      cite: '001 §4',
    },
    {
      from: 'phone.saving',
      on: 'error savePhone',
      to: 'phone.idle',
      actions: ['storeError', 'storeCooldownRefusal'],
    },
    restart('smsCode'),
    { from: 'smsCode.idle', on: 'code.submit', to: 'smsCode.verifying', actions: ['clearErrors'] },
    { from: 'smsCode.idle', on: 'after codeExpiry', to: 'smsCode.expired', actions: ['storeExpired'] },
    {
      from: 'smsCode.idle.cooling',
      on: 'after nextSecond',
      to: 'smsCode.idle.cooling',
      reenter: true,
      actions: ['tickCooldown'],
    },
    { from: 'smsCode.idle.cooling', on: 'always', if: 'isCooldownOver', to: 'smsCode.idle.ready' },
    { from: 'smsCode.idle.ready', on: 'code.resend', to: 'smsCode.resending', actions: ['clearErrors'] },
    { from: 'smsCode.expired', on: 'code.resend', to: 'smsCode.resending', actions: ['clearErrors'] },
    ...verifying('verifySmsCode', 'smsCode.verifying'),
    { from: 'smsCode.resending', on: 'done sendSmsCode', to: 'smsCode.idle', actions: ['startSmsTimers'] },
    {
      from: 'smsCode.resending',
      on: 'error sendSmsCode',
      to: 'smsCode.idle',
      actions: ['storeError', 'storeCooldownRefusal'],
    },
    restart('totpSetup'),
    { from: 'totpSetup', on: 'factor.useSms', to: 'phone', actions: ['clearErrors'], cite: '001 §4' },
    {
      from: 'totpSetup.loading',
      on: 'done loadQr',
      to: 'totpSetup.idle',
      actions: ['storeQr'],
      cite: '001 §4',
    },
    { from: 'totpSetup.loading', on: 'error loadQr', to: 'totpSetup.failed', actions: ['storeError'] },
    { from: 'totpSetup.idle', on: 'code.submit', to: 'totpSetup.verifying', actions: ['clearErrors'] },
    ...verifying('verifyTotpCode', 'totpSetup.verifying'),
    restart('totpVerify'),
    { from: 'totpVerify.idle', on: 'code.submit', to: 'totpVerify.verifying', actions: ['clearErrors'] },
    ...verifying('verifyTotpCode', 'totpVerify.verifying'),
    restart('locked'),
    { from: 'locked', on: 'login.submit', to: 'signingIn', actions: ['clearErrors', 'storeEmail'] },
    {
      from: 'loadingSession',
      on: 'done loadSession',
      to: 'signedIn',
      actions: ['storeSession'],
      cite: '001 §4',
    },
    {
      from: 'loadingSession',
      on: 'error loadSession',
      to: 'password',
      actions: ['clearToken', 'forgetSession', 'storeError'],
      cite: '001 §4',
    },
    {
      from: 'coachEntry',
      on: 'done loginByGuid',
      to: 'coachSignedIn',
      actions: ['storeCoach'],
      cite: '001 §4',
    },
    { from: 'coachEntry', on: 'error loginByGuid', to: 'coachRefused', actions: ['storeError'] },
    { from: 'coachSignedIn', on: 'session.logout', to: 'loggingOut' },
    { from: 'signedIn', on: 'session.logout', to: 'loggingOut' },
    // 001 §4: logout clears the token, whatever the server answers
    {
      from: 'loggingOut',
      on: 'done logout',
      to: 'signedOut',
      actions: ['clearToken', 'forgetSession'],
      cite: '001 §4',
    },
    {
      from: 'loggingOut',
      on: 'error logout',
      to: 'signedOut',
      actions: ['clearToken', 'forgetSession'],
      cite: '001 §4',
    },
    { from: 'signedOut', on: 'login.restart', to: 'password', actions: ['clearErrors'] },
    { from: 'recovery', on: 'recovery.back', to: 'password', actions: ['clearErrors'] },
    {
      from: 'recovery.idle',
      on: 'recovery.submit',
      to: 'recovery.sending',
      actions: ['clearErrors', 'storeRecoveryEmail'],
    },
    { from: 'recovery.sending', on: 'done sendRecovery', to: 'recovery.sent', cite: '001 §4' },
    { from: 'recovery.sending', on: 'error sendRecovery', to: 'recovery.idle', actions: ['storeError'] },
  ],
  guards: {
    isNextSmsCode: ({ event }) => next(event) === 'sms-code-verification',
    isNextTotpVerify: ({ event }) => next(event) === 'verify-google-authenticator',
    isNextTotpSetup: ({ event }) => next(event) === 'set-up-google-authenticator',
    // too many wrong codes: the server answers 429 and the sign-in starts again
    isTooManyAttempts: ({ event }) => status(event) === 429,
    isCoachStart: ({ context }) => context.start === 'coach',
    isResumeStart: ({ context }) => context.start === 'resume',
    isLogoutStart: ({ context }) => context.start === 'logout',
    isCooldownOver: ({ context, now }) => context.resendAvailableAt <= now,
  },
});
