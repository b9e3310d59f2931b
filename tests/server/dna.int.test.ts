import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentKitResponse,
  dnaKit,
  dnaPaths,
  dnaProcessingResponse,
  dnaReportPageData,
  dnaReportResponse,
  dnaUploadResponse,
  healthspanDnaReportStatus,
  type DnaReportResponse,
} from '../../src/contract/dna';
import { errorBody } from '../../src/contract/http';
import { buildDnaReport, withCheckDigit } from '../../src/domain/dna';
import { customers, dnaGenotypes, dnaGenotypeSets, dnaKits } from '../../src/server/db/schema';
import {
  DNA_ONLY_GENOTYPES,
  demoKit,
  FREE_DEMO_KITS,
  KIT_READY_GENOTYPES,
} from '../../src/server/db/seed/demo-dna';
import { hashPassword } from '../../src/server/services/crypto';
import { file23andMe, fileAncestry, fileFtdna, textFile, type Genotypes } from './dna-files';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const MAX_BYTES = 25 * 1024 * 1024;
const PASSWORD = 'Dna-person-1';
const PEOPLE = [
  'dna-a@example.test',
  'dna-b@example.test',
  'dna-c@example.test',
  'dna-d@example.test',
  'dna-e@example.test',
] as const;
const demo = (persona: string) => `${persona}@demo.healthspan.test`;

let t: TestApp;
/** Background work is held here while `holding` is on, so the 202 can be seen. */
let holding = false;
const held: (() => Promise<void>)[] = [];
const running = new Set<Promise<void>>();
const tokens = new Map<string, string>();
const ids = new Map<string, number>();

const { api, logIn } = bearerCalls(() => t);

async function release() {
  while (held.length) {
    const task = held.shift()!;
    await task();
  }
}
async function settle() {
  await Promise.all([...running]);
}

