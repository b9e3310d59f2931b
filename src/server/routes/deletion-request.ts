import { Hono } from 'hono';
import {
  customerDeletionRequest,
  deletionRequestPaths,
  type CustomerDeletionStatus,
} from '../../contract/back-office-deletion';
import type { AppDeps } from '../app';
import type { CustomerEnv } from '../http/customer-auth';
import { validate } from '../http/validate';
import { askDeletion, customerDeletionStatus, withdrawDeletion } from '../services/admin/deletion';
import { accountContext } from './account/context';

/**
 * Issue 19: the customer's deletion request on their account page. Asking needs the password (checked
 * and rate-limited as every security change of the account is); withdrawing a pending one does not.
 */
export function deletionRequestRoutes(deps: AppDeps) {
  const { db } = deps;
  const { customer, me, confirmPassword } = accountContext(deps);
  return new Hono<CustomerEnv>()
    .get(deletionRequestPaths.request, customer, async (c) =>
      c.json<CustomerDeletionStatus>(await customerDeletionStatus(db, c.get('customer').customerId)),
    )
    .post(deletionRequestPaths.request, customer, validate('json', customerDeletionRequest), async (c) => {
      const { password, note } = c.req.valid('json');
      const row = await me(c);
      await confirmPassword(c, row.passwordHash, password, 'password');
      return c.json<CustomerDeletionStatus>(await askDeletion(db, row.id, note, deps.now()), 201);
    })
    .delete(deletionRequestPaths.request, customer, async (c) =>
      c.json<CustomerDeletionStatus>(await withdrawDeletion(db, c.get('customer').customerId, deps.now())),
    );
}
