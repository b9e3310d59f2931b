import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  adminPaths,
  coachPaths,
  fillPath,
  type AdminProfile,
  type AdminSettings,
  type CoachSettings,
  type GoogleAuthenticatorQr,
  type SignedInRedirect,
  type SmsCodeSent,
  type StaffAccessToken,
  type StaffLoginResponse,
} from '../../contract/admin';
import { staffAuthMachine, type StaffStart } from '../../../machines/staff-auth.machine';
import { requestToken, tokenRefreshMachine } from '../../../machines/token-refresh.machine';

export type { StaffStart };
import { setStaffCredentials, staffFetch } from './api';
import { recorder } from './inspector/recorder';

export const STAFF_PATHS = {
  login: '/admin/login',
  phone: '/admin/second-factor-login/phone-verification',
  smsCode: '/admin/second-factor-login/sms-code-verification',
  totpSetup: '/admin/second-factor-login/set-up-google-authenticator',
  totpVerify: '/admin/second-factor-login/verify-google-authenticator',
  home: '/admin',
  logout: '/admin/login/logout',
} as const;

/** The staff token's cookie call: the admin's or the coach's, whichever signed in last. */
let staffTokenPath: string = adminPaths.jwtToken;

/**
 * The staff access token, refreshed by cookie when 300 s or less remain — the customer's
 * tokenRefresh machine with the staff token call (staff tokens have no refresh token).
 */
const staffTokenLogic = tokenRefreshMachine.provide({
  actors: {
    refreshByCookie: fromPromise(({ signal }) =>
      staffFetch<StaffAccessToken>(staffTokenPath, { signal, bearer: 'none' }),
    ),
  },
});
let staffTokenActor: ActorRefFrom<typeof staffTokenLogic> | undefined;
/** Started by the first staff sign-in or resume, never at import (the module loads with every staff chunk). */
function staffTokens() {
  staffTokenActor ??= createActor(staffTokenLogic, {
    input: { now: () => Date.now() },
    systemId: 'staffTokens',
    inspect: recorder.observe,
  }).start();
  return staffTokenActor;
}

async function staffToken(path: string, signal: AbortSignal) {
  const token = await staffFetch<StaffAccessToken>(path, { signal, bearer: 'none' });
  staffTokenPath = path;
  const tokens = staffTokens();
  tokens.send({ type: 'token.set', token });
  setStaffCredentials({ token: () => requestToken(tokens), companyId: token.permitted_company_id });
}

/**
 * A coach page opened or reloaded: the coach token by cookie, then the coach's settings (rejects
 * when the cookie holds no coach session).
 */
export async function resumeCoach(signal?: AbortSignal): Promise<CoachSettings> {
  await staffToken(coachPaths.jwtToken, signal ?? new AbortController().signal);
  return staffFetch<CoachSettings>(coachPaths.settings, { signal });
}

let coachSignIns = 0;
/** Counts coach sign-ins by link, so the coach pages drop data loaded for an earlier coach. */
export const coachSignInCount = () => coachSignIns;

function forgetStaffToken() {
  staffTokenActor?.send({ type: 'token.clear' });
  setStaffCredentials(undefined);
}

