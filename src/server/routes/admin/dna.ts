import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { backOfficePaths as paths, idParam } from '../../../contract/back-office';
import {
  DNA_RESULT_FIELD,
  dnaKitCompleteForm,
  dnaKitsQuery,
  dnaKitTransitionRequest,
  dnaResultsQuery,
} from '../../../contract/back-office-dna';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import { fieldIssues, HttpError, invalid, jsonError } from '../../http/errors';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import {
  customerDna,
  kitDetail,
  listKits,
  listResults,
  resultFileRefusal,
  resultReport,
  transitionKit,
} from '../../services/admin/dna';
import { parseDnaFileInWorker } from '../../services/dna';
import { DnaFileError } from '../../services/dna-parse';
import { documentReader } from '../../workers/document-pool';
import { multipartInWorker } from '../../workers/multipart';

/** DNA results and kits (issue 18): the lab's steps of a kit, and the customers' DNA as they see it. */
export function adminDnaRoutes(deps: AppDeps) {
  const { db } = deps;
  const maxBytes = deps.config.dna.uploadMaxBytes;
  const reader = documentReader(deps.config.documents);
  // the same cap as the customer's own upload (app.ts raises this path's request limit to match)
  const resultLimit = bodyLimit({
    maxSize: maxBytes + 64 * 1024,
    onError: (c) =>
      jsonError(c, 413, `The result file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, [
        { path: DNA_RESULT_FIELD, message: 'The file is too large' },
      ]),
  });

  return new Hono<StaffEnv>()
    .get(paths.dnaKits, requireAdmin(deps, 'dnaKitView'), validate('query', dnaKitsQuery), async (c) =>
      c.json(await listKits(db, c.req.valid('query'))),
    )
    .get(paths.dnaKit, requireAdmin(deps, 'dnaKitView'), validate('param', idParam), async (c) =>
      c.json(await kitDetail(db, c.req.valid('param').id)),
    )
    .post(
      paths.dnaKitTransitions,
      requireAdmin(deps, 'dnaKitEdit'),
      validate('param', idParam),
      resultLimit,
      multipartInWorker(reader, DNA_RESULT_FIELD),
      async (c) => {
        const { id } = c.req.valid('param');
        const now = deps.now();
        const staff = c.get('staff');
        if (/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
          const form = await c.req.formData();
          const parsed = dnaKitCompleteForm.safeParse({
            event: form.get('event') ?? undefined,
            reason: form.get('reason') ?? undefined,
            [DNA_RESULT_FIELD]: form.get(DNA_RESULT_FIELD) ?? undefined,
          });
          if (!parsed.success) throw invalid(fieldIssues(parsed.error));
          const file = parsed.data[DNA_RESULT_FIELD];
          let data;
          try {
            data = await parseDnaFileInWorker(reader, file, maxBytes);
          } catch (err) {
            if (err instanceof DnaFileError) throw resultFileRefusal(err);
            throw err;
          }
          return c.json(
            await transitionKit(
              db,
              staff,
              id,
              { event: 'complete', reason: parsed.data.reason, parsed: { file, data } },
              now,
            ),
          );
        }
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          throw new HttpError(400, 'Send the step as JSON, or as multipart with the result file.', [
            { path: '(body)', message: 'Send the step as JSON' },
          ]);
        }
        if ((body as { event?: unknown } | null)?.event === 'complete')
          throw invalid([
            { path: DNA_RESULT_FIELD, message: 'Upload the lab’s result file to mark the kit ready' },
          ]);
        const parsed = dnaKitTransitionRequest.safeParse(body);
        if (!parsed.success) throw invalid(fieldIssues(parsed.error));
        return c.json(await transitionKit(db, staff, id, parsed.data, now));
      },
    )
    .get(paths.customerDna, requireAdmin(deps, 'geneticsView'), validate('param', idParam), async (c) =>
      c.json(await customerDna(db, c.req.valid('param').id, deps.now())),
    )
    .get(
      paths.dnaResults,
      requireAdmin(deps, 'geneticsView'),
      validate('query', dnaResultsQuery),
      async (c) => c.json(await listResults(db, c.req.valid('query'), deps.now())),
    )
    .get(paths.dnaResult, requireAdmin(deps, 'geneticsView'), validate('param', idParam), async (c) =>
      c.json(await resultReport(db, c.req.valid('param').id, deps.now())),
    );
}
