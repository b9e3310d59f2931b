import { z } from 'zod';
import { closedNotificationTags } from './membership-tags';

// spec 001 §3 (membership configuration, notification tags, e-mail preference), §4, §7
// "Customer token and notifications"; 000 §7.3, §7.10.
export { hubspotEmailPreferencesPath, membershipPaths } from './membership-paths';

export {
  CLOSED_TAG_OF,
  closedNotificationTags,
  PLATFORM_ACCESS,
  SUGGEST_ASK_TAG,
  type ClosedNotificationTag,
  type RenewalPopup,
} from './membership-tags';
import { emailAddress, line, sent, text } from './text';

export const platformAccessStatuses = ['ENABLED', 'RETENTION', 'DISABLED'] as const;
export type PlatformAccessStatus = (typeof platformAccessStatuses)[number];

export const prolongationStatuses = ['RENEWAL', 'ACTIVE_EXPIRATION', 'PASSIVE_EXPIRATION'] as const;
export const prolongationStatus = z.enum(prolongationStatuses);
export type ProlongationStatus = z.infer<typeof prolongationStatus>;

/** Where a membership was bought: the web store or one of the mobile apps' stores (001 §4). */
export const membershipTags = ['web', 'apple', 'google'] as const;
export const membershipTag = z.enum(membershipTags);
export type MembershipTag = z.infer<typeof membershipTag>;

const isoDateTime = sent();

export const membershipService = z.object({
  tag: sent(),
  /** ENABLED, RETENTION, or another value for no access (001 §3). */
  status: sent(),
  retentionEndsAt: isoDateTime.nullable(),
  expirationAt: isoDateTime.nullable(),
  expirationDaysLeft: z.number().int().nullable(),
});
export type MembershipService = z.infer<typeof membershipService>;

export const membershipSubscription = z.object({
  tag: membershipTag,
  prolongationStatus,
  willBeProlongedAt: isoDateTime.nullable(),
  linkToManageSubscription: sent().nullable(),
});
export type MembershipSubscription = z.infer<typeof membershipSubscription>;

export const membershipConfiguration = z.object({
  services: z.array(membershipService),
  subscriptions: z.array(membershipSubscription),
  primaryMembershipTag: membershipTag.nullable(),
});
export type MembershipConfiguration = z.infer<typeof membershipConfiguration>;

/** Tags the notifications list may hold: each asks the app to show one popup (001 §4). */
export const pendingNotificationTags = [
  'renewalPopupMonth',
  'renewalPopup2Days',
  'expiredPopup',
  'renewedPopup',
  'suggest-to-see-ask-section',
] as const;
export type PendingNotificationTag = (typeof pendingNotificationTags)[number];

export const closedNotificationTag = z.enum(closedNotificationTags);

export const notificationsListResponse = z.object({ tags: z.array(sent()) });
export type NotificationsList = z.infer<typeof notificationsListResponse>;

export const notificationClosedRequest = z.object({
  tag: closedNotificationTag.describe('The tag of the closed popup'),
});

// ── E-mail preferences (001 §3 "Email preference", §7) ─────────────────────

export const emailPreferenceType = z.object({ id: sent(), name: sent(), description: sent() });
export type EmailPreferenceType = z.infer<typeof emailPreferenceType>;
export const emailPreferenceTypesResponse = z.object({ items: z.array(emailPreferenceType) });

export const emailPreferenceOption = z.object({ id: z.number().int(), text: sent() });
export type EmailPreferenceOption = z.infer<typeof emailPreferenceOption>;

/** The e-mail subscription types a customer may choose (001 §3 "Email preference"). */
export const EMAIL_PREFERENCE_TYPES = [
  {
    id: 'results',
    name: 'Results and reminders',
    description: 'When new results arrive and when it is time for your next test.',
  },
  {
    id: 'habit-report',
    name: 'Weekly Healthspan Habit report',
    description: 'Your habit score and quick tips, once a week.',
  },
  { id: 'tips', name: 'Health tips', description: 'Articles and advice from our science team.' },
  { id: 'offers', name: 'Offers and news', description: 'New tests, features and member offers.' },
] as const satisfies readonly EmailPreferenceType[];
const emailPreferenceTypeId = z.enum(
  EMAIL_PREFERENCE_TYPES.map((type) => type.id) as [string, ...string[]],
  'Unknown subscription type',
);

/** Why someone unsubscribes: the feedback options (001 §3 "feedback option ids"). */
export const EMAIL_PREFERENCE_OPTIONS: readonly EmailPreferenceOption[] = [
  { id: 1, text: 'I get too many e-mails' },
  { id: 2, text: 'The content is not relevant to me' },
  { id: 3, text: 'I never signed up for these e-mails' },
  { id: 4, text: 'I no longer use Healthspan' },
];
const emailPreferenceOptionId = z
  .number()
  .int()
  .refine((id) => EMAIL_PREFERENCE_OPTIONS.some((option) => option.id === id), 'Unknown reason');
export const emailPreferenceOptionsResponse = z.object({ items: z.array(emailPreferenceOption) });

export const hubspotEmailPreferencesParams = z.object({ id: line(100).min(16) });
export const hubspotEmailPreferencesResponse = z.object({
  email: sent(),
  selectedSubscriptionTypes: z.array(sent()),
});
export type HubspotEmailPreferences = z.infer<typeof hubspotEmailPreferencesResponse>;

/**
 * `{email, subscriptionTypes}` of the spec plus the link's `id`: a public call may only change the
 * preferences of the address the e-mailed link was made for.
 */
export const emailPreferencesRequest = z.object({
  id: line(100).min(16, 'The link is not valid'),
  email: emailAddress(),
  subscriptionTypes: z.array(emailPreferenceTypeId).max(EMAIL_PREFERENCE_TYPES.length),
});
export type EmailPreferencesRequest = z.infer<typeof emailPreferencesRequest>;

export const CUSTOM_MESSAGE_MAX = 500;
export const emailPreferencesFeedbackRequest = z
  .object({
    emailAddress: emailAddress(),
    optionIds: z.array(emailPreferenceOptionId).max(EMAIL_PREFERENCE_OPTIONS.length),
    customOptionMessage: text(CUSTOM_MESSAGE_MAX).trim().default(''),
  })
  .refine((body) => body.optionIds.length > 0 || body.customOptionMessage.length > 0, {
    path: ['optionIds'],
    message: 'Pick a reason or write one',
  });
export type EmailPreferencesFeedback = z.input<typeof emailPreferencesFeedbackRequest>;

export const okResponse = z.object({ ok: z.literal(true) });
