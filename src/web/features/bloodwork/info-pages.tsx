import { css } from '../../../../styled-system/css';
import { Link } from 'wouter';
import type {
  CategoryExtraInformation,
  MarkerRecommendations,
  MarkersForViewResponse,
} from '../../../contract/blood';
import { Button } from '../../components/ui/button';
import { NoBloodResults } from '../../components/no-blood-results';
import { bloodPaths } from '../../../contract/blood-paths';
import { fillPath } from '../../../contract/path';
import { apiFetch } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { bloodApi } from '../../components/charts/blood-api';
import { useLoad } from '../../lib/use-load';
import { StatusLabel } from '../../components/charts/blood-ui';
import { card, LoadView } from '../../components/layout';
import {
  categoryLearnHref,
  categoryRecommendationsHref,
  categoryResultsHref,
  markerHref,
} from '../../components/charts/blood-paths';
import { MarkerGroups } from './marker-list';

const h3 = css({ textStyle: 'h3', mt: '4', mb: '1' });

/** `marker-learn/:abbr`: the written content about one marker. */
export function MarkerLearn({ abbr }: { abbr: string }) {
  useDocumentTitle(`Learn about ${abbr}`);
  const info = useLoad(`learn-${abbr}`, (s) => bloodApi.markerInfo(abbr, s));
  return (
    <LoadView state={info.state} reload={info.reload} label="the marker's information">
      {(m) => (
        <article className={card}>
          <h2 className={css({ textStyle: 'h2' })}>{m.name}</h2>
          <p className={css({ color: 'fg.muted' })}>{m.categoryName}</p>
          <h3 className={h3}>What it is</h3>
          <p>{m.whatItIs}</p>
          <h3 className={h3}>Why it matters</h3>
          <p>{m.whyItMatters}</p>
          <h3 className={h3}>What moves it</h3>
          <p>{m.whatMovesIt}</p>
        </article>
      )}
    </LoadView>
  );
}

