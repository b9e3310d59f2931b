import { useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Counts from 0 up to `target` once after mounting (the hero's animated figures); still when motion is reduced. */
export function useCountUp(target: number, durationMs = 1200): number {
  const [value, setValue] = useState(target);
  useEffect(() => {
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') return;
    let frame = 0;
    const started = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / durationMs);
      setValue(target * (1 - Math.pow(1 - progress, 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return value;
}
