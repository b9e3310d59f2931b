import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { coachDashboardMachine } from '../../machines/coach-dashboard.machine';
import { COACH_MESSAGES } from '../../src/contract/coach';
import { toast } from '../../src/web/components/ui/toaster-store';
import {
  CoachDashboardContext,
  type CoachDashboardActor,
} from '../../src/web/features/coach/coach-dashboard';
import type { TeamDeletionActor } from '../../src/web/features/coach/team-deletion';
import { UsersList } from '../../src/web/features/coach/users-list-page';
import { coachData, coachSettings, teamDeletionModel } from '../machines/coach.fixtures';
import { apiError } from '../machines/support';
import { expectNoAxeViolations } from './axe';

const api = vi.hoisted(() => ({
  requestPermissions: vi.fn(),
  moveToTeam: vi.fn(),
  addUserToTeam: vi.fn(),
  deleteUser: vi.fn(),
  assignTestToUser: vi.fn(),
  invite: vi.fn(),
  deleteTeam: vi.fn(),
}));
vi.mock('../../src/web/features/coach/coach-api', () => ({ coachApi: api }));

function readyDashboard(): CoachDashboardActor {
  const actor = createActor(
    coachDashboardMachine.provide({
      actors: {
        loadSession: fromPromise(() => Promise.resolve(coachSettings)),
        loadData: fromPromise(() => Promise.resolve(coachData())),
      },
    }),
  );
  actor.start();
  return actor;
}

function mountUsersList(deletion: AnyActorRef, dashboard = readyDashboard()) {
  render(
    <CoachDashboardContext.Provider value={dashboard}>
      <main>
        <UsersList deletion={deletion as TeamDeletionActor} />
      </main>
    </CoachDashboardContext.Provider>,
  );
  return dashboard;
}

const idleDeletion = () => createActor(teamDeletionModel.machine, { input: { now: Date.now } }).start();
/** Opens a row's action menu and picks an action, by keyboard as a coach without a mouse would. */
async function rowAction(user: string, action: string) {
  screen.getByRole('button', { name: `Actions for ${user}` }).focus();
  await userEvent.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name: action });
  for (let i = 0; i < 10 && !item.hasAttribute('data-highlighted'); i += 1)
    await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
}

const members = () => screen.getByRole('table', { name: 'Members' });
const archive = () => screen.queryByRole('table', { name: 'Archived users' });

