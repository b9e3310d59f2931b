import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, tokenSet } from '../../src/contract/auth';
import { dnaPaths, dnaUploadResponse, DNA_UPLOAD_FIELD } from '../../src/contract/dna';
import { errorBody } from '../../src/contract/http';
import { OCR_FILES_FIELD, ocrPaths, submitFilesResponse } from '../../src/contract/ocr';
import { systemPaths } from '../../src/contract/system';
import { customers, dnaGenotypeSets } from '../../src/server/db/schema';
import { DNA_UPLOADS_PER_HOUR } from '../../src/server/routes/dna';
import { hashPassword } from '../../src/server/services/crypto';
import { MAX_CSV_ROWS } from '../../src/server/services/ocr/csv';
import { stopDocumentReaders } from '../../src/server/workers/document-pool';
import { file23andMe } from './dna-files';
import { createTestApp, type TestApp } from './test-app';

// finding 4 of issue 21: a small PDF or CSV kept the main thread busy for minutes. Every upload here
// goes through a real listening server while /api/health is polled, so a blocked event loop shows.

/**
 * Low enough that the slow PDF below (~20 s of OCR) runs past it, high enough that the 40 MB DNA
 * file (~1 s to parse) is read on a busy 2-core machine; a real server allows 60 s.
 */
const READ_SECONDS = 6;
/**
 * A stall that only the event loop held by a reader makes: reading the 40 MB DNA file on the main
 * thread takes about a second, a PDF bomb longer. Scheduling on a busy 2-core machine (other test
 * files, PostgreSQL's batched inserts) costs up to ~120 ms, so the bound sits above that; the
 * precise latency target lives in `npm run bench`, not here.
 */
const HEALTH_MS = 300;
/** createTestApp's clock. */
const START = new Date('2026-11-22T12:00:00Z');
const PASSWORD = 'Bombs-person-1';
const OCR_PERSON = 'bombs-ocr@example.test';
const DNA_PERSON = 'bombs-dna@example.test';
const LIMITED_PERSON = 'bombs-limited@example.test';

let t: TestApp;
let server: ServerType;
let base = '';
const tokens = new Map<string, string>();

