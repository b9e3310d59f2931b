import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { utcDayOf } from '../../../domain/dates';
import type {
  ConfirmedValue,
  ConfirmResultsRequest,
  ParsedResult,
  SubmitFilesResponse,
} from '../../../contract/ocr';
import type { FieldIssue } from '../../../contract/http';
import {
  againstPrevious,
  isPlausible,
  OCR_REVIEW_THRESHOLD,
  markerIndex,
  matchMarkerUnit,
  plausibleRange,
  toPrimary,
  type MarkerIndex,
  type OcrMarker,
} from '../../../domain/ocr';
import type { Db } from '../../db';
import {
  bloodMarkerRanges,
  bloodMarkers,
  bloodResults,
  bloodValues,
  markerSynonyms,
  ocrUploadFiles,
  ocrUploads,
} from '../../db/schema';
import { HttpError, invalid } from '../../http/errors';
import { loadCatalogue } from '../blood-catalogue';
import { gradeStoredResult } from '../blood-results';
import type { CheckedFile } from '.';

/** Where a confirmed upload's values came from, as blood results show it. */
export const UPLOADED_SOURCE = 'Uploaded report';

/**
 * How long a process trusts its copy of the index. A synonym added or removed through this process
 * refreshes it at once (refreshOcrMarkerIndex); another process sharing the database (a second
 * server on PostgreSQL) sees the change within this time.
 */
export const OCR_INDEX_TTL_MS = 60_000;

const indexes = new WeakMap<Db, { pending: Promise<MarkerIndex>; readAt: number }>();

/**
 * The catalogue (blood_markers: units, LOINC codes) with the synonym table and the spellings added
 * in the back office (marker_synonyms); read once per database and kept OCR_INDEX_TTL_MS.
 */
export function ocrMarkerIndex(db: Db): Promise<MarkerIndex> {
  const cached = indexes.get(db);
  if (cached && Date.now() - cached.readAt < OCR_INDEX_TTL_MS) return cached.pending;
  const entry = {
    pending: Promise.all([readMarkers(db), readAddedSynonyms(db)]).then(([markers, added]) =>
      markerIndex(markers, added),
    ),
    readAt: Date.now(),
  };
  entry.pending.catch(() => {
    if (indexes.get(db) === entry) indexes.delete(db);
  });
  indexes.set(db, entry);
  return entry.pending;
}

/** Forgets this process's index of `db`, so the next read sees a synonym just added or removed. */
export function refreshOcrMarkerIndex(db: Db): void {
  indexes.delete(db);
}

const readAddedSynonyms = (db: Db) =>
  db
    .select({ markerAbbr: markerSynonyms.markerAbbr, name: markerSynonyms.name })
    .from(markerSynonyms)
    .orderBy(markerSynonyms.id);

async function readMarkers(db: Db): Promise<OcrMarker[]> {
  const rows = await db
    .select({
      id: bloodMarkers.id,
      abbr: bloodMarkers.abbr,
      name: bloodMarkers.name,
      unit: bloodMarkers.unit,
      units: bloodMarkers.units,
      loinc: bloodMarkers.loinc,
      loincAlternates: bloodMarkers.loincAlternates,
    })
    .from(bloodMarkers)
    .orderBy(bloodMarkers.sortOrder);
  const bands = await db
    .select({
      markerId: bloodMarkerRanges.markerId,
      minBorderLine: bloodMarkerRanges.minBorderLine,
      maxBorderLine: bloodMarkerRanges.maxBorderLine,
    })
    .from(bloodMarkerRanges);
  return rows.map(({ id, ...m }) => ({
    ...m,
    plausible: plausibleRange(bands.filter((b) => b.markerId === id)),
  }));
}

