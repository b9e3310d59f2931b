import { ocrUploadMachine, reviewProblems } from '../../machines/ocr-upload.machine';
import { describeModel } from '../model/harness';
import { ocrInput, parsed, photo, report } from './ocr-upload.fixtures';
import { apiError } from './support';

describeModel<typeof ocrUploadMachine>({
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
    country: context.country !== '',
  }),
});
