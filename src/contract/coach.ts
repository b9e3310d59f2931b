import { z } from 'zod';
import { isoDate } from './blood';
import { emailAddress, line, sent } from './text';

// spec 001 §2 Coach routes, §3 Coach state / Team / Inventory / Invitation / Report export options,
// §4 "Coach team deletion and orders", §5 "Team and assignment", §6 coach role, §7 Coach and
// Inventory and store, §8 the coach messages. Choices: docs/decisions/coach.md.

/**
 * The coach calls. The spec leaves a, b, c unnamed (001 §7); we name them here, once:
 * request-permissions/{teamId}/{customerId}, move-to-team/{customerId}/{fromTeamId}/{toTeamId},
 * assignTestToUser/{customerId}/{packageId}, deleteUser/{teamId}/{customerId},
 * addUserToTeam/{teamId}/{customerId}. Team id 0 is the "Archived users" pseudo-team.
 */
export const coachApiPaths = {
  getUsers: '/api/coach/getUsers',
  getTeams: '/api/coach/getTeams',
  availablePlans: '/api/coach/availablePlans',
  tests: '/api/coach/tests',
  addTeam: '/api/coach/addTeam',
  editTeam: '/api/coach/editTeam/:id',
  deleteTeam: '/api/coach/deleteTeam/:id',
  uploadTeamLogo: '/api/coach/uploadTeamLogo/:id',
  deleteTeamLogo: '/api/coach/deleteTeamLogo/:id',
  /** A coach call under the admin prefix (as the spec names it); it takes the coach token. */
  inviteCustomer: '/api/admin/v1/coach/teams/:teamId/invite-customer',
  requestPermissions: '/api/coach/request-permissions/:teamId/:customerId',
  moveToTeam: '/api/coach/move-to-team/:customerId/:fromTeamId/:toTeamId',
  assignTestToUser: '/api/coach/assignTestToUser/:customerId/:packageId',
  deleteUser: '/api/coach/deleteUser/:teamId/:customerId',
  addUserToTeam: '/api/coach/addUserToTeam/:teamId/:customerId',
  reportPdf: '/api/coach/v1/reports/results/pdf',
  customersWithResults: '/api/coach/v1/customers-with-results',
  reportCsv: '/api/coach/v1/reports/results/csv',
  /** Not in the spec: the analytics page's figures (001 §7 "other calls: not shown"). */
  analytics: '/api/coach/v1/analytics',
  /** Not in the spec: the team-nutrition page's markers and foods. */
  teamNutrition: '/api/coach/v1/team-nutrition',
  /** Not in the spec: a team logo by its unguessable file name (an <img> sends no Bearer token). */
  teamLogo: '/api/public/team-logos/:file',
} as const;

/** spec 001 §7 Inventory and store: coach calls (coach token, company header) under `/it-pro`. */
export const inventoryPaths = {
  summary: '/it-pro/user/v1/company/inventory/summary',
  items: '/it-pro/user/v1/company/inventory',
  upgradeUrl: '/it-pro/user/v1/store/blood-test-upgrade-url',
  multipassUrl: '/it-pro/user/v1/store/multipass-url',
  assignment: '/it-pro/user/v1/company/inventory/:id/assignment',
  assignNewCustomer: '/it-pro/user/v1/company/inventory/:id/assignment/new-customer',
} as const;

/** Not in the spec: the invited customer's side of an invitation (000 §2.3 accept-invite route). */
export const invitationPaths = {
  /** GET (no token needed): what the invitation is for, so the page can say it before sign-in. */
  invitation: '/api/customer/team-invitations/:inviteId',
  /** POST (customer token): join the team; the signed-in e-mail must be the invited one. */
  accept: '/api/customer/team-invitations/:inviteId/accept',
} as const;

export { coachWebRoutes } from './coach-routes';

// ── Messages and constants (001 §4, §8, §9) ─────────────────────────────────

