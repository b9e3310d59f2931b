import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { createActor, fromPromise, type Actor, type AnyActorRef } from 'xstate';
import { coachDashboardMachine } from '../../machines/coach-dashboard.machine';
import type { teamDeletionMachine } from '../../machines/team-deletion.machine';
import { toast } from '../../src/web/components/ui/toaster-store';
import type * as CoachDashboard from '../../src/web/features/coach/coach-dashboard';
import { coachData, coachSettings, teamDeletionModel } from '../machines/coach.fixtures';
import { teamDeletionDeclared } from '../machines/team-deletion.model';
import { declaredEffects, describeCoveringUiModel, type UiEffect, type UiModel } from './model-ui';

// what the app does outside the machine, as the test sees it: the roster reloaded, toasts
const log: UiEffect[] = [];
// the app's deletion reloads the coach's lists through the dashboard actor: a fake one logs it
vi.mock('../../src/web/features/coach/coach-dashboard', async (original) => ({
  ...(await original<typeof CoachDashboard>()),
  coachDashboardActor: () => ({
    send: (event: { type: string }) => log.push({ effect: 'tell the dashboard', detail: event.type }),
  }),
}));
const { CoachDashboardContext } = await import('../../src/web/features/coach/coach-dashboard');
const { teamDeletionActor } = await import('../../src/web/features/coach/team-deletion');
const { UsersList } = await import('../../src/web/features/coach/users-list-page');

beforeAll(() => {
  vi.spyOn(toast, 'error').mockImplementation(({ title }) => {
    log.push({ effect: 'toast', detail: title });
    return '';
  });
});
afterAll(() => vi.restoreAllMocks());

function readyDashboard() {
  return createActor(
    coachDashboardMachine.provide({
      actors: {
        loadSession: fromPromise(() => Promise.resolve(coachSettings)),
        loadData: fromPromise(() => Promise.resolve(coachData())),
      },
    }),
  ).start();
}

const members = () => screen.getByRole('table', { name: 'Members' });
const archive = () => screen.queryByRole('table', { name: 'Archived users' });

// The app's deletion (its toast and its reload), as the users list page creates it
const appDeletion = (teamDeletionActor() as unknown as Actor<typeof teamDeletionMachine>).logic;

const ui: UiModel<typeof teamDeletionMachine> = {
  spec: { ...teamDeletionModel, machine: appDeletion },
  mount: (actor: AnyActorRef) => {
    render(
      <CoachDashboardContext.Provider value={readyDashboard()}>
        <main>
          <UsersList deletion={actor as never} />
        </main>
      </CoachDashboardContext.Provider>,
    );
  },
  perform: {
    'team.delete': async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete team Acme Wellness Team' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Acme Wellness Team”?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete team' }));
    },
    'deletion.undo': () => userEvent.click(screen.getByRole('button', { name: 'Undo' })),
    // leaving the page (the browser's pagehide) sends the deletion at once (001 §4, issue 17)
    'deletion.commitNow': () => {
      fireEvent(window, new Event('pagehide'));
      return Promise.resolve();
    },
  },
  effects: {
    observe: () => log,
    // 001 §4: after the deletion the coach's lists are read again (the server's answer); 001 §8: a
    // failed deletion reverts and toasts 'Error on team deletion, changes reverted'
    of: (step) => {
      const own: UiEffect[] = [];
      if (step.after.matches('done') && !step.before.matches('done'))
        own.push({ effect: 'tell the dashboard', detail: 'data.refresh' });
      if (step.after.matches('failed') && !step.before.matches('failed'))
        own.push({ effect: 'toast', detail: 'Error on team deletion, changes reverted' });
      return [...declaredEffects(ui.spec, teamDeletionDeclared, step), ...own];
    },
  },
  expectScreen: (snapshot) => {
    const status = screen.getByRole('status');
    const deleteButton = screen.queryByRole('button', { name: 'Delete team Acme Wellness Team' });
    if (snapshot.matches('undoWindow')) {
      expect(status).toHaveTextContent('“Acme Wellness Team” was deleted.');
      expect(within(status).getByRole('button', { name: 'Undo' })).toBeEnabled();
      // 001 §4: Ann's only team is gone: archived; Cat was only invited: hidden
      expect(within(archive()!).getByText('Ann Lee')).toBeInTheDocument();
      expect(screen.queryByText('Cat Moss')).toBeNull();
      expect(deleteButton).toBeNull();
    } else if (snapshot.matches('committing')) {
      expect(status).toHaveTextContent('Deleting “Acme Wellness Team”…');
      expect(within(status).queryByRole('button', { name: 'Undo' })).toBeNull();
      expect(within(archive()!).getByText('Ann Lee')).toBeInTheDocument();
    } else {
      // idle (undone), failed (restored) and done (the refreshed data shows): the dashboard's roster
      expect(status).toBeEmptyDOMElement();
      expect(within(members()).getByText('Ann Lee')).toBeInTheDocument();
      expect(within(members()).getByText('Cat Moss')).toBeInTheDocument();
      expect(deleteButton).toBeEnabled();
    }
  },
};

// Every transition fires through the users list: the coach's clicks, leaving the page, the undo
// window's clock and the deletion call's answers; none is the app's alone.
describeCoveringUiModel('team deletion, model-based through the users list (spec 001 §4, §8)', ui, {
  through: 'the users list',
  appOnly: {},
});
