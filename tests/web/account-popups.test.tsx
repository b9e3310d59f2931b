import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { LOGOUT_PERMISSION_TEXT, LOGOUT_ROUTE } from '../../machines/logout-permission.machine';
import { SESSION_EXPIRY_TEXT } from '../../machines/session-expiry.machine';
import AccountPopups from '../../src/web/features/session/account-popups';
import { AppActorsProvider } from '../../src/web/lib/app-actors';
import { fakeEffects, startTestActors, testCustomer } from './support';
import { expectNoAxeViolations } from './axe';

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Signed in through the fake restore; the session check answers `seconds` each time it is asked. */
async function signedIn(checks: number[], options: { logoutPermissionStored?: boolean } = {}) {
  const clock = new SimulatedClock();
  clock.increment(Date.UTC(2025, 0, 1));
  const answers = [...checks];
  const loadProfile = vi.fn(() => Promise.resolve(testCustomer()));
  const effects = fakeEffects({
    customer: testCustomer(),
    loadProfile,
    checkSession: () => Promise.resolve({ seconds: answers.length > 1 ? answers.shift()! : answers[0]! }),
  });
  const started = startTestActors({ effects, clock, ...options });
  render(
    <AppActorsProvider actors={started.actors}>
      <AccountPopups />
    </AppActorsProvider>,
  );
  await waitFor(() => expect(started.actors.auth.getSnapshot().matches('signedIn')).toBe(true));
  await flush();
  const tick = async (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 1000) {
      act(() => clock.increment(Math.min(1000, ms - elapsed)));
      await flush();
    }
  };
  return { ...started, clock, loadProfile, tick };
}

