import { assign, fromPromise, setup } from 'xstate';
import type {
  AdminProfile,
  AdminSettings,
  GoogleAuthenticatorQr,
  SecondFactorScreen,
  SignedInRedirect,
  SmsCodeSent,
  StaffLoginResponse,
} from '../src/contract/admin';
import { describeFailure } from './shared/failure';

/** spec 001 §4: codes live 5 minutes; the login answer does not say, a send answer does. */
export const SMS_CODE_LIFETIME_SECONDS = 300;
/** Until a send answer says otherwise (the login sends the first code without saying). */
export const SMS_RESEND_SECONDS = 60;

export interface StaffSession {
  profile: AdminProfile;
  settings: AdminSettings;
}

export type StaffStart = 'password' | 'resume' | 'coach' | 'logout';

export interface StaffAuthInput {
  now: () => number;
  /** The first code's timing when the login sent it (the answer does not say). */
  smsDefaults?: { resendSeconds: number; lifetimeSeconds: number };
  /** `resume`: a reload of a staff page, a cookie may still hold a signed-in session. */
  start?: StaffStart;
  /** The coach's login link guid (start `coach`). */
  guid?: string;
}

export interface StaffAuthContext {
  now: () => number;
  smsDefaults: { resendSeconds: number; lifetimeSeconds: number };
  start: StaffStart;
  guid: string | undefined;
  email: string;
  error: string | undefined;
  fieldErrors: Record<string, string>;
  maskedPhone: string | undefined;
  resendAvailableAt: number;
  codeExpiresAt: number;
  secondsLeft: number;
  qr: GoogleAuthenticatorQr | undefined;
  redirectTo: string | undefined;
  session: StaffSession | undefined;
  coach: CoachSession | undefined;
  recoveryEmail: string | undefined;
}

export interface CoachSession {
  firstName: string;
  lastName: string;
  companyName: string;
}

export type StaffAuthEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'login.restart' }
  | { type: 'phone.submit'; phone: string }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'factor.useSms' }
  | { type: 'recovery.open' }
  | { type: 'recovery.submit'; email: string }
  | { type: 'recovery.back' }
  | { type: 'session.logout' };

