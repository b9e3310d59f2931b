import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toast'));

/**
 * Mounts the toaster (its own chunk, with the toast store and Zag's toast machine) once the page
 * has drawn, so no page waits for it (issue 22). Not later than that: a toast created before the
 * toaster mounts waits in the store, and one created on a loaded machine's first click (before an
 * idle callback) showed late or not at all in a journey.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  // a transition: an urgent update while the page's lazy parts are still hydrating would make React
  // draw them again from scratch, their fallback first (a layout shift on every server-drawn page)
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
