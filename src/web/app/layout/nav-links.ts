/** spec 000 §2.4 logged-out header: the public navigation; Shop goes to the online store. */
export const publicNavigation = [
  { label: 'Science', href: '/science' },
  { label: 'About', href: '/about' },
  { label: 'Team', href: '/team' },
  { label: 'Testimonials', href: '/testimonial' },
  { label: 'Tour', href: '/tour' },
] as const;

export const LOGIN_PATH = '/customer/login';

/** True when `href` is the page at `path` (a trailing slash and letter case aside). */
export function isCurrent(path: string, href: string) {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p).toLowerCase();
  return normalise(path) === normalise(href);
}
