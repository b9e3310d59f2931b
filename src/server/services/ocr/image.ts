import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';
import type { ReportLine } from '../../../domain/ocr';
import { imageSize, sniffKind } from './sniff';

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

/** Below this width an image is enlarged before OCR: tesseract misreads text under ~20 px high. */
export const MIN_OCR_WIDTH = 1400;
const TARGET_OCR_WIDTH = 2400;
const MAX_UPSCALE = 3;

/** A low-resolution image (a screenshot, a small scan) enlarged for OCR; larger ones as they are. */
async function forOcr(image: Uint8Array): Promise<Uint8Array> {
  const kind = sniffKind(image.subarray(0, 16));
  const size = kind === 'png' || kind === 'jpeg' ? imageSize(image, kind) : null;
  if (!size || size.width >= MIN_OCR_WIDTH) return image;
  const factor = Math.min(MAX_UPSCALE, TARGET_OCR_WIDTH / size.width);
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const decoded = await loadImage(Buffer.from(image));
  const canvas = createCanvas(Math.round(decoded.width * factor), Math.round(decoded.height * factor));
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(decoded, 0, 0, canvas.width, canvas.height);
  return new Uint8Array(await canvas.encode('png'));
}

/** The lines of a PNG or JPEG image, each with tesseract's confidence (0–1). */
export function ocrImage(image: Uint8Array): Promise<ReportLine[]> {
  return serialised(async () => {
    const w = await ocrWorker();
    const input = await forOcr(image);
    const { data } = await w.recognize(Buffer.from(input), {}, { blocks: true, text: true });
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
