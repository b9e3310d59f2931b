import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { sessionExpiryMachine } from '../../machines/session-expiry.machine';
import { SESSION_EXPIRY_TEXT } from '../../machines/session-expiry.machine';
import { SessionExpiryDialog } from '../../src/web/features/session/account-popups';
import { AppActorsProvider, type AppActors } from '../../src/web/lib/app-actors';
import { declaredEffects, describeUiModel, type UiModel } from './model-ui';
import { sessionExpiryModel } from '../machines/session-expiry.fixtures';
import { sessionExpiryDeclared } from '../machines/session-expiry.model';

const ui: UiModel<typeof sessionExpiryMachine> = {
  spec: sessionExpiryModel,
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
  // the session checks and profile reloads each step starts, with their inputs (000 §4); what the
  // popup's Log out, Close and Log in tell the other actors is the root actor's wiring model's
  effects: { of: (step) => declaredEffects(sessionExpiryModel, sessionExpiryDeclared, step) },
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

describeUiModel('session-expiry popup, model-based through the screen (spec 000 §4)', ui);
