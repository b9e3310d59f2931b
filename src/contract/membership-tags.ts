// The membership constants the browser's app-long actors need, without zod: the root actor loads
// with the first page, and zod schemas built at load time would come along (spec 001 §3, §4).

/** The service tag carrying the platform access status (spec 001 §3). */
export const PLATFORM_ACCESS = 'PlatformAccess';

/** The chat-assistant suggestion's tag: pending in the list, and the tag recorded when seen. */
export const SUGGEST_ASK_TAG = 'suggest-to-see-ask-section';

/** spec 001 §4 "Renewal popups": the tag recorded when each popup closes. */
export const CLOSED_TAG_OF = {
  renewalPopupMonth: 'MEMBERSHIP_MONTH_LEFT',
  renewalPopup2Days: 'MEMBERSHIP_TWO_DAYS_LEFT',
  expiredPopup: 'GRACE_PERIOD_STARTED',
  renewedPopup: 'MEMBERSHIP_RENEWED_CONGRAT',
} as const;
export type RenewalPopup = keyof typeof CLOSED_TAG_OF;

export const closedNotificationTags = [...Object.values(CLOSED_TAG_OF), SUGGEST_ASK_TAG] as const;
export type ClosedNotificationTag = (typeof closedNotificationTags)[number];
