import { z } from 'zod';
import { idParam, pageQuery, paged, withReason } from './back-office';
import { line, sent } from './text';

// Issue 19, the CRM integration and partner API keys (spec 001 §1 CRM service integration, §2
// hub-spot-management and partners-integration, §7 e-mail preference sync).
// docs/decisions/back-office-integrations.md, docs/partner-api.md.

// ── CRM mapping ──────────────────────────────────────────────────────────────

/** The product fields a CRM contact can carry (a fixed catalogue; each is derived from real data). */
export const CRM_FIELDS = [
  { id: 'email', label: 'E-mail' },
  { id: 'firstName', label: 'First name' },
  { id: 'lastName', label: 'Last name' },
  { id: 'activationState', label: 'Activation state' },
  { id: 'membership', label: 'Membership access' },
  { id: 'company', label: 'Company' },
  { id: 'lastResultDate', label: 'Last result date' },
  { id: 'innerAge', label: 'InnerAge' },
  { id: 'emailSubscriptionTypes', label: 'E-mail subscription types' },
] as const;
export type CrmFieldId = (typeof CRM_FIELDS)[number]['id'];
export const CRM_FIELD_IDS = CRM_FIELDS.map((f) => f.id) as readonly CrmFieldId[];
/**
 * The fields that name a person: a dry run's log shows their values masked ("J•••"); the derived ones
 * (membership, InnerAge, dates…) are shown as they would be written, to check the mapping.
 */
export const CRM_PERSONAL_FIELDS: readonly CrmFieldId[] = ['email', 'firstName', 'lastName'];
/** Every contact carries the e-mail: the CRM finds the contact by it. */
export const CRM_REQUIRED_FIELD: CrmFieldId = 'email';

export const crmProperty = z.object({ name: sent(), label: sent() });
export type CrmProperty = z.infer<typeof crmProperty>;
export const crmPropertiesResponse = z.object({
  /** `outbox` (the default, no network) or `http` (a configured CRM endpoint). */
  adapter: z.enum(['outbox', 'http']),
  items: z.array(crmProperty),
});
export type CrmPropertiesResponse = z.infer<typeof crmPropertiesResponse>;

export const crmMapping = z.object({ field: sent(), property: sent() });
export type CrmMapping = z.infer<typeof crmMapping>;
export const crmMappingsResponse = z.object({
  fields: z.array(z.object({ id: sent(), label: sent() })),
  items: z.array(crmMapping),
  updatedAt: sent().nullable(),
  updatedBy: sent().nullable(),
});
export type CrmMappingsResponse = z.infer<typeof crmMappingsResponse>;

/** The whole mapping, replaced at once. Unknown fields and properties are refused by the server. */
export const crmMappingsRequest = withReason.extend({
  items: z
    .array(
      z.object({
        field: line(40, 'Choose a product field').trim().min(1, 'Choose a product field'),
        property: line(100, 'Choose a CRM property').trim().min(1, 'Choose a CRM property'),
      }),
    )
    .max(CRM_FIELDS.length, `At most ${CRM_FIELDS.length} mappings`),
});
export type CrmMappingsRequest = z.input<typeof crmMappingsRequest>;

// ── CRM sync ─────────────────────────────────────────────────────────────────

export const crmSyncRequest = z.object({
  /** Every customer; otherwise only those changed since the last successful sync. */
  full: z.boolean('Full sync is true or false').default(false),
  /** Log per contact what would be written, and write nothing (the CRM and the outbox untouched). */
  dryRun: z.boolean('Dry run is true or false').default(false),
});
export type CrmSyncRequest = z.input<typeof crmSyncRequest>;
export const crmSyncResponse = z.object({ jobId: z.number().int() });
export type CrmSyncResponse = z.infer<typeof crmSyncResponse>;

/** One contact upsert written by a sync (the outbox adapter keeps them; the HTTP one records them). */
export const crmContactRow = z.object({
  id: z.number().int(),
  jobId: z.number().int().nullable(),
  customerId: z.number().int(),
  email: sent(),
  properties: z.record(sent(), z.unknown()),
  adapter: sent(),
  createdAt: sent(),
});
export type CrmContactRow = z.infer<typeof crmContactRow>;
export const crmLogQuery = pageQuery;
export type CrmLogQuery = z.input<typeof crmLogQuery>;
export const crmLogResponse = paged(crmContactRow).extend({
  /** When the last successful (not dry) sync started: the next incremental one reads changes since. */
  lastSyncAt: sent().nullable(),
});
export type CrmLogResponse = z.infer<typeof crmLogResponse>;

