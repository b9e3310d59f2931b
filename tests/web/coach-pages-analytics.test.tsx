import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerWithResults } from '../../src/contract/coach';
import { ApiError } from '../../src/web/lib/api';
import { expectNoAxeViolations } from './axe';
import { analytics, coachDashboard, FakeCoachPage } from './coach-pages-fixtures';

const api = vi.hoisted(() => ({
  analytics: vi.fn(),
  customersWithResults: vi.fn(),
  reportPdf: vi.fn(),
  reportCsv: vi.fn(),
}));
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../src/web/features/coach/coach-api', () => ({ coachApi: api }));
vi.mock('../../src/web/lib/save-blob', () => ({ saveBlob }));
vi.mock('../../src/web/features/coach/coach-layout', () => ({
  CoachPage: FakeCoachPage,
  useCoach: () => coachDashboard(),
}));

const { AnalyticsPage, CHART_MARKERS, markerOptimizationOption, scoresOverTimeOption, worstFirst } =
  await import('../../src/web/features/coach/analytics-page');
const { defaultReportRange, reportFileName } = await import('../../src/web/features/coach/reports-panel');

const customer = (id: number, firstName: string): CustomerWithResults => ({
  id,
  firstName,
  lastName: 'Demo',
  email: `${firstName.toLowerCase()}@demo.healthspan.test`,
  teamIds: [1],
  resultCount: 2,
  lastTestedAt: '2026-09-14',
});

beforeEach(() => {
  vi.clearAllMocks();
  api.analytics.mockResolvedValue(analytics());
  api.customersWithResults.mockResolvedValue({ customers: [customer(11, 'Robin'), customer(12, 'Sam')] });
});

describe('analytics option builders', () => {
  it('puts the markers most often not optimized first', () => {
    expect(worstFirst(analytics().markers).map((m) => m.abbr)).toEqual(['VITD', 'LDL', 'HDL']);
  });

  it('draws each category per quarter and the optimized share in percent', () => {
    const option = scoresOverTimeOption(analytics());
    expect(option.xAxis.data).toEqual(['2026 Q2', '2026 Q3']);
    expect(option.series.map((s) => s.name)).toEqual(['Heart health', 'Metabolism', 'Optimized markers (%)']);
    expect(option.series[1]!.data).toEqual([64, null]);
    expect(option.series[2]!.data).toEqual([52, 61]);
    expect(option.yAxis).toMatchObject({ min: 0, max: 100 });
  });

  it('stacks optimized and not optimized per marker, the worst at the top', () => {
    const option = markerOptimizationOption(analytics().markers);
    // a category axis draws its first entry at the bottom
    expect(option.yAxis.data).toEqual(['HDL cholesterol', 'LDL cholesterol', 'Vitamin D']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['Not optimized', [1, 4, 7]],
      ['Optimized', [8, 5, 2]],
    ]);
  });
  it('charts the 20 worst markers only', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      abbr: `M${i}`,
      name: `Marker ${i}`,
      optimized: i,
      notOptimized: 25 - i,
    }));
    const option = markerOptimizationOption(many);
    expect(option.yAxis.data).toHaveLength(CHART_MARKERS);
    expect(option.yAxis.data.at(-1)).toBe('Marker 0');
  });
});

