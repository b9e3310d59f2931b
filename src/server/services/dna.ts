import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DnaKit, GenotypeSetSummary, HealthspanDnaReportStatus, UploadState } from '../../contract/dna';
import {
  buildDnaReport,
  mergeGenotypes,
  nextKitState,
  type DnaKitEvent,
  type DnaReport,
} from '../../domain/dna';
import type { Db } from '../db';
import { dnaGenotypes, dnaGenotypeSets, dnaKits } from '../db/schema';
import { HttpError } from '../http/errors';
import { errorFields, type Logger } from '../log';
import { DocumentReadError, ReaderError, type DocumentReader } from '../workers/document-pool';
import {
  detectFormat,
  DNA_FORMAT_NAMES,
  DnaFileError,
  sniffBytes,
  tooLarge,
  type DnaFileProblem,
  type DnaFormat,
  type FileHead,
  type KeptGenotype,
  type ParsedDnaFile,
} from './dna-parse';

export type GenotypeSet = typeof dnaGenotypeSets.$inferSelect;
export type KitRow = typeof dnaKits.$inferSelect;

/** An upload still `processing` this long after it started was cut off (a restart): it reads as failed. */
export const PROCESSING_TIMEOUT_MS = 15 * 60_000;
export const INTERRUPTED =
  'Reading your file was interrupted before it finished. Please upload it again; nothing from it was kept.';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const formatName = (format: string | null) =>
  format === 'lab' ? 'Healthspan lab' : format ? (DNA_FORMAT_NAMES[format as DnaFormat] ?? format) : null;

// ── Uploads ──────────────────────────────────────────────────────────────────

