import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { LOGOUT_PERMISSION_TEXT, logoutPermissionMachine } from '../../machines/logout-permission.machine';
import { LogoutPermissionDialog } from '../../src/web/features/session/account-popups';
import { AppActorsProvider, type AppActors } from '../../src/web/lib/app-actors';
import { createUiStats, formatUiStats, runUiPath, uiPaths, type UiModel } from './model-ui';

// the same model as tests/machines/logout-permission.model.test.ts
const ui: UiModel<typeof logoutPermissionMachine> = {
  spec: {
    name: 'logoutPermission',
    machine: logoutPermissionMachine,
    starts: [
      { label: 'first logout', input: () => ({ permissionStored: false }) },
      { label: 'permission stored', input: () => ({ permissionStored: true }) },
    ],
    actors: { endSession: { outputs: [undefined], errors: [new Error('offline')] } },
    project: ['permissionStored'],
  },
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

describe('logout permission popup, model-based through the screen (spec 001 §4)', () => {
  const { model, paths } = uiPaths(ui);
  const stats = createUiStats();
  stats.generated = paths.length;

  for (const path of paths) it(path.description, () => runUiPath(ui, path, stats), 20_000);

  it('fires every transition of the machine through the screen', () => {
    const missing = model.transitions.filter((t) => !stats.transitions.has(t.key)).map((t) => t.label);
    expect(missing).toEqual([]);
  });

  afterAll(() => console.log(formatUiStats('logoutPermission', model, stats)));
});
