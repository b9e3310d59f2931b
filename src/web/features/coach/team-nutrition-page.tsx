import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { CoachTeam, TeamNutritionResponse } from '../../../contract/coach';
import {
  LoadFailed,
  NoSharedResults,
  TeamPicker,
  muted,
  sectionCard,
  sectionTitle,
  useTeamScoped,
} from './team-scope';
import { coachApi } from './coach-api';
import { CoachPage, useCoach } from './coach-layout';

type Direction = TeamNutritionResponse['markers'][number]['direction'];

const DIRECTION_LABELS: Record<Direction, string> = {
  low: 'Mostly low',
  high: 'Mostly high',
  mixed: 'Low for some, high for others',
};

const cards = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  p: '0',
  m: '0',
});
const itemCard = css({
  bg: 'bg.canvas',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const chip = css({
  display: 'inline-block',
  bg: 'bg.subtle',
  borderRadius: 'full',
  px: '2',
  py: '0.5',
  textStyle: 'small',
  mr: '1',
  mt: '1',
});

const loadNutrition = (teamId: number | undefined, signal: AbortSignal) =>
  coachApi.teamNutrition(teamId, { signal });

/** The markers most often not optimized in the scope and the foods that help them, as cards. */
export function NutritionFigures({ data }: { data: TeamNutritionResponse }) {
  if (data.membersWithResults === 0) return <NoSharedResults members={0} />;
  const nameOf = new Map(data.markers.map((m) => [m.abbr, m.name]));
  if (data.markers.length === 0)
    return (
      <div className={sectionCard} data-testid="all-optimized">
        <h2 className={sectionTitle}>Every shared marker is optimized</h2>
        <p className={muted}>
          No marker is out of its optimal range for the members who share their results.
        </p>
      </div>
    );
  return (
    <div className={css({ display: 'grid', gap: '8' })}>
      <section aria-labelledby="team-nutrition-markers">
        <h2 id="team-nutrition-markers" className={sectionTitle}>
          Most common markers to improve
        </h2>
        <ul className={cards}>
          {data.markers.map((m) => (
            <li key={m.abbr} className={itemCard} aria-label={m.name}>
              <h3 className={css({ fontWeight: '600' })}>{m.name}</h3>
              <p>
                <strong>{m.members}</strong> of {data.membersWithResults}{' '}
                {data.membersWithResults === 1 ? 'member' : 'members'} not optimized
              </p>
              <p className={muted}>{DIRECTION_LABELS[m.direction]}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="team-nutrition-foods">
        <h2 id="team-nutrition-foods" className={sectionTitle}>
          Foods that help
        </h2>
        {data.foods.length === 0 ? (
          <p className={muted}>No food suggestions for these markers yet.</p>
        ) : (
          <ul className={cards}>
            {data.foods.map((f) => (
              <li key={f.name} className={itemCard} aria-label={f.name}>
                <h3 className={css({ fontWeight: '600' })}>{f.name}</h3>
                {f.note ? <p className={muted}>{f.note}</p> : null}
                <p className={css({ textStyle: 'small' })}>
                  Helps:{' '}
                  {f.helps.map((abbr) => (
                    <span key={abbr} className={chip}>
                      {nameOf.get(abbr) ?? abbr}
                    </span>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The picker and the figures of the chosen scope. */
export function TeamNutrition({ teams }: { teams: readonly CoachTeam[] }) {
  const [teamId, setTeamId] = useState(0);
  const [state, retry] = useTeamScoped(loadNutrition, teamId);
  return (
    <section aria-label="Team nutrition" aria-busy={state.status === 'loading'}>
      <TeamPicker teams={teams} value={teamId} onChange={setTeamId} />
      {state.status === 'loading' ? (
        <p role="status">Loading the team’s nutrition…</p>
      ) : state.status === 'error' ? (
        <LoadFailed what="the team’s nutrition" error={state.error} retry={retry} />
      ) : (
        <>
          {state.data.membersWithResults > 0 ? (
            <p className={css({ mb: '4', color: 'fg.muted' })} data-testid="nutrition-basis">
              From the latest results of {state.data.membersWithResults}{' '}
              {state.data.membersWithResults === 1 ? 'member who shares' : 'members who share'} them.
            </p>
          ) : null}
          <NutritionFigures data={state.data} />
        </>
      )}
    </section>
  );
}

/** `/admin/coach/team-nutrition/` (001 §2): the team's most common markers to improve and foods. */
export function TeamNutritionPage() {
  const { teams } = useCoach();
  return (
    <CoachPage title="Team nutrition">
      <TeamNutrition teams={teams} />
    </CoachPage>
  );
}
