import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CustomerNote } from '../../../contract/back-office-customers';
import type { Db } from '../../db';
import { customerNotes as notesTable, staff } from '../../db/schema';
import { recordAudit, type Actor } from './audit';
import { customerOr404, notFound } from './customers';

// Issue 18: the care team's notes on a customer. The row keeps the latest text; every add, edit and
// removal is an audit event with the text before and after, so nothing said is lost.

const ENTITY = 'customer-note';

const noteColumns = {
  id: notesTable.id,
  body: notesTable.body,
  createdAt: notesTable.createdAt,
  updatedAt: notesTable.updatedAt,
  firstName: staff.firstName,
  lastName: staff.lastName,
  email: staff.email,
};
type NoteRow = { id: number; body: string; createdAt: Date; updatedAt: Date | null } & {
  firstName: string;
  lastName: string;
  email: string;
};
const toNote = (r: NoteRow): CustomerNote => ({
  id: r.id,
  body: r.body,
  staffName: `${r.firstName} ${r.lastName}`.trim() || r.email,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt?.toISOString() ?? null,
});

/** The customer's notes that are not removed, newest first. */
export async function customerNotes(db: Db, customerId: number): Promise<CustomerNote[]> {
  const rows = await db
    .select(noteColumns)
    .from(notesTable)
    .innerJoin(staff, eq(staff.id, notesTable.staffId))
    .where(and(eq(notesTable.customerId, customerId), isNull(notesTable.deletedAt)))
    .orderBy(desc(notesTable.createdAt), desc(notesTable.id));
  return rows.map(toNote);
}

async function noteOf(db: Db, customerId: number, noteId: number) {
  const [row] = await db
    .select(noteColumns)
    .from(notesTable)
    .innerJoin(staff, eq(staff.id, notesTable.staffId))
    .where(
      and(eq(notesTable.id, noteId), eq(notesTable.customerId, customerId), isNull(notesTable.deletedAt)),
    );
  if (!row) throw notFound();
  return row;
}

/** A short quote of a note for the audit's summary line. */
const quote = (body: string) => (body.length > 60 ? `“${body.slice(0, 57)}…”` : `“${body}”`);

export async function addNote(db: Db, actor: Actor, customerId: number, body: string, now: Date) {
  await customerOr404(db, customerId);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [created] = await t
      .insert(notesTable)
      .values({ customerId, staffId: actor.staff.id, body, createdAt: now })
      .returning({ id: notesTable.id });
    await recordAudit(
      t,
      actor,
      {
        customerId,
        entity: ENTITY,
        entityId: created!.id,
        action: 'create',
        summary: `Note added: ${quote(body)}`,
        before: null,
        after: { body },
      },
      now,
    );
    return toNote(await noteOf(t, customerId, created!.id));
  });
}

export async function editNote(
  db: Db,
  actor: Actor,
  ids: { id: number; noteId: number },
  edit: { body: string; reason?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await noteOf(t, ids.id, ids.noteId);
    if (before.body === edit.body) return toNote(before);
    await t.update(notesTable).set({ body: edit.body, updatedAt: now }).where(eq(notesTable.id, ids.noteId));
    await recordAudit(
      t,
      actor,
      {
        customerId: ids.id,
        entity: ENTITY,
        entityId: ids.noteId,
        action: 'update',
        summary: `Note edited: ${quote(edit.body)}`,
        reason: edit.reason ?? null,
        before: { body: before.body },
        after: { body: edit.body },
      },
      now,
    );
    return toNote(await noteOf(t, ids.id, ids.noteId));
  });
}

/** Removes a note (the row is kept with `deleted_at`; the audit keeps its text). */
export async function deleteNote(
  db: Db,
  actor: Actor,
  ids: { id: number; noteId: number },
  reason: string | undefined,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await noteOf(t, ids.id, ids.noteId);
    await t.update(notesTable).set({ deletedAt: now }).where(eq(notesTable.id, ids.noteId));
    await recordAudit(
      t,
      actor,
      {
        customerId: ids.id,
        entity: ENTITY,
        entityId: ids.noteId,
        action: 'delete',
        summary: `Note removed: ${quote(before.body)}`,
        reason: reason ?? null,
        before: { body: before.body },
        after: null,
      },
      now,
    );
  });
}
