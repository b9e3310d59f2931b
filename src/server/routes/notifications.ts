import { Hono } from 'hono';
import {
  EMAIL_PREFERENCE_OPTIONS,
  EMAIL_PREFERENCE_TYPES,
  emailPreferencesFeedbackRequest,
  emailPreferencesRequest,
  hubspotEmailPreferencesParams,
  membershipPaths,
  notificationClosedRequest,
  type HubspotEmailPreferences,
  type NotificationsList,
} from '../../contract/membership';
import type { AppDeps } from '../app';
import { requireCustomer, type CustomerEnv } from '../http/customer-auth';
import { jsonError } from '../http/errors';
import { validate } from '../http/validate';
import { pendingTags, recordClosed } from '../services/membership';
import { preferencesByLink, saveFeedback, savePreferences } from '../services/membership-email-preferences';

const NOT_FOUND = 'This e-mail preferences link is not valid. Use the link of a recent e-mail.';

/** spec 000 §7.10 and 001 §7 "Customer token and notifications": tags, closed popups, e-mail preferences. */
export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;
  const customer = requireCustomer(deps);
  return new Hono<CustomerEnv>()
    .get(membershipPaths.notificationsList, customer, async (c) => {
      const body: NotificationsList = {
        tags: await pendingTags(db, c.get('customer').customerId, deps.now()),
      };
      return c.json(body);
    })
    .put(
      membershipPaths.notificationClosed,
      customer,
      validate('json', notificationClosedRequest),
      async (c) => {
        await recordClosed(db, c.get('customer').customerId, c.req.valid('json').tag, deps.now());
        return c.json({ ok: true as const });
      },
    )
    .get(membershipPaths.emailPreferenceTypes, customer, (c) => c.json({ items: EMAIL_PREFERENCE_TYPES }))
    .get(membershipPaths.emailPreferencesOptions, customer, (c) =>
      c.json({ items: EMAIL_PREFERENCE_OPTIONS }),
    )
    .get(
      membershipPaths.hubspotEmailPreferences,
      validate('param', hubspotEmailPreferencesParams),
      async (c) => {
        const found = await preferencesByLink(db, c.req.valid('param').id);
        if (!found) return jsonError(c, 404, NOT_FOUND);
        const body: HubspotEmailPreferences = {
          email: found.email,
          selectedSubscriptionTypes: found.subscriptionTypes,
        };
        return c.json(body);
      },
    )
    .put(membershipPaths.emailPreferences, validate('json', emailPreferencesRequest), async (c) => {
      const { id, email, subscriptionTypes } = c.req.valid('json');
      const found = await preferencesByLink(db, id);
      // a link only changes the preferences of the address it was sent to
      if (!found || found.email.toLowerCase() !== email) return jsonError(c, 404, NOT_FOUND);
      const saved = await savePreferences(db, found.customerId, subscriptionTypes, deps.now());
      const body: HubspotEmailPreferences = { email: found.email, selectedSubscriptionTypes: saved };
      return c.json(body);
    })
    .post(
      membershipPaths.emailPreferencesFeedback,
      customer,
      validate('json', emailPreferencesFeedbackRequest),
      async (c) => {
        await saveFeedback(db, c.get('customer').customerId, c.req.valid('json'), deps.now());
        return c.json({ ok: true as const });
      },
    );
}
