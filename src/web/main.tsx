import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAppActors } from './app/actors';
import { configuration } from './lib/configuration';
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

configuration.load();
const actors = startAppActors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App actors={actors} />
  </StrictMode>
);
// a public page arrives drawn by the server (src/web/ssr.tsx): React takes over its markup
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
