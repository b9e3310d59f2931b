import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import { accountProfileRoutes } from './profile';
import { accountSecurityRoutes } from './security';
import { accountSharingRoutes } from './sharing';

export { PHONE_CODES_PER_DAY } from './security';

/** The account family (spec 000 §7.3): profile, security, permissions and sharing. */
export function accountRoutes(deps: AppDeps) {
  return new Hono()
    .route('/', accountProfileRoutes(deps))
    .route('/', accountSecurityRoutes(deps))
    .route('/', accountSharingRoutes(deps));
}
