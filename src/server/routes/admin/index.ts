import { Hono } from 'hono';
import type { AppDeps } from '../../app';
import { adminCompanyRoutes } from './companies';
import { adminCustomerRoutes } from './customers';
import { adminDnaRoutes } from './dna';
import { adminInsightRoutes } from './insights';
import { adminJobRoutes } from './jobs';
import { adminDeletionRoutes } from './deletion';
import { adminBulkRoutes } from './bulk';
import { adminDataRoutes } from './data';
import { adminIntegrationRoutes } from './integrations';
import { adminMarkerRoutes } from './markers';
import { adminOrderRoutes } from './orders';
import { adminPanelRoutes } from './panels';
import { adminPageRoutes } from './pages';
import { adminViewAsRoutes } from './view-as';

/** The back office's calls under /api/admin/v1 (issue 18), each behind its roleAccesses entry. */
export function backOfficeRoutes(deps: AppDeps) {
  return new Hono()
    .route('/', adminCustomerRoutes(deps))
    .route('/', adminOrderRoutes(deps))
    .route('/', adminViewAsRoutes(deps))
    .route('/', adminInsightRoutes(deps))
    .route('/', adminDnaRoutes(deps))
    .route('/', adminCompanyRoutes(deps))
    .route('/', adminPanelRoutes(deps))
    .route('/', adminMarkerRoutes(deps))
    .route('/', adminJobRoutes(deps))
    .route('/', adminDeletionRoutes(deps))
    .route('/', adminBulkRoutes(deps))
    .route('/', adminDataRoutes(deps))
    .route('/', adminIntegrationRoutes(deps))
    .route('/', adminPageRoutes(deps));
}