describe('session popups (spec 000 §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('nothing shows while more than 60 s remain', async () => {
    const { actors } = await signedIn([1800]);
    expect(actors.sessionExpiry.getSnapshot().matches('waiting')).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns at 60 s or less and counts down each second', async () => {
    const { tick } = await signedIn([30]);
    const popup = await screen.findByRole('alertdialog', { name: SESSION_EXPIRY_TEXT.warningTitle });
    await expectNoAxeViolations(popup);
    expect(popup).toHaveTextContent('logged out in 30 seconds');
    await tick(1000);
    expect(popup).toHaveTextContent('logged out in 29 seconds');
    await tick(2000);
    expect(popup).toHaveTextContent('logged out in 27 seconds');
    expect(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.logOut })).toBeEnabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.continueSession })).toHaveFocus(),
    );
  });

  it('Continue session reloads the profile, checks again and closes the popup', async () => {
    const user = userEvent.setup();
    const { loadProfile, actors } = await signedIn([30, 1800]);
    await screen.findByRole('alertdialog', { name: SESSION_EXPIRY_TEXT.warningTitle });
    expect(loadProfile).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.continueSession }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(loadProfile).toHaveBeenCalledTimes(2);
    expect(actors.sessionExpiry.getSnapshot().matches('waiting')).toBe(true);
  });

  it('Escape on the warning means Continue session', async () => {
    const user = userEvent.setup();
    const { loadProfile } = await signedIn([30, 1800]);
    await screen.findByRole('alertdialog', { name: SESSION_EXPIRY_TEXT.warningTitle });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(loadProfile).toHaveBeenCalledTimes(2);
  });

  it('at zero says the session has expired; Escape does not close it; Log in goes to the login page', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/customer/settings?tab=1');
    const { tick, effects, actors } = await signedIn([3]);
    await screen.findByRole('alertdialog', { name: SESSION_EXPIRY_TEXT.warningTitle });
    await tick(3000);
    const expired = await screen.findByRole('alertdialog', { name: SESSION_EXPIRY_TEXT.expiredTitle });
    await expectNoAxeViolations(expired);
    expect(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.closeWindow })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(expired).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.logIn }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(effects.navigate).toHaveBeenCalledWith(
      '/customer/login?returnTo=%2Fcustomer%2Fsettings%3Ftab%3D1',
    );
    expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('a tab woken after the deadline goes straight to expired', async () => {
    const { clock } = await signedIn([40]);
    await screen.findByRole('alertdialog', { name: SESSION_EXPIRY_TEXT.warningTitle });
    act(() => clock.increment(10 * 60_000));
    await flush();
    expect(
      await screen.findByRole('alertdialog', { name: SESSION_EXPIRY_TEXT.expiredTitle }),
    ).toBeInTheDocument();
  });

  it('Close window tries to close the tab, then ends the session on the logout page', async () => {
    const user = userEvent.setup();
    const { tick, effects } = await signedIn([1]);
    await screen.findByRole('alertdialog', { name: SESSION_EXPIRY_TEXT.warningTitle });
    await tick(1000);
    await user.click(await screen.findByRole('button', { name: SESSION_EXPIRY_TEXT.closeWindow }));
    expect(effects.closeWindow).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith(LOGOUT_ROUTE);
  });

  it('Log out on the warning starts the logout: the permission popup', async () => {
    const user = userEvent.setup();
    await signedIn([30]);
    await user.click(await screen.findByRole('button', { name: SESSION_EXPIRY_TEXT.logOut }));
    expect(await screen.findByRole('dialog', { name: LOGOUT_PERMISSION_TEXT.title })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('logout permission popup (spec 001 §4)', () => {
  it('Allow opens the store logout and ends the session at once, closes the tab after 1 s, remembers and logs out', async () => {
    const user = userEvent.setup();
    const { actors, effects, tick } = await signedIn([1800]);
    act(() => actors.logoutPermission.send({ type: 'logout.request' }));
    const popup = await screen.findByRole('dialog', { name: LOGOUT_PERMISSION_TEXT.title });
    await expectNoAxeViolations(popup);
    expect(popup).toHaveAccessibleDescription(LOGOUT_PERMISSION_TEXT.body);
    await user.click(screen.getByRole('button', { name: LOGOUT_PERMISSION_TEXT.allow }));
    expect(effects.openStoreLogout).toHaveBeenCalledTimes(1);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    expect(effects.closeStoreLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await tick(1000);
    expect(effects.closeStoreLogout).toHaveBeenCalledTimes(1);
    expect(effects.rememberLogoutPermission).toHaveBeenCalledTimes(1);
    expect(effects.removeMobileSplashFlag).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenLastCalledWith(LOGOUT_ROUTE);

    // the second logout skips the popup
    act(() => actors.logoutPermission.send({ type: 'logout.request' }));
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(effects.openStoreLogout).toHaveBeenCalledTimes(2);
  });

  it('Cancel ends the session, logs out without the store and asks again next time', async () => {
    const user = userEvent.setup();
    const { actors, effects } = await signedIn([1800]);
    act(() => actors.logoutPermission.send({ type: 'logout.request' }));
    await user.click(await screen.findByRole('button', { name: LOGOUT_PERMISSION_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(effects.navigate).toHaveBeenLastCalledWith(LOGOUT_ROUTE));
    expect(actors.auth.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.openStoreLogout).not.toHaveBeenCalled();
    expect(effects.rememberLogoutPermission).not.toHaveBeenCalled();
    expect(effects.removeMobileSplashFlag).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenLastCalledWith(LOGOUT_ROUTE);
    act(() => actors.logoutPermission.send({ type: 'logout.request' }));
    expect(await screen.findByRole('dialog', { name: LOGOUT_PERMISSION_TEXT.title })).toBeInTheDocument();
  });

  it('Escape answers Cancel', async () => {
    const user = userEvent.setup();
    const { actors, effects } = await signedIn([1800]);
    act(() => actors.logoutPermission.send({ type: 'logout.request' }));
    await screen.findByRole('dialog', { name: LOGOUT_PERMISSION_TEXT.title });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(effects.openStoreLogout).not.toHaveBeenCalled();
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(effects.navigate).toHaveBeenLastCalledWith(LOGOUT_ROUTE));
  });

  it('a stored permission skips the popup from the first logout', async () => {
    const { actors, effects } = await signedIn([1800], { logoutPermissionStored: true });
    act(() => actors.logoutPermission.send({ type: 'logout.request' }));
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(effects.openStoreLogout).toHaveBeenCalledTimes(1);
  });
});