function RecommendationCard({ m, heading }: { m: MarkerRecommendations; heading: 'h2' | 'h3' }) {
  const Heading = heading;
  return (
    <section className={card} aria-labelledby={`rec-${m.markerAbbr}`} data-testid="recommendation">
      <Heading id={`rec-${m.markerAbbr}`} className={css({ textStyle: 'h3', mb: '2' })}>
        {/* underlined: beside the status words a link must not be told apart by colour alone */}
        <Link href={markerHref(m.markerAbbr)} className={css({ textDecoration: 'underline' })}>
          {m.markerName}
        </Link>
        {m.optimizationStateValue !== null ? (
          <>
            {' · '}
            <StatusLabel state={m.optimizationStateValue} abbr={m.markerAbbr} />
          </>
        ) : null}
      </Heading>
      <ul className={css({ display: 'grid', gap: '2' })}>
        {m.recommendations.map((r) => (
          <li key={r.id}>
            <strong>{r.title}</strong> <span className={css({ color: 'fg.muted' })}>· {r.kind}</span>
            <p className={css({ textStyle: 'small' })}>{r.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const markersForView = (categoryAbbr: string | undefined, signal: AbortSignal) =>
  apiFetch<MarkersForViewResponse>(bloodPaths.markersForView, {
    query: { sortMode: 0, ...(categoryAbbr ? { categoryAbbr } : {}) },
    signal,
  });

const RECOMMENDATIONS_NEED =
  'Recommendations are made for the markers of your results that are not optimized.';

/** `marker-recommendations[/:abbr]`: recommendations by marker (the not-optimal ones by default). */
export function MarkerRecommendations({ abbrs }: { abbrs?: string | undefined }) {
  useDocumentTitle('Recommendations');
  const recs = useLoad(`recs-${abbrs ?? ''}`, async (s) => {
    const [markers, data] = await Promise.all([
      markersForView(undefined, s),
      bloodApi.recommendations(abbrs, s),
    ]);
    return { asOf: markers.asOf, data };
  });
  return (
    <LoadView state={recs.state} reload={recs.reload} label="recommendations">
      {({ asOf, data }) =>
        asOf === null ? (
          <NoBloodResults shows={RECOMMENDATIONS_NEED} />
        ) : data.byMarker.length === 0 ? (
          <p>No recommendations: your markers are optimized.</p>
        ) : (
          <div className={css({ display: 'grid', gap: '4' })}>
            {data.byMarker.map((m) => (
              <RecommendationCard key={m.markerAbbr} m={m} heading="h2" />
            ))}
          </div>
        )
      }
    </LoadView>
  );
}

/**
 * `category-recommendations[/:abbr]`: the recommendations of the markers that are off optimal,
 * under the category they belong to; with an abbreviation, that category's only.
 */
export function CategoryRecommendations({ abbr }: { abbr?: string | undefined }) {
  useDocumentTitle('Category recommendations');
  const data = useLoad(`catrecs-${abbr ?? ''}`, async (s) => {
    const [markers, recs] = await Promise.all([
      markersForView(abbr, s),
      bloodApi.recommendations(undefined, s),
    ]);
    return { markers, recs };
  });
  return (
    <LoadView state={data.state} reload={data.reload} label="recommendations">
      {({ markers, recs }) => {
        const byMarker = new Map(recs.byMarker.map((m) => [m.markerAbbr, m]));
        const categories = new Map<string, { name: string; id: number; items: MarkerRecommendations[] }>();
        for (const m of markers.markers) {
          const entry = categories.get(m.categoryAbbr) ?? {
            name: m.categoryName,
            id: m.categoryId,
            items: [],
          };
          categories.set(m.categoryAbbr, entry);
        }
        // the server's order: worst state first
        for (const rec of recs.byMarker) {
          const marker = markers.markers.find((m) => m.abbr === rec.markerAbbr);
          if (marker) categories.get(marker.categoryAbbr)?.items.push(byMarker.get(rec.markerAbbr)!);
        }
        const shown = [...categories.entries()].filter(([, c]) => abbr || c.items.length > 0);
        if (markers.asOf === null) return <NoBloodResults shows={RECOMMENDATIONS_NEED} />;
        if (shown.length === 0) return <p>No recommendations: your markers are optimized.</p>;
        return (
          <div className={css({ display: 'grid', gap: '6' })}>
            {shown.map(([catAbbr, c]) => (
              <section key={catAbbr} aria-labelledby={`catrec-${catAbbr}`} data-category={catAbbr}>
                <h2 id={`catrec-${catAbbr}`} className={css({ textStyle: 'h2', mb: '3' })}>
                  {c.name}
                </h2>
                {c.items.length === 0 ? (
                  <p>
                    No recommendations for {c.name}: its tested markers are optimized.{' '}
                    <Link href={categoryLearnHref(c.id)} className={css({ color: 'accent.fg' })}>
                      Learn about {c.name}
                    </Link>
                  </p>
                ) : (
                  <div className={css({ display: 'grid', gap: '4' })}>
                    {c.items.map((m) => (
                      <RecommendationCard key={m.markerAbbr} m={m} heading="h3" />
                    ))}
                  </div>
                )}
              </section>
            ))}
          </div>
        );
      }}
    </LoadView>
  );
}

/** `category-results/:abbr`: the category's markers, grouped. */
export function CategoryResults({ abbr }: { abbr: string }) {
  useDocumentTitle('Category results');
  const markers = useLoad(`cat-${abbr}`, (s) => markersForView(abbr, s));
  return (
    <LoadView state={markers.state} reload={markers.reload} label="the category">
      {(data) => (
        <>
          <h2 className={css({ textStyle: 'h2', mb: '3' })}>{data.markers[0]?.categoryName ?? abbr}</h2>
          {data.markers[0] ? (
            <div className={css({ display: 'flex', gap: '3', mb: '5', flexWrap: 'wrap' })}>
              <Button asChild size="sm" variant="outline">
                <Link href={categoryRecommendationsHref(data.markers[0].categoryAbbr)}>Recommendations</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link href={categoryLearnHref(data.markers[0].categoryId)}>
                  Learn about {data.markers[0].categoryName}
                </Link>
              </Button>
            </div>
          ) : null}
          <MarkerGroups data={data} />
        </>
      )}
    </LoadView>
  );
}

/** `category-learn/:id`: the written content about one category. */
export function CategoryLearn({ id }: { id: string }) {
  useDocumentTitle('Learn about the category');
  const info = useLoad(`catlearn-${id}`, (s) =>
    apiFetch<CategoryExtraInformation>(fillPath(bloodPaths.categoryExtraInformation, { id }), {
      signal: s,
    }),
  );
  return (
    <LoadView state={info.state} reload={info.reload} label="the category's information">
      {(c) => (
        <article className={card}>
          <h2 className={css({ textStyle: 'h2' })}>{c.name}</h2>
          <p>{c.overview}</p>
          <h3 className={h3}>Why it matters</h3>
          <p>{c.whyItMatters}</p>
          <h3 className={h3}>How to improve</h3>
          <p>{c.howToImprove}</p>
          <p className={css({ mt: '3', textStyle: 'small', color: 'fg.muted' })}>
            Markers: {c.markers.map((m) => m.name).join(', ')}
          </p>
          <div className={css({ display: 'flex', gap: '3', mt: '4', flexWrap: 'wrap' })}>
            <Button asChild size="sm" variant="outline">
              <Link href={categoryResultsHref(c.abbr)}>Your {c.name} results</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link href={categoryRecommendationsHref(c.abbr)}>Recommendations</Link>
            </Button>
          </div>
        </article>
      )}
    </LoadView>
  );
}
