import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { staffAuthMachine, type StaffSession } from '../../machines/staff-auth.machine';
import type { SmsCodeSent, StaffLoginResponse } from '../../src/contract/admin';
import { apiError, flush, simulatedClock } from './support';

const session = { profile: { firstName: 'Ada' }, settings: { menu: [] } } as unknown as StaffSession;

function start(
  login: StaffLoginResponse,
  overrides: { verify?: () => Promise<unknown>; send?: () => Promise<SmsCodeSent> } = {},
) {
  const clock = simulatedClock();
  const seen = { verify: [] as string[], sends: 0 };
  const machine = staffAuthMachine.provide({
    actors: {
      login: fromPromise(() => Promise.resolve(login)),
      verifySmsCode: fromPromise(({ input }) => {
        seen.verify.push(input.code);
        return (overrides.verify?.() ?? Promise.resolve({ redirectTo: '/admin' })) as Promise<{
          redirectTo: string;
        }>;
      }),
      verifyTotpCode: fromPromise(() => Promise.resolve({ redirectTo: '/admin' })),
      sendSmsCode: fromPromise(() => {
        seen.sends += 1;
        return (
          overrides.send?.() ??
          Promise.resolve({ maskedPhone: '+1••••••0100', resendAfterSeconds: 60, expiresInSeconds: 300 })
        );
      }),
      loadQr: fromPromise(() => Promise.resolve({ link: 'otpauth://totp/x', secret: 'ABCD' })),
      loadSession: fromPromise(() => Promise.resolve(session)),
    },
  });
  const actor = createActor(machine, { clock, input: { now: () => clock.now() } });
  actor.start();
  return { actor, clock, seen };
}

async function signIn(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'login.submit', email: 'admin-sms@demo.healthspan.test', password: 'pw' });
  await flush();
}

