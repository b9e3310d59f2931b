import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscountReportResponse, ExportQueryView } from '../../src/contract/back-office-data';
import { formatDate, formatDateTime } from '../../src/domain/dates';
import { adminUrl } from '../../src/web/components/admin/admin-data';
import { DiscountReportPage } from '../../src/web/features/admin-data/discount-report-page';
import { ExportQueriesPage } from '../../src/web/features/admin-data/export-queries-page';
import { ScriptsPage } from '../../src/web/features/admin-data/scripts-page';
import {
  answer,
  answerJob,
  AT,
  badRequest,
  callsTo,
  expectLoading,
  expectLoadingThenEmpty,
  grants,
  job,
  jobsPage,
  logLine,
  renderAt,
  resetFakeServer,
  search,
} from './admin-fixtures';
import { expectNoAxeViolations } from './axe';

vi.mock('../../src/web/lib/api', async (original) => (await import('./admin-fixtures')).apiMock(original));
vi.mock('../../src/web/lib/staff-auth', async (original) =>
  (await import('./admin-fixtures')).staffAuthMock(original),
);
vi.mock('../../src/web/components/admin/admin-layout', async () =>
  (await import('./admin-fixtures')).layoutMock(),
);

beforeEach(resetFakeServer);

const SCRIPTS = {
  items: [
    {
      name: 'recompute-inner-age',
      title: 'Recompute InnerAge for all customers',
      description: 'Computes every stored InnerAge again from the results.',
      resumable: true,
    },
    {
      name: 'purge-sessions',
      title: 'Purge expired sessions',
      description: 'Removes sessions past their expiry.',
      resumable: false,
    },
  ],
};

