import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { CHART_COLORS } from '../../../domain/habits/chart-options';
import { pdfText, stampFooters } from '../pdf';

// spec 001 §7 reports/results/pdf: built in the document worker (job kind `team-report`) from plain
// data the main thread loaded; nothing here reads the database.

echarts.use([BarChart, GridComponent, SVGRenderer]);

export interface TeamReportMarker {
  name: string;
  /** The value as printed, with its unit. */
  value: string;
  stateLabel: string;
  optimized: boolean;
}

export interface TeamReportData {
  companyName: string;
  /** The date the report was made, already formatted. */
  madeOn: string;
  categories: { name: string; score: number | null }[];
  members: {
    name: string;
    email: string;
    /** The latest result's draw date, formatted; null when the member has no result. */
    testedOn: string | null;
    markers: TeamReportMarker[];
  }[];
}

const PAGE = { margin: 48 } as const;
const COLOURS = { text: CHART_COLORS.text, muted: CHART_COLORS.muted, rule: CHART_COLORS.grid } as const;

/** The team's average category scores as a horizontal bar chart (SVG, server-side ECharts). */
export function categoryChartSvg(
  categories: TeamReportData['categories'],
  size: { width: number; height: number },
) {
  const shown = categories.filter((c) => c.score !== null);
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({
      animation: false,
      grid: { left: 150, right: 40, top: 10, bottom: 30 },
      xAxis: { type: 'value', min: 0, max: 100, axisLabel: { color: COLOURS.muted } },
      yAxis: {
        type: 'category',
        inverse: true,
        data: shown.map((c) => c.name),
        axisLabel: { color: COLOURS.text, width: 140, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          data: shown.map((c) => c.score),
          itemStyle: { color: CHART_COLORS.line },
          label: { show: true, position: 'right', color: COLOURS.text },
        },
      ],
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** The team report: a cover with the company, the date and the category chart; a page per member. */
export function teamReportPdf(data: TeamReportData): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: pdfText(`Team results report, ${data.companyName}`), Author: 'Healthspan' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const left: number = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  const bottom = doc.page.height - PAGE.margin - 18;
  const write = (text: string, font: string, size: number, colour: string, x = left, w = width) =>
    doc.font(font).fontSize(size).fillColor(colour).text(pdfText(text), x, doc.y, { width: w });

  // ── Cover ──
  write('Team results report', 'Helvetica-Bold', 24, COLOURS.text);
  doc.moveDown(0.3);
  write(data.companyName, 'Helvetica-Bold', 16, CHART_COLORS.line);
  write(
    `Made ${data.madeOn} · ${data.members.length} ${data.members.length === 1 ? 'member' : 'members'}`,
    'Helvetica',
    10,
    COLOURS.muted,
  );
  doc.moveDown(1);
  write('Average category scores (0–100, latest result of each member)', 'Helvetica-Bold', 12, COLOURS.text);
  doc.moveDown(0.5);
  if (data.categories.some((c) => c.score !== null)) {
    const h = Math.max(120, 26 * data.categories.filter((c) => c.score !== null).length + 40);
    const svg = categoryChartSvg(data.categories, { width, height: h }).replace(
      /^<svg width="[\d.]+" height="[\d.]+"/,
      '<svg',
    );
    const top = doc.y;
    SVGtoPDF(doc, svg, left, top, {
      width,
      height: h,
      assumePt: true,
      fontCallback: (_family, bold) => (bold ? 'Helvetica-Bold' : 'Helvetica'),
      warningCallback: () => undefined,
    });
    doc.y = top + h;
  } else write('None of these members has a scored result yet.', 'Helvetica', 10, COLOURS.muted);

  // ── A page per member ──
  const cols = [0.46, 0.24, 0.3].map((f) => f * width);
  for (const member of data.members) {
    doc.addPage();
    write(member.name, 'Helvetica-Bold', 18, COLOURS.text);
    write(
      [member.email, member.testedOn ? `latest result drawn ${member.testedOn}` : 'no result yet'].join(
        '  ·  ',
      ),
      'Helvetica',
      10,
      COLOURS.muted,
    );
    doc.moveDown(0.8);
    const row = (cells: string[], font: string, colour: string) => {
      if (doc.y + 16 > bottom) doc.addPage();
      const y = doc.y;
      let x = left;
      let next = y;
      cells.forEach((cell, i) => {
        doc
          .font(font)
          .fontSize(9)
          .fillColor(colour)
          .text(pdfText(cell), x, y, { width: cols[i]! - 6 });
        next = Math.max(next, doc.y);
        x += cols[i]!;
      });
      doc.y = next + 3;
    };
    row(['Marker', 'Value', 'Optimization state'], 'Helvetica-Bold', COLOURS.text);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.y += 3;
    for (const m of member.markers)
      row([m.name, m.value, m.stateLabel], 'Helvetica', m.optimized ? CHART_COLORS.helps : COLOURS.text);
  }

  stampFooters(doc, (page, count) => `${data.companyName} · team results report · page ${page} of ${count}`, {
    left,
    width,
    fromBottom: 30,
    colour: COLOURS.muted,
  });
  doc.end();
  return done;
}
