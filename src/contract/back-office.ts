import { z } from 'zod';
import type { AccessRequirement } from './admin';
import { pageBuilderAdminPaths } from './page-builder';
import { line, sent, text } from './text';

// Issue 18, back office part 1 (spec 001 §2 admin routes, §3 roleAccesses, §6 admin role, §7 "Other":
// the calls are ours). Every call is under /api/admin/v1, carries the admin token and x-company-id,
// and needs one roleAccesses entry (area `admin`, a controller, an action). docs/decisions/back-office.md.

const V1 = '/api/admin/v1';

/** Every back-office call of issue 18, by name. `:name` parts are filled with `fillPath` (contract/admin). */
export const backOfficePaths = {
  home: `${V1}/home`,
  markers: `${V1}/markers`,
  audit: `${V1}/audit`,

  customers: `${V1}/customers`,
  customer: `${V1}/customers/:id`,
  customerAudit: `${V1}/customers/:id/audit`,
  customerNotes: `${V1}/customers/:id/notes`,
  customerNote: `${V1}/customers/:id/notes/:noteId`,
  customerAddons: `${V1}/customers/:id/addons`,
  customerAddon: `${V1}/customers/:id/addons/:tag`,
  addons: `${V1}/addons`,
  viewAs: `${V1}/customers/:id/view-as`,

  storeOrders: `${V1}/store-orders`,
  storeOrder: `${V1}/store-orders/:id`,

  customerDna: `${V1}/customers/:id/dna`,
  dnaResults: `${V1}/dna-results`,
  dnaResult: `${V1}/dna-results/:id`,
  dnaKits: `${V1}/dna-kits`,
  dnaKit: `${V1}/dna-kits/:id`,
  dnaKitTransitions: `${V1}/dna-kits/:id/transitions`,

  companies: `${V1}/companies`,
  company: `${V1}/companies/:id`,
  companyCoaches: `${V1}/companies/:id/coaches`,
  companyCoach: `${V1}/companies/:id/coaches/:staffId`,
  companyCoachLink: `${V1}/companies/:id/coaches/:staffId/entry-link`,
  companyInventory: `${V1}/companies/:id/inventory`,
  companyOrders: `${V1}/companies/:id/orders`,

  customPanels: `${V1}/custom-panels`,
  customPanel: `${V1}/custom-panels/:id`,

  markerSynonyms: `${V1}/marker-synonyms`,
  markerSynonym: `${V1}/marker-synonyms/:id`,
  reviewRequests: `${V1}/review-requests`,
  reviewRequest: `${V1}/review-requests/:id`,
  reviewRequestFile: `${V1}/review-requests/:id/files/:position`,
  reviewRequestPublish: `${V1}/review-requests/:id/publish`,

  analytics: `${V1}/analytics`,
  demo: `${V1}/demo`,
  demoReset: `${V1}/demo/:persona/reset`,

  // ── Issue 19, back office part 2 (each block is one slice's; contract/back-office-<slice>.ts) ──
  // jobs: contract/back-office-jobs.ts
  jobs: `${V1}/jobs`,
  job: `${V1}/jobs/:id`,
  jobLog: `${V1}/jobs/:id/log`,
  jobCancel: `${V1}/jobs/:id/cancel`,
  jobFile: `${V1}/jobs/:id/files/:name`,

  // deletion requests and the audit status log: contract/back-office-deletion.ts
  deletionRequests: `${V1}/deletion-requests`,
  deletionRequest: `${V1}/deletion-requests/:id`,
  deletionRequestDecision: `${V1}/deletion-requests/:id/decision`,
  auditCsv: `${V1}/audit.csv`,
  auditStaff: `${V1}/audit/staff`,

  // CSV import and bulk actions: contract/back-office-bulk.ts
  customerImports: `${V1}/customer-imports`,
  customerImport: `${V1}/customer-imports/:id`,
  customerImportRun: `${V1}/customer-imports/:id/run`,
  bulkActionPreview: `${V1}/bulk-actions/preview`,
  bulkActions: `${V1}/bulk-actions`,
  customerReactivate: `${V1}/customers/:id/reactivate`,

  // utility scripts, exports, the discount report: contract/back-office-data.ts
  scripts: `${V1}/scripts`,
  scriptRuns: `${V1}/scripts/:name/runs`,
  exportQueries: `${V1}/export-queries`,
  exportQuery: `${V1}/export-queries/:id`,
  exportQueryRuns: `${V1}/export-queries/:id/runs`,
  discountReport: `${V1}/reports/discount-used`,
  discountReportCsv: `${V1}/reports/discount-used.csv`,

  // the CRM integration and partner keys: contract/back-office-integrations.ts
  crmMappings: `${V1}/crm/mappings`,
  crmProperties: `${V1}/crm/properties`,
  crmSyncs: `${V1}/crm/syncs`,
  crmLog: `${V1}/crm/log`,
  partnerKeys: `${V1}/partner-keys`,
  partnerKey: `${V1}/partner-keys/:id`,

  // ── Issue 20: the page builder's editor calls (contract/page-builder.ts) ──
  ...pageBuilderAdminPaths,
} as const;
export type BackOfficePath = keyof typeof backOfficePaths;

