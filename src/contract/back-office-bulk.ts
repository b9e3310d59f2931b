import { z } from 'zod';
import { birthDateProblem, gender, personName } from './account';
import { phoneNumber } from './admin';
import { reason } from './back-office';
import { addonTag, customersQuery } from './back-office-customers';
import { isoDate } from './blood';
import { emailAddress, line, sent, text } from './text';

// Issue 19, slice "bulk": the customer CSV import and bulk user actions. Paths and access are in
// contract/back-office.ts (customerImports…, bulkActions…); docs/decisions/back-office-bulk.md.

// ── CSV import ───────────────────────────────────────────────────────────────

/** The upload's form field. */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

/** The columns of an import file, in the template's order; the first three are required. */
export const IMPORT_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'phone',
  'date_of_birth',
  'sex',
  'company',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['email', 'first_name', 'last_name'];
export const IMPORT_COLUMN_HELP: Readonly<Record<ImportColumn, string>> = {
  email: 'Required. The sign-in address; a customer with it already is a duplicate (any letter case).',
  first_name: 'Required. Letters, spaces, apostrophes, hyphens and periods, at most 100.',
  last_name: 'Required. As first_name.',
  phone: 'Optional. International form, e.g. +1 555 555 0100.',
  date_of_birth: 'Optional. YYYY-MM-DD; the customer must be 18 to 120 years old.',
  sex: 'Optional. male or female (the blood ranges use it).',
  company: 'Optional. The exact name of an existing company; the customer joins it.',
};
/** The template the screen offers to download. */
export const IMPORT_TEMPLATE =
  'email,first_name,last_name,phone,date_of_birth,sex,company\r\n' +
  'ada@example.com,Ada,Lovelace,+15555550100,1985-12-10,female,\r\n';

