import type { KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { BloodRange } from '../../../domain/blood-range';
import { stateOfZone, zoneIntervals, ZONES, type Severity, type Zone } from '../../../domain/zones';
import type { OptimizationState } from '../../../domain/blood-range';
import { markerStatus, severityColour, statusColour, statusLabel } from '../../../domain/marker-status';
import { Button } from '../ui/button';

/** The nine zones, lowest first, each in the fill of its state's status colour (marker-status.ts). */
export const ZONE_COLORS: Readonly<Record<Zone, string>> = Object.fromEntries(
  ZONES.map((zone) => [zone, statusColour(stateOfZone(zone), 'fill')]),
) as Record<Zone, string>;

/** Text colours of the severities (spec 000 §4), for headings over several statuses. */
export const SEVERITY_COLORS: Readonly<Record<Severity, string>> = {
  red: severityColour('red'),
  orange: severityColour('orange'),
  yellow: severityColour('yellow'),
};

/**
 * A marker's status as every screen shows it: the label in its colour, the explanation on hover
 * and for screen readers. `abbr` names the marker it belongs to, so a page can be read per marker.
 */
export function StatusLabel({ state, abbr }: { state: OptimizationState; abbr?: string | undefined }) {
  const status = markerStatus(state);
  return (
    <span
      data-status-of={abbr}
      data-status={state}
      title={status.explanation}
      style={{ color: statusColour(state) }}
      className={css({ fontWeight: '600' })}
    >
      {status.label}
    </span>
  );
}

export const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(Math.abs(n) < 10 ? 2 : 1));

/**
 * spec 000 §4: the nine value classes as a bar, the value as a marker on it. The outer zones get a
 * tenth of the inner span each so that every zone shows.
 */
export function RangeBar({
  range,
  value,
  state,
  unit,
}: {
  range: BloodRange;
  value: number | null;
  state: OptimizationState | null;
  unit: string;
}) {
  const zones = zoneIntervals(range);
  const lo = range.minBorderLine;
  const hi = range.maxBorderLine;
  const span = hi - lo || Math.abs(hi) || 1;
  const pad = span * 0.15;
  const min = Math.min(lo >= 0 ? Math.max(0, lo - pad) : lo - pad, value ?? lo);
  const max = Math.max(hi + pad, value ?? hi);
  const pct = (v: number) => ((v - min) / (max - min)) * 100;
  const label =
    value === null
      ? `No value; optimal ${fmt(range.minG)}–${fmt(range.maxG)} ${unit}`
      : `${fmt(value)} ${unit}, ${state === null ? '' : statusLabel(state)}; optimal ${fmt(range.minG)}–${fmt(range.maxG)} ${unit}`;
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="range-bar"
      className={css({ position: 'relative', pt: '3' })}
    >
      <div className={css({ display: 'flex', h: '2.5', borderRadius: 'full', overflow: 'hidden' })}>
        {zones.map((z) => {
          const from = z.from ?? min;
          const to = z.to ?? max;
          const width = Math.max(pct(to) - pct(from), 0);
          return (
            <span
              key={z.zone}
              data-zone={z.zone}
              title={`${statusLabel(z.state)}${z.from !== undefined ? ` from ${fmt(z.from)}` : ''}${z.to !== undefined ? ` to ${fmt(z.to)}` : ''}`}
              style={{ width: `${width}%`, background: ZONE_COLORS[z.zone] }}
            />
          );
        })}
      </div>
      {value !== null ? (
        <span
          aria-hidden="true"
          data-testid="range-value"
          style={{ left: `${Math.min(Math.max(pct(value), 0), 100)}%` }}
          className={css({
            position: 'absolute',
            top: '11px',
            w: '3',
            h: '3',
            ml: '-1.5',
            borderRadius: 'full',
            bg: 'fg.default',
            borderWidth: 'thick',
            borderColor: 'bg.canvas',
          })}
        />
      ) : null}
      <div
        aria-hidden="true"
        className={css({ position: 'relative', h: '5', textStyle: 'caption', color: 'fg.muted' })}
      >
        {[range.minG, range.maxG].map((edge, i) => (
          <span
            key={i}
            style={{ left: `${Math.min(Math.max(pct(edge), 4), 96)}%` }}
            className={css({
              position: 'absolute',
              top: '0',
              transform: 'translateX(-50%)',
              whiteSpace: 'nowrap',
            })}
          >
            {fmt(edge)}
          </span>
        ))}
      </div>
    </div>
  );
}

export const SORT_MODES = [
  { value: 2, label: 'A-Z' },
  { value: 1, label: 'Optimized first' },
  { value: 0, label: 'Not optimized first' },
] as const;

/** A segmented control of the three sort modes (spec 000 §4). */
export function SortModeControl({ value, onChange }: { value: number; onChange: (mode: number) => void }) {
  // WAI-ARIA radio group: one tab stop, arrow keys move the choice and the focus together
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const at = SORT_MODES.findIndex((mode) => mode.value === value);
    const next = (at + step + SORT_MODES.length) % SORT_MODES.length;
    onChange(SORT_MODES[next]!.value);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label="Sort markers"
      onKeyDown={onKeyDown}
      className={css({
        display: 'inline-flex',
        borderWidth: 'thin',
        borderColor: 'border.strong',
        borderRadius: 'lg',
        overflow: 'hidden',
      })}
    >
      {SORT_MODES.map((mode) => (
        <button
          key={mode.value}
          type="button"
          role="radio"
          aria-checked={value === mode.value}
          tabIndex={value === mode.value ? 0 : -1}
          onClick={() => onChange(mode.value)}
          className={css({
            px: '3',
            py: '1.5',
            textStyle: 'small',
            cursor: 'pointer',
            bg: value === mode.value ? 'accent.default' : 'bg.canvas',
            color: value === mode.value ? 'fg.inverse' : 'fg.default',
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.emphasis', outlineOffset: '-2px' },
          })}
        >
          {mode.label}
        </button>
      ))}
    </div>
  );
}

export { GROUP_TITLES } from '../../../domain/marker-status';

export const BLOOD_TABS = [
  { href: '/customer/bloodwork/list', label: 'List' },
  { href: '/customer/bloodwork/table', label: 'Table' },
  { href: '/customer/bloodwork/categories', label: 'Categories' },
] as const;

export function BloodTabs({ current }: { current: string }) {
  return (
    <nav
      aria-label="Blood results views"
      className={css({ display: 'flex', gap: '2', mb: '5', flexWrap: 'wrap' })}
    >
      {BLOOD_TABS.map((tab) => (
        <Button key={tab.href} asChild size="sm" variant={tab.href === current ? 'solid' : 'outline'}>
          <Link href={tab.href} aria-current={tab.href === current ? 'page' : undefined}>
            {tab.label}
          </Link>
        </Button>
      ))}
    </nav>
  );
}
