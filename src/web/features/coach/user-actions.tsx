import { useState } from 'react';
import {
  ARCHIVED_TEAM_ID,
  ARCHIVED_TEAM_TITLE,
  COACH_MESSAGES,
  type AvailablePlan,
  type CoachTeam,
  type CoachUser,
} from '../../../contract/coach';
import { toast } from '../../components/ui/toaster-store';
import { coachApi } from './coach-api';
import { FormDialog, SelectField, toastFailure, type Choice } from './coach-ui';

export type UserActionKind = 'move' | 'add' | 'remove' | 'permission' | 'assign';

export const USER_ACTIONS: ReadonlyArray<{ kind: UserActionKind; label: string }> = [
  { kind: 'move', label: 'Move to team' },
  { kind: 'add', label: 'Add to another team' },
  { kind: 'remove', label: 'Remove from team' },
  { kind: 'permission', label: 'Request permission' },
  { kind: 'assign', label: 'Assign a test' },
];

const fullName = (u: CoachUser) => `${u.firstName} ${u.lastName}`;
const teamChoice = (t: CoachTeam): Choice => ({ value: String(t.id), label: t.title });
const archiveChoice: Choice = { value: String(ARCHIVED_TEAM_ID), label: ARCHIVED_TEAM_TITLE };

function teamTitle(teams: readonly CoachTeam[], id: number) {
  return id === ARCHIVED_TEAM_ID ? ARCHIVED_TEAM_TITLE : (teams.find((t) => t.id === id)?.title ?? 'a team');
}

/** The teams a user is listed under, as choices (the archive included). */
function ownTeams(user: CoachUser, teams: readonly CoachTeam[]): Choice[] {
  return user.teamIds.map((id) => ({ value: String(id), label: teamTitle(teams, id) }));
}

interface Plan {
  /** The first select's label and choices; the second (move only) likewise. */
  fields: Array<{ name: string; label: string; choices: Choice[] }>;
  title: string;
  submit: string;
}

function planOf(
  kind: UserActionKind,
  users: readonly CoachUser[],
  teams: readonly CoachTeam[],
  plans: readonly AvailablePlan[],
  from: string,
): Plan {
  const live = teams.filter((t) => !t.deleted);
  const single = users.length === 1 ? users[0] : undefined;
  const who = single ? fullName(single) : `${users.length} users`;
  switch (kind) {
    case 'move': {
      const fromChoices = single ? ownTeams(single, teams) : [];
      const to = live.filter((t) => String(t.id) !== from).map(teamChoice);
      return {
        title: `Move ${who} to another team`,
        submit: 'Move',
        fields: [
          ...(single ? [{ name: 'from', label: 'From team', choices: fromChoices }] : []),
          { name: 'to', label: 'To team', choices: to },
        ],
      };
    }
    case 'add': {
      const choices = live.filter((t) => !single || !single.teamIds.includes(t.id)).map(teamChoice);
      return {
        title: `Add ${who} to a team`,
        submit: 'Add',
        fields: [{ name: 'team', label: 'Team', choices }],
      };
    }
    case 'remove': {
      const choices = single ? ownTeams(single, teams) : [...live.map(teamChoice), archiveChoice];
      return {
        title: `Remove ${who} from a team`,
        submit: 'Remove',
        fields: [{ name: 'team', label: 'Team', choices }],
      };
    }
    case 'permission': {
      const choices = single
        ? single.memberships
            .filter((m) => m.status === 'active')
            .map((m) => ({ value: String(m.teamId), label: teamTitle(teams, m.teamId) }))
        : live.map(teamChoice);
      return {
        title: `Ask ${who} to share results`,
        submit: 'Send request',
        fields: [{ name: 'team', label: 'For team', choices }],
      };
    }
    case 'assign': {
      const choices = plans
        .filter((p) => p.available > 0)
        .map((p) => ({ value: String(p.packageId), label: `${p.title} (${p.available} available)` }));
      return {
        title: `Assign a test to ${who}`,
        submit: 'Assign',
        fields: [{ name: 'plan', label: 'Test', choices }],
      };
    }
  }
}

