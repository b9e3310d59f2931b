// The membership and notification calls' paths (001 §7) without zod, so browser API clients import them
// (go-to-definition reaches the route) and the schemas stay out of the bundle; ./membership.ts re-exports them.
import { fillPath } from './path';

export const membershipPaths = {
  subscriptions: '/api/customer/v1/subscriptions',
  notificationsList: '/api/customer/v2/notifications/list',
  notificationClosed: '/api/customer/v1/notifications/closed',
  emailPreferenceTypes: '/api/customer/v2/notifications/email-preference-types',
  emailPreferencesOptions: '/api/customer/v1/notifications/email-preferences-options',
  hubspotEmailPreferences: '/api/public/v2/notifications/hubspot-email-preferences/:id',
  emailPreferences: '/api/public/v2/notifications/email-preferences',
  emailPreferencesFeedback: '/api/customer/v1/notifications/email-preferences-feedback',
} as const;

export const hubspotEmailPreferencesPath = (id: string) =>
  fillPath(membershipPaths.hubspotEmailPreferences, { id });
