import { and, count, desc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { renderPageAsImage } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodPaths, bloodResultsResponse } from '../../src/contract/blood';
import { errorBody } from '../../src/contract/http';
import { systemPaths } from '../../src/contract/system';
import { innerAgePaths, innerAgeResultsResponse } from '../../src/contract/innerage';
import { OCR_UPLOADS_PER_HOUR } from '../../src/server/routes/ocr';
import {
  confirmResultsResponse,
  OCR_MAX_FILE_BYTES,
  OCR_MAX_FILES,
  ocrPaths,
  reviewFilesResponse,
  submitFilesResponse,
  type SubmitFilesResponse,
} from '../../src/contract/ocr';
import { bloodResults, bloodValues, customers, ocrUploadFiles, ocrUploads } from '../../src/server/db/schema';
import { UPLOAD_DRAWS } from '../../src/server/db/seed/demo-upload';
import { hashPassword } from '../../src/server/services/crypto';
import { stopOcr } from '../../src/server/services/ocr';
import { stopDocumentReaders } from '../../src/server/workers/document-pool';
// Imported for its Node 20 polyfill (pdf.js renders blank pages without it).
import '../../src/server/services/ocr/pdf';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const PASSWORD = 'Ocr-person-1';
const OTHER = 'ocr-other@example.test';
const NO_ACCESS = 'ocr-no-access@example.test';
const UPLOAD = 'upload@demo.healthspan.test';
const BUSY = 'ocr-busy@example.test';

let t: TestApp;
const tokens = new Map<string, string>();
const ids = new Map<string, number>();
const { api, logIn } = bearerCalls(() => t);
const tok = (email: string) => tokens.get(email)!;

// ── Files made here ─────────────────────────────────────────────────────────

/** A one-page PDF with a text layer: the lines in Helvetica. */
function pdfOf(lines: readonly string[], fontSize = 12): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.font('Helvetica').fontSize(fontSize);
  for (const line of lines) doc.text(line, { lineGap: 4 });
  doc.end();
  return done;
}

/** A photo-like PNG of printed lines: the PDF's page rendered by pdf.js. */
async function pngOf(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await pdfOf(lines, 14);
  const png = await renderPageAsImage(pdf, 1, { canvasImport: () => import('@napi-rs/canvas'), scale: 2 });
  return new Uint8Array(png);
}

/** The same photo as a JPEG (re-encoded by @napi-rs/canvas). */
async function jpegOf(lines: readonly string[]): Promise<Uint8Array> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(await pngOf(lines)));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return new Uint8Array(await canvas.encode('jpeg', 85));
}

/** A scanned report: a PDF whose page is only an image (no text layer). */
async function scannedPdfOf(png: Uint8Array): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.image(Buffer.from(png), 0, 0, { width: 612 });
  doc.end();
  return done;
}

const file = (bytes: Uint8Array | string, name: string, type = 'application/octet-stream') =>
  new File([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], name, { type });

/** The report upload@ confirms: all nine PhenoAge markers, printed the way US labs print them. */
const LAB_REPORT = [
  'Healthspan Test Lab - Comprehensive panel',
  'Patient: Uma Lindqvist   DOB: 09/02/1978',
  'Date Collected: 11/02/2026   Reported: 11/04/2026',
  'Test   Result   Flag   Units   Reference Interval',
  'Glucose, Serum   104   H   mg/dL   65-99',
  'Hemoglobin A1c   5.9   H   %   4.8-5.6',
  'Albumin   4.1   g/dL   3.8-4.9',
  'Creatinine   0.92   mg/dL   0.57-1.00',
  'C-Reactive Protein, Cardiac   2.4   mg/L   0.0-3.0',
  'Lymphocytes   24   %   14-46',
  'MCV   93   fL   79-97',
  'RDW   14.8   %   11.7-15.4',
  'Alkaline Phosphatase   96   IU/L   44-121',
  'WBC   7.8   x10E3/uL   3.4-10.8',
  'LDL Chol Calc (NIH)   131   H   mg/dL   0-99',
  'Vitamin D, 25-Hydroxy   27.5   L   ng/mL   30.0-100.0',
  'Zinc   88   ug/dL   60-130',
];
const LAB_VALUES: Record<string, number> = {
  GLU: 104,
  HBA1C: 5.9,
  ALB: 4.1,
  CREAT: 0.92,
  HSCRP: 2.4,
  LYMPH: 24,
  MCV: 93,
  RDW: 14.8,
  ALP: 96,
  WBC: 7.8,
  LDL: 131,
  VITD: 27.5,
};

