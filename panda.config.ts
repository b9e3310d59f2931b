import { defineConfig } from '@pandacss/dev';
import { recipes, slotRecipes } from './src/web/theme/recipes';
import { semanticTokens, textStyles, tokens } from './src/web/theme/tokens';

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/web/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  strictTokens: false,
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      recipes,
      slotRecipes,
      breakpoints: {
        // spec 000 §9: 630 generic, 768 sections, 798 footer and banners, 1100 header
        sm: '630px',
        md: '768px',
        banner: '798px',
        lg: '1100px',
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body' },
    a: { color: 'accent.fg' },
  },
});
