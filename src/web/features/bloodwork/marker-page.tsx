import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { formatDate } from '../../../domain/dates';
import { NEVER_TESTED, statusExplanation } from '../../../domain/marker-status';
import { Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { bloodApi } from '../../components/charts/blood-api';
import { useLoad } from '../../lib/use-load';
import { fmt, RangeBar, StatusLabel } from '../../components/charts/blood-ui';
import { card, LoadView } from '../../components/layout';
import { markerLearnHref, markerRecommendationsHref } from '../../components/charts/blood-paths';

const HistoryChart = lazy(() => import('./history-chart').then((m) => ({ default: m.HistoryChart })));

/** `/customer/bloodwork/marker-results/:abbr`: range bar, every draw on a chart, population position. */
export function MarkerPage({ abbr }: { abbr: string }) {
  const markers = useLoad('markers2', (s) => bloodApi.markersForView(2, s));
  const population = useLoad(`pop-${abbr}`, (s) => bloodApi.populationPosition(abbr, s));
  const marker =
    markers.state.status === 'success'
      ? markers.state.data.markers.find((m) => m.abbr.toLowerCase() === abbr.toLowerCase())
      : undefined;
  useDocumentTitle(marker ? `${marker.name} results` : 'Marker results');
  return (
    <LoadView state={markers.state} reload={markers.reload} label="the marker">
      {() =>
        !marker ? (
          <p role="alert">There is no marker {abbr} in your results.</p>
        ) : (
          <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)' })}>
            <section className={card} aria-labelledby="marker-now">
              <h2 id="marker-now" className={css({ textStyle: 'h2', mb: '1' })}>
                {marker.name} ({marker.abbr})
              </h2>
              <p
                className={css({
                  color: 'fg.muted',
                  mb: { base: '2', md: '4' },
                  textStyle: { base: 'small', md: 'body' },
                })}
              >
                {marker.categoryName}
              </p>
              {marker.latest ? (
                <>
                  <p data-testid="marker-latest" className={css({ textStyle: 'h3', mb: '1' })}>
                    {fmt(marker.latest.value)} {marker.unit} ·{' '}
                    <StatusLabel state={marker.latest.optimizationStateValue} abbr={marker.abbr} />{' '}
                    <span className={css({ textStyle: 'small', color: 'fg.muted' })}>
                      on {formatDate(marker.latest.testedAt)}
                    </span>
                  </p>
                  <p data-testid="marker-status-explanation" className={css({ color: 'fg.muted', mb: '2' })}>
                    {statusExplanation(marker.latest.optimizationStateValue)}
                  </p>
                </>
              ) : (
                <p>{NEVER_TESTED}.</p>
              )}
              {marker.range ? (
                <>
                  <RangeBar
                    range={marker.range}
                    value={marker.latest?.value ?? null}
                    state={marker.latest?.optimizationStateValue ?? null}
                    unit={marker.unit}
                  />
                  <p className={css({ textStyle: 'small', color: 'fg.muted', mt: '2' })}>
                    Optimal {fmt(marker.range.minG)}–{fmt(marker.range.maxG)} {marker.unit}; reference{' '}
                    {fmt(marker.range.minA)}–{fmt(marker.range.maxA)} {marker.unit}.
                  </p>
                </>
              ) : (
                <p>Your range depends on a sex you have not recorded in your health profile.</p>
              )}
              <div className={css({ display: 'flex', gap: '3', mt: '4', flexWrap: 'wrap' })}>
                <Button asChild size="sm" variant="outline">
                  <Link href={markerRecommendationsHref(marker.abbr)}>Recommendations</Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link href={markerLearnHref(marker.abbr)}>Learn about {marker.abbr}</Link>
                </Button>
              </div>
            </section>
            <section className={card} aria-labelledby="marker-history">
              <h2 id="marker-history" className={css({ textStyle: 'h3', mb: '3' })}>
                History ({marker.history.length} {marker.history.length === 1 ? 'draw' : 'draws'})
              </h2>
              {marker.history.length ? (
                <Suspense fallback={<Spinner label="Loading the chart…" />}>
                  <HistoryChart marker={marker} />
                </Suspense>
              ) : (
                <p>No draws yet.</p>
              )}
            </section>
            <section className={card} aria-labelledby="marker-population">
              <h2 id="marker-population" className={css({ textStyle: 'h3', mb: '3' })}>
                Compared with others
              </h2>
              <LoadView state={population.state} reload={population.reload} label="the population position">
                {(p) =>
                  p.percentile === null ? (
                    <p>No value to compare yet.</p>
                  ) : (
                    <p data-testid="population-position">
                      Your {fmt(p.value ?? 0)} {p.unit} is higher than {Math.round(p.percentile)}% of{' '}
                      {p.populationSize} {p.sex === 'female' ? 'women' : p.sex === 'male' ? 'men' : 'people'}{' '}
                      tested.
                    </p>
                  )
                }
              </LoadView>
            </section>
          </div>
        )
      }
    </LoadView>
  );
}
