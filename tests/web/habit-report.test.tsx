import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HABIT_REPORT_NOT_FOUND,
  HABIT_REPORT_STORAGE_KEY,
  habitReportPaths,
  type HabitReportData,
  type HabitReportEntry,
} from '../../src/contract/habit-report';
import {
  buildHabitReport,
  CONTRIBUTIONS_NOTE,
  formatWeekRange,
  generateHabitDays,
  JOURNAL_PROMPT,
  JOURNAL_QUESTION_IDS,
  reportWeekAt,
} from '../../src/domain/habits';
import { SUPPORT_CHAT_HIDDEN_RULE } from '../../src/web/features/habit-report/habit-report-pdf-page';
import { expectNoAxeViolations } from './axe';
import { renderApp, stubApi, testCustomer } from './support';

const TOKEN = 'a'.repeat(43);
const viewPath = (token: string) => habitReportPaths.publicView.replace(':reportToken', token);

/** report_data as the server builds it: ten weeks of seeded demo days, the last week reported. */
function report(profile: 'improving' | 'trackerOnly' = 'improving'): HabitReportData {
  return buildHabitReport({
    customerId: 7,
    weekStart: '2025-06-02',
    days: generateHabitDays({ seed: 'web-test', weeks: 10, profile, lastDay: '2025-06-08' }),
    journalQuestions: profile === 'trackerOnly' ? [] : JOURNAL_QUESTION_IDS,
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const section = (id: string) => screen.getByTestId(`section-${id}`);

describe('the public habit report /hhr-report/:reportToken', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every section with the figures of report_data, signed out', async () => {
    const data = report();
    const requested = stubApi({ [viewPath(TOKEN)]: { report_data: data } });
    const { container } = renderApp(`/hhr-report/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Healthspan Habit report' }),
    ).toBeVisible();
    expect(requested).toContain(viewPath(TOKEN));
    const { texts, charts } = data;
    expect(screen.getByTestId('report-date')).toHaveTextContent(texts.recent_week_date_str.value);
    expect(screen.getByTestId('progress-statement')).toHaveTextContent(texts.progress_statement_text.value);
    expect(screen.getByTestId('score')).toHaveTextContent(`Score ${charts.gauge_chart.value} of 100`);
    for (const id of ['score', 'history', 'habits', 'innerage', 'goal', 'zones', 'about'])
      expect(section(id)).toBeInTheDocument();
    expect(
      within(section('history')).getByRole('heading', { name: 'Habit Score History' }),
    ).toBeInTheDocument();
    const historyRows = within(screen.getByTestId('history-table')).getAllByRole('row').slice(1);
    expect(historyRows.map((row) => row.lastElementChild?.textContent)).toEqual(
      charts.history_chart.y.map(String),
    );
    const habitRows = within(screen.getByTestId('habits-table')).getAllByRole('row').slice(1);
    expect(habitRows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(
      charts.contributing_habits_chart.habits.map((h) => [
        h.habit_name,
        h.normalized_value < 0 ? 'Hurts' : 'Helps',
        String(h.normalized_value),
      ]),
    );
    // issue 23 point 2: the demo week shows both sides, and the lowest habit's bar is a hurt
    const sides = habitRows.map((row) => row.children[1]?.textContent);
    expect(sides).toContain('Helps');
    expect(sides).toContain('Hurts');
    const lowest = habitRows.find((row) =>
      texts.lowest_habit_w_InnerAge_string.value.includes(row.children[0]!.textContent.toLowerCase()),
    );
    expect(lowest?.children[1]?.textContent).toBe('Hurts');
    expect(
      within(section('innerage')).getByRole('heading', { name: texts.InnerAge_section_title.value }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('top-habit')).toHaveTextContent(texts.top_habit_w_InnerAge_string.value);
    expect(
      within(screen.getByTestId('top-biomarkers'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(texts.top_habit_w_InnerAge_biomarkers.value);
    expect(
      within(screen.getByTestId('lowest-biomarkers'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(texts.lowest_habit_w_InnerAge_biomarkers.value);
    expect(
      within(section('goal')).getByRole('heading', { name: 'Pick your habit goal' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('habit-goal')).toHaveTextContent(
      texts.lowest_habit_alt_text_formatted_name.value,
    );
    expect(
      within(screen.getByTestId('quick-tips'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(texts.lowest_habit_quick_tips_list.value);
    expect(within(section('zones')).getByText(/each day of the last 4 weeks/)).toHaveTextContent(
      charts.history_with_zones_chart.y_label,
    );
    expect(within(section('about')).getByRole('heading', { name: 'About this report' })).toBeInTheDocument();
    // the note explains the bars as they are computed: on target helps, below target hurts
    expect(section('about')).toHaveTextContent(CONTRIBUTIONS_NOTE);
    expect(screen.queryByTestId('journal-prompt')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Weekly Healthspan Habit report | Healthspan'));
    await expectNoAxeViolations(container);
  });

  it('draws the four charts as labelled SVG images', async () => {
    const data = report();
    stubApi({ [viewPath(TOKEN)]: { report_data: data } });
    renderApp(`/hhr-report/${TOKEN}`);
    await screen.findByTestId('habit-report');
    for (const id of ['gauge-chart', 'history-chart', 'habits-chart', 'zones-chart'])
      await waitFor(() => expect(screen.getByTestId(id).querySelector('svg')).not.toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('gauge-chart').querySelector('[aria-label]')).toHaveAttribute(
        'aria-label',
        expect.stringContaining(
          `Healthspan Habit Score: ${data.charts.gauge_chart.value} out of 100`,
        ) as string,
      ),
    );
  });

  it('shows the journal prompt once for a customer without journal questions', async () => {
    const data = report('trackerOnly');
    expect(data.texts.has_journal_questions_bool.value).toBe(false);
    stubApi({ [viewPath(TOKEN)]: { report_data: data } });
    renderApp(`/hhr-report/${TOKEN}`);
    const prompt = await screen.findByTestId('journal-prompt');
    expect(prompt).toHaveTextContent(JOURNAL_PROMPT);
    expect(within(prompt).getByRole('heading', { name: 'Fill in your daily journal' })).toBeInTheDocument();
    const tips = within(screen.getByTestId('quick-tips'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(tips).toEqual(
      data.texts.lowest_habit_quick_tips_list.value.filter((tip) => tip !== JOURNAL_PROMPT),
    );
    const tracked = data.charts.contributing_habits_chart.habits.map((h) => h.habit_name.toLowerCase());
    expect(section('about')).toHaveTextContent(
      `Without journal questions it weighs the habits your tracker records (${tracked.join(', ')})`,
    );
  });

  it('answers an unknown token with a clear not-found page', async () => {
    stubApi({ [viewPath(TOKEN)]: json({ error: HABIT_REPORT_NOT_FOUND }, 404) });
    const { container } = renderApp(`/hhr-report/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find that report' })).toBeVisible();
    expect(screen.getByTestId('report-not-found')).toHaveTextContent(HABIT_REPORT_NOT_FOUND);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Report not found | Healthspan'));
    await expectNoAxeViolations(container);
  });

  it('treats a malformed token (400) as not found too', async () => {
    stubApi({
      [viewPath('short')]: json({ error: 'Invalid', issues: [{ path: 'reportToken', message: 'x' }] }, 400),
    });
    renderApp('/hhr-report/short');
    expect(await screen.findByTestId('report-not-found')).toHaveTextContent(HABIT_REPORT_NOT_FOUND);
  });

  it('shows a loading state, then a failure with a retry that loads the report', async () => {
    const data = report();
    let calls = 0;
    stubApi({});
    const base = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
          .pathname;
        if (path !== viewPath(TOKEN)) return base(input, init);
        calls += 1;
        return Promise.resolve(
          calls <= 2 ? json({ error: 'Database unavailable' }, 503) : json({ report_data: data }),
        );
      }),
    );
    renderApp(`/hhr-report/${TOKEN}`);
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('habit-report')).toBeInTheDocument();
  });
});