export const COACH_MESSAGES = {
  dashboardLoadFailed: 'Error on loading coach dashboard initial data',
  teamEditFailed: 'Error on editing team',
  logoUploadFailed: 'Error on uploading team logo',
  permissionRequestFailed: 'Unable to send permission request',
  teamDeletionFailed: 'Error on team deletion, changes reverted',
  moveFromArchiveFailed: 'Error on moving user from archive',
} as const;

/** 001 §4: toast messages disappear after 3 seconds. */
export const TOAST_MS = 3000;
/** How long a team marked for deletion can be restored before the deletion is sent (decision). */
export const TEAM_DELETION_UNDO_MS = 6000;
/** 001 §4: users of a deleted team with no team left go to this pseudo-team. */
export const ARCHIVED_TEAM_ID = 0;
export const ARCHIVED_TEAM_TITLE = 'Archived users';
export const TEAM_NAME_MAX = 80;
export const TEAM_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Logos are stored as a square-bounded WebP of at most this many pixels a side. */
export const TEAM_LOGO_SIDE = 256;
export const TEAM_LOGO_FIELD = 'logo';
export const teamLogoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Days an invitation link stays valid. */
export const INVITATION_DAYS = 14;
/** Most customers one report may cover. */
export const REPORT_MAX_CUSTOMERS = 500;

/** 001 §3 Report export options. */
export const REPORT_OPTIMIZATION_STATES = { UNOPTIMIZED: 0, OPTIMIZED: 1, A_Z: 2 } as const;
export type ReportOptimizationState =
  (typeof REPORT_OPTIMIZATION_STATES)[keyof typeof REPORT_OPTIMIZATION_STATES];
// their titles are the marker groups' own: REPORT_MARKER_CHOICE_TITLES in src/domain/marker-status.ts

// ── Parameters ──────────────────────────────────────────────────────────────

const id = (what: string) => z.coerce.number().int(`Unknown ${what}`).positive(`Unknown ${what}`);
/** A team id in a path where the archive (0) is allowed too. */
const teamOrArchive = z.coerce.number().int('Unknown team').min(0, 'Unknown team');

export const teamIdParams = z.object({ id: id('team') });
export const inviteParams = z.object({ teamId: id('team') });
export const requestPermissionsParams = z.object({ teamId: id('team'), customerId: id('user') });
export const moveToTeamParams = z.object({
  customerId: id('user'),
  fromTeamId: teamOrArchive,
  toTeamId: teamOrArchive,
});
export const assignTestToUserParams = z.object({ customerId: id('user'), packageId: id('plan') });
export const deleteUserParams = z.object({ teamId: teamOrArchive, customerId: id('user') });
export const addUserToTeamParams = z.object({ teamId: id('team'), customerId: id('user') });
export const inventoryItemParams = z.object({ id: id('inventory item') });
export const teamLogoParams = z.object({ file: line(80).regex(/^[A-Za-z0-9_-]+\.webp$/, 'Unknown logo') });
export const invitationParams = z.object({
  inviteId: line(100).regex(/^[A-Za-z0-9_-]+$/, 'Unknown invitation'),
});

// ── Teams and users ─────────────────────────────────────────────────────────

export const teamName = line(TEAM_NAME_MAX, `Use at most ${TEAM_NAME_MAX} characters`)
  .trim()
  .min(1, 'Enter a team name');
export const teamNameRequest = z.object({ name: teamName });
export type TeamNameRequest = z.infer<typeof teamNameRequest>;

/** 001 §3 Coach state teams (id, title, deleted, imagePath), with its head counts. */
export const coachTeam = z.object({
  id: z.number().int(),
  title: sent(),
  deleted: z.boolean(),
  /** The logo's URL, or null when the team has none. */
  imagePath: sent().nullable(),
  /** Active members. */
  memberCount: z.number().int(),
  /** Customers invited to the team who have an account and have not joined yet. */
  invitedCount: z.number().int(),
  createdAt: sent(),
});
export type CoachTeam = z.infer<typeof coachTeam>;
export const coachTeamsResponse = z.object({ teams: z.array(coachTeam) });
export type CoachTeamsResponse = z.infer<typeof coachTeamsResponse>;