/** A one-page PDF whose content stream is `content`, deflated, with its xref table written by hand. */
function pdfWithContent(content: Buffer): Buffer {
  const stream = deflateSync(content, { level: 9 });
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (...chunks: Buffer[]) => {
    for (const c of chunks) {
      parts.push(c);
      length += c.length;
    }
  };
  const object = (n: number, body: string) => {
    offsets[n] = length;
    add(Buffer.from(`${n} 0 obj\n${body}\nendobj\n`, 'latin1'));
  };
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>');
  offsets[4] = length;
  add(
    Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    stream,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  );
  const xref = length;
  const rows = offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`);
  add(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${rows.join('')}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** The finding's file: one page of `q Q ` repeated until the deflated stream is over 100 KB. */
const bombPdf = () => pdfWithContent(Buffer.alloc(120 * 1024 * 1024, 'q Q '));
/**
 * A page scribbled over by one 20,000-segment line: ~200 KB of content, far under both caps, but
 * without text it is rendered and OCR'd, which takes ~20 s here: only the deadline stops it.
 */
function slowPdf(): Buffer {
  const path = ['0 0 m'];
  for (let i = 0; i < 20_000; i++) path.push(`${(i * 7) % 612} ${(i * 13) % 792} l`);
  return pdfWithContent(Buffer.from([...path, 'S'].join('\n'), 'latin1'));
}

/** The finding's CSV: 440,000 rows, ~9 MB. */
function bigCsv(): string {
  const rows = ['Test,Result,Unit,Range'];
  for (let i = 0; i < 440_000; i++) rows.push(`Glucose,${90 + (i % 10)},mg/dL,70-99`);
  return rows.join('\n');
}

/**
 * A request on a connection of its own, as Response. Pooled keep-alive sockets race the server's
 * keep-alive timeout after the test thread has been busy building a file (ECONNRESET).
 */
function request(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Uint8Array,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const out = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out.set(k, v);
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: out }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Encoded {
  bytes: Uint8Array;
  contentType: string;
}

/** A body as the bytes a browser would send (done before timing starts: it is the client's work). */
async function encode(body: FormData): Promise<Encoded> {
  const encoded = new Request('http://encode.invalid/', { method: 'POST', body });
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

function post(path: string, token: string, { bytes, contentType }: Encoded) {
  return request(
    'POST',
    path,
    { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': String(bytes.length) },
    bytes,
  );
}

/** A multipart body with one file in `field`, encoded. */
function formOf(field: string, name: string, content: BlobPart, type = 'application/octet-stream') {
  const form = new FormData();
  form.append(field, new File([content], name, { type }));
  return encode(form);
}

/**
 * Runs `work` while GET /api/health is asked every 50 ms; returns what `work` gave and the slowest
 * health answer in ms.
 */
async function whilePolling<T>(
  work: () => Promise<T>,
): Promise<{ value: T; slowest: number; polls: number }> {
  let done = false;
  let slowest = 0;
  let polls = 0;
  const statuses = new Set<number | undefined>();
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      statuses.add((await request('GET', systemPaths.health)).status);
      slowest = Math.max(slowest, performance.now() - started);
      polls++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    const value = await work();
    return { value, slowest, polls };
  } finally {
    done = true;
    await poller;
    expect([...statuses]).toEqual([200]);
  }
}

async function logIn(email: string): Promise<string> {
  const res = await request(
    'POST',
    authPaths.login,
    { 'content-type': 'application/json' },
    new TextEncoder().encode(JSON.stringify({ email, password: PASSWORD })),
  );
  expect(res.status).toBe(200);
  return tokenSet.parse(await res.json()).access_token;
}

async function errorOf(res: Response) {
  return errorBody.parse(await res.json());
}

beforeAll(async () => {
  t = await createTestApp({ DOCUMENT_READ_SECONDS: String(READ_SECONDS) });
  const passwordHash = await hashPassword(PASSWORD);
  for (const email of [OCR_PERSON, DNA_PERSON, LIMITED_PERSON])
    await t.database.db.insert(customers).values({
      email,
      passwordHash,
      firstName: 'Test',
      lastName: 'Bombs',
      activationState: 'ACTIVE',
      hasAccessToBru: true,
    });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const email of [OCR_PERSON, DNA_PERSON, LIMITED_PERSON]) tokens.set(email, await logIn(email));
  // A first small read starts a worker, so the timings below are of reading, not of starting one.
  const warm = await post(
    ocrPaths.submitFiles,
    tokens.get(OCR_PERSON)!,
    await formOf(OCR_FILES_FIELD, 'warm.csv', 'Test,Result,Unit\nGlucose,91,mg/dL\n', 'text/csv'),
  );
  expect(warm.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await stopDocumentReaders();
  await t?.close();
});

// A health answer is a round trip through a real socket on a shared 2-core machine, where another
// test file may hold a core for a moment: a timing miss is retried, a blocked event loop fails every try.
describe('document bombs (finding 4)', { retry: 2 }, () => {
  it('refuses the q Q PDF bomb by its content size, and /api/health stays answering throughout', async () => {
    const pdf = bombPdf();
    expect(pdf.length).toBeGreaterThan(100 * 1024);
    const body = await formOf(OCR_FILES_FIELD, 'bomb.pdf', new Uint8Array(pdf));
    const started = performance.now();
    const {
      value: res,
      slowest,
      polls,
    } = await whilePolling(() => post(ocrPaths.submitFiles, tokens.get(OCR_PERSON)!, body));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error).toMatch(/^bomb\.pdf has more drawing on its pages than a lab report/);
    expect(performance.now() - started).toBeLessThan(READ_SECONDS * 1000 + 2000);
    expect(polls).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(HEALTH_MS);
  });

  it('stops a PDF that reads past the deadline: 422 "took too long to read", health on time', async () => {
    const body = await formOf(OCR_FILES_FIELD, 'slow.pdf', new Uint8Array(slowPdf()));
    const started = performance.now();
    const { value: res, slowest } = await whilePolling(() =>
      post(ocrPaths.submitFiles, tokens.get(OCR_PERSON)!, body),
    );
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error).toMatch(
      new RegExp(`^slow\\.pdf took too long to read \\(more than ${READ_SECONDS} s\\)`),
    );
    expect(performance.now() - started).toBeLessThan(READ_SECONDS * 1000 + 3000);
    expect(slowest).toBeLessThan(HEALTH_MS);
  });

  it('refuses the 440,000-row CSV (413 naming the file), health on time', async () => {
    const csv = bigCsv();
    expect(csv.length).toBeGreaterThan(8 * 1024 * 1024);
    const body = await formOf(OCR_FILES_FIELD, 'rows.csv', csv, 'text/csv');
    const { value: res, slowest } = await whilePolling(() =>
      post(ocrPaths.submitFiles, tokens.get(OCR_PERSON)!, body),
    );
    expect(res.status).toBe(413);
    expect((await errorOf(res)).error).toBe(
      `rows.csv has more than ${MAX_CSV_ROWS.toLocaleString('en-US')} rows; a lab report has a few hundred at most. Upload the report itself.`,
    );
    expect(slowest).toBeLessThan(HEALTH_MS);
  });

  it('still reads an ordinary lab CSV in the worker', async () => {
    const res = await post(
      ocrPaths.submitFiles,
      tokens.get(OCR_PERSON)!,
      await formOf(
        OCR_FILES_FIELD,
        'labs.csv',
        'Test,Result,Unit\nGlucose,91,mg/dL\nHbA1c,5.4,%\n',
        'text/csv',
      ),
    );
    expect(res.status).toBe(200);
    const body = submitFilesResponse.parse(await res.json());
    expect(body.files).toEqual([expect.objectContaining({ name: 'labs.csv', method: 'csv' })]);
    expect(body.results.map((r) => r.markerAbbr).sort()).toEqual(['GLU', 'HBA1C']);
  });

  it('parses a 40 MB DNA raw-data file off the event loop: health on time while it is read', async () => {
    const text = file23andMe({ rs429358: 'TT', rs7412: 'CC' }, { filler: 1_500_000 });
    const [customer] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, DNA_PERSON));
    const body = await formOf(DNA_UPLOAD_FIELD, 'genome.txt', text, 'text/plain');
    const { value, slowest } = await whilePolling(async () => {
      const res = await post(dnaPaths.uploadDna, tokens.get(DNA_PERSON)!, body);
      expect(res.status).toBe(202);
      const { setId } = dnaUploadResponse.parse(await res.json());
      for (;;) {
        const [set] = await t.database.db.select().from(dnaGenotypeSets).where(eq(dnaGenotypeSets.id, setId));
        if (set!.status !== 'processing') return set!;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    expect(value.error).toBeNull();
    expect(value).toMatchObject({ customerId: customer!.id, status: 'ready', rowsRead: 1_500_002 });
    expect(slowest).toBeLessThan(HEALTH_MS);
  });
});

describe('DNA upload limit and malformed multipart bodies (finding 12)', () => {
  it(`allows ${DNA_UPLOADS_PER_HOUR} DNA uploads an hour per account, then 429 with retryAfterSeconds`, async () => {
    const token = tokens.get(LIMITED_PERSON)!;
    const file = await formOf(DNA_UPLOAD_FIELD, 'not-dna.txt', 'hello,world\n', 'text/plain');
    const answers = await Promise.all(
      Array.from({ length: DNA_UPLOADS_PER_HOUR + 5 }, () => post(dnaPaths.uploadDna, token, file)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(DNA_UPLOADS_PER_HOUR);
    const refused = answers.find((r) => r.status === 429)!;
    const body = (await refused.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toMatch(/^Too many DNA uploads/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
    // A new hour, a new allowance.
    t.setNow(new Date(START.getTime() + 61 * 60_000));
    try {
      expect((await post(dnaPaths.uploadDna, await logIn(LIMITED_PERSON), file)).status).toBe(422);
    } finally {
      t.setNow(START);
    }
  });

  const garbage: [string, string, string][] = [
    ['a broken boundary', 'multipart/form-data; boundary=abc', '--xyz\r\nnot a part\r\n--xyz--'],
    ['no boundary at all', 'multipart/form-data', 'garbage'],
    [
      'a part cut off mid-header',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="files"; filename="a.csv"\r\nContent-Type: text/c',
    ],
  ];
  for (const [path, field] of [
    [ocrPaths.submitFiles, OCR_FILES_FIELD],
    [ocrPaths.reviewFiles, OCR_FILES_FIELD],
    [dnaPaths.uploadDna, DNA_UPLOAD_FIELD],
    [dnaPaths.submitDna, 'files'],
  ] as const)
    for (const [what, type, body] of garbage)
      it(`answers 400 to a multipart body with ${what} on ${path}`, async () => {
        const res = await post(path, tokens.get(OCR_PERSON)!, {
          bytes: new TextEncoder().encode(body),
          contentType: type,
        });
        expect(res.status).toBe(400);
        const error = await errorOf(res);
        expect(error.error).toMatch(/multipart\/form-data/);
        expect(error.issues?.[0]?.path).toMatch(new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}`));
      });
});
