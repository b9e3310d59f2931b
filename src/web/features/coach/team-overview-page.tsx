import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { COACH_MESSAGES, type AnalyticsResponse, type CoachTeam } from '../../../contract/coach';
import { Button } from '../../components/ui/button';
import { coachApi } from './coach-api';
import { CoachPage, useCoach } from './coach-layout';
import { muted, toastFailure } from './coach-ui';
import { CreateTeamDialog, LogoDialog, RenameTeamDialog } from './team-dialogs';
import type { TeamResultSummary } from './team-results-chart';

// ECharts is big: its chunk loads only when a team has results to draw
const TeamResultsChart = lazy(() => import('./team-results-chart'));

/** The analytics call's markers summed: the team's latest results, optimized and not. */
export function summaryOf(analytics: AnalyticsResponse): TeamResultSummary {
  return analytics.markers.reduce(
    (sum, m) => ({ optimized: sum.optimized + m.optimized, notOptimized: sum.notOptimized + m.notOptimized }),
    { optimized: 0, notOptimized: 0 },
  );
}

function useTeamAnalytics(teamId: number) {
  const [state, setState] = useState<{ data?: AnalyticsResponse; failed?: boolean }>({});
  useEffect(() => {
    const controller = new AbortController();
    coachApi
      .analytics(teamId, { signal: controller.signal })
      .then((data) => setState({ data }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ failed: true });
      });
    return () => controller.abort();
  }, [teamId]);
  return state;
}

function TeamResults({ team }: { team: CoachTeam }) {
  const { data, failed } = useTeamAnalytics(team.id);
  if (failed) return <p className={muted}>Results could not be loaded.</p>;
  if (!data) return <p className={muted}>Loading results…</p>;
  const summary = summaryOf(data);
  return (
    <>
      <p className={css({ textStyle: 'small' })}>
        {data.membersWithResults} of {data.members} {data.members === 1 ? 'member shares' : 'members share'}{' '}
        results
      </p>
      {summary.optimized + summary.notOptimized > 0 ? (
        <Suspense fallback={<div className={css({ h: '110px' })} />}>
          <TeamResultsChart title={team.title} summary={summary} />
        </Suspense>
      ) : (
        <p className={muted}>No shared results yet.</p>
      )}
    </>
  );
}

function TeamLogo({ team }: { team: CoachTeam }) {
  const box = css({
    w: '14',
    h: '14',
    flexShrink: '0',
    borderRadius: 'md',
    borderWidth: 'thin',
    borderColor: 'border.default',
    objectFit: 'contain',
    display: 'grid',
    placeItems: 'center',
    bg: 'bg.subtle',
    fontWeight: '700',
    textStyle: 'h3',
  });
  return team.imagePath ? (
    <img src={team.imagePath} alt={`${team.title} logo`} className={box} />
  ) : (
    <span aria-hidden="true" className={box}>
      {team.title.slice(0, 1).toUpperCase()}
    </span>
  );
}

type Editing = { kind: 'rename' | 'logo'; team: CoachTeam } | { kind: 'create' };

function TeamCard({
  team,
  onEdit,
  onChanged,
}: {
  team: CoachTeam;
  onEdit: (e: Editing) => void;
  onChanged: () => void;
}) {
  const [removing, setRemoving] = useState(false);
  const removeLogo = async () => {
    setRemoving(true);
    try {
      await coachApi.deleteTeamLogo(team.id);
      onChanged();
    } catch (e) {
      toastFailure(COACH_MESSAGES.teamEditFailed, e);
    } finally {
      setRemoving(false);
    }
  };
  const headingId = `team-${team.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '5',
        borderWidth: 'thin',
        borderColor: 'border.default',
        borderRadius: 'lg',
        bg: 'bg.canvas',
      })}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <TeamLogo team={team} />
        <div className={css({ minW: '0' })}>
          <h2 id={headingId} className={css({ textStyle: 'h3', overflowWrap: 'anywhere' })}>
            {team.title}
          </h2>
          <p className={muted}>
            {team.memberCount} {team.memberCount === 1 ? 'member' : 'members'} · {team.invitedCount} invited
          </p>
        </div>
      </div>
      <TeamResults team={team} />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: 'auto' })}>
        <Button size="sm" variant="outline" onClick={() => onEdit({ kind: 'rename', team })}>
          Rename<span className={css({ srOnly: true })}> {team.title}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => onEdit({ kind: 'logo', team })}>
          {team.imagePath ? 'Change logo' : 'Add logo'}
          <span className={css({ srOnly: true })}> of {team.title}</span>
        </Button>
        {team.imagePath ? (
          <Button size="sm" variant="ghost" disabled={removing} onClick={() => void removeLogo()}>
            Remove logo<span className={css({ srOnly: true })}> of {team.title}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The overview's body: the teams as cards with their counts and results, create, rename, logos. */
export function TeamOverview() {
  const coach = useCoach();
  const teams = coach.teams.filter((t) => !t.deleted);
  const [editing, setEditing] = useState<Editing>();
  const close = () => setEditing(undefined);
  return (
    <>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', mb: '6', flexWrap: 'wrap' })}>
        <p className={muted}>
          {teams.length ? `${teams.length} ${teams.length === 1 ? 'team' : 'teams'}` : 'No teams yet.'}
        </p>
        <Button className={css({ ml: 'auto' })} onClick={() => setEditing({ kind: 'create' })}>
          Create a team
        </Button>
      </div>
      {teams.length ? (
        <ul
          className={css({
            display: 'grid',
            gap: '5',
            gridTemplateColumns: {
              base: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
            listStyle: 'none',
            p: '0',
          })}
        >
          {teams.map((team) => (
            <TeamCard key={team.id} team={team} onEdit={setEditing} onChanged={coach.refresh} />
          ))}
        </ul>
      ) : (
        <div
          className={css({
            p: '8',
            textAlign: 'center',
            borderWidth: 'thin',
            borderStyle: 'dashed',
            borderRadius: 'lg',
          })}
        >
          <p className={css({ textStyle: 'h3', mb: '2' })}>Create your first team</p>
          <p className={muted}>Then invite your people by e-mail from the users list.</p>
        </div>
      )}
      {editing?.kind === 'create' ? <CreateTeamDialog onClose={close} onDone={coach.refresh} /> : null}
      {editing?.kind === 'rename' ? (
        <RenameTeamDialog team={editing.team} onClose={close} onDone={coach.refresh} />
      ) : null}
      {editing?.kind === 'logo' ? (
        <LogoDialog team={editing.team} onClose={close} onDone={coach.refresh} />
      ) : null}
    </>
  );
}

/** `/admin/coach/team-overview` (001 §2). */
export function TeamOverviewPage() {
  return (
    <CoachPage title="Team overview">
      <TeamOverview />
    </CoachPage>
  );
}