describe('the analytics page (001 §2)', () => {
  it('shows who shares, the optimized share and both charts, for all teams and then one', async () => {
    const user = userEvent.setup();
    render(<AnalyticsPage />);
    expect(await screen.findByTestId('sharing')).toHaveTextContent('9 of 12 members share their results');
    expect(screen.getByTestId('optimized-share')).toHaveTextContent('In 2026 Q3, 61% of the tested markers');
    expect(screen.getByRole('img', { name: /category scores/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /per marker, worst first/ })).toBeInTheDocument();
    const rows = within(screen.getByTestId('marker-table')).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.querySelector('th')?.textContent)).toEqual([
      'Vitamin D',
      'LDL cholesterol',
      'HDL cholesterol',
    ]);
    expect(api.analytics).toHaveBeenLastCalledWith(undefined, expect.anything());

    const picker = screen.getByRole('combobox', { name: 'Team' });
    // a deleted team is not offered
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All teams', 'Acme Wellness Team', 'Acme Field Sales']);
    api.analytics.mockResolvedValue(analytics({ members: 5, membersWithResults: 4 }));
    await user.selectOptions(picker, 'Acme Field Sales');
    expect(await screen.findByTestId('sharing')).toHaveTextContent('4 of 5 members share');
    expect(api.analytics).toHaveBeenLastCalledWith(2, expect.anything());
    await expectNoAxeViolations();
  });

  it('explains where the choice lies when nobody shares', async () => {
    api.analytics.mockResolvedValue(analytics({ membersWithResults: 0, periods: [], markers: [] }));
    render(<AnalyticsPage />);
    const empty = await screen.findByTestId('no-shared-results');
    expect(empty).toHaveTextContent('None of the 12 members share their results');
    expect(empty).toHaveTextContent('chooses in their own account');
    expect(empty).toHaveTextContent('from the Users page');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('offers a retry when the figures fail', async () => {
    const user = userEvent.setup();
    api.analytics.mockRejectedValueOnce(new ApiError('http', 500, { error: 'Database unavailable' }, '/api'));
    render(<AnalyticsPage />);
    expect(
      await screen.findByText(/We could not load the team’s figures: Database unavailable/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('sharing')).toBeInTheDocument();
  });
});

describe('the Reports panel (001 §7 Reports)', () => {
  it('defaults to the last 12 months and names files by the day', () => {
    const now = Date.UTC(2026, 10, 26, 23, 0);
    expect(defaultReportRange(now)).toEqual({ dateFrom: '2025-11-27', dateTo: '2026-11-26' });
    expect(reportFileName('csv', now)).toBe('team-results-2026-11-26.csv');
  });

  it('lists the members with results, selects all and downloads the PDF', async () => {
    const user = userEvent.setup();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    let finish: (blob: Blob) => void = () => undefined;
    api.reportPdf.mockReturnValue(new Promise<Blob>((resolve) => (finish = resolve)));
    render(<AnalyticsPage />);
    const panel = await screen.findByRole('region', { name: 'Reports' });
    const { dateFrom, dateTo } = defaultReportRange();
    await waitFor(() =>
      expect(api.customersWithResults).toHaveBeenCalledWith(dateFrom, dateTo, expect.anything()),
    );
    await user.click(await within(panel).findByRole('checkbox', { name: 'Select all (2)' }));
    expect(within(panel).getByRole('checkbox', { name: /Robin Demo/ })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: /Sam Demo/ })).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Download PDF' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Building your PDF report…');
    expect(within(panel).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    finish(pdf);
    await waitFor(() =>
      expect(saveBlob).toHaveBeenCalledWith(
        pdf,
        expect.stringMatching(/^team-results-\d{4}-\d{2}-\d{2}\.pdf$/),
      ),
    );
    expect(api.reportPdf).toHaveBeenCalledWith([11, 12]);
    await expectNoAxeViolations();
  });

  it('sends the CSV with the range, the members and the optimization state', async () => {
    const user = userEvent.setup();
    api.reportCsv.mockResolvedValue(new Blob(['a,b'], { type: 'text/csv' }));
    render(<AnalyticsPage />);
    const panel = await screen.findByRole('region', { name: 'Reports' });
    await user.click(await within(panel).findByRole('checkbox', { name: /Sam Demo/ }));
    await user.click(within(panel).getByRole('radio', { name: 'Not optimized' }));
    await user.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(api.reportCsv).toHaveBeenCalledWith({
      ...defaultReportRange(),
      customerIds: [12],
      optimizationStates: [0],
    });
  });

  it('shows the server’s messages next to the fields, and other failures as a notice', async () => {
    const user = userEvent.setup();
    api.reportPdf.mockRejectedValueOnce(
      new ApiError(
        'http',
        400,
        {
          error: 'Check the fields',
          issues: [{ path: 'customerIds', message: 'Choose at least one member' }],
        },
        '/api',
      ),
    );
    render(<AnalyticsPage />);
    const panel = await screen.findByRole('region', { name: 'Reports' });
    await within(panel).findByRole('checkbox', { name: /Sam Demo/ });
    await user.click(within(panel).getByRole('button', { name: 'Download PDF' }));
    expect(await within(panel).findByText('Choose at least one member')).toBeVisible();
    expect(within(panel).getByRole('group', { name: 'Members' })).toHaveAccessibleDescription(
      'Choose at least one member',
    );

    api.reportPdf.mockRejectedValueOnce(
      new ApiError('http', 500, { error: 'The PDF could not be built' }, '/api'),
    );
    await user.click(within(panel).getByRole('button', { name: 'Download PDF' }));
    expect(await within(panel).findByText('The PDF could not be built')).toBeVisible();
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('an end date before the start answers at the date field, and an empty range says so', async () => {
    api.customersWithResults.mockImplementation((from: string, to: string) =>
      from > to
        ? Promise.reject(
            new ApiError(
              'http',
              400,
              {
                error: 'Check the fields',
                issues: [{ path: 'dateTo', message: 'The end date is before the start date' }],
              },
              '/api',
            ),
          )
        : Promise.resolve({ customers: [] }),
    );
    render(<AnalyticsPage />);
    const panel = await screen.findByRole('region', { name: 'Reports' });
    expect(await within(panel).findByTestId('no-report-members')).toHaveTextContent('No member who shares');
    const from = within(panel).getByLabelText('From');
    fireEvent.change(from, { target: { value: '2099-01-01' } });
    expect(await within(panel).findByText('The end date is before the start date')).toBeVisible();
  });
});
