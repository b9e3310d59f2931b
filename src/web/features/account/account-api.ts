import type {
  AccountFull,
  AccountReferences,
  AccountSecurity,
  AccountSettings,
  AddressPostRequest,
  AddressResponse,
  accountPaths,
  BloodResultsUploadResponse,
  ChangeEmailRequest,
  GiftCardBalance,
  GenderIdentity,
  GenderIdentityPatchRequest,
  LengthRequest,
  PasswordPostRequest,
  PhoneCodeSent,
  ProductTeamPermission,
  SecurityQuestionPostRequest,
  SharingHistory,
  SharingResultsPostRequest,
  TeamPermission,
  WeightRequest,
  WomanHealth,
  WomanHealthPatchRequest,
} from '../../../contract/account';
import type { Customer } from '../../../contract/auth';
import { apiFetch } from '../../lib/api';

type P<K extends keyof typeof accountPaths> = (typeof accountPaths)[K];
// literal paths typed by the contract (lib/api.ts explains why its values are not imported)
const paths: {
  full: P<'full'>;
  settings: P<'settings'>;
  references: P<'references'>;
  sharingHistory: P<'sharingHistory'>;
  namesPost: P<'namesPost'>;
  addressPost: P<'addressPost'>;
  phonePost: P<'phonePost'>;
  phoneVerificationCodePost: P<'phoneVerificationCodePost'>;
  saveVerifiedPhone: P<'saveVerifiedPhone'>;
  birthDatePost: P<'birthDatePost'>;
  genderPost: P<'genderPost'>;
  ethnicityPost: P<'ethnicityPost'>;
  heightPost: P<'heightPost'>;
  waistPost: P<'waistPost'>;
  hipPost: P<'hipPost'>;
  countSystemPost: P<'countSystemPost'>;
  passwordPost: P<'passwordPost'>;
  securityQuestionPost: P<'securityQuestionPost'>;
  productTeamPermissions: P<'productTeamPermissions'>;
  sharingResultsPost: P<'sharingResultsPost'>;
  changeEmail: P<'changeEmail'>;
  weight: P<'weight'>;
  womanHealth: P<'womanHealth'>;
  genderIdentity: P<'genderIdentity'>;
  bloodResultsUpload: P<'bloodResultsUpload'>;
} = {
  full: '/api/pages/account/full',
  settings: '/api/pages/account/settings',
  references: '/api/pages/account/references',
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
  productTeamPermissions: '/api/pages/account/permissions-for-healthspan-team',
  sharingResultsPost: '/api/pages/account/sharing-results-post',
  changeEmail: '/api/customer/account/change-email',
  weight: '/api/customer/profile/weight',
  womanHealth: '/api/customer/profile/woman-health',
  genderIdentity: '/api/customer/settings/gender-identity',
  bloodResultsUpload: '/api/pages/subscriptions/bloodResultsUpload',
};

const post = <T>(url: string, body: object) => apiFetch<T>(url, { method: 'POST', body, retry: 0 });

/** spec 000 §7.3: the account calls. */
export const accountApi = {
  full: (signal?: AbortSignal) => apiFetch<AccountFull>(paths.full, { signal }),
  settings: (signal?: AbortSignal) => apiFetch<AccountSettings>(paths.settings, { signal }),
  references: (signal?: AbortSignal) => apiFetch<AccountReferences>(paths.references, { signal }),
  sharingHistory: (signal?: AbortSignal) => apiFetch<SharingHistory>(paths.sharingHistory, { signal }),
  names: (body: { firstName: string; lastName: string }) => post<Customer>(paths.namesPost, body),
  address: (body: AddressPostRequest) => post<AddressResponse>(paths.addressPost, body),
  phone: (phone: string) => post<PhoneCodeSent>(paths.phonePost, { phone }),
  resendPhoneCode: () => post<PhoneCodeSent>(paths.phoneVerificationCodePost, {}),
  verifyPhone: (code: string) => post<AccountSecurity>(paths.saveVerifiedPhone, { code }),
  birthDate: (birthDate: string) => post<AccountSettings>(paths.birthDatePost, { birthDate }),
  gender: (gender: string) => post<AccountSettings>(paths.genderPost, { gender }),
  ethnicity: (ethnicityId: number | null) => post<AccountSettings>(paths.ethnicityPost, { ethnicityId }),
  height: (body: LengthRequest) => post<AccountSettings>(paths.heightPost, body),
  waist: (body: LengthRequest) => post<AccountSettings>(paths.waistPost, body),
  hip: (body: LengthRequest) => post<AccountSettings>(paths.hipPost, body),
  weight: (body: WeightRequest) => apiFetch<AccountSettings>(paths.weight, { method: 'PUT', body, retry: 0 }),
  countSystem: (countSystem: string) => post<AccountSettings>(paths.countSystemPost, { countSystem }),
  password: (body: PasswordPostRequest) => post<unknown>(paths.passwordPost, body),
  securityQuestion: (body: SecurityQuestionPostRequest) =>
    post<AccountSecurity>(paths.securityQuestionPost, body),
  changeEmail: (body: ChangeEmailRequest) =>
    apiFetch<Customer>(paths.changeEmail, { method: 'PATCH', body, retry: 0 }),
  womanHealth: (body: WomanHealthPatchRequest) =>
    apiFetch<WomanHealth>(paths.womanHealth, { method: 'PATCH', body, retry: 0 }),
  genderIdentity: (body: GenderIdentityPatchRequest) =>
    apiFetch<GenderIdentity>(paths.genderIdentity, { method: 'PATCH', body, retry: 0 }),
  productTeamPermission: (granted: boolean) =>
    post<ProductTeamPermission>(paths.productTeamPermissions, { granted }),
  teamPermission: (teamId: number, granted: boolean) =>
    post<TeamPermission>(`/api/pages/account/permissions-for-team-post/${teamId}`, { granted }),
  shareResults: (body: SharingResultsPostRequest) => post<unknown>(paths.sharingResultsPost, body),
  giftCardBalance: (code: string) =>
    apiFetch<GiftCardBalance>(
      `/api/pages/shopifyGiftCard/getBalanceByCode/${encodeURIComponent(code.trim())}`,
      { retry: 0 },
    ),
  bloodResultsUpload: (signal?: AbortSignal) =>
    apiFetch<BloodResultsUploadResponse>(paths.bloodResultsUpload, { signal }),
};
