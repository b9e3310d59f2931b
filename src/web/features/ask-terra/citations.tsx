import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { Citation } from '../../../contract/chat';
import { formatDate } from '../../../domain/dates';
import { fmt } from '../../components/charts/blood-ui';

/** "142 mg/dL · Oct 02, 2026 · High": what a marker citation adds to its label. */
export function citationDetails(citation: Citation): string {
  const value =
    citation.value === null ? undefined : `${fmt(citation.value)}${citation.unit ? ` ${citation.unit}` : ''}`;
  let date: string | undefined;
  try {
    date = citation.date ? formatDate(citation.date) : undefined;
  } catch {
    date = citation.date ?? undefined;
  }
  return [value, date, citation.stateLabel].filter(Boolean).join(' · ');
}

/** The records a reply used, under the reply; marker records link to their marker page. */
export function Citations({ citations, labelledBy }: { citations: readonly Citation[]; labelledBy: string }) {
  if (citations.length === 0) return null;
  return (
    <div className={css({ mt: '3', borderTopWidth: 'thin', borderColor: 'border.default', pt: '2' })}>
      <p id={labelledBy} className={css({ textStyle: 'caption', color: 'fg.muted', fontWeight: '600' })}>
        From your records
      </p>
      <ul aria-labelledby={labelledBy} className={css({ display: 'grid', gap: '1', mt: '1' })}>
        {citations.map((citation, i) => {
          const details = citationDetails(citation);
          const label = (
            <>
              <span className={css({ fontWeight: '600' })}>{citation.label}</span>
              {details ? <span className={css({ color: 'fg.muted' })}>: {details}</span> : null}
            </>
          );
          return (
            <li key={`${citation.kind}-${citation.label}-${i}`} className={css({ textStyle: 'small' })}>
              {citation.href ? (
                <Link
                  href={citation.href}
                  className={css({ color: 'accent.fg', textDecoration: 'underline' })}
                >
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
