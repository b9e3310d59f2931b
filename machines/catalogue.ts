import type { AnyStateMachine } from 'xstate';
import { adminJobMachine } from './admin-job.machine';
import { authMachine } from './auth.machine';
import { chatMachine } from './chat.machine';
import { chatSuggestionMachine } from './chat-suggestion.machine';
import { coachDashboardMachine } from './coach-dashboard.machine';
import { dnaKitMachine } from './dna-kit.machine';
import { dnaUploadMachine } from './dna-upload.machine';
import { internationalBannerMachine } from './international-banner.machine';
import { logoutPermissionMachine } from './logout-permission.machine';
import { membershipMachine } from './membership.machine';
import { ocrUploadMachine } from './ocr-upload.machine';
import { nutritionPlanMachine } from './nutrition-plan.machine';
import { onboardingMachine } from './onboarding.machine';
import { pageEditorMachine } from './page-editor.machine';
import { passwordRecoveryMachine } from './password-recovery.machine';
import { postPurchaseMachine } from './post-purchase.machine';
import { reportReadinessMachine } from './report-readiness.machine';
import { sessionExpiryMachine } from './session-expiry.machine';
import { staffAuthMachine } from './staff-auth.machine';
import { storeLinkMachine } from './store-link.machine';
import { teamDeletionMachine } from './team-deletion.machine';
import { testActivationMachine } from './test-activation.machine';
import { tokenRefreshMachine } from './token-refresh.machine';

export interface CatalogueEntry {
  /** The coverage row's name: the export without `Machine` (`sessionExpiry`), as `describeModel` names it. */
  name: string;
  /** The file in `machines/`. */
  file: string;
  /** One line: what the machine does and where the spec says so. */
  summary: string;
  machine: AnyStateMachine;
}

/**
 * Every machine of `machines/`, for the machine catalogue (`/dev/machines`) and the inspector's
 * replay. A new `machines/<flow>.machine.ts` is added here; tests/web/inspector.test.tsx ("every
 * machine of machines/ is in the catalogue") fails until it is.
 */
