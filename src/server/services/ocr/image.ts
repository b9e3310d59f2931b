import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, type Worker } from 'tesseract.js';
import type { ReportLine } from '../../../domain/ocr';
import { runDecoder } from '../../workers/decode-process';
import { OcrFileError } from './errors';
import { isWellFormedJpeg } from './jpeg';
import { preparePhoto } from './prepare';
import { imageSize } from './sniff';

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
  worker ??= createWorker('eng', 1, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job (an image it cannot decode) from its
    // message listener: an uncaught error that ends the process. The job's promise rejects anyway.
    errorHandler: () => undefined,
  }).catch((err: unknown) => {
    worker = undefined;
    throw err;
  });
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
/** Wider photos are reduced to this: a phone's 4000 px only slow the preparation and OCR down. */
const MAX_OCR_WIDTH = 2600;

/** Images larger than this are refused rather than decoded (a small file can hold a huge image). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Enlarged images stay under this many pixels. */
const MAX_UPSCALED_PIXELS = 16_000_000;

const DECODER = fileURLToPath(new URL('../../workers/photo-decode.mjs', import.meta.url));
/** The decoder process's limits: a phone photo decodes in well under a second. */
const DECODE = { seconds: 20, heapMb: 96 };

/** What the customer reads about a photo no decoder could read (after the file's name). */
export const DAMAGED_IMAGE =
  'could not be read: we could not read this image (it is damaged or cut short). Take the photo again, or upload another copy.';

/**
 * A photo prepared for OCR (see preparePhoto): decoded, enlarged when small, then the page
 * flattened, lighting evened out and rotation corrected. @napi-rs/canvas ends its process on some
 * damaged PNGs and JPEGs (exit 139), so a JPEG's structure is checked first and the image is
 * decoded in a process of its own, with a deadline and a heap cap: a bad file ends only that one.
 */
async function forOcr(image: Uint8Array, kind: 'png' | 'jpeg'): Promise<Uint8Array> {
  const size = imageSize(image, kind);
  if (!size || (kind === 'jpeg' && !isWellFormedJpeg(image, MAX_IMAGE_PIXELS)))
    throw new OcrFileError('unreadable', DAMAGED_IMAGE);
  const factor = Math.min(
    MAX_UPSCALE,
    Math.max(TARGET_OCR_WIDTH / size.width, 1),
    Math.sqrt(MAX_UPSCALED_PIXELS / (size.width * size.height)),
  );
  const width = Math.round(
    size.width < MIN_OCR_WIDTH ? size.width * factor : Math.min(size.width, MAX_OCR_WIDTH),
  );
  const height = Math.max(1, Math.round((size.height * width) / size.width));
  const pixels = await runDecoder(DECODER, [String(width), String(height)], image, DECODE);
  if (!pixels || pixels.length !== width * height) throw new OcrFileError('unreadable', DAMAGED_IMAGE);
  return preparePhoto({
    width,
    height,
    data: new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length),
  });
}

/** One image's OCR takes 1–3 s here; far beyond that the worker is presumed stuck. */
const OCR_JOB_SECONDS = 90;

async function withDeadline<T>(
  work: Promise<T>,
  seconds: number,
  onTimeout: () => Promise<void>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void onTimeout().finally(() => reject(new Error(`OCR took longer than ${seconds} s`)));
    }, seconds * 1000);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The lines of a PNG or JPEG image, each with tesseract's confidence (0–1). */
export function ocrImage(image: Uint8Array, kind: 'png' | 'jpeg' = 'png'): Promise<ReportLine[]> {
  return serialised(async () => {
    const w = await ocrWorker();
    const input = await forOcr(image, kind);
    const { data } = await withDeadline(
      w.recognize(Buffer.from(input), {}, { blocks: true, text: true }),
      OCR_JOB_SECONDS,
      async () => {
        // A job that never settles (a decoder stuck in the worker) must not block every later one.
        worker = undefined;
        await w.terminate();
      },
    );
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
