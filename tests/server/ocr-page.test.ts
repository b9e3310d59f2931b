import { describe, expect, it } from 'vitest';
import {
  flattenPage,
  pageCorners,
  quadToSquare,
  squareToQuad,
  type Quad,
} from '../../src/server/services/ocr/page';

const QUAD: Quad = [
  { x: 130, y: 60 },
  { x: 470, y: 80 },
  { x: 560, y: 740 },
  { x: 40, y: 700 },
];

/** A photo of a page: the quadrilateral bright paper (with lines of print) on a darker desk, in a shadow from one corner. */
function photo(quad: Quad, shadow = 0) {
  const [width, height] = [600, 800];
  const toPage = quadToSquare(quad);
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const { x: u, y: v } = toPage(x + 0.5, y + 0.5);
      const onPage = u >= 0 && u < 1 && v >= 0 && v < 1;
      const print = onPage && u > 0.1 && u < 0.6 && v > 0.03 && (v - 0.03) % 0.05 < 0.012;
      const light = 1 - shadow * Math.max(0, 1 - (x + y) / (width + height));
      data[y * width + x] = (print ? 30 : onPage ? 240 : 85) * light;
    }
  return { width, height, data };
}

describe("the page's corners in a photo, and the page flattened", () => {
  it('finds the paper’s four corners against the desk, in a shadow too', () => {
    for (const shadow of [0, 0.7]) {
      const corners = pageCorners(photo(QUAD, shadow))!;
      corners.forEach((c, i) => {
        expect(Math.abs(c.x - QUAD[i]!.x), `corner ${i} x, shadow ${shadow}`).toBeLessThan(4);
        expect(Math.abs(c.y - QUAD[i]!.y), `corner ${i} y, shadow ${shadow}`).toBeLessThan(4);
      });
    }
  });

  it('finds nothing when the photo shows no desk (the photo is read as it is)', () => {
    const full: Quad = [
      { x: -10, y: -10 },
      { x: 610, y: -10 },
      { x: 610, y: 810 },
      { x: -10, y: 810 },
    ];
    expect(pageCorners(photo(full))).toBeNull();
  });

  it('maps the square onto the quadrilateral and back', () => {
    const there = squareToQuad(QUAD);
    const back = quadToSquare(QUAD);
    expect(there(0, 0)).toEqual(QUAD[0]);
    const p = there(0.3, 0.7);
    expect(back(p.x, p.y).x).toBeCloseTo(0.3, 9);
    expect(back(p.x, p.y).y).toBeCloseTo(0.7, 9);
  });

  it('flattens the page: paper edge to edge, the print in straight rows', () => {
    const flat = flattenPage(photo(QUAD), QUAD);
    const at = (x: number, y: number) => flat.data[Math.round(y) * flat.width + Math.round(x)]!;
    // the corners are paper, not desk
    for (const [x, y] of [
      [3, 3],
      [flat.width - 4, 3],
      [flat.width - 4, flat.height - 4],
      [3, flat.height - 4],
    ])
      expect(at(x!, y!)).toBeGreaterThan(200);
    // the first line of print runs level across the page (v from 0.03 to 0.042)
    const row = 0.036 * flat.height;
    for (const u of [0.15, 0.35, 0.55]) expect(at(u * flat.width, row)).toBeLessThan(80);
    expect(at(0.8 * flat.width, row)).toBeGreaterThan(200);
  });
});
