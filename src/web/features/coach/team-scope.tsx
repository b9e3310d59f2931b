import { css } from '../../../../styled-system/css';
import type { CoachTeam } from '../../../contract/coach';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import type { ApiError } from '../../lib/api';
import type { Loaded } from '../../lib/resource';
import { useLoad } from '../../lib/use-load';

// What the analytics and team-nutrition pages share: the team scope, its loading and empty states.

/** The team scope of a page's figures: 0 is every team of the company. */
export function useTeamScoped<T>(
  load: (teamId: number | undefined, signal: AbortSignal) => Promise<T>,
  teamId: number,
): [Loaded<T>, () => void] {
  const { state, reload } = useLoad(`coach/team/${teamId}`, (signal) => load(teamId || undefined, signal));
  return [state, reload];
}

export const sectionCard = css({
  bg: 'bg.canvas',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'xl',
  p: { base: '4', md: '6' },
  minW: '0',
});
export const sectionTitle = css({ textStyle: 'h3', mb: '3' });
export const muted = css({ color: 'fg.muted' });

/** All teams or one: a native select (the platform's picker is best on phones and with readers). */
export function TeamPicker({
  teams,
  value,
  onChange,
}: {
  teams: readonly CoachTeam[];
  value: number;
  onChange: (teamId: number) => void;
}) {
  return (
    <Field.Root className={css({ maxW: 'sm', mb: '6' })}>
      <Field.Label>Team</Field.Label>
      <Field.Select value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        <option value="0">All teams</option>
        {teams
          .filter((t) => !t.deleted)
          .map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
      </Field.Select>
    </Field.Root>
  );
}

/** The failure of a page's figures, with the retry. */
export function LoadFailed({ what, error, retry }: { what: string; error: ApiError; retry: () => void }) {
  return (
    <div role="alert" className={sectionCard}>
      <p className={css({ mb: '3' })}>
        We could not load {what}: {error.message}
      </p>
      <Button variant="outline" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/** Nobody in scope shares results: where the choice lies, and what the coach can do. */
export function NoSharedResults({ members }: { members: number }) {
  return (
    <div className={sectionCard} data-testid="no-shared-results">
      <h2 className={sectionTitle}>No shared results yet</h2>
      <p className={css({ mb: '2' })}>
        {members === 0
          ? 'This team has no members yet.'
          : `None of the ${members} ${members === 1 ? 'member shares' : 'members share'} their results with the team.`}
      </p>
      <p className={muted}>
        Each member chooses in their own account whether their coaches may see their results. You can ask a
        member for permission from the Users page.
      </p>
    </div>
  );
}
