import { z } from 'zod';
import { accessToken, activationState, type loginRequest } from './auth';

export {
  guidCheckRequest,
  guidCheckResponse,
  loginRequest as staffLoginRequest,
  recoverPasswordRequest,
  resetPasswordRequest,
} from './auth';
import { line, sent } from './text';

// spec 001 §7 Admin auth and Coach
export const adminPaths = {
  login: '/api/admin/auth/login',
  logout: '/api/admin/auth/logout',
  /** POST to the spec's logout address: the spec's GET changes nothing (issue 21). */
  logoutPost: '/api/admin/auth/logout',
  jwtToken: '/api/admin/auth/jwt-token',
  savePhone: '/api/admin/auth/savePhone',
  /** The spec's GET: kept as an entry that sends nothing (405 naming the POST below). */
  sendSmsVerificationCode: '/api/admin/auth/sendSmsVerificationCode',
  /** POST: sends a code, so it is not a GET (docs/decisions/security-platform.md). */
  sendSmsCode: '/api/admin/auth/send-sms-verification-code',
  sendRecoveryEmail: '/api/admin/auth/send-recovery-email',
  guidCheck: '/api/admin/auth/guid-check',
  resetPassword: '/api/admin/auth/reset-password',
  verifySmsCode: '/api/admin/second-factor-auth/verify-sms-code',
  googleAuthenticatorQr: '/api/admin/second-factor-auth/google-authenticator-qr',
  verifyGoogleAuthenticatorCode: '/api/admin/second-factor-auth/verify-google-authenticator-code/:code',
  settings: '/api/admin/settings',
  authProfile: '/api/admin/auth-profile',
  /** The back office's first two lists; every back-office call is in contract/back-office.ts. */
  customers: '/api/admin/v1/customers',
  companies: '/api/admin/v1/companies',
} as const;

export const coachPaths = {
  /** The spec's GET: kept as an entry that does not sign in (405 naming the POST below). */
  loginByGuid: '/api/coach/loginByGuid/:guid',
  /** POST `{ guid }`: signs the coach in; the guid travels in the body, out of URLs and logs. */
  loginWithGuid: '/api/coach/login-by-guid',
  jwtToken: '/api/coach/auth/jwt-token',
  settings: '/api/coach/settings',
} as const;

export { fillPath } from './path';

/** spec 001 §6: admin and coach calls carry the token's permitted_company_id in this header. */
export const COMPANY_HEADER = 'x-company-id';

/** Where the password-reset e-mail link and the coach's guid link land in the SPA. */
export const staffWebRoutes = {
  resetPassword: '/admin/login/reset-password',
  coachLoginByGuid: (guid: string) => `/admin/coach/login-by-guid/${encodeURIComponent(guid)}`,
  coachHome: '/admin/coach/team-overview',
  logout: '/admin/login/logout',
} as const;

// ── Sign-in and the second factor ────────────────────────────────────────────

/**
 * The second-factor screens of spec 001 §2 (`/admin/second-factor-login/<screen>`). After a password
 * login the server picks the first: an enabled authenticator → verify it; else a verified phone → SMS
 * code (already sent); else → set up the authenticator, which offers phone-verification instead.
 */
export const secondFactorScreens = [
  'verify-google-authenticator',
  'sms-code-verification',
  'set-up-google-authenticator',
  'phone-verification',
] as const;
export const secondFactorScreen = z.enum(secondFactorScreens);
export type SecondFactorScreen = z.infer<typeof secondFactorScreen>;

