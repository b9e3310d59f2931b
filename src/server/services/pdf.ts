// What every PDF the product prints shares: text the standard fonts can draw, and page footers.

const WRITTEN_OUT: Record<string, string> = {
  '⁰': '^0',
  '⁴': '^4',
  '⁵': '^5',
  '⁶': '^6',
  '⁷': '^7',
  '⁸': '^8',
  '⁹': '^9',
  '≥': '>=',
  '≤': '<=',
  '−': '-',
  '→': '->',
  '←': '<-',
  ε: 'e',
  α: 'alpha-',
};

/**
 * The standard PDF fonts only carry WinAnsi characters: Latin-1 superscripts (¹ ² ³) and µ are
 * there; other superscripts, comparison signs, the minus sign, arrows and Greek letters are
 * written out.
 */
export function pdfText(text: string): string {
  return text.replace(/[⁰⁴-⁹≥≤−→←εα]/g, (ch) => WRITTEN_OUT[ch] ?? ch);
}

/** Writes one small centred footer line on every buffered page (`bufferPages: true`). */
export function stampFooters(
  doc: PDFKit.PDFDocument,
  line: (page: number, count: number) => string,
  place: { left: number; width: number; fromBottom: number; colour: string },
) {
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    // A footer below the bottom margin would otherwise make PDFKit start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(place.colour)
      .text(pdfText(line(i + 1, pages.count)), place.left, doc.page.height - place.fromBottom, {
        width: place.width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
