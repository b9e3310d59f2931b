import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES, type Paged } from '../../../contract/back-office';
import {
  REVIEWED_SOURCE,
  type ReviewRequestDetail,
  type ReviewRequestSummary,
} from '../../../contract/back-office-panels';
import type { ConfirmedValue } from '../../../contract/ocr';
import { DAY_MS, formatDate, utcDayOf } from '../../../domain/dates';
import type { Db } from '../../db';
import { customers, ocrUploadFiles, ocrUploads, reviewDecisions } from '../../db/schema';
import { HttpError, invalid } from '../../http/errors';
import type { DocumentReader } from '../../workers/document-pool';
import { combineReadings, OcrFileError, readFileInWorker, type FileReading, type OcrFileKind } from '../ocr';
import { ocrMarkerIndex, storeReportResult, valueIssues } from '../ocr/uploads';
import type { Outbox } from '../outbox';
import { recordAudit, type Actor } from './audit';

// Issue 18: review requests are the uploads a customer sent to the care team (ocr_uploads with
// purpose `review`, docs/decisions/ocr.md): read, corrected (a draft in review_decisions) and
// published as the customer's blood result through the customer's own confirmation path.

const ENTITY = 'review-request';

const summarySelection = {
  id: ocrUploads.id,
  groupId: ocrUploads.groupId,
  status: ocrUploads.status,
  files: ocrUploads.files,
  createdAt: ocrUploads.createdAt,
  resultId: ocrUploads.resultId,
  customerId: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  draftUpdatedAt: reviewDecisions.updatedAt,
  publishedAt: reviewDecisions.publishedAt,
};

const summaries = (db: Db, where: SQL) =>
  db
    .select(summarySelection)
    .from(ocrUploads)
    .innerJoin(customers, eq(customers.id, ocrUploads.customerId))
    .leftJoin(reviewDecisions, eq(reviewDecisions.uploadId, ocrUploads.id))
    .where(where);
type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

function toSummary(r: SummaryRow, now: Date): ReviewRequestSummary {
  const published = r.status === 'confirmed';
  const until = published ? (r.publishedAt ?? now) : now;
  return {
    id: r.id,
    groupId: r.groupId,
    customer: { id: r.customerId, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email },
    files: r.files.map((f, position) => ({ position, name: f.name, kind: f.kind, bytes: f.bytes })),
    uploadedAt: r.createdAt.toISOString(),
    waitingDays: Math.max(0, Math.floor((until.getTime() - r.createdAt.getTime()) / DAY_MS)),
    status: published ? 'published' : 'waiting',
    hasDraft: r.draftUpdatedAt !== null,
    publishedAt: r.publishedAt?.toISOString() ?? null,
  };
}

const isReview = (id?: number) =>
  and(eq(ocrUploads.purpose, 'review'), id === undefined ? undefined : eq(ocrUploads.id, id))!;

/** The queue (waiting: oldest first) or the published ones (newest first), a page at a time. */
export async function listReviewRequests(
  db: Db,
  query: { status: 'waiting' | 'published'; page: number; pageSize: number },
  now: Date,
): Promise<Paged<ReviewRequestSummary>> {
  const where = and(isReview(), eq(ocrUploads.status, query.status === 'waiting' ? 'queued' : 'confirmed'))!;
  const [rows, [counted]] = await Promise.all([
    summaries(db, where)
      .orderBy(query.status === 'waiting' ? asc(ocrUploads.createdAt) : desc(ocrUploads.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(ocrUploads).where(where),
  ]);
  return {
    items: rows.map((r) => toSummary(r, now)),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}

/** How many uploads wait for the care team (the admin home's widget). */
export async function waitingReviewCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ocrUploads)
    .where(and(isReview(), eq(ocrUploads.status, 'queued')));
  return row?.n ?? 0;
}

async function summaryOf(db: Db, id: number, now: Date) {
  const [row] = await summaries(db, isReview(id));
  if (!row) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
  return { row, summary: toSummary(row, now) };
}

/**
 * One request: its files, what the reader finds in them now (read again each time in a document
 * worker, so a synonym added since counts), the saved draft and, once published, the result.
 */
export async function reviewRequestDetail(
  db: Db,
  reader: DocumentReader,
  id: number,
  now: Date,
): Promise<ReviewRequestDetail> {
  const { row, summary } = await summaryOf(db, id, now);
  const [files, [draft], index] = await Promise.all([
    db
      .select({ name: ocrUploadFiles.name, kind: ocrUploadFiles.kind, content: ocrUploadFiles.content })
      .from(ocrUploadFiles)
      .where(eq(ocrUploadFiles.uploadId, id))
      .orderBy(asc(ocrUploadFiles.position)),
    db.select().from(reviewDecisions).where(eq(reviewDecisions.uploadId, id)),
    ocrMarkerIndex(db),
  ]);
  const readings: FileReading[] = [];
  const problems: string[] = [];
  for (const f of files) {
    try {
      const file = { name: f.name, kind: f.kind as OcrFileKind, bytes: new Uint8Array(f.content) };
      readings.push(await readFileInWorker(reader, file, index));
    } catch (err) {
      if (!(err instanceof OcrFileError) && !(err instanceof HttpError)) throw err;
      problems.push(`${f.name} ${err.message}`);
    }
  }
  const reading = combineReadings(readings, utcDayOf(now));
  return {
    ...summary,
    reading: {
      testedAt: reading.testedAt,
      values: reading.results.map((r) => ({
        markerAbbr: r.markerAbbr,
        value: r.value,
        unit: r.unit,
        confidence: r.confidence,
        sourceText: r.sourceText,
      })),
      unmatched: reading.unmatched,
      problems,
    },
    draft: draft
      ? {
          testedAt: draft.testedAt,
          values: draft.values,
          updatedAt: draft.updatedAt?.toISOString() ?? null,
        }
      : null,
    resultId: row.resultId,
  };
}

/** A stored file of a review request, for the care team to look at; 404 when there is none. */
export async function reviewRequestFile(db: Db, id: number, position: number) {
  const [file] = await db
    .select({ name: ocrUploadFiles.name, kind: ocrUploadFiles.kind, content: ocrUploadFiles.content })
    .from(ocrUploadFiles)
    .innerJoin(ocrUploads, eq(ocrUploads.id, ocrUploadFiles.uploadId))
    .where(and(isReview(id), eq(ocrUploadFiles.position, position)));
  if (!file) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
  return file;
}

/** The content type a stored file is served with (its kind was sniffed from the bytes at upload). */
export const CONTENT_TYPES: Record<OcrFileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  csv: 'text/csv; charset=utf-8',
};

