import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { SESSION_EXPIRY_TEXT, sessionExpiryMachine } from '../../machines/session-expiry.machine';
import { SessionExpiryDialog } from '../../src/web/features/session/account-popups';
import { AppActorsProvider, type AppActors } from '../../src/web/lib/app-actors';
import { createUiStats, formatUiStats, runUiPath, uiPaths, type UiModel } from './model-ui';

// the same model as tests/machines/session-expiry.model.test.ts
const ui: UiModel<typeof sessionExpiryMachine> = {
  spec: {
    name: 'sessionExpiry',
    machine: sessionExpiryMachine,
    starts: [{ label: 'signed in', input: ({ now }) => ({ now }) }],
    actors: {
      checkSession: { outputs: [{ seconds: 3600 }, { seconds: 60 }, { seconds: 1 }, { seconds: 0 }] },
      refreshProfile: { outputs: [undefined] },
    },
    project: ({ context }) => ({ lastSecond: context.secondsLeft <= 1 }),
  },
  mount: (actor: AnyActorRef) => {
    render(
      <AppActorsProvider actors={{ sessionExpiry: actor } as unknown as AppActors}>
        <SessionExpiryDialog />
      </AppActorsProvider>,
    );
  },
  // session.start and session.stop come from signing in and out: the app sends them
  perform: {
    'session.extend': () =>
      userEvent.click(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.continueSession })),
    'session.logout': () => userEvent.click(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.logOut })),
    'session.close': () =>
      userEvent.click(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.closeWindow })),
    'session.login': () => userEvent.click(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.logIn })),
  },
  expectScreen: (snapshot) => {
    const dialog = screen.queryByRole('alertdialog');
    if (snapshot.matches('warning')) {
      expect(dialog).toHaveAccessibleName(SESSION_EXPIRY_TEXT.warningTitle);
      const seconds = snapshot.context.secondsLeft;
      expect(screen.getByTestId('session-seconds-left')).toHaveTextContent(
        `${seconds} second${seconds === 1 ? '' : 's'}`,
      );
      const continueButton = screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.continueSession });
      if (snapshot.matches({ warning: 'extending' })) {
        expect(continueButton).toBeDisabled();
        expect(continueButton).toHaveAttribute('aria-busy', 'true');
      } else {
        expect(continueButton).toBeEnabled();
        expect(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.logOut })).toBeEnabled();
      }
    } else if (snapshot.matches('expired')) {
      expect(dialog).toHaveAccessibleName(SESSION_EXPIRY_TEXT.expiredTitle);
      expect(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.closeWindow })).toBeEnabled();
      expect(screen.getByRole('button', { name: SESSION_EXPIRY_TEXT.logIn })).toBeEnabled();
    } else {
      // idle, checking, waiting: no popup
      expect(dialog).toBeNull();
    }
  },
};

describe('session-expiry popup, model-based through the screen (spec 000 §4)', () => {
  const { model, paths } = uiPaths(ui);
  const stats = createUiStats();
  stats.generated = paths.length;

  for (const path of paths) it(path.description, () => runUiPath(ui, path, stats), 20_000);

  it('fires every transition of the machine through the screen', () => {
    const missing = model.transitions.filter((t) => !stats.transitions.has(t.key)).map((t) => t.label);
    expect(missing).toEqual([]);
  });

  afterAll(() => console.log(formatUiStats('sessionExpiry', model, stats)));
});