/** One call per user; the users it does not apply to are skipped. */
async function run(
  kind: UserActionKind,
  users: readonly CoachUser[],
  values: Record<string, string>,
  teams: readonly CoachTeam[],
): Promise<number> {
  let done = 0;
  for (const user of users) {
    const team = Number(values.team);
    try {
      switch (kind) {
        case 'move': {
          const from = users.length === 1 ? Number(values.from) : (user.teamIds[0] ?? ARCHIVED_TEAM_ID);
          const to = Number(values.to);
          if (from === to) continue;
          await coachApi.moveToTeam(user.id, from, to);
          break;
        }
        case 'add':
          if (user.teamIds.includes(team)) continue;
          await coachApi.addUserToTeam(team, user.id);
          break;
        case 'remove':
          if (!user.teamIds.includes(team)) continue;
          await coachApi.deleteUser(team, user.id);
          break;
        case 'permission':
          if (!user.memberships.some((m) => m.teamId === team && m.status === 'active')) continue;
          await coachApi.requestPermissions(team, user.id);
          break;
        case 'assign':
          await coachApi.assignTestToUser(user.id, Number(values.plan));
          break;
      }
      done += 1;
    } catch (error) {
      const from = kind === 'move' && (users.length === 1 ? Number(values.from) : user.teamIds[0]);
      if (kind === 'move' && from === ARCHIVED_TEAM_ID)
        toastFailure(COACH_MESSAGES.moveFromArchiveFailed, error);
      else if (kind === 'permission') toastFailure(COACH_MESSAGES.permissionRequestFailed, error);
      else toastFailure(`Could not change ${fullName(user)} (${teamTitle(teams, team || 0)})`, error);
    }
  }
  return done;
}

const doneText: Record<UserActionKind, string> = {
  move: 'Moved',
  add: 'Added to the team',
  remove: 'Removed from the team',
  permission: 'Permission requested',
  assign: 'Test assigned',
};

/** The dialog of one action for one user or a selection (the bulk bar). */
export function UserActionDialog({
  kind,
  users,
  teams,
  plans,
  onClose,
  onDone,
}: {
  kind: UserActionKind;
  users: readonly CoachUser[];
  teams: readonly CoachTeam[];
  plans: readonly AvailablePlan[];
  onClose: () => void;
  onDone: () => void;
}) {
  const single = users.length === 1 ? users[0] : undefined;
  const [values, setValues] = useState<Record<string, string>>(() => {
    const initial = planOf(kind, users, teams, plans, String(single?.teamIds[0] ?? ''));
    return Object.fromEntries(initial.fields.map((f) => [f.name, f.choices[0]?.value ?? '']));
  });
  const [busy, setBusy] = useState(false);
  const plan = planOf(kind, users, teams, plans, values.from ?? '');
  const missing = plan.fields.find((f) => !f.choices.some((c) => c.value === values[f.name]));
  const submit = async () => {
    if (missing) return;
    setBusy(true);
    const done = await run(kind, users, values, teams);
    setBusy(false);
    if (done > 0)
      toast.success({ title: doneText[kind], description: done === 1 ? undefined : `${done} users` });
    onDone();
    onClose();
  };
  const set = (name: string, value: string) =>
    setValues((v) => {
      const next = { ...v, [name]: value };
      // a new origin can make the destination the same team: take the first other one
      if (name === 'from') {
        const to = planOf(kind, users, teams, plans, value).fields.find((f) => f.name === 'to');
        if (to && !to.choices.some((c) => c.value === next.to)) next.to = to.choices[0]?.value ?? '';
      }
      return next;
    });
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={plan.title}
      submitLabel={plan.submit}
      busy={busy || Boolean(missing)}
      error={missing ? `No ${missing.label.toLowerCase()} to choose from.` : undefined}
      onSubmit={submit}
    >
      {plan.fields.map((field) =>
        field.choices.length ? (
          <SelectField
            key={field.name}
            name={field.name}
            label={field.label}
            value={values[field.name] ?? ''}
            onChange={(value) => set(field.name, value)}
            choices={field.choices}
          />
        ) : null,
      )}
    </FormDialog>
  );
}
