import { fileURLToPath } from 'node:url';
import { isWellFormedPng } from '../ocr/png';
import { imageSize } from '../ocr/sniff';
import { runDecoder } from '../../workers/decode-process';

// Team logos (docs/decisions/coach.md): recognised by content, bounded, decoded away from the server.
// This module runs inside the document worker (job kind `logo`); it imports nothing of the database.

export type LogoKind = 'png' | 'jpeg' | 'webp';

/** Larger images are refused before decoding (a small file can hold a huge picture). */
export const LOGO_MAX_PIXELS = 25_000_000;
const DECODE_SECONDS = 20;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** What the bytes are (PNG, JPEG or WebP signatures), whatever the name or the declared type say. */
export function sniffLogo(bytes: Uint8Array): LogoKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** A WebP's canvas size from its first chunk (VP8, VP8L or VP8X), without decoding. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const b = (i: number) => bytes[i]!;
  if (chunk === 'VP8X')
    return {
      width: 1 + (b(24) | (b(25) << 8) | (b(26) << 16)),
      height: 1 + (b(27) | (b(28) << 8) | (b(29) << 16)),
    };
  if (chunk === 'VP8L') {
    if (b(20) !== 0x2f) return null;
    const bits = b(21) | (b(22) << 8) | (b(23) << 16) | (b(24) << 24);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: (b(26) | (b(27) << 8)) & 0x3fff, height: (b(28) | (b(29) << 8)) & 0x3fff };
  }
  return null;
}

/** Why a logo cannot be used, or null when it may be decoded. */
export function logoProblem(bytes: Uint8Array): string | null {
  const kind = sniffLogo(bytes);
  if (!kind) return 'Choose a PNG, JPEG or WebP image';
  if (kind === 'png' && !isWellFormedPng(bytes, LOGO_MAX_PIXELS))
    return 'This PNG image is damaged or too large';
  const size = kind === 'webp' ? webpSize(bytes) : imageSize(bytes, kind);
  if (!size || !size.width || !size.height) return 'This image is damaged';
  if (size.width * size.height > LOGO_MAX_PIXELS) return 'This image has too many pixels';
  return null;
}

export class LogoImageError extends Error {
  readonly problem = 'logo';
  constructor(message: string) {
    super(message);
    this.name = 'LogoImageError';
  }
}

/** The decoder's V8 heap; the pixels themselves are bounded by the size check before it starts. */
const DECODE_HEAP_MB = 96;
const DECODER = fileURLToPath(new URL('../../workers/logo-decode.mjs', import.meta.url));

/**
 * The image fitted into `side` × `side` (or, `byWidth`, to at most `side` wide) and encoded as WebP.
 * @napi-rs/canvas ends its process on a malformed image (notes/backend.md; also JPEG and WebP here),
 * so it decodes in a child process: a damaged image ends that one and is refused.
 */
export async function encodeWebp(
  bytes: Uint8Array,
  side: number,
  { byWidth = false, quality = 85 }: { byWidth?: boolean; quality?: number } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const problem = logoProblem(bytes);
  if (problem) throw new LogoImageError(problem);
  const args = [String(side), byWidth ? 'width' : 'box', String(quality)];
  const webp = await runDecoder(DECODER, args, bytes, { seconds: DECODE_SECONDS, heapMb: DECODE_HEAP_MB });
  if (!webp || sniffLogo(webp) !== 'webp') throw new LogoImageError('This image could not be read');
  return new Uint8Array(webp);
}

/** A team logo fitted into `side` × `side`, as WebP (encodeWebp). */
export const encodeLogo = (bytes: Uint8Array, side: number) => encodeWebp(bytes, side);
