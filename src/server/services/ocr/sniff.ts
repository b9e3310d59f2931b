import Papa from 'papaparse';
import type { ocrFileKinds } from '../../../contract/ocr';

export type OcrFileKind = (typeof ocrFileKinds)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** CSV text: valid UTF-8 without control bytes, and at least one row of two or more fields. */
export function csvText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // eslint-disable-next-line no-control-regex
  if (!text.trim() || /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return null;
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true, preview: 20 });
  return parsed.data.some((row) => row.length >= 2 && row.filter((c) => c.trim()).length >= 2) ? text : null;
}

/** Enough of a large file to tell CSV text (whole lines of the first 64 KB); the rest is checked by the reader. */
const CSV_SNIFF_BYTES = 65_536;
function csvHead(bytes: Uint8Array): Uint8Array {
  if (bytes.length <= CSV_SNIFF_BYTES) return bytes;
  const end = bytes.subarray(0, CSV_SNIFF_BYTES).lastIndexOf(0x0a);
  return end > 0 ? bytes.subarray(0, end) : bytes;
}

/**
 * What a file is, from its first bytes (the name and the declared type are not trusted):
 * %PDF-, the PNG and JPEG signatures, else CSV text; null for anything else.
 */
export function sniffKind(bytes: Uint8Array): OcrFileKind | null {
  // A PDF may carry a few bytes (a BOM, whitespace) before its header; the spec allows 1024.
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + PDF.length <= head.length; i++) if (startsWith(head, PDF, i)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  return csvText(csvHead(bytes)) === null ? null : 'csv';
}

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame, without decoding; null when not found. */
export function imageSize(bytes: Uint8Array, kind: 'png' | 'jpeg'): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png') {
    if (bytes.length < 24) return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    if (marker === 0xd9 || marker === 0xda) return null;
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}
