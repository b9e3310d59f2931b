/**
 * Issue 26: phone photos of a printed lab report, made here from a report this file renders, with
 * the values a reader must find. Each photo is one way a customer's photo goes wrong: tilted,
 * photographed at an angle (a keystone, or a true perspective), out of focus, heavily compressed,
 * in a shadow, a two-column layout.
 * Used by tests/server/ocr-photos.test.ts (a representative few) and `npm run bench` (all).
 */
import { createCanvas, loadImage, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { renderPageAsImage } from 'unpdf';
// Imported for its Node 20 polyfill (pdf.js renders blank pages without it).
import '../../src/server/services/ocr/pdf';
import { quadToSquare, type Quad } from '../../src/server/services/ocr/page';

/** name, value as printed, flag, unit, range as printed; the expected value in the marker's primary unit. */
const ROWS: readonly (readonly [string, string, string, string, string, string, number])[] = [
  ['Glucose, Serum', '104', 'H', 'mg/dL', '65-99', 'GLU', 104],
  ['Hemoglobin A1c', '5.9', 'H', '%', '4.8-5.6', 'HBA1C', 5.9],
  ['Cholesterol, Total', '212', 'H', 'mg/dL', '100-199', 'CHOL', 212],
  ['HDL Cholesterol', '48', '', 'mg/dL', '>39', 'HDL', 48],
  ['Triglycerides', '160', 'H', 'mg/dL', '0-149', 'TG', 160],
  ['LDL Chol Calc (NIH)', '134', 'H', 'mg/dL', '0-99', 'LDL', 134],
  ['hs-CRP', '1.8', '', 'mg/L', '<1.0 low / 1.0-3.0 avg', 'HSCRP', 1.8],
  ['Albumin', '4.3', '', 'g/dL', '3.8-4.9', 'ALB', 4.3],
  ['Creatinine', '0.92', '', 'mg/dL', '0.57-1.00', 'CREAT', 0.92],
  ['Alkaline Phosphatase', '96', '', 'IU/L', '44-121', 'ALP', 96],
  ['WBC', '6.2', '', 'x10E3/uL', '3.4-10.8', 'WBC', 6.2],
  ['MCV', '91', '', 'fL', '79-97', 'MCV', 91],
  ['RDW', '13.4', '', '%', '11.6-15.4', 'RDW', 13.4],
  ['Lymphs', '31', '', '%', '14-46', 'LYMPH', 31],
  ['Vitamin D, 25-Hydroxy', '31.4', '', 'ng/mL', '30.0-100.0', 'VITD', 31.4],
  ['TSH', '2.310', '', 'uIU/mL', '0.450-4.500', 'TSH', 2.31],
  ['Ferritin', '85', '', 'ng/mL', '15-150', 'FERRITIN', 85],
  ['Vitamin B12', '512', '', 'pg/mL', '232-1245', 'B12', 512],
  ['Sodium', '140', '', 'mmol/L', '134-144', 'NA', 140],
  ['Potassium', '4.4', '', 'mmol/L', '3.5-5.2', 'K', 4.4],
];

export const PHOTO_EXPECTED: Readonly<Record<string, number>> = Object.fromEntries(
  ROWS.map((r) => [r[5], r[6]]),
);

export interface PhotoOptions {
  /** Degrees, clockwise. */
  rotate?: number;
  /** 0–0.3: how much narrower the top of the page is than its bottom (a photo taken at an angle). */
  keystone?: number;
  /**
   * A true perspective (a camera not square to the page): how far each corner of the page moves,
   * top-left, top-right, bottom-right, bottom-left, as [x, y] fractions of the page's width.
   */
  perspective?: readonly (readonly [number, number])[];
  /** Gaussian blur, px. */
  blur?: number;
  /** JPEG quality 1–100; PNG when absent. */
  jpeg?: number;
  /** 0–1: a shadow darkening the page from one corner. */
  shadow?: number;
  twoColumns?: boolean;
}

export interface Photo {
  name: string;
  options: PhotoOptions;
}

/** The generated set: each photo one kind of trouble (or several), as issue 26 lists them. */
export const PHOTO_SET: readonly Photo[] = [
  { name: 'clean', options: {} },
  { name: 'tilted 3°', options: { rotate: 3 } },
  { name: 'tilted −6°', options: { rotate: -6 } },
  { name: 'at an angle', options: { keystone: 0.12 } },
  {
    name: 'at a steep angle (perspective, top farther)',
    options: {
      perspective: [
        [0.12, 0.06],
        [-0.12, 0.06],
        [0, 0],
        [0, 0],
      ],
    },
  },
  {
    name: 'from the side (perspective, right edge farther)',
    options: {
      perspective: [
        [0.02, 0.01],
        [-0.06, 0.08],
        [-0.06, -0.08],
        [0.02, -0.01],
      ],
      jpeg: 75,
    },
  },
  { name: 'soft focus', options: { blur: 1.2 } },
  { name: 'JPEG quality 30', options: { jpeg: 30 } },
  { name: 'low light', options: { shadow: 0.7 } },
  { name: 'two columns', options: { twoColumns: true } },
  {
    name: 'phone photo (tilt, angle, blur, shadow, JPEG)',
    options: { rotate: 2.5, keystone: 0.08, blur: 0.8, shadow: 0.5, jpeg: 60 },
  },
  {
    name: 'two columns, tilted, in a shadow',
    options: { twoColumns: true, rotate: -2, shadow: 0.5, jpeg: 70 },
  },
];

const HEADER = ['LabCorp   Patient Report   Specimen ID: 123-456-7890-0', 'Date Collected: 10/20/2026'];

/** The report as a one-page PDF: a table with a column each for name, result, flag, units and range. */
function reportPdf(twoColumns: boolean): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.font('Helvetica').fontSize(10);
  for (const line of HEADER) doc.text(line, { lineGap: 4 });
  const top = doc.y + 14;
  const rowHeight = twoColumns ? 26 : 22;
  const perColumn = twoColumns ? Math.ceil(ROWS.length / 2) : ROWS.length;
  const columns = twoColumns ? [0, 270, 365, 0, 0] : [0, 170, 225, 255, 330];
  ROWS.forEach((row, i) => {
    const x0 = 36 + (twoColumns && i >= perColumn ? 290 : 0);
    const y = top + (i % perColumn) * rowHeight;
    const cells: string[] = twoColumns
      ? [row[0], `${row[1]} ${row[2]} ${row[3]}`.replace(/\s+/g, ' ')]
      : row.slice(0, 5).map(String);
    const offsets = twoColumns ? [0, 120] : columns;
    cells.forEach((cell, c) => doc.text(cell, x0 + offsets[c]!, y, { lineBreak: false }));
  });
  doc.end();
  return done;
}

