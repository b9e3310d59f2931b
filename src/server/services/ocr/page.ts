/**
 * The page in a photo (issue 26): its four edges found where the paper meets the darker desk, and
 * the quadrilateral they make warped back to a rectangle (a photo taken at an angle, or tilted).
 */

export type Grey = { width: number; height: number; data: Uint8ClampedArray };
export type Point = { x: number; y: number };
/** Top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** The edges are looked for on a copy about this wide (block means: fast, and print and noise fade). */
const SEARCH_WIDTH = 400;
/** Pixels (of the copy) averaged either side of a candidate edge. */
const WINDOW = 6;
/** The paper is at least this much brighter than the desk beside it (a ratio: a shadow darkens both). */
const RISE = 1.5;
const MIN_STEP = 20;

function shrink(grey: Grey, factor: number): Grey {
  const width = Math.floor(grey.width / factor);
  const height = Math.floor(grey.height / factor);
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++)
        for (let dx = 0; dx < factor; dx++)
          sum += grey.data[(y * factor + dy) * grey.width + x * factor + dx]!;
      data[y * width + x] = sum / (factor * factor);
    }
  return { width, height, data };
}

/**
 * Where the paper starts along one line of pixels, scanning from the outside in: the first place
 * the brightness rises by RISE over WINDOW pixels (print inside the page is too thin for that), at
 * its steepest step. Null when the line starts on paper or never meets it in its outer third.
 */
function edgeAlong(at: (i: number) => number, length: number): number | null {
  const mean = (from: number) => {
    let sum = 0;
    for (let k = 0; k < WINDOW; k++) sum += at(from + k);
    return sum / WINDOW;
  };
  for (let i = WINDOW; i < length / 3; i++) {
    const before = mean(i - WINDOW);
    const after = mean(i);
    if (after > before * RISE && after - before > MIN_STEP) {
      let best = i;
      for (let j = i; j < Math.min(length - 1, i + WINDOW); j++)
        if (at(j + 1) - at(j - 1) > at(best + 1) - at(best - 1)) best = j;
      return i === WINDOW ? null : best;
    }
  }
  return null;
}

/** a·t + b through the points (t, s), least squares, then again without the points far from it. */
function fitLine(points: readonly [number, number][]): { a: number; b: number } | null {
  const fit = (ps: readonly [number, number][]) => {
    const n = ps.length;
    const [st, ss, stt, sts] = ps.reduce(
      ([a, b, c, d], [t, s]) => [a + t, b + s, c + t * t, d + t * s],
      [0, 0, 0, 0],
    );
    const den = n * stt - st * st;
    if (!den) return null;
    const a = (n * sts - st * ss) / den;
    return { a, b: (ss - a * st) / n };
  };
  const first = fit(points);
  if (!first) return null;
  const residuals = points.map(([t, s]) => Math.abs(s - first.a * t - first.b));
  const limit = Math.max(1.5, 2 * [...residuals].sort((x, y) => x - y)[Math.floor(residuals.length / 2)]!);
  return fit(points.filter((_, i) => residuals[i]! <= limit));
}

/**
 * The page's corners in `grey`, or null when its four edges are not all clearly seen (a photo
 * cropped to the paper, a light desk): then the photo is read as it is.
 */
export function pageCorners(grey: Grey): Quad | null {
  const factor = Math.max(1, Math.floor(grey.width / SEARCH_WIDTH));
  const small = shrink(grey, factor);
  const { width, height, data } = small;
  const px = (x: number, y: number) => data[y * width + x]!;
  // Lines across the middle 60 % of the page only: near a corner a tilted page's other edge shows.
  const sides = { left: [], right: [], top: [], bottom: [] } as Record<
    'left' | 'right' | 'top' | 'bottom',
    [number, number][]
  >;
  for (let y = Math.round(height * 0.2); y < height * 0.8; y++) {
    const left = edgeAlong((i) => px(i, y), width);
    const right = edgeAlong((i) => px(width - 1 - i, y), width);
    if (left !== null) sides.left.push([y, left]);
    if (right !== null) sides.right.push([y, width - 1 - right]);
  }
  for (let x = Math.round(width * 0.2); x < width * 0.8; x++) {
    const top = edgeAlong((i) => px(x, i), height);
    const bottom = edgeAlong((i) => px(x, height - 1 - i), height);
    if (top !== null) sides.top.push([x, top]);
    if (bottom !== null) sides.bottom.push([x, height - 1 - bottom]);
  }
  const enough = (points: unknown[], span: number) => points.length >= span * 0.6 * 0.5;
  if (!enough(sides.left, height) || !enough(sides.right, height)) return null;
  if (!enough(sides.top, width) || !enough(sides.bottom, width)) return null;
  const [left, right, top, bottom] = [sides.left, sides.right, sides.top, sides.bottom].map(fitLine);
  if (!left || !right || !top || !bottom) return null;
  // x = v.a·y + v.b meets y = h.a·x + h.b
  const meet = (v: { a: number; b: number }, h: { a: number; b: number }): Point => {
    const x = (v.a * h.b + v.b) / (1 - v.a * h.a);
    return { x: (x + 0.5) * factor, y: (h.a * x + h.b + 0.5) * factor };
  };
  const quad: Quad = [meet(left, top), meet(right, top), meet(right, bottom), meet(left, bottom)];
  const inside = quad.every(
    (p) =>
      p.x > -0.05 * grey.width &&
      p.x < 1.05 * grey.width &&
      p.y > -0.05 * grey.height &&
      p.y < 1.05 * grey.height,
  );
  const [w, h] = pageSize(quad);
  return inside && w * h > 0.25 * grey.width * grey.height ? quad : null;
}

