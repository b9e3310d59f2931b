import { css } from '../../../../styled-system/css';
import type { CategoryExtraInformation } from '../../../contract/blood';
import { apiFetch } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { bloodApi, useLoad } from '../../components/charts/blood-api';
import { card, LoadView } from '../../components/charts/blood-ui';
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

/** `marker-recommendations[/:abbr]`: recommendations by marker (the not-optimal ones by default). */
export function MarkerRecommendations({ abbrs }: { abbrs?: string | undefined }) {
  useDocumentTitle('Recommendations');
  const recs = useLoad(`recs-${abbrs ?? ''}`, (s) => bloodApi.recommendations(abbrs, s));
  return (
    <LoadView state={recs.state} reload={recs.reload} label="recommendations">
      {(data) =>
        data.byMarker.length === 0 ? (
          <p>No recommendations: your markers are optimized.</p>
        ) : (
          <div className={css({ display: 'grid', gap: '4' })}>
            {data.byMarker.map((m) => (
              <section key={m.markerAbbr} className={card} aria-labelledby={`rec-${m.markerAbbr}`}>
                <h2 id={`rec-${m.markerAbbr}`} className={css({ textStyle: 'h3', mb: '2' })}>
                  {m.markerName}
                  {m.direction ? ` (${m.direction})` : ''}
                </h2>
                <ul className={css({ display: 'grid', gap: '2' })}>
                  {m.recommendations.map((r) => (
                    <li key={r.id}>
                      <strong>{r.title}</strong>{' '}
                      <span className={css({ color: 'fg.muted' })}>· {r.kind}</span>
                      <p className={css({ textStyle: 'small' })}>{r.description}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )
      }
    </LoadView>
  );
}

/** `category-results/:abbr`: the category's markers, grouped. */
export function CategoryResults({ abbr }: { abbr: string }) {
  useDocumentTitle('Category results');
  const markers = useLoad(`cat-${abbr}`, (s) =>
    apiFetch<Parameters<typeof MarkerGroups>[0]['data']>(
      `/api/customer/v1/blood/markers-for-view?sortMode=0&categoryAbbr=${encodeURIComponent(abbr)}`,
      { signal: s },
    ),
  );
  return (
    <LoadView state={markers.state} reload={markers.reload} label="the category">
      {(data) => (
        <>
          <h2 className={css({ textStyle: 'h2', mb: '3' })}>{data.markers[0]?.categoryName ?? abbr}</h2>
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
    apiFetch<CategoryExtraInformation>(
      `/api/public/marker-categories/${encodeURIComponent(id)}/extra-information`,
      {
        signal: s,
      },
    ),
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
        </article>
      )}
    </LoadView>
  );
}
