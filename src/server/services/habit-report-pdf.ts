import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { formatDate, utcDayOf } from '../../domain/dates';
import { CHART_COLORS, weeklyAverage, ZONE_FILL_OPACITY } from '../../domain/habits/chart-options';
import {
  CONTRIBUTIONS_NOTE,
  HABITS,
  HISTORY_WEEKS,
  JOURNAL_PROMPT,
  MIN_LOGGED_DAYS,
  ZONE_HISTORY_WEEKS,
  type HabitReportData,
} from '../../domain/habits';
import { chartSvg, printOptions, type HabitChartKind } from './habit-report-charts';
import { pdfText, stampFooters } from './pdf';

/** Section titles as the report screen shows them (src/web/features/habit-report). */
export const PDF_SECTION_TITLES = {
  gauge: 'Healthspan Habit Score',
  history: 'Habit Score History',
  contributingHabits: 'Contributing Habits',
  zonesHistory: 'Heart-rate zone history',
  goal: 'Pick your habit goal',
  about: 'About this report',
  journal: 'Fill in your daily journal',
} as const;

const PAGE = { margin: 48, gap: 14 } as const;
const COLOURS = {
  text: CHART_COLORS.text,
  muted: CHART_COLORS.muted,
  rule: CHART_COLORS.grid,
  accent: CHART_COLORS.line,
  helpsBg: '#e8f5ee',
  hurtsBg: '#fbeaea',
  noteBg: '#fff7e6',
} as const;
/**
 * Charts are rendered this much larger than the box they are placed in, so ECharts' 12 px labels
 * print at about 9.6 pt.
 */
const CHART_SCALE = 1.25;

