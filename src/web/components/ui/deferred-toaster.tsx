import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toast'));

/**
 * Mounts the toaster (its own chunk, with the toast store and Zag's toast machine) once the page
 * has drawn and the browser is idle, so no page waits for it (issue 22). A toast created before
 * then waits in the store and shows when the toaster mounts.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const show = () => setMounted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(show, 1);
    return () => clearTimeout(timer);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
