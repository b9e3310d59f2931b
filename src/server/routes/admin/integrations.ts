import { Hono } from 'hono';
import { backOfficePaths as paths } from '../../../contract/back-office';
import {
  createPartnerKeyRequest,
  crmLogQuery,
  crmMappingsRequest,
  crmSyncRequest,
  partnerKeyParam,
  partnerKeysQuery,
  revokePartnerKeyRequest,
  type CrmSyncResponse,
} from '../../../contract/back-office-integrations';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { crmLog, mappingView, propertiesView, saveMapping, startSync } from '../../services/admin/crm';
import { createPartnerKey, listPartnerKeys, revokePartnerKey } from '../../services/admin/partners';

/** Issue 19, the CRM integration and partner keys (docs/decisions/back-office-integrations.md). */
export function adminIntegrationRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<StaffEnv>()
    .get(paths.crmMappings, requireAdmin(deps, 'crmView'), async (c) => c.json(await mappingView(db)))
    .put(
      paths.crmMappings,
      requireAdmin(deps, 'crmProperties'),
      validate('json', crmMappingsRequest),
      async (c) => c.json(await saveMapping(deps, c.get('staff'), c.req.valid('json'), deps.now())),
    )
    .get(paths.crmProperties, requireAdmin(deps, 'crmView'), async (c) => c.json(await propertiesView(deps)))
    .post(paths.crmSyncs, requireAdmin(deps, 'crmSync'), validate('json', crmSyncRequest), async (c) => {
      const jobId = await startSync(deps, c.get('staff'), c.req.valid('json'), deps.now());
      return c.json<CrmSyncResponse>({ jobId }, 201);
    })
    .get(paths.crmLog, requireAdmin(deps, 'crmView'), validate('query', crmLogQuery), async (c) =>
      c.json(await crmLog(db, c.req.valid('query'))),
    )
    .get(
      paths.partnerKeys,
      requireAdmin(deps, 'partnersView'),
      validate('query', partnerKeysQuery),
      async (c) => c.json(await listPartnerKeys(db, c.req.valid('query'))),
    )
    .post(
      paths.partnerKeys,
      requireAdmin(deps, 'partnersEdit'),
      validate('json', createPartnerKeyRequest),
      async (c) => c.json(await createPartnerKey(db, c.get('staff'), c.req.valid('json'), deps.now()), 201),
    )
    .delete(
      paths.partnerKey,
      requireAdmin(deps, 'partnersEdit'),
      validate('param', partnerKeyParam),
      validate('json', revokePartnerKeyRequest),
      async (c) =>
        c.json({
          item: await revokePartnerKey(
            db,
            c.get('staff'),
            c.req.valid('param').id,
            c.req.valid('json').reason,
            deps.now(),
          ),
        }),
    );
}
