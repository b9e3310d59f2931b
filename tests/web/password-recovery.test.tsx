import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import {
  passwordRecoveryMachine,
  type PasswordRecoveryInput,
} from '../../machines/password-recovery.machine';
import { ApiError } from '../../src/web/lib/api';
import { renderApp, stubApi } from './support';
import { expectNoAxeViolations } from './axe';

const http = (status: number, error: string, issues?: { path: string; message: string }[]) =>
  new ApiError('http', status, issues ? { error, issues } : { error }, '/api');

function recovery(
  input: PasswordRecoveryInput,
  actors: Partial<{
    sendRecoveryLink: () => Promise<unknown>;
    findQuestion: () => Promise<{ question: string }>;
    checkAnswer: (input: { email: string; answer: string }) => Promise<{ guid: string }>;
    checkGuid: (input: { guid: string }) => Promise<{ valid: boolean }>;
    resetPassword: (input: { guid: string; password: string }) => Promise<unknown>;
  }> = {},
) {
  const calls: string[] = [];
  const logic = passwordRecoveryMachine.provide({
    actors: {
      sendRecoveryLink: fromPromise(() => {
        calls.push('sendRecoveryLink');
        return actors.sendRecoveryLink?.() ?? Promise.resolve({ sent: true });
      }),
      findQuestion: fromPromise(() => actors.findQuestion?.() ?? Promise.resolve({ question: 'First pet?' })),
      checkAnswer: fromPromise(
        ({ input }) => actors.checkAnswer?.(input) ?? Promise.resolve({ guid: 'g-1' }),
      ),
      checkGuid: fromPromise(({ input }) => actors.checkGuid?.(input) ?? Promise.resolve({ valid: true })),
      resetPassword: fromPromise(
        ({ input }) => actors.resetPassword?.(input) ?? Promise.resolve({ ok: true }),
      ),
    },
  });
  return { actor: createActor(logic, { input }).start(), calls };
}

