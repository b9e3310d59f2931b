import { staffAuthMachine } from '../../machines/staff-auth.machine';
import { describeModel } from '../model/harness';
import { apiError } from './support';

const smsDefaults = { resendSeconds: 2, lifetimeSeconds: 4 };
const sent = { maskedPhone: '+1••••••0100', resendAfterSeconds: 2, expiresInSeconds: 4 };
const session = {
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

describeModel<typeof staffAuthMachine>({
  name: 'staffAuth',
  machine: staffAuthMachine,
  starts: [
    { label: 'sign-in page', input: ({ now }) => ({ now, smsDefaults }) },
    { label: 'reload of a staff page', input: ({ now }) => ({ now, smsDefaults, start: 'resume' }) },
    { label: 'coach link', input: ({ now }) => ({ now, smsDefaults, start: 'coach', guid: 'g' }) },
    { label: 'logout page', input: ({ now }) => ({ now, smsDefaults, start: 'logout' }) },
  ],
  events: {
    'login.submit': [{ type: 'login.submit', email: 'a@b.test', password: 'pw' }],
    'phone.submit': [{ type: 'phone.submit', phone: '+15555550100' }],
    'code.submit': [{ type: 'code.submit', code: '123456' }],
    'recovery.submit': [{ type: 'recovery.submit', email: 'a@b.test' }],
  },
  actors: {
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
    loadQr: { outputs: [{ link: 'otpauth://totp/x?secret=ABC', secret: 'ABC' }] },
    loadSession: { outputs: [session] },
    loginByGuid: { outputs: [{ firstName: 'Cole', lastName: 'Coach', companyName: 'Acme' }] },
    sendRecovery: { outputs: [{ sent: true }] },
    logout: { outputs: [{ ok: true }] },
  },
  project: (snapshot) => ({
    secondsLeft: snapshot.context.secondsLeft,
    expiresIn: snapshot.context.codeExpiresAt - snapshot.context.resendAvailableAt,
  }),
});
