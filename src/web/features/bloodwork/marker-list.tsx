import { useId, useState } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { MarkerForView, MarkersForViewResponse } from '../../../contract/blood';
import { isNotOptimizedStatus, NEVER_TESTED, severityTitle } from '../../../domain/marker-status';
import { fmt, GROUP_TITLES, RangeBar, SEVERITY_COLORS, StatusLabel } from '../../components/charts/blood-ui';
import { markerHref } from '../../components/charts/blood-paths';

function MarkerRow({ marker }: { marker: MarkerForView }) {
  return (
    <li
      data-testid="marker-row"
      data-abbr={marker.abbr}
      className={css({ py: '3', borderBottomWidth: 'thin', borderColor: 'border.default' })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <Link href={markerHref(marker.abbr)} className={css({ fontWeight: '600' })}>
          {marker.name} <span className={css({ color: 'fg.muted', fontWeight: '400' })}>({marker.abbr})</span>
        </Link>
        <span className={css({ textStyle: 'small' })}>
          {marker.latest ? (
            <>
              {fmt(marker.latest.value)} {marker.unit} ·{' '}
              <StatusLabel state={marker.latest.optimizationStateValue} abbr={marker.abbr} />
            </>
          ) : (
            NEVER_TESTED
          )}
        </span>
      </div>
      {marker.range ? (
        <div className={css({ maxW: '2xl' })}>
          <RangeBar
            range={marker.range}
            value={marker.latest?.value ?? null}
            state={marker.latest?.optimizationStateValue ?? null}
            unit={marker.unit}
          />
        </div>
      ) : null}
    </li>
  );
}

/** Issue 23.7: which markers the list shows, by their latest status. */
export const MARKER_FILTERS = [
  { value: 'all', label: GROUP_TITLES.all },
  { value: 'notOptimized', label: GROUP_TITLES.notOptimized },
  { value: 'optimized', label: GROUP_TITLES.optimized },
  { value: 'neverTested', label: GROUP_TITLES.neverTested },
] as const;
export type MarkerFilter = (typeof MARKER_FILTERS)[number]['value'];

/** Whether a marker is shown for the words searched (name or abbreviation) and the status filter. */
export function markerMatches(marker: MarkerForView, query: string, filter: MarkerFilter): boolean {
  const q = query.trim().toLowerCase();
  if (q && !marker.name.toLowerCase().includes(q) && !marker.abbr.toLowerCase().includes(q)) return false;
  const state = marker.latest?.optimizationStateValue;
  switch (filter) {
    case 'all':
      return true;
    case 'neverTested':
      return state === undefined;
    case 'optimized':
      return state !== undefined && !isNotOptimizedStatus(state);
    case 'notOptimized':
      return state !== undefined && isNotOptimizedStatus(state);
  }
}

const filterBar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'end',
  mb: '4',
  '& label': { display: 'grid', gap: '1', textStyle: 'small', fontWeight: '600' },
  '& input, & select': {
    borderWidth: 'thin',
    borderColor: 'border.default',
    borderRadius: 'md',
    bg: 'bg.canvas',
    px: '3',
    h: '10',
    fontWeight: '400',
    textStyle: 'body',
  },
});

/** The markers with a search box and a status filter over them (the list has some 50 rows). */
export function SearchableMarkerGroups({ data }: { data: MarkersForViewResponse }) {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<MarkerFilter>('all');
  const countId = useId();
  const shown = data.markers.filter((m) => markerMatches(m, query, filter));
  return (
    <>
      <div role="search" aria-label="Filter markers" className={filterBar}>
        <label>
          Search markers
          <input
            type="search"
            value={query}
            placeholder="Name or abbreviation"
            aria-describedby={countId}
            onChange={(e) => setQuery(e.target.value)}
            className={css({ w: { base: 'full', sm: '64' } })}
          />
        </label>
        <label>
          Show
          <select value={filter} onChange={(e) => setFilter(e.target.value as MarkerFilter)}>
            {MARKER_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <p id={countId} role="status" className={css({ textStyle: 'small', color: 'fg.muted', pb: '2' })}>
          {shown.length === data.markers.length
            ? `${data.markers.length} markers`
            : `${shown.length} of ${data.markers.length} markers`}
        </p>
      </div>
      {shown.length > 0 ? (
        <MarkerGroups data={data} only={new Set(shown.map((m) => m.abbr))} />
      ) : (
        <p>No marker matches. Clear the search or show all markers.</p>
      )}
    </>
  );
}

/** The markers in the groups (and severities) the server answered for the sort mode; `only` filters them. */
export function MarkerGroups({ data, only }: { data: MarkersForViewResponse; only?: ReadonlySet<string> }) {
  const byAbbr = new Map(data.markers.map((m) => [m.abbr, m]));
  const rows = (abbrs: string[]) => abbrs.flatMap((a) => (only && !only.has(a) ? [] : (byAbbr.get(a) ?? [])));
  const statesOf = (abbrs: string[]) => rows(abbrs).flatMap((m) => m.latest?.optimizationStateValue ?? []);
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      {data.groups
        .filter((g) => rows(g.abbrs).length > 0)
        .map((group) => (
          <section key={group.key} aria-labelledby={`group-${group.key}`} data-group={group.key}>
            <h2 id={`group-${group.key}`} className={css({ textStyle: 'h3', mb: '2' })}>
              {GROUP_TITLES[group.key]} ({rows(group.abbrs).length})
            </h2>
            {group.severities ? (
              group.severities
                .filter((s) => rows(s.abbrs).length > 0)
                .map((s) => (
                  <div key={s.severity} data-severity={s.severity}>
                    <h3
                      style={{ color: SEVERITY_COLORS[s.severity] }}
                      className={css({ textStyle: 'small', fontWeight: '700', mt: '3' })}
                    >
                      {severityTitle(s.severity, statesOf(s.abbrs))}
                    </h3>
                    <ul>
                      {rows(s.abbrs).map((m) => (
                        <MarkerRow key={m.abbr} marker={m} />
                      ))}
                    </ul>
                  </div>
                ))
            ) : (
              <ul>
                {rows(group.abbrs).map((m) => (
                  <MarkerRow key={m.abbr} marker={m} />
                ))}
              </ul>
            )}
          </section>
        ))}
    </div>
  );
}
