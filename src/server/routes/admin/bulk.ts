import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { backOfficePaths as paths, idParam } from '../../../contract/back-office';
import {
  bulkPreviewRequest,
  bulkRequest,
  customerImportRunRequest,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type JobStarted,
} from '../../../contract/back-office-bulk';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import { HttpError, invalid, jsonError } from '../../http/errors';
import { MULTIPART_OVERHEAD_BYTES } from '../../http/request-limits';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { previewBulk, startBulk } from '../../services/admin/bulk';
import { reactivateCustomer } from '../../services/admin/people';
import { customerReactivateRequest } from '../../../contract/back-office-people';
import { customerView } from '../../services/admin/customers';
import type { Db } from '../../db';
import { createDryRun, importView, recentImports, startImport } from '../../services/admin/customer-import';
import { documentReader } from '../../workers/document-pool';
import { multipartInWorker } from '../../workers/multipart';

/** Issue 19: the customer CSV import and bulk user actions (docs/decisions/back-office-bulk.md). */
export function adminBulkRoutes(deps: AppDeps) {
  const { db } = deps;
  const reader = documentReader(deps.config.documents);
  // app.ts raises this path's request limit to match; a larger file is a 413 naming the field
  const uploadLimit = bodyLimit({
    maxSize: IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: (c) =>
      jsonError(c, 413, IMPORT_MESSAGES.tooLarge, [
        { path: IMPORT_FILE_FIELD, message: IMPORT_MESSAGES.tooLarge },
      ]),
  });

  return (
    new Hono<StaffEnv>()
      .get(paths.customerImports, requireAdmin(deps, 'customersImport'), async (c) =>
        c.json({ items: await recentImports(db, c.get('staff')) }),
      )
      .post(
        paths.customerImports,
        requireAdmin(deps, 'customersImport'),
        uploadLimit,
        multipartInWorker(reader, IMPORT_FILE_FIELD),
        async (c) => {
          if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? ''))
            throw invalid([{ path: IMPORT_FILE_FIELD, message: IMPORT_MESSAGES.noFile }]);
          const file = (await c.req.formData()).get(IMPORT_FILE_FIELD);
          if (!(file instanceof File) || file.size === 0)
            throw invalid([{ path: IMPORT_FILE_FIELD, message: IMPORT_MESSAGES.noFile }]);
          if (file.size > IMPORT_MAX_BYTES)
            throw new HttpError(413, IMPORT_MESSAGES.tooLarge, [
              { path: IMPORT_FILE_FIELD, message: IMPORT_MESSAGES.tooLarge },
            ]);
          const bytes = new Uint8Array(await file.arrayBuffer());
          return c.json(await createDryRun(deps, reader, c.get('staff'), { name: file.name, bytes }), 201);
        },
      )
      .get(
        paths.customerImport,
        requireAdmin(deps, 'customersImport'),
        validate('param', idParam),
        async (c) => c.json(await importView(db, c.get('staff'), c.req.valid('param').id)),
      )
      .post(
        paths.customerImportRun,
        requireAdmin(deps, 'customersImport'),
        validate('param', idParam),
        validate('json', customerImportRunRequest),
        async (c) => {
          const jobId = await startImport(deps, c.get('staff'), c.req.valid('param').id, c.req.valid('json'));
          return c.json<JobStarted>({ jobId }, 201);
        },
      )
      .post(
        paths.bulkActionPreview,
        requireAdmin(deps, 'bulkUserAction'),
        validate('json', bulkPreviewRequest),
        async (c) => c.json(await previewBulk(db, c.req.valid('json'), deps.now())),
      )
      .post(
        paths.bulkActions,
        requireAdmin(deps, 'bulkUserAction'),
        validate('json', bulkRequest),
        async (c) => {
          const jobId = await startBulk(deps, c.get('staff'), c.req.valid('json'));
          return c.json<JobStarted>({ jobId }, 201);
        },
      )
      // one customer, from their view: the bulk action "reactivate" for one, at once (gap set "people")
      .post(
        paths.customerReactivate,
        requireAdmin(deps, 'bulkUserAction'),
        validate('param', idParam),
        validate('json', customerReactivateRequest),
        async (c) => {
          const { id } = c.req.valid('param');
          const now = deps.now();
          await db.transaction((t) =>
            reactivateCustomer(t as unknown as Db, c.get('staff'), id, c.req.valid('json').reason, now),
          );
          return c.json(await customerView(db, id, now));
        },
      )
  );
}
