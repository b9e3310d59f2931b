import { Hono } from 'hono';
import { invitationParams, invitationPaths } from '../../contract/coach';
import type { AppDeps } from '../app';
import { requireCustomer, type CustomerEnv } from '../http/customer-auth';
import { validate } from '../http/validate';
import { acceptInvitation, invitationView } from '../services/coach/invitations';

/**
 * 000 §2.3 accept-invite, the invited customer's side (docs/decisions/coach.md): what a link is for
 * (no token: the page says it before sign-in), and joining with the account of the invited e-mail.
 */
export function teamInvitationRoutes(deps: AppDeps) {
  const { db } = deps;
  // Any signed-in customer: one who has just signed up joins before finishing onboarding.
  const customer = requireCustomer(deps);
  return new Hono<CustomerEnv>()
    .get(invitationPaths.invitation, validate('param', invitationParams), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await invitationView(db, c.req.valid('param').inviteId, deps.now()));
    })
    .post(invitationPaths.accept, customer, validate('param', invitationParams), async (c) =>
      c.json(
        await acceptInvitation(db, c.req.valid('param').inviteId, c.get('customer').customerId, deps.now()),
      ),
    );
}
