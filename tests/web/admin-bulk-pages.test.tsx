import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkPreview, CustomerImportView } from '../../src/contract/back-office-bulk';
import { jobPercent } from '../../src/contract/back-office-jobs';
import { formatDateTime } from '../../src/domain/dates';
import { adminUrl } from '../../src/web/components/admin/admin-data';
import { BulkActionPage } from '../../src/web/features/admin-bulk/bulk-action-page';
import { CsvImportPage } from '../../src/web/features/admin-bulk/csv-import-page';
import {
  answer,
  answerJob,
  AT,
  badRequest,
  callsTo,
  expectLoading,
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

beforeEach(() => {
  resetFakeServer();
  answer('GET', adminUrl('jobs'), jobsPage([]));
});

const dryRun = (overrides: Partial<CustomerImportView> = {}): CustomerImportView => ({
  id: 5,
  fileName: 'march.csv',
  createdAt: AT,
  staffName: 'Ada Admin',
  rows: 10,
  newCount: 6,
  existingCount: 1,
  badCount: 3,
  problems: [
    { line: 3, field: 'email', message: 'Enter a valid e-mail address' },
    { line: 7, field: 'date_of_birth', message: 'A date as YYYY-MM-DD' },
    { line: 9, field: 'sex', message: 'female, male or other' },
  ],
  jobId: null,
  duplicates: null,
  ...overrides,
});

describe('customer CSV import', () => {
  it('shows the file’s columns and, with no runs, says so', async () => {
    renderAt('/admin/customers-csv-import', <CsvImportPage />);
    expect(screen.getByRole('table', { name: 'Columns of the import file' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing has run yet.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('checking without a file names the field; the server’s 400 shows next to it', async () => {
    answer(
      'POST',
      adminUrl('customerImports'),
      badRequest({ file: 'The file has more than 2000 customers' }),
    );
    renderAt('/admin/customers-csv-import', <CsvImportPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    const input = screen.getByLabelText(/CSV file of customers/);
    expect(input).toHaveAccessibleDescription(/Choose a CSV file/);
    expect(callsTo('POST', adminUrl('customerImports'))).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['email\n'], 'big.csv', { type: 'text/csv' })] } });
    await userEvent.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/more than 2000 customers/));
    await expectNoAxeViolations();
  });

  it('the dry run is loading, then lists every bad row with its line and column', async () => {
    expectLoading(
      '/admin/customers-csv-import?import=5',
      <CsvImportPage />,
      adminUrl('customerImport', { id: 5 }),
      'Reading the dry run…',
    );

    answer('GET', adminUrl('customerImport', { id: 5 }), dryRun());
    renderAt('/admin/customers-csv-import?import=5', <CsvImportPage />);
    const problems = await screen.findByRole('table', { name: 'Problems found by the dry run' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', 'email', 'Enter a valid e-mail address'],
      ['7', 'date_of_birth', 'A date as YYYY-MM-DD'],
      ['9', 'sex', 'female, male or other'],
    ]);
    expect(screen.getByText(`${formatDateTime(AT)} by Ada Admin`)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('an upload opens its dry run; starting the import asks why and follows the job in the URL', async () => {
    answer('POST', adminUrl('customerImports'), dryRun());
    answer('GET', adminUrl('customerImport', { id: 5 }), dryRun());
    answer('POST', adminUrl('customerImportRun', { id: 5 }), { jobId: 30 });
    const running = job({
      id: 30,
      kind: 'customer-import',
      title: 'Import customers from march.csv',
      status: 'running',
      done: 2,
      total: 7,
      summary: null,
    });
    answerJob(running, [logLine(1, { itemKey: 'line 2', message: 'Created ada@example.test' })]);
    renderAt('/admin/customers-csv-import', <CsvImportPage />);
    fireEvent.change(screen.getByLabelText(/CSV file of customers/), {
      target: { files: [new File(['email\n'], 'march.csv', { type: 'text/csv' })] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    await waitFor(() => expect(search().get('import')).toBe('5'));

    await userEvent.click(await screen.findByRole('radio', { name: /Update them/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Import 7 customers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import 7 customers from march.csv?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'New clinic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the import' }));

    await waitFor(() => expect(search().get('job')).toBe('30'));
    expect(search().get('import')).toBe('5');
    expect(callsTo('POST', adminUrl('customerImportRun', { id: 5 }))[0]?.body).toEqual({
      duplicates: 'update',
      reason: 'New clinic',
    });
    const progress = await screen.findByRole('progressbar', {
      name: 'Import customers from march.csv: progress',
    });
    expect(progress).toHaveAttribute('value', String(jobPercent(running)));
    expect(within(screen.getByRole('log')).getByText(/Created ada@example.test/)).toBeInTheDocument();
  });
});

describe('JobSection on the import screen', () => {
  it('a run opened from the recent runs replaces the job in the URL and closes the other file’s dry run', async () => {
    const older = job({ id: 31, kind: 'customer-import', title: 'Import customers from february.csv' });
    answer('GET', adminUrl('customerImport', { id: 5 }), dryRun({ jobId: 30, duplicates: 'skip' }));
    answerJob(
      job({ id: 30, kind: 'customer-import', title: 'Import customers from march.csv' }),
      [],
      [older],
    );
    answer('GET', adminUrl('jobLog', { id: 31 }), { items: [], job: older });
    renderAt('/admin/customers-csv-import?import=5&job=30', <CsvImportPage />);
    expect(await screen.findByRole('region', { name: 'Import progress' })).toHaveTextContent(
      'Import customers from march.csv',
    );
    const runs = await screen.findByRole('table', { name: 'Recent runs' });
    await userEvent.click(within(runs).getByRole('button', { name: 'Import customers from february.csv' }));
    await waitFor(() => expect(search().get('job')).toBe('31'));
    expect(search().get('import')).toBeNull();
    // one panel: the job opened replaces the one shown
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Import progress' })).toHaveTextContent(
        'Import customers from february.csv',
      ),
    );
    expect(screen.queryByRole('region', { name: 'Dry run' })).toBeNull();
  });
});

const preview = (overrides: Partial<BulkPreview> = {}): BulkPreview => ({
  count: 2,
  skipCount: 1,
  first: [
    { id: 41, name: 'Robin Demo', email: 'robin@demo.healthspan.test', skip: null },
    { id: 42, name: 'Sam Demo', email: 'sam@demo.healthspan.test', skip: 'has the add-on already' },
  ],
  unknown: ['nobody@example.test'],
  ...overrides,
});

describe('bulk user actions', () => {
  beforeEach(() => answer('GET', adminUrl('companies'), { items: [], page: 1, pageSize: 100, total: 0 }));

  it('the preview names each field the server refuses', async () => {
    answer(
      'POST',
      adminUrl('bulkActionPreview'),
      badRequest({ 'selection.list': 'Paste at least one id or e-mail' }),
    );
    renderAt('/admin/bulk-user-action', <BulkActionPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Customer ids/ })).toHaveAccessibleDescription(
        /Paste at least one id or e-mail/,
      ),
    );
    expect(screen.getByText('Check the fields marked below.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('previews who is affected and skipped, then runs it with a reason as a job in the URL', async () => {
    answer('POST', adminUrl('bulkActionPreview'), preview());
    answer('POST', adminUrl('bulkActions'), { jobId: 40 });
    answerJob(
      job({
        id: 40,
        kind: 'bulk-action',
        title: 'Grant an add-on for 2 customers',
        done: 2,
        total: 2,
        skipped: 1,
      }),
      [
        logLine(1, { itemKey: 'customer 41', message: 'Granted' }),
        logLine(2, { itemKey: 'customer 42', outcome: 'skipped', message: 'Has the add-on already' }),
      ],
    );
    renderAt('/admin/bulk-user-action', <BulkActionPage />);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Customer ids/ }),
      '41, 42, nobody@example.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Customers the action affects' });
    expect(within(table).getByText('Skipped: has the add-on already')).toBeInTheDocument();
    expect(screen.getByText('nobody@example.test')).toBeInTheDocument();
    expect(callsTo('POST', adminUrl('bulkActionPreview'))[0]?.body).toEqual({
      selection: { by: 'list', list: '41, 42, nobody@example.test' },
      action: { type: 'grant-addon', tag: 'innerage' },
    });
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Run for 2 customers' }));
    const dialog = await screen.findByRole('dialog', { name: /for 2 customers\?/ });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Promotion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run it' }));
    await waitFor(() => expect(search().get('job')).toBe('40'));
    const log = await screen.findByRole('log');
    expect(within(log).getByText(/Has the add-on already/)).toBeInTheDocument();
    // the preview was of this run: it goes once the run starts
    expect(screen.queryByRole('table', { name: 'Customers the action affects' })).toBeNull();
  });

  it('changing the choice after a preview asks for a new one', async () => {
    answer('POST', adminUrl('bulkActionPreview'), preview());
    renderAt('/admin/bulk-user-action', <BulkActionPage />);
    await userEvent.type(screen.getByRole('textbox', { name: /Customer ids/ }), '41');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Customers the action affects' });
    await userEvent.type(screen.getByRole('textbox', { name: /Customer ids/ }), ', 43');
    expect(screen.queryByRole('button', { name: /^Run for/ })).toBeNull();
  });
});
