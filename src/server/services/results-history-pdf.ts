import PDFDocument from 'pdfkit';
import { formatDate, utcDayOf } from '../../domain/dates';
import type { BloodRange, OptimizationState } from '../../domain/blood-range';
import { STATUS_LEGEND, statusColour } from '../../domain/marker-status';
import { rangeFor, type Catalogue } from './blood-catalogue';
import { customerCategories, type BloodProfile, type ComputedResult } from './blood-results';
import { pdfText, stampFooters } from './pdf';

/** The newest draws that get a column; the trend line shows every draw. */
export const PDF_DRAW_COLUMNS = 6;

const PAGE = { margin: 40, rowHeight: 16, headerHeight: 18 } as const;
const COLOURS = {
  text: '#1a1a1a',
  muted: '#666666',
  rule: '#d9d9d9',
} as const;

const colourOf = (state: OptimizationState) => statusColour(state);

/** Lab-style flags for print in black and white: L / H outside the reference range, ? undetermined. */
const flagOf = (state: OptimizationState) =>
  state === 7 ? ' ?' : state <= -2 ? ' L' : state >= 2 ? ' H' : '';

const optimalText = (range: BloodRange | undefined) => (range ? `${range.minG}–${range.maxG}` : '—');

/**
 * The results-history report (spec 000 §2.4): every marker the customer has a value for, by
 * category, with its optimal range, the values of the newest draws coloured by state, and a trend
 * line over every draw. Results come newest first, as loaded.
 */
