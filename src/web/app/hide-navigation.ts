import { useSearch } from 'wouter';

/** spec 000 §2.2: `?hideNavigation` (any value but `false`/`0`) hides header, footer and banner. */
export function isNavigationHidden(search: string): boolean {
  const params = new URLSearchParams(search);
  if (!params.has('hideNavigation')) return false;
  const value = params.get('hideNavigation')?.toLowerCase();
  return value !== 'false' && value !== '0';
}

export function useNavigationHidden() {
  return isNavigationHidden(useSearch());
}
