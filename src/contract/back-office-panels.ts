import { z } from 'zod';
import { pageQuery, paged, reason, searchText } from './back-office';
import { isoDate } from './blood';
import { confirmedValue } from './ocr';
import { line, sent, text } from './text';

// Issue 18, back office: custom panels, OCR marker synonyms and review requests (the "panels-markers"
// slice). Paths and access are in contract/back-office.ts; docs/decisions/back-office.md.

// ── Custom panels ────────────────────────────────────────────────────────────

export const PANEL_NAME_MAX = 80;
export const PANEL_DESCRIPTION_MAX = 500;
export const PANEL_MARKERS_MAX = 150;

/** `includeArchived=true` (a query string) lists archived panels too. */
const flag = z
  .enum(['true', 'false', '1', '0'], 'Use true or false')
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const customPanelsQuery = z.object({ q: searchText, includeArchived: flag });
export type CustomPanelsQuery = z.input<typeof customPanelsQuery>;

export const customPanelSummary = z.object({
  id: z.number().int(),
  name: sent(),
  description: sent(),
  markerCount: z.number().int(),
  /** Orders whose lab runs this panel. */
  orderCount: z.number().int(),
  createdAt: sent(),
  updatedAt: sent().nullable(),
  /** Set when archived: it stays on its orders but cannot be chosen for new ones. */
  archivedAt: sent().nullable(),
});
export type CustomPanelSummary = z.infer<typeof customPanelSummary>;
export const customPanelsResponse = z.object({ items: z.array(customPanelSummary) });
export type CustomPanelsResponse = z.infer<typeof customPanelsResponse>;

export const panelMarker = z.object({ abbr: sent(), name: sent(), unit: sent(), category: sent() });
export type PanelMarker = z.infer<typeof panelMarker>;

export const panelOrder = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: sent(),
  customerEmail: sent(),
  status: sent(),
  createdAt: sent(),
});
export type PanelOrder = z.infer<typeof panelOrder>;

export const customPanelDetail = customPanelSummary.extend({
  /** In the panel's order, each resolved from the catalogue. */
  markers: z.array(panelMarker),
  orders: z.array(panelOrder),
});
export type CustomPanelDetail = z.infer<typeof customPanelDetail>;

/** A panel as the form sends it; the server removes duplicate markers and checks each is in the catalogue. */
export const customPanelRequest = z.object({
  name: line(PANEL_NAME_MAX, `Use at most ${PANEL_NAME_MAX} characters`)
    .trim()
    .min(1, 'Give the panel a name'),
  description: text(PANEL_DESCRIPTION_MAX).trim().default(''),
  markerAbbrs: z
    .array(line(20).trim().min(1, 'Choose a marker'), 'Choose the markers')
    .min(1, 'Choose at least one marker')
    .max(PANEL_MARKERS_MAX, `Choose at most ${PANEL_MARKERS_MAX} markers`),
});
export type CustomPanelRequest = z.input<typeof customPanelRequest>;

/** An edit says why; `archived: false` brings an archived panel back. */
export const customPanelUpdate = customPanelRequest.extend({ reason, archived: z.boolean().optional() });
export type CustomPanelUpdate = z.input<typeof customPanelUpdate>;

export const customPanelResponse = z.object({ panel: customPanelDetail });
export type CustomPanelResponse = z.infer<typeof customPanelResponse>;

// ── Marker synonyms ──────────────────────────────────────────────────────────

export const SYNONYM_MAX = 100;

export const markerSynonymsQuery = z.object({
  q: searchText,
  markerAbbr: line(20).trim().optional(),
});
export type MarkerSynonymsQuery = z.input<typeof markerSynonymsQuery>;

export const markerSynonym = z.object({
  id: z.number().int(),
  markerAbbr: sent(),
  markerName: sent(),
  name: sent(),
  /** The spelling as the reader compares it. */
  nameKey: sent(),
  staffName: sent().nullable(),
  createdAt: sent(),
});
export type MarkerSynonym = z.infer<typeof markerSynonym>;

export const markerSynonymsResponse = z.object({
  items: z.array(markerSynonym),
  /** With `markerAbbr`: the names the reader knows it by already (read-only: name, abbreviation, built-in table). */
  builtIn: z.array(sent()),
});
export type MarkerSynonymsResponse = z.infer<typeof markerSynonymsResponse>;

export const markerSynonymRequest = z.object({
  markerAbbr: line(20).trim().min(1, 'Choose a marker'),
  name: line(SYNONYM_MAX, `Use at most ${SYNONYM_MAX} characters`)
    .trim()
    .min(1, 'Type the name as the lab prints it'),
});
export type MarkerSynonymRequest = z.input<typeof markerSynonymRequest>;
export const markerSynonymResponse = z.object({ synonym: markerSynonym });

// ── Review requests ──────────────────────────────────────────────────────────

export const reviewRequestStatuses = ['waiting', 'published'] as const;
export const reviewRequestsQuery = pageQuery.extend({
  status: z.enum(reviewRequestStatuses, 'Use waiting or published').default('waiting'),
});
export type ReviewRequestsQuery = z.input<typeof reviewRequestsQuery>;

export const reviewFile = z.object({
  position: z.number().int(),
  name: sent(),
  kind: sent(),
  bytes: z.number().int(),
});
export type ReviewFile = z.infer<typeof reviewFile>;

export const reviewRequestSummary = z.object({
  id: z.number().int(),
  groupId: sent(),
  customer: z.object({ id: z.number().int(), name: sent(), email: sent() }),
  files: z.array(reviewFile),
  uploadedAt: sent(),
  /** Whole days since the upload (until published). */
  waitingDays: z.number().int(),
  status: z.enum(reviewRequestStatuses),
  hasDraft: z.boolean(),
  publishedAt: sent().nullable(),
});
export type ReviewRequestSummary = z.infer<typeof reviewRequestSummary>;
export const reviewRequestsResponse = paged(reviewRequestSummary);
export type ReviewRequestsResponse = z.infer<typeof reviewRequestsResponse>;

export const reviewValue = z.object({ markerAbbr: sent(), value: z.number(), unit: sent() });
export type ReviewValue = z.infer<typeof reviewValue>;

export const reviewRequestDetail = reviewRequestSummary.extend({
  /** What the reader finds in the stored files now (with the synonyms of today), to start from. */
  reading: z.object({
    testedAt: sent().nullable(),
    values: z.array(reviewValue.extend({ confidence: z.number(), sourceText: sent() })),
    unmatched: z.array(sent()),
    /** Why a file could not be read, if one could not. */
    problems: z.array(sent()),
  }),
  draft: z
    .object({
      testedAt: sent().nullable(),
      values: z.array(reviewValue),
      updatedAt: sent().nullable(),
    })
    .nullable(),
  resultId: z.number().int().nullable(),
});
export type ReviewRequestDetail = z.infer<typeof reviewRequestDetail>;

/** The care team's corrected values (a draft until published). */
export const reviewDraftRequest = z.object({
  testedAt: isoDate,
  values: z.array(confirmedValue).min(1, 'Keep at least one value').max(200),
});
export type ReviewDraftRequest = z.input<typeof reviewDraftRequest>;

export const reviewPublishResponse = z.object({ resultId: z.number().int() });
export type ReviewPublishResponse = z.infer<typeof reviewPublishResponse>;

/** Where a published review's values come from, as the customer's blood results show it. */
export const REVIEWED_SOURCE = 'Reviewed by the care team';