describe('utility scripts', () => {
  it('shows loading, then the scripts and that nothing has run yet', async () => {
    answer('GET', adminUrl('jobs'), jobsPage([]));
    expectLoading('/admin/utility-scripts/run', <ScriptsPage />, adminUrl('scripts'), 'Loading the scripts…');

    answer('GET', adminUrl('scripts'), SCRIPTS);
    renderAt('/admin/utility-scripts/run', <ScriptsPage />);
    expect(await screen.findByRole('region', { name: 'Purge expired sessions' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing has run yet.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('a dry run starts at once and its job, with its log, is kept in the URL', async () => {
    const dry = job({ id: 9, dryRun: true, summary: 'Would change 2 InnerAges.' });
    answer('GET', adminUrl('scripts'), SCRIPTS);
    answer('POST', adminUrl('scriptRuns', { name: 'recompute-inner-age' }), { jobId: 9 });
    answerJob(dry, [logLine(1, { itemKey: 'customer 42', message: 'Would change InnerAge 41 → 39' })]);
    renderAt('/admin/utility-scripts/run', <ScriptsPage />);
    const region = await screen.findByRole('region', { name: 'Recompute InnerAge for all customers' });
    await userEvent.click(within(region).getByRole('button', { name: 'Dry run' }));

    expect(callsTo('POST', adminUrl('scriptRuns', { name: 'recompute-inner-age' }))[0]?.body).toEqual({
      dryRun: true,
    });
    await waitFor(() => expect(search().get('job')).toBe('9'));
    const log = await screen.findByRole('log');
    expect(within(log).getByText(/Would change InnerAge 41 → 39/)).toBeInTheDocument();
    // the panel and the recent runs both say it
    expect(screen.getAllByText(/Finished.*\(dry run\)/).length).toBeGreaterThan(0);
    await expectNoAxeViolations();
  });

  it('a real run asks for a reason; the server’s 400 shows next to it', async () => {
    answer('GET', adminUrl('scripts'), SCRIPTS);
    answer('GET', adminUrl('jobs'), jobsPage([]));
    answer(
      'POST',
      adminUrl('scriptRuns', { name: 'purge-sessions' }),
      (call: { body: { reason?: string } }) =>
        call.body.reason === 'Nightly clean-up'
          ? { jobId: 11 }
          : badRequest({ reason: 'Say why you run this script' }),
    );
    answerJob(job({ id: 11, title: 'Purge expired sessions' }));
    renderAt('/admin/utility-scripts/run', <ScriptsPage />);
    const region = await screen.findByRole('region', { name: 'Purge expired sessions' });
    await userEvent.click(within(region).getByRole('button', { name: 'Run…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Run “Purge expired sessions”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run the script' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Say why you run this script/));
    expect(search().get('job')).toBeNull();
    await expectNoAxeViolations(dialog);

    await userEvent.type(reason, 'Nightly clean-up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run the script' }));
    await waitFor(() => expect(search().get('job')).toBe('11'));
    expect(callsTo('POST', adminUrl('scriptRuns', { name: 'purge-sessions' })).at(-1)?.body).toEqual({
      dryRun: false,
      reason: 'Nightly clean-up',
    });
  });
});

const exportQuery = (id: number, overrides: Partial<ExportQueryView> = {}): ExportQueryView => ({
  id,
  name: 'Active customers',
  entity: 'customers',
  fields: ['id', 'createdAt'],
  filters: {},
  personal: false,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

describe('export queries', () => {
  beforeEach(() => answer('GET', adminUrl('jobs'), jobsPage([])));

  it('shows loading, an empty list, then the saved exports', async () => {
    await expectLoadingThenEmpty(
      '/admin/export/query-list',
      <ExportQueriesPage />,
      adminUrl('exportQueries'),
      {
        loading: 'Loading the exports…',
        empty: { items: [], personalAllowed: true },
        emptyText: /No export is saved yet/,
      },
    );

    answer('GET', adminUrl('exportQueries'), {
      items: [
        exportQuery(1),
        exportQuery(2, { name: 'With e-mails', fields: ['id', 'email'], personal: true }),
      ],
      personalAllowed: true,
    });
    renderAt('/admin/export/query-list', <ExportQueriesPage />);
    const table = await screen.findByRole('table', { name: 'Saved exports' });
    expect(within(table).getByText('With e-mails')).toBeInTheDocument();
    expect(within(table).getByText('Personal')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('without the permission, personal fields cannot be chosen and a personal export cannot run', async () => {
    grants.splice(0, grants.length, { area: 'admin', controller: 'export', action: 'query-list' });
    answer('GET', adminUrl('exportQueries'), {
      items: [
        exportQuery(1),
        exportQuery(2, { name: 'With e-mails', fields: ['id', 'email'], personal: true }),
      ],
      personalAllowed: false,
    });
    renderAt('/admin/export/query-list', <ExportQueriesPage />);
    expect(await screen.findByText(/Your role may not export personal data/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run With e-mails' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Run Active customers' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'New export' }));
    const form = await screen.findByRole('region', { name: 'New export' });
    expect(within(form).getByRole('checkbox', { name: /E-mail/ })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: /Created/ })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('saving shows the server’s field errors next to the fields; Run opens the job in the URL', async () => {
    answer('GET', adminUrl('exportQueries'), { items: [exportQuery(1)], personalAllowed: true });
    answer(
      'POST',
      adminUrl('exportQueries'),
      badRequest({ name: 'Name the export', 'filters.createdFrom': 'A day as YYYY-MM-DD' }),
    );
    answer('POST', adminUrl('exportQueryRuns', { id: 1 }), { jobId: 21 });
    answerJob(
      job({
        id: 21,
        kind: 'export',
        title: 'Export "Active customers" to CSV',
        files: [{ name: 'customers-1.csv', contentType: 'text/csv', bytes: 2048 }],
      }),
    );
    renderAt('/admin/export/query-list', <ExportQueriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New export' }));
    const form = await screen.findByRole('region', { name: 'New export' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save export…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the export?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'For the board');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        /Name the export/,
      ),
    );
    expect(within(form).getByLabelText('Created from')).toHaveAccessibleDescription(/A day as YYYY-MM-DD/);
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Run Active customers' }));
    await waitFor(() => expect(search().get('job')).toBe('21'));
    expect(
      await screen.findByRole('button', { name: /Download customers-1\.csv \(2 KB\)/ }),
    ).toBeInTheDocument();
  });
});

const report = (overrides: Partial<DiscountReportResponse> = {}): DiscountReportResponse => ({
  from: '2026-10-01',
  to: '2026-10-31',
  items: [
    { id: 1, usedAt: AT, kind: 'discount-code', code: 'WELCOME10', orderId: 12, amountCents: 1000 },
    { id: 2, usedAt: AT, kind: 'gift-card', code: 'GIFT-ABC', orderId: 13, amountCents: 2550 },
  ],
  byCode: [
    { kind: 'gift-card', code: 'GIFT-ABC', uses: 1, amountCents: 2550 },
    { kind: 'discount-code', code: 'WELCOME10', uses: 1, amountCents: 1000 },
  ],
  totals: { uses: 2, amountCents: 3550 },
  ...overrides,
});

describe('discount-used report', () => {
  it('shows loading, then the totals of the range, its codes and each use with its date worded', async () => {
    expectLoading(
      '/admin/reports/discount-used-report/',
      <DiscountReportPage />,
      adminUrl('discountReport'),
      'Computing the report…',
    );

    answer('GET', adminUrl('discountReport'), report());
    renderAt('/admin/reports/discount-used-report/', <DiscountReportPage />);
    const totals = await screen.findByRole('region', {
      name: `Totals, ${formatDate('2026-10-01')} to ${formatDate('2026-10-31')}`,
    });
    expect(within(totals).getByText('$35.50')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Uses by code' })).getByText('GIFT-ABC'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Each use' })).getAllByText(formatDateTime(AT)),
    ).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('says so when no code was used', async () => {
    answer(
      'GET',
      adminUrl('discountReport'),
      report({ items: [], byCode: [], totals: { uses: 0, amountCents: 0 } }),
    );
    renderAt('/admin/reports/discount-used-report/', <DiscountReportPage />);
    expect(
      await screen.findByText('No discount code or gift card was used in this range.'),
    ).toBeInTheDocument();
  });

  it('a range the server refuses shows its message next to the date, and the range is in the URL', async () => {
    answer('GET', adminUrl('discountReport'), (call: { query: URLSearchParams }) =>
      call.query.get('from') === '2026-12-01'
        ? badRequest({ to: 'The end comes on or after the start' })
        : report(),
    );
    renderAt('/admin/reports/discount-used-report/', <DiscountReportPage />);
    await screen.findByRole('region', { name: /^Totals, / });
    await userEvent.type(screen.getByLabelText('From'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() =>
      expect(screen.getByLabelText('To')).toHaveAccessibleDescription(/The end comes on or after the start/),
    );
    expect(screen.getByText('Check the dates marked above.')).toBeInTheDocument();
    expect(search().get('from')).toBe('2026-12-01');
    await expectNoAxeViolations();
  });
});