const PHOTO_REPORT = [
  'Date Collected: 10/20/2026',
  'Hemoglobin A1c 5.4 % 4.8-5.6',
  'Glucose, Serum 5.2 mmol/L 3.9-5.5',
  'Ferritin 85 ng/mL 15-150',
  'Triglycerides 120 mg/dL 0-149',
];

const CSV_REPORT = [
  'Test,LOINC,Result,Units,Collected',
  'Glucose,,5.0,mmol/L,2026-10-01',
  ',4548-4,5.5,%,2026-10-01',
  'Vitamin D,,75,nmol/L,2026-10-01',
  'Zinc,,88,ug/dL,2026-10-01',
].join('\n');

// ── Calls ──────────────────────────────────────────────────────────────────

async function send(path: string, token: string | undefined, files: File[], field = 'files') {
  const form = new FormData();
  for (const f of files) form.append(field, f);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.request(path, { method: 'POST', headers, body: form });
}

async function submit(token: string, files: File[]): Promise<SubmitFilesResponse> {
  const res = await send(ocrPaths.submitFiles, token, files);
  expect(res.status, await res.clone().text()).toBe(200);
  return submitFilesResponse.parse(await res.json());
}

const valuesOf = (body: SubmitFilesResponse) =>
  Object.fromEntries(body.results.map((r) => [r.markerAbbr, r.value]));

async function counts() {
  const db = t.database.db;
  const [[uploads], [files], [results]] = await Promise.all([
    db.select({ n: count() }).from(ocrUploads),
    db.select({ n: count() }).from(ocrUploadFiles),
    db.select({ n: count() }).from(bloodResults),
  ]);
  return { uploads: uploads!.n, files: files!.n, results: results!.n };
}

/** The call answers `status` with an error naming `mention`, and stores nothing. */
async function refused(call: () => Promise<Response>, status: number, mention: RegExp | string) {
  const before = await counts();
  const res = await call();
  const body = errorBody.parse(await res.json());
  expect(res.status, body.error).toBe(status);
  expect(body.error).toMatch(mention);
  expect(await counts()).toEqual(before);
  return body;
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  const passwordHash = await hashPassword(PASSWORD);
  for (const [email, hasAccessToBru] of [
    [OTHER, true],
    [NO_ACCESS, false],
    [BUSY, true],
  ] as const) {
    const [row] = await t.database.db
      .insert(customers)
      .values({
        email,
        passwordHash,
        firstName: 'Test',
        lastName: 'Ocr',
        activationState: 'ACTIVE',
        permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
        hasAccessToBru,
        allowedToSeeInnerAge: true,
        sex: 'male',
        birthDate: '1980-05-05',
      })
      .returning({ id: customers.id });
    ids.set(email, row!.id);
    tokens.set(email, await logIn(email, PASSWORD));
  }
  tokens.set(UPLOAD, await logIn(UPLOAD));
  const [upload] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, UPLOAD));
  ids.set(UPLOAD, upload!.id);
}, 60_000);

afterAll(async () => {
  await stopOcr();
  await stopDocumentReaders();
  await t?.close();
});

