import type { SubmitFilesResponse } from '../../src/contract/ocr';
import {
  ocrUploadMachine,
  reviewProblems,
  uncheckedProblems,
  type OcrUploadInput,
} from '../../machines/ocr-upload.machine';
import type { ModelSpec } from '../model/harness';
import { apiError } from './support';

export const OCR_LIMITS = {
  maxFiles: 3,
  maxBytes: 10 * 1024 * 1024,
  extensions: ['.pdf', '.png', '.jpg', '.jpeg', '.csv'],
  country: 'US',
} as const;

export const ocrInput = (now: () => number): OcrUploadInput => ({ now, ...OCR_LIMITS });

export const report = { name: 'Quest-2025-01.pdf', size: 120_000 };
export const photo = { name: 'photo.PNG', size: 2_000_000 };

/** What the server answers for the report: one sure value, one unsure, no draw date in one variant. */
export function parsed(testedAt: string | null = '2024-12-30'): SubmitFilesResponse {
  return {
    groupId: 'g-1',
    files: [{ name: report.name, kind: 'pdf', bytes: report.size, method: 'text', pages: 1 }],
    testedAt,
    results: [
      {
        markerAbbr: 'GLU',
        markerName: 'Glucose',
        value: 92,
        unit: 'mg/dL',
        units: ['mg/dL', 'mmol/L'],
        confidence: 0.97,
        sourceText: 'Glucose 92 mg/dL 65-99',
        fileName: report.name,
      },
      {
        markerAbbr: 'HDL',
        markerName: 'HDL cholesterol',
        value: 5.8,
        unit: 'mg/dL',
        units: ['mg/dL', 'mmol/L'],
        confidence: 0.52,
        sourceText: 'HDL Cholesterol 5 8 mg/dL',
        reason: "The report's range is >39; we read 5.8",
        fileName: report.name,
      },
    ],
    unmatched: ['Lp-PLA2 activity 120 nmol/min/mL'],
  };
}

/** The model of the machine's model test and of the model test through the screens. */
export const ocrUploadModel: ModelSpec<typeof ocrUploadMachine> = {
  name: 'ocrUpload',
  machine: ocrUploadMachine,
  starts: [{ label: 'upload page', input: ({ now }) => ocrInput(now) }],
  events: {
    'files.add': [
      { type: 'files.add', files: [report] },
      { type: 'files.add', files: [{ name: 'notes.docx', size: 100 }] },
    ],
    'files.remove': [{ type: 'files.remove', index: 0 }],
    'upload.progress': [
      { type: 'upload.progress', loaded: 60_000, total: 120_000 },
      { type: 'upload.progress', loaded: 120_000, total: 120_000 },
    ],
    'row.value': [
      { type: 'row.value', key: 'r2', value: '58' },
      { type: 'row.value', key: 'r2', value: 'five' },
    ],
    'row.unit': [{ type: 'row.unit', key: 'r1', unit: 'mmol/L' }],
    'row.remove': [{ type: 'row.remove', key: 'r1' }],
    'row.check': [
      { type: 'row.check', key: 'r2', checked: true },
      { type: 'row.check', key: 'r2', checked: false },
    ],
    'row.add': [{ type: 'row.add', marker: { abbr: 'LDL', name: 'LDL cholesterol', units: ['mg/dL'] } }],
    'date.change': [
      { type: 'date.change', testedAt: '2024-12-31' },
      { type: 'date.change', testedAt: '' },
    ],
    'country.change': [
      { type: 'country.change', country: 'CA' },
      { type: 'country.change', country: '' },
    ],
  },
  actors: {
    submitFiles: {
      outputs: [parsed()],
      errors: [
        apiError(415, { error: `${photo.name} is not a PDF, PNG, JPEG or CSV file.` }),
        apiError(0, { error: 'We could not reach the server. Check your connection.' }),
      ],
    },
    confirmResults: {
      outputs: [{ resultId: 9, groupId: 'g-1' }],
      errors: [
        apiError(409, { error: 'These results were confirmed already.' }),
        apiError(404, { error: 'No upload g-1.' }),
        apiError(400, {
          error: 'Invalid country',
          issues: [{ path: 'country', message: 'Choose a country' }],
        }),
        apiError(400, {
          error: 'Invalid request',
          issues: [{ path: 'results.0.value', message: 'Enter a value above 0' }],
        }),
        apiError(503, { error: 'The server is busy.' }),
      ],
    },
    reviewFiles: {
      outputs: [{ groupId: 'g-2', status: 'queued' }],
      errors: [apiError(0, { error: 'We could not reach the server. Check your connection.' })],
    },
  },
  // what the guards read: files chosen, a review that may go on, a country chosen
  project: ({ context }) => ({
    files: context.files.length,
    reviewable: Object.keys(reviewProblems(context)).length === 0,
    unchecked: Object.keys(uncheckedProblems(context.rows)).length,
    country: context.country !== '',
  }),
};
