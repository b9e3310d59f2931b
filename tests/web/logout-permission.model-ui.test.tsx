import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { logoutPermissionMachine } from '../../machines/logout-permission.machine';
import { LOGOUT_PERMISSION_TEXT } from '../../machines/logout-permission.machine';
import { LogoutPermissionDialog } from '../../src/web/features/session/account-popups';
import { AppActorsProvider, type AppActors } from '../../src/web/lib/app-actors';
import { declaredEffects, describeUiModel, type UiModel } from './model-ui';
import { logoutPermissionModel } from '../machines/logout-permission.fixtures';
import { logoutPermissionDeclared } from '../machines/logout-permission.model';

const ui: UiModel<typeof logoutPermissionMachine> = {
  spec: logoutPermissionModel,
  mount: (actor: AnyActorRef) => {
    render(
      <AppActorsProvider actors={{ logoutPermission: actor } as unknown as AppActors}>
        <LogoutPermissionDialog />
      </AppActorsProvider>,
    );
  },
  // logout.request comes from the account menu or the session popup: the app sends it
  perform: {
    'logout.allow': () => userEvent.click(screen.getByRole('button', { name: LOGOUT_PERMISSION_TEXT.allow })),
    'logout.cancel': () =>
      userEvent.click(screen.getByRole('button', { name: LOGOUT_PERMISSION_TEXT.cancel })),
  },
  // the end of the server session (001 §4); the store tab, the stored flag and the logout page are
  // the app's effects, checked by the root actor's wiring tests
  effects: { of: (step) => declaredEffects(logoutPermissionModel, logoutPermissionDeclared, step) },
  expectScreen: (snapshot) => {
    const dialog = screen.queryByRole('dialog');
    if (snapshot.matches('asking')) {
      expect(dialog).toHaveAccessibleName(LOGOUT_PERMISSION_TEXT.title);
      expect(dialog).toHaveAccessibleDescription(LOGOUT_PERMISSION_TEXT.body);
      expect(screen.getByRole('button', { name: LOGOUT_PERMISSION_TEXT.allow })).toBeEnabled();
      expect(screen.getByRole('button', { name: LOGOUT_PERMISSION_TEXT.cancel })).toBeEnabled();
    } else {
      // idle, and logging out (store tab and the end of the session): no popup
      expect(dialog).toBeNull();
    }
  },
};

describeUiModel('logout permission popup, model-based through the screen (spec 001 §4)', ui);
