import { createHash } from 'node:crypto';

/**
 * Issue 22, session 25: on a page the server drew, the app's entry is fetched only once the page
 * has painted its largest image (the hero's, decoded) and a frame has passed — so neither the
 * entry nor its preloads share the network with the first paint or the hero image (Lighthouse's
 * simulation counts every request that ends before the largest paint in that paint's graph). Capped
 * at 3 s so a hero that never loads cannot hold the app back. The entry's URL is the script
 * element's `data-entry`; the text never changes, so the Content-Security-Policy allows it by hash.
 */
export const ENTRY_LOADER =
  '(()=>{const e=document.currentScript.dataset.entry;let s=!1;const t=()=>{s||(s=!0,requestAnimationFrame(()=>setTimeout(()=>{const n=document.createElement("script");n.type="module",n.crossOrigin="",n.src=e,document.head.append(n)})))};const h=document.querySelector(\'#root img[fetchpriority="high"]\');h?h.decode().then(t,t):t(),setTimeout(t,3e3)})()';

/** The CSP source that lets ENTRY_LOADER run, and no other inline script. */
export const ENTRY_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;

// the entry and its module preloads as Vite writes them into index.html
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * index.html with its entry script and module preloads replaced by the loader (placed before
 * `</body>`, after the page's markup). Unchanged when the build has no entry script.
 */
export function loadEntryAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const loader = `<script data-entry="${entry}">${ENTRY_LOADER}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}</body>`);
}
