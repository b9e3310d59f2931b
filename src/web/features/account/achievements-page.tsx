import { css } from '../../../../styled-system/css';
import { bloodApi } from '../../components/charts/blood-api';
import { useLoad } from '../../lib/use-load';
import { CheckIcon } from '../../components/icons';
import { Container, Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountApi } from './account-api';
import { achievementsOf } from './achievements';

/** /customer/achievements (spec 000 §2.3): milestones computed from the customer's own data. */
export default function AchievementsPage() {
  useDocumentTitle('Achievements');
  const { state, reload } = useLoad('achievements', async (signal) => {
    const [full, results] = await Promise.all([accountApi.full(signal), bloodApi.results(signal)]);
    return achievementsOf(full, results);
  });
  return (
    <Container className={css({ py: { base: '8', md: '12' } })}>
      <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2' })}>Achievements</h1>
      <p className={css({ color: 'fg.muted', mb: '8', maxW: 'prose' })}>
        Milestones on your way to a longer healthspan, counted from your profile and your results.
      </p>
      {state.status === 'loading' ? (
        <Spinner label="Counting your achievements…" />
      ) : state.status === 'error' ? (
        <div role="alert">
          <p>We could not load your achievements: {state.error.message}</p>
          <Button variant="outline" onClick={reload}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className={css({ fontWeight: '600', mb: '4' })} data-testid="achievements-earned">
            {state.data.filter((a) => a.earned).length} of {state.data.length} earned
          </p>
          <ul
            className={css({
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
              gap: '4',
            })}
          >
            {state.data.map((a) => (
              <li
                key={a.id}
                data-testid="achievement"
                data-earned={a.earned}
                className={css({
                  display: 'flex',
                  gap: '3',
                  p: '5',
                  borderRadius: 'lg',
                  borderWidth: 'thin',
                  borderColor: a.earned ? 'accent.default' : 'border.default',
                  bg: a.earned ? 'accent.subtle' : 'bg.canvas',
                })}
              >
                <span
                  aria-hidden="true"
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    flexShrink: 0,
                    w: '9',
                    h: '9',
                    borderRadius: 'full',
                    bg: a.earned ? 'accent.default' : 'bg.muted',
                    color: a.earned ? 'fg.inverse' : 'fg.subtle',
                  })}
                >
                  {a.earned ? <CheckIcon /> : null}
                </span>
                <div>
                  <h2 className={css({ textStyle: 'h3' })}>
                    {a.title}
                    <span className={css({ srOnly: true })}>{a.earned ? ' (earned)' : ' (not yet)'}</span>
                  </h2>
                  <p className={css({ textStyle: 'small', color: 'fg.muted' })}>{a.description}</p>
                  <p className={css({ textStyle: 'small', fontWeight: '600', mt: '1' })}>{a.progress}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Container>
  );
}
