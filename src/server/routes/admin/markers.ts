import { Hono } from 'hono';
import { z } from 'zod';
import { backOfficePaths, idParam, withReason } from '../../../contract/back-office';
import {
  markerSynonymRequest,
  markerSynonymsQuery,
  reviewDraftRequest,
  reviewRequestsQuery,
  type MarkerSynonymsResponse,
  type ReviewPublishResponse,
  type ReviewRequestDetail,
  type ReviewRequestsResponse,
} from '../../../contract/back-office-panels';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { addSynonym, listSynonyms, removeSynonym } from '../../services/admin/marker-synonyms';
import {
  CONTENT_TYPES,
  listReviewRequests,
  publishReview,
  reviewRequestDetail,
  reviewRequestFile,
  saveReviewDraft,
} from '../../services/admin/review-requests';
import type { OcrFileKind } from '../../services/ocr';
import { documentReader } from '../../workers/document-pool';

const fileParam = idParam.extend({
  position: z.coerce.number().int('Must be a whole number').min(0).max(100),
});

/** A file name safe inside a quoted Content-Disposition (RFC 6266), with the full name in filename*. */
const disposition = (name: string) =>
  `inline; filename="${name.replace(/[^\w .-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Marker synonyms of the OCR reader and the review requests of the care team (issue 18). */
export function adminMarkerRoutes(deps: AppDeps) {
  const { db } = deps;
  const p = backOfficePaths;
  const reader = documentReader(deps.config.documents);
  return new Hono<StaffEnv>()
    .get(
      p.markerSynonyms,
      requireAdmin(deps, 'markerAddName'),
      validate('query', markerSynonymsQuery),
      async (c) => c.json<MarkerSynonymsResponse>(await listSynonyms(db, c.req.valid('query'))),
    )
    .post(
      p.markerSynonyms,
      requireAdmin(deps, 'markerAddName'),
      validate('json', markerSynonymRequest),
      async (c) =>
        c.json({ synonym: await addSynonym(db, c.get('staff'), c.req.valid('json'), deps.now()) }, 201),
    )
    .delete(
      p.markerSynonym,
      requireAdmin(deps, 'markerAddName'),
      validate('param', idParam),
      validate('json', withReason),
      async (c) => {
        await removeSynonym(
          db,
          c.get('staff'),
          c.req.valid('param').id,
          c.req.valid('json').reason,
          deps.now(),
        );
        return c.body(null, 204);
      },
    )
    .get(
      p.reviewRequests,
      requireAdmin(deps, 'markerReview'),
      validate('query', reviewRequestsQuery),
      async (c) =>
        c.json<ReviewRequestsResponse>(await listReviewRequests(db, c.req.valid('query'), deps.now())),
    )
    .get(p.reviewRequest, requireAdmin(deps, 'markerReview'), validate('param', idParam), async (c) =>
      c.json<ReviewRequestDetail>(await reviewRequestDetail(db, reader, c.req.valid('param').id, deps.now())),
    )
    .put(
      p.reviewRequest,
      requireAdmin(deps, 'markerReview'),
      validate('param', idParam),
      validate('json', reviewDraftRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        await saveReviewDraft(db, c.get('staff'), id, c.req.valid('json'), deps.now());
        return c.json<ReviewRequestDetail>(await reviewRequestDetail(db, reader, id, deps.now()));
      },
    )
    .get(p.reviewRequestFile, requireAdmin(deps, 'markerReview'), validate('param', fileParam), async (c) => {
      const { id, position } = c.req.valid('param');
      const file = await reviewRequestFile(db, id, position);
      // The customer's bytes, shown to staff: never sniffed into another type, never run as a page.
      return c.body(new Uint8Array(file.content), 200, {
        'content-type': CONTENT_TYPES[file.kind as OcrFileKind] ?? 'application/octet-stream',
        'content-disposition': disposition(file.name),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        'cache-control': 'private, no-store',
      });
    })
    .post(
      p.reviewRequestPublish,
      requireAdmin(deps, 'markerReview'),
      validate('param', idParam),
      validate('json', withReason),
      async (c) => {
        const result = await publishReview(
          { db, outbox: deps.outbox, publicUrl: deps.config.publicUrl },
          c.get('staff'),
          c.req.valid('param').id,
          c.req.valid('json').reason,
          deps.now(),
        );
        return c.json<ReviewPublishResponse>(result);
      },
    );
}