export const newGroupId = () => `ocr_${randomBytes(16).toString('base64url')}`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Stores an upload and its files in one transaction: all of it or nothing. */
export async function storeUpload(
  db: Db,
  input: {
    customerId: number;
    purpose: 'results' | 'review';
    files: readonly CheckedFile[];
    reading?: Omit<SubmitFilesResponse, 'groupId'>;
    now: Date;
  },
): Promise<string> {
  const groupId = newGroupId();
  const digests = input.files.map((f) => sha256(f.bytes));
  await db.transaction(async (tx) => {
    const [upload] = await tx
      .insert(ocrUploads)
      .values({
        groupId,
        customerId: input.customerId,
        purpose: input.purpose,
        status: input.purpose === 'results' ? 'parsed' : 'queued',
        files: input.files.map((f, i) => ({
          ...input.reading?.files[i],
          name: f.name,
          kind: f.kind,
          bytes: f.bytes.byteLength,
          sha256: digests[i]!,
        })),
        testedAt: input.reading?.testedAt ?? null,
        results: input.reading?.results ?? [],
        unmatched: input.reading?.unmatched ?? [],
        createdAt: input.now,
      })
      .returning({ id: ocrUploads.id });
    await tx.insert(ocrUploadFiles).values(
      input.files.map((f, i) => ({
        uploadId: upload!.id,
        position: i,
        name: f.name,
        kind: f.kind,
        sha256: digests[i]!,
        content: Buffer.from(f.bytes),
      })),
    );
  });
  return groupId;
}

/**
 * Problems with reviewed values the schema cannot see: a marker not in the catalogue, a unit that
 * is not one of the marker's, the same marker twice.
 */
export function confirmIssues(body: ConfirmResultsRequest, index: MarkerIndex): FieldIssue[] {
  return valueIssues(body.results, index, 'results');
}

/**
 * confirmIssues for any list of values under `path` (`values.2.unit`); with `plausible`, also a
 * value no lab could report for the marker (outside its plausible range once in the primary unit).
 */
export function valueIssues(
  values: readonly ConfirmedValue[],
  index: MarkerIndex,
  path: string,
  options: { plausible?: boolean } = {},
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const [i, r] of values.entries()) {
    const marker = index.byAbbr.get(r.markerAbbr);
    if (!marker) {
      issues.push({ path: `${path}.${i}.markerAbbr`, message: `Unknown marker ${r.markerAbbr}` });
      continue;
    }
    if (seen.has(marker.abbr))
      issues.push({ path: `${path}.${i}.markerAbbr`, message: `${marker.name} is listed twice` });
    seen.add(marker.abbr);
    const unit = matchMarkerUnit(r.unit, marker);
    if (!unit)
      issues.push({
        path: `${path}.${i}.unit`,
        message: `Use one of ${[marker.unit, ...marker.units.map((u) => u.unit)].join(', ')}`,
      });
    else if (options.plausible && !isPlausible(marker, toPrimary(r.value, unit)))
      issues.push({
        path: `${path}.${i}.value`,
        message: `${r.value} ${unit.unit} is not a value a lab reports for ${marker.name}`,
      });
  }
  return issues;
}

/** The customer's latest stored value of each marker (primary unit), the newest draw first. */
async function latestValues(db: Db, customerId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ markerAbbr: bloodValues.markerAbbr, value: bloodValues.value })
    .from(bloodValues)
    .innerJoin(bloodResults, eq(bloodResults.id, bloodValues.resultId))
    .where(eq(bloodResults.customerId, customerId))
    .orderBy(desc(bloodResults.testedAt), desc(bloodResults.id));
  const latest = new Map<string, number>();
  for (const row of rows) if (!latest.has(row.markerAbbr)) latest.set(row.markerAbbr, row.value);
  return latest;
}

/** Read values checked against the customer's previous result of each marker (issue 26: 5 times apart is unsure). */
export async function checkAgainstHistory<T extends ParsedResult>(
  db: Db,
  customerId: number,
  results: readonly T[],
): Promise<T[]> {
  const latest = await latestValues(db, customerId);
  return results.map((r) => againstPrevious(r, latest.get(r.markerAbbr)));
}

