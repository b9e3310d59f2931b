import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { MarkerForView, MarkersForViewResponse } from '../../../contract/blood';
import { NEVER_TESTED, severityTitle } from '../../../domain/marker-status';
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

/** The markers in the groups (and severities) the server answered for the sort mode. */
export function MarkerGroups({ data }: { data: MarkersForViewResponse }) {
  const byAbbr = new Map(data.markers.map((m) => [m.abbr, m]));
  const rows = (abbrs: string[]) => abbrs.flatMap((a) => byAbbr.get(a) ?? []);
  const statesOf = (abbrs: string[]) => rows(abbrs).flatMap((m) => m.latest?.optimizationStateValue ?? []);
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      {data.groups
        .filter((g) => g.abbrs.length > 0)
        .map((group) => (
          <section key={group.key} aria-labelledby={`group-${group.key}`} data-group={group.key}>
            <h2 id={`group-${group.key}`} className={css({ textStyle: 'h3', mb: '2' })}>
              {GROUP_TITLES[group.key]} ({group.abbrs.length})
            </h2>
            {group.severities ? (
              group.severities
                .filter((s) => s.abbrs.length > 0)
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
