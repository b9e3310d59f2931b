import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type PasswordRecoveryInput,
  passwordRecoveryMachine,
} from '../../machines/password-recovery.machine';
import { apiError, deferred, flush } from './support';

/** The five calls of 000 §7.1, each held open until the test settles it. */
function start(input: PasswordRecoveryInput) {
  const calls = {
    sendRecoveryLink: [] as { email: string }[],
    findQuestion: [] as { email: string }[],
    checkAnswer: [] as { email: string; answer: string }[],
    checkGuid: [] as { guid: string }[],
    resetPassword: [] as { guid: string; password: string }[],
  };
  const answers = {
    sendRecoveryLink: deferred<unknown>(),
    findQuestion: deferred<{ question: string }>(),
    checkAnswer: deferred<{ guid: string }>(),
    checkGuid: deferred<{ valid: boolean }>(),
    resetPassword: deferred<unknown>(),
  };
  /** Records the call's input and answers with the deferred the test holds at that moment. */
  const held = <O, I>(list: I[], answer: () => Promise<O>) =>
    fromPromise<O, I>(({ input: received }) => {
      list.push(received);
      return answer();
    });
  const actor = createActor(
    passwordRecoveryMachine.provide({
      actors: {
        sendRecoveryLink: held(calls.sendRecoveryLink, () => answers.sendRecoveryLink.promise),
        findQuestion: held(calls.findQuestion, () => answers.findQuestion.promise),
        checkAnswer: held(calls.checkAnswer, () => answers.checkAnswer.promise),
        checkGuid: held(calls.checkGuid, () => answers.checkGuid.promise),
        resetPassword: held(calls.resetPassword, () => answers.resetPassword.promise),
      },
    }),
    { input },
  ).start();
  return { actor, calls, answers };
}

const wrongAnswer = apiError(400, {
  error: 'That answer does not match.',
  issues: [{ path: 'answer', message: 'That answer does not match our records.' }],
});

