import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { css } from '../../../../styled-system/css';
import {
  ARCHIVED_TEAM_ID,
  ARCHIVED_TEAM_TITLE,
  coachUserStatuses,
  type CoachTeam,
  type CoachUser,
  type CoachUserStatus,
} from '../../../contract/coach';
import { formatDate } from '../../../domain/dates';
import * as Field from '../../components/ui/field';
import { Button } from '../../components/ui/button';
import * as Menu from '../../components/ui/menu';
import * as Dialog from '../../components/ui/dialog';
import { CoachPage, useCoach } from './coach-layout';
import { muted, SelectField, sectionTitle, toolbar } from './coach-ui';
import { InviteDialog } from './invite-dialog';
import { teamDeletionActor, type TeamDeletionActor } from './team-deletion';
import { USER_ACTIONS, UserActionDialog, type UserActionKind } from './user-actions';

const STATUS_LABELS: Record<CoachUserStatus, string> = {
  ACTIVE: 'Active',
  INVITED: 'Invited',
  ARCHIVED: 'Archived',
};

const fullName = (u: CoachUser) => `${u.firstName} ${u.lastName}`;

function permissionText(user: CoachUser) {
  if (user.memberships.some((m) => m.permission === 'granted')) return 'Shares results';
  if (user.memberships.some((m) => m.permission === 'requested')) return 'Asked';
  return 'Not shared';
}

function matches(user: CoachUser, query: string, team: string, status: string) {
  const q = query.trim().toLowerCase();
  if (q && !`${fullName(user)} ${user.email}`.toLowerCase().includes(q)) return false;
  if (team !== 'all' && !user.teamIds.includes(Number(team))) return false;
  return status === 'all' || user.status === status;
}

/** The users list's deletion of teams reads the roster the machine marked while it can be undone. */
function useRoster(deletion: TeamDeletionActor) {
  const coach = useCoach();
  const marked = useSelector(deletion, (s) => s.hasTag('marked') || (s.matches('done') && coach.refreshing));
  const context = useSelector(deletion, (s) => s.context);
  return marked ? { users: context.users, teams: context.teams } : { users: coach.users, teams: coach.teams };
}

const cell = css({
  px: '3',
  py: { base: '1', md: '2' },
  textAlign: 'left',
  verticalAlign: 'middle',
  display: { base: 'flex', md: 'table-cell' },
  gap: '2',
  _before: { content: { base: 'attr(data-label)', md: 'none' }, fontWeight: '600', minW: '24' },
});
const headCell = css({ px: '3', py: '2', textAlign: 'left', fontWeight: '600', textStyle: 'small' });

