import { lazy, Suspense, useEffect, useState } from 'react';
import { inspectionRequested } from '../lib/inspector/setting';

// the panel and everything it needs is its own chunk: nothing of it loads until it is opened
const InspectorPanel = lazy(() => import('../features/inspector/inspector-panel'));

/** Alt+Shift+I (Ctrl+Shift+I is the browser's developer tools) opens and closes the inspector. */
export const isInspectorShortcut = (event: KeyboardEvent) =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyI';

/** Opens the inspector for `?inspect`, the stored setting, or the keyboard shortcut. */
export function InspectorLauncher() {
  const [open, setOpen] = useState(inspectionRequested);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isInspectorShortcut(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InspectorPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
