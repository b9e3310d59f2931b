import { z } from 'zod';
import { activationState } from './auth';
import { reason } from './back-office';
import { isoDate } from './blood';
import { line, sent } from './text';

// Issue 19, slice "data": utility scripts, export queries and the discount-used report
// (docs/decisions/back-office-data.md). Paths are in contract/back-office.ts backOfficePaths.

// ── Utility scripts ──────────────────────────────────────────────────────────

/** The fixed list of maintenance jobs the server knows (no arbitrary code runs). */
export const SCRIPT_NAMES = [
  'recompute-inner-age',
  'regrade-results',
  'rebuild-habit-reports',
  'purge-expired-sessions',
] as const;
export const scriptName = z.enum(SCRIPT_NAMES, 'Choose one of the listed scripts');
export type ScriptName = z.infer<typeof scriptName>;

export const scriptInfo = z.object({
  name: scriptName,
  title: sent(),
  description: sent(),
  /** After a restart it carries on where it stopped (true) or is failed (false). */
  resumable: z.boolean(),
});
export type ScriptInfo = z.infer<typeof scriptInfo>;
export const scriptsResponse = z.object({ items: z.array(scriptInfo) });
export type ScriptsResponse = z.infer<typeof scriptsResponse>;

export const scriptNameParam = z.object({ name: scriptName });
/** A dry run reports what it would change; a real run changes it and needs a reason for the audit. */
export const scriptRunRequest = z
  .object({ dryRun: z.boolean('Say whether this is a dry run'), reason: reason.optional() })
  .superRefine((v, ctx) => {
    if (!v.dryRun && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why you run this script' });
  });
export type ScriptRunRequest = z.input<typeof scriptRunRequest>;
export const jobStarted = z.object({ jobId: z.number().int() });
export type JobStarted = z.infer<typeof jobStarted>;

// ── Export queries ───────────────────────────────────────────────────────────

export const EXPORT_ENTITIES = ['customers', 'orders', 'blood-results'] as const;
export const exportEntity = z.enum(EXPORT_ENTITIES, 'Choose customers, orders or blood results');
export type ExportEntity = z.infer<typeof exportEntity>;
export const EXPORT_ENTITY_LABELS: Record<ExportEntity, string> = {
  customers: 'Customers',
  orders: 'Orders',
  'blood-results': 'Blood results',
};

export interface ExportField {
  key: string;
  label: string;
  /** Personal data: saving or running a definition with it needs the exportPersonalData access. */
  personal: boolean;
}
const f = (key: string, label: string, personal = false): ExportField => ({ key, label, personal });

/** The fields each entity's export may have, in column order. */
export const EXPORT_FIELDS: Record<ExportEntity, readonly ExportField[]> = {
  customers: [
    f('id', 'Customer id'),
    f('createdAt', 'Created'),
    f('activationState', 'Activation state'),
    f('firstName', 'First name', true),
    f('lastName', 'Last name', true),
    f('email', 'E-mail', true),
    f('phone', 'Phone', true),
    f('birthDate', 'Date of birth', true),
    f('sex', 'Sex', true),
    f('innerAge', 'Stored InnerAge', true),
  ],
  orders: [
    f('id', 'Order id'),
    f('createdAt', 'Placed'),
    f('customerId', 'Customer id'),
    f('product', 'Product'),
    f('priceCents', 'Price (cents)'),
    f('status', 'Status'),
    f('store', 'Store'),
    f('companyId', 'Company id'),
    f('customerEmail', 'Customer e-mail', true),
    f('customerName', 'Customer name', true),
  ],
  'blood-results': [
    f('id', 'Result id'),
    f('customerId', 'Customer id'),
    f('testedAt', 'Tested'),
    f('publishedAt', 'Published'),
    f('source', 'Source'),
    f('markerCount', 'Markers'),
    f('values', 'Values (marker=value unit)', true),
  ],
};
export const EXPORT_FILTER_KEYS = ['createdFrom', 'createdTo', 'activationState', 'companyId'] as const;
/** The filters each entity understands (another one is refused, named). */
export const EXPORT_FILTERS: Record<ExportEntity, readonly (typeof EXPORT_FILTER_KEYS)[number][]> = {
  customers: ['createdFrom', 'createdTo', 'activationState', 'companyId'],
  orders: ['createdFrom', 'createdTo', 'companyId'],
  'blood-results': ['createdFrom', 'createdTo'],
};
/** An export writes at most this many rows (it says so in its log when it stops there). */
export const EXPORT_ROW_CAP = 50_000;
/** Rows read per page while writing the CSV: memory stays bounded. */
export const EXPORT_PAGE_ROWS = 1000;
/**
 * An export's file is at most this many bytes (it says so in its log when it stops there): the file
 * is stored in one row and read back in one piece, so its size bounds the work done in one go.
 */
export const EXPORT_BYTE_CAP = 16 * 1024 * 1024;

export const exportFilters = z
  .object({
    createdFrom: isoDate.optional(),
    createdTo: isoDate.optional(),
    activationState: activationState.optional(),
    companyId: z.number('A company id is a number').int().positive().optional(),
  })
  .strict();
export type ExportFilters = z.infer<typeof exportFilters>;

export const exportQueryRequest = z
  .object({
    name: line(80).trim().min(1, 'Give the export a name'),
    entity: exportEntity,
    fields: z.array(line(40)).min(1, 'Choose at least one field').max(20),
    filters: exportFilters.default({}),
    reason: reason.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const known = new Set(EXPORT_FIELDS[v.entity].map((x) => x.key));
    v.fields.forEach((key, i) => {
      if (!known.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i],
          message: `Unknown field "${key}" for ${v.entity}`,
        });
    });
    if (new Set(v.fields).size !== v.fields.length)
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'Each field once' });
    for (const key of Object.keys(v.filters) as (keyof ExportFilters)[]) {
      if (v.filters[key] !== undefined && !EXPORT_FILTERS[v.entity].includes(key))
        ctx.addIssue({
          code: 'custom',
          path: ['filters', key],
          message: `Unknown filter "${key}" for ${v.entity}`,
        });
    }
    if (v.filters.createdFrom && v.filters.createdTo && v.filters.createdFrom > v.filters.createdTo)
      ctx.addIssue({ code: 'custom', path: ['filters', 'createdTo'], message: 'On or after the from date' });
  });
