// svg-to-pdfkit 0.1.8 ships no types: the part the habit-report PDF uses.
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    /** Take SVG units as PDF points instead of CSS pixels (¾ pt). */
    assumePt?: boolean;
    precision?: number;
    useCSS?: boolean;
    warningCallback?: (message: string) => void;
    fontCallback?: (
      family: string,
      bold: boolean,
      italic: boolean,
      options: { fauxItalic: boolean },
    ) => string;
  }
  function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x?: number,
    y?: number,
    options?: SvgToPdfOptions,
  ): void;
  export default SVGtoPDF;
}