export const coachUserStatuses = ['ACTIVE', 'INVITED', 'ARCHIVED'] as const;
export const coachUserStatus = z.enum(coachUserStatuses);
export type CoachUserStatus = z.infer<typeof coachUserStatus>;

/** Whether the team's coaches may see the member's results (000 §6; the customer decides). */
export const teamPermissionStates = ['granted', 'requested', 'none'] as const;
export type TeamPermissionState = (typeof teamPermissionStates)[number];

export const coachMembership = z.object({
  teamId: z.number().int(),
  status: z.enum(['active', 'invited']),
  permission: z.enum(teamPermissionStates),
  permissionRequestedAt: sent().nullable(),
});
export type CoachMembership = z.infer<typeof coachMembership>;

/** 001 §3 Coach state users (status, initialStatus, teamIds), with what the users list shows. */
export const coachUser = z.object({
  id: z.number().int(),
  firstName: sent(),
  lastName: sent(),
  email: sent(),
  status: coachUserStatus,
  /** The status as loaded; the web keeps it while a team deletion can still be undone. */
  initialStatus: coachUserStatus,
  /** Live teams the user is in (active or invited); [0] when archived. */
  teamIds: z.array(z.number().int()),
  memberships: z.array(coachMembership),
  /** When the user first became an active member of the company; null while only invited. */
  joinedAt: sent().nullable(),
  /** Tests of the company's inventory assigned to the user. */
  assignedTests: z.number().int(),
  /** The newest result's draw date, only when the user granted a team of this company permission. */
  lastTestedAt: isoDate.nullable(),
});
export type CoachUser = z.infer<typeof coachUser>;

/** An invitation to an e-mail that has no account yet (such people are not users until they join). */
export const coachInvitation = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  email: sent(),
  invitedAt: sent(),
  expiresAt: sent(),
});
export type CoachInvitation = z.infer<typeof coachInvitation>;

export const coachUsersResponse = z.object({
  users: z.array(coachUser),
  invitations: z.array(coachInvitation),
});
export type CoachUsersResponse = z.infer<typeof coachUsersResponse>;
export const coachUserResponse = z.object({ user: coachUser });
export type CoachUserResponse = z.infer<typeof coachUserResponse>;

/** 001 §5: the e-mail and its retype. */
export const inviteCustomerRequest = z
  .object({
    customerEmail: emailAddress(),
    customerEmailRetype: emailAddress(),
  })
  .refine((v) => v.customerEmail.toLowerCase() === v.customerEmailRetype.toLowerCase(), {
    path: ['customerEmailRetype'],
    message: 'The two e-mail addresses do not match',
  });
export type InviteCustomerRequest = z.infer<typeof inviteCustomerRequest>;
export const inviteCustomerResponse = z.object({
  /** Present when the e-mail already has an account: that customer, now INVITED to the team. */
  user: coachUser.nullable(),
  /** Present when it has none: the pending invitation. */
  invitation: coachInvitation.nullable(),
});
export type InviteCustomerResponse = z.infer<typeof inviteCustomerResponse>;

export const requestPermissionsResponse = z.object({ membership: coachMembership });
export type RequestPermissionsResponse = z.infer<typeof requestPermissionsResponse>;

// ── Plans and the company's tests (001 §3 orders, availablePlans) ───────────

export const inventoryStatuses = ['Available', 'Assigned', 'Used'] as const;
export const inventoryStatus = z.enum(inventoryStatuses);
export type InventoryStatus = z.infer<typeof inventoryStatus>;

export const availablePlan = z.object({
  packageId: z.number().int(),
  title: sent(),
  image: sent(),
  /** Available items of this package in the company's inventory. */
  available: z.number().int(),
});
export type AvailablePlan = z.infer<typeof availablePlan>;
export const availablePlansResponse = z.object({ plans: z.array(availablePlan) });
export type AvailablePlansResponse = z.infer<typeof availablePlansResponse>;

