import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toast } from './toaster-store';

const Toaster = lazy(() => import('./toast'));

// Latches on the first toast: the toaster stays mounted from then on.
let wanted = false;
const subscribe = (onChange: () => void) =>
  toast.subscribe(() => {
    wanted = true;
    onChange();
  });
const isWanted = () => wanted || toast.getCount() > 0;

/** Mounts the toaster (its own chunk) when the first toast is created; it then shows that toast too. */
export function DeferredToaster() {
  const needed = useSyncExternalStore(subscribe, isWanted, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
