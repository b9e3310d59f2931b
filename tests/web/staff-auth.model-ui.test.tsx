import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Switch } from 'wouter';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import { staffAuthMachine } from '../../machines/staff-auth.machine';
import { staffRoutes } from '../../src/web/app/staff-routes';
import { groupSecret } from '../../src/web/features/staff-login/second-factor-page';
import { pathOf } from '../../src/web/lib/staff-auth';
import type * as StaffAuth from '../../src/web/lib/staff-auth';
import type { ModelPath } from '../model/harness';
import { apiError } from '../machines/support';
import { projectStaffAuth, smsDefaults, staffAuthActors } from '../machines/staff-auth.fixtures';
import { staffAuthDeclared } from '../machines/staff-auth.model';
import {
  coveringPaths,
  createUiStats,
  declaredEffects,
  formatUiStats,
  runUiPath,
  uiPaths,
  type UiModel,
} from './model-ui';

// the staff pages reach the sign-in actor through lib/staff-auth: hand them the path's actor
type StaffAuthModule = typeof StaffAuth;
const current: { actor?: AnyActorRef } = vi.hoisted(() => ({}));
vi.mock('../../src/web/lib/staff-auth', async (importOriginal) => ({
  ...(await importOriginal<StaffAuthModule>()),
  staffActor: () => current.actor,
}));

const qr = { link: 'otpauth://totp/Healthspan:ada?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' };

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const payload = <T,>(event: AnyEventObject) => event as AnyEventObject & T;

