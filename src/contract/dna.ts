import { z } from 'zod';
import { emailAddress, line, sent } from './text';

// spec 000 §3 DNA (report, kit), §4 (a DNA report answered 202 is not ready yet), §7.8 DNA calls.
// Bodies the spec does not show are ours: docs/decisions/dna.md.
export { dnaPaths } from './dna-paths';

/** Raw-data uploads: the unedited text file (15-25 MB is usual); the server's limit is in page data. */
export const DNA_UPLOAD_FIELD = 'result_file';
export const DNA_SUBMIT_FIELD = 'files[]';
export const DNA_MAX_FILES = 3;
export const dnaFileExtensions = ['.txt', '.csv', '.tsv'] as const;

// ── Report ───────────────────────────────────────────────────────────────────

export const dnaFormat = z.enum(['23andme', 'ancestrydna', 'ftdna', 'lab']);
export type DnaFormatValue = z.infer<typeof dnaFormat>;
export const genotypeSource = z.enum(['upload', 'kit']);

export const snpReading = z.object({
  rsid: sent(),
  gene: sent(),
  variant: sent(),
  status: z.enum(['called', 'noCall', 'unexpected', 'missing']),
  genotype: sent().nullable(),
  literatureGenotype: sent().nullable(),
  raw: sent().nullable(),
});
export type SnpReadingBody = z.infer<typeof snpReading>;

export const traitResult = z.object({
  key: z.enum(['apoe', 'mthfr', 'fto', 'lct', 'actn3', 'cyp1a2']),
  title: sent(),
  gene: sent(),
  snps: z.array(snpReading),
  determined: z.boolean(),
  /** The reading in plain words; the genotype (`ε3/ε4`, `677 CT`) is its detail, null when undetermined. */
  result: sent(),
  genotype: sent().nullable(),
  summary: sent(),
  evidence: sent(),
  optInReveal: z.boolean(),
});
export type TraitResultBody = z.infer<typeof traitResult>;

/** Where the genotypes came from. */
export const genotypeSetSummary = z.object({
  id: z.number().int(),
  source: genotypeSource,
  format: dnaFormat.nullable(),
  /** `23andMe`, `AncestryDNA`, `FamilyTreeDNA`, `Healthspan lab`. */
  formatName: sent().nullable(),
  fileNames: z.array(sent()),
  rowsRead: z.number().int(),
  createdAt: sent(),
  completedAt: sent().nullable(),
});
export type GenotypeSetSummary = z.infer<typeof genotypeSetSummary>;

/** 200: the report, computed from the kept genotypes when read. */
export const dnaReportResponse = z.object({
  status: z.literal('ready'),
  version: sent(),
  source: genotypeSetSummary,
  traits: z.array(traitResult),
  calledSnps: z.number().int(),
  totalSnps: z.number().int(),
  /** SNPs that several uploaded files called differently; they read as no-calls. */
  conflicts: z.array(z.object({ rsid: sent(), genotypes: z.array(sent()) })),
});
export type DnaReportResponse = z.infer<typeof dnaReportResponse>;

/** 202 (spec 000 §4): the newest upload is still being read. */
export const dnaProcessingResponse = z.object({
  status: z.literal('processing'),
  setId: z.number().int(),
  startedAt: sent(),
  fileNames: z.array(sent()),
});
export type DnaProcessingResponse = z.infer<typeof dnaProcessingResponse>;

export const uploadState = z.object({
  id: z.number().int(),
  status: z.enum(['processing', 'ready', 'failed']),
  fileNames: z.array(sent()),
  formatName: sent().nullable(),
  /** Why the files were refused (failed only). */
  error: sent().nullable(),
  createdAt: sent(),
  completedAt: sent().nullable(),
});
export type UploadState = z.infer<typeof uploadState>;

// ── Kit ──────────────────────────────────────────────────────────────────────

export const dnaKitState = z.enum(['registered', 'mailed', 'received', 'sampleFailed', 'resultReady']);
export type DnaKitStateValue = z.infer<typeof dnaKitState>;

export const dnaKit = z.object({
  dnaKitId: sent(),
  /** Only the last four digits are sent back. */
  serialNumberLast4: sent(),
  state: dnaKitState,
  registeredAt: sent().nullable(),
  mailedAt: sent().nullable(),
  receivedAt: sent().nullable(),
  failedAt: sent().nullable(),
  resultAt: sent().nullable(),
  /** The sample failed and the customer has not closed the popup yet. */
  showSampleFailPopup: z.boolean(),
  canMarkMailed: z.boolean(),
});
export type DnaKit = z.infer<typeof dnaKit>;

