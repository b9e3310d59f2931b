import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DnaReportPageData, DnaReportResponse } from '../../src/contract/dna';
import { buildDnaReport } from '../../src/domain/dna';
import { ApiError } from '../../src/web/lib/api';
import { expectNoAxeViolations } from './axe';

const api = vi.hoisted(() => ({
  pageData: vi.fn(),
  report: vi.fn(),
  upload: vi.fn(),
  pdf: vi.fn(),
  rawData: vi.fn(),
  healthspanPdf: vi.fn(),
  currentKit: vi.fn(),
  registerKit: vi.fn(),
  markMailed: vi.fn(),
  markPopupViewed: vi.fn(),
}));
vi.mock('../../src/web/features/genetics/dna-api', () => ({ dnaApi: api }));
vi.mock('../../src/web/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const { default: GeneticsReportPage } = await import('../../src/web/features/genetics/genetics-report-page');

const page: DnaReportPageData = {
  reportStatus: 'ready',
  latestUpload: null,
  reportSource: null,
  kit: null,
  canRegisterKit: true,
  healthspanReport: { status: 'noKit', dnaKitId: null, reportReady: false, resultAt: null },
  upload: {
    maxBytes: 1_048_576,
    maxFiles: 3,
    extensions: ['.txt', '.csv'],
    formats: ['23andMe', 'AncestryDNA'],
  },
};

function report(genotypes: Record<string, string>): DnaReportResponse {
  return {
    status: 'ready',
    source: {
      id: 1,
      source: 'upload',
      format: '23andme',
      formatName: '23andMe',
      fileNames: ['genome.txt'],
      rowsRead: 600_000,
      createdAt: '2026-11-01T10:00:00.000Z',
      completedAt: '2026-11-01T10:00:02.000Z',
    },
    conflicts: [],
    ...buildDnaReport(new Map(Object.entries(genotypes))),
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  api.pageData.mockResolvedValue(page);
  api.currentKit.mockResolvedValue({ kit: null, canRegister: true });
});

describe('GeneticsReportPage (spec 000 §7.8)', () => {
  it('shows each trait computed from the genotypes, "Cannot determine" on a no-call, APOE only on request', async () => {
    api.report.mockResolvedValue(report({ rs429358: 'CT', rs7412: 'CC', rs1801133: 'AG', rs9939609: '--' }));
    render(<GeneticsReportPage />);
    const mthfr = await screen.findByTestId('trait-mthfr');
    await expectNoAxeViolations();
    expect(within(mthfr).getByTestId('trait-result')).toHaveTextContent(
      'Slightly reduced folate enzyme activity',
    );
    expect(within(mthfr).getByText(/rs1801133 AG \(CT\)/)).toBeInTheDocument();
    expect(within(mthfr).getByTestId('trait-genotype')).toHaveTextContent('MTHFR 677 CT');
    expect(within(screen.getByTestId('trait-fto')).getByTestId('trait-result')).toHaveTextContent(
      'Cannot determine',
    );
    expect(screen.getByTestId('trait-fto')).toHaveTextContent(/no-call/);
    expect(screen.getByTestId('dna-source')).toHaveTextContent(
      'From your 23andMe upload of Nov 01, 2026 · 3 of the 7 SNPs could be read',
    );

    const apoe = screen.getByTestId('trait-apoe');
    expect(within(apoe).queryByTestId('trait-result')).not.toBeInTheDocument();
    await userEvent.click(within(apoe).getByRole('button', { name: 'Show my APOE type' }));
    expect(within(screen.getByTestId('trait-apoe')).getByTestId('trait-result')).toHaveTextContent(
      'Associated with a higher Alzheimer’s risk',
    );
    expect(within(screen.getByTestId('trait-apoe')).getByTestId('trait-genotype')).toHaveTextContent(
      'APOE ε3/ε4',
    );
  });

  it('without DNA data says so and offers the upload', async () => {
    api.report.mockRejectedValue(new ApiError('http', 404, { error: 'You have no DNA data yet.' }, '/x'));
    render(<GeneticsReportPage />);
    expect(await screen.findByTestId('dna-empty')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose your raw-data file' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('refuses a file over the limit before uploading it', async () => {
    api.report.mockRejectedValue(new ApiError('http', 404, { error: 'none' }, '/x'));
    render(<GeneticsReportPage />);
    const input = await screen.findByLabelText('Raw DNA data file');
    await userEvent.upload(input, new File(['x'.repeat(1_100_000)], 'genome.txt', { type: 'text/plain' }));
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('genome.txt is larger than 1 MB');
    await expectNoAxeViolations();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('a load failure offers a retry', async () => {
    api.report.mockRejectedValue(
      new ApiError('network', 0, { error: 'We could not reach the server.' }, '/x'),
    );
    render(<GeneticsReportPage />);
    expect(await screen.findByText(/We could not load your DNA report/)).toBeInTheDocument();
    await expectNoAxeViolations();
    api.report.mockResolvedValue(report({ rs762551: 'AA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await screen.findByTestId('trait-cyp1a2')).getByTestId('trait-result')).toHaveTextContent(
      'Fast caffeine metabolizer',
    );
  });

  it('registers a kit, showing the server’s message at the serial number', async () => {
    api.report.mockRejectedValue(new ApiError('http', 404, { error: 'none' }, '/x'));
    api.registerKit.mockRejectedValueOnce(
      new ApiError(
        'http',
        400,
        {
          error: 'Invalid serialNumber',
          issues: [{ path: 'serialNumber', message: 'This serial number has a typo' }],
        },
        '/x',
      ),
    );
    render(<GeneticsReportPage />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Kit ID (on the box)' }),
      'HSK-1000-0001',
    );
    const serial = screen.getByRole('textbox', { name: 'Serial number (12 digits on the tube)' });
    await userEvent.type(serial, '100000000017');
    await userEvent.click(screen.getByRole('button', { name: 'Register kit' }));
    expect(await screen.findByText('This serial number has a typo')).toBeInTheDocument();
    await waitFor(() => expect(serial).toBeInvalid());
    await expectNoAxeViolations();
    api.registerKit.mockResolvedValueOnce({
      dnaKitId: 'HSK-1000-0001',
      serialNumberLast4: '0016',
      state: 'registered',
      registeredAt: '2026-11-20T00:00:00.000Z',
      mailedAt: null,
      receivedAt: null,
      failedAt: null,
      resultAt: null,
      showSampleFailPopup: false,
      canMarkMailed: true,
    });
    await userEvent.clear(serial);
    await userEvent.type(serial, '100000000016');
    await userEvent.click(screen.getByRole('button', { name: 'Register kit' }));
    expect(await screen.findByTestId('kit-state')).toHaveTextContent(/Registered/);
    expect(api.registerKit).toHaveBeenLastCalledWith({
      dnaKitId: 'HSK-1000-0001',
      serialNumber: '100000000016',
    });
    expect(screen.getByRole('button', { name: 'I have mailed my sample' })).toBeEnabled();
  });
});