describe('the print variant /reports-pdf/hhr', () => {
  beforeEach(() => {
    stubApi();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    document.querySelectorAll('body [data-support-chat]').forEach((el) => el.remove());
  });

  it('reads the stored report and shows it once the history and zone charts are ready, without navigation', async () => {
    const data = report();
    window.localStorage.setItem(HABIT_REPORT_STORAGE_KEY, JSON.stringify({ report_data: data }));
    renderApp('/reports-pdf/hhr');
    const page = await screen.findByTestId('print-report', {}, { timeout: 3000 });
    await waitFor(() => expect(page).toHaveAttribute('data-ready', 'true'), { timeout: 5000 });
    expect(page).not.toHaveAttribute('aria-hidden');
    expect(screen.getByTestId('report-date')).toHaveTextContent(data.texts.recent_week_date_str.value);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('waits for a report, then shows one written later by another tab (storage event)', async () => {
    renderApp('/reports-pdf/hhr');
    expect(
      await screen.findByRole('heading', { name: 'No report to print' }, { timeout: 3000 }),
    ).toBeVisible();
    const data = report();
    const text = JSON.stringify(data);
    window.localStorage.setItem(HABIT_REPORT_STORAGE_KEY, text);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: HABIT_REPORT_STORAGE_KEY, newValue: text }));
    });
    expect(await screen.findByTestId('print-report')).toBeInTheDocument();
  });

  it('says why a stored text cannot be printed', async () => {
    window.localStorage.setItem(HABIT_REPORT_STORAGE_KEY, '{"report_data":');
    renderApp('/reports-pdf/hhr');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The stored report is not JSON.',
    );
  });

  it('hides the support chat widget while open', async () => {
    const widget = document.createElement('div');
    widget.dataset.supportChat = '';
    document.body.append(widget);
    const { unmount } = renderApp('/reports-pdf/hhr');
    await screen.findByRole('heading', { name: 'No report to print' }, { timeout: 3000 });
    expect(document.documentElement).toHaveAttribute('data-support-chat-hidden');
    expect(
      [...document.head.querySelectorAll('style')].some((s) => s.textContent === SUPPORT_CHAT_HIDDEN_RULE),
    ).toBe(true);
    expect(getComputedStyle(widget).display).toBe('none');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-support-chat-hidden');
  });
});

