import { createCanvas, loadImage } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { renderPageAsImage } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { markerIndex, plausibleRange } from '../../src/domain/ocr';
import { markerRanges } from '../../src/server/db/seed/reference';
import { bloodMarkerCatalogue } from '../../src/server/db/seed/reference/blood-markers';
import { readFile, stopOcr } from '../../src/server/services/ocr';

// Photos are not clean renderings: these are small, tilted, grey and JPEG-compressed, in a
// LabCorp-like layout (lab codes between name and value, flags, units after the value).

const index = markerIndex(
  bloodMarkerCatalogue.map((m) => ({ ...m, plausible: plausibleRange(markerRanges(m).map((r) => r.range)) })),
);

const REPORT = [
  'LabCorp   Patient Report   Specimen ID: 123-456-7890-0',
  'Date Collected: 10/20/2026   Date Reported: 10/22/2026',
  'TESTS                      RESULT  FLAG   UNITS      REFERENCE INTERVAL   LAB',
  'Glucose                01   104    High   mg/dL      65-99',
  'Hemoglobin A1c         01   5.9    High   %          4.8-5.6',
  'Cholesterol, Total     01   212    High   mg/dL      100-199',
  'HDL Cholesterol        01   48            mg/dL      >39',
  'Triglycerides          01   160    High   mg/dL      0-149',
  'LDL Chol Calc (NIH)         134    High   mg/dL      0-99',
  'WBC                    01   6.2           x10E3/uL   3.4-10.8',
  'Vitamin D, 25-Hydroxy  01   31.4          ng/mL      30.0-100.0',
  'TSH                    01   2.310         uIU/mL     0.450-4.500',
];
const EXPECTED = {
  GLU: 104,
  HBA1C: 5.9,
  CHOL: 212,
  HDL: 48,
  TG: 160,
  LDL: 134,
  WBC: 6.2,
  VITD: 31.4,
  TSH: 2.31,
};

async function photo(options: {
  scale: number;
  font: string;
  size: number;
  rotate: number;
  jpeg?: number;
  grey?: boolean;
}) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font(options.font).fontSize(options.size);
  for (const line of REPORT) doc.text(line, { lineGap: 3 });
  doc.end();
  const page = await renderPageAsImage(new Uint8Array(await done), 1, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale: options.scale,
  });
  const image = await loadImage(Buffer.from(page));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = options.grey ? '#d8d4cc' : '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.translate(image.width / 2, image.height / 2);
  context.rotate((options.rotate * Math.PI) / 180);
  context.translate(-image.width / 2, -image.height / 2);
  if (options.grey) context.globalCompositeOperation = 'multiply';
  context.drawImage(image, 0, 0);
  return options.jpeg
    ? { kind: 'jpeg' as const, bytes: new Uint8Array(await canvas.encode('jpeg', options.jpeg)) }
    : { kind: 'png' as const, bytes: new Uint8Array(await canvas.encode('png')) };
}

afterAll(stopOcr);

describe('reading imperfect photos of a report', () => {
  it.each([
    [
      'a small screenshot (9 pt at 72 dpi), enlarged before OCR',
      { scale: 1, font: 'Helvetica', size: 9, rotate: 0 },
    ],
    [
      'a tilted, grey, JPEG-compressed photo',
      { scale: 2, font: 'Times-Roman', size: 11, rotate: -1, jpeg: 60, grey: true },
    ],
  ])(
    '%s',
    async (_, options) => {
      const image = await photo(options);
      const read = await readFile({ name: 'photo', ...image }, index);
      expect(Object.fromEntries(read.results.map((r) => [r.markerAbbr, r.value]))).toEqual(EXPECTED);
      // Repaired readings (a lost decimal point, a misread unit) come out less sure than clean ones.
      const confidence = Object.fromEntries(read.results.map((r) => [r.markerAbbr, r.confidence]));
      expect(confidence.HBA1C).toBeLessThan(confidence.GLU!);
    },
    60_000,
  );
});
