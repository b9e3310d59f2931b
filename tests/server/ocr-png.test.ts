import { createCanvas } from '@napi-rs/canvas';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isWellFormedPng } from '../../src/server/services/ocr/png';

const MAX = 16_000_000;

async function realPng() {
  const canvas = createCanvas(40, 20);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 40, 20);
  context.fillStyle = '#000000';
  context.fillRect(5, 5, 10, 10);
  return new Uint8Array(await canvas.encode('png'));
}

/** The PNG with a chunk's bytes changed and its CRC fixed, so only the content is wrong. */
function withChunk(png: Uint8Array, type: string, change: (data: Uint8Array) => void) {
  const copy = png.slice();
  const view = new DataView(copy.buffer);
  let at = 8;
  while (at < copy.length) {
    const length = view.getUint32(at);
    if (String.fromCharCode(...copy.subarray(at + 4, at + 8)) === type) {
      change(copy.subarray(at + 8, at + 8 + length));
      view.setUint32(at + 8 + length, crc32(copy.subarray(at + 4, at + 8 + length)));
      return copy;
    }
    at += 12 + length;
  }
  throw new Error(`no ${type}`);
}

describe('well-formed PNG check (before @napi-rs/canvas decodes one)', () => {
  it('accepts a real PNG', async () => {
    expect(isWellFormedPng(await realPng(), MAX)).toBe(true);
  });

  it('refuses the header-only PNG that crashes the decoder, truncations and bad CRCs', async () => {
    const headerOnly = new Uint8Array(40);
    headerOnly.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(headerOnly.buffer).setUint32(16, 300);
    new DataView(headerOnly.buffer).setUint32(20, 300);
    expect(isWellFormedPng(headerOnly, MAX)).toBe(false);
    const png = await realPng();
    expect(isWellFormedPng(png.subarray(0, png.length - 20), MAX)).toBe(false);
    const flipped = png.slice();
    flipped[40] = flipped[40]! ^ 0xff;
    expect(isWellFormedPng(flipped, MAX)).toBe(false);
    expect(isWellFormedPng(new Uint8Array([1, 2, 3]), MAX)).toBe(false);
  });

  it('refuses a header whose size, depth or interlace the data does not match', async () => {
    const png = await realPng();
    const taller = withChunk(png, 'IHDR', (d) => new DataView(d.buffer, d.byteOffset).setUint32(4, 21));
    expect(isWellFormedPng(taller, MAX)).toBe(false);
    const badDepth = withChunk(png, 'IHDR', (d) => (d[8] = 3));
    expect(isWellFormedPng(badDepth, MAX)).toBe(false);
    const interlaced = withChunk(png, 'IHDR', (d) => (d[12] = 1));
    expect(isWellFormedPng(interlaced, MAX)).toBe(false);
    expect(isWellFormedPng(png, 40 * 20 - 1)).toBe(false);
  });
});
