import { randomBytes } from 'node:crypto';
import { bytesOf } from '../../db/schema/columns';
import { eq, sql } from 'drizzle-orm';
import {
  TEAM_LOGO_FIELD,
  TEAM_LOGO_MAX_BYTES,
  TEAM_LOGO_SIDE,
  type CoachTeam,
} from '../../../contract/coach';
import type { Db } from '../../db';
import { teams } from '../../db/schema/account';
import { teamLogos } from '../../db/schema/coach';
import { invalid } from '../../http/errors';
import { encodeLogo, LogoImageError } from './logo-image';
import { liveTeam } from './people';
import { oneTeam } from './teams';

// 001 §3 Team logo (docs/decisions/coach.md): PNG, JPEG or WebP by content, at most 2 MB, resized to
// fit TEAM_LOGO_SIDE and kept as WebP under a random name that is never reused.

const MB = 1024 * 1024;
const logoIssue = (message: string) => invalid([{ path: TEAM_LOGO_FIELD, message }]);

/** The uploaded file of the form, checked for presence and size (its content is checked in the worker). */
export async function logoBytes(value: unknown): Promise<Uint8Array<ArrayBuffer>> {
  const file: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (!(file instanceof File)) throw logoIssue('Choose an image: PNG, JPEG or WebP');
  if (file.size > TEAM_LOGO_MAX_BYTES)
    throw logoIssue(`The image is larger than ${TEAM_LOGO_MAX_BYTES / MB} MB`);
  if (!file.size) throw logoIssue('The image is empty');
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Decoded, resized and encoded in a child process of its own (encodeLogo: a deadline, a heap cap and
 * a pixel limit checked first), never on the event loop; a file it cannot read is a 400 on `logo`.
 */
export async function resizeLogo(bytes: Uint8Array<ArrayBuffer>) {
  try {
    return await encodeLogo(bytes, TEAM_LOGO_SIDE);
  } catch (err) {
    if (err instanceof LogoImageError) throw logoIssue(err.message);
    throw err;
  }
}

/** Stores the team's new logo in place of its old one and answers the team. */
export async function storeLogo(
  db: Db,
  companyId: number,
  teamId: number,
  webp: Uint8Array,
): Promise<CoachTeam> {
  await liveTeam(db, companyId, teamId);
  const file = `${randomBytes(18).toString('base64url')}.webp`;
  await db.transaction(async (tx) => {
    await tx.delete(teamLogos).where(eq(teamLogos.teamId, teamId));
    // base64 decoded in SQL: PGlite binds bytea parameters ~12× slower (notes/backend.md).
    await tx.insert(teamLogos).values({
      file,
      teamId,
      content: sql`decode(${Buffer.from(webp).toString('base64')}, 'base64')`,
    });
    await tx.update(teams).set({ logoPath: file }).where(eq(teams.id, teamId));
  });
  return oneTeam(db, companyId, teamId);
}

export async function removeLogo(db: Db, companyId: number, teamId: number): Promise<CoachTeam> {
  await liveTeam(db, companyId, teamId);
  await db.transaction(async (tx) => {
    await tx.delete(teamLogos).where(eq(teamLogos.teamId, teamId));
    await tx.update(teams).set({ logoPath: null }).where(eq(teams.id, teamId));
  });
  return oneTeam(db, companyId, teamId);
}

/** A stored logo by its file name, or undefined. */
export async function readLogo(db: Db, file: string): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ content: bytesOf(teamLogos.content) })
    .from(teamLogos)
    .where(eq(teamLogos.file, file));
  return row?.content;
}
