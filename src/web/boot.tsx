import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAppActors } from './app/actors';
import { configuration } from './lib/configuration';

// A deploy replaced the chunks this page was built with: reload once to get the new ones.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'healthspan.preloadReload';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 10_000) return;
  event.preventDefault();
  sessionStorage.setItem(key, String(Date.now()));
  window.location.reload();
});

/** Starts the app's actors and draws (or, on a page the server drew, hydrates) the app into `root`. */
export function boot(root: HTMLElement) {
  configuration.load();
  const actors = startAppActors();
  const app = (
    <StrictMode>
      <App actors={actors} />
    </StrictMode>
  );
  // a public page arrives drawn by the server (src/web/ssr.tsx): React takes over its markup
  // in a transition: hydration yields to the browser every few milliseconds instead of one long task
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