function UsersTable({
  caption,
  users,
  teams,
  selected,
  onToggle,
  onToggleAll,
  onAction,
}: {
  caption: string;
  users: readonly CoachUser[];
  teams: readonly CoachTeam[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (ids: number[], on: boolean) => void;
  onAction: (kind: UserActionKind, users: CoachUser[]) => void;
}) {
  const title = (id: number) =>
    id === ARCHIVED_TEAM_ID ? ARCHIVED_TEAM_TITLE : (teams.find((t) => t.id === id)?.title ?? '');
  const ids = users.map((u) => u.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <table
      className={css({ w: 'full', borderCollapse: 'collapse', display: { base: 'block', md: 'table' } })}
    >
      <caption className={css({ srOnly: true })}>{caption}</caption>
      <thead className={css({ display: { base: 'none', md: 'table-header-group' } })}>
        <tr className={css({ borderBottomWidth: 'thin', borderColor: 'border.default' })}>
          <th scope="col" className={headCell}>
            <input
              type="checkbox"
              aria-label={`Select every user of ${caption}`}
              checked={all}
              onChange={(e) => onToggleAll(ids, e.currentTarget.checked)}
            />
          </th>
          <th scope="col" className={headCell}>
            Name
          </th>
          <th scope="col" className={headCell}>
            E-mail
          </th>
          <th scope="col" className={headCell}>
            Teams
          </th>
          <th scope="col" className={headCell}>
            Status
          </th>
          <th scope="col" className={headCell}>
            Results
          </th>
          <th scope="col" className={headCell}>
            Last test
          </th>
          <th scope="col" className={headCell}>
            <span className={css({ srOnly: true })}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className={css({ display: { base: 'grid', md: 'table-row-group' }, gap: '3' })}>
        {users.map((user) => (
          <tr
            key={user.id}
            data-testid={`user-${user.id}`}
            className={css({
              display: { base: 'block', md: 'table-row' },
              borderWidth: { base: 'thin', md: '0' },
              borderBottomWidth: 'thin',
              borderColor: 'border.default',
              borderRadius: { base: 'lg', md: 'none' },
              py: { base: '2', md: '0' },
            })}
          >
            <td className={cell} data-label="Select">
              <input
                type="checkbox"
                aria-label={`Select ${fullName(user)}`}
                checked={selected.has(user.id)}
                onChange={() => onToggle(user.id)}
              />
            </td>
            <td className={cell} data-label="Name">
              {fullName(user)}
            </td>
            <td className={cell} data-label="E-mail">
              <span className={css({ wordBreak: 'break-all' })}>{user.email}</span>
            </td>
            <td className={cell} data-label="Teams">
              {user.teamIds.map(title).join(', ')}
            </td>
            <td className={cell} data-label="Status">
              {STATUS_LABELS[user.status]}
            </td>
            <td className={cell} data-label="Results">
              {permissionText(user)}
            </td>
            <td className={cell} data-label="Last test">
              {user.lastTestedAt ? formatDate(user.lastTestedAt) : '—'}
            </td>
            <td className={cell} data-label="Actions">
              <Menu.Root
                onSelect={(d) => onAction(d.value as UserActionKind, [user])}
                positioning={{ placement: 'bottom-end' }}
              >
                <Menu.Trigger asChild>
                  <Button size="sm" variant="outline" aria-label={`Actions for ${fullName(user)}`}>
                    Actions
                  </Button>
                </Menu.Trigger>
                <Menu.Positioner>
                  <Menu.Content>
                    {USER_ACTIONS.map((a) => (
                      <Menu.Item key={a.kind} value={a.kind}>
                        {a.label}
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Menu.Root>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The undo bar of a team deletion (001 §4). */
function DeletionStatus({ deletion, teams }: { deletion: TeamDeletionActor; teams: readonly CoachTeam[] }) {
  const state = useSelector(deletion, (s) =>
    s.matches('undoWindow') ? 'window' : s.matches('committing') ? 'committing' : 'none',
  );
  const teamId = useSelector(deletion, (s) => s.context.teamId);
  const name = teams.find((t) => t.id === teamId)?.title ?? 'The team';
  return (
    <div role="status" aria-live="polite" className={css({ minH: '0' })}>
      {state === 'none' ? null : (
        <div
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'center',
            flexWrap: 'wrap',
            p: '3',
            mb: '4',
            borderRadius: 'md',
            bg: 'bg.subtle',
          })}
        >
          {state === 'window' ? (
            <>
              <span>“{name}” was deleted. Its members who have no other team are now archived.</span>
              <Button size="sm" variant="outline" onClick={() => deletion.send({ type: 'deletion.undo' })}>
                Undo
              </Button>
            </>
          ) : (
            <span>Deleting “{name}”…</span>
          )}
        </div>
      )}
    </div>
  );
}

function ConfirmDeleteTeam({
  team,
  onConfirm,
  onClose,
}: {
  team: CoachTeam;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} size="sm" role="alertdialog">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Delete “{team.title}”?</Dialog.Title>
          <Dialog.Description>
            Its members leave the team; those with no other team move to {ARCHIVED_TEAM_TITLE}. You can undo
            for a few seconds.
          </Dialog.Description>
          <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '4' })}>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost">Cancel</Button>
            </Dialog.CloseTrigger>
            <Button
              onClick={() => {
                onConfirm();
                onClose();
              }}
            >
              Delete team
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

/** The users list's body: teams with invite and delete, filters, the tables and the invitations. */
export function UsersList({ deletion }: { deletion: TeamDeletionActor }) {
  const coach = useCoach();
  const { users, teams } = useRoster(deletion);
  const live = teams.filter((t) => !t.deleted);
  const busyDeleting = useSelector(deletion, (s) => s.hasTag('marked'));
  const [query, setQuery] = useState('');
  const [team, setTeam] = useState('all');
  const [status, setStatus] = useState('all');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [action, setAction] = useState<{ kind: UserActionKind; users: CoachUser[] }>();
  const [invite, setInvite] = useState<{ teamId: number | undefined }>();
  const [confirm, setConfirm] = useState<CoachTeam>();

  // leaving the page inside the undo window sends the deletion at once (001 §4, decisions)
  useEffect(() => {
    const commit = () => deletion.send({ type: 'deletion.commitNow' });
    window.addEventListener('pagehide', commit);
    return () => {
      window.removeEventListener('pagehide', commit);
      commit();
    };
  }, [deletion]);

  const shown = useMemo(
    () => users.filter((u) => matches(u, query, team, status)),
    [users, query, team, status],
  );
  const members = shown.filter((u) => u.status !== 'ARCHIVED');
  const archived = shown.filter((u) => u.status === 'ARCHIVED');
  const chosen = users.filter((u) => selected.has(u.id));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (ids: number[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const teamTitle = (id: number) => teams.find((t) => t.id === id)?.title ?? 'a deleted team';

  return (
    <>
      <DeletionStatus deletion={deletion} teams={teams} />

      <section aria-labelledby="coach-teams" className={css({ mb: '8' })}>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', mb: '3' })}>
          <h2 id="coach-teams" className={css({ textStyle: 'h3' })}>
            Teams
          </h2>
          <Button size="sm" className={css({ ml: 'auto' })} onClick={() => setInvite({ teamId: undefined })}>
            Invite by e-mail
          </Button>
        </div>
        {live.length ? (
          <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0' })}>
            {live.map((t) => (
              <li
                key={t.id}
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: '3',
                  alignItems: 'center',
                  p: '3',
                  borderWidth: 'thin',
                  borderColor: 'border.default',
                  borderRadius: 'md',
                })}
              >
                <span className={css({ fontWeight: '600' })}>{t.title}</span>
                <span className={muted}>
                  {t.memberCount} {t.memberCount === 1 ? 'member' : 'members'}, {t.invitedCount} invited
                </span>
                <span className={css({ ml: 'auto', display: 'flex', gap: '2' })}>
                  <Button size="sm" variant="outline" onClick={() => setInvite({ teamId: t.id })}>
                    Invite<span className={css({ srOnly: true })}> to {t.title}</span>
                  </Button>
                  <Button size="sm" variant="ghost" disabled={busyDeleting} onClick={() => setConfirm(t)}>
                    Delete team<span className={css({ srOnly: true })}> {t.title}</span>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>No teams yet. Create one on the team overview.</p>
        )}
      </section>

      <section aria-labelledby="coach-users">
        <h2 id="coach-users" className={sectionTitle}>
          Users
        </h2>
        <div className={toolbar}>
          <Field.Text
            label="Search by name or e-mail"
            type="search"
            value={query}
            onValueChange={setQuery}
            error={undefined}
          />
          <SelectField
            label="Team"
            value={team}
            onChange={setTeam}
            choices={[
              { value: 'all', label: 'All teams' },
              ...live.map((t) => ({ value: String(t.id), label: t.title })),
              { value: String(ARCHIVED_TEAM_ID), label: ARCHIVED_TEAM_TITLE },
            ]}
          />
          <SelectField
            label="Status"
            value={status}
            onChange={setStatus}
            choices={[
              { value: 'all', label: 'Any status' },
              ...coachUserStatuses.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            ]}
          />
        </div>

        {chosen.length ? (
          <div
            role="group"
            aria-label="Selected users"
            className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mb: '4' })}
          >
            <span className={css({ fontWeight: '600' })}>{chosen.length} selected</span>
            {USER_ACTIONS.map((a) => (
              <Button
                key={a.kind}
                size="sm"
                variant="outline"
                onClick={() => setAction({ kind: a.kind, users: chosen })}
              >
                {a.label}
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </div>
        ) : null}

        {team !== String(ARCHIVED_TEAM_ID) ? (
          members.length ? (
            <UsersTable
              caption="Members"
              users={members}
              teams={teams}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onAction={(kind, list) => setAction({ kind, users: list })}
            />
          ) : (
            <p className={muted}>No users match.</p>
          )
        ) : null}

        {archived.length ? (
          <section aria-labelledby="coach-archived" className={css({ mt: '8' })}>
            <h3 id="coach-archived" className={sectionTitle}>
              {ARCHIVED_TEAM_TITLE}
            </h3>
            <UsersTable
              caption={ARCHIVED_TEAM_TITLE}
              users={archived}
              teams={teams}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onAction={(kind, list) => setAction({ kind, users: list })}
            />
          </section>
        ) : null}
      </section>

      <section aria-labelledby="coach-invitations" className={css({ mt: '8' })}>
        <h2 id="coach-invitations" className={sectionTitle}>
          Pending invitations
        </h2>
        {coach.invitations.length ? (
          <ul className={css({ display: 'grid', gap: '1', listStyle: 'none', p: '0' })}>
            {coach.invitations.map((i) => (
              <li key={i.id}>
                <span className={css({ wordBreak: 'break-all' })}>{i.email}</span>{' '}
                <span className={muted}>
                  · {teamTitle(i.teamId)} · invited {formatDate(i.invitedAt)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>No pending invitations.</p>
        )}
      </section>

      {action ? (
        <UserActionDialog
          kind={action.kind}
          users={action.users}
          teams={teams}
          plans={coach.plans}
          onClose={() => setAction(undefined)}
          onDone={() => {
            setSelected(new Set());
            coach.refresh();
          }}
        />
      ) : null}
      {invite ? (
        <InviteDialog
          teams={teams}
          teamId={invite.teamId}
          onClose={() => setInvite(undefined)}
          onDone={coach.refresh}
        />
      ) : null}
      {confirm ? (
        <ConfirmDeleteTeam
          team={confirm}
          onClose={() => setConfirm(undefined)}
          onConfirm={() => deletion.send({ type: 'team.delete', teamId: confirm.id, users, teams })}
        />
      ) : null}
    </>
  );
}

/** `/admin/coach/users-list` (001 §2). */
export function UsersListPage() {
  const [deletion] = useState(teamDeletionActor);
  return (
    <CoachPage title="Users">
      <UsersList deletion={deletion} />
    </CoachPage>
  );
}
