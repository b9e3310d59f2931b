import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '../../src/contract/auth';
import { errorBody } from '../../src/contract/http';
import {
  emailPreferenceOptionsResponse,
  emailPreferenceTypesResponse,
  hubspotEmailPreferencesPath,
  hubspotEmailPreferencesResponse,
  membershipConfiguration,
  membershipPaths,
  notificationsListResponse,
  type ProlongationStatus,
} from '../../src/contract/membership';
import {
  customers,
  emailPreferenceFeedback,
  memberships,
  notificationTags,
} from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/crypto';
import { ensureEmailPreferences } from '../../src/server/services/membership-email-preferences';
import { readOutbox } from '../../src/server/services/outbox';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const PASSWORD = 'Membership-test-1';
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

let t: TestApp;
const { api, logIn } = bearerCalls(() => t);

/** A customer of this file with one membership ending `days` after NOW; returns id and token. */
async function member(
  name: string,
  membership?: {
    days: number;
    prolongation?: ProlongationStatus;
    tag?: 'web' | 'apple' | 'google';
    renewedDaysAgo?: number;
  },
) {
  const email = `${name}@membership.test`;
  const [row] = await t.database.db
    .insert(customers)
    .values({ email, passwordHash: await hashPassword(PASSWORD), activationState: 'ACTIVE' })
    .returning();
  if (membership) {
    await t.database.db.insert(memberships).values({
      customerId: row!.id,
      tag: membership.tag ?? 'web',
      startedAt: at(membership.days - 365),
      expiresAt: at(membership.days),
      prolongationStatus: membership.prolongation ?? 'ACTIVE_EXPIRATION',
      renewedAt: membership.renewedDaysAgo === undefined ? null : at(-membership.renewedDaysAgo),
    });
  }
  return { id: row!.id, email, token: await logIn(email, PASSWORD) };
}

async function subscriptions(token: string) {
  const res = await api('GET', membershipPaths.subscriptions, token);
  expect(res.status).toBe(200);
  return membershipConfiguration.parse(await res.json());
}

async function tags(token: string) {
  const res = await api('GET', membershipPaths.notificationsList, token);
  expect(res.status).toBe(200);
  return notificationsListResponse.parse(await res.json()).tags;
}

/** Moves the clock and signs in again (the old session would have expired). */
async function later(days: number, email: string) {
  t.setNow(at(days));
  return logIn(email, PASSWORD);
}

const close = (token: string | undefined, body: unknown) =>
  api('PUT', membershipPaths.notificationClosed, token, body);

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  t.setNow(NOW);
  await t.close();
});

describe('GET /api/customer/v1/subscriptions (computed from stored dates)', () => {
  it('ENABLED with the days left, the prolongation status and the manage link', async () => {
    t.setNow(NOW);
    const { token } = await member('enabled', { days: 10, prolongation: 'RENEWAL' });
    const config = await subscriptions(token);
    expect(config.services).toEqual([
      {
        tag: 'PlatformAccess',
        status: 'ENABLED',
        retentionEndsAt: null,
        expirationAt: at(10).toISOString(),
        expirationDaysLeft: 10,
      },
    ]);
    expect(config.subscriptions).toEqual([
      {
        tag: 'web',
        prolongationStatus: 'RENEWAL',
        willBeProlongedAt: at(10).toISOString(),
        linkToManageSubscription: `${t.config.storeUrl.replace(/\/$/, '')}/account/membership`,
      },
    ]);
    expect(config.primaryMembershipTag).toBe('web');
  });

  it('RETENTION for 30 days after the end, counting down to the retention end; then no access', async () => {
    t.setNow(NOW);
    const { email } = await member('retention', { days: 0 });
    let access = (await subscriptions(await later(0.5, email))).services[0]!;
    expect(access).toMatchObject({ status: 'RETENTION', retentionEndsAt: at(30).toISOString() });
    expect(access.expirationDaysLeft).toBe(30);
    access = (await subscriptions(await later(29.9, email))).services[0]!;
    expect(access).toMatchObject({ status: 'RETENTION', expirationDaysLeft: 1 });
    const lapsed = await subscriptions(await later(30, email));
    expect(lapsed.services[0]).toMatchObject({ status: 'DISABLED', expirationDaysLeft: 0 });
    expect(lapsed.subscriptions).toEqual([]);
    t.setNow(NOW);
  });

  it('no membership: no PlatformAccess service at all', async () => {
    t.setNow(NOW);
    const { token } = await member('none');
    expect(await subscriptions(token)).toEqual({
      services: [],
      subscriptions: [],
      primaryMembershipTag: null,
    });
  });

  it('the primary membership is the one ending last; mobile ones link to their store', async () => {
    t.setNow(NOW);
    const { id, token } = await member('two', { days: 5, tag: 'web' });
    await t.database.db.insert(memberships).values({
      customerId: id,
      tag: 'apple',
      startedAt: at(-10),
      expiresAt: at(100),
      prolongationStatus: 'RENEWAL',
    });
    const config = await subscriptions(token);
    expect(config.primaryMembershipTag).toBe('apple');
    expect(config.services[0]).toMatchObject({ expirationDaysLeft: 100 });
    expect(config.subscriptions.find((s) => s.tag === 'apple')?.linkToManageSubscription).toContain(
      'apps.apple.com',
    );
  });

  it('a customer only ever sees their own memberships; no token is 401', async () => {
    t.setNow(NOW);
    await member('other-a', { days: 3 });
    const b = await member('other-b');
    expect((await subscriptions(b.token)).services).toEqual([]);
    expect((await api('GET', membershipPaths.subscriptions)).status).toBe(401);
  });
});

