import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  encodeLogo,
  LOGO_MAX_PIXELS,
  LogoImageError,
  logoProblem,
  sniffLogo,
  webpSize,
} from '../../src/server/services/coach/logo-image';

function image(format: 'png' | 'jpeg' | 'webp', width: number, height: number, quality?: number) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#36c';
  context.fillRect(0, 0, width, height);
  return format === 'png'
    ? new Uint8Array(canvas.toBuffer('image/png'))
    : new Uint8Array(canvas.toBuffer(`image/${format}`, quality));
}

describe('team logo checks (before anything decodes the image)', () => {
  it('tells PNG, JPEG and WebP by their bytes, and nothing else', () => {
    expect(sniffLogo(image('png', 4, 4))).toBe('png');
    expect(sniffLogo(image('jpeg', 4, 4))).toBe('jpeg');
    expect(sniffLogo(image('webp', 4, 4))).toBe('webp');
    expect(sniffLogo(new TextEncoder().encode('GIF89a…'))).toBeNull();
    expect(sniffLogo(new TextEncoder().encode('RIFF....WAVEfmt '))).toBeNull();
    expect(sniffLogo(new Uint8Array())).toBeNull();
  });

  it('reads a WebP size from its lossy (VP8) and lossless (VP8L) headers', () => {
    expect(webpSize(image('webp', 321, 123, 80))).toEqual({ width: 321, height: 123 });
    expect(webpSize(image('webp', 77, 55, 100))).toEqual({ width: 77, height: 55 });
    expect(webpSize(new Uint8Array(12))).toBeNull();
  });

  it('refuses other formats, damaged PNGs and pictures with too many pixels', () => {
    expect(logoProblem(new TextEncoder().encode('<svg/>'))).toMatch(/PNG, JPEG or WebP/);
    const png = image('png', 20, 20);
    expect(logoProblem(png)).toBeNull();
    expect(logoProblem(png.subarray(0, png.length - 20))).toMatch(/damaged/);
    // A VP8X header claiming 10 000 × 10 000 pixels.
    const big = new Uint8Array(30);
    big.set(new TextEncoder().encode('RIFF'), 0);
    big.set(new TextEncoder().encode('WEBPVP8X'), 8);
    const side = 10_000 - 1;
    big.set([side & 255, (side >> 8) & 255, side >> 16, side & 255, (side >> 8) & 255, side >> 16], 24);
    expect(10_000 * 10_000).toBeGreaterThan(LOGO_MAX_PIXELS);
    expect(logoProblem(big)).toMatch(/too many pixels/);
  });

  it('encodes a WebP that fits the side, and refuses a damaged image without ending this process', async () => {
    const tall = await encodeLogo(image('jpeg', 500, 1000), 256);
    expect(sniffLogo(tall)).toBe('webp');
    expect(webpSize(tall)).toEqual({ width: 128, height: 256 });
    const small = await encodeLogo(image('png', 30, 20), 256);
    expect(webpSize(small)).toEqual({ width: 30, height: 20 });
    // Headers intact, data damaged: it passes the checks, the decoder's process ends, this one does not.
    const webp = image('webp', 200, 200, 80);
    for (let i = 40; i < webp.length; i++) webp[i] = (i * 31) & 255;
    expect(logoProblem(webp)).toBeNull();
    await expect(encodeLogo(webp, 256)).rejects.toBeInstanceOf(LogoImageError);
  });
});
