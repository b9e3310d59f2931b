import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES } from '../../../contract/back-office';
import type { MarkerSynonym, MarkerSynonymsResponse } from '../../../contract/back-office-panels';
import { builtInSpellings, markerNamed, nameKey } from '../../../domain/ocr';
import type { Db } from '../../db';
import { bloodMarkers, markerSynonyms, staff } from '../../db/schema';
import { HttpError, invalid } from '../../http/errors';
import { ocrMarkerIndex, refreshOcrMarkerIndex } from '../ocr/uploads';
import { recordAudit, type Actor } from './audit';

// Issue 18: how labs print a catalogue marker, added by the care team; the OCR reader's index
// (services/ocr/uploads ocrMarkerIndex) reads them and is refreshed after each change.

const ENTITY = 'marker-synonym';

const selection = {
  id: markerSynonyms.id,
  markerAbbr: markerSynonyms.markerAbbr,
  markerName: bloodMarkers.name,
  name: markerSynonyms.name,
  nameKey: markerSynonyms.nameKey,
  firstName: staff.firstName,
  lastName: staff.lastName,
  createdAt: markerSynonyms.createdAt,
};
const rows = (db: Db, where: SQL | undefined) =>
  db
    .select(selection)
    .from(markerSynonyms)
    .innerJoin(bloodMarkers, eq(bloodMarkers.abbr, markerSynonyms.markerAbbr))
    .leftJoin(staff, eq(staff.id, markerSynonyms.staffId))
    .where(where)
    .orderBy(desc(markerSynonyms.id));

type Row = Awaited<ReturnType<typeof rows>>[number];

const toSynonym = (r: Row): MarkerSynonym => ({
  id: r.id,
  markerAbbr: r.markerAbbr,
  markerName: r.markerName,
  name: r.name,
  nameKey: r.nameKey,
  staffName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
  createdAt: r.createdAt.toISOString(),
});

/** The added synonyms (newest first), and with `markerAbbr` the names the reader already knows it by. */
export async function listSynonyms(
  db: Db,
  query: { q?: string; markerAbbr?: string },
): Promise<MarkerSynonymsResponse> {
  const parts: SQL[] = [];
  if (query.markerAbbr) parts.push(eq(markerSynonyms.markerAbbr, query.markerAbbr));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(markerSynonyms.name, like), ilike(bloodMarkers.name, like))!);
  }
  const found = await rows(db, parts.length ? and(...parts) : undefined);
  const index = await ocrMarkerIndex(db);
  const marker = query.markerAbbr ? index.byAbbr.get(query.markerAbbr) : undefined;
  const names = new Map((marker ? builtInSpellings(marker) : []).map((n) => [nameKey(n), n]));
  return { items: found.map(toSynonym), builtIn: [...names.values()] };
}

/**
 * Adds a spelling the reader maps to `markerAbbr`. 400 naming `name` when its key already names a
 * marker (a built-in synonym, a catalogue name or abbreviation, an added synonym), saying which.
 */
export async function addSynonym(
  db: Db,
  actor: Actor,
  input: { markerAbbr: string; name: string },
  now: Date,
): Promise<MarkerSynonym> {
  const index = await ocrMarkerIndex(db);
  const marker = index.byAbbr.get(input.markerAbbr);
  if (!marker)
    throw invalid([{ path: 'markerAbbr', message: `${input.markerAbbr} is not a marker of the catalogue` }]);
  const key = nameKey(input.name);
  if (!key) throw invalid([{ path: 'name', message: 'Type letters or digits as the lab prints them' }]);
  const taken = async () => {
    const [added] = await db
      .select({ markerAbbr: markerSynonyms.markerAbbr })
      .from(markerSynonyms)
      .where(eq(markerSynonyms.nameKey, key));
    return added?.markerAbbr ?? markerNamed(input.name, index);
  };
  const refuse = (abbr: string): never => {
    const other = index.byAbbr.get(abbr);
    throw invalid([
      {
        path: 'name',
        message:
          abbr === marker.abbr
            ? `“${input.name}” is already known as ${marker.name}`
            : `“${input.name}” already maps to ${other?.name ?? abbr} (${abbr})`,
      },
    ]);
  };
  const already = await taken();
  if (already) refuse(already);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(markerSynonyms)
        .values({
          markerAbbr: marker.abbr,
          name: input.name,
          nameKey: key,
          staffId: actor.staff.id,
          createdAt: now,
        })
        .returning({ id: markerSynonyms.id });
      await recordAudit(
        tx,
        actor,
        {
          entity: ENTITY,
          entityId: row!.id,
          action: 'create',
          summary: `OCR name “${input.name}” added for ${marker.name}`,
          after: { markerAbbr: marker.abbr, name: input.name },
        },
        now,
      );
      return row!.id;
    });
  } catch (err) {
    // another request added the same key between the check and the insert
    const again = await taken();
    if (again) refuse(again);
    throw err;
  }
  refreshOcrMarkerIndex(db);
  const [row] = await rows(db, eq(markerSynonyms.id, id));
  return toSynonym(row!);
}

/** Removes an added synonym (the reader stops using it at once). 404 when there is none. */
export async function removeSynonym(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(markerSynonyms).where(eq(markerSynonyms.id, id)).for('update');
    if (!row) throw new HttpError(404, BACK_OFFICE_MESSAGES.notFound);
    await tx.delete(markerSynonyms).where(eq(markerSynonyms.id, id));
    await recordAudit(
      tx,
      actor,
      {
        entity: ENTITY,
        entityId: id,
        action: 'delete',
        summary: `OCR name “${row.name}” removed from ${row.markerAbbr}`,
        reason,
        before: { markerAbbr: row.markerAbbr, name: row.name },
      },
      now,
    );
  });
  refreshOcrMarkerIndex(db);
}
