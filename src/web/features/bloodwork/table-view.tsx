import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import type { BloodResultsResponse, MarkersForViewResponse, TableViewNote } from '../../../contract/blood';
import { markerStatus, severityTitle, statusColour } from '../../../domain/marker-status';
import type { Severity } from '../../../domain/zones';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { bloodApi } from '../../components/charts/blood-api';
import { fmt, GROUP_TITLES, SEVERITY_COLORS } from '../../components/charts/blood-ui';
import { card } from '../../components/layout';
import { NoteForm } from './note-form';
import { markerHref } from '../../components/charts/blood-paths';
import { NoBloodResults } from '../../components/no-blood-results';
import { formatDate } from '../../../domain/dates';

const cell = css({
  px: '3',
  py: '2',
  borderBottomWidth: 'thin',
  borderColor: 'border.default',
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

/** The marker column stays in view while the draws scroll sideways; names wrap on narrow screens. */
const markerCell = css({
  position: 'sticky',
  left: '0',
  zIndex: '1',
  bg: 'bg.canvas',
  whiteSpace: { base: 'normal', md: 'nowrap' },
  minW: { base: '32', md: 'auto' },
  // the edge the draws scroll under
  boxShadow: 'inset -1px 0 0 token(colors.border.default)',
});

/** Issue 23.6: on phones the draws do not fit, and nothing else says the table scrolls. */
const scrollHint = css({
  display: { base: 'block', lg: 'none' },
  textStyle: 'small',
  color: 'fg.muted',
  mb: '2',
});

interface RowBlock {
  key: string;
  title?: string | undefined;
  severity?: Severity;
  abbrs: string[];
}

/**
 * The table's rows in the groups and severities of the sort mode (`view.groups`), keeping only
 * markers with a value in some draw; without a view, one block in the results' order.
 */
export function tableRowBlocks(results: BloodResultsResponse, view?: MarkersForViewResponse): RowBlock[] {
  const tested: string[] = [];
  for (const r of results)
    for (const v of r.markerValues) if (!tested.includes(v.markerAbbr)) tested.push(v.markerAbbr);
  if (!view) return [{ key: 'all', abbrs: tested }];
  const keep = (abbrs: string[]) => abbrs.filter((a) => tested.includes(a));
  const latest = new Map(view.markers.map((m) => [m.abbr, m.latest?.optimizationStateValue]));
  const statesOf = (abbrs: string[]) => abbrs.flatMap((a) => latest.get(a) ?? []);
  const blocks = view.groups.flatMap((g): RowBlock[] =>
    g.severities
      ? g.severities.map((s) => ({
          key: `${g.key}-${s.severity}`,
          title: `${GROUP_TITLES[g.key]} · ${severityTitle(s.severity, statesOf(s.abbrs))}`,
          severity: s.severity,
          abbrs: keep(s.abbrs),
        }))
      : [{ key: g.key, title: g.key === 'all' ? undefined : GROUP_TITLES[g.key], abbrs: keep(g.abbrs) }],
  );
  const placed = new Set(blocks.flatMap((b) => b.abbrs));
  const rest = tested.filter((a) => !placed.has(a));
  if (rest.length) blocks.push({ key: 'other', title: 'Other markers', abbrs: rest });
  return blocks.filter((b) => b.abbrs.length > 0);
}

/**
 * Every draw side by side, rows grouped by the sort mode, and each draw's notes (add with a title
 * and comment, delete).
 */
export function TableView({
  results,
  view,
  onChange,
}: {
  results: BloodResultsResponse;
  view?: MarkersForViewResponse | undefined;
  onChange: (next: BloodResultsResponse) => void;
}) {
  if (results.length === 0) return <NoBloodResults shows="Each blood draw will be a column of this table." />;
  const blocks = tableRowBlocks(results, view);
  const names = new Map(view?.markers.map((m) => [m.abbr, m.name]));
  const newestWith = (abbr: string) =>
    results.find((r) => r.markerValues.some((m) => m.markerAbbr === abbr))?.id;
  const setNotes = (resultId: number, change: (notes: TableViewNote[]) => TableViewNote[]) =>
    onChange(results.map((r) => (r.id === resultId ? { ...r, notes: change(r.notes) } : r)));
  const remove = async (resultId: number, noteId: number) => {
    try {
      await bloodApi.deleteNote(noteId);
      setNotes(resultId, (notes) => notes.filter((n) => n.id !== noteId));
      toast.success({ title: 'Note deleted' });
    } catch (error) {
      toast.error({ title: 'The note could not be deleted', description: (error as Error).message });
    }
  };
  return (
    <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)' })}>
      <div className={card}>
        {results.length > 1 ? (
          <p id="results-table-hint" className={scrollHint}>
            {results.length} draws side by side, newest first: scroll the table sideways to see them all. The
            marker names stay in place.
          </p>
        ) : null}
        {/* positioned, so the screen-reader-only labels in the cells scroll with the table instead of widening the page */}
        <div
          tabIndex={0}
          role="region"
          aria-label="Results table"
          aria-describedby={results.length > 1 ? 'results-table-hint' : undefined}
          className={css({ overflowX: 'auto', position: 'relative' })}
        >
          <table className={css({ borderCollapse: 'collapse', textStyle: 'small', w: 'full' })}>
            <thead>
              <tr>
                <th scope="col" className={cx(cell, markerCell)}>
                  Marker
                </th>
                {results.map((r) => (
                  <th key={r.id} scope="col" className={cell}>
                    {formatDate(r.testedAt)}
                  </th>
                ))}
              </tr>
            </thead>
            {blocks.map((block) => (
              <tbody key={block.key} data-group={block.key}>
                {block.title ? (
                  <tr>
                    <th
                      scope="rowgroup"
                      colSpan={results.length + 1}
                      style={{ color: block.severity ? SEVERITY_COLORS[block.severity] : undefined }}
                      className={css({ px: '3', pt: '4', pb: '1', textAlign: 'left', fontWeight: '700' })}
                    >
                      {/* the group's title stays in view as the draws scroll sideways */}
                      <span className={css({ position: 'sticky', left: '3' })}>
                        {block.title} ({block.abbrs.length})
                      </span>
                    </th>
                  </tr>
                ) : null}
                {block.abbrs.map((abbr) => (
                  <tr key={abbr} data-testid="table-row" data-abbr={abbr}>
                    <th scope="row" className={cx(cell, markerCell)}>
                      <Link href={markerHref(abbr)}>{names.get(abbr) ?? abbr}</Link>
                    </th>
                    {results.map((r) => {
                      const v = r.markerValues.find((m) => m.markerAbbr === abbr);
                      const status = v ? markerStatus(v.optimizationStateValue) : undefined;
                      const newest = r.id === newestWith(abbr);
                      return (
                        <td
                          key={r.id}
                          className={cell}
                          style={{ color: v ? statusColour(v.optimizationStateValue) : undefined }}
                        >
                          {v && status ? (
                            <span title={`${status.label}: ${status.explanation}`}>
                              {fmt(v.value)} {v.unit}
                              {/* every value says its status to a screen reader; the newest draw's is the row's status */}
                              <span className={css({ srOnly: true })}>
                                ,{' '}
                                <span
                                  data-status-of={newest ? abbr : undefined}
                                  data-status={v.optimizationStateValue}
                                >
                                  {status.label}
                                </span>
                              </span>
                            </span>
                          ) : (
                            '–'
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </div>
      {results.map((r) => (
        <section
          key={r.id}
          className={card}
          aria-labelledby={`notes-${r.id}`}
          data-testid={`notes-${r.testedAt}`}
        >
          <h2 id={`notes-${r.id}`} className={css({ textStyle: 'h3', mb: '3' })}>
            Notes on {formatDate(r.testedAt)}
          </h2>
          {r.notes.length ? (
            <ul className={css({ display: 'grid', gap: '2', mb: '4' })}>
              {r.notes.map((n) => (
                <li
                  key={n.id}
                  className={css({
                    display: 'flex',
                    gap: '3',
                    justifyContent: 'space-between',
                    alignItems: 'start',
                  })}
                >
                  <div>
                    <p className={css({ fontWeight: '600' })}>{n.title}</p>
                    {n.comment ? <p className={css({ color: 'fg.muted' })}>{n.comment}</p> : null}
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void remove(r.id, n.id)}
                    aria-label={`Delete note ${n.title}`}
                  >
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={css({ color: 'fg.muted', mb: '3' })}>No notes yet.</p>
          )}
          <NoteForm
            resultId={r.id}
            label={`Add a note on ${formatDate(r.testedAt)}`}
            submit={bloodApi.addNote}
            onAdded={(note) => setNotes(r.id, (notes) => [...notes, note])}
          />
        </section>
      ))}
    </div>
  );
}
