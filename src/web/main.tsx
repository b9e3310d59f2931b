// The entry: as small as it can be, so a page the server drew paints before the app's code runs
// (issue 22); the app itself is the boot chunk.
// the styles stay in index.html: a page the server drew paints styled before any script runs
import './index.css';

// A deploy replaced the chunks this page was built with: reload once to get the new ones.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'healthspan.preloadReload';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 10_000) return;
  event.preventDefault();
  sessionStorage.setItem(key, String(Date.now()));
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const drawnByServer = root.hasChildNodes();
if (drawnByServer) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
// a stored page the server drew hydrates in one pass: its blocks' code (a lazy chunk) comes with the boot chunk
const storedPage = root.querySelector('[data-stored-page]') !== null;
const blocks = storedPage ? import('./components/page-blocks/render-page') : undefined;
const { boot } = await import('./boot');
await blocks?.catch(() => undefined); // the lazy page retries and reports it
await boot(root, drawnByServer);