describe('the customer list /customer/habit-reports', () => {
  const entry = (weekStart: string, score: number, n: number): HabitReportEntry => ({
    reportToken: String(n).repeat(43),
    weekStart,
    weekEnd: weekStart.replace(/\d\d$/, (d) => String(Number(d) + 6).padStart(2, '0')),
    dateLabel: `Week of ${weekStart}`,
    score,
    createdAt: `${weekStart}T06:00:00.000Z`,
  });
  const reports = [entry('2025-06-02', 87, 1), entry('2025-05-26', 90, 2)];
  const customer = testCustomer();

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** The list call answers `list`; POST builds `built` (or fails with `buildError`). */
  function stubReports({
    list,
    built,
    buildError,
  }: {
    list: HabitReportEntry[];
    built?: HabitReportEntry;
    buildError?: string;
  }) {
    stubApi({});
    const base = globalThis.fetch;
    const posts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const request =
          input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
        const path = new URL(request.url).pathname;
        if (path === habitReportPaths.reports && request.method === 'POST') {
          posts.push(path);
          return Promise.resolve(buildError ? json({ error: buildError }, 422) : json(built, 201));
        }
        if (path === habitReportPaths.reports) return Promise.resolve(json({ reports: list }));
        if (path.endsWith('/pdf'))
          return Promise.resolve(
            new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
              headers: { 'content-type': 'application/pdf' },
            }),
          );
        return base(input, init);
      }),
    );
    return posts;
  }

  it('lists each weekly report with its score, its public link and a PDF download', async () => {
    stubReports({ list: reports });
    const { container } = renderApp('/customer/habit-reports', { customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly habit reports' })).toBeVisible();
    const rows = await screen.findAllByTestId('habit-report-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Week of 2025-06-02' })).toHaveAttribute(
      'href',
      `/hhr-report/${reports[0]!.reportToken}`,
    );
    expect(within(rows[0]!).getByTestId('habit-report-score')).toHaveTextContent('87');
    expect(within(rows[1]!).getByTestId('habit-report-score')).toHaveTextContent('90');

    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await userEvent.click(
      within(rows[0]!).getByRole('button', { name: 'Download PDF of the report for Week of 2025-06-02' }),
    );
    await waitFor(() => expect(clicks).toEqual(['healthspan-habit-report-2025-06-02.pdf']));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    await expectNoAxeViolations(container);
  });

  it('copies a report’s public link', async () => {
    stubReports({ list: reports });
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/customer/habit-reports', { customer });
    const rows = await screen.findAllByTestId('habit-report-row');
    await user.click(
      within(rows[1]!).getByRole('button', { name: 'Copy the link to the report for Week of 2025-05-26' }),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/hhr-report/${reports[1]!.reportToken}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shows an empty state and builds last week’s report on demand, naming the week', async () => {
    const built = entry('2025-06-09', 91, 3);
    const posts = stubReports({ list: [], built });
    const { container } = renderApp('/customer/habit-reports', { customer });
    expect(await screen.findByTestId('habit-reports-empty')).toHaveTextContent('No reports yet');
    await expectNoAxeViolations(container);
    const button = screen.getByRole('button', { name: 'Build last week’s report' });
    expect(button).toHaveAccessibleDescription(
      `${formatWeekRange(reportWeekAt(Date.now()))}, the last complete week`,
    );
    await userEvent.click(button);
    const row = await screen.findByTestId('habit-report-row');
    expect(posts).toEqual([habitReportPaths.reports]);
    expect(within(row).getByRole('link', { name: built.dateLabel })).toHaveAttribute(
      'href',
      `/hhr-report/${built.reportToken}`,
    );
  });

  it('says why a week cannot be reported', async () => {
    stubReports({ list: [], buildError: 'Last week has too little habit data for a score.' });
    renderApp('/customer/habit-reports', { customer });
    await screen.findByTestId('habit-reports-empty');
    await userEvent.click(screen.getByRole('button', { name: 'Build last week’s report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Last week has too little habit data for a score.',
    );
  });

  it('sends a signed-out visitor to log in first', async () => {
    stubReports({ list: reports });
    renderApp('/customer/habit-reports');
    await waitFor(() => expect(window.location.pathname).toBe('/customer/login'));
    expect(window.location.search).toContain(encodeURIComponent('/customer/habit-reports'));
  });
});
