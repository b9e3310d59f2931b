import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { extractImages, extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../src/contract/admin';
import {
  HABIT_REPORT_NOT_FOUND,
  habitReportEntry,
  habitReportList,
  habitReportPaths,
  habitReportView,
  type HabitReportData,
} from '../../src/contract/habit-report';
import { errorBody } from '../../src/contract/http';
import {
  addDays,
  buildHabitReport,
  DAYS_PER_WEEK,
  generateHabitDays,
  HABIT_SCORE_VERSION,
  lastCompleteWeekStart,
  type HabitDay,
  type HeartRateZoneMinutes,
} from '../../src/domain/habits';
import { CHART_COLORS } from '../../src/domain/habits/chart-options';
import { customerJournalQuestions, customers, habitDays, habitReports } from '../../src/server/db/schema';
import { DEMO_HABIT_WEEKS } from '../../src/server/db/seed/demo-habits';
import {
  habitReportPdf,
  PDF_SECTION_TITLES,
  type ChartPlacement,
} from '../../src/server/services/habit-report-pdf';
import {
  loadCustomerMarkers,
  revokeReport,
  startHabitReportScheduler,
  type SchedulerTimers,
} from '../../src/server/services/habit-reports';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const email = (persona: string) => `${persona}@demo.healthspan.test`;
const viewPath = (reportToken: string) => fillPath(habitReportPaths.publicView, { reportToken });
const pdfPath = (reportToken: string) => fillPath(habitReportPaths.pdf, { reportToken });
const unknownToken = () => randomBytes(32).toString('base64url');

let t: TestApp;
let active: { id: number; token: string; name: string };
let noJournal: { id: number; token: string };
let member: { id: number; token: string };
/** The day the demo data was seeded (the day after the last habit day). */
let seedDay: string;

const { api, logIn } = bearerCalls(() => t);

async function customerId(persona: string) {
  const [row] = await t.database.db
    .select()
    .from(customers)
    .where(eq(customers.email, email(persona)));
  return row!;
}

/** The customer's live reports straight from the table, newest week first. */
async function storedReports(id: number) {
  const rows = await t.database.db
    .select()
    .from(habitReports)
    .where(and(eq(habitReports.customerId, id), isNull(habitReports.revokedAt)))
    .orderBy(asc(habitReports.weekStart));
  return rows.reverse();
}

/** report_data computed here from the stored rows, independently of the service's loaders. */
async function expectedReport(id: number, weekStart: string): Promise<HabitReportData> {
  const rows = await t.database.db.select().from(habitDays).where(eq(habitDays.customerId, id));
  const days: HabitDay[] = rows.map((r) => ({
    date: r.day,
    ...(r.journal ? { journal: r.journal } : {}),
    ...(r.tracker ? { tracker: r.tracker } : {}),
  }));
  const questions = await t.database.db
    .select()
    .from(customerJournalQuestions)
    .where(eq(customerJournalQuestions.customerId, id));
  return buildHabitReport({
    customerId: id,
    weekStart,
    days,
    journalQuestions: questions.map((q) => q.questionId),
    markers: await loadCustomerMarkers(t.database.db, id),
  });
}

const issuePaths = async (res: Response) =>
  errorBody
    .parse(await res.json())
    .issues!.map((i) => i.path)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  const a = await customerId('active');
  const n = await customerId('no-journal');
  const m = await customerId('member');
  const days = await t.database.db
    .select({ day: habitDays.day })
    .from(habitDays)
    .where(eq(habitDays.customerId, a.id));
  seedDay = addDays(
    days
      .map((d) => d.day)
      .sort()
      .at(-1)!,
    1,
  );
  // the routes' clock on the seeding day, before signing in (tokens expire by that clock)
  t.setNow(new Date(`${seedDay}T12:00:00Z`));
  active = { id: a.id, token: await logIn(email('active')), name: `${a.firstName} ${a.lastName}` };
  noJournal = { id: n.id, token: await logIn(email('no-journal')) };
  member = { id: m.id, token: await logIn(email('member')) };
});

afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('gives active@ at least ten weeks of habit days and a report for every complete week', async () => {
    const days = await t.database.db.select().from(habitDays).where(eq(habitDays.customerId, active.id));
    const span = days.map((d) => d.day).sort();
    expect(span.length).toBeGreaterThan(10 * DAYS_PER_WEEK * 0.9);
    expect(addDays(span[0]!, DEMO_HABIT_WEEKS * DAYS_PER_WEEK)).toBe(seedDay);
    const reports = await storedReports(active.id);
    expect(reports.length).toBeGreaterThanOrEqual(10);
    expect(reports[0]!.weekStart).toBe(lastCompleteWeekStart(seedDay));
    for (const report of reports) {
      expect(report.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(report.scoreVersion).toBe(HABIT_SCORE_VERSION);
      expect(report.score).toBe(report.reportData.charts.gauge_chart.value);
    }
  });

  it('gives no-journal@ no journal questions, tracker-only days and reports that say so', async () => {
    const questions = await t.database.db
      .select()
      .from(customerJournalQuestions)
      .where(eq(customerJournalQuestions.customerId, noJournal.id));
    expect(questions).toEqual([]);
    const days = await t.database.db.select().from(habitDays).where(eq(habitDays.customerId, noJournal.id));
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d.journal === null && d.tracker !== null)).toBe(true);
    const [latest] = await storedReports(noJournal.id);
    expect(latest!.reportData.texts.has_journal_questions_bool.value).toBe(false);
  });
});

describe('GET the public report by token', () => {
  it('answers the report signed out, with figures equal to those computed from the stored data', async () => {
    for (const id of [active.id, noJournal.id]) {
      const [latest] = await storedReports(id);
      const res = await api('GET', viewPath(latest!.token));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const view = habitReportView.parse(await res.json());
      expect(view.report_data).toEqual(await expectedReport(id, latest!.weekStart));
      expect(view.report_data.customerId).toBe(id);
      expect(view.report_data.charts.gauge_chart.value).toBe(latest!.score);
    }
  });

  it('answers every seeded week of both personas as computed from the stored data', async () => {
    for (const id of [active.id, noJournal.id])
      for (const report of await storedReports(id)) {
        const res = await api('GET', viewPath(report.token));
        const view = habitReportView.parse(await res.json());
        expect(view.report_data, report.weekStart).toEqual(await expectedReport(id, report.weekStart));
      }
  });

  it('answers 404 with a clear message for an unknown token', async () => {
    const res = await api('GET', viewPath(unknownToken()));
    expect(res.status).toBe(404);
    expect(errorBody.parse(await res.json()).error).toBe(HABIT_REPORT_NOT_FOUND);
  });

  it('answers 404 once the report is revoked, and drops it from the owner list', async () => {
    const reports = await storedReports(active.id);
    const oldest = reports.at(-1)!;
    expect((await api('GET', viewPath(oldest.token))).status).toBe(200);
    expect(await revokeReport(t.database.db, active.id, oldest.token, new Date(`${seedDay}T12:00:00Z`))).toBe(
      true,
    );
    const res = await api('GET', viewPath(oldest.token));
    expect(res.status).toBe(404);
    expect(errorBody.parse(await res.json()).error).toBe(HABIT_REPORT_NOT_FOUND);
    const list = habitReportList.parse(
      await (await api('GET', habitReportPaths.reports, active.token)).json(),
    );
    expect(list.reports.map((r) => r.reportToken)).not.toContain(oldest.token);
    // another customer cannot revoke active@'s report
    const [latest] = await storedReports(active.id);
    expect(await revokeReport(t.database.db, member.id, latest!.token, new Date())).toBe(false);
  });

  it('answers 400 naming reportToken for a malformed token', async () => {
    for (const bad of ['short', 'x'.repeat(87), 'has+plus'.padEnd(30, 'a'), '%20'.repeat(10)]) {
      const res = await api('GET', viewPath(bad));
      expect(res.status, bad).toBe(400);
      expect(await issuePaths(res)).toEqual(['reportToken']);
    }
  });
});

describe('GET the signed-in list', () => {
  it("lists only the customer's own live reports, newest week first", async () => {
    const res = await api('GET', habitReportPaths.reports, active.token);
    expect(res.status).toBe(200);
    const list = habitReportList.parse(await res.json());
    const stored = await storedReports(active.id);
    expect(list.reports.map((r) => r.reportToken)).toEqual(stored.map((r) => r.token));
    expect(list.reports[0]).toEqual({
      reportToken: stored[0]!.token,
      weekStart: stored[0]!.weekStart,
      weekEnd: addDays(stored[0]!.weekStart, 6),
      dateLabel: stored[0]!.reportData.texts.recent_week_date_str.value,
      score: stored[0]!.score,
      createdAt: stored[0]!.createdAt.toISOString(),
    });

    const other = habitReportList.parse(
      await (await api('GET', habitReportPaths.reports, noJournal.token)).json(),
    );
    expect(other.reports.length).toBeGreaterThan(0);
    const activeTokens = new Set(stored.map((r) => r.token));
    expect(other.reports.some((r) => activeTokens.has(r.reportToken))).toBe(false);

    const none = habitReportList.parse(
      await (await api('GET', habitReportPaths.reports, member.token)).json(),
    );
    expect(none.reports).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    expect((await api('GET', habitReportPaths.reports)).status).toBe(401);
    expect((await api('POST', habitReportPaths.reports)).status).toBe(401);
  });
});