describe('notifications list and closed', () => {
  it('one month left: renewalPopupMonth until MEMBERSHIP_MONTH_LEFT is recorded, then two days left', async () => {
    t.setNow(NOW);
    const { token, email } = await member('month', { days: 20 });
    expect(await tags(token)).toEqual(['renewalPopupMonth']);
    const res = await close(token, { tag: 'MEMBERSHIP_MONTH_LEFT' });
    expect(res.status).toBe(200);
    expect(await tags(token)).toEqual([]);
    const twoDays = await later(18.5, email);
    expect(await tags(twoDays)).toEqual(['renewalPopup2Days']);
    await close(twoDays, { tag: 'MEMBERSHIP_TWO_DAYS_LEFT' });
    expect(await tags(twoDays)).toEqual([]);
    const expired = await later(20.5, email);
    expect(await tags(expired)).toEqual(['expiredPopup']);
    await close(expired, { tag: 'GRACE_PERIOD_STARTED' });
    expect(await tags(expired)).toEqual([]);
    t.setNow(NOW);
  });

  it('a passive expiration gets only the two-days reminder; renewing memberships none', async () => {
    t.setNow(NOW);
    const passive = await member('passive', { days: 10, prolongation: 'PASSIVE_EXPIRATION' });
    expect(await tags(passive.token)).toEqual([]);
    const renewing = await member('renewing', { days: 2, prolongation: 'RENEWAL' });
    expect(await tags(renewing.token)).toEqual([]);
  });

  it('renewed: the congratulation until recorded; stored tags until closed', async () => {
    t.setNow(NOW);
    const { id, token } = await member('renewed', { days: 360, prolongation: 'RENEWAL', renewedDaysAgo: 2 });
    await t.database.db
      .insert(notificationTags)
      .values({ customerId: id, tag: 'suggest-to-see-ask-section' });
    expect(await tags(token)).toEqual(['renewedPopup', 'suggest-to-see-ask-section']);
    await close(token, { tag: 'MEMBERSHIP_RENEWED_CONGRAT' });
    await close(token, { tag: 'suggest-to-see-ask-section' });
    expect(await tags(token)).toEqual([]);
  });

  it('bad input is 400 naming the tag field, and changes nothing', async () => {
    t.setNow(NOW);
    const { token } = await member('bad', { days: 20 });
    for (const body of [{ tag: 'renewalPopupMonth' }, {}, { tag: 7 }]) {
      const res = await close(token, body);
      expect(res.status).toBe(400);
      expect(errorBody.parse(await res.json()).issues?.map((i) => i.path)).toEqual(['tag']);
    }
    expect(await tags(token)).toEqual(['renewalPopupMonth']);
  });

  it("closing touches only the caller's tags; no token is 401", async () => {
    t.setNow(NOW);
    const a = await member('close-a', { days: 20 });
    const b = await member('close-b', { days: 20 });
    await close(a.token, { tag: 'MEMBERSHIP_MONTH_LEFT' });
    expect(await tags(a.token)).toEqual([]);
    expect(await tags(b.token)).toEqual(['renewalPopupMonth']);
    expect((await close(undefined, { tag: 'MEMBERSHIP_MONTH_LEFT' })).status).toBe(401);
    expect((await api('GET', membershipPaths.notificationsList)).status).toBe(401);
  });
});