/** What the first 64 KB say, before anything is stored: text, a known format, build 37. */
export async function quickCheck(file: File, maxBytes: number): Promise<FileHead> {
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  const head = new Uint8Array(await file.slice(0, 65_536).arrayBuffer());
  sniffBytes(head);
  const lines = new TextDecoder().decode(head).split(/\r?\n/);
  const header: string[] = [];
  for (const line of lines.slice(0, -1)) {
    if (line.trim() === '') continue;
    if (line.startsWith('#') && !/^#\s*rsid[\t,]/i.test(line)) {
      header.push(line);
      continue;
    }
    return detectFormat(header, /^#?\s*"?rsid"?[\t,]/i.test(line) ? line : undefined);
  }
  return detectFormat(header, undefined);
}

export async function startUpload(db: Db, customerId: number, files: readonly File[], now: Date) {
  const [row] = await db
    .insert(dnaGenotypeSets)
    .values({
      customerId,
      source: 'upload',
      status: 'processing',
      fileNames: files.map((f) => f.name || 'raw-data.txt'),
      fileBytes: files.reduce((n, f) => n + f.size, 0),
      createdAt: now,
    })
    .returning();
  return row!;
}

const DNA_PROBLEMS: ReadonlySet<string> = new Set<DnaFileProblem>([
  'notText',
  'compressed',
  'unknownFormat',
  'wrongBuild',
  'noData',
  'noReportSnps',
  'tooLarge',
  'tooSlow',
  'tooComplex',
]);

/**
 * parseDnaFile in a document worker: a 40 MB file is ~1 s of parsing that would otherwise hold the
 * event loop in one piece (an in-memory stream never yields to it).
 */
export async function parseDnaFileInWorker(
  reader: DocumentReader,
  file: File,
  maxBytes: number,
): Promise<ParsedDnaFile> {
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = file.name || 'The file';
  try {
    return await reader.read({ kind: 'dna', bytes, maxBytes }, [bytes.buffer]);
  } catch (err) {
    if (err instanceof ReaderError && err.thrown.problem && DNA_PROBLEMS.has(err.thrown.problem))
      throw new DnaFileError(err.thrown.problem as DnaFileProblem, err.thrown.message);
    if (!(err instanceof DocumentReadError) || err.failure === 'crashed') throw err;
    if (err.failure === 'busy')
      throw new DnaFileError(
        'tooSlow',
        'Many files are being read right now. Please upload it again in a few minutes.',
      );
    throw new DnaFileError(
      err.failure === 'deadline' ? 'tooSlow' : 'tooComplex',
      `${name} took too long to read, so reading it was stopped. Upload the unedited raw-data file as downloaded.`,
    );
  }
}

/**
 * Reads the files of an upload (in the background), merges them, keeps the report's SNPs and
 * marks the upload ready; a file the product cannot use marks it failed with the reason.
 */
export async function processUpload(
  db: Db,
  setId: number,
  files: readonly File[],
  read: (file: File) => Promise<ParsedDnaFile>,
  now: () => Date,
  log: Logger,
): Promise<void> {
  try {
    const parsed: ParsedDnaFile[] = [];
    for (const file of files) parsed.push(await read(file));
    const formats = [...new Set(parsed.map((p) => p.format))];
    const byRsid = new Map<string, KeptGenotype>();
    for (const p of parsed) for (const g of p.genotypes) if (!byRsid.has(g.rsid)) byRsid.set(g.rsid, g);
    const { genotypes, conflicts } = mergeGenotypes(
      parsed.map((p) => new Map(p.genotypes.map((g) => [g.rsid, g.genotype]))),
    );
    await db.transaction(async (tx) => {
      await tx.insert(dnaGenotypes).values(
        [...byRsid.values()].map((g) => ({
          setId,
          rsid: g.rsid,
          chromosome: g.chromosome,
          position: g.position,
          genotype: genotypes.get(g.rsid)!,
        })),
      );
      await tx
        .update(dnaGenotypeSets)
        .set({
          status: 'ready',
          format: formats.join('+'),
          declaredBuild: parsed.find((p) => p.declaredBuild)?.declaredBuild ?? null,
          rowsRead: parsed.reduce((n, p) => n + p.rows, 0),
          conflicts,
          completedAt: now(),
        })
        .where(eq(dnaGenotypeSets.id, setId));
    });
  } catch (err) {
    const known = err instanceof DnaFileError;
    if (!known) log.error('dna upload failed', { setId, ...errorFields(err) });
    await db
      .update(dnaGenotypeSets)
      .set({
        status: 'failed',
        error: known
          ? err.message
          : 'We could not read this file. Please try again, or upload the unedited raw-data file.',
        completedAt: now(),
      })
      .where(eq(dnaGenotypeSets.id, setId));
  }
}

/** A set as the customer sees it: a processing one that ran past the timeout reads as failed. */
export function effective(set: GenotypeSet, now: Date): GenotypeSet {
  if (set.status === 'processing' && now.getTime() - set.createdAt.getTime() > PROCESSING_TIMEOUT_MS)
    return { ...set, status: 'failed', error: INTERRUPTED };
  return set;
}

export async function latestUpload(db: Db, customerId: number, now: Date) {
  const [row] = await db
    .select()
    .from(dnaGenotypeSets)
    .where(and(eq(dnaGenotypeSets.customerId, customerId), eq(dnaGenotypeSets.source, 'upload')))
    .orderBy(desc(dnaGenotypeSets.createdAt), desc(dnaGenotypeSets.id))
    .limit(1);
  return row ? effective(row, now) : undefined;
}

/** The set the report reads: the newest ready one, uploads and kits alike. */
export async function latestReadySet(db: Db, customerId: number, source?: 'upload' | 'kit') {
  const [row] = await db
    .select()
    .from(dnaGenotypeSets)
    .where(
      and(
        eq(dnaGenotypeSets.customerId, customerId),
        eq(dnaGenotypeSets.status, 'ready'),
        source ? eq(dnaGenotypeSets.source, source) : undefined,
      ),
    )
    .orderBy(desc(dnaGenotypeSets.completedAt), desc(dnaGenotypeSets.id))
    .limit(1);
  return row;
}

export async function genotypesOf(db: Db, setId: number) {
  return db.select().from(dnaGenotypes).where(eq(dnaGenotypes.setId, setId)).orderBy(dnaGenotypes.rsid);
}

export async function reportOf(db: Db, set: GenotypeSet): Promise<DnaReport> {
  const rows = await genotypesOf(db, set.id);
  return buildDnaReport(new Map(rows.map((r) => [r.rsid, r.genotype])));
}

export type ReportState =
  | { status: 'none' }
  | { status: 'processing'; set: GenotypeSet }
  | { status: 'failed'; set: GenotypeSet }
  | { status: 'ready'; set: GenotypeSet };

/**
 * spec 000 §4: the report is not ready (202) while the newest upload is being read. Otherwise the
 * newest ready genotypes answer; without any, the newest upload's failure, or nothing.
 */
export async function reportState(db: Db, customerId: number, now: Date): Promise<ReportState> {
  const upload = await latestUpload(db, customerId, now);
  if (upload?.status === 'processing') return { status: 'processing', set: upload };
  const ready = await latestReadySet(db, customerId);
  if (ready) return { status: 'ready', set: ready };
  if (upload?.status === 'failed') return { status: 'failed', set: upload };
  return { status: 'none' };
}

export const setSummary = (set: GenotypeSet): GenotypeSetSummary => ({
  id: set.id,
  source: set.source,
  format: set.format?.includes('+') ? null : (set.format as GenotypeSetSummary['format']),
  formatName: set.format
    ? set.format
        .split('+')
        .map((f) => formatName(f))
        .join(' + ')
    : null,
  fileNames: set.fileNames,
  rowsRead: set.rowsRead,
  createdAt: set.createdAt.toISOString(),
  completedAt: iso(set.completedAt),
});

export const uploadBody = (set: GenotypeSet): UploadState => ({
  id: set.id,
  status: set.status,
  fileNames: set.fileNames,
  formatName: setSummary(set).formatName,
  error: set.status === 'failed' ? set.error : null,
  createdAt: set.createdAt.toISOString(),
  completedAt: iso(set.completedAt),
});

/** The kept genotypes as a 23andMe-style text file: what the product holds, nothing more. */
export function rawDataText(
  set: GenotypeSet,
  rows: readonly (typeof dnaGenotypes.$inferSelect)[],
  now: Date,
) {
  const source = setSummary(set);
  const lines = [
    `# Healthspan: the genotypes kept from your DNA data, generated ${now.toISOString()}`,
    `# Source: ${source.formatName ?? 'unknown'}${set.fileNames.length ? ` (${set.fileNames.join(', ')})` : ''}, read ${source.completedAt ?? ''}`,
    '# Only the SNPs the genetics report reads are kept; the rest of the file was not stored.',
    '# Reference human assembly build 37 (GRCh37); genotypes on the plus strand; -- is a no-call.',
    '# rsid\tchromosome\tposition\tgenotype',
    ...rows.map((r) => `${r.rsid}\t${r.chromosome}\t${r.position}\t${r.genotype}`),
  ];
  return `${lines.join('\n')}\n`;
}

// ── Kits ─────────────────────────────────────────────────────────────────────

export async function currentKit(db: Db, customerId: number) {
  const [row] = await db
    .select()
    .from(dnaKits)
    .where(eq(dnaKits.customerId, customerId))
    .orderBy(desc(dnaKits.registeredAt), desc(dnaKits.id))
    .limit(1);
  return row;
}

export const kitBody = (kit: KitRow): DnaKit => ({
  dnaKitId: kit.dnaKitId,
  serialNumberLast4: kit.serialNumber.slice(-4),
  state: kit.state === 'issued' ? 'registered' : kit.state,
  registeredAt: iso(kit.registeredAt),
  mailedAt: iso(kit.mailedAt),
  receivedAt: iso(kit.receivedAt),
  failedAt: iso(kit.failedAt),
  resultAt: iso(kit.resultAt),
  showSampleFailPopup: kit.state === 'sampleFailed' && kit.sampleFailPopupViewedAt === null,
  canMarkMailed: nextKitState(kit.state, 'markMailed') !== undefined,
});

/** A new kit may be registered without one, or when the newest one's sample failed. */
export const canRegister = (kit: KitRow | undefined) =>
  !kit || kit.state === 'sampleFailed' || kit.state === 'resultReady';

const NO_KIT = 'We cannot find that kit among yours.';

/** The customer's kit by its printed id; another customer's kit answers like a missing one. */
export async function ownKit(db: Db, customerId: number, dnaKitId: string) {
  const [kit] = await db
    .select()
    .from(dnaKits)
    .where(and(eq(dnaKits.dnaKitId, dnaKitId), eq(dnaKits.customerId, customerId)));
  if (!kit) throw new HttpError(404, NO_KIT);
  return kit;
}

const STAMP: Partial<Record<DnaKitEvent, keyof KitRow>> = {
  register: 'registeredAt',
  markMailed: 'mailedAt',
  receive: 'receivedAt',
  fail: 'failedAt',
  complete: 'resultAt',
};

/** Moves a kit by the state model, refusing a move its state does not allow (409). */
export async function moveKit(db: Db, kit: KitRow, event: DnaKitEvent, now: Date, customerId?: number) {
  const next = nextKitState(kit.state, event);
  if (!next) throw new HttpError(409, kitRefusal(kit, event));
  const stamp = STAMP[event]!;
  const [row] = await db
    .update(dnaKits)
    .set({ state: next, [stamp]: now, ...(customerId !== undefined ? { customerId } : {}) })
    .where(and(eq(dnaKits.id, kit.id), eq(dnaKits.state, kit.state)))
    .returning();
  if (!row) throw new HttpError(409, 'The kit changed meanwhile. Reload the page and try again.');
  return row;
}

function kitRefusal(kit: KitRow, event: DnaKitEvent): string {
  if (event === 'markMailed')
    return kit.state === 'mailed'
      ? 'You have already told us this sample is on its way.'
      : 'The lab already has this sample, so it cannot be marked as mailed.';
  return `Kit ${kit.dnaKitId} cannot take that step now.`;
}

export async function registerKit(
  db: Db,
  customerId: number,
  body: { dnaKitId: string; serialNumber: string },
  now: Date,
) {
  const current = await currentKit(db, customerId);
  if (!canRegister(current))
    throw new HttpError(
      409,
      `Your kit ${current!.dnaKitId} is still in progress. You can register another once its result is in.`,
    );
  const [kit] = await db.select().from(dnaKits).where(eq(dnaKits.dnaKitId, body.dnaKitId));
  // A wrong serial number answers like an unknown kit, so kit ids cannot be probed.
  if (!kit || kit.serialNumber !== body.serialNumber)
    throw new HttpError(
      404,
      'We cannot find a kit with this kit ID and serial number. Check both against the box and the tube.',
      [
        { path: 'dnaKitId', message: 'Check the kit ID on the box' },
        { path: 'serialNumber', message: 'Check the serial number on the tube' },
      ],
    );
  if (kit.customerId === customerId) throw new HttpError(409, 'You have already registered this kit.');
  if (kit.state !== 'issued')
    throw new HttpError(409, 'This kit is already registered. Contact support if it is yours.');
  return moveKit(db, kit, 'register', now, customerId);
}

export async function markPopupViewed(db: Db, kit: KitRow, now: Date) {
  if (kit.state !== 'sampleFailed') throw new HttpError(409, 'This kit’s sample has not failed.');
  if (kit.sampleFailPopupViewedAt) return kit;
  const [row] = await db
    .update(dnaKits)
    .set({ sampleFailPopupViewedAt: now })
    .where(eq(dnaKits.id, kit.id))
    .returning();
  return row!;
}

/** The Healthspan DNA report is the report of the customer's own kit, ready once the lab's genotypes are in. */
export async function healthspanStatus(db: Db, customerId: number) {
  const kit = await currentKit(db, customerId);
  const set = kit ? await kitSet(db, customerId, kit.id) : undefined;
  const status: HealthspanDnaReportStatus = {
    status: !kit
      ? 'noKit'
      : kit.state === 'resultReady' && set
        ? 'ready'
        : kit.state === 'issued'
          ? 'registered'
          : kit.state === 'resultReady'
            ? 'received'
            : kit.state,
    dnaKitId: kit?.dnaKitId ?? null,
    reportReady: Boolean(kit?.state === 'resultReady' && set),
    resultAt: iso(kit?.resultAt ?? null),
  };
  return { kit, set, status };
}

async function kitSet(db: Db, customerId: number, kitId: number) {
  const [row] = await db
    .select()
    .from(dnaGenotypeSets)
    .where(
      and(
        eq(dnaGenotypeSets.customerId, customerId),
        eq(dnaGenotypeSets.kitId, kitId),
        inArray(dnaGenotypeSets.status, ['ready']),
      ),
    )
    .orderBy(desc(dnaGenotypeSets.id))
    .limit(1);
  return row;
}