describe('passwordRecoveryMachine', () => {
  it('request: sends the link and says it was sent, whatever the address', async () => {
    const { actor, calls } = recovery({ mode: 'request' });
    actor.send({ type: 'email.submit', email: ' who@example.test ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitForActor(actor, (s) => s.matches({ request: 'sent' }));
    expect(actor.getSnapshot().context.email).toBe('who@example.test');
    expect(calls).toEqual(['sendRecoveryLink']);
    actor.send({ type: 'email.change' });
    expect(actor.getSnapshot().matches({ request: 'editing' })).toBe(true);
  });

  it('request: a 400 keeps the form with the message at the field', async () => {
    const { actor } = recovery(
      { mode: 'request' },
      {
        sendRecoveryLink: () =>
          Promise.reject(
            http(400, 'Invalid email', [{ path: 'email', message: 'Enter a valid e-mail address' }]),
          ),
      },
    );
    actor.send({ type: 'email.submit', email: 'nope' });
    await waitForActor(actor, (s) => s.matches({ request: 'editing' }) && s.context.error !== undefined);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Enter a valid e-mail address' });
  });

  it('question: e-mail → question → wrong answer → right answer → new password → done', async () => {
    let attempt = 0;
    const checkAnswer = vi.fn((input: { email: string; answer: string }) =>
      (attempt += 1) === 1
        ? Promise.reject(
            http(400, 'That answer does not match.', [
              { path: 'answer', message: 'That answer does not match.' },
            ]),
          )
        : Promise.resolve({ guid: `guid-for-${input.answer}` }),
    );
    const resetPassword = vi.fn(() => Promise.resolve({ ok: true }));
    const { actor } = recovery({ mode: 'question' }, { checkAnswer, resetPassword });
    expect(actor.getSnapshot().matches({ question: 'email' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'answer.submit', answer: 'x' })).toBe(false);
    actor.send({ type: 'email.submit', email: 'a@b.test' });
    await waitForActor(actor, (s) => s.matches({ question: 'answering' }));
    expect(actor.getSnapshot().context.question).toBe('First pet?');
    actor.send({ type: 'answer.submit', answer: 'Rex' });
    await waitForActor(actor, (s) => s.matches({ question: 'answering' }) && s.context.error !== undefined);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ answer: 'That answer does not match.' });
    actor.send({ type: 'answer.submit', answer: 'Biscuit' });
    await waitForActor(actor, (s) => s.matches('password'));
    expect(checkAnswer).toHaveBeenLastCalledWith({ email: 'a@b.test', answer: 'Biscuit' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'password.submit', password: 'New-password-1' });
    await waitForActor(actor, (s) => s.status === 'done');
    expect(resetPassword).toHaveBeenCalledWith({ guid: 'guid-for-Biscuit', password: 'New-password-1' });
  });

  // Every e-mail gets a question (issue 21 §7); what can still fail is the per-address limit.
  const TOO_MANY = 'Too many requests. Please wait 15 minutes and try again, or reset your password.';
  it('question: a refused look-up goes back to the e-mail step with the message', async () => {
    const { actor } = recovery(
      { mode: 'question' },
      { findQuestion: () => Promise.reject(http(429, TOO_MANY)) },
    );
    actor.send({ type: 'email.submit', email: 'a@b.test' });
    await waitForActor(actor, (s) => s.matches({ question: 'email' }) && s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe(TOO_MANY);
  });

  it('link: a used or expired guid is invalid; an empty one too, without a call', async () => {
    const checkGuid = vi.fn(() => Promise.resolve({ valid: false }));
    const used = recovery({ mode: 'link', guid: 'g' }, { checkGuid });
    await waitForActor(used.actor, (s) => s.matches('invalid'));
    const empty = recovery({ mode: 'link', guid: '' }, { checkGuid });
    expect(empty.actor.getSnapshot().matches('invalid')).toBe(true);
    expect(checkGuid).toHaveBeenCalledTimes(1);
  });

  it('link: a failed check offers a retry', async () => {
    let calls = 0;
    const { actor } = recovery(
      { mode: 'link', guid: 'g' },
      {
        checkGuid: () =>
          (calls += 1) === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ valid: true }),
      },
    );
    await waitForActor(actor, (s) => s.matches({ link: 'failed' }));
    actor.send({ type: 'link.retry' });
    await waitForActor(actor, (s) => s.matches('password'));
  });

  it('password: a refused password stays with the message; a refused guid is invalid', async () => {
    const { actor } = recovery(
      { mode: 'link', guid: 'g' },
      {
        resetPassword: ({ password }) =>
          password === 'short'
            ? Promise.reject(
                http(400, 'Invalid password', [{ path: 'password', message: 'Use at least 10 characters' }]),
              )
            : Promise.reject(
                http(400, 'This reset link has expired or was already used.', [
                  { path: 'guid', message: 'This reset link has expired or was already used.' },
                ]),
              ),
      },
    );
    await waitForActor(actor, (s) => s.matches('password'));
    actor.send({ type: 'password.submit', password: 'short' });
    await waitForActor(actor, (s) => s.matches({ password: 'editing' }) && s.context.error !== undefined);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Use at least 10 characters' });
    actor.send({ type: 'password.submit', password: 'Long-enough-1' });
    await waitForActor(actor, (s) => s.matches('invalid'));
  });
});

describe('recovery screens', () => {
  beforeEach(() => {
    stubApi({
      '/api/pages/customerAuth/recoverPassword': { sent: true },
      '/api/customer/auth/guid-check': { valid: true },
      '/api/customer/auth/reset-password': new Response(
        JSON.stringify({
          error: 'Invalid password',
          issues: [{ path: 'password', message: 'Include a digit' }],
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the request page never says whether the account exists', async () => {
    const user = userEvent.setup();
    renderApp('/customer/login/forgot-password');
    const email = await screen.findByLabelText('E-mail');
    await expectNoAxeViolations();
    await user.type(email, 'maybe@example.test');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If there is a Healthspan account for maybe@example.test, we have sent it a link',
    );
    await expectNoAxeViolations();
    expect(screen.getByRole('link', { name: 'Answer your security question instead' })).toHaveAttribute(
      'href',
      '/customer/login/security-question',
    );
  });

  it('the reset page shows the rule and puts the server message at the field', async () => {
    const user = userEvent.setup();
    renderApp('/customer/login/reset-password?guid=abc');
    const field = await screen.findByLabelText('New password');
    await expectNoAxeViolations();
    expect(field).toHaveAccessibleDescription(
      /Use at least 10 characters, with at least one letter and one digit\./,
    );
    await user.type(field, 'no-digits-here');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Include a digit/));
    await expectNoAxeViolations();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('the reset page without a guid says the link no longer works', async () => {
    renderApp('/customer/login/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/customer/login/forgot-password',
    );
  });
});
