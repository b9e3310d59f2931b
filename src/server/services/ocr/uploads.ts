import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { utcDayOf } from '../../../domain/dates';
import type { ConfirmResultsRequest, SubmitFilesResponse } from '../../../contract/ocr';
import type { FieldIssue } from '../../../contract/http';
import {
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
  ocrUploadFiles,
  ocrUploads,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { CheckedFile } from '.';

/** Where a confirmed upload's values came from, as blood results show it. */
export const UPLOADED_SOURCE = 'Uploaded report';

const indexes = new WeakMap<Db, Promise<MarkerIndex>>();

/** The catalogue (blood_markers: units, LOINC codes) with the synonym table; read once per database. */
export function ocrMarkerIndex(db: Db): Promise<MarkerIndex> {
  let pending = indexes.get(db);
  if (!pending) {
    pending = readMarkers(db).then(markerIndex);
    pending.catch(() => indexes.delete(db));
    indexes.set(db, pending);
  }
  return pending;
}

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
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const [i, r] of body.results.entries()) {
    const marker = index.byAbbr.get(r.markerAbbr);
    if (!marker) {
      issues.push({ path: `results.${i}.markerAbbr`, message: `Unknown marker ${r.markerAbbr}` });
      continue;
    }
    if (seen.has(marker.abbr))
      issues.push({ path: `results.${i}.markerAbbr`, message: `${marker.name} is listed twice` });
    seen.add(marker.abbr);
    if (!matchMarkerUnit(r.unit, marker))
      issues.push({
        path: `results.${i}.unit`,
        message: `Use one of ${[marker.unit, ...marker.units.map((u) => u.unit)].join(', ')}`,
      });
  }
  return issues;
}

/**
 * Stores the reviewed values of the customer's upload as a new blood result (values in the
 * marker's primary unit) and marks the upload confirmed. 404 for an upload that is not the
 * customer's (or not a results upload), 409 when it was already confirmed.
 */
export async function confirmUpload(
  db: Db,
  customerId: number,
  body: ConfirmResultsRequest,
  index: MarkerIndex,
  now: Date,
): Promise<{ resultId: number; groupId: string }> {
  const today = utcDayOf(now);
  return db.transaction(async (tx) => {
    const [upload] = await tx
      .select({ id: ocrUploads.id, status: ocrUploads.status })
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
    const [result] = await tx
      .insert(bloodResults)
      .values({
        customerId,
        testedAt: body.testedAt,
        publishedAt: today,
        source: UPLOADED_SOURCE,
        groupId: body.groupId,
        createdAt: now,
      })
      .returning({ id: bloodResults.id });
    await tx.insert(bloodValues).values(
      body.results.map((r) => {
        const marker = index.byAbbr.get(r.markerAbbr)!;
        const unit = matchMarkerUnit(r.unit, marker)!;
        const value = toPrimary(r.value, unit);
        return { resultId: result!.id, markerAbbr: marker.abbr, value, unit: marker.unit };
      }),
    );
    await tx
      .update(ocrUploads)
      .set({ status: 'confirmed', resultId: result!.id, country: body.country, confirmedAt: now })
      .where(eq(ocrUploads.id, upload.id));
    return { resultId: result!.id, groupId: body.groupId };
  });
}
