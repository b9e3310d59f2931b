import { staffAuthMachine } from '../../machines/staff-auth.machine';
import { describeModel } from '../model/harness';
import { staffAuthDeclared } from './staff-auth.model';
import { projectStaffAuth, smsDefaults, staffAuthActors } from './staff-auth.fixtures';

describeModel<typeof staffAuthMachine>({
  name: 'staffAuth',
  machine: staffAuthMachine,
  model: staffAuthDeclared,
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
    ...staffAuthActors,
    loadQr: { outputs: [{ link: 'otpauth://totp/x?secret=ABC', secret: 'ABC' }] },
    loginByGuid: { outputs: [{ firstName: 'Cole', lastName: 'Coach', companyName: 'Acme' }] },
  },
  project: projectStaffAuth,
});