describe('POST an on-demand build', () => {
  it('answers the report already built for last week (200) without building another', async () => {
    const [latest] = await storedReports(active.id);
    const res = await api('POST', habitReportPaths.reports, active.token);
    expect(res.status).toBe(200);
    expect(habitReportEntry.parse(await res.json()).reportToken).toBe(latest!.token);
    expect((await storedReports(active.id))[0]!.token).toBe(latest!.token);
  });

  it('answers 422 when last week has too little habit data for a score', async () => {
    const res = await api('POST', habitReportPaths.reports, member.token);
    expect(res.status).toBe(422);
    expect(errorBody.parse(await res.json()).error).toMatch(/too few days/);
    expect(await storedReports(member.id)).toEqual([]);
  });

  it('builds the new week once its days are stored (201), then answers it again (200)', async () => {
    const weekStart = addDays(lastCompleteWeekStart(seedDay), 7);
    await storeWeek(active.id, weekStart, 'improving');
    t.setNow(new Date(`${addDays(weekStart, 8)}T09:00:00Z`));
    try {
      const token = await logIn(email('active'));
      const first = await api('POST', habitReportPaths.reports, token);
      expect(first.status).toBe(201);
      const entry = habitReportEntry.parse(await first.json());
      expect(entry.weekStart).toBe(weekStart);
      expect(entry.createdAt).toBe(new Date(`${addDays(weekStart, 8)}T09:00:00Z`).toISOString());
      expect(entry.reportToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const again = await api('POST', habitReportPaths.reports, token);
      expect(again.status).toBe(200);
      expect(habitReportEntry.parse(await again.json()).reportToken).toBe(entry.reportToken);

      const view = habitReportView.parse(await (await api('GET', viewPath(entry.reportToken))).json());
      expect(view.report_data).toEqual(await expectedReport(active.id, weekStart));
      expect(entry.score).toBe(view.report_data.charts.gauge_chart.value);
      const list = habitReportList.parse(await (await api('GET', habitReportPaths.reports, token)).json());
      expect(list.reports[0]!.reportToken).toBe(entry.reportToken);
    } finally {
      t.setNow(new Date(`${seedDay}T12:00:00Z`));
    }
  });
});

/** Stores a generated week of habit days (tracker only without journal questions). */
async function storeWeek(id: number, weekStart: string, profile: 'improving' | 'struggling') {
  const [questions] = await t.database.db
    .select()
    .from(customerJournalQuestions)
    .where(eq(customerJournalQuestions.customerId, id))
    .limit(1);
  const days = generateHabitDays({ seed: `test-${id}`, weeks: 1, profile, lastDay: addDays(weekStart, 6) });
  await t.database.db
    .insert(habitDays)
    .values(
      days
        .filter((d) => d.tracker)
        .map((d) => ({
          customerId: id,
          day: d.date,
          journal: questions ? (d.journal ?? null) : null,
          tracker: d.tracker!,
        })),
    )
    .onConflictDoNothing();
}

describe('the weekly scheduler', () => {
  it('builds a missing week once, at start and on its interval, and is idempotent', async () => {
    const weekStart = addDays(lastCompleteWeekStart(seedDay), 14);
    await storeWeek(noJournal.id, weekStart, 'struggling');
    let clock = new Date(`${addDays(weekStart, 7)}T00:30:00Z`);
    const intervals: { run: () => void; ms: number; cleared: boolean }[] = [];
    const timers: SchedulerTimers = {
      setInterval(run, ms) {
        const handle = { run, ms, cleared: false };
        intervals.push(handle);
        return handle;
      },
      clearInterval(handle) {
        (handle as (typeof intervals)[number]).cleared = true;
      },
    };
    const scheduler = startHabitReportScheduler({
      db: t.database.db,
      now: () => clock,
      timers,
      runAtStart: false,
    });
    expect(intervals).toHaveLength(1);
    expect(intervals[0]!.ms).toBe(60 * 60 * 1000);

    const first = await scheduler.runOnce();
    expect(first.weekStart).toBe(weekStart);
    expect(first.built).toEqual([noJournal.id]);
    const built = (await storedReports(noJournal.id))[0]!;
    expect(built.weekStart).toBe(weekStart);
    expect(built.createdAt.toISOString()).toBe(clock.toISOString());
    expect(built.reportData).toEqual(await expectedReport(noJournal.id, weekStart));

    // an hour later, and two passes at once: nothing more is built
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    const [second, third] = await Promise.all([scheduler.runOnce(), scheduler.runOnce()]);
    expect(second.built).toEqual([]);
    expect(third.built).toEqual([]);
    const ofWeek = (await storedReports(noJournal.id)).filter((r) => r.weekStart === weekStart);
    expect(ofWeek).toHaveLength(1);

    // the interval's tick runs a pass too, and stop clears it
    intervals[0]!.run();
    expect((await scheduler.runOnce()).built).toEqual([]);
    scheduler.stop();
    expect(intervals[0]!.cleared).toBe(true);

    // a new scheduler at start builds nothing already built
    const restarted = startHabitReportScheduler({ db: t.database.db, now: () => clock, timers });
    expect((await restarted.runOnce()).built).toEqual([]);
    restarted.stop();
    expect((await storedReports(noJournal.id)).filter((r) => r.weekStart === weekStart)).toHaveLength(1);
  });

  it('leaves out customers whose week has too little data, and builds nothing for weeks without data', async () => {
    const weekStart = addDays(lastCompleteWeekStart(seedDay), 21);
    // two logged days: no habit reaches the 3 days a score needs
    await t.database.db.insert(habitDays).values(
      [0, 1].map((i) => ({
        customerId: member.id,
        day: addDays(weekStart, i),
        tracker: {
          steps: 5000,
          sleepHours: 7,
          restingHeartRate: 60,
          zoneMinutes: [10, 10, 5, 0, 0] as HeartRateZoneMinutes,
        },
      })),
    );
    const scheduler = startHabitReportScheduler({
      db: t.database.db,
      now: () => new Date(`${addDays(weekStart, 7)}T10:00:00Z`),
      timers: { setInterval: () => 0, clearInterval: () => undefined },
      runAtStart: false,
    });
    const run = await scheduler.runOnce();
    expect(run.built).toEqual([]);
    expect(run.noScore).toEqual([member.id]);
    expect(await storedReports(member.id)).toEqual([]);
    scheduler.stop();
  });
});

// ── The PDF ────────────────────────────────────────────────────────────────

// pdf.js 5 uses ArrayBuffer.prototype.transferToFixedLength (Node 21+); Node 20 lacks it and the
// page would render blank.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length?: number) {
      const copy = new ArrayBuffer(length ?? this.byteLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(this.byteLength, copy.byteLength)));
      return copy;
    },
  });
}

