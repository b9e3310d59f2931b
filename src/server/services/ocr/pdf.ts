import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { ReportLine } from '../../../domain/ocr';
import { OcrFileError } from './errors';
import { MIN_OCR_WIDTH, ocrImage } from './image';
import { checkPdfContent } from './pdf-guard';

// pdf.js 5 (inside unpdf) uses ArrayBuffer.prototype.transferToFixedLength (Node 21+); Node 20 lacks
// it and rendered pages come out blank.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length?: number) {
      const copy = new ArrayBuffer(length ?? this.byteLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(this.byteLength, copy.byteLength)));
      return copy;
    },
  });
}

/** A page with fewer printed characters than this is a scan: it is rendered and OCR'd. */
const MIN_TEXT_CHARS = 20;
/** Render scale for OCR: at least 2 × 72 dpi and 1400 px wide, what tesseract reads report-size type best at. */
const OCR_SCALE = 2;
/** A rendered page stays under this many pixels, whatever size the page claims. */
const MAX_RENDER_PIXELS = 16_000_000;
/** Lab reports run to a few pages; longer documents are refused rather than read for minutes. */
export const MAX_PDF_PAGES = 20;

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** A page's text items as lines: items on one baseline, left to right, a wide gap kept as two spaces. */
export function linesOfItems(items: readonly TextItem[]): string[] {
  const rows: { y: number; height: number; items: TextItem[] }[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = item.transform[5]!;
    const height = item.height || Math.abs(item.transform[3]!) || 10;
    const row = rows.find((r) => Math.abs(r.y - y) < Math.max(2, Math.min(r.height, height) * 0.5));
    if (row) row.items.push(item);
    else rows.push({ y, height, items: [item] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) => {
      const sorted = row.items.sort((a, b) => a.transform[4]! - b.transform[4]!);
      let text = '';
      let end = -Infinity;
      for (const item of sorted) {
        const x = item.transform[4]!;
        if (text) text += x - end > row.height * 1.5 ? '  ' : ' ';
        text += item.str.trim();
        end = x + item.width;
      }
      return text.replace(/ {3,}/g, '  ').trim();
    })
    .filter(Boolean);
}

export interface PdfReading {
  pages: number;
  lines: ReportLine[];
  /** Whether any page had no text layer and was OCR'd. */
  ocr: boolean;
}

/** Every page's text layer; a page without one (a scan) is rendered to PNG and OCR'd. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  checkPdfContent(bytes);
  const doc = await getDocumentProxy(bytes.slice());
  const lines: ReportLine[] = [];
  let ocr = false;
  try {
    if (doc.numPages > MAX_PDF_PAGES)
      throw new OcrFileError(
        'tooManyPages',
        `has ${doc.numPages} pages; upload the pages with your results (at most ${MAX_PDF_PAGES}).`,
      );
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items = content.items.filter((i): i is TextItem & typeof i => 'str' in i);
      const text = linesOfItems(items);
      if (text.join('').replace(/\s/g, '').length >= MIN_TEXT_CHARS) {
        lines.push(...text.map((t) => ({ text: t, confidence: 1 })));
        continue;
      }
      const { width, height } = page.getViewport({ scale: 1 });
      const scale = Math.min(
        Math.max(OCR_SCALE, MIN_OCR_WIDTH / Math.max(1, width)),
        Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, width * height)),
      );
      const png = await renderPageAsImage(bytes.slice(), n, {
        canvasImport: () => import('@napi-rs/canvas'),
        scale,
      });
      lines.push(...(await ocrImage(new Uint8Array(png))));
      ocr = true;
    }
    return { pages: doc.numPages, lines, ocr };
  } finally {
    await doc.destroy();
  }
}
