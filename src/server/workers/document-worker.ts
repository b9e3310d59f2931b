import { parentPort } from 'node:worker_threads';
import { parseDnaFile } from '../services/dna-parse';
import { readFile } from '../services/ocr';
import type { DocumentJob, FormPart, ThrownError, WorkerReply } from './document-jobs';

/** A multipart body's fields; files come back as their bytes (moved, not copied). */
async function formParts(body: ArrayBuffer, contentType: string): Promise<FormPart[]> {
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  const parts: FormPart[] = [];
  for (const [name, value] of form)
    parts.push(
      typeof value === 'string'
        ? { name, text: value }
        : {
            name,
            file: { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) },
          },
    );
  return parts;
}

/** The same readers the server used to run on its main thread, one job at a time. */
async function run(job: DocumentJob): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (job.kind) {
    case 'ocr':
      return { value: await readFile(job.file, job.index) };
    case 'dna':
      return { value: await parseDnaFile(new Blob([job.bytes]).stream(), job.maxBytes) };
    case 'form': {
      const parts = await formParts(job.body, job.contentType);
      return { value: parts, transfer: parts.flatMap((p) => ('file' in p ? [p.file.bytes.buffer] : [])) };
    }
    case 'team-report': {
      // Loaded on the first report only: ECharts and PDFKit would crowd every OCR worker's heap.
      const { teamReportPdf } = await import('../services/coach/report-pdf');
      const pdf = await teamReportPdf(job.data);
      return { value: pdf, transfer: [pdf.buffer as ArrayBuffer] };
    }
    case 'customer-csv': {
      const { readCustomerCsv } = await import('../services/admin/customer-import-read');
      return { value: readCustomerCsv(job.bytes, new Date(job.today), job.maxRows) };
    }
  }
}

function thrown(err: unknown): ThrownError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  const problem = 'problem' in err && typeof err.problem === 'string' ? err.problem : undefined;
  return { name: err.name, message: err.message, ...(problem ? { problem } : {}) };
}

parentPort!.on('message', (job: DocumentJob) => {
  run(job).then(
    ({ value, transfer }) => parentPort!.postMessage({ ok: true, value } satisfies WorkerReply, transfer),
    (err: unknown) => parentPort!.postMessage({ ok: false, error: thrown(err) } satisfies WorkerReply),
  );
});

parentPort!.postMessage({ ready: true });