const distance = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);

/** The page's size once flat: its longer top or bottom edge by its longer side. */
function pageSize([tl, tr, br, bl]: Quad): [number, number] {
  return [
    Math.round(Math.max(distance(tl, tr), distance(bl, br))),
    Math.round(Math.max(distance(tl, bl), distance(tr, br))),
  ];
}

type Matrix = readonly [number, number, number, number, number, number, number, number, number];

const apply =
  ([a, b, c, d, e, f, g, h, i]: Matrix) =>
  (u: number, v: number): Point => {
    const w = g * u + h * v + i;
    return { x: (a * u + b * v + c) / w, y: (d * u + e * v + f) / w };
  };

/** The projective map's matrix from the unit square onto `quad` (Heckbert's square-to-quad). */
function squareMatrix([p0, p1, p2, p3]: Quad): Matrix {
  const [dx1, dx2, dx3] = [p1.x - p2.x, p3.x - p2.x, p0.x - p1.x + p2.x - p3.x];
  const [dy1, dy2, dy3] = [p1.y - p2.y, p3.y - p2.y, p0.y - p1.y + p2.y - p3.y];
  const den = dx1 * dy2 - dx2 * dy1;
  const g = den ? (dx3 * dy2 - dx2 * dy3) / den : 0;
  const h = den ? (dx1 * dy3 - dx3 * dy1) / den : 0;
  return [
    p1.x - p0.x + g * p1.x,
    p3.x - p0.x + h * p3.x,
    p0.x,
    p1.y - p0.y + g * p1.y,
    p3.y - p0.y + h * p3.y,
    p0.y,
    g,
    h,
    1,
  ];
}

/** The projective map from the unit square onto `quad` ((0,0) to its top-left, (1,1) to its bottom-right). */
export const squareToQuad = (quad: Quad) => apply(squareMatrix(quad));

/** Its inverse: a point of `quad` to the unit square (the adjugate of the matrix). */
export function quadToSquare(quad: Quad): (x: number, y: number) => Point {
  const [a, b, c, d, e, f, g, h, i] = squareMatrix(quad);
  return apply([
    e * i - f * h,
    c * h - b * i,
    b * f - c * e,
    f * g - d * i,
    a * i - c * g,
    c * d - a * f,
    d * h - e * g,
    b * g - a * h,
    a * e - b * d,
  ]);
}

/**
 * The page inside `quad` as a flat rectangle at the photo's own scale (bilinear sampling; white
 * outside the photo). Scaled further, tesseract lost more decimal points on the generated set.
 */
export function flattenPage(grey: Grey, quad: Quad): Grey {
  const [width, height] = pageSize(quad);
  const map = squareToQuad(quad);
  const data = new Uint8ClampedArray(width * height);
  const px = (x: number, y: number) =>
    x < 0 || y < 0 || x >= grey.width || y >= grey.height ? 255 : grey.data[y * grey.width + x]!;
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      const { x, y } = map((i + 0.5) / width, (j + 0.5) / height);
      const [sx, sy] = [x - 0.5, y - 0.5];
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [wx, wy] = [sx - x0, sy - y0];
      data[j * width + i] =
        (px(x0, y0) * (1 - wx) + px(x0 + 1, y0) * wx) * (1 - wy) +
        (px(x0, y0 + 1) * (1 - wx) + px(x0 + 1, y0 + 1) * wx) * wy;
    }
  return { width, height, data };
}
