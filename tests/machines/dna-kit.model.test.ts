import { dnaKitMachine } from '../../machines/dna-kit.machine';
import { describeModel } from '../model/harness';
import { kit } from './dna-kit.fixtures';
import { dnaKitDeclared } from './dna-kit.model';
import { apiError } from './support';

describeModel<typeof dnaKitMachine>({
  name: 'dnaKit',
  machine: dnaKitMachine,
  model: dnaKitDeclared,
  events: {
    'kit.register': [{ type: 'kit.register', dnaKitId: 'HSK-1000-0001', serialNumber: '100000000016' }],
  },
  actors: {
    loadKit: {
      outputs: [
        { kit: null, canRegister: true },
        { kit: kit('registered'), canRegister: false },
        { kit: kit('sampleFailed'), canRegister: true },
      ],
      errors: [apiError(0, { error: 'We could not reach the server.' })],
    },
    registerKit: {
      outputs: [kit('registered')],
      errors: [
        apiError(404, {
          error: 'We cannot find a kit with this kit ID and serial number.',
          issues: [{ path: 'dnaKitId', message: 'Check the kit ID on the box' }],
        }),
      ],
    },
    markMailed: { outputs: [kit('mailed')], errors: [apiError(409, { error: 'Already mailed.' })] },
    markPopupViewed: {
      outputs: [kit('sampleFailed', { showSampleFailPopup: false })],
      errors: [apiError(502, { error: 'Bad gateway' })],
    },
  },
  project: ({ context }) => ({
    kit: context.kit?.state ?? null,
    popup: context.kit?.showSampleFailPopup ?? false,
    mailable: context.kit?.canMarkMailed ?? false,
    canRegister: context.canRegister,
  }),
});
