import { useSearch } from 'wouter';

/**
 * Lets a browser test reach the error boundary of the production build: `?__throw` on any page
 * makes this component throw while rendering. It can only break the page of whoever adds the flag.
 */
export function ThrowOnFlag() {
  const search = useSearch();
  if (new URLSearchParams(search).has('__throw')) throw new Error('Rendering error requested with ?__throw');
  return null;
}
