import type { SnapshotFrom } from 'xstate';
import type { staffAuthMachine } from '../../machines/staff-auth.machine';
import { apiError } from './support';

// The staffAuth model's fakes, shared by the machine's model test and the model test through the UI.

export const smsDefaults = { resendSeconds: 2, lifetimeSeconds: 4 };
export const sent = { maskedPhone: '+1••••••0100', resendAfterSeconds: 2, expiresInSeconds: 4 };
export const staffSession = {
  profile: {
    id: 1,
    email: 'admin-sms@demo.healthspan.test',
    firstName: 'Ada',
    lastName: 'Admin',
    kind: 'admin' as const,
    role: { name: 'Administrator', homePage: '/admin', hasDashboard: true },
    roleAccesses: [],
    companyId: 1,
    hasOrdersPageAccess: true,
  },
  settings: { menu: [], companyId: 1, companyName: 'Healthspan' },
};

/** What each invoked call answers or throws in the generated paths. */
export const staffAuthActors = {
  login: {
    outputs: [
      { next: 'sms-code-verification', maskedPhone: '+1••••••0100' },
      { next: 'verify-google-authenticator' },
      { next: 'set-up-google-authenticator' },
      { next: 'phone-verification' },
    ],
    errors: [apiError(401, { error: 'Wrong e-mail or password' })],
  },
  savePhone: { outputs: [sent], errors: [apiError(400, { error: 'Bad phone' })] },
  sendSmsCode: { outputs: [sent], errors: [apiError(500, { error: 'Server down' })] },
  verifySmsCode: {
    outputs: [{ redirectTo: '/admin' }],
    errors: [apiError(400, { error: 'That code is not right.' }), apiError(429, { error: 'Too many' })],
  },
  verifyTotpCode: {
    outputs: [{ redirectTo: '/admin' }],
    errors: [apiError(400, { error: 'Already used' }), apiError(429, { error: 'Too many' })],
  },
  loadSession: { outputs: [staffSession] },
  sendRecovery: { outputs: [{ sent: true }] },
  logout: { outputs: [{ ok: true }] },
};

/** The context that tells otherwise equal states apart: the cooldown and the code's life. */
export const projectStaffAuth = (snapshot: SnapshotFrom<typeof staffAuthMachine>) => ({
  secondsLeft: snapshot.context.secondsLeft,
  expiresIn: snapshot.context.codeExpiresAt - snapshot.context.resendAvailableAt,
});
