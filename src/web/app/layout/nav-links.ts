import type { Customer } from '../../../contract/auth';
import type { Configuration } from '../../lib/api';
import { can, CUSTOMER_ROUTES as R, isActive, storeLink } from '../../lib/customer';

/** spec 000 §2.4 logged-out header: the public navigation; Shop goes to the online store. */
export const publicNavigation = [
  { label: 'Science', href: '/science' },
  { label: 'About', href: '/about' },
  { label: 'Team', href: '/team' },
  { label: 'Testimonials', href: '/testimonial' },
  { label: 'Tour', href: '/tour' },
] as const;

export const LOGIN_PATH = R.login;

/** True when `href` is the page at `path` (a trailing slash and letter case aside). */
export function isCurrent(path: string, href: string) {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p).toLowerCase();
  return normalise(path) === normalise(href);
}

export interface NavLink {
  label: string;
  href: string;
  /** Outside this app (support site): a plain link. */
  external?: boolean;
}
export interface NavGroup {
  label: string;
  items: NavLink[];
}
export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/**
 * The customer navigation of an ACTIVE customer (000 §2.4, §6): entries by permission; DNA-only
 * customers get Blood analysis instead of My results and Nutrition.
 */
export function customerNavigation(c: Customer): NavEntry[] {
  const entries: NavEntry[] = [];
  if (can.seeDashboard(c)) entries.push({ label: 'Dashboard', href: R.dashboard });
  if (can.seeBloodResults(c))
    entries.push({
      label: 'My results',
      items: [
        { label: 'Blood results', href: R.bloodwork },
        { label: 'Habit reports', href: R.habitReports },
        ...(can.addBloodResults(c) ? [{ label: 'Add blood results', href: R.uploadBloodResult }] : []),
        { label: 'Orders', href: R.testList },
      ],
    });
  // Decision: Nutrition is a link to Food Recommendations, its only entry, not a one-item menu.
  if (can.seeNutrition(c)) entries.push({ label: 'Nutrition', href: R.nutrition });
  if (can.seeInnerAge(c)) entries.push({ label: 'InnerAge', href: R.innerAge });
  entries.push({ label: 'DNA', href: R.genetics });
  if (can.seeBloodAnalysis(c)) entries.push({ label: 'Blood analysis', href: R.bloodAnalysis });
  entries.push({ label: 'Ask Terra', href: R.askTerra });
  return entries;
}

/** The chat-assistant entry, which carries the suggestion's dot (000 §2.4, 001 §4). */
export const isSuggestionEntry = (entry: NavEntry) => !isGroup(entry) && entry.href === R.askTerra;

/** The mobile sidebar adds Profile and Achievements (000 §2.4). */
export function mobileOnlyLinks(): NavLink[] {
  return [
    { label: 'Profile', href: R.settings },
    { label: 'Achievements', href: R.achievements },
  ];
}

/**
 * The user menu (000 §2.4) without Log out, which is an action. The spec lists the entries, not
 * when each shows; decisions: account-area entries for ACTIVE customers; Use test with an unused
 * test; Upgrade test when InnerAge can be added; Add test results with blood-upload access; the
 * store entries open the store signed in; Support center and Contact us always.
 */
export function accountMenuLinks(c: Customer, config: Configuration | undefined): NavLink[] {
  const active = isActive(c);
  const links: NavLink[] = [];
  if (active) links.push({ label: 'Upgrade', href: storeLink('/') });
  if (c.hasUnusedTest) links.push({ label: 'Use test', href: R.testList });
  if (c.canAddInnerAge) links.push({ label: 'Upgrade test', href: storeLink('/') });
  links.push({ label: 'Order Test', href: storeLink('/') });
  if (active && can.addBloodResults(c)) links.push({ label: 'Add test results', href: R.uploadBloodResult });
  if (active)
    links.push(
      { label: 'Health profile', href: R.settings },
      { label: 'Orders', href: R.testList },
      { label: 'Purchase History', href: R.purchaseHistory },
    );
  links.push({ label: 'Account', href: R.account });
  if (config?.supportUrl) links.push({ label: 'Support center', href: config.supportUrl, external: true });
  if (config?.contactUrl) links.push({ label: 'Contact us', href: config.contactUrl, external: true });
  return links;
}