describe('passwordRecoveryMachine (spec 000 §7.1 recoverPassword, securityQuestion, answer-check, guid-check, reset-password)', () => {
  it('starts with nothing typed, found or refused', () => {
    for (const mode of ['request', 'question'] as const) {
      const { context } = start({ mode }).actor.getSnapshot();
      expect(context).toMatchObject({ mode, email: '', question: '', error: undefined, fieldErrors: {} });
    }
  });

  it('sends the link to the e-mail as typed without surrounding spaces, and shows where it went', async () => {
    const { actor, calls, answers } = start({ mode: 'request' });
    actor.send({ type: 'email.submit', email: '  active@demo.healthspan.test \n' });
    expect(calls.sendRecoveryLink).toEqual([{ email: 'active@demo.healthspan.test' }]);
    expect(actor.getSnapshot().context.email).toBe('active@demo.healthspan.test');
    answers.sendRecoveryLink.resolve({});
    await flush();
    expect(actor.getSnapshot().matches({ request: 'sent' })).toBe(true);
  });

  it('keeps the server message and the per-field messages of a refusal, and clears them on the next try', async () => {
    const { actor, answers, calls } = start({ mode: 'request' });
    actor.send({ type: 'email.submit', email: 'nobody@' });
    answers.sendRecoveryLink.reject(
      apiError(400, {
        error: 'Check the e-mail.',
        issues: [{ path: 'email', message: 'Enter a valid e-mail.' }],
      }),
    );
    await flush();
    expect(actor.getSnapshot().matches({ request: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Check the e-mail.',
      fieldErrors: { email: 'Enter a valid e-mail.' },
    });
    actor.send({ type: 'email.submit', email: 'nobody@demo.healthspan.test' });
    expect(calls.sendRecoveryLink).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ error: undefined, fieldErrors: {} });
  });

  it('shows the question found for the e-mail, and resets with the guid a right answer yields', async () => {
    const { actor, calls, answers } = start({ mode: 'question' });
    actor.send({ type: 'email.submit', email: ' active@demo.healthspan.test ' });
    expect(calls.findQuestion).toEqual([{ email: 'active@demo.healthspan.test' }]);
    answers.findQuestion.resolve({ question: 'Name of your first pet?' });
    await flush();
    expect(actor.getSnapshot().matches({ question: 'answering' })).toBe(true);
    expect(actor.getSnapshot().context.question).toBe('Name of your first pet?');

    actor.send({ type: 'answer.submit', answer: 'Biscuit' });
    expect(calls.checkAnswer).toEqual([{ email: 'active@demo.healthspan.test', answer: 'Biscuit' }]);
    answers.checkAnswer.resolve({ guid: 'reset-guid-7' });
    await flush();
    expect(actor.getSnapshot().matches({ password: 'editing' })).toBe(true);

    actor.send({ type: 'password.submit', password: 'A-new-password-2' });
    expect(calls.resetPassword).toEqual([{ guid: 'reset-guid-7', password: 'A-new-password-2' }]);
    answers.resetPassword.resolve({});
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a wrong answer stays on the question with the answer field refused', async () => {
    const { actor, answers } = start({ mode: 'question' });
    actor.send({ type: 'email.submit', email: 'active@demo.healthspan.test' });
    answers.findQuestion.resolve({ question: 'Name of your first pet?' });
    await flush();
    actor.send({ type: 'answer.submit', answer: 'Rex' });
    answers.checkAnswer.reject(wrongAnswer);
    await flush();
    expect(actor.getSnapshot().matches({ question: 'answering' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      question: 'Name of your first pet?',
      error: 'That answer does not match.',
      fieldErrors: { answer: 'That answer does not match our records.' },
    });
  });

  it("checks the e-mailed link's guid, then resets the password with it", async () => {
    const { actor, calls, answers } = start({ mode: 'link', guid: 'link-guid-1' });
    expect(calls.checkGuid).toEqual([{ guid: 'link-guid-1' }]);
    answers.checkGuid.resolve({ valid: true });
    await flush();
    actor.send({ type: 'password.submit', password: 'A-new-password-2' });
    expect(calls.resetPassword).toEqual([{ guid: 'link-guid-1', password: 'A-new-password-2' }]);
  });

  it('a link check that fails shows why and can be tried again; an expired or used link is invalid', async () => {
    const { actor, calls, answers } = start({ mode: 'link', guid: 'link-guid-1' });
    answers.checkGuid.reject(apiError(503, { error: 'Try again in a minute.' }));
    await flush();
    expect(actor.getSnapshot().matches({ link: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Try again in a minute.');
    answers.checkGuid = deferred();
    actor.send({ type: 'link.retry' });
    expect(calls.checkGuid).toEqual([{ guid: 'link-guid-1' }, { guid: 'link-guid-1' }]);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    answers.checkGuid.resolve({ valid: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('invalid');
  });

  it('a weak password stays on the form with the password field refused; a refused guid makes the link invalid', async () => {
    const weak = start({ mode: 'link', guid: 'link-guid-1' });
    weak.answers.checkGuid.resolve({ valid: true });
    await flush();
    weak.actor.send({ type: 'password.submit', password: 'short' });
    weak.answers.resetPassword.reject(
      apiError(400, { error: 'Weak', issues: [{ path: 'password', message: 'Use at least 10 characters' }] }),
    );
    await flush();
    expect(weak.actor.getSnapshot().matches({ password: 'editing' })).toBe(true);
    expect(weak.actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Use at least 10 characters' });

    const expired = start({ mode: 'link', guid: 'link-guid-1' });
    expired.answers.checkGuid.resolve({ valid: true });
    await flush();
    expired.actor.send({ type: 'password.submit', password: 'A-new-password-2' });
    expired.answers.resetPassword.reject(
      apiError(400, {
        error: 'Expired',
        issues: [{ path: 'guid', message: 'This reset link has expired.' }],
      }),
    );
    await flush();
    expect(expired.actor.getSnapshot().value).toBe('invalid');
  });
});
