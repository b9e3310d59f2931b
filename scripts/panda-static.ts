/**
 * Issue 22: Panda's style functions run at build time where they can, so the browser does not load
 * Panda's runtime (its utility table, condition sorting, `createCss` and the recipe runtime: 5 kB
 * gzip of every page's boot chunk) to compute class names the build already knows.
 *
 * - `css({ … })` whose arguments are plain literals (strings, numbers, booleans, nested objects and
 *   arrays of them) becomes the class string Panda's own `css` returns for them; with up to three
 *   plain conditions among them (`display: open ? 'flex' : 'none'`), a conditional choosing between
 *   the strings of each case. Any other call (a spread, a variable, a call) is left to the runtime.
 * - A config recipe without slots or compound variants (`styled-system/recipes/button.mjs`) becomes
 *   a table of the class strings Panda's own recipe returns for every combination of its variants;
 *   a value outside the table (a responsive object) throws, naming the recipe.
 * - An import from Panda's `styled-system/css` index (which re-exports all of Panda's runtime) is
 *   taken from the module defining it, and `css` dropped where no call to it is left, so a module
 *   whose calls were all computed no longer pulls the runtime in.
 * The stylesheet is unchanged: Panda's extractor still reads the source, where the calls are.
 * Vitest, the dev server and the server renderer (`vite build --ssr`) run the source as it is, with
 * Panda's runtime, which gives the same strings (tests/web/panda-static.test.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import MagicString, { type SourceMap } from 'magic-string';
import { parseSync, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Static = string | number | boolean | null | Static[] | { [key: string]: Static };

const NOT_STATIC = Symbol('not static');
const CSS_MODULE = /(?:^|\/)styled-system\/css(?:\/index\.mjs|\/css\.mjs)?$/;
const RECIPE_MODULE = /[\\/]styled-system[\\/]recipes[\\/]([\w-]+)\.mjs$/;

/** `node`, or the branch chosen for it when it is a condition (and so on, for a condition in a branch). */
function resolve(node: Node, chosen: ReadonlyMap<Node, Node>): Node {
  let at = node;
  while (chosen.has(at)) at = chosen.get(at)!;
  return at;
}

/** The value of a literal expression, or NOT_STATIC when it depends on anything at run time. */
function staticValue(node: Node, chosen: ReadonlyMap<Node, Node>): Static | typeof NOT_STATIC {
  const value = (n: Node) => staticValue(resolve(n, chosen), chosen);
  switch (node.type) {
    case 'Literal': {
      const literal = node.value;
      return typeof literal === 'string' ||
        typeof literal === 'number' ||
        typeof literal === 'boolean' ||
        literal === null
        ? literal
        : NOT_STATIC;
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      return (node.expressions as Node[]).length === 0 && quasis[0]?.value.cooked != null
        ? quasis[0].value.cooked
        : NOT_STATIC;
    }
    case 'UnaryExpression': {
      const argument = node.argument as Node;
      return node.operator === '-' && argument.type === 'Literal' && typeof argument.value === 'number'
        ? -argument.value
        : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const items: Static[] = [];
      for (const element of node.elements as (Node | null)[]) {
        const item = element ? value(element) : NOT_STATIC;
        if (item === NOT_STATIC) return NOT_STATIC;
        items.push(item);
      }
      return items;
    }
    case 'ObjectExpression': {
      const object: Record<string, Static> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand)
          return NOT_STATIC;
        const keyNode = property.key as Node;
        const key =
          !property.computed && keyNode.type === 'Identifier' ? (keyNode.name as string) : value(keyNode);
        if (typeof key !== 'string' && typeof key !== 'number') return NOT_STATIC;
        const item = value(property.value as Node);
        if (item === NOT_STATIC) return NOT_STATIC;
        object[String(key)] = item;
      }
      return object;
    }
    default:
      return NOT_STATIC;
  }
}

/** A condition that reads values and calls nothing, so writing it more than once changes nothing. */
function isPlainCondition(node: Node): boolean {
  switch (node.type) {
    case 'Identifier':
    case 'Literal':
      return true;
    case 'MemberExpression':
      return !node.computed && !node.optional && isPlainCondition(node.object as Node);
    case 'UnaryExpression':
      return node.operator === '!' && isPlainCondition(node.argument as Node);
    case 'BinaryExpression':
    case 'LogicalExpression':
      return isPlainCondition(node.left as Node) && isPlainCondition(node.right as Node);
    default:
      return false;
  }
}

