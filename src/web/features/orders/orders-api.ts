import type { AddressResponse } from '../../../contract/account';
import { accountPaths } from '../../../contract/account-paths';
import type { DrawGuide } from '../../../contract/draw-guide';
import { drawGuidePaths } from '../../../contract/draw-guide-paths';
import type { ErrorBody, FieldIssue } from '../../../contract/http';
import type {
  Address,
  PurchaseHistoryResponse,
  Test,
  TestPart,
  TransferredTest,
} from '../../../contract/orders';
import { ordersPaths } from '../../../contract/orders-paths';
import { fillPath } from '../../../contract/path';
import { ApiError, apiBlob, apiFetch, toApiError } from '../../lib/api';

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
    apiFetch<PurchaseHistoryResponse>(ordersPaths.purchaseHistory, { signal }),
  testParts: (signal?: AbortSignal) => apiFetch<TestPart[]>(ordersPaths.testParts, { signal }),
  combine: (testPartsIds: number[]) =>
    post<{ resultId: number }>(ordersPaths.combineTestParts, { testPartsIds }),
  decombine: (resultId: number) =>
    apiFetch<{ testPartIds: number[] }>(fillPath(ordersPaths.decombine, { id: String(resultId) }), {
      method: 'DELETE',
      retry: 0,
    }),
  /** A single test part published as a blood result of its own. */
  activatePart: (partId: number) =>
    post<{ resultId: number }>(fillPath(ordersPaths.activateResult, { id: String(partId) }), {}),
  activateTest: (testId: number, signal?: AbortSignal) =>
    apiFetch<{ activatedTest: Test; previousActivatedTest: Test | null }>(ordersPaths.activateTest, {
      method: 'POST',
      body: { testId },
      retry: 0,
      signal,
    }),
  activateMbd: (body: DrawBody, signal?: AbortSignal) =>
    apiFetch<{ test: Test }>(ordersPaths.activateMbd, { method: 'POST', body, retry: 0, signal }),
  validatePhone: (phone: string, signal?: AbortSignal) =>
    apiFetch<{ valid: true; phone: string }>(ordersPaths.validatePhone, {
      method: 'POST',
      body: { phone },
      retry: 0,
      signal,
    }),
  validateAddress: (address: Address, signal?: AbortSignal) =>
    apiFetch<{ valid: true; address: Address }>(ordersPaths.validateAddress, {
      method: 'POST',
      body: { address },
      retry: 0,
      signal,
    }),
  /** The account's postal address (000 §3 user state), the draw form's default. */
  accountAddress: (signal?: AbortSignal) => apiFetch<AddressResponse>(accountPaths.address, { signal }),
  /** Issue 23.5: the nearest draw sites, preparation and mobile draw of a test. */
  drawGuide: (testId: number, signal?: AbortSignal) =>
    apiFetch<DrawGuide>(fillPath(drawGuidePaths.drawGuide, { id: String(testId) }), { signal }),
  transfer: (body: TransferBody) => post<{ transferredTest: TransferredTest }>(ordersPaths.transfer, body),
  receipt: (orderId: number) =>
    apiBlob(fillPath(ordersPaths.receipt, { id: String(orderId) }), { retry: 0, accept: 'application/pdf' }),
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
    .map((r) => toApiError(r.reason, ordersPaths.validatePhone));
  const fieldErrors = errors.every((e) => e.status === 400);
  if (!fieldErrors) throw errors.find((e) => e.status !== 400)!;
  const issues: FieldIssue[] = errors.flatMap((e) => e.issues);
  const body: ErrorBody = { error: 'Please check the highlighted fields.', issues };
  throw new ApiError('http', 400, body, ordersPaths.validateAddress);
}