function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is not provided`)));
}

const nextIs = (screen: SecondFactorScreen) => (_: unknown, params: { answer: StaffLoginResponse }) =>
  params.answer.next === screen;

// What a settled call hands its actions and guards: its failure, or its answer.
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const answer = <T>({ event }: { event: { output: T } }) => ({ answer: event.output });
const submittedCode = ({ event }: { event: StaffAuthEvent }) => ({
  code: event.type === 'code.submit' ? event.code : '',
});

// A code was sent (the timers start from its answer), or its sending was refused (the error, and the
// server's wait before the next try).
const startSmsTimers = { type: 'startSmsTimers', params: answer<Partial<SmsCodeSent>> } as const;
const sendRefused = {
  target: 'idle',
  actions: [
    { type: 'storeError', params: failure },
    { type: 'storeCooldownRefusal', params: failure },
  ],
} as const;

/** The one shape of checking a second-factor code: signed in, locked after too many tries, or the error. */
const verifyingCode = (src: 'verifySmsCode' | 'verifyTotpCode') =>
  ({
    tags: 'busy',
    invoke: {
      src,
      input: submittedCode,
      onDone: {
        target: '#staffAuth.loadingSession',
        actions: { type: 'storeRedirect', params: answer<SignedInRedirect> },
      },
      onError: [
        {
          guard: { type: 'isTooManyAttempts', params: failure },
          target: '#staffAuth.locked',
          actions: { type: 'storeError', params: failure },
        },
        { target: 'idle', actions: { type: 'storeError', params: failure } },
      ],
    },
  }) as const;

/**
 * Staff sign-in (spec 001 §4): password, then the second factor the server chose, then the admin
 * session (token, profile, settings). The coach enters by a guid link instead. Effects are
 * provided by the app: every actor here rejects until `.provide()`d.
 */
export const staffAuthMachine = setup({
  types: {
    context: {} as StaffAuthContext,
    events: {} as StaffAuthEvent,
    input: {} as StaffAuthInput,
    tags: {} as 'busy',
  },
  actors: {
    login: notProvided<StaffLoginResponse, { email: string; password: string }>('login'),
    savePhone: notProvided<SmsCodeSent, { phone: string }>('savePhone'),
    sendSmsCode: notProvided<SmsCodeSent>('sendSmsCode'),
    verifySmsCode: notProvided<SignedInRedirect, { code: string }>('verifySmsCode'),
    loadQr: notProvided<GoogleAuthenticatorQr>('loadQr'),
    verifyTotpCode: notProvided<SignedInRedirect, { code: string }>('verifyTotpCode'),
    loadSession: notProvided<StaffSession>('loadSession'),
    loginByGuid: notProvided<CoachSession, { guid: string }>('loginByGuid'),
    sendRecovery: notProvided<unknown, { email: string }>('sendRecovery'),
    logout: notProvided<unknown>('logout'),
  },
  actions: {
    /** Provided by the app: drops the staff access token (001 §4). */
    clearToken: () => {},
    clearErrors: assign({ error: undefined, fieldErrors: {} }),
    storeError: assign((_, params: { error: unknown }) => {
      const { message, fieldErrors } = describeFailure(params.error);
      return { error: message, fieldErrors };
    }),
    storeEmail: assign(({ event }) => ({ email: event.type === 'login.submit' ? event.email : '' })),
    startSmsTimers: assign(({ context }, params: { answer: Partial<SmsCodeSent> }) => {
      const now = context.now();
      const output = params.answer;
      // Stryker disable next-line OptionalChaining: every call that starts the timers answers an object
      const resend = output?.resendAfterSeconds ?? context.smsDefaults.resendSeconds;
      return {
        // Stryker disable next-line OptionalChaining: as above
        maskedPhone: output?.maskedPhone ?? context.maskedPhone,
        resendAvailableAt: now + resend * 1000,
        // Stryker disable next-line OptionalChaining: as above
        codeExpiresAt: now + (output?.expiresInSeconds ?? context.smsDefaults.lifetimeSeconds) * 1000,
        secondsLeft: resend,
      };
    }),
    tickCooldown: assign(({ context }) => ({
      secondsLeft: Math.max(0, Math.ceil((context.resendAvailableAt - context.now()) / 1000)),
    })),
    storeCooldownRefusal: assign(({ context }, params: { error: unknown }) => {
      const seconds = describeFailure(params.error).retryAfterSeconds;
      return seconds ? { resendAvailableAt: context.now() + seconds * 1000, secondsLeft: seconds } : {};
    }),
    storeExpired: assign({ error: 'This code has expired. Send a new one.', fieldErrors: {} }),
    storeQr: assign((_, params: { answer: GoogleAuthenticatorQr }) => ({ qr: params.answer })),
    storeRedirect: assign((_, params: { answer: SignedInRedirect }) => ({
      redirectTo: params.answer.redirectTo,
    })),
    storeSession: assign((_, params: { answer: StaffSession }) => ({ session: params.answer })),
    storeCoach: assign((_, params: { answer: CoachSession }) => ({ coach: params.answer })),
    storeRecoveryEmail: assign({
      recoveryEmail: ({ event }) => (event.type === 'recovery.submit' ? event.email : undefined),
    }),
    forgetSession: assign({
      session: undefined,
      coach: undefined,
      qr: undefined,
      redirectTo: undefined,
      maskedPhone: undefined,
      error: undefined,
      fieldErrors: {},
    }),
  },
  guards: {
    isNextSmsCode: nextIs('sms-code-verification'),
    isNextTotpVerify: nextIs('verify-google-authenticator'),
    isNextTotpSetup: nextIs('set-up-google-authenticator'),
    isTooManyAttempts: (_, params: { error: unknown }) => describeFailure(params.error).status === 429,
    isCoachStart: ({ context }) => context.start === 'coach',
    isResumeStart: ({ context }) => context.start === 'resume',
    isLogoutStart: ({ context }) => context.start === 'logout',
    isCooldownOver: ({ context }) => context.resendAvailableAt <= context.now(),
  },
  delays: {
    nextSecond: ({ context }) => {
      const left = context.resendAvailableAt - context.now();
      return left % 1000 === 0 ? 1000 : left % 1000;
    },
    codeExpiry: ({ context }) => Math.max(0, context.codeExpiresAt - context.now()),
  },
}).createMachine({
  id: 'staffAuth',
  context: ({ input }) => ({
    now: input.now,
    smsDefaults: input.smsDefaults ?? {
      resendSeconds: SMS_RESEND_SECONDS,
      lifetimeSeconds: SMS_CODE_LIFETIME_SECONDS,
    },
    // Stryker disable next-line StringLiteral: an unknown start goes to the password like the default
    start: input.start ?? 'password',
    guid: input.guid,
    // Stryker disable next-line StringLiteral: replaced by storeEmail at the first login.submit, before any state that could show it
    email: '',
    error: undefined,
    fieldErrors: {},
    maskedPhone: undefined,
    resendAvailableAt: 0,
    codeExpiresAt: 0,
    secondsLeft: 0,
    qr: undefined,
    redirectTo: undefined,
    session: undefined,
    coach: undefined,
    recoveryEmail: undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isCoachStart', target: 'coachEntry' },
        { guard: 'isResumeStart', target: 'resuming' },
        { guard: 'isLogoutStart', target: 'loggingOut' },
        { target: 'password' },
      ],
    },
    resuming: {
      tags: 'busy',
      invoke: {
        src: 'loadSession',
        onDone: { target: 'signedIn', actions: { type: 'storeSession', params: answer<StaffSession> } },
        // 001 §4: a failed profile fetch resets the state, token included
        onError: { target: 'password', actions: ['clearToken', 'forgetSession'] },
      },
    },
    password: {
      on: {
        'login.submit': { target: 'signingIn', actions: ['clearErrors', 'storeEmail'] },
        'recovery.open': { target: 'recovery', actions: 'clearErrors' },
      },
    },
    signingIn: {
      tags: 'busy',
      invoke: {
        src: 'login',
        input: ({ event }) =>
          event.type === 'login.submit'
            ? { email: event.email, password: event.password }
            : // Stryker disable next-line ObjectLiteral,StringLiteral: never used, `signingIn` is entered only by login.submit
              { email: '', password: '' },
        onDone: [
          {
            guard: { type: 'isNextSmsCode', params: answer<StaffLoginResponse> },
            target: 'smsCode',
            actions: startSmsTimers,
          },
          { guard: { type: 'isNextTotpVerify', params: answer<StaffLoginResponse> }, target: 'totpVerify' },
          { guard: { type: 'isNextTotpSetup', params: answer<StaffLoginResponse> }, target: 'totpSetup' },
          { target: 'phone' },
        ],
        // 001 §4: a failed login clears the token
        onError: { target: 'password', actions: ['clearToken', { type: 'storeError', params: failure }] },
      },
    },
    phone: {
      initial: 'idle',
      on: { 'login.restart': { target: 'password', actions: 'forgetSession' } },
      states: {
        idle: {
          on: { 'phone.submit': { target: 'saving', actions: 'clearErrors' } },
        },
        saving: {
          tags: 'busy',
          invoke: {
            src: 'savePhone',
            input: ({ event }) => ({ phone: event.type === 'phone.submit' ? event.phone : '' }),
            onDone: {
              target: '#staffAuth.smsCode',
              actions: startSmsTimers,
            },
            onError: sendRefused,
          },
        },
      },
    },
    smsCode: {
      initial: 'idle',
      on: { 'login.restart': { target: 'password', actions: 'forgetSession' } },
      states: {
        idle: {
          initial: 'cooling',
          after: { codeExpiry: { target: 'expired', actions: 'storeExpired' } },
          on: { 'code.submit': { target: 'verifying', actions: 'clearErrors' } },
          states: {
            cooling: {
              always: { guard: 'isCooldownOver', target: 'ready' },
              after: { nextSecond: { target: 'cooling', reenter: true, actions: 'tickCooldown' } },
            },
            ready: {
              on: { 'code.resend': { target: '#staffAuth.smsCode.resending', actions: 'clearErrors' } },
            },
          },
        },
        expired: {
          on: { 'code.resend': { target: 'resending', actions: 'clearErrors' } },
        },
        verifying: verifyingCode('verifySmsCode'),
        resending: {
          tags: 'busy',
          invoke: {
            src: 'sendSmsCode',
            onDone: {
              target: 'idle',
              actions: startSmsTimers,
            },
            onError: sendRefused,
          },
        },
      },
    },
    totpSetup: {
      initial: 'loading',
      on: {
        'login.restart': { target: 'password', actions: 'forgetSession' },
        'factor.useSms': { target: 'phone', actions: 'clearErrors' },
      },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            src: 'loadQr',
            onDone: { target: 'idle', actions: { type: 'storeQr', params: answer<GoogleAuthenticatorQr> } },
            onError: { target: 'failed', actions: { type: 'storeError', params: failure } },
          },
        },
        failed: {},
        idle: {
          on: { 'code.submit': { target: 'verifying', actions: 'clearErrors' } },
        },
        verifying: verifyingCode('verifyTotpCode'),
      },
    },
    totpVerify: {
      initial: 'idle',
      on: { 'login.restart': { target: 'password', actions: 'forgetSession' } },
      states: {
        idle: {
          on: { 'code.submit': { target: 'verifying', actions: 'clearErrors' } },
        },
        verifying: verifyingCode('verifyTotpCode'),
      },
    },
    locked: {
      on: {
        'login.restart': { target: 'password', actions: 'forgetSession' },
        'login.submit': { target: 'signingIn', actions: ['clearErrors', 'storeEmail'] },
      },
    },
    loadingSession: {
      tags: 'busy',
      invoke: {
        src: 'loadSession',
        onDone: { target: 'signedIn', actions: { type: 'storeSession', params: answer<StaffSession> } },
        onError: {
          target: 'password',
          actions: ['clearToken', 'forgetSession', { type: 'storeError', params: failure }],
        },
      },
    },
    coachEntry: {
      tags: 'busy',
      invoke: {
        src: 'loginByGuid',
        // Stryker disable next-line StringLiteral: the coach start comes only from the link's page, with its guid
        input: ({ context }) => ({ guid: context.guid ?? '' }),
        onDone: { target: 'coachSignedIn', actions: { type: 'storeCoach', params: answer<CoachSession> } },
        onError: { target: 'coachRefused', actions: { type: 'storeError', params: failure } },
      },
    },
    coachSignedIn: {
      on: { 'session.logout': { target: 'loggingOut' } },
    },
    coachRefused: {},
    signedIn: {
      on: { 'session.logout': { target: 'loggingOut' } },
    },
    loggingOut: {
      tags: 'busy',
      invoke: {
        src: 'logout',
        // 001 §4: logout clears the token, whatever the server answers
        onDone: { target: 'signedOut', actions: ['clearToken', 'forgetSession'] },
        onError: { target: 'signedOut', actions: ['clearToken', 'forgetSession'] },
      },
    },
    signedOut: {
      on: { 'login.restart': { target: 'password', actions: 'clearErrors' } },
    },
    recovery: {
      initial: 'idle',
      on: { 'recovery.back': { target: 'password', actions: 'clearErrors' } },
      states: {
        idle: {
          on: { 'recovery.submit': { target: 'sending', actions: ['clearErrors', 'storeRecoveryEmail'] } },
        },
        sending: {
          tags: 'busy',
          invoke: {
            src: 'sendRecovery',
            // Stryker disable next-line StringLiteral: `sending` is entered only by recovery.submit, which stores the e-mail first
            input: ({ context }) => ({ email: context.recoveryEmail ?? '' }),
            onDone: { target: 'sent' },
            onError: { target: 'idle', actions: { type: 'storeError', params: failure } },
          },
        },
        sent: {},
      },
    },
  },
});
