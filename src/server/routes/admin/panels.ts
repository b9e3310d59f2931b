import { Hono } from 'hono';
import {
  backOfficePaths,
  idParam,
  withReason,
  type CatalogueMarkersResponse,
} from '../../../contract/back-office';
import {
  customPanelRequest,
  customPanelsQuery,
  customPanelUpdate,
  type CustomPanelResponse,
  type CustomPanelsResponse,
} from '../../../contract/back-office-panels';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import {
  archivePanel,
  catalogueMarkers,
  createPanel,
  listPanels,
  panelDetail,
  updatePanel,
} from '../../services/admin/panels';

/** The marker catalogue and custom panels (issue 18; docs/decisions/back-office.md). */
export function adminPanelRoutes(deps: AppDeps) {
  const { db } = deps;
  const p = backOfficePaths;
  return new Hono<StaffEnv>()
    .get(p.markers, requireAdmin(deps, 'anyAdmin'), async (c) =>
      c.json<CatalogueMarkersResponse>({ items: await catalogueMarkers(db) }),
    )
    .get(
      p.customPanels,
      requireAdmin(deps, 'customPanelsList'),
      validate('query', customPanelsQuery),
      async (c) => c.json<CustomPanelsResponse>({ items: await listPanels(db, c.req.valid('query')) }),
    )
    .post(
      p.customPanels,
      requireAdmin(deps, 'customPanelsCreate'),
      validate('json', customPanelRequest),
      async (c) =>
        c.json<CustomPanelResponse>(
          { panel: await createPanel(db, c.get('staff'), c.req.valid('json'), deps.now()) },
          201,
        ),
    )
    .get(p.customPanel, requireAdmin(deps, 'customPanelsList'), validate('param', idParam), async (c) =>
      c.json<CustomPanelResponse>({ panel: await panelDetail(db, c.req.valid('param').id) }),
    )
    .put(
      p.customPanel,
      requireAdmin(deps, 'customPanelsEdit'),
      validate('param', idParam),
      validate('json', customPanelUpdate),
      async (c) =>
        c.json<CustomPanelResponse>({
          panel: await updatePanel(
            db,
            c.get('staff'),
            c.req.valid('param').id,
            c.req.valid('json'),
            deps.now(),
          ),
        }),
    )
    .delete(
      p.customPanel,
      requireAdmin(deps, 'customPanelsEdit'),
      validate('param', idParam),
      validate('json', withReason),
      async (c) =>
        c.json<CustomPanelResponse>({
          panel: await archivePanel(
            db,
            c.get('staff'),
            c.req.valid('param').id,
            c.req.valid('json').reason,
            deps.now(),
          ),
        }),
    );
}
