import { crc32, inflateSync } from 'node:zlib';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/**
 * Whether a PNG is whole and consistent: every chunk's CRC, IHDR first and sane, a palette where
 * one is needed, IEND last, and image data that inflates to exactly the rows the header promises
 * (non-interlaced). @napi-rs/canvas crashes the process (SIGSEGV) on some malformed PNGs, so only
 * a PNG that passes this is decoded by it; anything else goes to tesseract, which rejects cleanly.
 */
export function isWellFormedPng(bytes: Uint8Array, maxPixels: number): boolean {
  if (bytes.length < 8 || SIGNATURE.some((b, i) => bytes[i] !== b)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idat: Uint8Array[] = [];
  let header: { width: number; height: number; depth: number; colour: number } | undefined;
  let palette = false;
  let at = 8;
  for (;;) {
    if (at + 12 > bytes.length) return false;
    const length = view.getUint32(at);
    if (at + 12 + length > bytes.length) return false;
    const typeAndData = bytes.subarray(at + 4, at + 8 + length);
    if (crc32(typeAndData) !== view.getUint32(at + 8 + length)) return false;
    const type = text(typeAndData.subarray(0, 4));
    const data = typeAndData.subarray(4);
    if (!header) {
      if (type !== 'IHDR' || length !== 13) return false;
      const [depth, colour, compression, filter, interlace] = data.subarray(8);
      header = {
        width: view.getUint32(at + 8),
        height: view.getUint32(at + 12),
        depth: depth!,
        colour: colour!,
      };
      if (!header.width || !header.height || header.width * header.height > maxPixels) return false;
      if (!DEPTHS[header.colour]?.includes(header.depth)) return false;
      if (compression !== 0 || filter !== 0 || interlace !== 0) return false;
    } else if (type === 'PLTE') palette = true;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header || !idat.length || (header.colour === 3 && !palette)) return false;
  const rowBytes = Math.ceil((header.width * CHANNELS[header.colour]! * header.depth) / 8);
  const expected = header.height * (rowBytes + 1);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  } catch {
    return false;
  }
  if (pixels.length !== expected) return false;
  for (let row = 0; row < header.height; row++) if (pixels[row * (rowBytes + 1)]! > 4) return false;
  return true;
}
