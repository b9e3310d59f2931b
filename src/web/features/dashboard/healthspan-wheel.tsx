import { css } from '../../../../styled-system/css';
import type { CategoryWithScore, Overall } from '../../../contract/blood';
import { SCORE_BAND_COLOURS, STATUS_COLOURS } from '../../../domain/palette';

/** The healthspan wheel: one segment per category, its length by score (an accessible SVG). */
export function HealthspanWheel({
  categories,
  overall,
}: {
  categories: CategoryWithScore[];
  overall: Overall | null;
}) {
  const n = categories.length || 1;
  const c = 110;
  const inner = 38;
  const outer = 100;
  const arc = (i: number, r: number) => {
    const gap = 0.02;
    const a0 = (i / n) * 2 * Math.PI + gap - Math.PI / 2;
    const a1 = ((i + 1) / n) * 2 * Math.PI - gap - Math.PI / 2;
    const p = (a: number, rr: number) => `${c + rr * Math.cos(a)} ${c + rr * Math.sin(a)}`;
    return `M ${p(a0, inner)} L ${p(a0, r)} A ${r} ${r} 0 0 1 ${p(a1, r)} L ${p(a1, inner)} A ${inner} ${inner} 0 0 0 ${p(a0, inner)} Z`;
  };
  return (
    <figure
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        gap: '5',
        alignItems: 'center',
      })}
    >
      <svg viewBox="0 0 220 220" width="220" height="220" role="img" aria-labelledby="wheel-title">
        <title id="wheel-title">
          Healthspan wheel: {categories.map((cat) => `${cat.name} ${cat.score ?? 'not tested'}`).join(', ')}
        </title>
        {categories.map((cat, i) => (
          <g key={cat.abbr}>
            <path d={arc(i, outer)} fill="#eef1f5" />
            {cat.score !== null ? (
              <path
                d={arc(i, inner + ((outer - inner) * Math.max(cat.score, 4)) / 100)}
                fill={SCORE_BAND_COLOURS[cat.scoreBand ?? 3]}
              />
            ) : null}
          </g>
        ))}
        <text x={c} y={c + 2} textAnchor="middle" fontSize="26" fontWeight="700" fill="#121926">
          {overall?.score ?? '–'}
        </text>
        <text x={c} y={c + 20} textAnchor="middle" fontSize="11" fill="#4b5565">
          {overall?.gradeLabel ?? 'No score'}
        </text>
      </svg>
      <figcaption>
        <ul className={css({ display: 'grid', gap: '1', textStyle: 'small' })}>
          {categories.map((cat) => (
            <li key={cat.abbr} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <span
                aria-hidden="true"
                style={{
                  background:
                    cat.score === null ? STATUS_COLOURS.unknown.fill : SCORE_BAND_COLOURS[cat.scoreBand ?? 3],
                }}
                className={css({ w: '2.5', h: '2.5', borderRadius: 'full', flexShrink: 0 })}
              />
              <span className={css({ flex: '1' })}>{cat.name}</span>
              <span className={css({ fontWeight: '600' })}>{cat.score ?? '–'}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