async function upload(token: string, files: File[], path: string = dnaPaths.uploadDna) {
  const form = new FormData();
  const field = path === dnaPaths.uploadDna ? 'result_file' : 'files[]';
  for (const f of files) form.append(field, f);
  return t.app.request(path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

async function readyReport(token: string): Promise<DnaReportResponse> {
  await settle();
  const res = await api('GET', dnaPaths.report, token);
  expect(res.status).toBe(200);
  return dnaReportResponse.parse(await res.json());
}

const resultsOf = (report: { traits: { key: string; result: string }[] }) =>
  Object.fromEntries(report.traits.map((tr) => [tr.key, tr.result]));

async function setsOf(email: string) {
  return t.database.db
    .select()
    .from(dnaGenotypeSets)
    .where(eq(dnaGenotypeSets.customerId, ids.get(email)!));
}

const issuesOf = async (res: Response) =>
  errorBody
    .parse(await res.json())
    .issues!.map((i) => i.path)
    .sort();

beforeAll(async () => {
  t = await createTestApp(
    { DNA_UPLOAD_MAX_BYTES: String(MAX_BYTES) },
    {
      background: (task) => {
        if (holding) held.push(task);
        else {
          const p = task().finally(() => running.delete(p));
          running.add(p);
        }
      },
    },
  );
  const passwordHash = await hashPassword(PASSWORD);
  for (const email of PEOPLE) {
    const [row] = await t.database.db
      .insert(customers)
      .values({
        email,
        passwordHash,
        firstName: 'Test',
        lastName: email.slice(0, 5),
        activationState: 'ACTIVE',
      })
      .returning({ id: customers.id });
    ids.set(email, row!.id);
    tokens.set(email, await logIn(email, PASSWORD));
  }
  for (const persona of [
    'dna-only',
    'dna-kit-registered',
    'dna-kit-mailed',
    'dna-kit-failed',
    'dna-kit-ready',
  ])
    tokens.set(demo(persona), await logIn(demo(persona)));
}, 60_000);

afterAll(async () => {
  await settle();
  await t?.close();
});

const A = PEOPLE[0];
const B = PEOPLE[1];
const C = PEOPLE[2];
const D = PEOPLE[3];
/** Bad-input uploads: D's refused files already count toward its DNA_UPLOADS_PER_HOUR. */
const E = PEOPLE[4];
const tok = (email: string) => tokens.get(email)!;

const KNOWN: Genotypes = {
  rs429358: 'CT',
  rs7412: 'CC',
  rs1801133: 'AA',
  rs9939609: 'AT',
  rs4988235: 'GG',
  rs1815739: 'TT',
  rs762551: 'CA',
};
const EXPECTED = {
  apoe: 'Associated with a higher Alzheimer’s risk',
  mthfr: 'Reduced folate enzyme activity',
  fto: 'Moderately higher weight tendency',
  lct: 'Likely lactose intolerant as an adult',
  actn3: 'No sprint-type muscle protein',
  cyp1a2: 'Slow caffeine metabolizer',
};

describe('raw-data upload → genetics report, in each format', () => {
  it.each([
    ['23andMe', () => textFile(file23andMe(KNOWN), 'genome_v5.txt')],
    ['AncestryDNA', () => textFile(fileAncestry(KNOWN), 'AncestryDNA.txt')],
    ['FamilyTreeDNA', () => textFile(fileFtdna(KNOWN), 'ftdna.csv', 'text/csv')],
  ])('%s: 202 while processing, then the matching report', async (formatName, make) => {
    holding = true;
    const res = await upload(tok(A), [make()]);
    expect(res.status).toBe(202);
    const accepted = dnaUploadResponse.parse(await res.json());
    expect(accepted.formatName).toBe(formatName);

    // spec 000 §4: the report call answers 202 while the file is read
    const pending = await api('GET', dnaPaths.report, tok(A));
    expect(pending.status).toBe(202);
    expect(dnaProcessingResponse.parse(await pending.json()).setId).toBe(accepted.setId);
    const page = dnaReportPageData.parse(await (await api('GET', dnaPaths.reportPageData, tok(A))).json());
    expect(page.reportStatus).toBe('processing');
    expect(page.latestUpload?.status).toBe('processing');

    holding = false;
    await release();
    const report = await readyReport(tok(A));
    expect(resultsOf(report)).toEqual(EXPECTED);
    expect(report.source).toMatchObject({ id: accepted.setId, source: 'upload', formatName });
    expect(report.calledSnps).toBe(7);
    expect(report).toMatchObject(buildDnaReport(new Map(Object.entries(KNOWN))));
    // only the report's SNPs are kept
    const kept = await t.database.db
      .select()
      .from(dnaGenotypes)
      .where(eq(dnaGenotypes.setId, accepted.setId));
    expect(kept.map((g) => g.rsid).sort()).toEqual(Object.keys(KNOWN).sort());
    const [set] = await t.database.db
      .select()
      .from(dnaGenotypeSets)
      .where(eq(dnaGenotypeSets.id, accepted.setId));
    expect(set!.rowsRead).toBe(207);
  });

  it('reads a realistically large 23andMe file (600k rows, ~17 MB) as a stream', async () => {
    const text = file23andMe(KNOWN, { filler: 600_000 });
    expect(text.length).toBeGreaterThan(15_000_000);
    const res = await upload(tok(C), [textFile(text, 'genome_full.txt')]);
    expect(res.status).toBe(202);
    const report = await readyReport(tok(C));
    expect(resultsOf(report)).toEqual(EXPECTED);
    expect(report.source.rowsRead).toBe(600_007);
  }, 60_000);

  it('says "cannot determine" for no-calls and SNPs the file lacks', async () => {
    const res = await upload(tok(D), [
      textFile(fileAncestry({ rs429358: '--', rs7412: 'CC', rs1801133: 'GG' }), 'a.txt'),
    ]);
    expect(res.status).toBe(202);
    const report = await readyReport(tok(D));
    expect(resultsOf(report)).toEqual({
      apoe: 'Cannot determine',
      mthfr: 'Typical folate enzyme activity',
      fto: 'Cannot determine',
      lct: 'Cannot determine',
      actn3: 'Cannot determine',
      cyp1a2: 'Cannot determine',
    });
    const apoe = report.traits.find((tr) => tr.key === 'apoe')!;
    expect(apoe.snps[0]).toMatchObject({ rsid: 'rs429358', status: 'noCall' });
    expect(apoe.summary).toMatch(/no-call/);
    expect(report.traits.find((tr) => tr.key === 'fto')!.snps[0]!.status).toBe('missing');
  });

  it('submit-dna-post merges several files: a call fills a no-call, disagreeing calls cannot be determined', async () => {
    const first = textFile(file23andMe({ ...KNOWN, rs9939609: '--', rs762551: 'AA' }), 'v3.txt');
    const second = textFile(fileFtdna({ rs9939609: 'TT', rs762551: 'CC' }), 'ftdna.csv');
    const res = await upload(tok(B), [first, second], dnaPaths.submitDna);
    expect(res.status).toBe(202);
    expect(dnaUploadResponse.parse(await res.json()).formatName).toBe('23andMe + FamilyTreeDNA');
    const report = await readyReport(tok(B));
    expect(resultsOf(report)).toMatchObject({ fto: 'Typical weight tendency', cyp1a2: 'Cannot determine' });
    expect(report.conflicts).toEqual([{ rsid: 'rs762551', genotypes: ['AA', 'CC'] }]);
    expect(report.source.formatName).toBe('23andMe + FamilyTreeDNA');
  });
});

describe('files the product refuses, with nothing stored', () => {
  it('refuses a file declaring build 38 at once (422), naming the build', async () => {
    const before = (await setsOf(D)).length;
    const res = await upload(tok(D), [textFile(file23andMe(KNOWN, { build: 38 }), 'genome_b38.txt')]);
    expect(res.status).toBe(422);
    const body = errorBody.parse(await res.json());
    expect(body.error).toMatch(/build 38/);
    expect(body.error).toMatch(/build 37 \(GRCh37\)/);
    expect(body.issues?.map((i) => i.path)).toEqual(['result_file']);
    expect(body.issues?.[0]?.message).toMatch(/build 38/);
    expect((await setsOf(D)).length).toBe(before);
  });

  it('refuses an AncestryDNA file declaring build 36', async () => {
    const res = await upload(tok(D), [textFile(fileAncestry(KNOWN, { declaredBuild: '36.3' }), 'old.txt')]);
    expect(res.status).toBe(422);
    expect(errorBody.parse(await res.json()).error).toMatch(/build 36\.3/);
  });

  it('catches an undeclared build-38 file by its positions: the upload fails with the reason, no genotypes kept', async () => {
    const fresh = 'dna-b38@example.test';
    const [row] = await t.database.db
      .insert(customers)
      .values({ email: fresh, passwordHash: await hashPassword(PASSWORD), activationState: 'ACTIVE' })
      .returning({ id: customers.id });
    ids.set(fresh, row!.id);
    const token = await logIn(fresh, PASSWORD);
    const res = await upload(token, [textFile(fileFtdna(KNOWN, { build: 38 }), 'ftdna-b38.csv')]);
    expect(res.status).toBe(202);
    await settle();
    const report = await api('GET', dnaPaths.report, token);
    expect(report.status).toBe(422);
    expect(errorBody.parse(await report.json()).error).toMatch(/its build 38 \(GRCh38\) position/);
    const page = dnaReportPageData.parse(await (await api('GET', dnaPaths.reportPageData, token)).json());
    expect(page.reportStatus).toBe('failed');
    expect(page.latestUpload?.status).toBe('failed');
    expect(page.latestUpload?.error).toMatch(/build 38/);
    const [set] = await setsOf(fresh);
    expect(await t.database.db.select().from(dnaGenotypes).where(eq(dnaGenotypes.setId, set!.id))).toEqual(
      [],
    );
  });

  it.each([
    ['an oversize file', () => textFile('#'.repeat(MAX_BYTES + 10), 'big.txt'), 413, /larger than 25 MB/],
    [
      'a PNG',
      () =>
        new File(
          [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
          'genome.txt',
        ),
      415,
      /not a text file/,
    ],
    [
      'a zip',
      () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'genome.zip'),
      415,
      /Unzip it/,
    ],
    ['an empty file', () => textFile('', 'empty.txt'), 422, /empty/],
    [
      'a text file of another kind',
      () => textFile('name,value\nfoo,1\n', 'notes.csv'),
      422,
      /could not recognise/,
    ],
  ])('refuses %s and stores nothing', async (_what, make, status, message) => {
    const before = (await setsOf(D)).length;
    const res = await upload(tok(D), [make()]);
    expect(res.status).toBe(status);
    expect(errorBody.parse(await res.json()).error).toMatch(message);
    expect((await setsOf(D)).length).toBe(before);
  });

  it('answers a body over the limit 413 before reading it', async () => {
    const res = await upload(tok(D), [textFile('x'.repeat(MAX_BYTES * 2), 'huge.txt')]);
    expect(res.status).toBe(413);
  });

  it('fails a file with none of the report SNPs after reading it', async () => {
    const fresh = 'dna-none@example.test';
    await t.database.db
      .insert(customers)
      .values({ email: fresh, passwordHash: await hashPassword(PASSWORD), activationState: 'ACTIVE' });
    const token = await logIn(fresh, PASSWORD);
    expect((await upload(token, [textFile(file23andMe({}), 'g.txt')])).status).toBe(202);
    await settle();
    const res = await api('GET', dnaPaths.report, token);
    expect(res.status).toBe(422);
    expect(errorBody.parse(await res.json()).error).toMatch(/None of the SNPs/);
  });
});

describe('bad input names the fields', () => {
  it('upload without a file, or as JSON', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const res = await t.app.request(dnaPaths.uploadDna, {
      method: 'POST',
      headers: { authorization: `Bearer ${tok(E)}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['result_file']);
    const json = await api('POST', dnaPaths.uploadDna, tok(E), { result_file: 'x' });
    expect(json.status).toBe(400);
    expect(await issuesOf(json)).toEqual(['result_file']);
  });

  it('submit with too many files', async () => {
    const files = [1, 2, 3, 4].map((i) => textFile(file23andMe(KNOWN, { filler: 1 }), `f${i}.txt`));
    const res = await upload(tok(E), files, dnaPaths.submitDna);
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['files[]']);
  });

  it('kit registration', async () => {
    const res = await api('POST', dnaPaths.registerDnaKit, tok(D), { dnaKitId: 'nope', serialNumber: '12' });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['dnaKitId', 'serialNumber']);
    const missing = await api('POST', dnaPaths.registerDnaKit, tok(D), {});
    expect(await issuesOf(missing)).toEqual(['dnaKitId', 'serialNumber']);
    const kit = FREE_DEMO_KITS[4]!;
    const typo = `${kit.serialNumber.slice(0, 11)}${(Number(kit.serialNumber[11]) + 1) % 10}`;
    const bad = await api('POST', dnaPaths.registerDnaKit, tok(D), {
      dnaKitId: kit.dnaKitId,
      serialNumber: typo,
    });
    expect(bad.status).toBe(400);
    const typoIssues = errorBody.parse(await bad.json()).issues!;
    expect(typoIssues.map((i) => i.path)).toEqual(['serialNumber']);
    expect(typoIssues[0]!.message).toMatch(/typo/);
    const mailed = await api('POST', dnaPaths.markSampleAsMailed, tok(D), { dnaKitId: 42 });
    expect(await issuesOf(mailed)).toEqual(['dnaKitId']);
  });

  it('PDF download with half the credentials', async () => {
    const res = await api('POST', dnaPaths.downloadPdfReport, tok(D), { email: D });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual(['password']);
  });

  it('every call needs a signed-in customer', async () => {
    for (const [method, path] of [
      ['GET', dnaPaths.report],
      ['GET', dnaPaths.reportPageData],
      ['POST', dnaPaths.downloadRawData],
      ['GET', dnaPaths.currentKitData],
      ['GET', dnaPaths.healthspanReportStatus],
      ['POST', dnaPaths.uploadDna],
    ] as const)
      expect((await api(method, path)).status, path).toBe(401);
  });
});

describe('downloads', () => {
  it('raw data is what was kept: the report SNPs, nothing else', async () => {
    const res = await api('POST', dnaPaths.downloadRawData, tok(A));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="healthspan-dna-raw-data-/);
    const text = await res.text();
    const data = text.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(data).toHaveLength(7);
    expect(data).toContain('rs429358\t19\t45411941\tCT');
    expect(text).not.toMatch(/rs10000000/);
    expect(text).toMatch(/build 37/);
  });

  it('the report PDF, plain or protected by the account password', async () => {
    const plain = await api('POST', dnaPaths.downloadPdfReport, tok(A));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await plain.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).not.toMatch(/\/Encrypt/);

    const wrong = await api('POST', dnaPaths.downloadPdfReport, tok(A), {
      email: A,
      password: 'wrong-password-1',
    });
    expect(wrong.status).toBe(403);
    const protectedPdf = await api('POST', dnaPaths.downloadPdfReport, tok(A), {
      email: A.toUpperCase(),
      password: PASSWORD,
      includeApoe: true,
    });
    expect(protectedPdf.status).toBe(200);
    expect(Buffer.from(await protectedPdf.arrayBuffer()).toString('latin1')).toMatch(/\/Encrypt/);
    // wrong passwords count against the account's sign-in attempts (5 per window)
    for (let i = 0; i < 4; i++)
      expect(
        (await api('POST', dnaPaths.downloadPdfReport, tok(A), { email: A, password: `wrong-${i}-pass` }))
          .status,
      ).toBe(403);
    const limited = await api('POST', dnaPaths.downloadPdfReport, tok(A), { email: A, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(errorBody.parse(await limited.json()).error).toMatch(/Too many password attempts/);
  });

  it('without DNA data: 404 for the report, the PDF and the raw data', async () => {
    const fresh = 'dna-nothing@example.test';
    await t.database.db
      .insert(customers)
      .values({ email: fresh, passwordHash: await hashPassword(PASSWORD), activationState: 'ACTIVE' });
    const token = await logIn(fresh, PASSWORD);
    expect((await api('GET', dnaPaths.report, token)).status).toBe(404);
    expect((await api('POST', dnaPaths.downloadPdfReport, token)).status).toBe(404);
    expect((await api('POST', dnaPaths.downloadRawData, token)).status).toBe(404);
    const page = dnaReportPageData.parse(await (await api('GET', dnaPaths.reportPageData, token)).json());
    expect(page).toMatchObject({ reportStatus: 'none', latestUpload: null, kit: null, canRegisterKit: true });
    expect(page.upload.maxBytes).toBe(MAX_BYTES);
  });
});

describe('one customer never reads another’s DNA', () => {
  it('each customer gets their own report and raw data only', async () => {
    const fresh = 'dna-nosy@example.test';
    await t.database.db
      .insert(customers)
      .values({ email: fresh, passwordHash: await hashPassword(PASSWORD), activationState: 'ACTIVE' });
    const nosy = await logIn(fresh, PASSWORD);
    // there is no id in these calls to point at someone else: the token decides whose data it is
    expect((await api('GET', dnaPaths.report, nosy)).status).toBe(404);
    expect((await api('POST', dnaPaths.downloadRawData, nosy)).status).toBe(404);
    expect((await api('GET', `${dnaPaths.report}?customerId=${ids.get(A)}`, nosy)).status).toBe(404);
    const dana = await readyReport(tok(demo('dna-only')));
    const a = await readyReport(tok(A));
    expect(dana.source.id).not.toBe(a.source.id);
  });

  it('kits: another customer’s kit answers like a missing one, and cannot be registered twice', async () => {
    const mailedKit = demoKit(12).dnaKitId;
    const res = await api('POST', dnaPaths.markSampleAsMailed, tok(D), { dnaKitId: mailedKit });
    expect(res.status).toBe(404);
    const popup = await api('POST', dnaPaths.markSampleFailPopupAsViewed, tok(D), {
      dnaKitId: demoKit(13).dnaKitId,
    });
    expect(popup.status).toBe(404);
    const steal = await api('POST', dnaPaths.registerDnaKit, tok(D), demoKit(11));
    expect(steal.status).toBe(409);
    const [kit] = await t.database.db
      .select()
      .from(dnaKits)
      .where(eq(dnaKits.dnaKitId, demoKit(11).dnaKitId));
    expect(kit!.customerId).not.toBe(ids.get(D));
  });
});

describe('DNA kits', () => {
  it('register → mailed, with the state model refusing a second mailing', async () => {
    const empty = currentKitResponse.parse(await (await api('GET', dnaPaths.currentKitData, tok(B))).json());
    expect(empty).toEqual({ kit: null, canRegister: true });
    const kit = FREE_DEMO_KITS[0]!;
    const unknown = await api('POST', dnaPaths.registerDnaKit, tok(B), {
      dnaKitId: 'HSK-9999-9999',
      serialNumber: kit.serialNumber,
    });
    expect(unknown.status).toBe(404);
    const wrongSerial = await api('POST', dnaPaths.registerDnaKit, tok(B), {
      dnaKitId: kit.dnaKitId,
      serialNumber: FREE_DEMO_KITS[1]!.serialNumber,
    });
    expect(wrongSerial.status).toBe(404);

    const res = await api('POST', dnaPaths.registerDnaKit, tok(B), {
      dnaKitId: kit.dnaKitId.toLowerCase().replace(/-/g, ' '),
      serialNumber: `${kit.serialNumber.slice(0, 6)} ${kit.serialNumber.slice(6)}`,
    });
    expect(res.status).toBe(200);
    const registered = dnaKit.parse(await res.json());
    expect(registered).toMatchObject({
      dnaKitId: kit.dnaKitId,
      state: 'registered',
      serialNumberLast4: kit.serialNumber.slice(-4),
      canMarkMailed: true,
      showSampleFailPopup: false,
    });
    expect(JSON.stringify(registered)).not.toContain(kit.serialNumber);
    const again = await api('POST', dnaPaths.registerDnaKit, tok(B), FREE_DEMO_KITS[1]);
    expect(again.status).toBe(409);
    expect(errorBody.parse(await again.json()).error).toMatch(/still in progress/);

    const mailed = await api('POST', dnaPaths.markSampleAsMailed, tok(B), { dnaKitId: kit.dnaKitId });
    expect(dnaKit.parse(await mailed.json())).toMatchObject({ state: 'mailed', canMarkMailed: false });
    const twice = await api('POST', dnaPaths.markSampleAsMailed, tok(B), { dnaKitId: kit.dnaKitId });
    expect(twice.status).toBe(409);
    const status = healthspanDnaReportStatus.parse(
      await (await api('GET', dnaPaths.healthspanReportStatus, tok(B))).json(),
    );
    expect(status).toEqual({ status: 'mailed', dnaKitId: kit.dnaKitId, reportReady: false, resultAt: null });
    const [row] = await t.database.db
      .select()
      .from(dnaKits)
      .where(and(eq(dnaKits.dnaKitId, kit.dnaKitId), eq(dnaKits.customerId, ids.get(B)!)));
    expect(row!.mailedAt).not.toBeNull();
  });

  it('the demo kits: one persona per state', async () => {
    const states: Record<string, string> = {};
    for (const persona of ['dna-kit-registered', 'dna-kit-mailed', 'dna-kit-failed', 'dna-kit-ready']) {
      const body = currentKitResponse.parse(
        await (await api('GET', dnaPaths.currentKitData, tok(demo(persona)))).json(),
      );
      states[persona] = body.kit!.state;
    }
    expect(states).toEqual({
      'dna-kit-registered': 'registered',
      'dna-kit-mailed': 'mailed',
      'dna-kit-failed': 'sampleFailed',
      'dna-kit-ready': 'resultReady',
    });
  });

  it('sample failed: the popup shows until viewed, and a new kit may be registered', async () => {
    const token = tok(demo('dna-kit-failed'));
    const before = currentKitResponse.parse(await (await api('GET', dnaPaths.currentKitData, token)).json());
    expect(before.kit).toMatchObject({ state: 'sampleFailed', showSampleFailPopup: true });
    expect(before.canRegister).toBe(true);
    const cannotMail = await api('POST', dnaPaths.markSampleAsMailed, token, {
      dnaKitId: demoKit(13).dnaKitId,
    });
    expect(cannotMail.status).toBe(409);
    const viewed = await api('POST', dnaPaths.markSampleFailPopupAsViewed, token, {
      dnaKitId: demoKit(13).dnaKitId,
    });
    expect(dnaKit.parse(await viewed.json()).showSampleFailPopup).toBe(false);
    // idempotent
    const again = await api('POST', dnaPaths.markSampleFailPopupAsViewed, token, {
      dnaKitId: demoKit(13).dnaKitId,
    });
    expect(again.status).toBe(200);
    const notFailed = await api('POST', dnaPaths.markSampleFailPopupAsViewed, tok(demo('dna-kit-mailed')), {
      dnaKitId: demoKit(12).dnaKitId,
    });
    expect(notFailed.status).toBe(409);
    const status = healthspanDnaReportStatus.parse(
      await (await api('GET', dnaPaths.healthspanReportStatus, token)).json(),
    );
    expect(status.status).toBe('sampleFailed');
  });

  it('Healthspan DNA report: ready for the kit with a result, refused clearly otherwise', async () => {
    const ready = tok(demo('dna-kit-ready'));
    const status = healthspanDnaReportStatus.parse(
      await (await api('GET', dnaPaths.healthspanReportStatus, ready)).json(),
    );
    expect(status).toMatchObject({ status: 'ready', reportReady: true, dnaKitId: demoKit(14).dnaKitId });
    const pdf = await api('GET', dnaPaths.healthspanReportDownload, ready);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const report = await readyReport(ready);
    expect(report.source).toMatchObject({ source: 'kit', formatName: 'Healthspan lab' });
    expect(resultsOf(report)).toEqual(
      resultsOf(buildDnaReport(new Map(Object.entries(KIT_READY_GENOTYPES)))),
    );

    const mailed = await api('GET', dnaPaths.healthspanReportDownload, tok(demo('dna-kit-mailed')));
    expect(mailed.status).toBe(409);
    expect(errorBody.parse(await mailed.json()).error).toMatch(/on its way to the lab/);
    const none = await api('GET', dnaPaths.healthspanReportDownload, tok(C));
    expect(none.status).toBe(404);
    const noneStatus = healthspanDnaReportStatus.parse(
      await (await api('GET', dnaPaths.healthspanReportStatus, tok(C))).json(),
    );
    expect(noneStatus).toEqual({ status: 'noKit', dnaKitId: null, reportReady: false, resultAt: null });
  });
});

describe('demo data', () => {
  it('dna-only@ has an uploaded 23andMe file with a no-call', async () => {
    const report = await readyReport(tok(demo('dna-only')));
    expect(report.source).toMatchObject({ source: 'upload', formatName: '23andMe' });
    expect(resultsOf(report)).toEqual(resultsOf(buildDnaReport(new Map(Object.entries(DNA_ONLY_GENOTYPES)))));
    expect(resultsOf(report).apoe).toBe('The most common type');
    expect(report.traits.find((tr) => tr.key === 'apoe')!.genotype).toBe('ε3/ε3');
    expect(resultsOf(report).fto).toBe('Cannot determine');
  });

  it('free kits carry valid serial numbers', () => {
    for (const kit of FREE_DEMO_KITS)
      expect(withCheckDigit(kit.serialNumber.slice(0, 11))).toBe(kit.serialNumber);
  });
});