/** A data line of the file, checked: what a customer row needs, by the product's own rules. */
export const importRow = z.object({
  email: emailAddress(),
  firstName: personName('first name'),
  lastName: personName('last name'),
  phone: phoneNumber.nullable(),
  birthDate: isoDate.nullable(),
  sex: gender.nullable(),
  company: line(200).trim().nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

/** The contract field each column fills (problems name the column as the file spells it). */
const FIELD_COLUMN: Readonly<Record<keyof ImportRow, ImportColumn>> = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  birthDate: 'date_of_birth',
  sex: 'sex',
  company: 'company',
};

export const importProblem = z.object({
  /** The file's line number (the header is line 1). */
  line: z.number().int(),
  /** The column (or `file` for the whole file). */
  field: sent(),
  message: sent(),
});
export type ImportProblem = z.infer<typeof importProblem>;

/**
 * Checks one data line (cells by column name) with the same rules the product applies to the same
 * data: a row is valid exactly when a customer could enter it. Empty optional cells are absent.
 */
export function checkImportRow(
  cells: Readonly<Partial<Record<ImportColumn, string>>>,
  lineNumber: number,
  today: Date,
): { row: ImportRow } | { problems: ImportProblem[] } {
  const cell = (c: ImportColumn) => {
    const v = (cells[c] ?? '').trim();
    return v === '' ? null : v;
  };
  const parsed = importRow.safeParse({
    email: cell('email') ?? '',
    firstName: cell('first_name') ?? '',
    lastName: cell('last_name') ?? '',
    phone: cell('phone'),
    birthDate: cell('date_of_birth'),
    sex: cell('sex')?.toLowerCase() ?? null,
    company: cell('company'),
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    const problems: ImportProblem[] = [];
    for (const issue of parsed.error.issues) {
      const field = FIELD_COLUMN[issue.path[0] as keyof ImportRow] ?? 'file';
      if (seen.has(field)) continue;
      seen.add(field);
      problems.push({ line: lineNumber, field, message: issue.message });
    }
    return { problems };
  }
  const tooYoungOrOld = parsed.data.birthDate ? birthDateProblem(parsed.data.birthDate, today) : undefined;
  if (tooYoungOrOld)
    return { problems: [{ line: lineNumber, field: 'date_of_birth', message: tooYoungOrOld }] };
  return { row: parsed.data };
}

export const importDuplicates = z.enum(['update', 'skip'], 'Choose update or skip');
export type ImportDuplicates = z.infer<typeof importDuplicates>;

/** A dry run as the screen shows it (and the import it became, once run). */
export const customerImportView = z.object({
  id: z.number().int(),
  fileName: sent(),
  createdAt: sent(),
  staffName: sent(),
  /** Data lines in the file. */
  rows: z.number().int(),
  /** Valid lines whose e-mail no customer has. */
  newCount: z.number().int(),
  /** Valid lines whose e-mail a customer has already (updated or skipped, as chosen). */
  existingCount: z.number().int(),
  /** Lines with at least one problem: never imported. */
  badCount: z.number().int(),
  /** Every problem, by line (a line may have several fields wrong). */
  problems: z.array(importProblem),
  /** Set once the import was started. */
  jobId: z.number().int().nullable(),
  duplicates: importDuplicates.nullable(),
});
export type CustomerImportView = z.infer<typeof customerImportView>;

export const customerImportRunRequest = z.object({ duplicates: importDuplicates, reason });
export type CustomerImportRunRequest = z.infer<typeof customerImportRunRequest>;
export const customerImportsResponse = z.object({ items: z.array(customerImportView) });
export type CustomerImportsResponse = z.infer<typeof customerImportsResponse>;
export const jobStarted = z.object({ jobId: z.number().int() });
export type JobStarted = z.infer<typeof jobStarted>;

export const IMPORT_MESSAGES = {
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS} customers; split it into smaller files.`,
  noFile: 'Choose a CSV file',
  notCsv: 'The file is not readable CSV text (UTF-8, comma separated).',
  empty: 'The file has no customers below its header line.',
  alreadyRun: 'This import was already started.',
  nothingToImport: 'No line of this file can be imported.',
  invitationSubject: 'You are invited to Healthspan',
} as const;

// ── Bulk user actions ────────────────────────────────────────────────────────

export const BULK_MAX_CUSTOMERS = 5000;
export const BULK_PREVIEW_ROWS = 50;
export const BULK_LIST_MAX_ENTRIES = 5000;

/** The customers list's filters (the same schema, without paging and sorting). */
export const bulkFilter = customersQuery.omit({ page: true, pageSize: true, sort: true, dir: true });
export type BulkFilter = z.input<typeof bulkFilter>;

export const bulkSelection = z.discriminatedUnion(
  'by',
  [
    z.object({ by: z.literal('filter'), filter: bulkFilter }),
    z.object({
      by: z.literal('list'),
      /** Customer ids (#12 or 12) and/or e-mails, separated by commas, spaces or line breaks. */
      list: text(200_000).trim().min(1, 'Paste at least one customer id or e-mail'),
    }),
  ],
  'Choose customers by filter or by list',
);
export type BulkSelection = z.input<typeof bulkSelection>;

export const BULK_ACTION_TYPES = [
  'email',
  'company',
  'grant-addon',
  'revoke-addon',
  'deactivate',
  'reactivate',
] as const;
export type BulkActionType = (typeof BULK_ACTION_TYPES)[number];
export const BULK_ACTION_LABELS: Readonly<Record<BulkActionType, string>> = {
  email: 'Send an e-mail',
  company: 'Change company',
  'grant-addon': 'Grant an add-on',
  'revoke-addon': 'Revoke an add-on',
  deactivate: 'Deactivate (block sign-in)',
  reactivate: 'Reactivate (allow sign-in again)',
};

export const bulkAction = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('email'),
      subject: line(200).trim().min(1, 'Enter a subject'),
      body: text(10_000).trim().min(1, 'Enter the message'),
    }),
    z.object({
      type: z.literal('company'),
      /** The company the customers belong to afterwards (their other memberships end); null: none. */
      companyId: z.number('Choose a company').int().positive().nullable(),
    }),
    z.object({ type: z.literal('grant-addon'), tag: addonTag }),
    z.object({ type: z.literal('revoke-addon'), tag: addonTag }),
    z.object({ type: z.literal('deactivate') }),
    z.object({ type: z.literal('reactivate') }),
  ],
  'Choose an action',
);
export type BulkAction = z.infer<typeof bulkAction>;

export const bulkRequest = z.object({ selection: bulkSelection, action: bulkAction, reason });
export type BulkRequest = z.input<typeof bulkRequest>;
/** A preview needs no reason yet: the confirmation gives it. */
export const bulkPreviewRequest = bulkRequest.omit({ reason: true });
export type BulkPreviewRequest = z.input<typeof bulkPreviewRequest>;

export const bulkPreviewRow = z.object({
  id: z.number().int(),
  name: sent(),
  email: sent(),
  /** Why this customer would be skipped (nothing to change), or null. */
  skip: sent().nullable(),
});
export type BulkPreviewRow = z.infer<typeof bulkPreviewRow>;

export const bulkPreview = z.object({
  /** Customers chosen. */
  count: z.number().int(),
  /** Of `count`, those the action would skip. */
  skipCount: z.number().int(),
  /** The first BULK_PREVIEW_ROWS chosen, in id order. */
  first: z.array(bulkPreviewRow),
  /** Pasted entries no customer matches. */
  unknown: z.array(sent()),
});
export type BulkPreview = z.infer<typeof bulkPreview>;

export const BULK_MESSAGES = {
  tooMany: `A bulk action runs over at most ${BULK_MAX_CUSTOMERS} customers: narrow the choice.`,
  none: 'No customer matches this choice.',
  deactivated: 'This account has been deactivated. Contact support to use it again.',
} as const;