// ── Partner keys ─────────────────────────────────────────────────────────────

/** What a partner key may do (a fixed list; each partner call needs one). */
export const PARTNER_SCOPES = [
  { id: 'results:read', label: 'Read the latest results of consenting members' },
  { id: 'members:count', label: 'Count the company’s consenting members' },
] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number]['id'];
export const partnerScope = z.enum(
  PARTNER_SCOPES.map((s) => s.id) as [PartnerScope, ...PartnerScope[]],
  'Choose a scope from the list',
);
/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const PARTNER_KEY_PREFIX = 'hsp_';

export const partnerKeyRow = z.object({
  id: z.number().int(),
  name: sent(),
  /** The key's first characters, to recognise it (the rest is never shown again). */
  prefix: sent(),
  scope: sent(),
  companyId: z.number().int(),
  companyName: sent(),
  createdBy: sent(),
  createdAt: sent(),
  lastUsedAt: sent().nullable(),
  revokedAt: sent().nullable(),
  revokedBy: sent().nullable(),
});
export type PartnerKeyRow = z.infer<typeof partnerKeyRow>;
export const partnerKeysQuery = pageQuery;
export const partnerKeysResponse = paged(partnerKeyRow).extend({
  scopes: z.array(z.object({ id: sent(), label: sent() })),
  companies: z.array(z.object({ id: z.number().int(), name: sent() })),
});
export type PartnerKeysResponse = z.infer<typeof partnerKeysResponse>;

export const createPartnerKeyRequest = z.object({
  name: line(100, 'Name with at most 100 characters').trim().min(2, 'Name the key (who uses it)'),
  scope: partnerScope,
  companyId: z.coerce.number('Choose a company').int('Choose a company').positive('Choose a company'),
});
export type CreatePartnerKeyRequest = z.input<typeof createPartnerKeyRequest>;
/** The key itself is in this answer only: it is stored as a digest and never shown again. */
export const createPartnerKeyResponse = z.object({ item: partnerKeyRow, key: sent() });
export type CreatePartnerKeyResponse = z.infer<typeof createPartnerKeyResponse>;
export const revokePartnerKeyRequest = withReason;
export const partnerKeyParam = idParam;

// ── The partner API (Authorization: Bearer <key>) ────────────────────────────

export const partnerPaths = {
  results: '/api/partner/v1/results',
  membersCount: '/api/partner/v1/members/count',
} as const;

/** The scope each partner call needs. */
export const partnerCallScope: Record<keyof typeof partnerPaths, PartnerScope> = {
  results: 'results:read',
  membersCount: 'members:count',
};

/** How many of the key's company's members consented (the members `results` would list). */
export const partnerMembersCountResponse = z.object({ count: z.number().int() });
export type PartnerMembersCountResponse = z.infer<typeof partnerMembersCountResponse>;

export const partnerResultsQuery = pageQuery;
export const partnerResultValue = z.object({
  marker: sent(),
  value: z.number(),
  unit: sent(),
  /** The optimization state in the member's range (spec 000 §3): -4 low … 0 optimized … 4 high, 7 cannot determine. */
  state: z.number().int(),
  /** Its status label (src/domain/marker-status.ts), e.g. "Borderline high". */
  stateLabel: sent(),
});
export const partnerMemberResults = z.object({
  memberId: z.number().int(),
  firstName: sent(),
  lastName: sent(),
  /** The latest draw; null when the member has no results yet. */
  latest: z
    .object({
      testedAt: sent(),
      values: z.array(partnerResultValue),
    })
    .nullable(),
});
export type PartnerMemberResults = z.infer<typeof partnerMemberResults>;
export const partnerResultsResponse = paged(partnerMemberResults);
export type PartnerResultsResponse = z.infer<typeof partnerResultsResponse>;

export const PARTNER_MESSAGES = {
  noKey: 'Send your partner key as Authorization: Bearer <key>.',
  badKey: 'This partner key is unknown or revoked.',
  scope: (scope: string) => `This partner key may not do this: it needs the ${scope} scope.`,
} as const;