/** The first `a ? b : c` among the arguments (through the branches already chosen). */
function firstConditional(nodes: Node[], chosen: ReadonlyMap<Node, Node>): Node | undefined {
  for (const start of nodes) {
    let found: Node | undefined;
    walk(
      start,
      (n) => {
        if (!found && n.type === 'ConditionalExpression' && !chosen.has(n)) found = n;
      },
      chosen,
    );
    if (found) return found;
  }
  return undefined;
}

const MAX_CONDITIONS = 3;

/**
 * The class string of `css(...args)` as an expression: a string literal, or for arguments with up to
 * three plain conditions (`open ? 'flex' : 'none'`) a conditional choosing between the strings.
 */
function inlineCall(
  args: Node[],
  code: string,
  css: Css,
  chosen = new Map<Node, Node>(),
): string | undefined {
  const conditional = firstConditional(args, chosen);
  if (!conditional) {
    const values = args.map((a) => staticValue(resolve(a, chosen), chosen));
    return values.some((v) => v === NOT_STATIC) ? undefined : JSON.stringify(css(...(values as Static[])));
  }
  const test = conditional.test as Node;
  if (chosen.size >= MAX_CONDITIONS || !isPlainCondition(test)) return undefined;
  const branch = (key: 'consequent' | 'alternate') =>
    inlineCall(args, code, css, new Map([...chosen, [conditional, conditional[key] as Node]]));
  const [yes, no] = [branch('consequent'), branch('alternate')];
  if (yes === undefined || no === undefined) return undefined;
  return yes === no ? yes : `(${code.slice(test.start, test.end)} ? ${yes} : ${no})`;
}

function walk(node: unknown, visit: (node: Node) => void, chosen: ReadonlyMap<Node, Node> = new Map()) {
  if (Array.isArray(node)) node.forEach((child) => walk(child, visit, chosen));
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    const at = resolve(node as Node, chosen);
    if (at !== node) return walk(at, visit, chosen);
    visit(node as Node);
    for (const [key, child] of Object.entries(node)) if (key !== 'type') walk(child, visit, chosen);
  }
}

export type Css = (...styles: Static[]) => string;

/** The module of Panda's `styled-system/css` that defines each of its exports. */
const CSS_EXPORTS: Record<string, string> = {
  css: 'css',
  mergeCss: 'css',
  assignCss: 'css',
  cx: 'cx',
  cva: 'cva',
  getCompoundVariantCss: 'cva',
  assertCompoundVariant: 'cva',
  sva: 'sva',
};

/** The names a module binds other than by an import: variables, functions, classes, parameters. */
function declared(program: Node): Set<string> {
  const names = new Set<string>();
  const bind = (pattern: unknown) =>
    walk(pattern, (n) => {
      if (n.type === 'Identifier') names.add(n.name as string);
    });
  walk(program, (node) => {
    if (node.type === 'VariableDeclarator') bind(node.id);
    else if (node.type === 'CatchClause') bind(node.param);
    else if (/^(?:Function|Class)(?:Declaration|Expression)$|^ArrowFunctionExpression$/.test(node.type)) {
      bind(node.id);
      bind(node.params);
    }
  });
  return names;
}

/** How often the module refers to `name` (not counting property names, object keys and imports). */
function references(program: Node, name: string): number {
  let count = 0;
  const skip = new Set<Node>();
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration') walk(node, (n) => skip.add(n));
    else if (node.type === 'MemberExpression' && !node.computed) skip.add(node.property as Node);
    else if (node.type === 'Property' && !node.computed && !node.shorthand) skip.add(node.key as Node);
    else if (node.type === 'Identifier' && node.name === name && !skip.has(node)) count++;
  });
  return count;
}

/**
 * `code` with each static `css(…)` call (of `css` imported from Panda) replaced by its class string,
 * and each import from Panda's `styled-system/css` index taken from the module that defines it (the
 * index re-exports all of Panda's runtime), `css` dropped when no call is left to it.
 */