const RENDER_SCALE = 1.5;

/** Each page as RGBA pixels (rendered by pdf.js on @napi-rs/canvas); the PNGs kept in `dir` if given. */
async function renderPages(pdf: Uint8Array, dir?: string) {
  const doc = await getDocumentProxy(pdf.slice());
  const pages: { width: number; height: number; data: Uint8ClampedArray }[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const png = await renderPageAsImage(pdf.slice(), n, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: RENDER_SCALE,
    });
    if (dir) fs.writeFileSync(path.join(dir, `habit-report-page-${n}.png`), Buffer.from(png));
    const image = await loadImage(Buffer.from(png));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    pages.push({
      width: image.width,
      height: image.height,
      data: context.getImageData(0, 0, image.width, image.height).data,
    });
  }
  return pages;
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** In a rectangle of the page (PDF points): the share of non-white pixels and the pixels near `colour`. */
function inspect(
  page: { width: number; data: Uint8ClampedArray },
  area: { x: number; y: number; width: number; height: number },
  colour?: string,
) {
  const [r0, g0, b0] = colour ? rgb(colour) : [0, 0, 0];
  let inked = 0;
  let matching = 0;
  let total = 0;
  const x0 = Math.round(area.x * RENDER_SCALE);
  const y0 = Math.round(area.y * RENDER_SCALE);
  for (let y = y0; y < y0 + area.height * RENDER_SCALE; y += 1)
    for (let x = x0; x < x0 + area.width * RENDER_SCALE; x += 1) {
      const i = (y * page.width + x) * 4;
      const [r, g, b] = [page.data[i]!, page.data[i + 1]!, page.data[i + 2]!];
      total += 1;
      if (r < 245 || g < 245 || b < 245) inked += 1;
      if (colour && Math.abs(r - r0) + Math.abs(g - g0) + Math.abs(b - b0) < 40) matching += 1;
    }
  return { inked: inked / total, matching };
}

