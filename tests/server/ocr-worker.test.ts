import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { markerIndex } from '../../src/domain/ocr';
import { OcrFileError, readFileInWorker, type CheckedFile } from '../../src/server/services/ocr';
import { DocumentReader, MAX_WAITING_JOBS } from '../../src/server/workers/document-pool';

// The document workers themselves: the memory cap and the line of waiting jobs.

const index = markerIndex([]);
const readers: DocumentReader[] = [];
const readerOf = (options: ConstructorParameters<typeof DocumentReader>[0]) => {
  const reader = new DocumentReader(options);
  readers.push(reader);
  return reader;
};
afterAll(async () => {
  await Promise.all(readers.map((r) => r.close()));
});

/** A one-page PDF of `q Q ` operators: under the operator cap, but PDF.js keeps each one in memory. */
function heavyPdf(): Uint8Array {
  const data = deflateSync(Buffer.alloc(1_900_000, 'q Q '));
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n' +
        `4 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

const csv = (name: string): CheckedFile => ({
  name,
  kind: 'csv',
  bytes: new TextEncoder().encode('Test,Result,Unit\nGlucose,91,mg/dL\n'),
});

describe('document workers', () => {
  it('end a worker that outgrows its heap, and refuse the file as too complex (422)', async () => {
    const reader = readerOf({ workers: 1, readSeconds: 60, workerMemoryMb: 24 });
    const file: CheckedFile = { name: 'heavy.pdf', kind: 'pdf', bytes: heavyPdf() };
    const refusal = await readFileInWorker(reader, file, index).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(OcrFileError);
    expect(refusal).toMatchObject({ problem: 'tooComplex' });
    expect((refusal as OcrFileError).message).toMatch(/^needs more memory/);
    // The next file gets a fresh worker.
    expect((await readFileInWorker(reader, csv('after.csv'), index)).summary.method).toBe('csv');
  }, 60_000);

  it(`read one file at a time per worker, keep at most ${MAX_WAITING_JOBS} waiting, and turn away the rest (503)`, async () => {
    const reader = readerOf({ workers: 1, readSeconds: 60, workerMemoryMb: 512 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: MAX_WAITING_JOBS + 2 }, (_, i) =>
        readFileInWorker(reader, csv(`f${i}.csv`), index),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(MAX_WAITING_JOBS + 1);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toMatchObject({ status: 503 });
  }, 60_000);
});
