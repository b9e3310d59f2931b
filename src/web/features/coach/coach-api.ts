import { coachPaths, fillPath, type CoachSettings } from '../../../contract/admin';
import {
  coachApiPaths as paths,
  inventoryPaths,
  type AcceptInvitationResponse,
  type AnalyticsResponse,
  type AssignNewCustomerRequest,
  type AvailablePlansResponse,
  type CoachTeam,
  type CoachTeamsResponse,
  type CoachTestsResponse,
  type CoachUserResponse,
  type CoachUsersResponse,
  type CustomersWithResultsResponse,
  type InventoryItemResponse,
  type InventoryItemsResponse,
  type InventorySort,
  type InventorySummary,
  type InviteCustomerRequest,
  type InviteCustomerResponse,
  type ReportCsvRequest,
  type RequestPermissionsResponse,
  type StoreUrl,
  type TeamNutritionResponse,
} from '../../../contract/coach';
import { staffBlob, staffFetch, type CallOptions } from '../../lib/api';

const s = String;
const query = (values: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
};
const blob = (url: string, body: CallOptions['body'], accept: string) =>
  staffBlob(url, { method: 'POST', body, accept });
type Signal = { signal?: AbortSignal };

/** Every coach call of 001 §7 (coach token and company header by staffFetch). */
export const coachApi = {
  settings: ({ signal }: Signal = {}) => staffFetch<CoachSettings>(coachPaths.settings, { signal }),
  users: ({ signal }: Signal = {}) => staffFetch<CoachUsersResponse>(paths.getUsers, { signal }),
  teams: ({ signal }: Signal = {}) => staffFetch<CoachTeamsResponse>(paths.getTeams, { signal }),
  availablePlans: ({ signal }: Signal = {}) =>
    staffFetch<AvailablePlansResponse>(paths.availablePlans, { signal }),
  tests: ({ signal }: Signal = {}) => staffFetch<CoachTestsResponse>(paths.tests, { signal }),

  addTeam: (name: string) => staffFetch<CoachTeam>(paths.addTeam, { method: 'POST', body: { name } }),
  editTeam: (id: number, name: string) =>
    staffFetch<CoachTeam>(fillPath(paths.editTeam, { id: s(id) }), { method: 'PUT', body: { name } }),
  deleteTeam: (id: number) =>
    staffFetch<unknown>(fillPath(paths.deleteTeam, { id: s(id) }), { method: 'DELETE' }),
  uploadTeamLogo: (id: number, form: FormData) =>
    staffFetch<CoachTeam>(fillPath(paths.uploadTeamLogo, { id: s(id) }), { method: 'POST', body: form }),
  deleteTeamLogo: (id: number) =>
    staffFetch<CoachTeam>(fillPath(paths.deleteTeamLogo, { id: s(id) }), { method: 'DELETE' }),

  invite: (teamId: number, body: InviteCustomerRequest) =>
    staffFetch<InviteCustomerResponse>(fillPath(paths.inviteCustomer, { teamId: s(teamId) }), {
      method: 'POST',
      body,
    }),
  requestPermissions: (teamId: number, customerId: number) =>
    staffFetch<RequestPermissionsResponse>(
      fillPath(paths.requestPermissions, { teamId: s(teamId), customerId: s(customerId) }),
    ),
  moveToTeam: (customerId: number, fromTeamId: number, toTeamId: number) =>
    staffFetch<CoachUserResponse>(
      fillPath(paths.moveToTeam, {
        customerId: s(customerId),
        fromTeamId: s(fromTeamId),
        toTeamId: s(toTeamId),
      }),
    ),
  assignTestToUser: (customerId: number, packageId: number) =>
    staffFetch<InventoryItemResponse>(
      fillPath(paths.assignTestToUser, { customerId: s(customerId), packageId: s(packageId) }),
      { method: 'POST' },
    ),
  deleteUser: (teamId: number, customerId: number) =>
    staffFetch<CoachUserResponse>(
      fillPath(paths.deleteUser, { teamId: s(teamId), customerId: s(customerId) }),
      {
        method: 'DELETE',
      },
    ),
  addUserToTeam: (teamId: number, customerId: number) =>
    staffFetch<CoachUserResponse>(
      fillPath(paths.addUserToTeam, { teamId: s(teamId), customerId: s(customerId) }),
    ),

  customersWithResults: (dateFrom: string, dateTo: string, { signal }: Signal = {}) =>
    staffFetch<CustomersWithResultsResponse>(`${paths.customersWithResults}${query({ dateFrom, dateTo })}`, {
      signal,
    }),
  reportPdf: (customerIds: number[]) => blob(paths.reportPdf, { customerIds }, 'application/pdf'),
  reportCsv: (body: ReportCsvRequest) => blob(paths.reportCsv, body, 'text/csv'),
  analytics: (teamId: number | undefined, { signal }: Signal = {}) =>
    staffFetch<AnalyticsResponse>(`${paths.analytics}${query({ teamId })}`, { signal }),
  teamNutrition: (teamId: number | undefined, { signal }: Signal = {}) =>
    staffFetch<TeamNutritionResponse>(`${paths.teamNutrition}${query({ teamId })}`, { signal }),

  inventorySummary: ({ signal }: Signal = {}) =>
    staffFetch<InventorySummary>(inventoryPaths.summary, { signal }),
  inventory: (sort: InventorySort, { signal }: Signal = {}) =>
    staffFetch<InventoryItemsResponse>(`${inventoryPaths.items}${query({ sort })}`, { signal }),
  upgradeUrl: (inventoryItemId: number, addonTag: string) =>
    staffFetch<StoreUrl>(`${inventoryPaths.upgradeUrl}${query({ inventoryItemId, addonTag })}`),
  multipassUrl: (companyId: number, returnTo: string) =>
    staffFetch<StoreUrl>(`${inventoryPaths.multipassUrl}${query({ companyId, returnTo })}`),
  assign: (id: number, customerId: number) =>
    staffFetch<InventoryItemResponse>(fillPath(inventoryPaths.assignment, { id: s(id) }), {
      method: 'POST',
      body: { customerId },
    }),
  unassign: (id: number) =>
    staffFetch<InventoryItemResponse>(fillPath(inventoryPaths.assignment, { id: s(id) }), {
      method: 'DELETE',
    }),
  assignNewCustomer: (id: number, body: AssignNewCustomerRequest) =>
    staffFetch<InventoryItemResponse>(fillPath(inventoryPaths.assignNewCustomer, { id: s(id) }), {
      method: 'POST',
      body,
    }),
};

export type { AcceptInvitationResponse };
