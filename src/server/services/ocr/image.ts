import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';
import type { ReportLine } from '../../../domain/ocr';

const require = createRequire(import.meta.url);

/**
 * The English model shipped in @tesseract.js-data/eng. Without a local `langPath` tesseract.js
 * fetches it from a CDN, and a failed fetch is an uncaught error that ends the process.
 */
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

let worker: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/** One worker per process, created on first use (~0.5 s), reused after. */
function ocrWorker(): Promise<Worker> {
  worker ??= createWorker('eng', 1, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' }).catch(
    (err: unknown) => {
      worker = undefined;
      throw err;
    },
  );
  return worker;
}

/** Runs one piece of work on the worker at a time, in order. */
function serialised<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

interface TesseractLine {
  text: string;
  confidence: number;
}

/** The lines of a PNG or JPEG image, each with tesseract's confidence (0–1). */
export function ocrImage(image: Uint8Array): Promise<ReportLine[]> {
  return serialised(async () => {
    const w = await ocrWorker();
    const { data } = await w.recognize(Buffer.from(image), {}, { blocks: true, text: true });
    const lines: TesseractLine[] = (data.blocks ?? []).flatMap((b) =>
      b.paragraphs.flatMap((p) => p.lines.map((l) => ({ text: l.text, confidence: l.confidence }))),
    );
    return lines
      .map((l) => ({
        text: l.text.replace(/\s+/g, ' ').trim(),
        confidence: Math.max(0, Math.min(1, l.confidence / 100)),
      }))
      .filter((l) => l.text);
  });
}

/** Ends the worker (tests, shutdown). */
export async function stopOcr(): Promise<void> {
  const pending = worker;
  worker = undefined;
  if (pending) await (await pending).terminate();
}