export function resultsHistoryPdf(
  catalogue: Catalogue,
  profile: BloodProfile,
  results: readonly ComputedResult[],
  now: Date,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: 'Blood results history', Author: 'Healthspan', CreationDate: now, ModDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const oldestFirst = [...results].reverse();
  const shown = results.slice(0, PDF_DRAW_COLUMNS).reverse();
  const left = PAGE.margin;
  const right = doc.page.width - PAGE.margin;
  const bottom = doc.page.height - PAGE.margin - 20;
  const columns = { name: 170, unit: 80, optimal: 70, trend: 70 };
  const valuesLeft = left + columns.name + columns.unit + columns.optimal + columns.trend;
  const valueWidth = (right - valuesLeft) / Math.max(1, shown.length);

  const who = pdfText(`${profile.firstName} ${profile.lastName}`.trim() || 'Healthspan member');
  doc
    .fillColor(COLOURS.text)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text('Blood results history', left, PAGE.margin);
  const details = [
    who,
    profile.birthDate ? `born ${formatDate(profile.birthDate)}` : undefined,
    profile.sex ?? undefined,
    `${results.length} draw${results.length === 1 ? '' : 's'} from ${formatDate(oldestFirst[0]!.testedAt)} to ${formatDate(results[0]!.testedAt)}`,
    `generated ${formatDate(utcDayOf(now))}`,
  ].filter(Boolean);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(COLOURS.muted)
    .text(details.join('  ·  '), left, doc.y + 4);
  doc.moveDown(0.4);
  legend(doc, left, doc.y);
  let y = doc.y + 14;

  const tableHeader = () => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(COLOURS.muted);
    doc.text('Marker', left, y, { width: columns.name, lineBreak: false });
    doc.text('Unit', left + columns.name, y, { width: columns.unit, lineBreak: false });
    doc.text('Optimal', left + columns.name + columns.unit, y, { width: columns.optimal, lineBreak: false });
    doc.text('Trend', left + columns.name + columns.unit + columns.optimal, y, {
      width: columns.trend,
      lineBreak: false,
    });
    // 'MMM DD, YYYY' (001 §9) in a six-column header: one point smaller so the day fits its column
    doc.fontSize(7);
    shown.forEach((r, i) =>
      doc.text(formatDate(r.testedAt), valuesLeft + i * valueWidth, y, {
        width: valueWidth,
        align: 'right',
        lineBreak: false,
      }),
    );
    y += PAGE.headerHeight - 4;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
    y += 4;
  };
  const room = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = PAGE.margin;
    tableHeader();
  };

  tableHeader();
  for (const category of customerCategories(catalogue, profile.sex)) {
    const markers = category.markers.filter((abbr) =>
      results.some((r) => r.values.some((v) => v.markerAbbr === abbr)),
    );
    if (markers.length === 0) continue;
    room(PAGE.headerHeight + PAGE.rowHeight);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(COLOURS.text)
      .text(pdfText(category.name), left, y + 3);
    y += PAGE.headerHeight;
    for (const abbr of markers) {
      room(PAGE.rowHeight);
      const marker = catalogue.byAbbr.get(abbr)!;
      doc.font('Helvetica').fontSize(9).fillColor(COLOURS.text);
      doc.text(fit(doc, pdfText(marker.name), columns.name - 6), left, y, { lineBreak: false });
      doc.fillColor(COLOURS.muted);
      doc.text(pdfText(marker.unit), left + columns.name, y, { width: columns.unit - 6, lineBreak: false });
      doc.text(optimalText(rangeFor(marker, profile.sex)), left + columns.name + columns.unit, y, {
        width: columns.optimal - 6,
        lineBreak: false,
      });
      const history = oldestFirst.flatMap((r) => r.values.filter((v) => v.markerAbbr === abbr));
      sparkline(doc, history, left + columns.name + columns.unit + columns.optimal, y, columns.trend - 10);
      shown.forEach((r, i) => {
        const value = r.values.find((v) => v.markerAbbr === abbr);
        doc
          .font(value && value.state !== 0 ? 'Helvetica-Bold' : 'Helvetica')
          // optimized values print in ink: the product's green is too light for small print (3.5:1);
          // the legend's swatch carries it
          .fillColor(!value ? COLOURS.muted : value.state === 0 ? COLOURS.text : colourOf(value.state))
          .text(value ? `${value.value}${flagOf(value.state)}` : '—', valuesLeft + i * valueWidth, y, {
            width: valueWidth,
            align: 'right',
            lineBreak: false,
          });
      });
      y += PAGE.rowHeight;
    }
  }

  stampFooters(
    doc,
    (page, count) =>
      `Healthspan · ${who} · page ${page} of ${count} · For information; discuss your results with a clinician.`,
    { left, width: right - left, fromBottom: PAGE.margin + 10, colour: COLOURS.muted },
  );
  doc.end();
  return done;
}

/** The text, shortened with an ellipsis to fit the width in the current font. */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function legend(doc: PDFKit.PDFDocument, x: number, y: number) {
  let at = x;
  doc.fontSize(8);
  for (const { fill, title: label } of STATUS_LEGEND) {
    doc.rect(at, y + 1, 7, 7).fill(fill);
    doc.fillColor(COLOURS.muted).text(label, at + 10, y, { lineBreak: false });
    at += 14 + doc.widthOfString(label) + 10;
  }
  doc.text('L / H: outside the reference range', at, y, { lineBreak: false });
}

function sparkline(
  doc: PDFKit.PDFDocument,
  history: readonly { value: number; state: OptimizationState }[],
  x: number,
  y: number,
  width: number,
) {
  if (history.length === 0) return;
  const height = 9;
  const values = history.map((h) => h.value);
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const point = (i: number) => ({
    x: x + (history.length === 1 ? width / 2 : (i / (history.length - 1)) * width),
    y: y + height - ((values[i]! - min) / span) * height,
  });
  if (history.length > 1) {
    const first = point(0);
    doc.moveTo(first.x, first.y);
    for (let i = 1; i < history.length; i++) doc.lineTo(point(i).x, point(i).y);
    doc.lineWidth(0.8).strokeColor(COLOURS.muted).stroke();
  }
  const last = point(history.length - 1);
  doc.circle(last.x, last.y, 1.8).fill(colourOf(history.at(-1)!.state));
}