export { viewAsPaths } from './view-as-paths';

const need = (controller: string, action: string): AccessRequirement => ({
  area: 'admin',
  controller,
  action,
});

/** The roleAccesses entry each kind of back-office work needs (the server checks it on every call). */
export const backOfficeAccess = {
  anyAdmin: { area: 'admin' },
  auditView: need('audit', 'view'),
  customersList: need('customers', 'list'),
  customersView: need('customers', 'view'),
  customersNotes: need('customers', 'notes'),
  customersAddons: need('customers', 'addons'),
  customersViewAs: need('customers', 'view-as'),
  storeOrderView: need('store-order', 'view'),
  storeOrderEdit: need('store-order', 'edit'),
  geneticsView: need('genetics', 'view'),
  dnaKitView: need('dna-kit', 'view'),
  dnaKitEdit: need('dna-kit', 'edit'),
  companiesList: need('companies', 'list'),
  companiesEdit: need('companies', 'edit'),
  companiesOrders: need('companies', 'orders'),
  customPanelsList: need('custom-panels', 'list'),
  customPanelsCreate: need('custom-panels', 'create'),
  customPanelsEdit: need('custom-panels', 'edit'),
  markerAddName: need('marker', 'add-name'),
  markerReview: need('marker', 'review-requests'),
  analyticsView: need('analytics', 'view'),
  demoView: need('demo', 'view'),
  demoReset: need('demo', 'reset'),
  // issue 19
  deletionRequestsList: need('customer-delete-requests', 'list'),
  deletionRequestsDecide: need('customer-delete-requests', 'decide'),
  customersImport: need('customers-csv-import', 'import'),
  bulkUserAction: need('bulk-user-action', 'run'),
  utilityScripts: need('utility-scripts', 'run'),
  exportQueries: need('export', 'query-list'),
  /** An export with personal fields (names, e-mails, phones, addresses, results) needs this too. */
  exportPersonalData: need('export', 'personal-data'),
  discountReport: need('reports', 'discount-used-report'),
  crmView: need('hub-spot-management', 'view'),
  crmProperties: need('hub-spot-management', 'properties'),
  crmSync: need('hub-spot-management', 'sync'),
  partnersView: need('partners-integration', 'view'),
  partnersEdit: need('partners-integration', 'edit'),
  // issue 20: the page builder (the Marketing editor role has only this)
  pageBuilder: need('page-builder', 'edit'),
} as const satisfies Record<string, AccessRequirement>;
export type BackOfficeAccessKey = keyof typeof backOfficeAccess;

export interface BackOfficeCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: BackOfficePath;
  access: BackOfficeAccessKey;
}
const call = (method: BackOfficeCall['method'], path: BackOfficePath, access: BackOfficeAccessKey) => ({
  method,
  path,
  access,
});

