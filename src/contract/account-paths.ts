// The account calls' paths (000 §7.3) without zod, so browser API clients import them (go-to-definition
// reaches the route) and the schemas stay out of the bundle; ./account.ts re-exports them.
import { fillPath } from './path';

/** The product's own team, the `{product}` of `permissions-for-{product}-team` (000 §7.3). */
export const PRODUCT_TEAM = 'healthspan';

export const accountPaths = {
  full: '/api/pages/account/full',
  customer: '/api/pages/account/customer',
  settings: '/api/pages/account/settings',
  address: '/api/pages/account/address',
  references: '/api/pages/account/references',
  innerAgeUpgradableTests: '/api/pages/account/getInnerAgeUpgradableTests',
  security: '/api/pages/account/security',
  sharingHistory: '/api/pages/account/sharing-history',
  namesPost: '/api/pages/account/names-post',
  addressPost: '/api/pages/account/address-post',
  phonePost: '/api/pages/account/phone-post',
  phoneVerificationCodePost: '/api/pages/account/phone-verification-code-post',
  saveVerifiedPhone: '/api/pages/account/save-verified-phone',
  birthDatePost: '/api/pages/account/birth-date-post',
  genderPost: '/api/pages/account/gender-post',
  ethnicityPost: '/api/pages/account/ethnicity-post',
  heightPost: '/api/pages/account/height-post',
  waistPost: '/api/pages/account/waist-post',
  hipPost: '/api/pages/account/hip-post',
  countSystemPost: '/api/pages/account/count-system-post',
  passwordPost: '/api/pages/account/password-post',
  securityQuestionPost: '/api/pages/account/security-question-post',
  productTeamPermissions: `/api/pages/account/permissions-for-${PRODUCT_TEAM}-team`,
  sharingResultsPost: '/api/pages/account/sharing-results-post',
  /** Route pattern; build a real path with `teamPermissionsPath(teamId)`. */
  teamPermissions: '/api/pages/account/permissions-for-team-post/:teamId',
  changeEmail: '/api/customer/account/change-email',
  weight: '/api/customer/profile/weight',
  womanHealth: '/api/customer/profile/woman-health',
  genderIdentity: '/api/customer/settings/gender-identity',
  /** Route pattern; build a real path with `giftCardBalancePath(code)`. */
  giftCardBalance: '/api/pages/shopifyGiftCard/getBalanceByCode/:code',
  bloodResultsUpload: '/api/pages/subscriptions/bloodResultsUpload',
} as const;

export const teamPermissionsPath = (teamId: number) =>
  fillPath(accountPaths.teamPermissions, { teamId: String(teamId) });
export const giftCardBalancePath = (code: string) => fillPath(accountPaths.giftCardBalance, { code });
