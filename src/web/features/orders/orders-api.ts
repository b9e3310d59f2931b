import type { AddressResponse, accountPaths } from '../../../contract/account';
import type { DrawGuide, drawGuidePaths } from '../../../contract/draw-guide';
import type { ErrorBody, FieldIssue } from '../../../contract/http';
import type {
  Address,
  ordersPaths,
  PurchaseHistoryResponse,
  Test,
  TestPart,
  TransferredTest,
} from '../../../contract/orders';
import { ApiError, apiBlob, apiFetch, toApiError } from '../../lib/api';

type P<K extends keyof typeof ordersPaths> = (typeof ordersPaths)[K];
// literal paths typed by the contract (lib/api.ts explains why its values are not imported)
const paths: {
  testParts: P<'testParts'>;
  combineTestParts: P<'combineTestParts'>;
  purchaseHistory: P<'purchaseHistory'>;
  activateTest: P<'activateTest'>;
  activateMbd: P<'activateMbd'>;
  validatePhone: P<'validatePhone'>;
  validateAddress: P<'validateAddress'>;
  transfer: P<'transfer'>;
  accountAddress: (typeof accountPaths)['address'];
  drawGuide: (typeof drawGuidePaths)['drawGuide'];
} = {
  testParts: '/api/customer/v1/test-parts',
  combineTestParts: '/api/customer/v1/test-parts/combine',
  purchaseHistory: '/api/pages/purchaseHistory/orders',
  activateTest: '/api/pages/orders/activateTest',
  activateMbd: '/api/pages/orders/activateMbd',
  validatePhone: '/api/pages/validate/phone',
  validateAddress: '/api/pages/validate/address',
  transfer: '/api/customer/v1/order/transfer',
  accountAddress: '/api/pages/account/address',
  drawGuide: '/api/customer/v1/tests/:id/draw-guide',
};

const post = <T>(url: string, body: object) => apiFetch<T>(url, { method: 'POST', body, retry: 0 });

export interface TransferBody {
  testId: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface DrawBody {
  testId: number;
  scheduledAt: string;
  phone: string;
  address: Address;
}

/** spec 000 §7.4: the tests-and-orders calls. */
export const ordersApi = {
  purchaseHistory: (signal?: AbortSignal) =>
    apiFetch<PurchaseHistoryResponse>(paths.purchaseHistory, { signal }),
  testParts: (signal?: AbortSignal) => apiFetch<TestPart[]>(paths.testParts, { signal }),
  combine: (testPartsIds: number[]) => post<{ resultId: number }>(paths.combineTestParts, { testPartsIds }),
  decombine: (resultId: number) =>
    apiFetch<{ testPartIds: number[] }>(`/api/customer/v1/blood/results/${resultId}/decombine`, {
      method: 'DELETE',
      retry: 0,
    }),
  /** A single test part published as a blood result of its own. */
  activatePart: (partId: number) =>
    post<{ resultId: number }>(`/api/customer/blood/results/${partId}/activate`, {}),
  activateTest: (testId: number, signal?: AbortSignal) =>
    apiFetch<{ activatedTest: Test; previousActivatedTest: Test | null }>(paths.activateTest, {
      method: 'POST',
      body: { testId },
      retry: 0,
      signal,
    }),
  activateMbd: (body: DrawBody, signal?: AbortSignal) =>
    apiFetch<{ test: Test }>(paths.activateMbd, { method: 'POST', body, retry: 0, signal }),
  validatePhone: (phone: string, signal?: AbortSignal) =>
    apiFetch<{ valid: true; phone: string }>(paths.validatePhone, {
      method: 'POST',
      body: { phone },
      retry: 0,
      signal,
    }),
  validateAddress: (address: Address, signal?: AbortSignal) =>
    apiFetch<{ valid: true; address: Address }>(paths.validateAddress, {
      method: 'POST',
      body: { address },
      retry: 0,
      signal,
    }),
  /** The account's postal address (000 §3 user state), the draw form's default. */
  accountAddress: (signal?: AbortSignal) => apiFetch<AddressResponse>(paths.accountAddress, { signal }),
  /** Issue 23.5: the nearest draw sites, preparation and mobile draw of a test. */
  drawGuide: (testId: number, signal?: AbortSignal) =>
    apiFetch<DrawGuide>(paths.drawGuide.replace(':id', String(testId)), { signal }),
  transfer: (body: TransferBody) => post<{ transferredTest: TransferredTest }>(paths.transfer, body),
  receipt: (orderId: number) =>
    apiBlob(`/api/customer/v1/order/receipt/${orderId}`, { retry: 0, accept: 'application/pdf' }),
};

/**
 * Checks the phone and the address of a draw request with both validate calls at once, so every
 * bad field is named together: resolves with the normalised values, or rejects with one 400 whose
 * issues are those of both answers (`phone`, `address.zip`, …).
 */
export async function validateContact(
  { phone, address }: { phone: string; address: Address },
  signal?: AbortSignal,
): Promise<{ phone: string; address: Address }> {
  const [checkedPhone, checkedAddress] = await Promise.allSettled([
    ordersApi.validatePhone(phone, signal),
    ordersApi.validateAddress(address, signal),
  ]);
  if (checkedPhone.status === 'fulfilled' && checkedAddress.status === 'fulfilled')
    return { phone: checkedPhone.value.phone, address: checkedAddress.value.address };
  const errors = [checkedPhone, checkedAddress]
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => toApiError(r.reason, paths.validatePhone));
  const fieldErrors = errors.every((e) => e.status === 400);
  if (!fieldErrors) throw errors.find((e) => e.status !== 400)!;
  const issues: FieldIssue[] = errors.flatMap((e) => e.issues);
  const body: ErrorBody = { error: 'Please check the highlighted fields.', issues };
  throw new ApiError('http', 400, body, paths.validateAddress);
}