/** Every call with the access it needs: the server's guards and the per-call 403 tests read this list. */
export const backOfficeCalls: readonly BackOfficeCall[] = [
  call('GET', 'home', 'anyAdmin'),
  call('GET', 'markers', 'anyAdmin'),
  call('GET', 'audit', 'auditView'),
  call('GET', 'customers', 'customersList'),
  call('GET', 'customer', 'customersView'),
  call('GET', 'customerAudit', 'customersView'),
  call('POST', 'customerNotes', 'customersNotes'),
  call('PATCH', 'customerNote', 'customersNotes'),
  call('DELETE', 'customerNote', 'customersNotes'),
  call('GET', 'customerAddons', 'customersAddons'),
  call('POST', 'customerAddons', 'customersAddons'),
  call('DELETE', 'customerAddon', 'customersAddons'),
  call('GET', 'addons', 'customersAddons'),
  call('POST', 'viewAs', 'customersViewAs'),
  call('GET', 'storeOrders', 'storeOrderView'),
  call('GET', 'storeOrder', 'storeOrderView'),
  call('PATCH', 'storeOrder', 'storeOrderEdit'),
  call('GET', 'customerDna', 'geneticsView'),
  call('GET', 'dnaResults', 'geneticsView'),
  call('GET', 'dnaResult', 'geneticsView'),
  call('GET', 'dnaKits', 'dnaKitView'),
  call('GET', 'dnaKit', 'dnaKitView'),
  call('POST', 'dnaKitTransitions', 'dnaKitEdit'),
  call('GET', 'companies', 'companiesList'),
  call('POST', 'companies', 'companiesEdit'),
  call('GET', 'company', 'companiesList'),
  call('PATCH', 'company', 'companiesEdit'),
  call('POST', 'companyCoaches', 'companiesEdit'),
  call('PATCH', 'companyCoach', 'companiesEdit'),
  call('POST', 'companyCoachLink', 'companiesEdit'),
  call('POST', 'companyInventory', 'companiesEdit'),
  call('GET', 'companyOrders', 'companiesOrders'),
  call('GET', 'customPanels', 'customPanelsList'),
  call('POST', 'customPanels', 'customPanelsCreate'),
  call('GET', 'customPanel', 'customPanelsList'),
  call('PUT', 'customPanel', 'customPanelsEdit'),
  call('DELETE', 'customPanel', 'customPanelsEdit'),
  call('GET', 'markerSynonyms', 'markerAddName'),
  call('POST', 'markerSynonyms', 'markerAddName'),
  call('DELETE', 'markerSynonym', 'markerAddName'),
  call('GET', 'reviewRequests', 'markerReview'),
  call('GET', 'reviewRequest', 'markerReview'),
  call('PUT', 'reviewRequest', 'markerReview'),
  call('GET', 'reviewRequestFile', 'markerReview'),
  call('POST', 'reviewRequestPublish', 'markerReview'),
  call('GET', 'analytics', 'analyticsView'),
  call('GET', 'demo', 'demoView'),
  call('POST', 'demoReset', 'demoReset'),
  // issue 19: a job's own access is its kind's (checked in the route); the list shows only those
  call('GET', 'jobs', 'anyAdmin'),
  call('GET', 'job', 'anyAdmin'),
  call('GET', 'jobLog', 'anyAdmin'),
  call('POST', 'jobCancel', 'anyAdmin'),
  call('GET', 'jobFile', 'anyAdmin'),
  call('GET', 'deletionRequests', 'deletionRequestsList'),
  call('GET', 'deletionRequest', 'deletionRequestsList'),
  call('POST', 'deletionRequestDecision', 'deletionRequestsDecide'),
  call('GET', 'auditCsv', 'auditView'),
  call('GET', 'auditStaff', 'auditView'),
  call('GET', 'customerImports', 'customersImport'),
  call('POST', 'customerImports', 'customersImport'),
  call('GET', 'customerImport', 'customersImport'),
  call('POST', 'customerImportRun', 'customersImport'),
  call('POST', 'bulkActionPreview', 'bulkUserAction'),
  call('POST', 'bulkActions', 'bulkUserAction'),
  call('POST', 'customerReactivate', 'bulkUserAction'),
  call('GET', 'scripts', 'utilityScripts'),
  call('POST', 'scriptRuns', 'utilityScripts'),
  call('GET', 'exportQueries', 'exportQueries'),
  call('POST', 'exportQueries', 'exportQueries'),
  call('GET', 'exportQuery', 'exportQueries'),
  call('PUT', 'exportQuery', 'exportQueries'),
  call('DELETE', 'exportQuery', 'exportQueries'),
  call('POST', 'exportQueryRuns', 'exportQueries'),
  call('GET', 'discountReport', 'discountReport'),
  call('GET', 'discountReportCsv', 'discountReport'),
  call('GET', 'crmMappings', 'crmView'),
  call('PUT', 'crmMappings', 'crmProperties'),
  call('GET', 'crmProperties', 'crmView'),
  call('POST', 'crmSyncs', 'crmSync'),
  call('GET', 'crmLog', 'crmView'),
  call('GET', 'partnerKeys', 'partnersView'),
  call('POST', 'partnerKeys', 'partnersEdit'),
  call('DELETE', 'partnerKey', 'partnersEdit'),
  // issue 20: the page builder
  call('GET', 'pages', 'pageBuilder'),
  call('POST', 'pages', 'pageBuilder'),
  call('GET', 'pageDraft', 'pageBuilder'),
  call('PUT', 'pageDraft', 'pageBuilder'),
  call('POST', 'pagePublish', 'pageBuilder'),
  call('GET', 'pageVersions', 'pageBuilder'),
  call('POST', 'pageRestore', 'pageBuilder'),
  call('POST', 'pageImages', 'pageBuilder'),
  call('GET', 'pageImages', 'pageBuilder'),
];

