import { useState } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { CategoryWithScore } from '../../../contract/blood';
import { Button } from '../../components/ui/button';
import { bloodApi, useLoad } from '../../components/charts/blood-api';
import { card, LoadView } from '../../components/charts/blood-ui';
import { BLOOD_BASE } from '../../components/charts/blood-paths';

/** spec 000 §9: the first 10 categories, then more on request. */
export function CategoriesView() {
  const first = useLoad('categories-first', (s) => bloodApi.categories(0, 2, s));
  const [more, setMore] = useState<CategoryWithScore[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <LoadView state={first.state} reload={first.reload} label="your categories">
      {(data) => {
        const all = [...data.categories, ...more];
        const loadMore = async () => {
          setBusy(true);
          try {
            const next = await bloodApi.categories(all.length, 2);
            setMore((m) => [...m, ...next.categories]);
          } finally {
            setBusy(false);
          }
        };
        return (
          <>
            {data.overall ? (
              <p className={css({ textStyle: 'h3', mb: '4' })}>
                Overall {data.overall.score} · {data.overall.gradeLabel}
              </p>
            ) : null}
            <ul
              className={css({
                display: 'grid',
                gap: '3',
                gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
              })}
            >
              {all.map((c) => (
                <li key={c.abbr} className={card} data-testid="category">
                  <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
                    <Link
                      href={`${BLOOD_BASE}/category-results/${c.abbr}`}
                      className={css({ fontWeight: '600' })}
                    >
                      {c.name}
                    </Link>
                    <span className={css({ fontWeight: '700' })}>{c.score ?? 'Not tested'}</span>
                  </div>
                  <p className={css({ textStyle: 'small', color: 'fg.muted' })}>{c.description}</p>
                </li>
              ))}
            </ul>
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
