import { useCallback, useRef, useState } from 'react';

/**
 * Open state for a sheet whose code loads on first use: `requested` turns true on the first open
 * (render the lazy sheet from then on), `preload` warms the chunk on hover or focus of the trigger.
 */
export function useDeferredSheet(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const warm = useCallback(() => void preload().catch(() => undefined), [preload]);
  const show = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const finalFocus = useCallback(() => trigger.current, []);
  return { open, setOpen, requested, show, warm, trigger, finalFocus };
}