export const machineCatalogue: readonly CatalogueEntry[] = [
  {
    name: 'adminJob',
    file: 'admin-job.machine.ts',
    summary: 'A back-office job followed on screen: progress, log, cancel, retry (issue 19; 001 §2).',
    machine: adminJobMachine,
  },
  {
    name: 'auth',
    file: 'auth.machine.ts',
    summary: 'Customer sign-in: restore, log in, profile, log out (000 §3, §4, §8).',
    machine: authMachine,
  },
  {
    name: 'chat',
    file: 'chat.machine.ts',
    summary:
      'Ask Terra: the agreement gate, sessions, a question streamed back token by token, Stop, retry and the rate-limit wait (000 §2.3, §2.4, §7.9).',
    machine: chatMachine,
  },
  {
    name: 'chatSuggestion',
    file: 'chat-suggestion.machine.ts',
    summary: 'The chat-assistant suggestion popup (001 §4, 000 §2.4).',
    machine: chatSuggestionMachine,
  },
  {
    name: 'coachDashboard',
    file: 'coach-dashboard.machine.ts',
    summary:
      'The coach area’s data: the coach token by cookie, settings, users, teams, plans and tests; refresh after a change (001 §3, §8).',
    machine: coachDashboardMachine,
  },
  {
    name: 'dnaKit',
    file: 'dna-kit.machine.ts',
    summary: 'DNA kit: the sample-fail popup, kit registration, sample mailed (000 §3, §7.8).',
    machine: dnaKitMachine,
  },
  {
    name: 'dnaUpload',
    file: 'dna-upload.machine.ts',
    summary:
      'Raw DNA data upload with progress and cancel, then the report while it answers 202 (000 §4, §7.8).',
    machine: dnaUploadMachine,
  },
  {
    name: 'internationalBanner',
    file: 'international-banner.machine.ts',
    summary: 'The banner for visitors outside the served countries (000 §7.1).',
    machine: internationalBannerMachine,
  },
  {
    name: 'logoutPermission',
    file: 'logout-permission.machine.ts',
    summary:
      'Logout: ends the server session first, then the online store’s logout tab (001 §4, §7, §9; 000 §4).',
    machine: logoutPermissionMachine,
  },
  {
    name: 'membership',
    file: 'membership.machine.ts',
    summary: 'Membership banners and renewal popups (001 §4, §8, §9).',
    machine: membershipMachine,
  },
  {
    name: 'ocrUpload',
    file: 'ocr-upload.machine.ts',
    summary:
      'Blood report upload: choose files, upload with progress and cancel, review the parsed values, country, confirm (000 §2.4, §3, §7.7).',
    machine: ocrUploadMachine,
  },
  {
    name: 'nutritionPlan',
    file: 'nutrition-plan.machine.ts',
    summary:
      'Nutrition: the personal plan, and the preference editors that save and re-rank it at once (000 §2.3, §7.6).',
    machine: nutritionPlanMachine,
  },
  {
    name: 'onboarding',
    file: 'onboarding.machine.ts',
    summary:
      'Onboarding: the server’s flow one step at a time, save with retry, back, skip, resume, summary and finish to ACTIVE (000 §4, §7.5).',
    machine: onboardingMachine,
  },
  {
    name: 'pageEditor',
    file: 'page-editor.machine.ts',
    summary:
      'The page builder’s editor: dirty, save with the contract’s check, the server’s 400 at the fields, publish (saving first) and restore, each confirmed (issue 20).',
    machine: pageEditorMachine,
  },
  {
    name: 'passwordRecovery',
    file: 'password-recovery.machine.ts',
    summary: 'Password recovery: e-mail link, security question, reset (000 §7.1).',
    machine: passwordRecoveryMachine,
  },
  {
    name: 'postPurchase',
    file: 'post-purchase.machine.ts',
    summary: 'The post-purchase hand-off from the store (000 §4, §7.1, §8).',
    machine: postPurchaseMachine,
  },
  {
    name: 'reportReadiness',
    file: 'report-readiness.machine.ts',
    summary: 'The PDF report page waiting for its data and charts (000 §2.5, §9).',
    machine: reportReadinessMachine,
  },
  {
    name: 'sessionExpiry',
    file: 'session-expiry.machine.ts',
    summary: 'The session expiry warning and expired popups (000 §4, §8, §9).',
    machine: sessionExpiryMachine,
  },
  {
    name: 'staffAuth',
    file: 'staff-auth.machine.ts',
    summary: 'Staff sign-in with the second factor, coach entry, logout (001 §4).',
    machine: staffAuthMachine,
  },
  {
    name: 'storeLink',
    file: 'store-link.machine.ts',
    summary: 'The store redirect: a signed-in link to the online store (000 §2.2, §8).',
    machine: storeLinkMachine,
  },
  {
    name: 'teamDeletion',
    file: 'team-deletion.machine.ts',
    summary:
      'A coach deletes a team: marked at once, an undo window, then the deletion; a failure restores the team (001 §4, §8).',
    machine: teamDeletionMachine,
  },
  {
    name: 'testActivation',
    file: 'test-activation.machine.ts',
    summary:
      'Test activation: one dialog per step, activating a test or booking a mobile draw (000 §3, §4, §7.4).',
    machine: testActivationMachine,
  },
  {
    name: 'tokenRefresh',
    file: 'token-refresh.machine.ts',
    summary: 'The access token, its expiry and refresh (000 §3, §7, §8, §9; 001 §4).',
    machine: tokenRefreshMachine,
  },
];

/** The catalogue entry of a machine id (`machine.id`), for the inspector's replay of imported logs. */
export function catalogueEntryOf(machineId: string): CatalogueEntry | undefined {
  return machineCatalogue.find((entry) => entry.machine.id === machineId);
}
