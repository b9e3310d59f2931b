import type {
  AccountFull,
  AccountReferences,
  AccountSecurity,
  AccountSettings,
  AddressPostRequest,
  AddressResponse,
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
import {
  accountPaths as paths,
  giftCardBalancePath,
  teamPermissionsPath,
} from '../../../contract/account-paths';
import type { Customer } from '../../../contract/auth';
import { apiFetch } from '../../lib/api';

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
    post<TeamPermission>(teamPermissionsPath(teamId), { granted }),
  shareResults: (body: SharingResultsPostRequest) => post<unknown>(paths.sharingResultsPost, body),
  giftCardBalance: (code: string) =>
    apiFetch<GiftCardBalance>(giftCardBalancePath(code.trim()), { retry: 0 }),
  bloodResultsUpload: (signal?: AbortSignal) =>
    apiFetch<BloodResultsUploadResponse>(paths.bloodResultsUpload, { signal }),
};