export const currentKitResponse = z.object({
  /** The customer's newest kit; null without one. */
  kit: dnaKit.nullable(),
  /** A new kit can be registered: none yet, or the newest one failed. */
  canRegister: z.boolean(),
});
export type CurrentKitResponse = z.infer<typeof currentKitResponse>;

const kitIdField = line(30, 'Enter the kit ID printed on the box')
  .trim()
  .min(1, 'Enter the kit ID printed on the box')
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .refine((s) => /^HSK\d{8}$/.test(s), 'Enter the kit ID as printed on the box, e.g. HSK-1234-5678')
  .transform((s) => `HSK-${s.slice(3, 7)}-${s.slice(7)}`);

export const registerDnaKitRequest = z.object({
  dnaKitId: kitIdField,
  serialNumber: line(30, 'Enter the serial number printed on the tube')
    .trim()
    .min(1, 'Enter the serial number printed on the tube')
    .transform((s) => s.replace(/[\s-]/g, ''))
    .refine((s) => /^\d{12}$/.test(s), 'The serial number is the 12 digits printed on the tube'),
});
export type RegisterDnaKitRequest = z.input<typeof registerDnaKitRequest>;
export const dnaKitIdRequest = z.object({ dnaKitId: kitIdField });
export type DnaKitIdRequest = z.input<typeof dnaKitIdRequest>;

// ── Healthspan DNA report (the kit's report) ─────────────────────────────────

export const healthspanDnaReportStatus = z.object({
  /** `noKit`, the kit's state, or `ready` once the lab's genotypes are in. */
  status: z.enum(['noKit', 'registered', 'mailed', 'received', 'sampleFailed', 'ready']),
  dnaKitId: sent().nullable(),
  reportReady: z.boolean(),
  resultAt: sent().nullable(),
});
export type HealthspanDnaReportStatus = z.infer<typeof healthspanDnaReportStatus>;

// ── Page data ────────────────────────────────────────────────────────────────

export const dnaReportPageData = z.object({
  /** What GET dna/report would answer now: none (404), processing (202), ready (200), failed (422). */
  reportStatus: z.enum(['none', 'processing', 'ready', 'failed']),
  /** The newest raw-data upload, whatever its state. */
  latestUpload: uploadState.nullable(),
  /** Where the report's genotypes come from when one is ready. */
  reportSource: genotypeSetSummary.nullable(),
  kit: dnaKit.nullable(),
  canRegisterKit: z.boolean(),
  healthspanReport: healthspanDnaReportStatus,
  upload: z.object({
    maxBytes: z.number().int(),
    maxFiles: z.number().int(),
    extensions: z.array(sent()),
    formats: z.array(sent()),
  }),
});
export type DnaReportPageData = z.infer<typeof dnaReportPageData>;

// ── Uploads and downloads ────────────────────────────────────────────────────

const rawFile = z.file({ message: 'Choose your raw-data file (.txt or .csv)' });
export const uploadDnaForm = z.object({ [DNA_UPLOAD_FIELD]: rawFile });
export const submitDnaForm = z.object({
  [DNA_SUBMIT_FIELD]: z
    .array(rawFile, { message: 'Choose your raw-data files (.txt or .csv)' })
    .min(1, 'Choose at least one raw-data file')
    .max(DNA_MAX_FILES, `Upload at most ${DNA_MAX_FILES} files at once`),
});

/** 202: the files passed the quick checks and are being read; poll the report. */
export const dnaUploadResponse = z.object({
  status: z.literal('processing'),
  setId: z.number().int(),
  fileNames: z.array(sent()),
  fileBytes: z.number().int(),
  formatName: sent(),
});
export type DnaUploadResponse = z.infer<typeof dnaUploadResponse>;

/**
 * Empty: download the report PDF. With the account's e-mail and password: the same PDF,
 * encrypted so it opens only with that password (for a copy that may be shared or stored).
 */
export const downloadPdfRequest = z
  .object({
    email: emailAddress('Enter your account e-mail').optional(),
    password: line(200).min(1, 'Enter your password').optional(),
    /** APOE is an opt-in reveal: the PDF includes it only when asked. */
    includeApoe: z.boolean({ message: 'Use true or false' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.email !== undefined && body.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter your password' });
    if (body.password !== undefined && body.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter your account e-mail' });
  });
export type DownloadPdfRequest = z.input<typeof downloadPdfRequest>;