describe('GET the PDF', () => {
  it('is a PDF of the whole report whose pages show the four charts', async () => {
    const [latest] = await storedReports(active.id);
    const res = await api('GET', pdfPath(latest!.token), active.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="healthspan-habit-report-${latest!.weekStart}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    // every section and chart title, and the report's computed texts
    const report = latest!.reportData;
    const { text, totalPages } = await extractText(await getDocumentProxy(bytes.slice()), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(totalPages).toBeGreaterThanOrEqual(1);
    for (const title of Object.values(PDF_SECTION_TITLES).filter((s) => s !== PDF_SECTION_TITLES.journal))
      expect(flat).toContain(title);
    expect(flat).not.toContain(PDF_SECTION_TITLES.journal);
    expect(flat).toContain(report.texts.recent_week_date_str.value);
    expect(flat).toMatch(/made [A-Z][a-z]{2} \d{2}, \d{4}/); // spec 001 §9 date display
    expect(flat).toContain(report.texts.progress_statement_text.value);
    expect(flat).toContain(report.texts.InnerAge_section_title.value);
    expect(flat).toContain(report.texts.lowest_habit_alt_text_formatted_name.value);
    for (const tip of report.texts.lowest_habit_quick_tips_list.value) expect(flat).toContain(tip);
    for (const marker of report.texts.top_habit_w_InnerAge_biomarkers.value) expect(flat).toContain(marker);
    for (const habit of report.charts.contributing_habits_chart.habits)
      expect(flat).toContain(habit.habit_name);
    // the charts are vectors: their labels are text (habit names and Hurts/Helps exist only in the
    // bar chart) and no page holds an image
    expect(flat).toContain('Hurts');
    expect(flat).toContain('Helps');
    for (let n = 1; n <= totalPages; n += 1) expect(await extractImages(bytes.slice(), n)).toEqual([]);
    expect(flat).toContain(active.name);

    // where each chart is drawn: the same layout, computed for the same report
    const placements: ChartPlacement[] = [];
    await habitReportPdf(report, { name: active.name, now: new Date(), onChart: (p) => placements.push(p) });
    expect(placements.map((p) => p.kind).sort()).toEqual(
      ['contributingHabits', 'gauge', 'history', 'zonesHistory'].sort(),
    );

    const pages = await renderPages(bytes, process.env.HABIT_REPORT_PNG_DIR);
    expect(pages).toHaveLength(totalPages);
    const colourOf: Record<ChartPlacement['kind'], string> = {
      gauge: CHART_COLORS.line,
      history: CHART_COLORS.line,
      contributingHabits: CHART_COLORS.helps,
      zonesHistory: CHART_COLORS.line,
    };
    for (const placement of placements) {
      const page = pages[placement.page - 1]!;
      const seen = inspect(page, placement, colourOf[placement.kind]);
      expect(seen.inked, `${placement.kind} is drawn`).toBeGreaterThan(0.03);
      expect(seen.matching, `${placement.kind} has its colour`).toBeGreaterThan(50);
    }
    // the zone chart's bands are painted at 0.2 opacity over white
    const zones = placements.find((p) => p.kind === 'zonesHistory')!;
    expect(inspect(pages[zones.page - 1]!, zones).inked).toBeGreaterThan(0.3);
    // the left margin stays blank: the measure is not fooled by a grey page
    expect(inspect(pages[0]!, { x: 0, y: 0, width: 30, height: 700 }).inked).toBe(0);
  });

  it("prints no-journal@'s report with the journal prompt", async () => {
    const [latest] = await storedReports(noJournal.id);
    const res = await api('GET', pdfPath(latest!.token), noJournal.token);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(PDF_SECTION_TITLES.journal);
  });

  it("answers 404 for another customer's token, an unknown or a revoked one", async () => {
    const [theirs] = await storedReports(active.id);
    for (const token of [theirs!.token, unknownToken()]) {
      const res = await api('GET', pdfPath(token), noJournal.token);
      expect(res.status).toBe(404);
      expect(errorBody.parse(await res.json()).error).toBe(HABIT_REPORT_NOT_FOUND);
    }
    const revoked = (await storedReports(active.id)).at(-1)!;
    expect((await api('GET', pdfPath(revoked.token), active.token)).status).toBe(200);
    await revokeReport(t.database.db, active.id, revoked.token, new Date(`${seedDay}T12:00:00Z`));
    expect((await api('GET', pdfPath(revoked.token), active.token)).status).toBe(404);
  });

  it('answers 400 for a malformed token and 401 signed out', async () => {
    const bad = await api('GET', pdfPath('nope'), active.token);
    expect(bad.status).toBe(400);
    expect(await issuePaths(bad)).toEqual(['reportToken']);
    const [latest] = await storedReports(active.id);
    expect((await api('GET', pdfPath(latest!.token))).status).toBe(401);
  });
});
