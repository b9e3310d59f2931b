import { useState } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { CategoriesResponse, CategoryWithScore, SortModeValue } from '../../../contract/blood';
import { GRADE_LABELS } from '../../../domain/grading';
import type { Severity } from '../../../domain/zones';
import { Button } from '../../components/ui/button';
import { bloodApi } from '../../components/charts/blood-api';
import { useLoad } from '../../lib/use-load';
import { GROUP_TITLES, SEVERITY_COLORS } from '../../components/charts/blood-ui';
import { card, LoadView } from '../../components/layout';
import {
  categoryLearnHref,
  categoryRecommendationsHref,
  categoryResultsHref,
} from '../../components/charts/blood-paths';

/** A category's severity is its score band (spec 000 §4: bands 1, 2, 3 are yellow, orange, red). */
const BAND_SEVERITY_TITLES: Readonly<Record<Severity, string>> = {
  yellow: GRADE_LABELS[1],
  orange: GRADE_LABELS[2],
  red: GRADE_LABELS[3],
};

function CategoryCard({ category }: { category: CategoryWithScore }) {
  const tested = category.markers.filter((m) => m.optimizationStateValue !== null).length;
  return (
    <li className={card} data-testid="category" data-abbr={category.abbr}>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          gap: '2',
          alignItems: 'baseline',
        })}
      >
        <Link href={categoryResultsHref(category.abbr)} className={css({ fontWeight: '600' })}>
          {category.name}
        </Link>
        <span className={css({ fontWeight: '700', whiteSpace: 'nowrap' })} data-testid="category-score">
          {category.score === null || category.scoreBand === null
            ? 'Not tested'
            : `${category.score} · ${GRADE_LABELS[category.scoreBand]}`}
        </span>
      </div>
      <p className={css({ textStyle: 'small', color: 'fg.muted', mt: '1' })}>{category.description}</p>
      <p className={css({ textStyle: 'caption', color: 'fg.muted', mt: '2' })}>
        {tested} of {category.markers.length} markers tested
      </p>
      <div className={css({ display: 'flex', gap: '4', mt: '2', textStyle: 'small', flexWrap: 'wrap' })}>
        <Link href={categoryRecommendationsHref(category.abbr)} className={css({ color: 'accent.fg' })}>
          Recommendations<span className={css({ srOnly: true })}> for {category.name}</span>
        </Link>
        <Link href={categoryLearnHref(category.id)} className={css({ color: 'accent.fg' })}>
          Learn<span className={css({ srOnly: true })}> about {category.name}</span>
        </Link>
      </div>
    </li>
  );
}

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });

/**
 * The loaded categories in the groups (and severities) the server answered for the sort mode
 * (spec 000 §4: "categories are grouped likewise"). Groups list every category; a group shows the
 * ones loaded so far.
 */
export function CategoryGroups({
  groups,
  categories,
}: {
  groups: CategoriesResponse['groups'];
  categories: readonly CategoryWithScore[];
}) {
  const byAbbr = new Map(categories.map((c) => [c.abbr, c]));
  const items = (abbrs: string[]) => abbrs.flatMap((a) => byAbbr.get(a) ?? []);
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      {groups
        .filter((g) => items(g.abbrs).length > 0)
        .map((group) => (
          <section key={group.key} aria-labelledby={`cat-group-${group.key}`} data-group={group.key}>
            <h2 id={`cat-group-${group.key}`} className={css({ textStyle: 'h3', mb: '2' })}>
              {GROUP_TITLES[group.key].replace('markers', 'categories')} ({group.abbrs.length})
            </h2>
            {group.severities ? (
              group.severities
                .filter((s) => items(s.abbrs).length > 0)
                .map((s) => (
                  <div key={s.severity} data-severity={s.severity} className={css({ mb: '3' })}>
                    <h3
                      style={{ color: SEVERITY_COLORS[s.severity] }}
                      className={css({ textStyle: 'small', fontWeight: '700', mt: '3', mb: '2' })}
                    >
                      {BAND_SEVERITY_TITLES[s.severity]}
                    </h3>
                    <ul className={grid}>
                      {items(s.abbrs).map((c) => (
                        <CategoryCard key={c.abbr} category={c} />
                      ))}
                    </ul>
                  </div>
                ))
            ) : (
              <ul className={grid}>
                {items(group.abbrs).map((c) => (
                  <CategoryCard key={c.abbr} category={c} />
                ))}
              </ul>
            )}
          </section>
        ))}
    </div>
  );
}

/** spec 000 §9: the first 10 categories, then more on request; grouped by the sort mode. */
export function CategoriesView({ mode }: { mode: SortModeValue }) {
  const first = useLoad(`categories-${mode}`, (s) => bloodApi.categories(0, mode, s));
  const [more, setMore] = useState<{ mode: SortModeValue; items: CategoryWithScore[] }>({ mode, items: [] });
  const [busy, setBusy] = useState(false);
  const extra = more.mode === mode ? more.items : [];
  return (
    <LoadView state={first.state} reload={first.reload} label="your categories">
      {(data) => {
        const all = [...data.categories, ...extra];
        const loadMore = async () => {
          setBusy(true);
          try {
            const next = await bloodApi.categories(all.length, mode);
            setMore({ mode, items: [...extra, ...next.categories] });
          } finally {
            setBusy(false);
          }
        };
        return (
          <>
            {data.overall ? (
              <p className={css({ textStyle: 'h3', mb: '4' })} data-testid="overall-score">
                Overall {data.overall.score} · {data.overall.gradeLabel}
              </p>
            ) : (
              <p className={css({ mb: '4' })}>
                No blood results yet: category scores appear with your first draw.
              </p>
            )}
            <CategoryGroups groups={data.groups} categories={all} />
            {all.length < data.total ? (
              <Button
                className={css({ mt: '4' })}
                variant="outline"
                disabled={busy}
                onClick={() => void loadMore()}
              >
                Show more categories
              </Button>
            ) : null}
          </>
        );
      }}
    </LoadView>
  );
}
