import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { isWellFormedJpeg } from '../../src/server/services/ocr/jpeg';

const MAX = 16_000_000;

async function realJpeg() {
  const canvas = createCanvas(64, 48);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f4f1ea';
  context.fillRect(0, 0, 64, 48);
  context.fillStyle = '#000000';
  context.fillText('5.9 H', 4, 24);
  return new Uint8Array(await canvas.encode('jpeg', 80));
}

/** Where the segment with `marker` starts (its 0xFF). */
function segment(jpeg: Uint8Array, marker: number): number {
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  for (let at = 2; at + 4 <= jpeg.length; at += 2 + view.getUint16(at + 2))
    if (jpeg[at + 1] === marker) return at;
  throw new Error(`no marker ${marker.toString(16)}`);
}

function changed(jpeg: Uint8Array, change: (copy: Uint8Array, view: DataView) => void) {
  const copy = jpeg.slice();
  change(copy, new DataView(copy.buffer));
  return copy;
}

describe('well-formed JPEG check (before a decoder sees a photo)', () => {
  it('accepts a JPEG as @napi-rs/canvas writes it, with bytes after its end', async () => {
    const jpeg = await realJpeg();
    expect(isWellFormedJpeg(jpeg, MAX)).toBe(true);
    expect(isWellFormedJpeg(new Uint8Array([...jpeg, 0, 0, 0]), MAX)).toBe(true);
  });

  it('refuses a JPEG cut short anywhere: in its headers, in its scan, or just its end marker', async () => {
    const jpeg = await realJpeg();
    for (const end of [3, 20, segment(jpeg, 0xda) + 6, Math.floor(jpeg.length * 0.8), jpeg.length - 2])
      expect(isWellFormedJpeg(jpeg.subarray(0, end), MAX), `cut at ${end}`).toBe(false);
  });

  it('refuses corrupted headers: a segment longer than the file, a frame of 0 or too many pixels, bad sampling', async () => {
    const jpeg = await realJpeg();
    const sof = segment(jpeg, 0xc0);
    const cases = {
      'segment past the end': changed(jpeg, (_, v) => v.setUint16(segment(jpeg, 0xdb) + 2, 0xfff0)),
      'zero height': changed(jpeg, (_, v) => v.setUint16(sof + 5, 0)),
      'too many pixels': changed(jpeg, (_, v) => {
        v.setUint16(sof + 5, 60_000);
        v.setUint16(sof + 7, 60_000);
      }),
      'sampling factor 0': changed(jpeg, (c) => (c[sof + 11] = 0x00)),
      'twelve-bit samples': changed(jpeg, (c) => (c[sof + 4] = 12)),
      'no start of image': changed(jpeg, (c) => (c[1] = 0xd9)),
      'scan of a component the frame lacks': changed(jpeg, (c) => (c[segment(jpeg, 0xda) + 5] = 9)),
      'quantisation table missing': changed(jpeg, (c) => (c[sof + 12] = 3)),
    };
    for (const [name, bytes] of Object.entries(cases)) expect(isWellFormedJpeg(bytes, MAX), name).toBe(false);
  });

  it('refuses noise behind a JPEG signature', () => {
    const noise = new Uint8Array(3000).map((_, i) => (i * 13) & 255);
    noise.set([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0x07, 0xd0, 0x07, 0xd0]);
    expect(isWellFormedJpeg(noise, MAX)).toBe(false);
  });
});
