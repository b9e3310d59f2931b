import { isExternalLink, isProductPath } from '../../contract/page-builder';

/**
 * The one rich-text sanitiser (issue 20): the page builder's rich-text fields pass through it before
 * they are stored. It never edits the input in place: it rebuilds the HTML from an allow-list, so
 * whatever it does not recognise leaves only its text, escaped. No parser package is installed
 * (sanitize-html, DOMPurify, parse5 are not dependencies), and a rebuild from tokens needs none.
 *
 * Kept: p, h2–h4, strong, em (b and i become them), a[href] (a path of this site or an http(s),
 * ftp(s), mailto link — the contract's rule; external ones get rel and target), ul, ol, li, br,
 * blockquote. Every other attribute is dropped. script, style and the like go with their content.
 */

const KEPT = new Set(['p', 'h2', 'h3', 'h4', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br', 'blockquote']);
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };
const VOID = new Set(['br']);
/** Dropped with everything inside them: their content is code or another document, never text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'plaintext',
]);

// A tag: `<name attrs>` or `</name>`; attribute values quoted or bare. Anything else starting with
// `<` is text and is escaped.
const TAG =
  /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)[\s/]*>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});/;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** An attribute value as the browser reads it (entities decoded), for the link check. */
function decodeEntities(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);?/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text between tags: an `&` that does not start an entity becomes `&amp;`; `<` and `>` are escaped. */
function cleanText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '&') {
      const entity = ENTITY.exec(text.slice(i));
      out += entity ? '&' : '&amp;';
    } else out += ch;
  }
  return escapeText(out);
}

/** The link of an `a`, or undefined when it breaks the rule (javascript:, data:, //host, …). */
function safeHref(raw: string): string | undefined {
  // browsers ignore whitespace and control characters inside a scheme: read it as they do
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!href) return undefined;
  if (isExternalLink(href) || isProductPath(href)) return href;
  return undefined;
}

function attributesOf(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

export function sanitiseRichText(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += cleanText(html.slice(i));
      break;
    }
    out += cleanText(html.slice(i, lt));
    i = lt;
    const rest = html.slice(i);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      // doctype, CDATA, processing instructions: never content
      const end = html.indexOf('>', i);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const tag = TAG.exec(rest);
    if (!tag) {
      out += '&lt;';
      i += 1;
      continue;
    }
    i += tag[0].length;
    const closing = tag[1] === '/';
    const raw = tag[2]!.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(raw)) {
      if (!closing) {
        const close = new RegExp(`</${raw}\\s*>`, 'i').exec(html.slice(i));
        i = close ? i + close.index + close[0].length : html.length;
      }
      continue;
    }
    const name = RENAMED[raw] ?? raw;
    if (!KEPT.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      // close what was left open inside it, so the output stays well-formed
      while (open.length > at) out += `</${open.pop()!}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attributesOf(tag[3] ?? '').get('href') ?? '');
      if (!href) continue; // the link goes, its text stays
      out += isExternalLink(href)
        ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer" target="_blank">`
        : `<a href="${escapeAttribute(href)}">`;
    } else out += `<${name}>`;
    open.push(name);
  }
  while (open.length) out += `</${open.pop()!}>`;
  return out;
}
