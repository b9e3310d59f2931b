/**
 * Issue 22: the build computes Panda's class strings (scripts/panda-static.ts); each must be the
 * string Panda's runtime gives for the same call, which Vitest, the dev server and the server
 * renderer still use.
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineCss, tableRecipe, type Css } from '../../scripts/panda-static';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { dialog } from '../../styled-system/recipes/dialog';

const pandaCss = css as unknown as Css;
const inline = (code: string) => inlineCss(code, pandaCss)?.code;
const IMPORT = `import { css } from '../../styled-system/css';\n`;

/** The value of `expression` (the inlined call) with `scope`'s names bound. */
function evaluate(expression: string, scope: Record<string, unknown>): unknown {
  return vm.runInNewContext(expression, { ...scope });
}

/** The expression `const x = …;` was given. */
const assigned = (code: string | undefined) => /const x = (.*);$/s.exec(code ?? '')?.[1];

describe('css() computed at build time', () => {
  it('a call with literal arguments becomes the class string css gives, and its import goes', () => {
    const styles = [
      {
        display: 'flex',
        gap: '2',
        mt: -1,
        gridTemplateColumns: ['1fr', '1fr 1fr'],
        md: { gap: '4', flexDirection: 'row' },
        _hover: { color: 'accent.fg' },
        '& > a': { textDecoration: 'underline' },
        lineHeight: 1.5,
        truncate: true,
      },
      { mt: '2' },
    ];
    const source = `${IMPORT}const x = css({
      display: 'flex', gap: "2", mt: -1, gridTemplateColumns: ['1fr', \`1fr 1fr\`],
      md: { gap: '4', ['flexDirection']: 'row' }, _hover: { color: 'accent.fg' },
      '& > a': { textDecoration: 'underline' }, lineHeight: 1.5, truncate: true,
    }, { mt: '2' });`;
    const out = inline(source);
    expect(out).not.toContain('styled-system');
    expect(evaluate(assigned(out)!, {})).toBe(css(...styles));
    expect(assigned(out)).toBe(JSON.stringify(css(...styles)));
  });

  it('plain conditions become a conditional between the strings of each case', () => {
    const source = `${IMPORT}const x = css({
      display: { base: open ? 'flex' : 'none', lg: 'block' },
      color: item.level === 'error' ? 'danger.fg' : item.level === 'warn' ? 'warning.fg' : 'fg.default',
    });`;
    const out = assigned(inline(source))!;
    expect(out).not.toContain('css(');
    for (const open of [true, false])
      for (const level of ['error', 'warn', 'info']) {
        const expected = css({
          display: { base: open ? 'flex' : 'none', lg: 'block' },
          color: level === 'error' ? 'danger.fg' : level === 'warn' ? 'warning.fg' : 'fg.default',
        });
        expect(evaluate(out, { open, item: { level } })).toBe(expected);
      }
  });

  it('two cases with the same classes need no condition', () => {
    expect(assigned(inline(`${IMPORT}const x = css({ p: wide ? '2' : '2' });`))).toBe(
      JSON.stringify(css({ p: '2' })),
    );
  });

  it.each([
    ['a spread', `css({ ...row, mt: '2' })`],
    ['a variable', `css(itemStyle, { gap: '2' })`],
    ['a value read at run time', `css({ w: width })`],
    ['a condition that calls a function', `css({ display: isOpen() ? 'flex' : 'none' })`],
    ['a condition on a computed member', `css({ display: open[key] ? 'flex' : 'none' })`],
    ['four conditions', `css({ p: a ? '1' : '2', m: b ? '1' : '2', gap: c ? '1' : '2', w: d ? '1' : '2' })`],
    ['a template with a value', 'css({ w: `${n}px` })'],
  ])('a call with %s is left to the runtime, which stays imported', (_, call) => {
    const out = inline(`${IMPORT}const x = ${call};`);
    expect(assigned(out)).toBe(call);
    expect(out).toContain(`import { css as css } from "../../styled-system/css/css.mjs";`);
  });

  it('imports from the index come from the modules that define them', () => {
    const out = inline(
      `import { css as style, cx, cva } from '../../styled-system/css';\nconst x = cx(style({ p: '2' }), cva({ base: {} })());`,
    );
    expect(out).toContain(`import { cx as cx } from "../../styled-system/css/cx.mjs";`);
    expect(out).toContain(`import { cva as cva } from "../../styled-system/css/cva.mjs";`);
    expect(out).not.toContain('css.mjs');
    expect(assigned(out)).toBe(`cx(${JSON.stringify(css({ p: '2' }))}, cva({ base: {} })())`);
  });

  it('css stays imported while anything but an inlined call uses it', () => {
    const out = inline(`${IMPORT}const x = [css({ p: '2' }), css.raw({ p: '3' })];`);
    expect(out).toContain(`import { css as css } from "../../styled-system/css/css.mjs";`);
    expect(assigned(out)).toBe(`[${JSON.stringify(css({ p: '2' }))}, css.raw({ p: '3' })]`);
  });

  it('a property or a key named css is not a use of it', () => {
    const out = inline(`${IMPORT}const x = [css({ p: '2' }), theme.css, { css: 1 }];`);
    expect(out).not.toContain('styled-system');
  });

  it.each([
    ['a parameter', `function f(css) { return css({ p: '2' }); }`],
    ['a variable in a block', `{ const css = (s) => 'mine'; use(css({ p: '2' })); }`],
    ['a destructured name', `const { css } = theme; use(css({ p: '2' }));`],
  ])('css bound again as %s is left alone', (_, body) => {
    const out = inline(`${IMPORT}${body}`);
    expect(out).toContain(`css({ p: '2' })`);
  });

  it('a module without an import from Panda is left alone', () => {
    expect(inline(`import { css } from '@emotion/css';\nconst x = css({ p: '2' });`)).toBeUndefined();
  });
});

describe('a config recipe as a table', () => {
  /** The recipe the module exports. */
  function load(code: string): typeof button {
    const scope: { button?: typeof button } = {};
    vm.runInNewContext(code.replace('export const button', 'var button'), scope);
    return scope.button!;
  }

  it('gives the classes Panda gives for every variant, with the defaults for the ones left out', () => {
    const table = load(tableRecipe('button', button as never)!);
    for (const variant of button.variantMap.variant)
      for (const size of button.variantMap.size)
        expect(table({ variant, size })).toBe(button({ variant, size }));
    for (const props of [
      {},
      undefined,
      { size: 'sm' as const },
      { variant: 'ghost' as const, size: undefined },
    ])
      expect(table(props)).toBe(button(props));
    expect(table.splitVariantProps({ size: 'sm', type: 'submit' } as never)).toEqual(
      button.splitVariantProps({ size: 'sm', type: 'submit' } as never),
    );
    expect(table.variantKeys).toEqual(button.variantKeys);
  });

  it('a value outside the table throws, naming the recipe', () => {
    const table = load(tableRecipe('button', button as never)!);
    expect(() => table({ size: { base: 'sm', md: 'lg' } })).toThrow('The button recipe has no classes for');
  });

  it('a slot recipe, or one with compound variants, keeps the runtime', () => {
    expect(tableRecipe('dialog', dialog as never)).toBeUndefined();
    const compound = Object.assign(() => '', {
      ...button,
      __recipe__: true,
      getVariantProps: button.getVariantProps,
      __getCompoundVariantCss__: () => ({ color: 'red' }),
    });
    expect(tableRecipe('button', compound as never)).toBeUndefined();
  });
});
