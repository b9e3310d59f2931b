import { dnaUploadMachine } from '../../machines/dna-upload.machine';
import { describeModel } from '../model/harness';
import { dnaUploadDeclared } from './dna-upload.model';
import { apiError } from './support';

const ok = { name: 'genome.txt', size: 20_000_000 };

describeModel<typeof dnaUploadMachine>({
  name: 'dnaUpload',
  machine: dnaUploadMachine,
  model: dnaUploadDeclared,
  starts: [
    {
      label: 'page limits',
      input: ({ now }) => ({ now, maxBytes: 40 * 1024 * 1024, extensions: ['.txt', '.csv', '.tsv'] }),
    },
  ],
  events: {
    'file.select': [
      { type: 'file.select', file: ok },
      { type: 'file.select', file: { name: 'huge.txt', size: 50 * 1024 * 1024 } },
      { type: 'file.select', file: { name: 'genome.zip', size: 5_000_000 } },
    ],
    'upload.progress': [{ type: 'upload.progress', loaded: 10_000_000, total: 20_000_000 }],
  },
  actors: {
    uploadFile: {
      outputs: [{ setId: 7 }],
      errors: [
        apiError(422, { error: 'This file says it uses build 38 of the human reference.' }),
        apiError(0, { error: 'We could not reach the server. Check your connection.' }),
      ],
    },
    fetchReport: {
      outputs: [{ status: 'processing' }, { status: 'ready' }],
      errors: [apiError(422, { error: 'None of the SNPs the genetics report reads are in this file.' })],
    },
  },
  project: ({ context }) => ({
    hasFile: context.file !== undefined,
    refused: (context.failure?.status ?? 0) >= 400,
  }),
});
