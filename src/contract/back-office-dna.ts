import { z } from 'zod';
import { auditEvent, pageQuery, paged, reason, searchText, sortDirection } from './back-office';
import { dnaReportResponse, genotypeSource } from './dna';
import { emailAddress, line, sent } from './text';

// Issue 18, back office: DNA results and kits, companies and their orders (docs/decisions/back-office.md
// "DNA and companies"). Paths and access are in back-office.ts (backOfficePaths, backOfficeCalls).

const id = z.number().int();
const when = sent().nullable();

// ── DNA kits ─────────────────────────────────────────────────────────────────

/** domain/dna/kit.ts dnaKitStates (the contract imports nothing local; a server test keeps them equal). */
export const adminKitStates = [
  'issued',
  'registered',
  'mailed',
  'received',
  'sampleFailed',
  'resultReady',
] as const;
/** domain/dna/kit.ts labKitEvents. */
export const adminKitEvents = ['markMailed', 'receive', 'fail', 'complete'] as const;
export const kitState = z.enum(adminKitStates);
export const labKitEvent = z.enum(adminKitEvents);

export const dnaKitSorts = ['registeredAt', 'dnaKitId', 'state', 'updatedAt'] as const;
export const dnaKitsQuery = pageQuery.extend({
  /** A kit id (typed any way normalizeKitId accepts), a serial number or a customer's e-mail. */
  q: searchText,
  state: z.enum(adminKitStates, `State is one of: ${adminKitStates.join(', ')}`).optional(),
  sort: z.enum(dnaKitSorts, `Sort by one of: ${dnaKitSorts.join(', ')}`).default('updatedAt'),
  dir: sortDirection,
});
export type DnaKitsQuery = z.input<typeof dnaKitsQuery>;

export const adminCustomerRef = z.object({
  id,
  email: sent(),
  firstName: sent(),
  lastName: sent(),
});
export type AdminCustomerRef = z.infer<typeof adminCustomerRef>;

/** A kit with its owner and the date of each step it took. */
export const adminKit = z.object({
  id,
  dnaKitId: sent(),
  serialNumber: sent(),
  state: kitState,
  customer: adminCustomerRef.nullable(),
  createdAt: sent(),
  registeredAt: when,
  mailedAt: when,
  receivedAt: when,
  failedAt: when,
  resultAt: when,
});
export type AdminKit = z.infer<typeof adminKit>;
export const dnaKitsResponse = paged(adminKit);
export type DnaKitsResponse = z.infer<typeof dnaKitsResponse>;

export const dnaKitResponse = z.object({
  kit: adminKit,
  /** The lab moves the kit can take now (nextKitState). */
  events: z.array(labKitEvent),
  /** The genotype set the lab's result file made, once the kit is ready. */
  resultSetId: id.nullable(),
  audit: z.array(auditEvent),
});
export type DnaKitResponse = z.infer<typeof dnaKitResponse>;

/** The multipart field of the lab's genotype file (the `complete` move). */
export const DNA_RESULT_FIELD = 'file';
/** markMailed, receive, fail: JSON. `complete` is multipart with the lab's file (dnaKitCompleteForm). */
export const dnaKitTransitionRequest = z.object({
  event: z.enum(['markMailed', 'receive', 'fail'], 'Choose a step: markMailed, receive or fail'),
  reason,
});
export type DnaKitTransitionRequest = z.input<typeof dnaKitTransitionRequest>;
export const dnaKitCompleteForm = z.object({
  event: z.literal('complete', 'A result file comes with the step complete'),
  reason,
  [DNA_RESULT_FIELD]: z.file({ message: 'Choose the lab’s raw-data file (.txt or .csv)' }),
});

// ── DNA results ──────────────────────────────────────────────────────────────

/** A genotype set as the back office lists it: where it came from and how far it got (never its SNPs). */
export const adminGenotypeSet = z.object({
  id,
  source: genotypeSource,
  status: z.enum(['processing', 'ready', 'failed']),
  formatName: sent().nullable(),
  fileNames: z.array(sent()),
  rowsRead: z.number().int(),
  dnaKitId: sent().nullable(),
  error: sent().nullable(),
  createdAt: sent(),
  completedAt: when,
});
export type AdminGenotypeSet = z.infer<typeof adminGenotypeSet>;

export const customerDnaResponse = z.object({
  customer: adminCustomerRef,
  kits: z.array(adminKit),
  sets: z.array(adminGenotypeSet),
  /** The set the customer's report reads (the newest ready one), if any. */
  reportSetId: id.nullable(),
});
export type CustomerDnaResponse = z.infer<typeof customerDnaResponse>;

export const dnaResultsQuery = pageQuery.extend({ q: searchText });
export type DnaResultsQuery = z.input<typeof dnaResultsQuery>;
export const dnaResultRow = z.object({ set: adminGenotypeSet, customer: adminCustomerRef });
export type DnaResultRow = z.infer<typeof dnaResultRow>;
export const dnaResultsResponse = paged(dnaResultRow);
export type DnaResultsResponse = z.infer<typeof dnaResultsResponse>;

