import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/web/lib/api';
import { flows } from '../machines/onboarding.fixtures';
import { fakeEffects, renderApp, stubApi, testCustomer } from './support';
import { expectNoAxeViolations } from './axe';

const refusal = (status: number, error: string, issues?: { path: string; message: string }[]) =>
  new ApiError('http', status, issues ? { error, issues } : { error }, '/api/pages/customerAuth/login');

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  const emailField = await screen.findByLabelText('E-mail');
  if (email) await user.type(emailField, email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page (spec 000 §2.2, §7.1)', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the 400 issues at their fields and focuses the first', async () => {
    const logIn = vi.fn(() =>
      Promise.reject(
        refusal(400, 'Invalid email, password', [
          { path: 'email', message: 'Enter a valid e-mail address' },
          { path: 'password', message: 'Enter your password' },
        ]),
      ),
    );
    renderApp('/customer/login', { effects: fakeEffects({ logIn }) });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await expectNoAxeViolations();
    await submit('', '');
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address'));
    await expectNoAxeViolations();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [401, 'The e-mail or password is not right.'],
    [429, 'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.'],
  ])('shows a %i refusal in a focused alert', async (status, message) => {
    const logIn = vi.fn(() => Promise.reject(refusal(status, message)));
    renderApp('/customer/login', { effects: fakeEffects({ logIn }) });
    await submit('active@demo.healthspan.test', 'wrong-one-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    await expectNoAxeViolations();
    expect(logIn).toHaveBeenCalledWith(
      { email: 'active@demo.healthspan.test', password: 'wrong-one-1' },
      expect.any(AbortSignal),
    );
  });

  it("goes to the customer's role home page once signed in", async () => {
    stubApi({ '/api/pages/onboarding/flow': flows.focus });
    const customer = testCustomer({ activationState: 'ONBOARDING_REQUIRED', firstName: 'Jordan' });
    const effects = fakeEffects({ restoreSession: () => Promise.reject(new Error('no cookie')) });
    effects.loadProfile = () => Promise.resolve(customer);
    renderApp('/customer/login', { effects });
    await submit('onboarding@demo.healthspan.test', 'Healthspan-demo-1');
    await waitFor(() => expect(window.location.pathname).toBe('/customer/onboarding'));
    // the onboarding flow resumes at the server's step
    expect(await screen.findByRole('heading', { level: 1, name: 'Your goals' })).toBeInTheDocument();
  });

  it('goes to returnTo when it is a path of this site, never elsewhere', async () => {
    const effects = fakeEffects({ restoreSession: () => Promise.reject(new Error('no cookie')) });
    effects.loadProfile = () => Promise.resolve(testCustomer());
    renderApp('/customer/login?returnTo=%2Fcustomer%2Fage', { effects });
    await submit('active@demo.healthspan.test', 'Healthspan-demo-1');
    await waitFor(() => expect(window.location.pathname).toBe('/customer/age'));
  });

  it('ignores a returnTo that leaves the site', async () => {
    const effects = fakeEffects({ restoreSession: () => Promise.reject(new Error('no cookie')) });
    effects.loadProfile = () => Promise.resolve(testCustomer());
    renderApp('/customer/login?returnTo=%2F%2Fevil.example%2F', { effects });
    await submit('active@demo.healthspan.test', 'Healthspan-demo-1');
    await waitFor(() => expect(window.location.pathname).toBe('/customer/summary/dashboard'));
  });

  it('sends a customer who is already signed in on to their home page', async () => {
    renderApp('/customer/login', { customer: testCustomer() });
    await waitFor(() => expect(window.location.pathname).toBe('/customer/summary/dashboard'));
  });
});

describe('login page, coming back', () => {
  beforeEach(() => {
    stubApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not show the refusal of an earlier visit', async () => {
    const user = userEvent.setup();
    const logIn = vi.fn(() => Promise.reject(refusal(401, 'The e-mail or password is not right.')));
    renderApp('/customer/login', { effects: fakeEffects({ logIn }) });
    await submit('active@demo.healthspan.test', 'wrong-one-1');
    await screen.findByRole('alert');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    window.history.back();
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
