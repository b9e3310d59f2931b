import type { Customer, CustomerPermission } from '../../contract/auth';

/** Routes of the customer area the sign-in flows lead to (spec 000 §2.2, §2.3, §4). */
export const CUSTOMER_ROUTES = {
  login: '/customer/login',
  logout: '/customer/login/logout',
  forgotPassword: '/customer/login/forgot-password',
  securityQuestion: '/customer/login/security-question',
  resetPassword: '/customer/login/reset-password',
  dashboard: '/customer/summary/dashboard',
  onboarding: '/customer/onboarding',
  choosePlan: '/customer/onboarding/choose-plan',
  testList: '/customer/onboarding/test-list/',
  bloodwork: '/customer/bloodwork',
  uploadBloodResult: '/customer/diy/upload-blood-result',
  bloodAnalysis: '/customer/blood-analysis',
  habitReports: '/customer/habit-reports',
  nutrition: '/customer/nutrition',
  innerAge: '/customer/age',
  genetics: '/customer/genetics-report',
  askTerra: '/customer/ask-terra',
  categoryTesting: '/customer/category-testing/learn-more',
  settings: '/customer/settings',
  account: '/customer/account',
  achievements: '/customer/achievements',
  purchaseHistory: '/customer/purchase-history',
} as const;

/**
 * The online store's name in the store paths (`/customer/store/redirect-me-on-{store}`); the
 * demo store stands in for it until the configuration names a real one.
 */
export const STORE_NAME = 'demo';

/** The in-app path that signs the customer into the store and opens `storePath` there. */
export function storeLink(storePath = '/') {
  return `/customer/store/redirect-me-on-${STORE_NAME}?url=${encodeURIComponent(storePath)}`;
}

export const fullName = (c: Pick<Customer, 'firstName' | 'lastName'>) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ');

/** Initials of first and last name (spec 000 §2.4: shown when there is no photo). */
export function initials(c: Pick<Customer, 'firstName' | 'lastName'>) {
  const letters = [c.firstName, c.lastName].map((part) => part.trim().charAt(0).toUpperCase()).join('');
  return letters || '?';
}

export const isActive = (c: Customer | undefined): c is Customer => c?.activationState === 'ACTIVE';

/**
 * Customer pages a customer who is not ACTIVE yet may open (issue 14): their account, health
 * profile, purchases, test list, onboarding and a team invitation. Every other customer page needs
 * the full account, so a page added later is closed to them until it is listed here.
 */
const OPEN_BEFORE_ACTIVE: readonly RegExp[] = [
  /^\/customer\/account$/,
  /^\/customer\/settings$/,
  /^\/customer\/purchase-history$/,
  /^\/customer\/onboarding(\/.*)?$/,
  /^\/customer\/team\/invitation\//,
];

/** True when `path` is a page only an ACTIVE customer may see. */
export function needsFullAccount(path: string): boolean {
  const p = (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
  return !OPEN_BEFORE_ACTIVE.some((open) => open.test(p));
}

const has = (c: Customer, permission: CustomerPermission) => c.permissions.includes(permission);

// spec 000 §6 and 001 §6: menu entries by permission
export const can = {
  seeDashboard: (c: Customer) => has(c, 'summary'),
  /** DNA-only customers lack blood results and nutrition. */
  seeBloodResults: (c: Customer) => !c.isDnaOnly && has(c, 'bloodwork'),
  addBloodResults: (c: Customer) => c.hasAccessToBru,
  seeNutrition: (c: Customer) => !c.isDnaOnly && has(c, 'nutrition'),
  seeInnerAge: (c: Customer) => has(c, 'age') && (c.allowedToSeeInnerAge || c.hasDiyOrderWithInnerAge),
  /** Blood analysis is the DNA-only customers' own entry. */
  seeBloodAnalysis: (c: Customer) => c.isDnaOnly,
};

/** A path inside this product, safe to navigate to after sign-in (`returnTo`); otherwise undefined. */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
