import { useEffect } from 'react';

export const SITE_NAME = 'Healthspan';
/** spec 000 §2.1: the landing page falls back to a wellness tagline when no SEO title is set. */
// the same tagline as index.html's <title>
export const DEFAULT_TITLE = 'Healthspan — live longer, better';

/** Sets `document.title` to "<title> | Healthspan", or the default tagline without a title. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
  }, [title]);
}