/** The access a path and method need (undefined for a call this list does not name). */
export function accessOf(
  method: BackOfficeCall['method'],
  path: BackOfficePath,
): AccessRequirement | undefined {
  const found = backOfficeCalls.find((c) => c.method === method && c.path === path);
  return found ? backOfficeAccess[found.access] : undefined;
}

// ── Shared shapes ────────────────────────────────────────────────────────────

export const REASON_MIN = 3;
export const REASON_MAX = 500;
/** Every back-office change says why; the audit keeps it. */
export const reason = text(REASON_MAX).trim().min(REASON_MIN, `Say why in at least ${REASON_MIN} characters`);
export const withReason = z.object({ reason });
export type WithReason = z.infer<typeof withReason>;

/** A numeric `:id` path part. */
export const idParam = z.object({
  id: z.coerce
    .number()
    .int('Must be a whole number')
    .positive()
    .max(2 ** 31 - 1),
});

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
export const pageQuery = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1)
    .max(PAGE_SIZE_MAX)
    .default(PAGE_SIZE_DEFAULT),
});
export const sortDirection = z.enum(['asc', 'desc'], 'Sort direction is asc or desc').default('desc');
/** A search box's text: trimmed, at most 100 characters, absent when empty. */
export const searchText = line(100, 'Search with at most 100 characters')
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A page of `item`s and the paging that produced it. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** One row of the audit: who changed what, when, why, and the values before and after. */
export const auditEvent = z.object({
  id: z.number().int(),
  at: sent(),
  staffId: z.number().int(),
  staffName: sent(),
  customerId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  entity: sent(),
  entityId: sent(),
  action: sent(),
  /** What the change was, worded for people ("Order #12: address changed"). */
  summary: sent(),
  reason: sent().nullable(),
  before: z.record(sent(), z.unknown()).nullable(),
  after: z.record(sent(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;
export const auditPage = paged(auditEvent);
/** The audit of one kind of record, one record, or everything (newest first). */
export const auditQuery = pageQuery.extend({
  entity: line(40).trim().optional(),
  entityId: line(40).trim().optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;
export type AuditPage = z.infer<typeof auditPage>;

/** A catalogue marker as pickers show it (custom panels, synonyms, review corrections). */
export const catalogueMarker = z.object({
  abbr: sent(),
  name: sent(),
  unit: sent(),
  units: z.array(sent()),
  category: sent(),
});
export type CatalogueMarker = z.infer<typeof catalogueMarker>;
export const catalogueMarkersResponse = z.object({ items: z.array(catalogueMarker) });
export type CatalogueMarkersResponse = z.infer<typeof catalogueMarkersResponse>;

/** The admin home's numbers, each present only when the role may open the screen it links to. */
export const homeWidget = z.object({
  key: sent(),
  label: sent(),
  value: z.number(),
  /** What the number counts, e.g. "waiting for review". */
  detail: sent(),
  href: sent(),
});
export type HomeWidget = z.infer<typeof homeWidget>;
export const homeResponse = z.object({ widgets: z.array(homeWidget) });
export type HomeResponse = z.infer<typeof homeResponse>;

/** Messages of the back office, worded once. */
export const BACK_OFFICE_MESSAGES = {
  notFound: 'Not found.',
  saved: 'Saved.',
  readOnlyView: 'This is a read-only view of the customer’s account: nothing can be changed here.',
} as const;