const pages = new Map<boolean, Promise<Awaited<ReturnType<typeof loadImage>>>>();

function page(twoColumns: boolean) {
  let cached = pages.get(twoColumns);
  if (!cached) {
    cached = reportPdf(twoColumns)
      .then((pdf) => renderPageAsImage(pdf, 1, { canvasImport: () => import('@napi-rs/canvas'), scale: 2.2 }))
      .then((png) => loadImage(Buffer.from(png)));
    pages.set(twoColumns, cached);
  }
  return cached;
}

/** Draws the page narrower at the top than at the bottom, strip by strip (a keystone). */
function drawKeystone(context: SKRSContext2D, image: Canvas, x: number, y: number, keystone: number) {
  const strip = 2;
  for (let sy = 0; sy < image.height; sy += strip) {
    const shrink = keystone * (1 - sy / image.height);
    const width = image.width * (1 - shrink);
    context.drawImage(image, 0, sy, image.width, strip, x + (image.width - width) / 2, y + sy, width, strip);
  }
}

/**
 * Draws the page through a true perspective, pixel by pixel: each point of the moved corners'
 * quadrilateral sampled from the page (the options' rotation and blur do not apply to it).
 */
function drawPerspective(
  context: SKRSContext2D,
  image: Canvas,
  at: number,
  moves: NonNullable<PhotoOptions['perspective']>,
) {
  const { width, height } = image;
  const corners = [
    [at, at],
    [at + width, at],
    [at + width, at + height],
    [at, at + height],
  ];
  const quad = corners.map(([x, y], i) => ({
    x: x! + moves[i]![0] * width,
    y: y! + moves[i]![1] * width,
  })) as unknown as Quad;
  const toPage = quadToSquare(quad);
  const source = image.getContext('2d').getImageData(0, 0, width, height).data;
  const photo = context.getImageData(0, 0, context.canvas.width, context.canvas.height);
  for (let y = 0; y < photo.height; y++)
    for (let x = 0; x < photo.width; x++) {
      const { x: u, y: v } = toPage(x + 0.5, y + 0.5);
      if (u < 0 || v < 0 || u >= 1 || v >= 1) continue;
      const from = (Math.floor(v * height) * width + Math.floor(u * width)) * 4;
      photo.data.set(source.subarray(from, from + 4), (y * photo.width + x) * 4);
    }
  context.putImageData(photo, 0, 0);
}

