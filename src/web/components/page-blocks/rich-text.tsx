import { useMemo } from 'react';
import { css, cx } from '../../../../styled-system/css';

/**
 * The tags and attributes rich text may keep. The server sanitises rich text before it stores a
 * draft (the page-builder server slice); this client pass is a second fence with the same small
 * allow-list, so a page never draws markup the server should not have let through.
 */
export const RICH_TEXT_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
]);
const SAFE_HREF = /^(?:https?:\/\/|ftps?:\/\/|mailto:|\/(?!\/)|#)/i;

function clean(node: Node, into: Node, doc: Document) {
  node.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) return;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    // a tag outside the list is dropped but its text kept; script and style lose their text too
    if (tag === 'script' || tag === 'style' || tag === 'iframe' || tag === 'object') return;
    if (!RICH_TEXT_TAGS.has(tag)) {
      clean(element, into, doc);
      return;
    }
    const copy = doc.createElement(tag);
    if (tag === 'a') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (SAFE_HREF.test(href)) copy.setAttribute('href', href);
      if (/^(?:https?:|ftps?:)/i.test(href)) {
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    clean(element, copy, doc);
    into.appendChild(copy);
  });
}

/** Keeps only the allow-listed tags (and a safe `href` on links); everything else becomes text. */
export function sanitizeRichText(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = parsed.createElement('div');
  clean(parsed.body, out, parsed);
  return out.innerHTML;
}

const prose = css({
  '& p + p, & ul, & ol, & blockquote': { mt: '3' },
  '& ul': { listStyle: 'disc', pl: '6' },
  '& ol': { listStyle: 'decimal', pl: '6' },
  '& a': { color: 'accent.fg', textDecoration: 'underline' },
  '& strong, & b': { fontWeight: '700' },
  '& h2, & h3, & h4': { fontWeight: '700', mt: '4', mb: '2' },
  '& blockquote': { borderLeftWidth: '4px', borderColor: 'border.default', pl: '4', color: 'fg.muted' },
  overflowWrap: 'anywhere',
});

/** The only place the product draws stored HTML (a paragraph, an accordion answer, a section's text). */
export function RichText({ html, className }: { html: string; className?: string | undefined }) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return <div className={cx(prose, className)} dangerouslySetInnerHTML={{ __html: safe }} />;
}