describe('staffAuth', () => {
  it('goes to the screen the server names after the password', async () => {
    for (const [next, state] of [
      ['sms-code-verification', 'smsCode'],
      ['verify-google-authenticator', 'totpVerify'],
      ['set-up-google-authenticator', 'totpSetup'],
      ['phone-verification', 'phone'],
    ] as const) {
      const { actor } = start({ next });
      await signIn(actor);
      expect(actor.getSnapshot().matches(state)).toBe(true);
    }
  });

  it('ticks the resend cooldown each second and allows a resend only when it is over', async () => {
    const { actor, clock, seen } = start({ next: 'sms-code-verification', maskedPhone: '+1••••••0100' });
    await signIn(actor);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    actor.send({ type: 'code.resend' });
    expect(seen.sends).toBe(0);
    for (let i = 0; i < 3; i += 1) clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(57);
    for (let i = 0; i < 57; i += 1) clock.increment(1000);
    expect(actor.getSnapshot().matches({ smsCode: { idle: 'ready' } })).toBe(true);
    actor.send({ type: 'code.resend' });
    await flush();
    expect(seen.sends).toBe(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('keeps the screen with the server message on a wrong code, and locks on 429', async () => {
    let answer: () => Promise<unknown> = () =>
      Promise.reject(apiError(400, { error: 'That code is not right. 4 attempts left.' }));
    const { actor, seen } = start({ next: 'sms-code-verification' }, { verify: () => answer() });
    await signIn(actor);
    actor.send({ type: 'code.submit', code: '000000' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches({ smsCode: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('That code is not right. 4 attempts left.');
    const wait = 'Too many wrong codes. Please wait 15 minutes and try again.';
    answer = () => Promise.reject(apiError(429, { error: wait, retryAfterSeconds: 900 }));
    actor.send({ type: 'code.submit', code: '111111' });
    await flush();
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(wait);
    expect(seen.verify).toEqual(['000000', '111111']);
  });

  it('expires the code after its lifetime; a code cannot be submitted, a new one can be sent', async () => {
    const { actor, clock } = start({ next: 'sms-code-verification' });
    await signIn(actor);
    clock.increment(60_000);
    for (let i = 0; i < 240; i += 1) clock.increment(1000);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ smsCode: 'expired' })).toBe(true);
    expect(snapshot.context.error).toBe('This code has expired. Send a new one.');
    expect(snapshot.can({ type: 'code.submit', code: '123456' })).toBe(false);
    expect(snapshot.can({ type: 'code.resend' })).toBe(true);
  });

  it('takes the cooldown a refused resend names in its retryAfterSeconds, whatever the sentence says', async () => {
    const { actor, clock } = start(
      { next: 'sms-code-verification' },
      {
        send: () =>
          Promise.reject(
            apiError(429, {
              error: 'Please wait 5 seconds before asking for a new code.',
              retryAfterSeconds: 42,
            }),
          ),
      },
    );
    await signIn(actor);
    for (let i = 0; i < 60; i += 1) clock.increment(1000);
    actor.send({ type: 'code.resend' });
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(42);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    for (let i = 0; i < 41; i += 1) clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    clock.increment(1000);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
  });

  it('after a late tick (a sleeping tab), the next one lands on the whole second of the cooldown', async () => {
    const { actor, clock } = start({ next: 'sms-code-verification' });
    await signIn(actor);
    clock.increment(1300);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    clock.increment(699);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(58);
  });

  it('keeps what the sign-in answered: the e-mail typed, the number the code went to, where to go', async () => {
    const { actor } = start(
      { next: 'sms-code-verification', maskedPhone: '+1••••••0100' },
      { verify: () => Promise.resolve({ redirectTo: '/admin/customers' }) },
    );
    await signIn(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'admin-sms@demo.healthspan.test',
      maskedPhone: '+1••••••0100',
    });
    actor.send({ type: 'code.submit', code: '123456' });
    await flush();
    expect(actor.getSnapshot().context.redirectTo).toBe('/admin/customers');
  });

  it('signs a coach in by the link’s guid and keeps who the coach is', async () => {
    const coach = { firstName: 'Cole', lastName: 'Coach', companyName: 'Acme Health Co.' };
    const guids: string[] = [];
    const clock = simulatedClock();
    const machine = staffAuthMachine.provide({
      actors: {
        loginByGuid: fromPromise(({ input }: { input: { guid: string } }) => {
          guids.push(input.guid);
          return Promise.resolve(coach);
        }),
      },
    });
    const actor = createActor(machine, {
      clock,
      input: { now: () => clock.now(), start: 'coach', guid: 'c0ffee' },
    }).start();
    await flush();
    expect(guids).toEqual(['c0ffee']);
    expect(actor.getSnapshot().matches('coachSignedIn')).toBe(true);
    expect(actor.getSnapshot().context.coach).toEqual(coach);
  });

  it('signs in after the authenticator set-up and loads the session', async () => {
    const { actor } = start({ next: 'set-up-google-authenticator' });
    await signIn(actor);
    await flush();
    expect(actor.getSnapshot().context.qr?.secret).toBe('ABCD');
    actor.send({ type: 'code.submit', code: '123456' });
    await flush();
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.session).toBe(session);
  });

  it('offers text messages instead of the authenticator', async () => {
    const { actor } = start({ next: 'set-up-google-authenticator' });
    await signIn(actor);
    actor.send({ type: 'factor.useSms' });
    expect(actor.getSnapshot().matches('phone')).toBe(true);
  });

  it('clears the token after a failed login, a failed profile fetch (resetting the state) and a logout (001 §4)', async () => {
    let cleared = 0;
    const clock = simulatedClock();
    const failing = staffAuthMachine.provide({
      actors: {
        login: fromPromise(() => Promise.reject(apiError(401, { error: 'Wrong e-mail or password' }))),
        loadSession: fromPromise(() => Promise.reject(apiError(500, { error: 'Profile failed' }))),
        logout: fromPromise(() => Promise.reject(apiError(0, { error: 'Offline' }))),
      },
      actions: {
        clearToken: () => {
          cleared += 1;
        },
      },
    });
    const login = createActor(failing, { clock, input: { now: () => clock.now() } }).start();
    await signIn(login);
    expect(login.getSnapshot().matches('password')).toBe(true);
    expect(cleared).toBe(1);

    const resume = createActor(failing, {
      clock,
      input: { now: () => clock.now(), start: 'resume' },
    }).start();
    await flush();
    expect(resume.getSnapshot().matches('password')).toBe(true);
    expect(resume.getSnapshot().context.session).toBeUndefined();
    expect(cleared).toBe(2);

    const logout = createActor(failing, {
      clock,
      input: { now: () => clock.now(), start: 'logout' },
    }).start();
    await flush();
    expect(logout.getSnapshot().matches('signedOut')).toBe(true);
    expect(cleared).toBe(3);
  });
});
