import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OCR_DEFAULT_COUNTRY,
  OCR_MAX_FILE_BYTES,
  OCR_MAX_FILES,
  ocrAccept,
  type SubmitFilesResponse,
} from '../../src/contract/ocr';
import type { BloodMarkersResponse } from '../../src/contract/references';
import { ApiError } from '../../src/web/lib/api';
import { expectNoAxeViolations } from './axe';
import { renderApp, stubApi, testCustomer } from './support';

const api = vi.hoisted(() => ({
  submitFiles: vi.fn(),
  confirmResults: vi.fn(),
  reviewFiles: vi.fn(),
  countries: vi.fn(),
  markers: vi.fn(),
  results: vi.fn(),
}));
vi.mock('../../src/web/features/ocr-upload/ocr-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  ocrApi: api,
}));

const { OCR_LIMITS } = await import('../../src/web/features/ocr-upload/ocr-api');

const parsed: SubmitFilesResponse = {
  groupId: 'g-7',
  files: [{ name: 'quest.pdf', kind: 'pdf', bytes: 2048, method: 'text', pages: 1 }],
  testedAt: '2025-03-04',
  results: [
    {
      markerAbbr: 'GLU',
      markerName: 'Glucose',
      value: 92,
      unit: 'mg/dL',
      units: ['mg/dL', 'mmol/L'],
      confidence: 0.98,
      sourceText: 'Glucose 92 mg/dL',
      fileName: 'quest.pdf',
    },
    {
      markerAbbr: 'HDL',
      markerName: 'HDL cholesterol',
      value: 5.8,
      unit: 'mg/dL',
      units: ['mg/dL', 'mmol/L'],
      confidence: 0.5,
      sourceText: 'HDL 5 8 mg/dL',
      fileName: 'quest.pdf',
      reason: "The report's range is >39; we read 5.8",
    },
  ],
  unmatched: ['Lp-PLA2 120'],
};

const markers = [
  {
    abbr: 'GLU',
    name: 'Glucose',
    unit: 'mg/dL',
    units: [{ unit: 'mmol/L', factor: 0.0555, offset: 0 }],
    ranges: {
      male: { minBorderLine: 55, maxBorderLine: 126 },
      female: { minBorderLine: 55, maxBorderLine: 126 },
    },
  },
  {
    abbr: 'LDL',
    name: 'LDL cholesterol',
    unit: 'mg/dL',
    units: [{ unit: 'mmol/L', factor: 0.0259, offset: 0 }],
    ranges: {},
  },
] as unknown as BloodMarkersResponse;

type Progress = (loaded: number, total: number) => void;

beforeEach(() => {
  vi.clearAllMocks();
  stubApi();
  api.countries.mockResolvedValue([
    { name: 'Canada', countryAbbr: 'CA' },
    { name: 'United States', countryAbbr: 'US' },
  ]);
  api.markers.mockResolvedValue(markers);
});
afterEach(() => vi.unstubAllGlobals());

const pdf = new File(['%PDF-1.4 lab report'], 'quest.pdf', { type: 'application/pdf' });

