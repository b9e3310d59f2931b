import { passwordRecoveryMachine } from '../../machines/password-recovery.machine';
import { describeModel } from '../model/harness';
import { passwordRecoveryDeclared } from './password-recovery.model';
import { apiError } from './support';

const refused = apiError(400, {
  error: 'That answer does not match.',
  issues: [{ path: 'answer', message: 'That answer does not match.' }],
});

describeModel<typeof passwordRecoveryMachine>({
  name: 'passwordRecovery',
  machine: passwordRecoveryMachine,
  model: passwordRecoveryDeclared,
  starts: [
    { label: 'e-mail link', input: () => ({ mode: 'request' }) },
    { label: 'security question', input: () => ({ mode: 'question' }) },
    { label: 'reset link', input: () => ({ mode: 'link', guid: 'g-1' }) },
    { label: 'reset link without a guid', input: () => ({ mode: 'link', guid: '' }) },
  ],
  events: {
    'email.submit': [{ type: 'email.submit', email: 'active@demo.healthspan.test' }],
    'answer.submit': [{ type: 'answer.submit', answer: 'Biscuit' }],
    'password.submit': [{ type: 'password.submit', password: 'A-new-password-2' }],
  },
  actors: {
    sendRecoveryLink: { outputs: [{ sent: true }], errors: [apiError(500, { error: 'Server error' })] },
    findQuestion: {
      outputs: [{ question: 'First pet?' }],
      errors: [apiError(404, { error: 'No question' })],
    },
    checkAnswer: { outputs: [{ guid: 'g-2' }], errors: [refused] },
    checkGuid: {
      outputs: [{ valid: true }, { valid: false }],
      errors: [apiError(500, { error: 'Server error' })],
    },
    resetPassword: {
      outputs: [{ ok: true }],
      errors: [
        apiError(400, {
          error: 'Weak',
          issues: [{ path: 'password', message: 'Use at least 10 characters' }],
        }),
        apiError(400, {
          error: 'Expired',
          issues: [{ path: 'guid', message: 'This reset link has expired.' }],
        }),
      ],
    },
  },
  project: ['mode'],
});
