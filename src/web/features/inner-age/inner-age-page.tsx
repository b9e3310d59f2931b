import { lazy, Suspense } from 'react';
import { css } from '../../../../styled-system/css';
import { STATUS_COLOURS } from '../../../domain/palette';
import { Container, Spinner } from '../../components/layout';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ageApi } from '../../components/charts/blood-api';
import { useLoad } from '../../lib/use-load';
import { fmt, StatusLabel } from '../../components/charts/blood-ui';
import { card, LoadView } from '../../components/layout';
import { DailyActions } from '../../components/charts/daily-actions';
import { formatDate } from '../../../domain/dates';
import { INNERAGE_MODEL_NAME } from '../../../domain/innerage';

const AgeHistoryChart = lazy(() =>
  import('./age-history-chart').then((m) => ({ default: m.AgeHistoryChart })),
);

const h2 = css({ textStyle: 'h3', mb: '4' });

/** `/customer/age`: InnerAge, each marker's contribution in years, history over draws, daily actions. */
export default function InnerAgePage() {
  useDocumentTitle('InnerAge');
  const results = useLoad('age', (s) => ageApi.results(s));
  const list = useLoad('age-markers', (s) => ageApi.markersList(s));
  const actions = useLoad('actions', (s) => ageApi.dailyActions(s));
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '6' })}>InnerAge</h1>
        <div
          className={css({
            display: 'grid',
            gap: '5',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          <section className={card} aria-labelledby="age-now">
            <h2 id="age-now" className={h2}>
              Your InnerAge
            </h2>
            <LoadView state={results.state} reload={results.reload} label="your InnerAge">
              {(data) =>
                data.latest?.innerAge != null ? (
                  <>
                    <p className={css({ textStyle: 'display', color: 'accent.fg' })} data-testid="inner-age">
                      {data.latest.innerAge.toFixed(1)}
                    </p>
                    <p className={css({ mb: '4' })}>
                      at an age of{' '}
                      <strong data-testid="chronological-age">
                        {data.latest.chronologicalAge?.toFixed(1)}
                      </strong>{' '}
                      on {formatDate(data.latest.testedAt)}, with {INNERAGE_MODEL_NAME}
                    </p>
                    <h3 className={css({ textStyle: 'body', fontWeight: '700', mb: '2' })}>
                      History ({data.results.length} {data.results.length === 1 ? 'draw' : 'draws'})
                    </h3>
                    <Suspense fallback={<Spinner label="Loading the chart…" />}>
                      <AgeHistoryChart results={data.results} />
                    </Suspense>
                    <details className={css({ mt: '3', textStyle: 'small' })}>
                      <summary className={css({ cursor: 'pointer', color: 'accent.fg', fontWeight: '600' })}>
                        Show the numbers
                      </summary>
                      <table className={css({ w: 'full', mt: '2' })} data-testid="age-history-table">
                        <caption className={css({ srOnly: true })}>InnerAge at each draw</caption>
                        <thead>
                          <tr className={css({ textAlign: 'left' })}>
                            <th scope="col">Draw</th>
                            <th scope="col">InnerAge</th>
                            <th scope="col">Age</th>
                            <th scope="col">Difference</th>
                          </tr>
                        </thead>
                        <tbody>
                          {data.results.map((r) => (
                            <tr key={r.resultId}>
                              <td>{formatDate(r.testedAt)}</td>
                              <td>{r.innerAge?.toFixed(1) ?? 'Cannot compute'}</td>
                              <td>{r.chronologicalAge?.toFixed(1) ?? '–'}</td>
                              <td>
                                {r.difference === null
                                  ? '–'
                                  : `${r.difference > 0 ? '+' : ''}${r.difference.toFixed(1)}`}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </details>
                  </>
                ) : (
                  <p>Your InnerAge appears once a blood draw includes the nine markers it needs.</p>
                )
              }
            </LoadView>
          </section>
          <section className={card} aria-labelledby="age-contrib">
            <h2 id="age-contrib" className={h2}>
              What moves it (years)
            </h2>
            <LoadView state={list.state} reload={list.reload} label="the markers">
              {(data) => {
                const max = Math.max(1, ...data.markers.map((m) => Math.abs(m.contributionYears ?? 0)));
                return (
                  <ul className={css({ display: 'grid', gap: '2' })}>
                    {data.markers.map((m) => {
                      const years = m.contributionYears ?? 0;
                      const width = (Math.abs(years) / max) * 50;
                      return (
                        <li key={m.key} data-testid="contribution">
                          <div
                            className={css({
                              display: 'flex',
                              justifyContent: 'space-between',
                              gap: '3',
                              textStyle: 'small',
                            })}
                          >
                            <span>
                              {m.name}
                              {m.value !== null && m.optimizationStateValue !== null ? (
                                <>
                                  {' '}
                                  <span className={css({ color: 'fg.muted' })}>
                                    {fmt(m.value)} {m.unit} ·
                                  </span>{' '}
                                  <StatusLabel state={m.optimizationStateValue} abbr={m.abbr} />
                                </>
                              ) : null}
                            </span>
                            <span className={css({ fontWeight: '600', whiteSpace: 'nowrap' })}>
                              {m.contributionYears === null
                                ? '–'
                                : `${years > 0 ? '+' : ''}${years.toFixed(2)} y`}
                            </span>
                          </div>
                          <div
                            aria-hidden="true"
                            className={css({
                              position: 'relative',
                              h: '2',
                              bg: 'bg.muted',
                              borderRadius: 'full',
                            })}
                          >
                            <span
                              style={{
                                left: years >= 0 ? '50%' : `${50 - width}%`,
                                width: `${width}%`,
                                background: years > 0 ? STATUS_COLOURS.out.fill : STATUS_COLOURS.optimal.fill,
                              }}
                              className={css({
                                position: 'absolute',
                                top: '0',
                                bottom: '0',
                                borderRadius: 'full',
                              })}
                            />
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                );
              }}
            </LoadView>
            <p className={css({ textStyle: 'caption', color: 'fg.muted', mt: '3' })}>
              Green takes years off, red adds them, against a healthy profile of your age.
            </p>
          </section>
          <section className={card} aria-labelledby="age-actions">
            <h2 id="age-actions" className={h2}>
              Today&apos;s actions
            </h2>
            <LoadView state={actions.state} reload={actions.reload} label="today's actions">
              {(data) => <DailyActions data={data} />}
            </LoadView>
          </section>
        </div>
      </Container>
    </div>
  );
}
