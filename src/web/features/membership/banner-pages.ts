/**
 * spec 000 §2.4, 001 §2: membership banners show only on the bloodwork, age, genetics-report,
 * test-list, account, settings, purchase-history and dashboard pages, never on onboarding pages.
 * Decision: the test list (/customer/onboarding/test-list) is named, so it shows them; the
 * onboarding pages are /customer/onboarding itself and the plan choice.
 */
const BANNER_PAGES: readonly RegExp[] = [
  /^\/customer\/bloodwork(\/.*)?$/,
  /^\/customer\/age$/,
  /^\/customer\/genetics-report$/,
  /^\/customer\/onboarding\/test-list$/,
  /^\/customer\/account$/,
  /^\/customer\/settings$/,
  /^\/customer\/purchase-history$/,
  /^\/customer\/summary\/dashboard$/,
];

/** True on the pages that show the membership banner (letter case and a trailing slash aside). */
export function showsMembershipBanner(path: string): boolean {
  const normal = (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
  return BANNER_PAGES.some((page) => page.test(normal));
}
