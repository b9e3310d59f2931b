/**
 * Rounds half away from zero at `decimals` places. Values are first cut to 12 significant digits so
 * binary noise (72.49999999999999 for 72.5) does not flip the rounding.
 */
export function roundTo(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(12));
  const rounded = (Math.sign(scaled) * Math.round(Math.abs(scaled))) / factor;
  return rounded === 0 ? 0 : rounded; // no -0 in reports
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function clamp01(value: number): number {
  return clamp(value, 0, 1);
}

/** `6.5`, `7`, `8,250`: at most `decimals` places, none when whole, thousands separated. */
export function formatAmount(value: number, decimals = 1): string {
  const rounded = roundTo(value, decimals);
  const [whole, fraction] = Math.abs(rounded).toFixed(decimals).split('.') as [string, string?];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction?.replace(/0+$/, '');
  return `${rounded < 0 ? '-' : ''}${grouped}${trimmed ? `.${trimmed}` : ''}`;
}

/** `1 drink`, `0 drinks`, `1.5 drinks`, with the amount formatted by `formatAmount`. */
export function countOf(value: number, one: string, many: string, decimals = 1): string {
  const text = formatAmount(value, decimals);
  return `${text} ${text === '1' ? one : many}`;
}
