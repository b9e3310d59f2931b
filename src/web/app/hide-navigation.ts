import { useLocation, useSearch } from 'wouter';

/** spec 000 §2.2: `?hideNavigation` (any value but `false`/`0`) hides header, footer and banner. */
export function isNavigationHidden(search: string): boolean {
  const params = new URLSearchParams(search);
  if (!params.has('hideNavigation')) return false;
  const value = params.get('hideNavigation')?.toLowerCase();
  return value !== 'false' && value !== '0';
}

/** Staff pages (`/admin…`) have their own minimal header instead of the customer's (docs/decisions/staff-web.md). */
export const isStaffPath = (path: string) => /^\/admin(\/|$)/i.test(path);

/** Print pages (`/reports-pdf/…`, spec 000 §2.1) are the document alone: no header, footer or banner. */
export const isPrintPath = (path: string) => /^\/reports-pdf(\/|$)/i.test(path);

/** Developer pages (`/dev/…`, the machine catalogue) are not the customer's: no header with Shop now (issue 23.7). */
export const isDeveloperPath = (path: string) => /^\/dev(\/|$)/i.test(path);

export function useNavigationHidden() {
  const [path] = useLocation();
  return isNavigationHidden(useSearch()) || isStaffPath(path) || isPrintPath(path) || isDeveloperPath(path);
}
