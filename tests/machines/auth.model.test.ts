import { authMachine } from '../../machines/auth.machine';
import { describeModel } from '../model/harness';
import { authDeclared } from './auth.model';
import { apiError, customer, grant } from './support';

describeModel<typeof authMachine>({
  name: 'auth',
  machine: authMachine,
  model: authDeclared,
  events: {
    'auth.login': [
      { type: 'auth.login', email: 'active@demo.healthspan.test', password: 'Healthspan-demo-1' },
    ],
    'auth.token': [{ type: 'auth.token', token: grant('hand-off', 3600, 'refresh-1') }],
  },
  actors: {
    restoreSession: { outputs: [grant('cookie-token')], errors: [apiError(401, { error: 'Not signed in' })] },
    logIn: {
      outputs: [grant('login-token', 3600, 'refresh-1')],
      errors: [
        apiError(400, {
          error: 'Check the fields',
          issues: [{ path: 'email', message: 'Enter a valid e-mail' }],
        }),
      ],
    },
    loadProfile: {
      outputs: [customer('ACTIVE'), customer('ONBOARDING_REQUIRED')],
      errors: [new Error('500')],
    },
  },
  project: ({ context }) => ({
    activationState: context.activationState ?? null,
    loginFailed: context.error !== undefined,
  }),
});
