import type {
  EmailPreferencesFeedback,
  EmailPreferencesRequest,
  HubspotEmailPreferences,
  MembershipConfiguration,
  membershipPaths,
  NotificationsList,
} from '../../contract/membership';
import type { ClosedNotificationTag } from '../../contract/membership-tags';
import { apiFetch } from './api';

type Path<K extends keyof typeof membershipPaths> = (typeof membershipPaths)[K];
// literal paths typed by the contract (api.ts explains why its values are not imported)
const paths: {
  subscriptions: Path<'subscriptions'>;
  notificationsList: Path<'notificationsList'>;
  notificationClosed: Path<'notificationClosed'>;
  emailPreferences: Path<'emailPreferences'>;
  emailPreferencesFeedback: Path<'emailPreferencesFeedback'>;
} = {
  subscriptions: '/api/customer/v1/subscriptions',
  notificationsList: '/api/customer/v2/notifications/list',
  notificationClosed: '/api/customer/v1/notifications/closed',
  emailPreferences: '/api/public/v2/notifications/email-preferences',
  emailPreferencesFeedback: '/api/customer/v1/notifications/email-preferences-feedback',
};

/** spec 000 §7.10 and 001 §7 "Customer token and notifications". */
export const membershipApi = {
  subscriptions: (signal?: AbortSignal) => apiFetch<MembershipConfiguration>(paths.subscriptions, { signal }),
  notificationTags: async (signal?: AbortSignal) =>
    (await apiFetch<NotificationsList>(paths.notificationsList, { signal })).tags,
  closeNotification: async (tag: ClosedNotificationTag, signal?: AbortSignal) => {
    await apiFetch<unknown>(paths.notificationClosed, { method: 'PUT', body: { tag }, signal });
  },
  /** The preferences an e-mailed link opens; public, the link's id is the credential. */
  emailPreferencesByLink: (id: string, signal?: AbortSignal) =>
    apiFetch<HubspotEmailPreferences>(
      `/api/public/v2/notifications/hubspot-email-preferences/${encodeURIComponent(id)}`,
      { signal, bearer: 'none' },
    ),
  saveEmailPreferences: (body: EmailPreferencesRequest, signal?: AbortSignal) =>
    apiFetch<HubspotEmailPreferences>(paths.emailPreferences, {
      method: 'PUT',
      body,
      signal,
      bearer: 'none',
    }),
  sendEmailPreferencesFeedback: async (body: EmailPreferencesFeedback, signal?: AbortSignal) => {
    await apiFetch<unknown>(paths.emailPreferencesFeedback, { method: 'POST', body, signal });
  },
};