describe('the upload@ persona', () => {
  it('has three lab draws with an InnerAge', async () => {
    const res = await api('GET', bloodPaths.results, tok(UPLOAD));
    const results = bloodResultsResponse.parse(await res.json());
    expect(results.map((r) => r.testedAt)).toEqual(UPLOAD_DRAWS.map((d) => d.testedAt).reverse());
    const age = innerAgeResultsResponse.parse(
      await (await api('GET', innerAgePaths.results, tok(UPLOAD))).json(),
    );
    expect(age.latest?.innerAge).toEqual(expect.any(Number));
  });
});

describe('POST submit-files', () => {
  it('reads a text PDF: every value, the draw date, the unmatched line; stores the upload', async () => {
    const before = await counts();
    const pdf = await pdfOf(LAB_REPORT);
    const body = await submit(tok(UPLOAD), [file(pdf, 'quest-2026-11.pdf', 'application/pdf')]);
    expect(body.files).toEqual([
      { name: 'quest-2026-11.pdf', kind: 'pdf', bytes: pdf.byteLength, method: 'text', pages: 1 },
    ]);
    expect(body.testedAt).toBe('2026-11-02');
    expect(valuesOf(body)).toEqual(LAB_VALUES);
    for (const r of body.results) {
      expect(r.confidence).toBe(1);
      expect(r.fileName).toBe('quest-2026-11.pdf');
    }
    const glucose = body.results.find((r) => r.markerAbbr === 'GLU')!;
    expect(glucose).toMatchObject({
      unit: 'mg/dL',
      units: ['mg/dL', 'mmol/L'],
      markerName: 'Glucose (fasting)',
    });
    expect(glucose.sourceText).toMatch(/^Glucose, Serum\s+104/);
    expect(body.unmatched).toEqual([expect.stringMatching(/^Zinc\s+88/)]);

    expect(await counts()).toEqual({ ...before, uploads: before.uploads + 1, files: before.files + 1 });
    const [stored] = await t.database.db
      .select()
      .from(ocrUploads)
      .where(eq(ocrUploads.groupId, body.groupId));
    expect(stored).toMatchObject({ customerId: ids.get(UPLOAD), purpose: 'results', status: 'parsed' });
    expect(stored!.files[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [bytes] = await t.database.db
      .select()
      .from(ocrUploadFiles)
      .where(eq(ocrUploadFiles.uploadId, stored!.id));
    expect(Buffer.from(bytes!.content).equals(Buffer.from(pdf))).toBe(true);
  });

  it('reads a PNG photo by OCR, converting mmol/L glucose to mg/dL', async () => {
    const png = await pngOf(PHOTO_REPORT);
    const body = await submit(tok(UPLOAD), [file(png, 'photo.png', 'image/png')]);
    expect(body.files[0]).toMatchObject({ kind: 'png', method: 'ocr', pages: 1 });
    expect(body.testedAt).toBe('2026-10-20');
    const values = valuesOf(body);
    expect(values).toMatchObject({ HBA1C: 5.4, FERRITIN: 85, TG: 120 });
    expect(values.GLU).toBeCloseTo(5.2 / 0.0555, 1);
    for (const r of body.results) {
      expect(r.confidence).toBeGreaterThan(0.5);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
  }, 60_000);

  it('reads a JPEG photo by OCR', async () => {
    const jpeg = await jpegOf(PHOTO_REPORT);
    const body = await submit(tok(UPLOAD), [file(jpeg, 'IMG_0042.JPG', 'image/jpeg')]);
    expect(body.files[0]).toMatchObject({ kind: 'jpeg', method: 'ocr', pages: 1 });
    expect(valuesOf(body)).toMatchObject({ HBA1C: 5.4, FERRITIN: 85, TG: 120 });
  }, 60_000);

  it('OCRs a scanned PDF page that has no text layer', async () => {
    const scanned = await scannedPdfOf(await pngOf(PHOTO_REPORT));
    const body = await submit(tok(UPLOAD), [file(scanned, 'scan.pdf', 'application/pdf')]);
    expect(body.files[0]).toMatchObject({ kind: 'pdf', method: 'ocr', pages: 1 });
    expect(valuesOf(body)).toMatchObject({ HBA1C: 5.4, FERRITIN: 85, TG: 120 });
  }, 60_000);

  it('reads a CSV by name or LOINC, converting units, with the date column', async () => {
    const body = await submit(tok(UPLOAD), [file(CSV_REPORT, 'results.csv', 'text/csv')]);
    expect(body.files[0]).toMatchObject({ kind: 'csv', method: 'csv' });
    expect(body.testedAt).toBe('2026-10-01');
    const values = valuesOf(body);
    expect(values.GLU).toBeCloseTo(90.09, 1);
    expect(values.HBA1C).toBe(5.5);
    expect(values.VITD).toBeCloseTo(30.05, 1);
    expect(body.unmatched).toEqual(['Zinc, 88, ug/dL, 2026-10-01']);
  });

  it('reads several files into one upload, one value per marker', async () => {
    const pdf = await pdfOf(LAB_REPORT);
    const body = await submit(tok(UPLOAD), [file(pdf, 'a.pdf'), file(CSV_REPORT, 'b.csv')]);
    expect(body.files.map((f) => f.kind)).toEqual(['pdf', 'csv']);
    expect(body.results.filter((r) => r.markerAbbr === 'GLU')).toHaveLength(1);
    expect(body.results.find((r) => r.markerAbbr === 'GLU')!.fileName).toBe('a.pdf');
  });

  it('refuses no files, too many, too big, the wrong type and unreadable PDFs, storing nothing', async () => {
    const csv = () => file(CSV_REPORT, 'ok.csv');
    await refused(() => send(ocrPaths.submitFiles, tok(UPLOAD), []), 400, /at least one file/);
    await refused(() => send(ocrPaths.submitFiles, tok(UPLOAD), [csv()], 'other'), 400, /at least one file/);
    await refused(
      async () =>
        t.app.request(ocrPaths.submitFiles, {
          method: 'POST',
          headers: { authorization: `Bearer ${tok(UPLOAD)}` },
        }),
      400,
      /file/,
    );
    await refused(
      () => send(ocrPaths.submitFiles, tok(UPLOAD), Array.from({ length: OCR_MAX_FILES + 1 }, csv)),
      400,
      `at most ${OCR_MAX_FILES}`,
    );
    const big = new Uint8Array(OCR_MAX_FILE_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const tooBig = await refused(
      () => send(ocrPaths.submitFiles, tok(UPLOAD), [csv(), file(big, 'huge-scan.pdf')]),
      413,
      /^huge-scan\.pdf .*10 MB/,
    );
    expect(tooBig.issues?.map((i) => i.path)).toEqual(['files.1']);
    expect(tooBig.issues?.[0]?.message).toMatch(/limit/);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]);
    await refused(
      () => send(ocrPaths.submitFiles, tok(UPLOAD), [file(zip, 'report.pdf', 'application/pdf')]),
      415,
      /^report\.pdf is not a PDF, PNG, JPEG or CSV/,
    );
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
    await refused(
      () => send(ocrPaths.submitFiles, tok(UPLOAD), [file(exe, 'labs.csv', 'text/csv')]),
      415,
      /^labs\.csv /,
    );
    await refused(
      () => send(ocrPaths.submitFiles, tok(UPLOAD), [file('just one line of words', 'notes.csv')]),
      415,
      /^notes\.csv /,
    );
    await refused(
      () => send(ocrPaths.submitFiles, tok(UPLOAD), [file('', 'empty.pdf')]),
      415,
      /^empty\.pdf is empty/,
    );
    const broken = new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf\n%%EOF');
    await refused(
      () => send(ocrPaths.submitFiles, tok(UPLOAD), [csv(), file(broken, 'broken.pdf')]),
      422,
      /^broken\.pdf could not be read/,
    );
  });

  it('refuses a PDF of too many pages and an image of too many pixels, storing nothing', async () => {
    const long = await pdfOf(Array.from({ length: 2000 }, (_, i) => `Line ${i}`));
    await refused(
      () => send(ocrPaths.submitFiles, tok(UPLOAD), [file(long, 'book.pdf')]),
      422,
      /^book\.pdf has \d+ pages; .*at most 20/,
    );
    // A tiny PNG whose header claims 20000 × 20000 pixels.
    const bomb = new Uint8Array(64);
    bomb.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bomb.buffer).setUint32(16, 20_000);
    new DataView(bomb.buffer).setUint32(20, 20_000);
    await refused(
      () => send(ocrPaths.submitFiles, tok(UPLOAD), [file(bomb, 'bomb.png')]),
      413,
      /^bomb\.png is 20000 × 20000 pixels/,
    );
  });

  it('refuses damaged images without taking the server down', async () => {
    // A valid PNG header and nothing else: @napi-rs/canvas segfaults on it, tesseract rejects it.
    const headerOnly = new Uint8Array(40);
    headerOnly.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(headerOnly.buffer).setUint32(16, 300);
    new DataView(headerOnly.buffer).setUint32(20, 300);
    await refused(
      () => send(ocrPaths.submitFiles, tok(UPLOAD), [file(headerOnly, 'cut.png')]),
      422,
      /^cut\.png could not be read/,
    );
    // JPEG photos (issue 26): checked before decoding, then decoded in a process of their own.
    const noise = new Uint8Array(3000).map((_, i) => (i * 13) & 255);
    noise.set([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0x07, 0xd0, 0x07, 0xd0]);
    const photo = await jpegOf(PHOTO_REPORT);
    const overlong = photo.slice();
    new DataView(overlong.buffer).setUint16(4, 0xfff0); // the first segment runs past the file's end
    const damaged = {
      'noise.jpg': noise,
      'cut.jpg': photo.subarray(0, Math.floor(photo.length * 0.6)),
      'overlong.jpg': overlong,
    };
    for (const [name, bytes] of Object.entries(damaged)) {
      await refused(
        () => send(ocrPaths.submitFiles, tok(UPLOAD), [file(bytes, name)]),
        422,
        `${name} could not be read: we could not read this image (it is damaged or cut short). Take the photo again, or upload another copy.`,
      );
      expect((await t.app.request(systemPaths.health)).status).toBe(200);
    }
    // Scrambled scan data behind whole headers reaches the decoder: whatever it makes of it, no 500.
    const scrambled = photo.map((b, i) =>
      i > photo.length * 0.3 && i < photo.length * 0.7 && i % 7 === 0 ? b ^ 0x5a : b,
    );
    expect(
      (await send(ocrPaths.submitFiles, tok(UPLOAD), [file(scrambled, 'scrambled.jpg')])).status,
    ).toBeLessThan(500);
    expect((await t.app.request(systemPaths.health)).status).toBe(200);
    // Still reading.
    expect(valuesOf(await submit(tok(UPLOAD), [file(await pngOf(PHOTO_REPORT), 'photo.png')]))).toMatchObject(
      {
        FERRITIN: 85,
      },
    );
  }, 60_000);

  it('needs a signed-in customer who may add blood results', async () => {
    await refused(() => send(ocrPaths.submitFiles, undefined, [file(CSV_REPORT, 'r.csv')]), 401, /./);
    await refused(() => send(ocrPaths.submitFiles, tok(NO_ACCESS), [file(CSV_REPORT, 'r.csv')]), 403, /plan/);
  });
});

describe('upload rate', () => {
  it(`allows ${OCR_UPLOADS_PER_HOUR} uploads an hour per customer, submit and review together`, async () => {
    for (let i = 0; i < OCR_UPLOADS_PER_HOUR; i++) {
      const path = i % 2 ? ocrPaths.submitFiles : ocrPaths.reviewFiles;
      expect((await send(path, tok(BUSY), [file(CSV_REPORT, 'r.csv')])).status).toBe(200);
    }
    await refused(
      () => send(ocrPaths.submitFiles, tok(BUSY), [file(CSV_REPORT, 'r.csv')]),
      429,
      /Too many uploads/,
    );
    await refused(
      () => send(ocrPaths.reviewFiles, tok(BUSY), [file(CSV_REPORT, 'r.csv')]),
      429,
      /Too many uploads/,
    );
    // Refused files do not count; other customers are not affected; an hour later it is open again.
    expect((await send(ocrPaths.submitFiles, tok(OTHER), [file(CSV_REPORT, 'r.csv')])).status).toBe(200);
    t.setNow(new Date(NOW.getTime() + 3_601_000));
    try {
      const fresh = await logIn(BUSY, PASSWORD); // the access token expired meanwhile
      expect((await send(ocrPaths.submitFiles, fresh, [file(CSV_REPORT, 'r.csv')])).status).toBe(200);
    } finally {
      t.setNow(NOW);
    }
  });
});

describe('POST confirm-results', () => {
  it('stores the reviewed values as a new draw that blood results and InnerAge show', async () => {
    const ageBefore = innerAgeResultsResponse.parse(
      await (await api('GET', innerAgePaths.results, tok(UPLOAD))).json(),
    );
    const pdf = await pdfOf(LAB_REPORT);
    const read = await submit(tok(UPLOAD), [file(pdf, 'labs.pdf')]);
    // The customer keeps every value but corrects glucose, entered in mmol/L.
    const results = read.results.map((r) =>
      r.markerAbbr === 'GLU'
        ? { markerAbbr: 'GLU', value: 5.5, unit: 'mmol/L' }
        : { markerAbbr: r.markerAbbr, value: r.value, unit: r.unit },
    );
    const res = await api('POST', ocrPaths.confirmResults, tok(UPLOAD), {
      groupId: read.groupId,
      testedAt: read.testedAt,
      results,
    });
    expect(res.status).toBe(200);
    const { resultId, groupId } = confirmResultsResponse.parse(await res.json());
    expect(groupId).toBe(read.groupId);

    const draws = bloodResultsResponse.parse(
      await (await api('GET', bloodPaths.results, tok(UPLOAD))).json(),
    );
    const newest = draws[0]!;
    expect(newest).toMatchObject({
      id: resultId,
      testedAt: '2026-11-02',
      source: 'Uploaded report',
      groupId,
    });
    const shown = Object.fromEntries(newest.markerValues.map((v) => [v.markerAbbr, v.value]));
    expect(shown).toMatchObject({ ...LAB_VALUES, GLU: shown.GLU });
    expect(shown.GLU).toBeCloseTo(5.5 / 0.0555, 1);
    expect(newest.markerValues.find((v) => v.markerAbbr === 'GLU')!.unit).toBe('mg/dL');

    const ageAfter = innerAgeResultsResponse.parse(
      await (await api('GET', innerAgePaths.results, tok(UPLOAD))).json(),
    );
    expect(ageAfter.results).toHaveLength(ageBefore.results.length + 1);
    expect(ageAfter.latest).toMatchObject({ resultId, testedAt: '2026-11-02', canCompute: true });
    expect(ageAfter.latest!.innerAge).not.toBe(ageBefore.latest!.innerAge);

    const [upload] = await t.database.db.select().from(ocrUploads).where(eq(ocrUploads.groupId, groupId));
    expect(upload).toMatchObject({ status: 'confirmed', resultId, country: 'US' });

    // Once only.
    await refused(
      () => api('POST', ocrPaths.confirmResults, tok(UPLOAD), { groupId, testedAt: '2026-11-02', results }),
      409,
      /already/,
    );
  });

  it('marks values the line or the customer’s history contradicts, and saves them only once checked', async () => {
    const [previous] = await t.database.db
      .select({ value: bloodValues.value })
      .from(bloodValues)
      .innerJoin(bloodResults, eq(bloodResults.id, bloodValues.resultId))
      .innerJoin(customers, eq(customers.id, bloodResults.customerId))
      .where(and(eq(customers.email, UPLOAD), eq(bloodValues.markerAbbr, 'TG')))
      .orderBy(desc(bloodResults.testedAt))
      .limit(1);
    const tg = Math.round(previous!.value * 6);
    const pdf = await pdfOf([
      'Date Collected: 11/02/2026',
      'C-Reactive Protein, Cardiac   18   mg/L   1.0-3.0',
      `Triglycerides   ${tg}   mg/dL`,
      'Albumin   4.1   g/dL   3.8-4.9',
    ]);
    const read = await submit(tok(UPLOAD), [file(pdf, 'labs.pdf')]);
    const byAbbr = Object.fromEntries(read.results.map((r) => [r.markerAbbr, r]));
    expect(byAbbr.HSCRP).toMatchObject({ value: 18, reason: "The report's range is 1.0–3.0; we read 18" });
    expect(byAbbr.HSCRP!.confidence).toBeLessThan(0.8);
    expect(byAbbr.TG!.reason).toBe(
      `Your previous result was ${previous!.value} mg/dL; we read ${tg} mg/dL, more than 5 times apart`,
    );
    expect(byAbbr.ALB).not.toHaveProperty('reason');

    const results = read.results.map(({ markerAbbr, value, unit }) => ({ markerAbbr, value, unit }));
    const body = await refused(
      () =>
        api('POST', ocrPaths.confirmResults, tok(UPLOAD), {
          groupId: read.groupId,
          testedAt: read.testedAt,
          results: results.map((r) => (r.markerAbbr === 'TG' ? { ...r, checked: true } : r)),
        }),
      400,
      /Invalid/,
    );
    const crp = read.results.findIndex((r) => r.markerAbbr === 'HSCRP');
    expect(body.issues).toEqual([
      {
        path: `results.${crp}.checked`,
        message: "Check hs-CRP against your report: The report's range is 1.0–3.0; we read 18",
      },
    ]);
    const checked = results.map((r) => ({ ...r, checked: r.markerAbbr !== 'ALB' }));
    const res = await api('POST', ocrPaths.confirmResults, tok(UPLOAD), {
      groupId: read.groupId,
      testedAt: read.testedAt,
      results: checked,
    });
    expect(res.status).toBe(200);
  });

  it('answers 404 for another customer’s upload, a review upload or an unknown groupId', async () => {
    const read = await submit(tok(UPLOAD), [file(CSV_REPORT, 'r.csv')]);
    const body = (groupId: string) => ({
      groupId,
      testedAt: '2026-10-01',
      results: [{ markerAbbr: 'HBA1C', value: 5.5, unit: '%' }],
    });
    await refused(
      () => api('POST', ocrPaths.confirmResults, tok(OTHER), body(read.groupId)),
      404,
      /No upload/,
    );
    const review = reviewFilesResponse.parse(
      await (await send(ocrPaths.reviewFiles, tok(UPLOAD), [file(CSV_REPORT, 'r.csv')])).json(),
    );
    await refused(
      () => api('POST', ocrPaths.confirmResults, tok(UPLOAD), body(review.groupId)),
      404,
      /No upload/,
    );
    await refused(
      () => api('POST', ocrPaths.confirmResults, tok(UPLOAD), body('ocr_nope')),
      404,
      /No upload/,
    );
    await refused(() => api('POST', ocrPaths.confirmResults, undefined, body(read.groupId)), 401, /./);
  });

  it('answers 400 naming each bad field, storing nothing', async () => {
    const read = await submit(tok(UPLOAD), [file(CSV_REPORT, 'r.csv')]);
    const paths = async (json: unknown) => {
      const bodyOut = await refused(
        () => api('POST', ocrPaths.confirmResults, tok(UPLOAD), json),
        400,
        /Invalid/,
      );
      return bodyOut.issues!.map((i) => i.path);
    };
    expect(await paths({})).toEqual(expect.arrayContaining(['groupId', 'testedAt', 'results']));
    expect(
      await paths({
        groupId: read.groupId,
        testedAt: '11/02/2026',
        country: 'USA',
        results: [
          { markerAbbr: 'GLU', value: -1, unit: 'mg/dL' },
          { markerAbbr: 'HBA1C', value: 'five', unit: '%' },
        ],
      }),
    ).toEqual(expect.arrayContaining(['testedAt', 'country', 'results.0.value', 'results.1.value']));
    expect(await paths({ groupId: read.groupId, testedAt: '2026-10-01', results: [] })).toEqual(['results']);
    expect(
      await paths({
        groupId: read.groupId,
        testedAt: '2026-12-01',
        results: [
          { markerAbbr: 'GLU', value: 90, unit: 'mg/dL' },
          { markerAbbr: 'NOPE', value: 1, unit: 'mg/dL' },
          { markerAbbr: 'HBA1C', value: 5.5, unit: 'mg/dL' },
          { markerAbbr: 'GLU', value: 91, unit: 'mg/dL' },
        ],
      }),
    ).toEqual(['testedAt', 'results.1.markerAbbr', 'results.2.unit', 'results.3.markerAbbr']);
  });
});

describe('POST review-files', () => {
  it('stores the files for the care team', async () => {
    const before = await counts();
    const pdf = await pdfOf(['An unusual report layout']);
    const res = await send(ocrPaths.reviewFiles, tok(OTHER), [
      file(pdf, 'odd.pdf'),
      file(CSV_REPORT, 'r.csv'),
    ]);
    expect(res.status).toBe(200);
    const body = reviewFilesResponse.parse(await res.json());
    expect(body.status).toBe('queued');
    expect(await counts()).toEqual({ ...before, uploads: before.uploads + 1, files: before.files + 2 });
    const [stored] = await t.database.db
      .select()
      .from(ocrUploads)
      .where(eq(ocrUploads.groupId, body.groupId));
    expect(stored).toMatchObject({ customerId: ids.get(OTHER), purpose: 'review', status: 'queued' });
    expect(stored!.files.map((f) => [f.name, f.kind])).toEqual([
      ['odd.pdf', 'pdf'],
      ['r.csv', 'csv'],
    ]);
  });

  it('keeps large files whole', async () => {
    const big = new Uint8Array(OCR_MAX_FILE_BYTES - 1024).map((_, i) => (i * 31) & 255);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await send(ocrPaths.reviewFiles, tok(OTHER), [
      file(big, 'scan-1.pdf'),
      file(big, 'scan-2.pdf'),
    ]);
    expect(res.status).toBe(200);
    const { groupId } = reviewFilesResponse.parse(await res.json());
    const [stored] = await t.database.db.select().from(ocrUploads).where(eq(ocrUploads.groupId, groupId));
    const files = await t.database.db
      .select()
      .from(ocrUploadFiles)
      .where(eq(ocrUploadFiles.uploadId, stored!.id));
    expect(files.map((f) => f.content.byteLength)).toEqual([big.byteLength, big.byteLength]);
    expect(Buffer.from(files[1]!.content).equals(Buffer.from(big))).toBe(true);
  }, 60_000);

  it('has the same limits, storing nothing', async () => {
    await refused(() => send(ocrPaths.reviewFiles, tok(OTHER), []), 400, /at least one file/);
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0]);
    await refused(() => send(ocrPaths.reviewFiles, tok(OTHER), [file(exe, 'x.png')]), 415, /^x\.png /);
    await refused(() => send(ocrPaths.reviewFiles, undefined, [file(CSV_REPORT, 'r.csv')]), 401, /./);
  });
});
