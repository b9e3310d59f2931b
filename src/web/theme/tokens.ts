import { defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev';
import { OPTIMAL_GREEN } from '../../domain/palette';

export const tokens = defineTokens({
  colors: {
    ink: {
      50: { value: '#f6f7f9' },
      100: { value: '#eceef2' },
      200: { value: '#d5d9e0' },
      300: { value: '#b0b7c3' },
      500: { value: '#5f6b7c' },
      600: { value: '#4a5566' },
      700: { value: '#364152' },
      900: { value: '#121926' },
    },
    teal: {
      50: { value: '#ecfdf9' },
      100: { value: '#d1faf0' },
      500: { value: '#0f9f8a' },
      600: { value: '#0b7f6f' },
      700: { value: '#0a6559' },
    },
    coral: { 50: { value: '#fff1ef' }, 600: { value: '#c2412d' }, 700: { value: '#9f3322' } },
    amber: { 50: { value: '#fff8e6' }, 600: { value: '#b45309' }, 700: { value: '#92400e' } },
    zone: {
      optimal: { value: OPTIMAL_GREEN },
      normal: { value: '#7cc36b' },
      nearNormal: { value: '#f2c94c' },
      borderline: { value: '#f2994a' },
      out: { value: '#d64545' },
    },
    white: { value: '#ffffff' },
    black: { value: '#000000' },
  },
  fonts: {
    body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  },
  radii: {
    sm: { value: '4px' },
    md: { value: '8px' },
    lg: { value: '12px' },
    xl: { value: '20px' },
    full: { value: '9999px' },
  },
  sizes: {
    popup: {
      sm: { value: '400px' },
      md: { value: '450px' },
      lg: { value: '800px' },
    },
    page: { value: '1160px' },
    sheet: { value: '360px' },
    prose: { value: '720px' },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(18,25,38,0.06), 0 1px 3px rgba(18,25,38,0.1)' },
    popup: { value: '0 20px 40px rgba(18,25,38,0.2)' },
  },
  borderWidths: { thin: { value: '1px' }, thick: { value: '2px' } },
  durations: { fast: { value: '120ms' }, normal: { value: '200ms' } },
  zIndex: { header: { value: 50 }, overlay: { value: 100 }, toast: { value: 200 } },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.white}' },
      subtle: { value: '{colors.ink.50}' },
      muted: { value: '{colors.ink.100}' },
      inverse: { value: '{colors.ink.900}' },
      overlay: { value: 'rgba(18,25,38,0.55)' },
    },
    fg: {
      default: { value: '{colors.ink.900}' },
      muted: { value: '{colors.ink.600}' },
      subtle: { value: '{colors.ink.500}' },
      inverse: { value: '{colors.white}' },
    },
    border: { default: { value: '{colors.ink.200}' }, strong: { value: '{colors.ink.300}' } },
    accent: {
      default: { value: '{colors.teal.600}' },
      emphasis: { value: '{colors.teal.700}' },
      fg: { value: '{colors.teal.700}' },
      subtle: { value: '{colors.teal.50}' },
    },
    danger: { fg: { value: '{colors.coral.700}' }, subtle: { value: '{colors.coral.50}' } },
    warning: { fg: { value: '{colors.amber.700}' }, subtle: { value: '{colors.amber.50}' } },
  },
});

export const textStyles = defineTextStyles({
  display: { value: { fontSize: '2.5rem', lineHeight: '1.15', fontWeight: '700', letterSpacing: '-0.02em' } },
  h1: { value: { fontSize: '2rem', lineHeight: '1.2', fontWeight: '700', letterSpacing: '-0.01em' } },
  h2: { value: { fontSize: '1.5rem', lineHeight: '1.3', fontWeight: '650' } },
  h3: { value: { fontSize: '1.125rem', lineHeight: '1.4', fontWeight: '600' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.6' } },
  small: { value: { fontSize: '0.875rem', lineHeight: '1.5' } },
  caption: { value: { fontSize: '0.75rem', lineHeight: '1.4' } },
});