export function inlineCss(code: string, css: Css): { code: string; map: SourceMap } | undefined {
  const program = parseSync('module.js', code).program as unknown as Node;
  const imports = (program.body as Node[]).filter(
    (s) => s.type === 'ImportDeclaration' && CSS_MODULE.test((s.source as Node).value as string),
  );
  const locals = new Map<string, number>();
  for (const statement of imports)
    for (const specifier of statement.specifiers as Node[])
      if (specifier.type === 'ImportSpecifier' && (specifier.imported as Node).name === 'css')
        locals.set((specifier.local as Node).name as string, 0);
  if (!imports.length) return undefined;
  // a name bound again inside the module may not be Panda's `css` where it is called: left alone
  for (const name of declared(program)) locals.delete(name);
  const out = new MagicString(code);
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node;
    const name = callee.name as string;
    if (callee.type !== 'Identifier' || !locals.has(name)) return;
    const inlined = inlineCall(node.arguments as Node[], code, css);
    if (inlined === undefined) return;
    out.overwrite(node.start, node.end, inlined);
    locals.set(name, locals.get(name)! + 1);
  });
  for (const statement of imports) {
    const source = ((statement.source as Node).value as string).replace(/\/(?:index|css)\.mjs$/, '');
    const kept = (statement.specifiers as Node[]).flatMap((specifier) => {
      const local = (specifier.local as Node).name as string;
      const imported =
        specifier.type === 'ImportSpecifier' ? ((specifier.imported as Node).name as string) : '';
      const file = CSS_EXPORTS[imported];
      if (!file)
        return [`import ${code.slice(specifier.start, specifier.end)} from ${JSON.stringify(source)};`];
      if (imported === 'css' && references(program, local) === locals.get(local)) return [];
      return [`import { ${imported} as ${local} } from ${JSON.stringify(`${source}/${file}.mjs`)};`];
    });
    out.overwrite(statement.start, statement.end, kept.join(' '));
  }
  return { code: out.toString(), map: out.generateMap({ hires: true }) };
}

type Recipe = ((props?: Record<string, unknown>) => string) & {
  __recipe__?: boolean;
  __name__: string;
  variantKeys: string[];
  variantMap: Record<string, string[]>;
  getVariantProps: (props?: Record<string, unknown>) => Record<string, unknown>;
  __getCompoundVariantCss__: (props: Record<string, unknown>) => Record<string, unknown>;
};

/** Every combination of a recipe's variant values, in `variantKeys` order. */
function combinations(recipe: Recipe): string[][] {
  return recipe.variantKeys.reduce<string[][]>(
    (rows, key) => rows.flatMap((row) => recipe.variantMap[key]!.map((value) => [...row, value])),
    [[]],
  );
}

/** A module exporting `name` as a table-driven recipe, or undefined when the recipe needs the runtime. */
export function tableRecipe(exportName: string, recipe: Recipe): string | undefined {
  if (!recipe.__recipe__ || typeof recipe.getVariantProps !== 'function') return undefined; // a slot recipe
  const rows = combinations(recipe);
  const props = (row: string[]) => Object.fromEntries(recipe.variantKeys.map((k, i) => [k, row[i]]));
  if (rows.some((row) => Object.keys(recipe.__getCompoundVariantCss__(props(row))).length)) return undefined;
  const defaults = recipe.getVariantProps({});
  const table = Object.fromEntries(rows.map((row) => [row.join('|'), recipe(props(row))]));
  const keys = recipe.variantKeys;
  return `const keys = ${JSON.stringify(keys)};
const defaults = ${JSON.stringify(Object.fromEntries(keys.map((k) => [k, defaults[k]])))};
const table = ${JSON.stringify(table)};
const getVariantProps = (props = {}) =>
  Object.fromEntries(keys.map((k) => [k, props[k] === undefined ? defaults[k] : props[k]]));
function recipe(props) {
  const classes = table[Object.values(getVariantProps(props)).join('|')];
  if (classes === undefined) throw new Error(${JSON.stringify(`The ${recipe.__name__} recipe has no classes for `)} + JSON.stringify(props));
  return classes;
}
export const ${exportName} = Object.assign(recipe, {
  __recipe__: true,
  __name__: ${JSON.stringify(recipe.__name__)},
  raw: (props) => props,
  variantKeys: keys,
  variantMap: ${JSON.stringify(recipe.variantMap)},
  getVariantProps,
  splitVariantProps(props) {
    const variants = {};
    const rest = {};
    for (const [k, v] of Object.entries(props)) (keys.includes(k) ? variants : rest)[k] = v;
    return [variants, rest];
  },
});
`;
}

export function pandaStatic(root = process.cwd()): Plugin {
  const load = (file: string) => import(pathToFileURL(path.resolve(root, file)).href);
  let css: Css | undefined;
  return {
    name: 'healthspan-panda-static',
    apply: 'build',
    // after the TypeScript and JSX transforms: the code is plain JavaScript
    enforce: 'post',
    async load(id) {
      const name = RECIPE_MODULE.exec(id)?.[1];
      if (!name || name === 'create-recipe' || name === 'index') return null;
      const exports = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
      const entries = Object.entries(exports).filter(([, v]) => typeof v === 'function');
      if (entries.length !== 1) return null;
      const [exportName, recipe] = entries[0]!;
      const code = tableRecipe(exportName, recipe as Recipe);
      return code ?? null;
    },
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0]!) || !code.includes('styled-system')) return null;
      css ??= ((await load('styled-system/css/index.mjs')) as { css: Css }).css;
      return inlineCss(code, css) ?? null;
    },
  };
}
