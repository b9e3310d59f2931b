import { css } from '../../../styled-system/css';

/** The Healthspan mark and word; the caller supplies the link around it. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span
      className={
        inverse
          ? css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg.inverse' })
          : css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'fg.default' })
      }
    >
      <svg viewBox="0 0 32 32" width="1.75em" height="1.75em" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" className={css({ fill: 'accent.default' })} />
        <path
          d="M6.5 17h5l2.5-6 4 11 2.5-5h5"
          fill="none"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={css({ stroke: 'white' })}
        />
      </svg>
      <span className={css({ fontWeight: '700', fontSize: 'xl', letterSpacing: 'tight' })}>Healthspan</span>
    </span>
  );
}
