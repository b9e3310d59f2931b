/**
 * Colours that leave the browser: the theme's tokens read them, and so do the server's PDFs and
 * the chart options stored in report_data, which Panda's CSS variables never reach.
 */
export const OPTIMAL_GREEN = '#1f9d55';

/** The colour families of a marker's status (marker-status.ts gives each optimization state one). */
export const STATUS_TONES = ['optimal', 'normal', 'nearNormal', 'borderline', 'out', 'unknown'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/**
 * Each tone in two shades of one hue: `fill` for areas (range bars, chart bands, swatches) and
 * `ink` for text, dark enough for 4.5:1 on the canvas and subtle backgrounds (WCAG AA).
 */
export const STATUS_COLOURS: Readonly<Record<StatusTone, { fill: string; ink: string }>> = {
  optimal: { fill: OPTIMAL_GREEN, ink: '#147a3f' },
  normal: { fill: '#a7d98b', ink: '#3f7a1f' },
  nearNormal: { fill: '#f2c94c', ink: '#8a6d00' },
  borderline: { fill: '#ef8a3c', ink: '#b54708' },
  out: { fill: '#d64545', ink: '#b42318' },
  unknown: { fill: '#b0b7c3', ink: '#4a5566' },
};

/** The score bands' colours (grading.ts SCORE_BANDS 0 best … 3), from the status families' fills. */
export const SCORE_BAND_COLOURS: readonly [string, string, string, string] = [
  STATUS_COLOURS.optimal.fill,
  '#7cbf5a',
  '#e0a526',
  STATUS_COLOURS.out.fill,
];