async function checkedValues(db: Db, testedAt: string, values: readonly ConfirmedValue[], now: Date) {
  const index = await ocrMarkerIndex(db);
  const issues = valueIssues(values, index, 'values', { plausible: true });
  if (testedAt > utcDayOf(now))
    issues.unshift({ path: 'testedAt', message: 'The draw date cannot be in the future' });
  if (issues.length) throw invalid(issues);
  return index;
}

const alreadyPublished = () => new HttpError(409, 'This request was already published to the customer.');

/** Saves the care team's corrected values as a draft (audited); 409 once published. */
export async function saveReviewDraft(
  db: Db,
  actor: Actor,
  id: number,
  body: { testedAt: string; values: ConfirmedValue[] },
  now: Date,
): Promise<void> {
  await checkedValues(db, body.testedAt, body.values, now);
  await db.transaction(async (tx) => {
    const [upload] = await tx
      .select({ status: ocrUploads.status, customerId: ocrUploads.customerId })
      .from(ocrUploads)
      .where(isReview(id))
      .for('update');
    if (!upload) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
    if (upload.status !== 'queued') throw alreadyPublished();
    const [before] = await tx.select().from(reviewDecisions).where(eq(reviewDecisions.uploadId, id));
    const draft = { testedAt: body.testedAt, values: body.values, staffId: actor.staff.id, updatedAt: now };
    await tx
      .insert(reviewDecisions)
      .values({ uploadId: id, ...draft })
      .onConflictDoUpdate({ target: reviewDecisions.uploadId, set: draft });
    await recordAudit(
      tx,
      actor,
      {
        customerId: upload.customerId,
        entity: ENTITY,
        entityId: id,
        action: 'draft',
        summary: `Review request #${id}: draft saved with ${body.values.length} values`,
        before: before ? { testedAt: before.testedAt, values: before.values } : null,
        after: { testedAt: body.testedAt, values: body.values },
      },
      now,
    );
  });
}

/**
 * Publishes the saved draft as the customer's blood result (storeReportResult, as the customer's
 * own confirmation does), marks the request published and e-mails the customer. 400 without a
 * draft, 409 when already published.
 */
export async function publishReview(
  deps: { db: Db; outbox: Outbox; publicUrl: string },
  actor: Actor,
  id: number,
  reason: string,
  now: Date,
): Promise<{ resultId: number }> {
  const { db } = deps;
  const published = await db.transaction(async (tx) => {
    const [upload] = await tx.select().from(ocrUploads).where(isReview(id)).for('update');
    if (!upload) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
    if (upload.status !== 'queued') throw alreadyPublished();
    const [draft] = await tx.select().from(reviewDecisions).where(eq(reviewDecisions.uploadId, id));
    if (!draft?.values.length || !draft.testedAt)
      throw invalid([{ path: 'values', message: 'Save the values and the draw date before publishing' }]);
    const index = await checkedValues(tx, draft.testedAt, draft.values, now);
    const resultId = await storeReportResult(tx, {
      customerId: upload.customerId,
      uploadId: id,
      groupId: upload.groupId,
      testedAt: draft.testedAt,
      values: draft.values,
      source: REVIEWED_SOURCE,
      index,
      now,
    });
    await tx
      .update(reviewDecisions)
      .set({ publishedAt: now, resultId, staffId: actor.staff.id })
      .where(eq(reviewDecisions.uploadId, id));
    await recordAudit(
      tx,
      actor,
      {
        customerId: upload.customerId,
        entity: ENTITY,
        entityId: id,
        action: 'publish',
        summary: `Review request #${id}: ${draft.values.length} values published to the customer’s blood results`,
        reason,
        before: null,
        after: { testedAt: draft.testedAt, values: draft.values, resultId },
      },
      now,
    );
    const [customer] = await tx
      .select({ email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, upload.customerId));
    return { resultId, customer: customer!, uploadedAt: upload.createdAt, testedAt: draft.testedAt };
  });
  // After the commit: the outbox writes through its own connection.
  await deps.outbox.send(
    {
      channel: 'email',
      recipient: published.customer.email,
      subject: 'Your blood results are in',
      body: [
        `Hello ${published.customer.firstName || 'there'},`,
        '',
        `Our care team has read the report you sent on ${formatDate(published.uploadedAt)} and added its values (drawn on ${formatDate(published.testedAt)}) to your blood results.`,
        `See them here: ${deps.publicUrl}/customer/bloodwork`,
      ].join('\n'),
    },
    now,
  );
  return { resultId: published.resultId };
}