const staffLogic = staffAuthMachine.provide({
  actors: {
    login: fromPromise(({ input, signal }) =>
      staffFetch<StaffLoginResponse>(adminPaths.login, { method: 'POST', body: input, signal }),
    ),
    savePhone: fromPromise(({ input, signal }) =>
      staffFetch<SmsCodeSent>(adminPaths.savePhone, { method: 'POST', body: input, signal }),
    ),
    sendSmsCode: fromPromise(({ signal }) =>
      staffFetch<SmsCodeSent>(adminPaths.sendSmsCode, { method: 'POST', signal }),
    ),
    verifySmsCode: fromPromise(({ input, signal }) =>
      staffFetch<SignedInRedirect>(adminPaths.verifySmsCode, { method: 'POST', body: input, signal }),
    ),
    loadQr: fromPromise(({ signal }) =>
      staffFetch<GoogleAuthenticatorQr>(adminPaths.googleAuthenticatorQr, { signal }),
    ),
    verifyTotpCode: fromPromise(({ input, signal }) =>
      staffFetch<SignedInRedirect>(fillPath(adminPaths.verifyGoogleAuthenticatorCode, input), { signal }),
    ),
    loadSession: fromPromise(async ({ signal }) => {
      await staffToken(adminPaths.jwtToken, signal);
      const [profile, settings] = await Promise.all([
        staffFetch<AdminProfile>(adminPaths.authProfile, { signal }),
        staffFetch<AdminSettings>(adminPaths.settings, { signal }),
      ]);
      return { profile, settings };
    }),
    loginByGuid: fromPromise(async ({ input, signal }) => {
      await staffFetch<SignedInRedirect>(coachPaths.loginWithGuid, { method: 'POST', body: input, signal });
      await staffToken(coachPaths.jwtToken, signal);
      coachSignIns += 1;
      const settings = await staffFetch<CoachSettings>(coachPaths.settings, { signal });
      return { ...settings.profile, companyName: settings.company.name };
    }),
    sendRecovery: fromPromise(({ input, signal }) =>
      staffFetch<unknown>(adminPaths.sendRecoveryEmail, { method: 'POST', body: input, signal }),
    ),
    logout: fromPromise(({ signal }) =>
      staffFetch<unknown>(adminPaths.logoutPost, { method: 'POST', signal }),
    ),
  },
  actions: { clearToken: forgetStaffToken },
});

export type StaffActor = ActorRefFrom<typeof staffLogic>;
export type StaffSnapshot = SnapshotFrom<typeof staffLogic>;

let current: StaffActor | undefined;

/**
 * The staff sign-in actor, app-long once a staff page opens (outside React: StrictMode must not run
 * its calls twice). A fresh one starts for the coach link and the logout page.
 */
export function staffActor(start: StaffStart, guid?: string): StaffActor {
  if (!current || start === 'coach' || start === 'logout') {
    current?.stop();
    current = createActor(staffLogic, {
      input: { now: Date.now, start, guid },
      systemId: 'staffAuth',
      inspect: recorder.observe,
    });
    current.start();
  }
  return current;
}

/** Where the state's screen lives; undefined where the current page is right for any path. */
export function pathOf(snapshot: StaffSnapshot): string | undefined {
  if (snapshot.matches('password') || snapshot.matches('signingIn') || snapshot.matches('recovery'))
    return STAFF_PATHS.login;
  if (snapshot.matches('locked')) return STAFF_PATHS.login;
  if (snapshot.matches('phone')) return STAFF_PATHS.phone;
  if (snapshot.matches('smsCode')) return STAFF_PATHS.smsCode;
  if (snapshot.matches('totpSetup')) return STAFF_PATHS.totpSetup;
  if (snapshot.matches('totpVerify')) return STAFF_PATHS.totpVerify;
  if (snapshot.matches('signedIn')) return STAFF_PATHS.home;
  if (snapshot.matches('signedOut') || snapshot.matches('loggingOut')) return STAFF_PATHS.logout;
  return undefined;
}

/**
 * Keeps the URL on the screen of the actor's state. Pages of the signed-in staff area pass
 * `signedInPage`: signed in, they stay where they are; otherwise they go to the sign-in step.
 */
export function useStaffRoute(actor: StaffActor, { signedInPage = false } = {}) {
  const target = useSelector(actor, (s) => (signedInPage && s.matches('signedIn') ? undefined : pathOf(s)));
  const [path, navigate] = useLocation();
  useEffect(() => {
    if (target && target.toLowerCase() !== path.toLowerCase().replace(/\/$/, '')) navigate(target);
  }, [target, path, navigate]);
}