export type ExportQueryRequest = z.input<typeof exportQueryRequest>;

export const exportQueryView = z.object({
  id: z.number().int(),
  name: sent(),
  entity: exportEntity,
  fields: z.array(sent()),
  filters: exportFilters,
  /** Names a personal field. */
  personal: z.boolean(),
  createdAt: sent(),
  updatedAt: sent(),
});
export type ExportQueryView = z.infer<typeof exportQueryView>;
export const exportQueriesResponse = z.object({
  items: z.array(exportQueryView),
  /** Whether the viewer may export personal fields. */
  personalAllowed: z.boolean(),
});
export type ExportQueriesResponse = z.infer<typeof exportQueriesResponse>;
export const exportQueryResponse = z.object({ query: exportQueryView });
export type ExportQueryResponse = z.infer<typeof exportQueryResponse>;

// ── The discount-used report ─────────────────────────────────────────────────

export const DISCOUNT_KINDS = ['discount-code', 'gift-card'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  'discount-code': 'Discount code',
  'gift-card': 'Gift card',
};
/** Without dates the report covers the last 30 days; a range is at most a year. */
export const DISCOUNT_REPORT_DEFAULT_DAYS = 30;
export const DISCOUNT_REPORT_MAX_DAYS = 366;

export const discountReportQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'On or after the from date' });
    if (v.from && v.to && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 > DISCOUNT_REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'A range of at most a year' });
  });
export type DiscountReportQuery = z.input<typeof discountReportQuery>;

export const discountUse = z.object({
  id: z.number().int(),
  usedAt: sent(),
  kind: z.enum(DISCOUNT_KINDS),
  code: sent(),
  orderId: z.number().int(),
  amountCents: z.number().int(),
});
export type DiscountUse = z.infer<typeof discountUse>;
export const discountTotal = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  code: sent(),
  uses: z.number().int(),
  amountCents: z.number().int(),
});
export const discountReportResponse = z.object({
  from: sent(),
  to: sent(),
  items: z.array(discountUse),
  /** One line per code, most used first. */
  byCode: z.array(discountTotal),
  totals: z.object({ uses: z.number().int(), amountCents: z.number().int() }),
});
export type DiscountReportResponse = z.infer<typeof discountReportResponse>;

export const DATA_MESSAGES = {
  personalDenied:
    'This export names personal fields (marked "personal"); your role may not export personal data.',
  scriptUnknown: 'No such script.',
} as const;
