import { flattenPage, pageCorners, type Grey } from './page';

/**
 * Photo preparation before OCR (issue 26), in the document worker, on the greyscale pixels the
 * decoder process gives: the page found against the desk and flattened (perspective and tilt,
 * page.ts), lighting evened out (each pixel divided by the paper's local brightness, so a shadow
 * turns white and print stays dark) and any rotation left corrected (the angle whose rows of ink
 * are the sharpest). A few passes over the arrays: well under a second a page here.
 */

/** Side, in pixels, of the blocks the paper's brightness is estimated on. */
const BLOCK = 24;
/** Angles tried for the rotation, in degrees either way. */
const MAX_SKEW = 10;

/** The paper's brightness around each block: the brightest pixels of the block and its neighbours, smoothed. */
function paperBrightness(grey: Grey): { cols: number; rows: number; level: Float32Array } {
  const cols = Math.ceil(grey.width / BLOCK);
  const rows = Math.ceil(grey.height / BLOCK);
  const peak = new Float32Array(cols * rows);
  for (let y = 0; y < grey.height; y++) {
    const row = Math.floor(y / BLOCK) * cols;
    for (let x = 0; x < grey.width; x++) {
      const at = row + Math.floor(x / BLOCK);
      const v = grey.data[y * grey.width + x]!;
      if (v > peak[at]!) peak[at] = v;
    }
  }
  // neighbours' peak (a block full of print has none of its own), then their mean
  const spread = (source: Float32Array, pick: (values: number[]) => number) => {
    const out = new Float32Array(source.length);
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const values: number[] = [];
        for (let dr = -1; dr <= 1; dr++)
          for (let dc = -1; dc <= 1; dc++) {
            const rr = r + dr;
            const cc = c + dc;
            if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) values.push(source[rr * cols + cc]!);
          }
        out[r * cols + c] = pick(values);
      }
    return out;
  };
  const level = spread(
    spread(peak, (v) => Math.max(...v)),
    (v) => v.reduce((a, b) => a + b, 0) / v.length,
  );
  return { cols, rows, level };
}

/** Each pixel divided by the paper's brightness around it (bilinear between block centres). */
function evenLighting(grey: Grey): Grey {
  const { cols, rows, level } = paperBrightness(grey);
  const out = new Uint8ClampedArray(grey.data.length);
  for (let y = 0; y < grey.height; y++) {
    const fy = Math.min(rows - 1, Math.max(0, y / BLOCK - 0.5));
    const r0 = Math.floor(fy);
    const r1 = Math.min(rows - 1, r0 + 1);
    const wy = fy - r0;
    for (let x = 0; x < grey.width; x++) {
      const fx = Math.min(cols - 1, Math.max(0, x / BLOCK - 0.5));
      const c0 = Math.floor(fx);
      const c1 = Math.min(cols - 1, c0 + 1);
      const wx = fx - c0;
      const paper =
        (level[r0 * cols + c0]! * (1 - wx) + level[r0 * cols + c1]! * wx) * (1 - wy) +
        (level[r1 * cols + c0]! * (1 - wx) + level[r1 * cols + c1]! * wx) * wy;
      const i = y * grey.width + x;
      out[i] = paper < 8 ? 255 : (grey.data[i]! / paper) * 255;
    }
  }
  return { ...grey, data: out };
}

/**
 * The page's rotation in degrees: the angle at which the ink's row profile is sharpest (text lines
 * fall in few rows), searched coarsely then finely on a sample of the ink.
 */
export function skewAngle(grey: Grey): number {
  const step = Math.max(1, Math.round(grey.width / 800));
  const ink: number[] = [];
  for (let y = 0; y < grey.height; y += step)
    for (let x = 0; x < grey.width; x += step) if (grey.data[y * grey.width + x]! < 110) ink.push(x, y);
  if (ink.length < 200) return 0;
  const sharpness = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const bins = new Map<number, number>();
    for (let i = 0; i < ink.length; i += 2) {
      const row = Math.round((ink[i + 1]! - ink[i]! * t) / step);
      bins.set(row, (bins.get(row) ?? 0) + 1);
    }
    let sum = 0;
    for (const n of bins.values()) sum += n * n;
    return sum;
  };
  const best = (from: number, to: number, by: number) => {
    let angle = 0;
    let score = -1;
    for (let a = from; a <= to + 1e-9; a += by) {
      const s = sharpness(a);
      if (s > score) [angle, score] = [a, s];
    }
    return angle;
  };
  const coarse = best(-MAX_SKEW, MAX_SKEW, 0.5);
  return best(coarse - 0.5, coarse + 0.5, 0.1);
}

/** The photo's page flattened, lighting evened out and rotation corrected, as a PNG for OCR. */
export async function preparePhoto(photo: Grey): Promise<Uint8Array> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const corners = pageCorners(photo);
  const grey = evenLighting(corners ? flattenPage(photo, corners) : photo);
  const { width, height } = grey;
  const angle = skewAngle(grey);
  const source = createCanvas(width, height);
  const sourceContext = source.getContext('2d');
  const rgba = sourceContext.createImageData(width, height);
  for (let i = 0, p = 0; i < grey.data.length; i++, p += 4) {
    rgba.data[p] = rgba.data[p + 1] = rgba.data[p + 2] = grey.data[i]!;
    rgba.data[p + 3] = 255;
  }
  sourceContext.putImageData(rgba, 0, 0);
  if (Math.abs(angle) < 0.2) return new Uint8Array(await source.encode('png'));
  const upright = createCanvas(width, height);
  const context = upright.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((-angle * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.drawImage(source, 0, 0);
  return new Uint8Array(await upright.encode('png'));
}
