import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  HABIT_REPORT_NOT_FOUND,
  HABIT_REPORT_STORAGE_KEY,
  habitReportPaths,
  type HabitReportData,
  type HabitReportView,
} from '../../src/contract/habit-report';
import { JOURNAL_PROMPT } from '../../src/domain/habits/report';
import { expectNoAxeViolations } from './support/a11y';
import { DEMO_PASSWORD, logIn, persona } from './support/auth';
import { activeNewCustomer } from './support/onboarding';

const LIST = '/customer/habit-reports';
const viewPath = (token: string) => habitReportPaths.publicView.replace(':reportToken', token);
const UNKNOWN_TOKEN = 'unknownReportToken_0123456789abcdefghijklmno';

async function signIn(page: Page, name = 'active') {
  await logIn(page, persona(name), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/summary\/dashboard/);
}

/** Screenshots at desktop (1280×800) and mobile (390×844) widths, full page, in /tmp/shots. */
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(400); // charts follow the width
  await page.screenshot({ path: `/tmp/shots/hhr-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/hhr-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The public call's answer for a token, fetched without any sign-in. */
async function publicView(request: APIRequestContext, token: string): Promise<HabitReportData> {
  const response = await request.get(viewPath(token));
  expect(response.status()).toBe(200);
  return ((await response.json()) as HabitReportView).report_data;
}

/** pdf.js (in unpdf) draws with ArrayBuffer#transferToFixedLength, which Node 20 lacks. */
function polyfillTransferToFixedLength() {
  const proto = ArrayBuffer.prototype as unknown as Record<string, unknown>;
  if (typeof proto.transferToFixedLength === 'function') return;
  proto.transferToFixedLength = function (this: ArrayBuffer, length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
}

const cells = (table: Locator) => table.locator('tbody tr');

/** Every section of the report, with the figures report_data has. */
async function expectReport(page: Page, data: HabitReportData) {
  const { texts, charts } = data;
  await expect(page.getByRole('heading', { level: 1, name: 'Your Healthspan Habit report' })).toBeVisible();
  await expect(page.getByTestId('report-date')).toHaveText(texts.recent_week_date_str.value);
  await expect(page.getByTestId('progress-statement')).toHaveText(texts.progress_statement_text.value);
  await expect(page.getByTestId('score')).toHaveText(
    `Score ${charts.gauge_chart.value} of ${charts.gauge_chart.max_value}`,
  );
  // the gauge draws the score, and ECharts labels the chart with it
  const gauge = page.getByTestId('gauge-chart');
  await expect(gauge.locator('svg')).toBeVisible();
  await expect(
    gauge.locator('svg text', { hasText: new RegExp(`^${charts.gauge_chart.value}$`) }),
  ).toHaveCount(1);
  await expect(gauge.locator('div[role="img"]')).toHaveAttribute(
    'aria-label',
    new RegExp(`Healthspan Habit Score: ${charts.gauge_chart.value} out of`),
  );

  await expect(page.getByRole('heading', { name: 'Habit Score History' })).toBeVisible();
  await expect(page.getByTestId('history-chart').locator('svg')).toBeVisible();
  await expect(cells(page.getByTestId('history-table')).locator('td:last-child')).toHaveText(
    charts.history_chart.y.map(String),
  );

  await expect(page.getByRole('heading', { name: 'Contributing Habits' })).toBeVisible();
  const bars = page.getByTestId('habits-chart').locator('svg');
  await expect(bars).toBeVisible();
  await expect(bars.locator('text', { hasText: /^Hurts$/ })).toHaveCount(1);
  await expect(bars.locator('text', { hasText: /^Helps$/ })).toHaveCount(1);
  await expect(cells(page.getByTestId('habits-table'))).toHaveText(
    charts.contributing_habits_chart.habits.map(
      (h) => `${h.habit_name}${h.normalized_value < 0 ? 'Hurts' : 'Helps'}${h.normalized_value}`,
    ),
  );

  await expect(page.getByRole('heading', { name: texts.InnerAge_section_title.value })).toBeVisible();
  await expect(page.getByTestId('top-habit')).toContainText(texts.top_habit_w_InnerAge_string.value);
  await expect(page.getByTestId('lowest-habit')).toContainText(texts.lowest_habit_w_InnerAge_string.value);
  if (texts.top_habit_w_InnerAge_biomarkers.value.length)
    await expect(page.getByTestId('top-biomarkers').getByRole('listitem')).toHaveText(
      texts.top_habit_w_InnerAge_biomarkers.value,
    );
  if (texts.lowest_habit_w_InnerAge_biomarkers.value.length)
    await expect(page.getByTestId('lowest-biomarkers').getByRole('listitem')).toHaveText(
      texts.lowest_habit_w_InnerAge_biomarkers.value,
    );

  await expect(page.getByRole('heading', { name: 'Pick your habit goal' })).toBeVisible();
  await expect(page.getByTestId('habit-goal')).toHaveText(texts.lowest_habit_alt_text_formatted_name.value);
  const journal = texts.has_journal_questions_bool.value;
  const prompt = page.getByTestId('journal-prompt');
  const tips = texts.lowest_habit_quick_tips_list.value;
  // without journal questions the prompt has its own box instead of being a tip
  await expect(page.getByTestId('quick-tips').getByRole('listitem')).toHaveText(
    journal ? tips : tips.filter((tip) => tip !== JOURNAL_PROMPT),
  );
  if (journal) await expect(prompt).toHaveCount(0);
  else await expect(prompt).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Heart-rate zone history' })).toBeVisible();
  const zones = page.getByTestId('zones-chart').locator('svg');
  await expect(zones).toBeVisible();
  // the bands: one translucent area per zone of report_data
  await expect(zones.locator('path[fill-opacity="0.2"]')).toHaveCount(
    charts.history_with_zones_chart.zones.length,
  );
  await expect(page.getByTestId('section-zones')).toContainText(charts.history_with_zones_chart.y_label);

  await expect(page.getByRole('heading', { name: 'About this report' })).toBeVisible();
}

test.describe('the weekly Healthspan Habit report', () => {
  test('the list links each report; its public link shows every section signed out', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000); // two pages, two widths, three axe runs
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'My results' }).click();
    await page.getByRole('menuitem', { name: 'Habit reports' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly habit reports' })).toBeVisible();
    const rows = page.getByTestId('habit-report-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(8);
    await expectNoAxeViolations(page);
    await shots(page, 'list');

    const first = rows.first();
    const token = (await first.getAttribute('data-report-token'))!;
    const data = await publicView(request, token);
    await expect(first.getByTestId('habit-report-score')).toHaveText(String(data.charts.gauge_chart.value));
    const href = await first.getByRole('link').getAttribute('href');
    expect(href).toBe(`/hhr-report/${token}`);

    // a fresh context: nobody is signed in
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const open = await visitor.newPage();
    await open.goto(href!);
    await expect(open.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expectReport(open, data);
    await expectNoAxeViolations(open);
    await shots(open, 'report');
    await open.setViewportSize({ width: 390, height: 844 });
    await open.waitForTimeout(600);
    await expectNoAxeViolations(open);
    // readable on a phone: nothing wider than the screen
    expect(await open.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.close();
  });

  test('a customer without journal questions gets the journal prompt', async ({ page, request }) => {
    await signIn(page, 'no-journal');
    await page.goto(LIST);
    const first = page.getByTestId('habit-report-row').first();
    await expect(first).toBeVisible();
    const token = (await first.getAttribute('data-report-token'))!;
    const data = await publicView(request, token);
    expect(data.texts.has_journal_questions_bool.value).toBe(false);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/hhr-report/${token}$`));
    await expectReport(page, data);
    await expect(page.getByTestId('journal-prompt')).toContainText(JOURNAL_PROMPT);
    await shots(page, 'no-journal');
  });

  test('an unknown token shows a clear not-found page', async ({ page, request }) => {
    const response = await request.get(viewPath(UNKNOWN_TOKEN));
    expect(response.status()).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe(HABIT_REPORT_NOT_FOUND);
    await page.goto(`/hhr-report/${UNKNOWN_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that report' })).toBeVisible();
    await expect(page.getByTestId('report-not-found')).toHaveText(HABIT_REPORT_NOT_FOUND);
    await expectNoAxeViolations(page);
    await shots(page, 'not-found');
  });

  test('Download PDF saves the report as a PDF with its score and four charts', async ({ page, request }) => {
    await signIn(page);
    await page.goto(LIST);
    const first = page.getByTestId('habit-report-row').first();
    const token = (await first.getAttribute('data-report-token'))!;
    const data = await publicView(request, token);
    const download = page.waitForEvent('download');
    await first.getByRole('button', { name: /Download PDF/ }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    polyfillTransferToFixedLength();
    const { extractText, getDocumentProxy, renderPageAsImage } = await import('unpdf');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(data.texts.recent_week_date_str.value);
    expect(text).toMatch(new RegExp(`\\b${data.charts.gauge_chart.value}\\b`));
    // its pages render; look at them in /tmp/shots
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const png = await renderPageAsImage(new Uint8Array(bytes), n, {
        canvasImport: () => import('@napi-rs/canvas'),
        scale: 1.5,
      });
      await writeFile(`/tmp/shots/hhr-pdf-page-${n}.png`, Buffer.from(png));
    }
  });

  test('/reports-pdf/hhr shows the stored report once its charts are ready, without the chat widget', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.goto(LIST);
    const token = (await page.getByTestId('habit-report-row').first().getAttribute('data-report-token'))!;
    const data = await publicView(request, token);
    const view: HabitReportView = { report_data: data };

    await page.goto('/reports-pdf/hhr');
    await expect(page.getByRole('heading', { name: 'No report to print' })).toBeVisible();
    await page.evaluate(() => {
      const widget = document.createElement('div');
      widget.dataset.supportChat = '';
      widget.textContent = 'Chat with us';
      document.body.append(widget);
    });
    await expect(page.getByText('Chat with us')).toBeHidden();
    // written after the page opened: the page re-reads every second
    await page.evaluate(
      ([key, text]) => window.localStorage.setItem(key!, text!),
      [HABIT_REPORT_STORAGE_KEY, JSON.stringify(view)],
    );
    const report = page.getByTestId('print-report');
    await expect(report).toHaveAttribute('data-ready', 'true', { timeout: 5000 });
    await expect(report).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectReport(page, data);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await shots(page, 'print');
  });

  test('a customer without reports sees the empty state; building one says why the week has no score', async ({
    page,
    request,
  }) => {
    const { email, password } = await activeNewCustomer(request, 'Hana');
    await logIn(page, email, password);
    await expect(page).not.toHaveURL(/\/customer\/login/);
    await page.goto(LIST);
    await expect(page.getByTestId('habit-reports-empty')).toContainText('No reports yet');
    await expectNoAxeViolations(page);
    await shots(page, 'list-empty');
    await page.getByRole('button', { name: 'Build last week’s report' }).click();
    await expect(page.getByRole('alert')).toContainText('too few days for a Healthspan Habit Score');
    await expect(page.getByTestId('habit-report-row')).toHaveCount(0);
  });

  test('building last week’s report, the week its button names, answers the one already in the list', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(LIST);
    const rows = page.getByTestId('habit-report-row');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    const token = await rows.first().getAttribute('data-report-token');
    const week = await rows.first().getByRole('link').innerText();
    await expect(page.getByTestId('build-report-week')).toHaveText(`${week}, the last complete week`);
    await page.getByRole('button', { name: 'Build last week’s report' }).click();
    await expect(page.getByText('Your weekly report is ready')).toBeVisible();
    await expect(rows).toHaveCount(before);
    await expect(rows.first()).toHaveAttribute('data-report-token', token!);
  });
});