/** A ready set's report as the customer sees it; the raw genotypes stay out (health data). */
export const dnaResultResponse = z.object({
  customer: adminCustomerRef,
  set: adminGenotypeSet,
  report: dnaReportResponse,
});
export type DnaResultResponse = z.infer<typeof dnaResultResponse>;

// ── Companies ────────────────────────────────────────────────────────────────

export const companiesQuery = pageQuery.extend({ q: searchText });
export type CompaniesQuery = z.input<typeof companiesQuery>;

/** `id` and `name` as the old list had them, with the counts the back office shows. */
export const companyRow = z.object({
  id,
  name: sent(),
  coaches: z.number().int(),
  liveTeams: z.number().int(),
  members: z.number().int(),
  available: z.number().int(),
  assigned: z.number().int(),
});
export type CompanyRow = z.infer<typeof companyRow>;
export const companiesPage = paged(companyRow);
export type CompaniesPage = z.infer<typeof companiesPage>;

export const COMPANY_NAME_MAX = 100;
const companyName = line(COMPANY_NAME_MAX).trim().min(2, 'Name the company in at least 2 characters');
export const createCompanyRequest = z.object({ name: companyName });
export type CreateCompanyRequest = z.input<typeof createCompanyRequest>;
export const renameCompanyRequest = z.object({ name: companyName, reason });
export type RenameCompanyRequest = z.input<typeof renameCompanyRequest>;

export const companyCoach = z.object({
  id,
  email: sent(),
  firstName: sent(),
  lastName: sent(),
  hasOrdersPageAccess: z.boolean(),
  createdAt: sent(),
});
export type CompanyCoach = z.infer<typeof companyCoach>;

export const companyTeam = z.object({
  id,
  name: sent(),
  memberCount: z.number().int(),
  invitedCount: z.number().int(),
  createdAt: sent(),
});

export const stockPlan = z.object({ productId: id, title: sent() });
export type StockPlan = z.infer<typeof stockPlan>;

export const companyResponse = z.object({
  id,
  name: sent(),
  coaches: z.array(companyCoach),
  teams: z.array(companyTeam),
  /** Items by the coach inventory's status rule (Available, Assigned, Used). */
  inventory: z.object({ Available: z.number().int(), Assigned: z.number().int(), Used: z.number().int() }),
  /** The plans stock can be added of (test plans only). */
  plans: z.array(stockPlan),
  audit: z.array(auditEvent),
});
export type CompanyResponse = z.infer<typeof companyResponse>;

export const companyCoachParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  staffId: z.coerce
    .number()
    .int('Must be a whole number')
    .positive()
    .max(2 ** 31 - 1),
});

const personName = (what: string) => line(100).trim().min(1, `Enter the coach’s ${what}`);
export const addCoachRequest = z.object({
  email: emailAddress(),
  firstName: personName('first name'),
  lastName: personName('last name'),
  hasOrdersPageAccess: z.boolean().default(false),
});
export type AddCoachRequest = z.input<typeof addCoachRequest>;
export const coachAccessRequest = z.object({ hasOrdersPageAccess: z.boolean(), reason });
export type CoachAccessRequest = z.input<typeof coachAccessRequest>;
export const coachLinkRequest = z.object({ reason });
export type CoachLinkRequest = z.input<typeof coachLinkRequest>;

export const STOCK_MAX_QUANTITY = 100;
export const addStockRequest = z.object({
  productId: z.number('Choose a plan').int('Choose a plan').positive('Choose a plan'),
  quantity: z
    .number('Enter how many tests')
    .int('Enter a whole number')
    .min(1, 'Add at least 1 test')
    .max(STOCK_MAX_QUANTITY, `Add at most ${STOCK_MAX_QUANTITY} tests at once`),
  reason,
});
export type AddStockRequest = z.input<typeof addStockRequest>;

/** One purchase of stock: the items one store order (or one back-office addition) brought. */
export const companyPurchase = z.object({
  ref: sent().nullable(),
  purchasedAt: sent(),
  productId: id,
  title: sent(),
  quantity: z.number().int(),
  available: z.number().int(),
  assigned: z.number().int(),
  used: z.number().int(),
});
export type CompanyPurchase = z.infer<typeof companyPurchase>;
export const companyOrder = z.object({
  id,
  customer: adminCustomerRef,
  title: sent(),
  status: sent(),
  priceCents: z.number().int(),
  createdAt: sent(),
});
export type CompanyOrder = z.infer<typeof companyOrder>;
export const companyOrdersResponse = z.object({
  company: z.object({ id, name: sent() }),
  purchases: z.array(companyPurchase),
  orders: z.array(companyOrder),
});
export type CompanyOrdersResponse = z.infer<typeof companyOrdersResponse>;
