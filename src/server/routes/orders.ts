import { Hono } from 'hono';
import {
  activateMbdRequest,
  activateTestRequest,
  address,
  combineRequest,
  idParam,
  ordersPaths,
  phone,
  transferRequest,
  validateAddressRequest,
  validatePhoneRequest,
  type Test,
} from '../../contract/orders';
import type { AppDeps } from '../app';
import { requireActiveCustomer, requireCustomer, type CustomerEnv } from '../http/customer-auth';
import { fieldIssues } from '../http/errors';
import { validate } from '../http/validate';
import { orderReceiptPdf } from '../services/order-receipt-pdf';
import {
  activateMbd,
  activatePart,
  activateTest,
  checkAddress,
  checkPhone,
  combineParts,
  customerTestParts,
  customerTests,
  decombine,
  purchaseHistory,
  receiptData,
  refuseIssues,
  transferTest,
} from '../services/orders';

/** spec 000 §7.4 tests and orders: tests, test parts, purchase history, activation, MBD, transfer, receipt. */
export function orderRoutes(deps: AppDeps) {
  const { db } = deps;
  const customer = requireCustomer(deps);
  // The actions need the full account; the lists and receipts stay open during onboarding.
  const active = requireActiveCustomer(deps);
  const me = (c: { get(key: 'customer'): { customerId: number } }) => c.get('customer').customerId;

  return new Hono<CustomerEnv>()
    .get(ordersPaths.tests, customer, async (c) => {
      const all = await customerTests(db, me(c), deps.now());
      return c.json<Test[]>(all.map((t) => t.body));
    })
    .get(ordersPaths.purchaseHistory, customer, async (c) =>
      c.json(await purchaseHistory(db, me(c), deps.now())),
    )
    .post(ordersPaths.activateTest, active, validate('json', activateTestRequest), async (c) =>
      c.json(await activateTest(db, me(c), c.req.valid('json').testId, deps.now())),
    )
    .post(ordersPaths.activateMbd, active, validate('json', activateMbdRequest), async (c) => {
      const body = c.req.valid('json');
      return c.json(
        await activateMbd(db, me(c), { ...body, scheduledAt: new Date(body.scheduledAt) }, deps.now()),
      );
    })
    .post(ordersPaths.validatePhone, customer, validate('json', validatePhoneRequest), (c) => {
      const raw = c.req.valid('json').phone;
      const shape = phone.safeParse(raw);
      const checked = checkPhone(raw);
      refuseIssues(
        shape.success ? checked.issues : fieldIssues(shape.error).map((i) => ({ ...i, path: 'phone' })),
      );
      return c.json({ valid: true as const, phone: checked.phone! });
    })
    .post(ordersPaths.validateAddress, customer, validate('json', validateAddressRequest), async (c) => {
      const shape = address.safeParse(c.req.valid('json').address ?? {});
      if (!shape.success)
        refuseIssues(
          fieldIssues(shape.error).map((i) => ({
            ...i,
            path: i.path === '(body)' ? 'address' : `address.${i.path}`,
          })),
        );
      const checked = await checkAddress(db, shape.data!);
      refuseIssues(checked.issues);
      return c.json({ valid: true as const, address: checked.address });
    })
    .get(ordersPaths.testParts, customer, async (c) => c.json(await customerTestParts(db, me(c))))
    .post(ordersPaths.combineTestParts, active, validate('json', combineRequest), async (c) =>
      c.json(await combineParts(db, me(c), c.req.valid('json').testPartsIds, deps.now())),
    )
    .delete(ordersPaths.decombine, active, validate('param', idParam), async (c) =>
      c.json(await decombine(db, me(c), c.req.valid('param').id)),
    )
    .post(ordersPaths.activateResult, active, validate('param', idParam), async (c) =>
      c.json(await activatePart(db, me(c), c.req.valid('param').id, deps.now())),
    )
    .post(ordersPaths.transfer, active, validate('json', transferRequest), async (c) => {
      const { testId, ...to } = c.req.valid('json');
      return c.json(await transferTest(db, deps.outbox, me(c), testId, to, deps.now()));
    })
    .get(ordersPaths.receipt, customer, validate('param', idParam), async (c) => {
      const order = await receiptData(db, me(c), c.req.valid('param').id);
      const pdf = await orderReceiptPdf(order, deps.now());
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="healthspan-receipt-${order.orderId}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
