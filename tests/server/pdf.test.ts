import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { stampFooters } from '../../src/server/services/pdf';

async function twoPagesWithFooters(fromBottom: number) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('First page');
  doc.addPage().text('Second page');
  stampFooters(doc, (page, count) => `page ${page} of ${count}`, {
    left: 50,
    width: doc.page.width - 100,
    fromBottom,
    colour: '#666666',
  });
  doc.end();
  return extractText(await getDocumentProxy(new Uint8Array(await done)));
}

describe('stampFooters', () => {
  it('writes each footer on its own page, also below the bottom margin', async () => {
    for (const fromBottom of [40, 62]) {
      const { totalPages, text } = await twoPagesWithFooters(fromBottom);
      expect(totalPages).toBe(2);
      expect(text[0]).toContain('page 1 of 2');
      expect(text[1]).toContain('page 2 of 2');
    }
  });
});