/** The values the reader was unsure of that the customer confirms without having checked them: 400 naming each. */
function uncheckedIssues(read: readonly ParsedResult[], values: readonly ConfirmedValue[]): FieldIssue[] {
  return values.flatMap((v, i) => {
    const unsure = read.find((r) => r.markerAbbr === v.markerAbbr && r.confidence < OCR_REVIEW_THRESHOLD);
    return unsure && !v.checked
      ? [
          {
            path: `results.${i}.checked`,
            message: `Check ${unsure.markerName} against your report: ${unsure.reason}`,
          },
        ]
      : [];
  });
}

/**
 * Stores the reviewed values of the customer's upload as a new blood result (values in the
 * marker's primary unit) and marks the upload confirmed. 404 for an upload that is not the
 * customer's (or not a results upload), 409 when it was already confirmed, 400 when a value the
 * reader was unsure of is not marked checked.
 */
export async function confirmUpload(
  db: Db,
  customerId: number,
  body: ConfirmResultsRequest,
  index: MarkerIndex,
  now: Date,
): Promise<{ resultId: number; groupId: string }> {
  return db.transaction(async (tx) => {
    const [upload] = await tx
      .select({ id: ocrUploads.id, status: ocrUploads.status, results: ocrUploads.results })
      .from(ocrUploads)
      .where(
        and(
          eq(ocrUploads.groupId, body.groupId),
          eq(ocrUploads.customerId, customerId),
          eq(ocrUploads.purpose, 'results'),
        ),
      )
      .for('update');
    if (!upload) throw new HttpError(404, 'No upload with this groupId. Please upload your report again.');
    if (upload.status !== 'parsed') throw new HttpError(409, 'These results were already saved.');
    const unchecked = uncheckedIssues(upload.results, body.results);
    if (unchecked.length) throw invalid(unchecked);
    const resultId = await storeReportResult(tx, {
      customerId,
      uploadId: upload.id,
      groupId: body.groupId,
      testedAt: body.testedAt,
      values: body.results,
      source: UPLOADED_SOURCE,
      country: body.country,
      index,
      now,
    });
    return { resultId, groupId: body.groupId };
  });
}

/**
 * An upload's checked values (confirmIssues found nothing) as the customer's new blood result, in
 * each marker's primary unit, and the upload marked confirmed with it. The one way a report becomes
 * a result: the customer's confirmation and the care team's publication of a review request both
 * come here, so blood results, InnerAge and every screen read them alike. Call it in a transaction.
 */
export async function storeReportResult(
  tx: Db,
  input: {
    customerId: number;
    uploadId: number;
    groupId: string;
    testedAt: string;
    values: readonly ConfirmedValue[];
    source: string;
    country?: string | null;
    index: MarkerIndex;
    now: Date;
  },
): Promise<number> {
  const { index, now } = input;
  const [result] = await tx
    .insert(bloodResults)
    .values({
      customerId: input.customerId,
      testedAt: input.testedAt,
      publishedAt: utcDayOf(now),
      source: input.source,
      groupId: input.groupId,
      createdAt: now,
    })
    .returning({ id: bloodResults.id });
  await tx.insert(bloodValues).values(
    input.values.map((r) => {
      const marker = index.byAbbr.get(r.markerAbbr)!;
      const unit = matchMarkerUnit(r.unit, marker)!;
      const value = toPrimary(r.value, unit);
      return { resultId: result!.id, markerAbbr: marker.abbr, value, unit: marker.unit };
    }),
  );
  await tx
    .update(ocrUploads)
    .set({ status: 'confirmed', resultId: result!.id, country: input.country ?? null, confirmedAt: now })
    .where(eq(ocrUploads.id, input.uploadId));
  await gradeStoredResult(tx, await loadCatalogue(tx), result!.id);
  return result!.id;
}