// the model of tests/machines/staff-auth.model.test.ts, from the sign-in page (the second-factor flow)
const ui: UiModel<typeof staffAuthMachine> = {
  spec: {
    name: 'staffAuth',
    machine: staffAuthMachine,
    starts: [{ label: 'sign-in page', input: ({ now }) => ({ now, smsDefaults }) }],
    events: {
      'login.submit': [{ type: 'login.submit', email: 'ada@healthspan.test', password: 'Staff-pass-1' }],
      'phone.submit': [{ type: 'phone.submit', phone: '+15555550100' }],
      'code.submit': [{ type: 'code.submit', code: '123456' }],
      'recovery.submit': [{ type: 'recovery.submit', email: 'ada@healthspan.test' }],
    },
    actors: {
      ...staffAuthActors,
      loadQr: { outputs: [qr], errors: [apiError(500, { error: 'No key today' })] },
    },
    project: projectStaffAuth,
  },
  mount: (actor: AnyActorRef) => {
    current.actor = actor;
    window.history.replaceState(null, '', '/admin/login');
    render(<Switch>{staffRoutes}</Switch>);
  },
  perform: {
    'login.submit': async (event) => {
      const { email, password } = payload<{ email: string; password: string }>(event);
      fill('E-mail', email);
      fill('Password', password);
      await click('Sign in');
    },
    'recovery.open': () => click('Forgot password?'),
    'recovery.submit': async (event) => {
      fill('E-mail', payload<{ email: string }>(event).email);
      await click('Send the link');
    },
    'recovery.back': () => click('Back to sign-in'),
    'phone.submit': async (event) => {
      fill('Mobile phone', payload<{ phone: string }>(event).phone);
      await click('Text me a code');
    },
    'code.submit': async (event) => {
      await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
      await userEvent.keyboard(payload<{ code: string }>(event).code);
    },
    'code.resend': () => click('Send a new code'),
    'factor.useSms': () => click('Use text messages instead'),
    // the second-factor pages and the logout page offer it; the locked sign-in page does not
    'login.restart': async () => {
      const control =
        screen.queryByRole('button', { name: 'Sign in with another account' }) ??
        screen.queryByRole('link', { name: 'Sign in again' });
      if (!control) return 'app';
      await userEvent.click(control);
    },
  },
  // each call the sign-in makes (001 §7 admin auth), with what the staff member typed
  effects: { of: (step) => declaredEffects(ui.spec, staffAuthDeclared, step) },
  expectScreen: (snapshot) => {
    const s = snapshot;
    const where = pathOf(s);
    if (where) expect(window.location.pathname).toBe(where);
    const heading = () => screen.getByRole('heading', { level: 1 });
    const error = s.context.error;
    if (s.matches('password') || s.matches('signingIn') || s.matches('locked')) {
      expect(heading()).toHaveTextContent('Staff sign-in');
      expect(
        screen.getByRole('button', { name: s.matches('signingIn') ? 'Signing in…' : 'Sign in' }),
      ).toHaveProperty('disabled', s.matches('signingIn'));
      if (error) expect(screen.getByText(error)).toBeInTheDocument();
    } else if (s.matches('recovery')) {
      expect(heading()).toHaveTextContent('Reset your password');
      if (s.matches({ recovery: 'sent' }))
        expect(screen.getByText(/the link is on its way/)).toBeInTheDocument();
      else
        expect(
          screen.getByRole('button', { name: s.hasTag('busy') ? 'Sending…' : 'Send the link' }),
        ).toBeInTheDocument();
    } else if (s.matches('phone')) {
      expect(heading()).toHaveTextContent('Verify your phone');
      expect(
        screen.getByRole('button', { name: s.hasTag('busy') ? 'Sending…' : 'Text me a code' }),
      ).toBeInTheDocument();
      if (error) expect(screen.getByText(error)).toBeInTheDocument();
    } else if (s.matches('smsCode')) {
      expect(heading()).toHaveTextContent('Enter the code we texted you');
      const resend = screen.getByRole('button', { name: 'Send a new code' });
      if (s.matches({ smsCode: { idle: 'cooling' } })) {
        expect(resend).toBeDisabled();
        expect(
          screen.getByText(`You can ask for a new code in ${s.context.secondsLeft} s.`),
        ).toBeInTheDocument();
      } else if (s.matches({ smsCode: { idle: 'ready' } }) || s.matches({ smsCode: 'expired' })) {
        expect(resend).toBeEnabled();
      } else {
        expect(resend).toBeDisabled();
      }
      if (s.matches({ smsCode: 'expired' })) expect(screen.getByText(/It expired at/)).toBeInTheDocument();
      if (error && !s.hasTag('busy')) expect(screen.getByText(error)).toBeInTheDocument();
    } else if (s.matches('totpSetup')) {
      expect(heading()).toHaveTextContent('Set up your authenticator app');
      if (s.context.qr) expect(screen.getByTestId('totp-secret')).toHaveTextContent(groupSecret(qr.secret));
      else expect(screen.queryByTestId('totp-secret')).toBeNull();
      if (s.matches({ totpSetup: 'failed' })) expect(screen.getByText('No key today')).toBeInTheDocument();
    } else if (s.matches('totpVerify')) {
      expect(heading()).toHaveTextContent('Enter your authenticator code');
      if (error && !s.hasTag('busy')) expect(screen.getByText(error)).toBeInTheDocument();
    } else if (s.matches('loadingSession')) {
      // the code page waits for the session: no form any more
      expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    } else if (s.matches('loggingOut')) {
      expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
    } else if (s.matches('signedOut')) {
      expect(heading()).toHaveTextContent('Signed out');
      expect(screen.getByText('You are signed out of the staff area.')).toBeInTheDocument();
    } else if (s.matches('signedIn')) {
      expect(heading()).toHaveTextContent('Hello, Ada Admin');
    } else {
      throw new Error(`no screen check for ${JSON.stringify(s.value)}`);
    }
  },
};

describe('staff second factor, model-based through the screens (spec 001 §4)', () => {
  const { model, paths: generated } = uiPaths(ui);
  const stats = createUiStats();
  stats.generated = generated.length;
  let chosen: ModelPath[] = [];
  let reachable = new Set<string>();

  beforeAll(async () => {
    // the fewest generated paths that fire every transition they fire on the machine alone
    ({ paths: chosen, transitions: reachable } = await coveringPaths(ui.spec, model, generated));
  });

  it('runs the transition-covering generated paths through the sign-in and second-factor screens', async () => {
    expect(chosen.length).toBeGreaterThan(5);
    for (const path of chosen) {
      try {
        await runUiPath(ui, path, stats);
      } catch (error) {
        throw new Error(
          `path "${path.description}": ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      } finally {
        cleanup();
      }
    }
    const missing = model.transitions.filter((t) => reachable.has(t.key) && !stats.transitions.has(t.key));
    expect(missing.map((t) => t.label)).toEqual([]);
  }, 240_000);

  afterAll(() => console.log(formatUiStats('staffAuth (sign-in page start)', model, stats)));
});