/** 001 §3 Coach state orders (package id, isAvailable, usedOrderData.resultReceived). */
export const coachOrder = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  title: sent(),
  isAvailable: z.boolean(),
  status: inventoryStatus,
  customerId: z.number().int().nullable(),
  usedOrderData: z.object({ resultReceived: z.boolean() }),
});
export type CoachOrder = z.infer<typeof coachOrder>;
export const coachTestsResponse = z.object({ orders: z.array(coachOrder) });
export type CoachTestsResponse = z.infer<typeof coachTestsResponse>;

// ── Inventory and store (001 §7) ────────────────────────────────────────────

export const inventorySummary = z.object({
  countByStatus: z.object({
    Available: z.number().int(),
    Assigned: z.number().int(),
    Used: z.number().int(),
  }),
});
export type InventorySummary = z.infer<typeof inventorySummary>;

export const inventorySorts = ['newest', 'oldest', 'status', 'product', 'assignee'] as const;
export type InventorySort = (typeof inventorySorts)[number];
export const inventoryQuery = z.object({
  sort: z.enum(inventorySorts, `Sort by one of: ${inventorySorts.join(', ')}`).default('newest'),
});

export const inventoryCustomer = z.object({
  id: z.number().int(),
  firstName: sent(),
  lastName: sent(),
  email: sent(),
});
export const inventoryItem = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  title: sent(),
  image: sent(),
  status: inventoryStatus,
  purchasedAt: sent(),
  assignedAt: sent().nullable(),
  customer: inventoryCustomer.nullable(),
  /** Add-ons bought for this item (their tags). */
  addons: z.array(sent()),
});
export type InventoryItem = z.infer<typeof inventoryItem>;
export const inventoryItemsResponse = z.object({ items: z.array(inventoryItem) });
export type InventoryItemsResponse = z.infer<typeof inventoryItemsResponse>;
export const inventoryItemResponse = z.object({ item: inventoryItem });
export type InventoryItemResponse = z.infer<typeof inventoryItemResponse>;

export const assignCustomerRequest = z.object({ customerId: z.number().int().positive('Choose a member') });
export type AssignCustomerRequest = z.infer<typeof assignCustomerRequest>;
/** 001 §5: a new customer needs email, firstName and lastName. */
export const assignNewCustomerRequest = z.object({
  email: emailAddress(),
  firstName: line(80).trim().min(1, 'Enter a first name'),
  lastName: line(80).trim().min(1, 'Enter a last name'),
});
export type AssignNewCustomerRequest = z.infer<typeof assignNewCustomerRequest>;

/** Add-ons a blood test can be upgraded with in the store. */
export const inventoryAddonTags = ['innerage', 'advanced-panel'] as const;
/** How the store names each add-on. */
export const INVENTORY_ADDON_TITLES: Record<(typeof inventoryAddonTags)[number], string> = {
  innerage: 'InnerAge',
  'advanced-panel': 'the advanced panel',
};
export const upgradeUrlQuery = z.object({
  inventoryItemId: id('inventory item'),
  addonTag: z.enum(inventoryAddonTags, `Choose one of: ${inventoryAddonTags.join(', ')}`),
});
/** `returnTo` is a path of this product (no other origin), where the store sends the coach back. */
export const multipassUrlQuery = z.object({
  companyId: id('company'),
  returnTo: line(300)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'Return to a path of this site, starting with /')
    .default('/admin/coach/orders-inventory/'),
});
export const storeUrl = z.object({ url: sent() });
export type StoreUrl = z.infer<typeof storeUrl>;

// ── Reports (001 §7 Reports) ────────────────────────────────────────────────

const customerIds = z
  .array(id('user'), 'Send customerIds as a list of user ids')
  .min(1, 'Choose at least one member')
  .max(REPORT_MAX_CUSTOMERS, `Choose at most ${REPORT_MAX_CUSTOMERS} members`);

const dateBounds = z.object({ dateFrom: isoDate, dateTo: isoDate });
const endAfterStart = (v: { dateFrom: string; dateTo: string }) => v.dateFrom <= v.dateTo;
const endAfterStartIssue = { path: ['dateTo'], message: 'The end date is before the start date' };