/** One photo of the report: the page on a darker desk, with the options' troubles. */
export async function makePhoto(options: PhotoOptions): Promise<{ kind: 'png' | 'jpeg'; bytes: Uint8Array }> {
  const rendered = await page(Boolean(options.twoColumns));
  const flat = createCanvas(rendered.width, rendered.height);
  const flatContext = flat.getContext('2d');
  flatContext.fillStyle = '#f4f1ea';
  flatContext.fillRect(0, 0, flat.width, flat.height);
  flatContext.globalCompositeOperation = 'multiply';
  flatContext.drawImage(rendered, 0, 0);

  const margin = Math.round(rendered.width * 0.06);
  const canvas = createCanvas(rendered.width + 2 * margin, rendered.height + 2 * margin);
  const context = canvas.getContext('2d');
  context.fillStyle = '#5b5348';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.save();
  if (options.blur) context.filter = `blur(${options.blur}px)`;
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(((options.rotate ?? 0) * Math.PI) / 180);
  context.translate(-canvas.width / 2, -canvas.height / 2);
  if (options.perspective) drawPerspective(context, flat, margin, options.perspective);
  else if (options.keystone) drawKeystone(context, flat, margin, margin, options.keystone);
  else context.drawImage(flat, margin, margin);
  context.restore();
  if (options.shadow) {
    const shade = context.createLinearGradient(0, 0, canvas.width, canvas.height);
    shade.addColorStop(0, `rgba(0, 0, 0, ${options.shadow})`);
    shade.addColorStop(0.6, `rgba(0, 0, 0, ${options.shadow * 0.35})`);
    shade.addColorStop(1, 'rgba(0, 0, 0, 0)');
    context.fillStyle = shade;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  return options.jpeg
    ? { kind: 'jpeg', bytes: new Uint8Array(await canvas.encode('jpeg', options.jpeg)) }
    : { kind: 'png', bytes: new Uint8Array(await canvas.encode('png')) };
}

/** How a reading of one photo scores: right, flagged (unsure), and wrong values no flag warns of. */
export interface PhotoScore {
  right: number;
  flagged: number;
  /** Wrong or missing values... missing ones are counted apart: they cannot be stored unnoticed. */
  missing: string[];
  silent: string[];
}

export function scoreReading(
  results: readonly { markerAbbr: string; value: number; confidence: number; reason?: string }[],
  threshold: number,
): PhotoScore {
  const score: PhotoScore = { right: 0, flagged: 0, missing: [], silent: [] };
  for (const [abbr, expected] of Object.entries(PHOTO_EXPECTED)) {
    const read = results.find((r) => r.markerAbbr === abbr);
    if (!read) {
      score.missing.push(abbr);
      continue;
    }
    const unsure = read.confidence < threshold && Boolean(read.reason);
    if (unsure) score.flagged++;
    if (Math.abs(read.value - expected) < 1e-9) score.right++;
    else if (!unsure) score.silent.push(`${abbr} read ${read.value} (${expected}) at ${read.confidence}`);
  }
  return score;
}
