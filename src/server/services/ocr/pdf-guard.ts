import { constants, inflateSync } from 'node:zlib';
import { OcrFileError } from './errors';

const MB = 1024 * 1024;

/**
 * Decompressed size of all of a PDF's page content. A text page of a lab report holds 20–100 KB;
 * a chart-heavy one a few hundred. PDF.js spends ~3 µs an operator and keeps every one in memory,
 * so a small compressed page of repeated operators (`q Q q Q …`) takes minutes and gigabytes.
 */
export const MAX_PDF_CONTENT_BYTES = 16 * MB;
/** Drawing operators over all pages: a lab report page has a few thousand. */
export const MAX_PDF_OPERATORS = 1_000_000;

// Streams that are not page content: images, fonts, ICC profiles, functions, metadata, xref and
// object streams. Everything else (page contents, form XObjects, patterns, Type 3 glyphs) is drawn.
const NOT_CONTENT =
  /\/(?:Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType|XML)|Type\s*\/(?:XRef|ObjStm|Metadata|EmbeddedFile)|Length[123]\b|Width\b|FunctionType\b|ShadingType\b|N\s+\d)/;
const FILTER = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/;

const latin1 = new TextDecoder('latin1');
const STREAM = new TextEncoder().encode('stream');
const ENDSTREAM = new TextEncoder().encode('endstream');

function indexOf(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0]!;
  for (
    let i = bytes.indexOf(first, from);
    i !== -1 && i + needle.length <= bytes.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    let j = 1;
    while (j < needle.length && bytes[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

const isSpace = (c: number) =>
  c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;
const isRegular = (c: number) => !isSpace(c) && !isDelimiter(c);

/** Operators in a content stream (keywords that are not numbers, names, strings or comments), stopping past `stopAt`. */
export function countOperators(b: Uint8Array, stopAt: number): number {
  let n = 0;
  let i = 0;
  while (i < b.length && n <= stopAt) {
    const c = b[i]!;
    if (isSpace(c) || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x29) {
      i++;
    } else if (c === 0x25) {
      while (i < b.length && b[i] !== 0x0a && b[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      let depth = 1;
      i++;
      while (i < b.length && depth > 0) {
        const s = b[i]!;
        if (s === 0x5c) i++;
        else if (s === 0x28) depth++;
        else if (s === 0x29) depth--;
        i++;
      }
    } else if (c === 0x3c) {
      if (b[i + 1] === 0x3c) i += 2;
      else {
        const end = b.indexOf(0x3e, i);
        i = end === -1 ? b.length : end + 1;
      }
    } else if (c === 0x2f) {
      i++;
      while (i < b.length && isRegular(b[i]!)) i++;
    } else {
      const start = i;
      while (i < b.length && isRegular(b[i]!)) i++;
      if (i === start) i++;
      else if (!(c === 0x2b || c === 0x2d || c === 0x2e || (c >= 0x30 && c <= 0x39))) {
        n++;
        // Inline image data (BI … ID <bytes> EI) is binary: skip it whole.
        if (i - start === 2 && c === 0x49 && b[start + 1] === 0x44) {
          while (
            i + 3 < b.length &&
            !(isSpace(b[i]!) && b[i + 1] === 0x45 && b[i + 2] === 0x49 && !isRegular(b[i + 3]!))
          )
            i++;
          i += 3;
        }
      }
    }
  }
  return n;
}

function tooComplex(): OcrFileError {
  return new OcrFileError(
    'tooComplex',
    'has more drawing on its pages than a lab report (it may be damaged or built to slow readers down). Upload the report as the lab sent it, or a photo of it.',
  );
}

/**
 * Refuses a PDF whose page content is larger than MAX_PDF_CONTENT_BYTES decompressed or holds
 * more than MAX_PDF_OPERATORS operators, before PDF.js sees it. A byte scan of `stream` objects:
 * cheap, and each stream is inflated only up to what is left of the budget. Streams it cannot
 * decode (encrypted, other filters) count by their stored size; the reader's deadline and memory
 * cap stay the backstop.
 */
export function checkPdfContent(bytes: Uint8Array): void {
  let content = 0;
  let operators = 0;
  let at = 0;
  for (;;) {
    const keyword = indexOf(bytes, STREAM, at);
    if (keyword === -1) return;
    at = keyword + STREAM.length;
    if (bytes[keyword - 1] === 0x64 /* d of endstream */) continue;
    let start = at;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const end = indexOf(bytes, ENDSTREAM, start);
    if (end === -1) return;
    at = end + ENDSTREAM.length;
    const dictStart = Math.max(0, keyword - 4096);
    const head = latin1.decode(bytes.subarray(dictStart, keyword));
    const dict = head.slice(head.lastIndexOf('obj') + 1);
    if (NOT_CONTENT.test(dict)) continue;
    const raw = bytes.subarray(start, end);
    const filter = FILTER.exec(dict)?.[1]?.replace(/[[\]\s]/g, '');
    let data: Uint8Array;
    if (!filter) data = raw;
    else if (filter === '/FlateDecode' || filter === '/Fl') {
      try {
        data = inflateSync(raw, {
          maxOutputLength: MAX_PDF_CONTENT_BYTES - content + 1,
          finishFlush: constants.Z_SYNC_FLUSH,
        });
      } catch (err) {
        if (err instanceof RangeError) throw tooComplex();
        continue;
      }
    } else {
      content += raw.length;
      if (content > MAX_PDF_CONTENT_BYTES) throw tooComplex();
      continue;
    }
    content += data.length;
    if (content > MAX_PDF_CONTENT_BYTES) throw tooComplex();
    operators += countOperators(data, MAX_PDF_OPERATORS - operators);
    if (operators > MAX_PDF_OPERATORS) throw tooComplex();
  }
}
