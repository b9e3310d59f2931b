import type {
  EmailPreferencesFeedback,
  EmailPreferencesRequest,
  HubspotEmailPreferences,
  MembershipConfiguration,
  NotificationsList,
} from '../../contract/membership';
import { hubspotEmailPreferencesPath, membershipPaths as paths } from '../../contract/membership-paths';
import type { ClosedNotificationTag } from '../../contract/membership-tags';
import { apiFetch } from './api';

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
    apiFetch<HubspotEmailPreferences>(hubspotEmailPreferencesPath(id), { signal, bearer: 'none' }),
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