describe('OCR upload of a blood report (spec 000 §2.3, §2.4)', () => {
  it('the limits written out for the browser are the contract’s', () => {
    expect(OCR_LIMITS.maxFiles).toBe(OCR_MAX_FILES);
    expect(OCR_LIMITS.maxBytes).toBe(OCR_MAX_FILE_BYTES);
    expect(OCR_LIMITS.accept).toBe(ocrAccept);
    expect(OCR_LIMITS.country).toBe(OCR_DEFAULT_COUNTRY);
  });

  it('chooses, uploads with progress, cancels keeping the files, reviews, corrects and confirms', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let progress: Progress = () => {};
    let signal: AbortSignal | undefined;
    let finish: (answer: SubmitFilesResponse) => void = () => {};
    api.submitFiles.mockImplementation((_files: File[], onProgress: Progress, s: AbortSignal) => {
      progress = onProgress;
      signal = s;
      return new Promise((resolve) => (finish = resolve));
    });
    api.confirmResults.mockResolvedValue({ resultId: 31, groupId: 'g-7' });
    renderApp('/customer/diy/upload-blood-result', { customer: testCustomer() });
    expect(
      await screen.findByRole('heading', { name: 'Upload your lab report' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.upload(screen.getByLabelText('Lab report files'), [
      pdf,
      new File(['x'], 'notes.docx', { type: 'application/msword' }),
    ]);
    expect(screen.getByTestId('file-refusals')).toHaveTextContent(
      'notes.docx is not a lab report we can read',
    );
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(
      1,
    );

    await user.click(screen.getByRole('button', { name: 'Upload and read' }));
    progress(10, 20);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('quest.pdf');

    await user.click(screen.getByRole('button', { name: 'Upload and read' }));
    progress(20, 20);
    await waitFor(() =>
      expect(window.location.pathname).toBe('/customer/diy/upload-blood-result/processing'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Reading your report');
    finish(parsed);
    await waitFor(() =>
      expect(window.location.pathname).toBe('/customer/diy/upload-blood-result/confirmation'),
    );

    const rows = await screen.findAllByTestId('review-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByTestId('low-confidence')).toHaveTextContent(
      "Check: The report's range is >39; we read 5.8",
    );
    expect(within(rows[0]!).queryByTestId('low-confidence')).toBeNull();
    expect(screen.getByLabelText('Date of the blood draw')).toHaveValue('2025-03-04');
    await expectNoAxeViolations();

    const hdl = screen.getByLabelText('Value of HDL cholesterol');
    await user.clear(hdl);
    await user.type(hdl, 'fifty');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(hdl).toHaveAttribute('aria-invalid', 'true');
    expect(hdl).toHaveAccessibleDescription('Enter a number');
    // issue 26: the unsure value is saved only once the customer ticks that they compared it
    const compared = within(rows[1]!).getByRole('checkbox', { name: /^Checked: HDL cholesterol is/ });
    expect(compared).toHaveAccessibleDescription('Compare this value with your report, then tick “Checked”');
    await user.clear(hdl);
    await user.type(hdl, '58');
    await user.click(compared);
    expect(compared).toBeChecked();
    expect(compared).toHaveAccessibleName('Checked: HDL cholesterol is 58 mg/dL in my report');
    // a value far outside the marker's border lines is flagged as likely misread
    const glucose = screen.getByLabelText('Value of Glucose');
    await user.type(glucose, '0');
    expect(within(rows[0]!).getByTestId('low-confidence')).toHaveTextContent(
      'Check: 920 mg/dL is far outside the usual range',
    );
    await user.selectOptions(screen.getByLabelText('Unit of Glucose'), 'mmol/L');
    await user.clear(screen.getByLabelText('Value of Glucose'));
    await user.type(screen.getByLabelText('Value of Glucose'), '5.1');
    await user.selectOptions(await screen.findByLabelText('Marker'), 'LDL');
    await user.click(screen.getByRole('button', { name: 'Add marker' }));
    await user.type(screen.getByLabelText('Value of LDL cholesterol'), '101');
    await user.clear(screen.getByLabelText('Date of the blood draw'));
    await user.type(screen.getByLabelText('Date of the blood draw'), '2025-03-05');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const country = await screen.findByLabelText('Country of the lab');
    expect(country).toHaveValue('US');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Confirm results' }));
    await waitFor(() => expect(window.location.pathname).toBe('/customer/diy/upload-blood-result/success'));
    expect(api.confirmResults).toHaveBeenCalledWith(
      {
        groupId: 'g-7',
        country: 'US',
        testedAt: '2025-03-05',
        results: [
          { markerAbbr: 'GLU', value: 5.1, unit: 'mmol/L' },
          { markerAbbr: 'HDL', value: 58, unit: 'mg/dL', checked: true },
          { markerAbbr: 'LDL', value: 101, unit: 'mg/dL' },
        ],
      },
      expect.anything(),
    );
    expect(screen.getByTestId('success-summary')).toHaveTextContent(
      '3 results from the draw of Mar 05, 2025',
    );
    expect(screen.getByRole('link', { name: 'See the draw of Mar 05, 2025' })).toHaveAttribute(
      'href',
      '/customer/bloodwork/table',
    );
    expect(screen.getByRole('link', { name: 'See your InnerAge' })).toHaveAttribute('href', '/customer/age');
    await expectNoAxeViolations();
  }, 20_000);

  it('a refused upload and a refused value are shown where they belong, keeping what was entered', async () => {
    const user = userEvent.setup();
    api.submitFiles
      .mockRejectedValueOnce(
        new ApiError('http', 415, { error: 'quest.pdf is not a PDF, PNG, JPEG or CSV file.' }, '/x'),
      )
      .mockResolvedValueOnce(parsed);
    api.confirmResults
      .mockRejectedValueOnce(new ApiError('network', 0, { error: 'We could not reach the server.' }, '/x'))
      .mockRejectedValueOnce(
        new ApiError(
          'http',
          400,
          {
            error: 'Invalid request',
            issues: [{ path: 'results.1.value', message: 'Enter a value above 0' }],
          },
          '/x',
        ),
      );
    renderApp('/customer/diy/upload-blood-result', { customer: testCustomer() });
    await user.upload(await screen.findByLabelText('Lab report files', {}, { timeout: 5000 }), pdf);
    await user.click(screen.getByRole('button', { name: 'Upload and read' }));
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('quest.pdf is not a PDF');
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('quest.pdf');
    await user.click(screen.getByRole('button', { name: 'Upload and read' }));
    await user.click(await screen.findByRole('checkbox', { name: /^Checked: HDL cholesterol/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.selectOptions(await screen.findByLabelText('Country of the lab'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Confirm results' }));
    expect(await screen.findByTestId('review-error')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByLabelText('Country of the lab')).toHaveValue('CA');
    await user.click(screen.getByRole('button', { name: 'Confirm results' }));
    const hdl = await screen.findByLabelText('Value of HDL cholesterol');
    await waitFor(() => expect(hdl).toHaveAccessibleDescription('Enter a value above 0'));
    expect(window.location.pathname).toBe('/customer/diy/upload-blood-result/confirmation');
  }, 20_000);

  it('an opened sub-path without an upload goes back to choosing files', async () => {
    renderApp('/customer/diy/upload-blood-result/confirmation', { customer: testCustomer() });
    expect(await screen.findByRole('heading', { name: 'Upload your lab report' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/customer/diy/upload-blood-result'));
  });

  it('without the upload plan the page says so instead of offering the upload', async () => {
    renderApp('/customer/diy/upload-blood-result', { customer: testCustomer({ hasAccessToBru: false }) });
    expect(
      await screen.findByRole('heading', { name: /needs the blood-results upload plan/ }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Lab report files')).toBeNull();
  });
});

describe('adding results hub /customer/diy', () => {
  it('offers the blood report and DNA uploads and lists past uploads (results with a groupId)', async () => {
    api.results.mockResolvedValue([
      {
        id: 3,
        testedAt: '2025-03-05',
        publishedAt: '2025-03-06',
        source: 'Uploaded report',
        groupId: 'g-7',
        markerValues: [{}, {}],
        notes: [],
      },
      {
        id: 2,
        testedAt: '2024-10-01',
        publishedAt: '2024-10-03',
        source: 'Healthspan lab',
        groupId: null,
        markerValues: [{}],
        notes: [],
      },
    ]);
    renderApp('/customer/diy', { customer: testCustomer() });
    const uploads = await screen.findAllByTestId('past-upload');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toHaveTextContent('Draw of Mar 05, 2025');
    expect(uploads[0]).toHaveTextContent('2 markers · Uploaded report');
    expect(screen.getByRole('link', { name: 'Upload a lab report' })).toHaveAttribute(
      'href',
      '/customer/diy/upload-blood-result',
    );
    expect(screen.getByRole('link', { name: 'Upload DNA data' })).toHaveAttribute(
      'href',
      '/customer/genetics-report',
    );
    await expectNoAxeViolations();
  });

  it('says when nothing was uploaded yet', async () => {
    api.results.mockResolvedValue([]);
    renderApp('/customer/diy', { customer: testCustomer() });
    expect(await screen.findByTestId('uploads-empty')).toBeInTheDocument();
  });
});
