import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import type { StartedAppActors } from './app/actors';
import type { AppActors, CompleteAppActors } from './lib/app-actors';
import { configuration } from './lib/configuration';
import { whenIdle } from './lib/when-idle';

// The app-long actors and everything they import (the machines, the HTTP client's token source,
// the inspector's recorder's stand-in) are their own chunk, started once; the late ones (membership,
// logout permission, …) a chunk of their own, which the first paint does not wait for.
let starting: Promise<StartedAppActors> | undefined;
const startActors = () => (starting ??= import('./app/actors').then((m) => m.startAppActors()));
// resolves once they have started, without starting them: what a view drawn before then waits for
let announceStarted: (started: StartedAppActors) => void = () => {};
const startedActors = new Promise<StartedAppActors>((resolve) => (announceStarted = resolve));
const started: Promise<AppActors> = startedActors.then((s) => s.actors);
const completed: Promise<CompleteAppActors> = startedActors.then((s) => s.completed);

/**
 * A page the server drew: React takes over its markup before the actors exist, as the server drew
 * it (the sign-in being restored); they start once the hydrated page is idle. A view that needs
 * them sooner (a link followed at once) waits for them.
 */
function HydratedApp() {
  const [actors, setActors] = useState<AppActors | null>(null);
  useEffect(() => {
    // React has taken the page over: its buttons work from now on (journeys wait for this mark)
    document.documentElement.dataset.hydrated = 'true';
    let live = true;
    whenIdle(
      () =>
        void startActors().then((startedNow) => {
          announceStarted(startedNow);
          // a transition: an urgent update would draw a lazy part still hydrating again from its
          // fallback (a layout shift, session 25)
          if (live) startTransition(() => setActors(startedNow.actors));
        }),
    );
    return () => {
      live = false;
    };
  }, []);
  return <App actors={actors} started={started} completed={completed} />;
}

/**
 * Draws the app into `root`; on a page the server drew (src/web/ssr.tsx), hydrates it in a
 * transition, so that hydration yields to the browser every few milliseconds instead of one long task.
 */
export async function boot(root: HTMLElement, drawnByServer: boolean) {
  configuration.load();
  if (drawnByServer) {
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <HydratedApp />
        </StrictMode>,
      );
    });
    return;
  }
  // a page only the browser draws (signed in, sign-in, …): the actors first, so it opens on its skeleton
  const { actors, completed } = await startActors();
  createRoot(root).render(
    <StrictMode>
      <App actors={actors} completed={completed} />
    </StrictMode>,
  );
}