describe('e-mail preferences (001 §7)', () => {
  it('lists the subscription types and feedback options to a signed-in customer', async () => {
    const { token } = await member('types');
    const types = emailPreferenceTypesResponse.parse(
      await (await api('GET', membershipPaths.emailPreferenceTypes, token)).json(),
    );
    expect(types.items.length).toBeGreaterThan(1);
    const options = emailPreferenceOptionsResponse.parse(
      await (await api('GET', membershipPaths.emailPreferencesOptions, token)).json(),
    );
    expect(options.items.length).toBeGreaterThan(1);
    expect((await api('GET', membershipPaths.emailPreferenceTypes)).status).toBe(401);
  });

  it('reads and saves by the link id, only for the address the link belongs to', async () => {
    const a = await member('prefs-a');
    const b = await member('prefs-b');
    const link = (await ensureEmailPreferences(t.database.db, a.id)).linkId;
    const read = await api('GET', hubspotEmailPreferencesPath(link));
    expect(read.status).toBe(200);
    expect(hubspotEmailPreferencesResponse.parse(await read.json())).toEqual({
      email: a.email,
      selectedSubscriptionTypes: ['results', 'habit-report', 'tips', 'offers'],
    });

    const saved = await api('PUT', membershipPaths.emailPreferences, undefined, {
      id: link,
      email: a.email.toUpperCase(),
      subscriptionTypes: ['offers', 'results'],
    });
    expect(saved.status).toBe(200);
    expect(hubspotEmailPreferencesResponse.parse(await saved.json()).selectedSubscriptionTypes).toEqual([
      'results',
      'offers',
    ]);

    // b's address with a's link changes nothing
    const wrong = await api('PUT', membershipPaths.emailPreferences, undefined, {
      id: link,
      email: b.email,
      subscriptionTypes: [],
    });
    expect(wrong.status).toBe(404);
    expect((await api('GET', hubspotEmailPreferencesPath('x'.repeat(40)))).status).toBe(404);
    const again = hubspotEmailPreferencesResponse.parse(
      await (await api('GET', hubspotEmailPreferencesPath(link))).json(),
    );
    expect(again.selectedSubscriptionTypes).toEqual(['results', 'offers']);
  });

  it('every e-mail to a customer carries the link to their own preferences', async () => {
    const a = await member('prefs-mail');
    const sent = await api('POST', authPaths.recoverPassword, undefined, { email: a.email });
    expect(sent.status).toBe(200);
    const [mail] = await readOutbox(t.database.db, { recipient: a.email, channel: 'email' });
    const link = /\/email-preferences\/([A-Za-z0-9_-]+)$/m.exec(mail!.body)?.[1];
    expect(link).toBe((await ensureEmailPreferences(t.database.db, a.id)).linkId);
    const read = await api('GET', hubspotEmailPreferencesPath(link!));
    expect(hubspotEmailPreferencesResponse.parse(await read.json()).email).toBe(a.email);
  });

  it('bad preferences are 400 naming each field', async () => {
    const res = await api('PUT', membershipPaths.emailPreferences, undefined, {
      id: 'short',
      email: 'not-an-address',
      subscriptionTypes: ['results', 'spam'],
    });
    expect(res.status).toBe(400);
    expect(errorBody.parse(await res.json()).issues?.map((i) => i.path)).toEqual([
      'id',
      'email',
      'subscriptionTypes.1',
    ]);
  });

  it('stores feedback for the caller; bad feedback is 400', async () => {
    const { id, token, email } = await member('feedback');
    const bad = await api('POST', membershipPaths.emailPreferencesFeedback, token, {
      emailAddress: email,
      optionIds: [99],
    });
    expect(bad.status).toBe(400);
    expect(errorBody.parse(await bad.json()).issues?.map((i) => i.path)).toEqual(['optionIds.0']);
    const empty = await api('POST', membershipPaths.emailPreferencesFeedback, token, {
      emailAddress: email,
      optionIds: [],
    });
    expect(errorBody.parse(await empty.json()).issues?.map((i) => i.path)).toEqual(['optionIds']);
    const ok = await api('POST', membershipPaths.emailPreferencesFeedback, token, {
      emailAddress: email,
      optionIds: [1, 2],
      customOptionMessage: ' Too often ',
    });
    expect(ok.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(emailPreferenceFeedback)
      .where(eq(emailPreferenceFeedback.customerId, id));
    expect(rows).toMatchObject([{ optionIds: [1, 2], customMessage: 'Too often' }]);
    expect(
      (
        await api('POST', membershipPaths.emailPreferencesFeedback, undefined, {
          emailAddress: email,
          optionIds: [1],
        })
      ).status,
    ).toBe(401);
  });
});

describe('demo personas', () => {
  it('give each banner case a membership', async () => {
    const rows = await t.database.db
      .select({ email: customers.email, prolongation: memberships.prolongationStatus })
      .from(memberships)
      .innerJoin(customers, eq(customers.id, memberships.customerId));
    const emails = rows.map((r) => r.email);
    for (const persona of [
      'member',
      'renewal',
      'expiring-warning',
      'expiring-critical',
      'retention',
      'apple',
    ])
      expect(emails).toContain(`${persona}@demo.healthspan.test`);
  });
});