describe('coach users list', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue({});
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists members, the archived users apart, and the pending invitations; axe finds nothing', async () => {
    mountUsersList(idleDeletion());
    await screen.findByRole('table', { name: 'Members' });
    expect(within(members()).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(members()).getByText('Cat Moss')).toBeInTheDocument();
    expect(within(archive()!).getByText('Eve Stone')).toBeInTheDocument();
    expect(screen.getByText('new-hire@demo.healthspan.test')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('searches by name or e-mail and filters by team and status', async () => {
    mountUsersList(idleDeletion());
    await screen.findByRole('table', { name: 'Members' });
    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), { target: { value: 'dan@' } });
    expect(within(members()).getAllByRole('row')).toHaveLength(2);
    expect(within(members()).getByText('Dan Park')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), { target: { value: '' } });

    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '0' } });
    expect(screen.queryByRole('table', { name: 'Members' })).toBeNull();
    expect(within(archive()!).getByText('Eve Stone')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Team'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'INVITED' } });
    expect(within(members()).getAllByRole('row')).toHaveLength(2);
    expect(within(members()).getByText('Cat Moss')).toBeInTheDocument();
    expect(archive()).toBeNull();
  });

  it('requests permission for a selection, and toasts the §8 message when one fails', async () => {
    const errors = vi.spyOn(toast, 'error');
    api.requestPermissions.mockImplementation((_team: number, customer: number) =>
      customer === 12 ? Promise.reject(apiError(502, { error: 'Mail is down' })) : Promise.resolve({}),
    );
    mountUsersList(idleDeletion());
    await screen.findByRole('table', { name: 'Members' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ann Lee' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ben Ray' }));
    const bulk = screen.getByRole('group', { name: 'Selected users' });
    expect(within(bulk).getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(within(bulk).getByRole('button', { name: 'Request permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask 2 users to share results' });
    fireEvent.change(within(dialog).getByLabelText('For team'), { target: { value: '1' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.requestPermissions).toHaveBeenCalledTimes(2));
    expect(api.requestPermissions).toHaveBeenCalledWith(1, 11);
    expect(api.requestPermissions).toHaveBeenCalledWith(1, 12);
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith({
        title: COACH_MESSAGES.permissionRequestFailed,
        description: 'Mail is down',
      }),
    );
  });

  it('moves an archived user to a team; a failure says the §8 message with the server’s', async () => {
    const errors = vi.spyOn(toast, 'error');
    api.moveToTeam.mockRejectedValue(apiError(409, { error: 'That person left the company' }));
    mountUsersList(idleDeletion());
    await screen.findByRole('table', { name: 'Members' });
    await rowAction('Eve Stone', 'Move to team');
    const dialog = await screen.findByRole('dialog', { name: 'Move Eve Stone to another team' });
    expect(within(dialog).getByLabelText('From team')).toHaveValue('0');
    fireEvent.change(within(dialog).getByLabelText('To team'), { target: { value: '2' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.moveToTeam).toHaveBeenCalledWith(15, 0, 2));
    expect(errors).toHaveBeenCalledWith({
      title: COACH_MESSAGES.moveFromArchiveFailed,
      description: 'That person left the company',
    });
  });

  it('assigns a test from the available plans', async () => {
    mountUsersList(idleDeletion());
    await screen.findByRole('table', { name: 'Members' });
    await rowAction('Dan Park', 'Assign a test');
    const dialog = await screen.findByRole('dialog', { name: 'Assign a test to Dan Park' });
    expect(within(dialog).getByLabelText('Test')).toHaveDisplayValue('Ultimate blood test (4 available)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.assignTestToUser).toHaveBeenCalledWith(14, 3));
  });

  it('invites by e-mail and shows the server’s 400 messages next to the fields', async () => {
    api.invite.mockRejectedValueOnce(
      apiError(400, {
        error: 'Check the highlighted fields',
        issues: [{ path: 'customerEmailRetype', message: 'The two e-mail addresses do not match' }],
      }),
    );
    mountUsersList(idleDeletion());
    await screen.findByRole('table', { name: 'Members' });
    await userEvent.click(screen.getByRole('button', { name: 'Invite to Acme Field Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite by e-mail' });
    expect(within(dialog).getByLabelText('Team')).toHaveValue('2');
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'zoe@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Retype the e-mail'), {
      target: { value: 'zoe@exampl.com' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('The two e-mail addresses do not match')).toBeInTheDocument();
    expect(api.invite).toHaveBeenCalledWith(2, {
      customerEmail: 'zoe@example.com',
      customerEmailRetype: 'zoe@exampl.com',
    });
  });

  it('commits a pending deletion at once when the coach leaves the page', async () => {
    const deletion = createActor(
      teamDeletionModel.machine.provide({
        actors: { deleteTeam: fromPromise(({ input }) => api.deleteTeam(input.teamId) as Promise<unknown>) },
      }),
      { input: { now: Date.now } },
    ).start();
    const sent = vi.spyOn(deletion, 'send');
    const view = render(
      <CoachDashboardContext.Provider value={readyDashboard()}>
        <UsersList deletion={deletion as unknown as TeamDeletionActor} />
      </CoachDashboardContext.Provider>,
    );
    await screen.findByRole('table', { name: 'Members' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete team Acme Wellness Team' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete team' }));
    expect(deletion.getSnapshot().value).toBe('undoWindow');
    act(() => view.unmount());
    expect(sent).toHaveBeenLastCalledWith({ type: 'deletion.commitNow' });
    await waitFor(() => expect(api.deleteTeam).toHaveBeenCalledWith(1));
    deletion.stop();
  });
});
