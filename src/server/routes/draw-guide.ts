import { Hono } from 'hono';
import { drawGuideParams, drawGuidePaths, drawGuideQuery } from '../../contract/draw-guide';
import type { AppDeps } from '../app';
import { requireCustomer, type CustomerEnv } from '../http/customer-auth';
import { validate } from '../http/validate';
import { drawGuide } from '../services/draw-guide';

/** Issue 23 point 5: the draw guide of a customer's test (nearest draw sites, preparation, mobile draw). */
export function drawGuideRoutes(deps: AppDeps) {
  const customer = requireCustomer(deps);
  return new Hono<CustomerEnv>().get(
    drawGuidePaths.drawGuide,
    customer,
    validate('param', drawGuideParams),
    validate('query', drawGuideQuery),
    async (c) =>
      c.json(
        await drawGuide(
          deps.db,
          c.get('customer').customerId,
          c.req.valid('param').id,
          c.req.valid('query').zip,
          deps.now(),
        ),
      ),
  );
}