export type StaffLoginRequest = z.infer<typeof loginRequest>;
export const staffLoginResponse = z.object({
  next: secondFactorScreen,
  /** With `sms-code-verification`: the number the code went to, e.g. `+1••••••0100`. */
  maskedPhone: sent().optional(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

const E164 = /^\+[1-9]\d{7,14}$/;
/** A phone number in international (E.164) form; spaces, dashes, dots and brackets are ignored. */
export const phoneNumber = line(32)
  .trim()
  .transform((s) => s.replace(/[\s().-]/g, ''))
  .pipe(line().regex(E164, 'Enter the number in international format, e.g. +1 555 555 0100'));

export const savePhoneRequest = z.object({ phone: phoneNumber });
export type SavePhoneRequest = z.infer<typeof savePhoneRequest>;
export const smsCodeSent = z.object({
  maskedPhone: sent(),
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});
export type SmsCodeSent = z.infer<typeof smsCodeSent>;

export const oneTimeCode = line()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
export const verifySmsCodeRequest = z.object({ code: oneTimeCode });
export type VerifySmsCodeRequest = z.infer<typeof verifySmsCodeRequest>;
export const verifyGoogleAuthenticatorParams = z.object({ code: oneTimeCode });

export const googleAuthenticatorQr = z.object({
  /** `otpauth://totp/Healthspan:<e-mail>?secret=…&issuer=Healthspan…`; the screen draws it as a QR code. */
  link: sent(),
  /** The same secret in Base32, for typing into the app by hand. */
  secret: sent(),
});
export type GoogleAuthenticatorQr = z.infer<typeof googleAuthenticatorQr>;

/** Answer of a completed second factor (and of the coach's guid login): where to go next. */
export const signedInRedirect = z.object({ redirectTo: sent() });
export type SignedInRedirect = z.infer<typeof signedInRedirect>;

export const staffAccessToken = accessToken.extend({
  /** The same value as the token's claim, so the client need not decode the token. */
  permitted_company_id: z.number().int(),
});
export type StaffAccessToken = z.infer<typeof staffAccessToken>;

// ── Roles and access ─────────────────────────────────────────────────────────

/** spec 001 §3/§6: a roleAccesses entry; a null part is a wildcard. */
export const accessPattern = z.object({
  area: sent(),
  controller: sent().nullable(),
  action: sent().nullable(),
});
export type AccessPattern = z.infer<typeof accessPattern>;

/** What a call or a screen needs; an omitted part means "any". */
export interface AccessRequirement {
  area: string;
  controller?: string;
  action?: string;
}

/** True when one of the patterns grants the requirement (a null part of a pattern matches anything). */
export function accessCovers(patterns: readonly AccessPattern[], need: AccessRequirement): boolean {
  const part = (granted: string | null, needed: string | undefined) =>
    granted === null || needed === undefined || granted === needed;
  return patterns.some(
    (p) => p.area === need.area && part(p.controller, need.controller) && part(p.action, need.action),
  );
}

export interface AdminRoute {
  label: string;
  path: string;
  area: 'admin';
  controller: string;
  action: string;
  /** Listed in the admin menu (the others are reached from a list or need an id). */
  menu: boolean;
}

const route = (label: string, path: string, controller: string, action: string, menu = true): AdminRoute => ({
  label,
  path,
  area: 'admin',
  controller,
  action,
  menu,
});

/** The back-office screens of spec 001 §2 and the access each needs; the menu order is this order. */
export const adminRoutes: readonly AdminRoute[] = [
  route('Customers', '/admin/customers', 'customers', 'list'),
  route('Companies', '/admin/companies', 'companies', 'list'),
  route('Custom panels', '/admin/custom-panels', 'custom-panels', 'list'),
  route('DNA kits', '/admin/dna-kit/view', 'dna-kit', 'view'),
  route('Analytics', '/admin/analytics', 'analytics', 'view'),
  route('Customer delete requests', '/admin/customer-delete-requests', 'customer-delete-requests', 'list'),
  route('Store orders', '/admin/store_order/view', 'store-order', 'view'),
  route('Customer add-ons', '/admin/customers/addons', 'customers', 'addons'),
  route('DNA results', '/admin/customers/dna', 'genetics', 'view'),
  route('Audit status log', '/admin/audit/status-log', 'audit', 'view'),
  route('Partners integration', '/admin/partners-integration', 'partners-integration', 'view'),
  route('Customer CSV import', '/admin/customers-csv-import', 'customers-csv-import', 'import'),
  route('CRM management', '/admin/hub-spot-management', 'hub-spot-management', 'view'),
  route('Export queries', '/admin/export/query-list', 'export', 'query-list'),
  route('Discount-used report', '/admin/reports/discount-used-report/', 'reports', 'discount-used-report'),
  route('Marker names', '/admin/marker/marker-add-name', 'marker', 'add-name'),
  route('Marker review requests', '/admin/marker/review-requests', 'marker', 'review-requests'),
  route('Bulk user actions', '/admin/bulk-user-action', 'bulk-user-action', 'run'),
  route('Utility scripts', '/admin/utility-scripts/run', 'utility-scripts', 'run'),
  route('Demo', '/admin/demo', 'demo', 'view'),
  route('Pages', '/admin/pages', 'page-builder', 'edit'),
  route('Create custom panel', '/admin/custom-panels/create', 'custom-panels', 'create', false),
  route('Edit custom panel', '/admin/custom-panels/edit', 'custom-panels', 'edit', false),
  route('Company orders', '/admin/companies/orders/', 'companies', 'orders', false),
  route('Order edit', '/admin/customers/view-order-edit', 'store-order', 'edit', false),
  route('Customer', '/admin/customers/view', 'customers', 'view', false),
  route('View as customer', '/admin/redirect-to-customer-dd', 'customers', 'view-as', false),
  route('Company', '/admin/companies/view', 'companies', 'list', false),
  route('DNA result', '/admin/genetics/show-dna-result', 'genetics', 'view', false),
  route(
    'CRM properties',
    '/admin/hub-spot-management/properties',
    'hub-spot-management',
    'properties',
    false,
  ),
];

/** The access the coach's guarded calls need (the back office's are in contract/back-office.ts). */
export const coachCallAccess = {
  settings: { area: 'coach', controller: 'settings', action: 'view' },
  /** Every call of the coach area (teams, users, inventory, reports): the coach role's area. */
  coach: { area: 'coach' },
} as const satisfies Record<string, AccessRequirement>;

// ── Profile and settings ─────────────────────────────────────────────────────

export const staffKind = z.enum(['admin', 'coach']);
export type StaffKind = z.infer<typeof staffKind>;

/** spec 001 §3 Admin profile. */
export const adminProfile = z.object({
  id: z.number().int(),
  email: sent(),
  firstName: sent(),
  lastName: sent(),
  kind: staffKind,
  role: z.object({ name: sent(), homePage: sent().nullable(), hasDashboard: z.boolean() }),
  roleAccesses: z.array(accessPattern),
  companyId: z.number().int(),
  hasOrdersPageAccess: z.boolean(),
});
export type AdminProfile = z.infer<typeof adminProfile>;

export const adminMenuEntry = z.object({
  label: sent(),
  path: sent(),
  area: sent(),
  controller: sent(),
  action: sent(),
});
export type AdminMenuEntry = z.infer<typeof adminMenuEntry>;

/** The admin menu the role may see (spec 001 §2), in `adminRoutes` order, and the company acted for. */
export const adminSettings = z.object({
  menu: z.array(adminMenuEntry),
  companyId: z.number().int(),
  companyName: sent(),
});
export type AdminSettings = z.infer<typeof adminSettings>;

export const coachSettings = z.object({
  profile: z.object({ firstName: sent(), lastName: sent(), email: sent() }),
  company: z.object({ id: z.number().int(), name: sent() }),
  hasOrdersPageAccess: z.boolean(),
});
export type CoachSettings = z.infer<typeof coachSettings>;

export const coachLoginByGuidParams = z.object({ guid: line(200).min(1) });
export const coachLoginByGuidRequest = coachLoginByGuidParams;
export type CoachLoginByGuidRequest = z.infer<typeof coachLoginByGuidRequest>;

// ── Guarded back-office calls ────────────────────────────────────────────────

export const adminCustomersQuery = z.object({
  q: line().trim().max(100, 'Search with at most 100 characters').optional(),
  page: z.coerce.number().int('Page must be a whole number').min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int('Page size must be a whole number').min(1).max(100).default(20),
});
export type AdminCustomersQuery = z.input<typeof adminCustomersQuery>;

export const adminCustomer = z.object({
  id: z.number().int(),
  firstName: sent(),
  lastName: sent(),
  email: sent(),
  activationState,
});
export type AdminCustomer = z.infer<typeof adminCustomer>;
export const adminCustomersResponse = z.object({
  items: z.array(adminCustomer),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponse>;

export const company = z.object({ id: z.number().int(), name: sent() });
export type Company = z.infer<typeof company>;
export const companiesResponse = z.object({ items: z.array(company) });
export type CompaniesResponse = z.infer<typeof companiesResponse>;
