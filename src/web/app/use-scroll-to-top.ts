import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/** spec 000 §2.2: every route change scrolls to the top (in-page anchors keep their place). */
export function useScrollToTop() {
  const [path] = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [path]);
}
