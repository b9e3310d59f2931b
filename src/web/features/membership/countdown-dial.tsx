import { css, cva } from '../../../../styled-system/css';
import type { CountdownLevel } from '../../../domain/membership-banner';

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const arc = cva({
  base: { fill: 'none', strokeWidth: '5', strokeLinecap: 'round', transition: 'stroke-dashoffset' },
  variants: {
    level: {
      normal: { stroke: 'accent.default' },
      warning: { stroke: 'amber.600' },
      critical: { stroke: 'coral.600' },
    },
  },
});

/**
 * spec 001 §4, §9: the countdown dial — a full circle is 30 days, so the arc shows the share of
 * those days left. `dial` is that share (0…1) from the membership machine.
 */
export function CountdownDial({
  daysLeft,
  dial,
  level,
}: {
  daysLeft: number;
  dial: number;
  level: CountdownLevel;
}) {
  return (
    <span
      className={css({ position: 'relative', display: 'inline-flex', flexShrink: 0, w: '14', h: '14' })}
      data-testid="countdown-dial"
      data-dial={dial.toFixed(3)}
    >
      <svg
        viewBox="0 0 48 48"
        aria-hidden="true"
        className={css({ w: 'full', h: 'full', transform: 'rotate(-90deg)' })}
      >
        <circle
          cx="24"
          cy="24"
          r={RADIUS}
          className={css({ fill: 'none', stroke: 'border.default', strokeWidth: '5' })}
        />
        <circle
          cx="24"
          cy="24"
          r={RADIUS}
          className={arc({ level })}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - dial)}
        />
      </svg>
      <span
        aria-hidden="true"
        className={css({
          position: 'absolute',
          inset: '0',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: '700',
          textStyle: 'h3',
        })}
      >
        {daysLeft}
      </span>
    </span>
  );
}