/** Where each chart was drawn (PDF points from the top-left of its page, 1-based page), for checks. */
export interface ChartPlacement {
  kind: HabitChartKind;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface HabitReportPdfOptions {
  /** The customer's name for the header and footer; blank leaves it out. */
  name: string;
  now: Date;
  /** Receives where each chart was drawn. */
  onChart?: (placement: ChartPlacement) => void;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * The weekly Healthspan Habit report as a PDF: every section of the report screen (000 §2.5) in
 * its order, with the four charts drawn as vectors by ECharts (server-side SVG) from the same
 * option builders the screen uses, placed by svg-to-pdfkit.
 */
export function habitReportPdf(report: HabitReportData, options: HabitReportPdfOptions): Promise<Buffer> {
  const { texts, charts } = report;
  const week = texts.recent_week_date_str.value;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `Healthspan Habit Report, ${pdfText(week)}`,
      Author: 'Healthspan',
      CreationDate: options.now,
      ModDate: options.now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left: number = PAGE.margin;
  const right = doc.page.width - PAGE.margin;
  const width = right - left;
  const bottom = doc.page.height - PAGE.margin - 18;
  const chartOptions = printOptions(charts);
  let page = 1;
  let y: number = PAGE.margin;

  const room = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    page += 1;
    y = PAGE.margin;
  };
  const textHeight = (text: string, w: number, font: string, size: number) =>
    doc.font(font).fontSize(size).heightOfString(pdfText(text), { width: w });
  const write = (text: string, x: number, w: number, font: string, size: number, colour: string) => {
    doc.font(font).fontSize(size).fillColor(colour).text(pdfText(text), x, y, { width: w });
    y = doc.y;
  };
  const heading = (title: string, lead?: string, x = left, w = width) => {
    write(title, x, w, 'Helvetica-Bold', 14, COLOURS.text);
    if (lead) {
      y += 2;
      write(lead, x, w, 'Helvetica', 9, COLOURS.muted);
    }
    y += 6;
  };
  const headingHeight = (title: string, lead: string | undefined, w = width) =>
    textHeight(title, w, 'Helvetica-Bold', 14) + (lead ? 2 + textHeight(lead, w, 'Helvetica', 9) : 0) + 6;
  const chart = (kind: HabitChartKind, x: number, w: number, h: number) => {
    // without its own width and height the SVG fills the box given, scaled by its viewBox
    const svg = chartSvg(chartOptions[kind], { width: w * CHART_SCALE, height: h * CHART_SCALE }).replace(
      /^<svg width="[\d.]+" height="[\d.]+"/,
      '<svg',
    );
    SVGtoPDF(doc, svg, x, y, {
      width: w,
      height: h,
      assumePt: true,
      fontCallback: (_family, bold) => (bold ? 'Helvetica-Bold' : 'Helvetica'),
      warningCallback: () => undefined,
    });
    options.onChart?.({ kind, page, x, y, width: w, height: h });
    y += h;
  };
  const bullets = (items: readonly string[], x: number, w: number, size: number) => {
    for (const item of items) {
      const height = textHeight(item, w - 12, 'Helvetica', size);
      room(height + 3);
      doc
        .font('Helvetica')
        .fontSize(size)
        .fillColor(COLOURS.accent)
        .text('•', x, y, { width: 10, lineBreak: false });
      write(item, x + 12, w - 12, 'Helvetica', size, COLOURS.text);
      y += 3;
    }
  };

  // ── Title ──────────────────────────────────────────────────────────────────
  write('Healthspan Habit Report', left, width, 'Helvetica-Bold', 22, COLOURS.text);
  y += 2;
  write(week, left, width, 'Helvetica', 13, COLOURS.accent);
  y += 2;
  const made = `made ${formatDate(utcDayOf(options.now))}`;
  write([options.name, made].filter(Boolean).join('  ·  '), left, width, 'Helvetica', 9, COLOURS.muted);
  y += 4;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(COLOURS.rule).stroke();
  y += PAGE.gap;

  // ── The journal prompt (no journal questions) ─────────────────────────────
  if (!texts.has_journal_questions_bool.value) {
    const pad = 10;
    const h =
      pad * 2 +
      textHeight(PDF_SECTION_TITLES.journal, width - 2 * pad, 'Helvetica-Bold', 11) +
      4 +
      textHeight(JOURNAL_PROMPT, width - 2 * pad, 'Helvetica', 10);
    doc.roundedRect(left, y, width, h, 6).fill(COLOURS.noteBg);
    const top = y;
    y += pad;
    write(PDF_SECTION_TITLES.journal, left + pad, width - 2 * pad, 'Helvetica-Bold', 11, COLOURS.text);
    y += 4;
    write(JOURNAL_PROMPT, left + pad, width - 2 * pad, 'Helvetica', 10, COLOURS.text);
    y = top + h + PAGE.gap;
  }

  // ── Score gauge and history, side by side ─────────────────────────────────
  const gaugeWidth = 210;
  const historyLeft = left + gaugeWidth + 24;
  const historyWidth = right - historyLeft;
  const historyLead = `Your score week by week, the last ${HISTORY_WEEKS} weeks at most.`;
  const rowTop = y;
  heading(PDF_SECTION_TITLES.gauge, undefined, left, gaugeWidth);
  chart('gauge', left, gaugeWidth, 165);
  y += 4;
  write(texts.progress_statement_text.value, left, gaugeWidth, 'Helvetica-Bold', 10, COLOURS.text);
  const gaugeBottom = y;
  y = rowTop;
  heading(PDF_SECTION_TITLES.history, historyLead, historyLeft, historyWidth);
  chart('history', historyLeft, historyWidth, 175);
  y = Math.max(y, gaugeBottom) + PAGE.gap;

  // ── Contributing habits ───────────────────────────────────────────────────
  const habits = charts.contributing_habits_chart.habits;
  const habitsLead =
    'What helped and what hurt your score this week, from -1 (hurts most) to 1 (helps most).';
  const habitsHeight = Math.max(90, habits.length * 20 + 30);
  room(headingHeight(PDF_SECTION_TITLES.contributingHabits, habitsLead) + habitsHeight);
  heading(PDF_SECTION_TITLES.contributingHabits, habitsLead);
  chart('contributingHabits', left, width, habitsHeight);
  y += PAGE.gap;

  // ── InnerAge box: top and lowest habit ────────────────────────────────────
  const boxGap = 12;
  const boxWidth = (width - boxGap) / 2;
  const pad = 10;
  const inner = boxWidth - 2 * pad;
  const boxes = [
    {
      title: 'Top habit',
      text: texts.top_habit_w_InnerAge_string.value,
      markers: texts.top_habit_w_InnerAge_biomarkers.value,
      bg: COLOURS.helpsBg,
      fg: CHART_COLORS.helps,
    },
    {
      title: 'Lowest habit',
      text: texts.lowest_habit_w_InnerAge_string.value,
      markers: texts.lowest_habit_w_InnerAge_biomarkers.value,
      bg: COLOURS.hurtsBg,
      fg: CHART_COLORS.hurts,
    },
  ];
  const boxHeight = Math.max(
    ...boxes.map(
      (b) =>
        2 * pad +
        textHeight(b.title, inner, 'Helvetica-Bold', 11) +
        4 +
        textHeight(b.text, inner, 'Helvetica', 10) +
        6 +
        b.markers.reduce((sum, m) => sum + textHeight(m, inner - 12, 'Helvetica', 10) + 3, 0),
    ),
  );
  room(headingHeight(texts.InnerAge_section_title.value, undefined) + boxHeight);
  heading(texts.InnerAge_section_title.value);
  const boxTop = y;
  boxes.forEach((b, i) => {
    const x = left + i * (boxWidth + boxGap);
    doc.roundedRect(x, boxTop, boxWidth, boxHeight, 6).fill(b.bg);
    y = boxTop + pad;
    write(b.title, x + pad, inner, 'Helvetica-Bold', 11, b.fg);
    y += 4;
    write(b.text, x + pad, inner, 'Helvetica', 10, COLOURS.text);
    y += 6;
    bullets(b.markers, x + pad, inner, 10);
  });
  y = boxTop + boxHeight + PAGE.gap;

  // ── Pick your habit goal ──────────────────────────────────────────────────
  const tips = texts.lowest_habit_quick_tips_list.value;
  room(
    headingHeight(PDF_SECTION_TITLES.goal, undefined) +
      textHeight(texts.lowest_habit_alt_text_formatted_name.value, width, 'Helvetica-Bold', 12) +
      40,
  );
  heading(PDF_SECTION_TITLES.goal);
  write(texts.lowest_habit_alt_text_formatted_name.value, left, width, 'Helvetica-Bold', 12, COLOURS.accent);
  y += 6;
  write('Quick tips', left, width, 'Helvetica-Bold', 10, COLOURS.text);
  y += 3;
  bullets(tips, left, width, 10);
  y += PAGE.gap;

  // ── Heart-rate zone history ───────────────────────────────────────────────
  const zones = charts.history_with_zones_chart;
  const zonesLead = `${zones.y_label}, each day of the last ${ZONE_HISTORY_WEEKS} weeks, with the weekly average.`;
  const zonesHeight = 200;
  room(headingHeight(PDF_SECTION_TITLES.zonesHistory, zonesLead) + zonesHeight + 40);
  heading(PDF_SECTION_TITLES.zonesHistory, zonesLead);
  chart('zonesHistory', left, width, zonesHeight);
  y += 6;
  zoneLegend(doc, zones, left, y);
  y += 16;
  const average = weeklyAverage(zones.x, zones.y).at(-1);
  write(
    `Latest weekly average: ${average === undefined ? 'no data' : `${fmt(average)} min`} a day`,
    left,
    width,
    'Helvetica',
    9,
    COLOURS.text,
  );
  y += PAGE.gap;

  // ── About this report ─────────────────────────────────────────────────────
  const gauge = charts.gauge_chart;
  const weighs = texts.has_journal_questions_bool.value
    ? `It weighs ${HABITS.length} habits - sleep, activity, steps, food, drinks, stress and more - against targets from public health guidance, using what your journal and tracker recorded that week.`
    : `Without journal questions it weighs the habits your tracker records (${habits.map((h) => h.habit_name.toLowerCase()).join(', ')}) against targets from public health guidance.`;
  const about = [
    `Your Healthspan Habit Score runs from ${gauge.min_value} to ${gauge.max_value}. ${weighs} A habit counts once it was logged on at least ${MIN_LOGGED_DAYS} days of the week; missing days are left out, not scored as zero.`,
    CONTRIBUTIONS_NOTE,
  ];
  room(
    headingHeight(PDF_SECTION_TITLES.about, undefined) +
      about.reduce((sum, p) => sum + textHeight(p, width, 'Helvetica', 9) + 4, 0),
  );
  heading(PDF_SECTION_TITLES.about);
  for (const paragraph of about) {
    write(paragraph, left, width, 'Helvetica', 9, COLOURS.muted);
    y += 4;
  }

  // ── Footer on every page ──────────────────────────────────────────────────
  stampFooters(
    doc,
    (page, count) =>
      ['Healthspan Habit Report', week, options.name, `page ${page} of ${count}`]
        .filter(Boolean)
        .join('  ·  '),
    { left, width, fromBottom: PAGE.margin + 12, colour: COLOURS.muted },
  );
  doc.end();
  return done;
}

/** Daily line, dashed weekly average and the bands with their ranges in minutes a day. */
function zoneLegend(
  doc: PDFKit.PDFDocument,
  zones: HabitReportData['charts']['history_with_zones_chart'],
  x: number,
  y: number,
) {
  doc.font('Helvetica').fontSize(8);
  let at = x;
  const label = (text: string) => {
    doc.fillColor(COLOURS.muted).text(pdfText(text), at, y, { lineBreak: false });
    at += doc.widthOfString(pdfText(text)) + 14;
  };
  doc
    .moveTo(at, y + 4)
    .lineTo(at + 14, y + 4)
    .lineWidth(2)
    .strokeColor(CHART_COLORS.line)
    .stroke();
  at += 18;
  label('Daily minutes');
  doc
    .moveTo(at, y + 4)
    .lineTo(at + 14, y + 4)
    .lineWidth(2)
    .dash(3, { space: 2 })
    .strokeColor(CHART_COLORS.average)
    .stroke()
    .undash();
  at += 18;
  label('Weekly average');
  for (const zone of zones.zones) {
    doc
      .save()
      .fillOpacity(ZONE_FILL_OPACITY * 2)
      .rect(at, y, 12, 8)
      .fill(zone.color)
      .restore();
    at += 16;
    label(`${fmt(zone.range[0])} - ${fmt(zone.range[1])} min a day`);
  }
}
