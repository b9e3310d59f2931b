import { storeLinkMachine } from '../../machines/store-link.machine';
import { describeModel } from '../model/harness';
import { storeLinkDeclared } from './store-link.model';
import { apiError } from './support';

describeModel<typeof storeLinkMachine>({
  name: 'storeLink',
  machine: storeLinkMachine,
  model: storeLinkDeclared,
  starts: [
    {
      label: 'signed in',
      input: () => ({ store: 'demo', url: '/products/ultimate', signedIn: true, reloaded: false }),
    },
    {
      label: 'signed in, after a reload',
      input: () => ({ store: 'demo', url: '/', signedIn: true, reloaded: true }),
    },
    { label: 'signed out', input: () => ({ store: 'demo', url: '/', signedIn: false, reloaded: false }) },
  ],
  actors: {
    getLink: {
      outputs: [{ link: 'http://store.test/login?token=t' }],
      errors: [apiError(502, { error: 'Bad gateway' })],
    },
  },
  project: ['reloaded', 'signedIn'],
});
