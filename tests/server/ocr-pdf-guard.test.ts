import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import {
  checkPdfContent,
  countOperators,
  MAX_PDF_CONTENT_BYTES,
  MAX_PDF_OPERATORS,
} from '../../src/server/services/ocr/pdf-guard';

const text = (s: string) => new TextEncoder().encode(s);

/** A one-page PDF whose content stream is `content`, deflated or stored as it is. */
function pdfWith(content: Uint8Array, deflate = true): Uint8Array {
  const data = deflate ? deflateSync(content) : Buffer.from(content);
  const filter = deflate ? ' /Filter /FlateDecode' : '';
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n' +
        `4 0 obj\n<< /Length ${data.length}${filter} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

function pdfkit(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  draw(doc);
  doc.end();
  return done;
}

describe('counting content-stream operators', () => {
  // The inline image's data (with bytes that look like operators) and its EI are skipped: BI, ID, Q.
  it('counts operators, not numbers, names, strings, arrays, comments or inline image data', () => {
    expect(
      countOperators(text('q 1 0 0 1 72 720 cm BT /F1 12 Tf (a (nested) Tj \\) string) Tj ET Q'), 100),
    ).toBe(7);
    expect(countOperators(text('[(A) 120 (B)] TJ <414243> Tj % q Q q Q\n0.5 g'), 100)).toBe(3);
    expect(countOperators(text('BI /W 2 /H 1 /BPC 8 /CS /G ID \x00q Q\xffq EI Q'), 100)).toBe(3);
  });

  it('stops counting past the limit', () => {
    expect(countOperators(text('q Q '.repeat(1000)), 10)).toBe(11);
  });
});

describe('the page-content guard before PDF.js', () => {
  it('passes ordinary PDFs: text pages and a scanned page', async () => {
    const report = await pdfkit((doc) => {
      for (let page = 0; page < 3; page++) {
        if (page) doc.addPage();
        for (let i = 0; i < 40; i++) doc.text(`Glucose ${90 + i} mg/dL 70-99 line ${i}`);
      }
    });
    expect(() => checkPdfContent(report)).not.toThrow();
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(1700, 2200);
    canvas.getContext('2d').fillRect(100, 100, 800, 40);
    const scan = await pdfkit((doc) => doc.image(canvas.toBuffer('image/png'), 0, 0, { width: 612 }));
    expect(() => checkPdfContent(scan)).not.toThrow();
  });

  it('refuses a page whose content inflates past the size cap (the q Q bomb), without inflating it all', () => {
    const bomb = pdfWith(Buffer.alloc(MAX_PDF_CONTENT_BYTES * 4, 'q Q '));
    expect(bomb.length).toBeLessThan(100 * 1024);
    const started = performance.now();
    expect(() => checkPdfContent(bomb)).toThrow(expect.objectContaining({ problem: 'tooComplex' }));
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses more operators than the cap, deflated or stored', () => {
    const many = Buffer.alloc((MAX_PDF_OPERATORS / 2 + 10) * 4, 'q Q ');
    expect(() => checkPdfContent(pdfWith(many))).toThrow(/more drawing on its pages than a lab report/);
    expect(() => checkPdfContent(pdfWith(many, false))).toThrow(/more drawing/);
    expect(() =>
      checkPdfContent(pdfWith(Buffer.alloc((MAX_PDF_OPERATORS / 2 - 10) * 4, 'q Q '))),
    ).not.toThrow();
  });
});
