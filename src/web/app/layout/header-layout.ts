/** What the header shows (spec 000 §2.4 "Header by route", 001 §2 "Header behaviour"). */
export interface HeaderLayout {
  navigation: 'public' | 'customer';
  /** `public`: Log In and Shop now; `account`: the account menu with Log out; `none`: nothing. */
  panel: 'public' | 'account' | 'none';
}

export interface Viewer {
  signedIn: boolean;
  /** Activation state ACTIVE (000 §4). */
  active: boolean;
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * - /customer/onboarding/choose-plan: public links and the public action panel;
 * - /customer/login and below: no action panel;
 * - other /customer/ routes: customer navigation only when signed in and ACTIVE, otherwise public;
 *   the account menu when signed in, otherwise the login/signup panel;
 * - every other route: public navigation. Decision (spec silent on the panel there): a signed-in
 *   customer keeps the account menu, so Log out is always one click away.
 */
export function headerLayout(path: string, viewer: Viewer): HeaderLayout {
  const p = normalise(path);
  const customerNavigation = viewer.signedIn && viewer.active ? 'customer' : 'public';
  if (p === '/customer/onboarding/choose-plan') return { navigation: 'public', panel: 'public' };
  if (p === '/customer/login' || p.startsWith('/customer/login/'))
    return { navigation: customerNavigation, panel: 'none' };
  if (p.startsWith('/customer/'))
    return { navigation: customerNavigation, panel: viewer.signedIn ? 'account' : 'public' };
  return { navigation: 'public', panel: viewer.signedIn ? 'account' : 'public' };
}