export const customersWithResultsQuery = dateBounds.refine(endAfterStart, endAfterStartIssue);
export type CustomersWithResultsQuery = z.infer<typeof customersWithResultsQuery>;

export const customerWithResults = z.object({
  id: z.number().int(),
  firstName: sent(),
  lastName: sent(),
  email: sent(),
  teamIds: z.array(z.number().int()),
  /** Results drawn inside the range. */
  resultCount: z.number().int(),
  lastTestedAt: isoDate,
});
export type CustomerWithResults = z.infer<typeof customerWithResults>;
export const customersWithResultsResponse = z.object({ customers: z.array(customerWithResults) });
export type CustomersWithResultsResponse = z.infer<typeof customersWithResultsResponse>;

export const reportPdfRequest = z.object({ customerIds });
export type ReportPdfRequest = z.infer<typeof reportPdfRequest>;

export const reportCsvRequest = dateBounds
  .extend({
    customerIds,
    optimizationStates: z
      .array(
        z.union(
          [z.literal(0), z.literal(1), z.literal(2)],
          'Use 0 (not optimized), 1 (optimized) or 2 (all, A–Z)',
        ),
      )
      .min(1, 'Choose which markers to include'),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type ReportCsvRequest = z.infer<typeof reportCsvRequest>;

// ── Analytics and team nutrition (pages of 001 §2; calls not in the spec) ───

/** `teamId` absent or 0: every team of the company. */
export const teamScopeQuery = z.object({
  teamId: z.coerce.number().int('Unknown team').min(0, 'Unknown team').optional(),
});
export const analyticsQuery = teamScopeQuery;

export const analyticsCategory = z.object({ abbr: sent(), name: sent(), score: z.number().nullable() });
export const analyticsResponse = z.object({
  /** Members in scope, and those of them whose results may be shown (granted, with a result). */
  members: z.number().int(),
  membersWithResults: z.number().int(),
  /** One point per calendar quarter with results: averages over members' latest result in it. */
  periods: z.array(
    z.object({
      period: sent(),
      members: z.number().int(),
      categories: z.array(analyticsCategory),
      /** Share (0–1) of tested markers that are optimized. */
      optimizedShare: z.number(),
    }),
  ),
  /** Each marker over the members' latest results: how many are optimized and not. */
  markers: z.array(
    z.object({
      abbr: sent(),
      name: sent(),
      optimized: z.number().int(),
      notOptimized: z.number().int(),
    }),
  ),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

export const teamNutritionResponse = z.object({
  membersWithResults: z.number().int(),
  /** The most common not-optimized markers, most members first. */
  markers: z.array(
    z.object({
      abbr: sent(),
      name: sent(),
      members: z.number().int(),
      direction: z.enum(['low', 'high', 'mixed']),
    }),
  ),
  /** Foods that help those markers, most helpful first. */
  foods: z.array(z.object({ name: sent(), helps: z.array(sent()), note: sent() })),
});
export type TeamNutritionResponse = z.infer<typeof teamNutritionResponse>;

// ── The invited customer's side ─────────────────────────────────────────────

export const invitationStates = ['pending', 'accepted', 'expired', 'withdrawn'] as const;
export const invitationView = z.object({
  teamName: sent(),
  companyName: sent(),
  /** The invited address, partly masked (a@…), so the page can say which account to use. */
  maskedEmail: sent(),
  state: z.enum(invitationStates),
});
export type InvitationView = z.infer<typeof invitationView>;
export const acceptInvitationResponse = z.object({ teamId: z.number().int(), teamName: sent() });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;

/** deleteTeam's answer: the lists after the deletion (001 §4), for the web to settle its undo. */
export const deleteTeamResponse = z.object({
  users: z.array(coachUser),
  invitations: z.array(coachInvitation),
  teams: z.array(coachTeam),
});
export type DeleteTeamResponse = z.infer<typeof deleteTeamResponse>;
