import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountFull,
  accountPaths,
  accountReferences,
  accountSecurity,
  accountSettings,
  addressResponse,
  bloodResultsUploadResponse,
  genderIdentity,
  giftCardBalance,
  giftCardBalancePath,
  phoneCodeSent,
  productTeamPermission,
  sharingHistory,
  teamPermission,
  teamPermissionsPath,
  upgradableTestsResponse,
  womanHealth,
} from '../../src/contract/account';
import { authPaths, customer as customerSchema } from '../../src/contract/auth';
import { shareResponse } from '../../src/contract/blood';
import { errorBody } from '../../src/contract/http';
import {
  customerAddresses,
  customers,
  teams,
  womanHealth as womanHealthTable,
} from '../../src/server/db/schema';
import { DEMO_TEAMS } from '../../src/server/db/seed/demo-account';
import { hashPassword } from '../../src/server/services/crypto';
import { readOutbox } from '../../src/server/services/outbox';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const PASSWORD = 'Account-test-1';

let t: TestApp;
const { api, logIn } = bearerCalls(() => t);
let serial = 0;

/** A fresh ACTIVE customer of this file: id, e-mail and a signed-in token. */
async function fresh(name = 'person') {
  serial += 1;
  const email = `${name}-${serial}@account.test`;
  const [row] = await t.database.db
    .insert(customers)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      activationState: 'ACTIVE',
      firstName: 'First',
      lastName: 'Last',
    })
    .returning();
  return { id: row!.id, email, token: await logIn(email, PASSWORD) };
}

/** Everything the account calls may change for a customer, to check that a refused call changed nothing. */
async function stored(id: number) {
  const db = t.database.db;
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  const [address] = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id));
  const [health] = await db.select().from(womanHealthTable).where(eq(womanHealthTable.customerId, id));
  return { row, address, health };
}

async function json<T>(res: Response, status: number, schema: { parse(v: unknown): T }) {
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return schema.parse(body);
}

/** A 400 whose issues name exactly `paths`, and no change to the customer's stored data. */
async function refused(
  who: { id: number; token: string },
  method: string,
  path: string,
  body: unknown,
  paths: string[],
  status = 400,
) {
  const before = await stored(who.id);
  const res = await api(method, path, who.token, body);
  const error = await json(res, status, errorBody);
  expect([...new Set(error.issues?.map((i) => i.path))].sort()).toEqual([...paths].sort());
  expect(await stored(who.id)).toEqual(before);
  return error;
}

const settingsOf = async (token: string) =>
  json(await api('GET', accountPaths.settings, token), 200, accountSettings);
const securityOf = async (token: string) =>
  json(await api('GET', accountPaths.security, token), 200, accountSecurity);
const historyOf = async (token: string) =>
  json(await api('GET', accountPaths.sharingHistory, token), 200, sharingHistory);

async function newestSms(phone: string) {
  const [sms] = await readOutbox(t.database.db, { recipient: phone, channel: 'sms', limit: 1 });
  return /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
}

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
});
afterAll(async () => t?.close());
beforeEach(() => t.setNow(NOW));

describe('signed-out callers', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', accountPaths.full],
    ['GET', accountPaths.customer],
    ['GET', accountPaths.settings],
    ['GET', accountPaths.address],
    ['GET', accountPaths.references],
    ['GET', accountPaths.innerAgeUpgradableTests],
    ['GET', accountPaths.security],
    ['GET', accountPaths.sharingHistory],
    ['POST', accountPaths.namesPost, { firstName: 'A', lastName: 'B' }],
    ['POST', accountPaths.addressPost, {}],
    ['POST', accountPaths.phonePost, { phone: '+15555550100' }],
    ['POST', accountPaths.phoneVerificationCodePost, {}],
    ['POST', accountPaths.saveVerifiedPhone, { code: '123456' }],
    ['POST', accountPaths.birthDatePost, { birthDate: '1980-01-01' }],
    ['POST', accountPaths.genderPost, { gender: 'male' }],
    ['POST', accountPaths.ethnicityPost, { ethnicityId: 1 }],
    ['POST', accountPaths.heightPost, { value: 170, unit: 'cm' }],
    ['POST', accountPaths.waistPost, { value: 80, unit: 'cm' }],
    ['POST', accountPaths.hipPost, { value: 90, unit: 'cm' }],
    ['POST', accountPaths.countSystemPost, { countSystem: 'metric' }],
    ['POST', accountPaths.passwordPost, {}],
    ['POST', accountPaths.securityQuestionPost, {}],
    ['POST', accountPaths.productTeamPermissions, { granted: true }],
    ['POST', accountPaths.sharingResultsPost, {}],
    ['POST', teamPermissionsPath(1), { granted: true }],
    ['PATCH', accountPaths.changeEmail, {}],
    ['PUT', accountPaths.weight, { value: 70, unit: 'kg' }],
    ['GET', accountPaths.womanHealth],
    ['PATCH', accountPaths.womanHealth, { cycleLengthDays: 28 }],
    ['GET', accountPaths.genderIdentity],
    ['PATCH', accountPaths.genderIdentity, { genderIdentityId: null }],
    ['GET', giftCardBalancePath('DEMO-GIFT-50')],
    ['GET', accountPaths.bloodResultsUpload],
  ];
  it.each(calls)('%s %s answers 401 without a token, and with a wrong one', async (method, path, body) => {
    expect((await api(method, path, undefined, body)).status).toBe(401);
    expect((await api(method, path, 'not-a-token', body)).status).toBe(401);
  });
});

describe('reads of a complete demo profile (active@)', () => {
  let token: string;
  beforeAll(async () => {
    token = await logIn('active@demo.healthspan.test');
  });

  it('answers the full account from stored data', async () => {
    const full = await json(await api('GET', accountPaths.full, token), 200, accountFull);
    expect(full.customer.email).toBe('active@demo.healthspan.test');
    expect(full.settings).toMatchObject({
      countSystem: 'imperial',
      gender: 'male',
      birthDate: '1984-06-14',
      age: 42,
      heightCm: 177.8,
      heightFeet: 5,
      heightInches: 10,
      missing: [],
    });
    expect(full.settings.display.height?.text).toBe('5 ft 10 in');
    expect(full.settings.display.weight?.text).toBe('175 lb');
    expect(full.address).toMatchObject({
      country: 'US',
      state: 'NY',
      stateName: 'New York',
      postalCode: '10118',
    });
    expect(full.security).toMatchObject({ phone: '+15555550123', pendingPhone: null });
    expect(full.security.securityQuestion).toMatch(/first pet/);
    expect(full.genderIdentity.genderIdentityId).toBe(2);
  });

  it('answers customer, settings, address and security alone, matching the full answer', async () => {
    const full = await json(await api('GET', accountPaths.full, token), 200, accountFull);
    expect(await json(await api('GET', accountPaths.customer, token), 200, customerSchema)).toEqual(
      full.customer,
    );
    expect(await settingsOf(token)).toEqual(full.settings);
    expect((await json(await api('GET', accountPaths.address, token), 200, addressResponse)).address).toEqual(
      full.address,
    );
    expect(await securityOf(token)).toEqual(full.security);
  });

  it('answers the references the account forms choose from', async () => {
    const refs = await json(await api('GET', accountPaths.references, token), 200, accountReferences);
    expect(refs.countries.map((c) => c.countryAbbr).sort()).toEqual(['CA', 'US']);
    expect(refs.usStates.some((s) => s.stateAbbr === 'NY')).toBe(true);
    expect(refs.canadaStates.some((s) => s.stateAbbr === 'ON')).toBe(true);
    expect(refs.ethnicities.length).toBeGreaterThan(3);
    expect(refs.genderIdentities.some((g) => g.code === 'self-describe')).toBe(true);
    expect(refs.contraceptionTypes.length).toBeGreaterThan(0);
    expect(refs.hormoneTherapyTypes.length).toBeGreaterThan(0);
    expect(refs.reproductiveStages.length).toBeGreaterThan(0);
    expect(refs.measurementLimits.height).toEqual({ min: 50, max: 260, unit: 'cm' });
    expect(refs.age).toEqual({ min: 18, max: 120 });
  });

  it('lists only the tests bought without InnerAge as upgradable', async () => {
    const body = await json(
      await api('GET', accountPaths.innerAgeUpgradableTests, token),
      200,
      upgradableTestsResponse,
    );
    expect(body.tests.map((x) => x.title)).toEqual(['Essentials']);
  });

  it('answers the blood-results upload subscription with YYYY-MM-DD dates', async () => {
    const body = await json(
      await api('GET', accountPaths.bloodResultsUpload, token),
      200,
      bloodResultsUploadResponse,
    );
    expect(body.subscription?.accessExpiration).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.subscription?.cancelledAt).toBeNull();
  });

  it('answers the sharing history: product team, own teams only, shares', async () => {
    const history = await historyOf(token);
    expect(history.productTeam.granted).toBe(true);
    expect(history.teams.map((x) => x.teamName)).toEqual([DEMO_TEAMS.acme]);
    expect(history.teams[0]).toMatchObject({ granted: false, companyName: 'Acme Health Co.' });
    expect(history.teams[0]!.requestedAt).not.toBeNull();
  });
});

describe('the profile-completion persona (no-height@)', () => {
  it('is the only ACTIVE demo customer the completion popup asks, so the others show their pages at once', async () => {
    for (const persona of ['dna-only', 'member', 'retention', 'no-journal', 'dna-kit-ready']) {
      const settings = await settingsOf(await logIn(`${persona}@demo.healthspan.test`));
      expect(settings.missing, persona).toEqual([]);
    }
  });

  it('misses height and weight, and has its own data only', async () => {
    const token = await logIn('no-height@demo.healthspan.test');
    const settings = await settingsOf(token);
    expect(settings.missing).toEqual(['height', 'weight']);
    expect(settings).toMatchObject({
      heightCm: null,
      weightKg: null,
      heightFeet: null,
      countSystem: 'metric',
    });
    expect(settings.display.height).toBeNull();
    const tests = await json(
      await api('GET', accountPaths.innerAgeUpgradableTests, token),
      200,
      upgradableTestsResponse,
    );
    expect(tests.tests).toEqual([]);
    expect(
      (await json(await api('GET', accountPaths.bloodResultsUpload, token), 200, bloodResultsUploadResponse))
        .subscription,
    ).toBeNull();
    expect(
      (await json(await api('GET', accountPaths.address, token), 200, addressResponse)).address,
    ).toBeNull();
    expect((await historyOf(token)).teams.map((x) => x.teamName)).toEqual([DEMO_TEAMS.globex]);
  });
});

describe('names, birth date, gender, ethnicity', () => {
  it('saves names, trimmed, and they survive a re-read', async () => {
    const who = await fresh();
    const res = await api('POST', accountPaths.namesPost, who.token, {
      firstName: '  Zoë ',
      lastName: "O'Neil-Smith",
    });
    expect(await json(res, 200, customerSchema)).toMatchObject({
      firstName: 'Zoë',
      lastName: "O'Neil-Smith",
    });
    const again = await json(await api('GET', accountPaths.customer, who.token), 200, customerSchema);
    expect(again).toMatchObject({ firstName: 'Zoë', lastName: "O'Neil-Smith" });
  });

  it('refuses empty, too long and non-name values, naming each field', async () => {
    const who = await fresh();
    await refused(who, 'POST', accountPaths.namesPost, { firstName: '  ', lastName: 'x'.repeat(101) }, [
      'firstName',
      'lastName',
    ]);
    await refused(who, 'POST', accountPaths.namesPost, { firstName: 'R2D2', lastName: 'Ok' }, ['firstName']);
    await refused(who, 'POST', accountPaths.namesPost, {}, ['firstName', 'lastName']);
  });

  it('saves a birth date of 18 to 120 years ago and answers the age', async () => {
    const who = await fresh();
    const settings = await json(
      await api('POST', accountPaths.birthDatePost, who.token, { birthDate: '2008-11-22' }),
      200,
      accountSettings,
    );
    expect(settings).toMatchObject({ birthDate: '2008-11-22', age: 18 });
    expect((await settingsOf(who.token)).birthDate).toBe('2008-11-22');
  });

  it('refuses a birth date under 18, over 120 years, in the future or not a date', async () => {
    const who = await fresh();
    for (const birthDate of ['2008-11-23', '1905-11-21', '2030-01-01', '2000-02-30', '22/11/1990'])
      await refused(who, 'POST', accountPaths.birthDatePost, { birthDate }, ['birthDate']);
  });

  it('saves gender and ethnicity from the references, refusing others', async () => {
    const who = await fresh();
    expect(
      (
        await json(
          await api('POST', accountPaths.genderPost, who.token, { gender: 'female' }),
          200,
          accountSettings,
        )
      ).gender,
    ).toBe('female');
    expect(
      (
        await json(
          await api('POST', accountPaths.ethnicityPost, who.token, { ethnicityId: 2 }),
          200,
          accountSettings,
        )
      ).ethnicityId,
    ).toBe(2);
    const again = await settingsOf(who.token);
    expect(again).toMatchObject({ gender: 'female', ethnicityId: 2 });
    await refused(who, 'POST', accountPaths.genderPost, { gender: 'other' }, ['gender']);
    await refused(who, 'POST', accountPaths.ethnicityPost, { ethnicityId: 999 }, ['ethnicityId']);
    await refused(who, 'POST', accountPaths.ethnicityPost, { ethnicityId: 'asian' }, ['ethnicityId']);
  });
});

describe('measurements and the count system', () => {
  it('stores SI whatever unit is sent, and shows it in the count system', async () => {
    const who = await fresh();
    await json(
      await api('POST', accountPaths.heightPost, who.token, { value: 69, unit: 'in' }),
      200,
      accountSettings,
    );
    await json(
      await api('PUT', accountPaths.weight, who.token, { value: 160, unit: 'lb' }),
      200,
      accountSettings,
    );
    await json(
      await api('POST', accountPaths.waistPost, who.token, { value: 84, unit: 'cm' }),
      200,
      accountSettings,
    );
    await json(
      await api('POST', accountPaths.hipPost, who.token, { value: 38.5, unit: 'in' }),
      200,
      accountSettings,
    );
    const imperial = await settingsOf(who.token);
    expect(imperial).toMatchObject({
      countSystem: 'imperial',
      heightCm: 175.26,
      weightKg: 72.575,
      waistCm: 84,
      hipCm: 97.79,
      heightFeet: 5,
      heightInches: 9,
      missing: [],
    });
    expect(imperial.display.height?.text).toBe('5 ft 9 in');
    expect(imperial.display.weight?.text).toBe('160 lb');
    expect(imperial.display.waist?.text).toBe('33.1 in');

    const metric = await json(
      await api('POST', accountPaths.countSystemPost, who.token, { countSystem: 'metric' }),
      200,
      accountSettings,
    );
    expect(metric).toMatchObject({ countSystem: 'metric', heightCm: 175.26, weightKg: 72.575 });
    expect(metric.display.height?.text).toBe('175 cm');
    expect(metric.display.weight?.text).toBe('72.6 kg');
    expect((await settingsOf(who.token)).countSystem).toBe('metric');
  });

  it('accepts the limits themselves, in either unit', async () => {
    const who = await fresh();
    for (const body of [
      { value: 50, unit: 'cm' },
      { value: 260, unit: 'cm' },
      { value: 102.3, unit: 'in' },
    ])
      expect((await api('POST', accountPaths.heightPost, who.token, body)).status).toBe(200);
    expect((await api('PUT', accountPaths.weight, who.token, { value: 350, unit: 'kg' })).status).toBe(200);
    expect((await api('PUT', accountPaths.weight, who.token, { value: 771.6, unit: 'lb' })).status).toBe(200);
  });

  it('refuses values out of range, unknown units and non-numbers, naming the field', async () => {
    const who = await fresh();
    await refused(who, 'POST', accountPaths.heightPost, { value: 49.9, unit: 'cm' }, ['value']);
    await refused(who, 'POST', accountPaths.heightPost, { value: 103, unit: 'in' }, ['value']);
    await refused(who, 'POST', accountPaths.heightPost, { value: 170, unit: 'ft' }, ['unit']);
    await refused(who, 'POST', accountPaths.heightPost, { value: '170' }, ['value', 'unit']);
    await refused(who, 'PUT', accountPaths.weight, { value: 19, unit: 'kg' }, ['value']);
    await refused(who, 'PUT', accountPaths.weight, { value: 800, unit: 'lb' }, ['value']);
    await refused(who, 'POST', accountPaths.waistPost, { value: 39, unit: 'cm' }, ['value']);
    await refused(who, 'POST', accountPaths.hipPost, { value: 251, unit: 'cm' }, ['value']);
    await refused(who, 'POST', accountPaths.countSystemPost, { countSystem: 'si' }, ['countSystem']);
    const error = await refused(who, 'POST', accountPaths.heightPost, { value: 300, unit: 'cm' }, ['value']);
    expect(error.issues?.[0]?.message).toBe('Enter a height between 50 and 260 cm');
  });
});

describe('address', () => {
  it('saves a US and then a Canadian address, which survive a re-read', async () => {
    const who = await fresh();
    const us = { country: 'US', line1: '1 Main St', city: 'Austin', state: 'tx', postalCode: '73301-0001' };
    const saved = await json(
      await api('POST', accountPaths.addressPost, who.token, us),
      200,
      addressResponse,
    );
    expect(saved.address).toMatchObject({
      state: 'TX',
      stateName: 'Texas',
      line2: '',
      postalCode: '73301-0001',
    });
    const ca = {
      country: 'CA',
      line1: '24 Sussex Dr',
      line2: 'Unit 2',
      city: 'Ottawa',
      state: 'ON',
      postalCode: 'k1m1m4',
    };
    await json(await api('POST', accountPaths.addressPost, who.token, ca), 200, addressResponse);
    const again = await json(await api('GET', accountPaths.address, who.token), 200, addressResponse);
    expect(again.address).toMatchObject({
      country: 'CA',
      state: 'ON',
      line2: 'Unit 2',
      postalCode: 'K1M 1M4',
    });
  });

  it('refuses a state of the wrong country, another country and a postal code that does not fit', async () => {
    const who = await fresh();
    const good = { country: 'US', line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '73301' };
    await refused(who, 'POST', accountPaths.addressPost, { ...good, state: 'ON' }, ['state']);
    await refused(who, 'POST', accountPaths.addressPost, { ...good, state: 'ZZ' }, ['state']);
    await refused(who, 'POST', accountPaths.addressPost, { ...good, country: 'FR' }, ['country']);
    await refused(who, 'POST', accountPaths.addressPost, { ...good, postalCode: 'K1M 1M4' }, ['postalCode']);
    await refused(who, 'POST', accountPaths.addressPost, { ...good, line1: '', city: 'x'.repeat(61) }, [
      'line1',
      'city',
    ]);
  });
});

describe('phone with a code sent by SMS', () => {
  it('sends a code to the new number, verifies it and keeps the old number until then', async () => {
    const who = await fresh();
    const phone = '+1 555 555 0142';
    const sent = await json(
      await api('POST', accountPaths.phonePost, who.token, { phone }),
      200,
      phoneCodeSent,
    );
    expect(sent).toMatchObject({
      pendingPhone: '+15555550142',
      resendAfterSeconds: 30,
      expiresInSeconds: 300,
    });
    expect(await securityOf(who.token)).toMatchObject({ phone: null, pendingPhone: '+15555550142' });
    const code = await newestSms('+15555550142');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    const error = await refused(who, 'POST', accountPaths.saveVerifiedPhone, { code: wrong }, ['code']);
    expect(error.issues?.[0]?.message).toMatch(/4 attempts left/);

    const verified = await json(
      await api('POST', accountPaths.saveVerifiedPhone, who.token, { code }),
      200,
      accountSecurity,
    );
    expect(verified).toMatchObject({ phone: '+15555550142', pendingPhone: null });
    expect((await securityOf(who.token)).phoneVerifiedAt).toBe(NOW.toISOString());
    // The code is spent.
    await refused(who, 'POST', accountPaths.saveVerifiedPhone, { code }, ['code']);
    // The verified number again is refused.
    await refused(who, 'POST', accountPaths.phonePost, { phone }, ['phone']);
  });

  it('resends only after the cooldown, through phone-verification-code-post', async () => {
    const who = await fresh();
    expect((await api('POST', accountPaths.phoneVerificationCodePost, who.token, {})).status).toBe(409);
    await json(
      await api('POST', accountPaths.phonePost, who.token, { phone: '+15555550143' }),
      200,
      phoneCodeSent,
    );
    const first = await newestSms('+15555550143');
    expect((await api('POST', accountPaths.phoneVerificationCodePost, who.token, {})).status).toBe(429);
    t.setNow(new Date(NOW.getTime() + 31_000));
    await json(await api('POST', accountPaths.phoneVerificationCodePost, who.token), 200, phoneCodeSent);
    const second = await newestSms('+15555550143');
    const [codes] = [await readOutbox(t.database.db, { recipient: '+15555550143', channel: 'sms' })];
    expect(codes).toHaveLength(2);
    // Only the newest code counts.
    if (first !== second)
      await refused(who, 'POST', accountPaths.saveVerifiedPhone, { code: first }, ['code']);
    await json(
      await api('POST', accountPaths.saveVerifiedPhone, who.token, { code: second }),
      200,
      accountSecurity,
    );
  });

  it('refuses an expired code and a code after five wrong attempts', async () => {
    const who = await fresh();
    await json(
      await api('POST', accountPaths.phonePost, who.token, { phone: '+15555550144' }),
      200,
      phoneCodeSent,
    );
    const code = (await newestSms('+15555550144'))!;
    t.setNow(new Date(NOW.getTime() + 5 * 60_000 + 1000));
    const expired = await refused(who, 'POST', accountPaths.saveVerifiedPhone, { code }, ['code']);
    expect(expired.issues?.[0]?.message).toMatch(/expired/);

    await json(await api('POST', accountPaths.phoneVerificationCodePost, who.token), 200, phoneCodeSent);
    const fresh2 = (await newestSms('+15555550144'))!;
    const wrong = fresh2 === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await refused(who, 'POST', accountPaths.saveVerifiedPhone, { code: wrong }, ['code']);
    const spent = await refused(who, 'POST', accountPaths.saveVerifiedPhone, { code: fresh2 }, ['code']);
    expect(spent.issues?.[0]?.message).toMatch(/Too many wrong codes/);
    expect((await securityOf(who.token)).phone).toBeNull();
  });

  it("never accepts another customer's code", async () => {
    const a = await fresh('phone-a');
    const b = await fresh('phone-b');
    await json(
      await api('POST', accountPaths.phonePost, a.token, { phone: '+15555550145' }),
      200,
      phoneCodeSent,
    );
    await json(
      await api('POST', accountPaths.phonePost, b.token, { phone: '+15555550146' }),
      200,
      phoneCodeSent,
    );
    const codeOfA = (await newestSms('+15555550145'))!;
    const codeOfB = (await newestSms('+15555550146'))!;
    if (codeOfA !== codeOfB)
      await refused(b, 'POST', accountPaths.saveVerifiedPhone, { code: codeOfA }, ['code']);
    expect((await securityOf(a.token)).phone).toBeNull();
  });

  it('refuses a number that is not in international form', async () => {
    const who = await fresh();
    await refused(who, 'POST', accountPaths.phonePost, { phone: '555-0100' }, ['phone']);
    await refused(who, 'POST', accountPaths.saveVerifiedPhone, { code: '12ab56' }, ['code']);
  });
});

describe('password, security question and e-mail', () => {
  it('changes the password with the current one, signing out other sessions but this one', async () => {
    const who = await fresh();
    const other = await logIn(who.email, PASSWORD);
    const res = await api('POST', accountPaths.passwordPost, who.token, {
      currentPassword: PASSWORD,
      newPassword: 'Brand-new-password-2',
    });
    expect(res.status).toBe(200);
    expect((await api('GET', accountPaths.customer, who.token)).status).toBe(200);
    expect((await api('GET', accountPaths.customer, other)).status).toBe(401);
    expect(
      (await api('POST', authPaths.login, undefined, { email: who.email, password: PASSWORD })).status,
    ).toBe(401);
    await logIn(who.email, 'Brand-new-password-2');
    expect((await securityOf(who.token)).passwordChangedAt).toBe(NOW.toISOString());
  });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    const who = await fresh();
    await refused(
      who,
      'POST',
      accountPaths.passwordPost,
      { currentPassword: 'wrong-password-1', newPassword: 'Brand-new-password-2' },
      ['currentPassword'],
    );
    await refused(
      who,
      'POST',
      accountPaths.passwordPost,
      { currentPassword: PASSWORD, newPassword: 'short' },
      ['newPassword'],
    );
    await refused(
      who,
      'POST',
      accountPaths.passwordPost,
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      ['newPassword'],
    );
    await logIn(who.email, PASSWORD);
  });

  it('limits wrong current passwords like sign-in attempts', async () => {
    const who = await fresh();
    const body = { currentPassword: 'wrong-password-1', newPassword: 'Brand-new-password-2' };
    for (let i = 0; i < 5; i += 1)
      expect((await api('POST', accountPaths.passwordPost, who.token, body)).status).toBe(400);
    expect((await api('POST', accountPaths.passwordPost, who.token, body)).status).toBe(429);
  });

  it('changes the security question; the new answer then recovers the account', async () => {
    const who = await fresh();
    const security = await json(
      await api('POST', accountPaths.securityQuestionPost, who.token, {
        question: 'Which street did you grow up on?',
        answer: '  Elm   Street ',
        currentPassword: PASSWORD,
      }),
      200,
      accountSecurity,
    );
    expect(security.securityQuestion).toBe('Which street did you grow up on?');
    expect((await securityOf(who.token)).securityQuestion).toBe('Which street did you grow up on?');
    const check = await api('POST', authPaths.answerCheck, undefined, {
      email: who.email,
      answer: 'elm street',
    });
    expect(check.status).toBe(200);
  });

  it('refuses a security question without the right password or with short values', async () => {
    const who = await fresh();
    await refused(
      who,
      'POST',
      accountPaths.securityQuestionPost,
      { question: 'Which street?', answer: 'Elm', currentPassword: 'nope-nope-1' },
      ['currentPassword'],
    );
    await refused(
      who,
      'POST',
      accountPaths.securityQuestionPost,
      { question: 'Hm', answer: 'x', currentPassword: '' },
      ['question', 'answer', 'currentPassword'],
    );
  });

  it('changes the e-mail with the password, tells the old address, and signs in with the new one', async () => {
    const who = await fresh();
    const newEmail = `Moved-${who.id}@Account.test`;
    const changed = await json(
      await api('PATCH', accountPaths.changeEmail, who.token, { newEmail, password: PASSWORD }),
      200,
      customerSchema,
    );
    expect(changed.email).toBe(newEmail.toLowerCase());
    expect((await securityOf(who.token)).email).toBe(newEmail.toLowerCase());
    await logIn(newEmail.toLowerCase(), PASSWORD);
    const [notice] = await readOutbox(t.database.db, { recipient: who.email, channel: 'email', limit: 1 });
    expect(notice?.body).toContain(newEmail.toLowerCase());
  });

  it("refuses another account's e-mail, a wrong password and a malformed address", async () => {
    const who = await fresh();
    const taken = await refused(
      who,
      'PATCH',
      accountPaths.changeEmail,
      { newEmail: 'ACTIVE@demo.healthspan.test', password: PASSWORD },
      ['newEmail'],
      409,
    );
    expect(taken.error).toMatch(/another account/);
    await refused(
      who,
      'PATCH',
      accountPaths.changeEmail,
      { newEmail: 'new@account.test', password: 'wrong-1' },
      ['password'],
    );
    await refused(who, 'PATCH', accountPaths.changeEmail, { newEmail: 'not-an-email', password: PASSWORD }, [
      'newEmail',
    ]);
  });
});

describe('gender identity and woman health', () => {
  it('saves a gender identity, a self-description only with its option, and clears it', async () => {
    const who = await fresh();
    const self = await json(
      await api('PATCH', accountPaths.genderIdentity, who.token, {
        genderIdentityId: 9,
        selfDescription: ' Demigirl ',
      }),
      200,
      genderIdentity,
    );
    expect(self).toEqual({ genderIdentityId: 9, selfDescription: 'Demigirl' });
    const other = await json(
      await api('PATCH', accountPaths.genderIdentity, who.token, {
        genderIdentityId: 5,
        selfDescription: 'ignored',
      }),
      200,
      genderIdentity,
    );
    expect(other).toEqual({ genderIdentityId: 5, selfDescription: null });
    expect(await json(await api('GET', accountPaths.genderIdentity, who.token), 200, genderIdentity)).toEqual(
      other,
    );
    await api('PATCH', accountPaths.genderIdentity, who.token, { genderIdentityId: null });
    expect(await json(await api('GET', accountPaths.genderIdentity, who.token), 200, genderIdentity)).toEqual(
      {
        genderIdentityId: null,
        selfDescription: null,
      },
    );
  });

  it('refuses an unknown option and a self-describe choice without words', async () => {
    const who = await fresh();
    await refused(who, 'PATCH', accountPaths.genderIdentity, { genderIdentityId: 99 }, ['genderIdentityId']);
    await refused(who, 'PATCH', accountPaths.genderIdentity, { genderIdentityId: 9, selfDescription: '  ' }, [
      'selfDescription',
    ]);
    await refused(who, 'PATCH', accountPaths.genderIdentity, {}, ['genderIdentityId']);
  });

  it('patches woman health field by field; left-out fields keep their value, null clears', async () => {
    const who = await fresh();
    const first = await json(
      await api('PATCH', accountPaths.womanHealth, who.token, {
        reproductiveStageId: 1,
        contraceptionTypeId: 2,
        cycleLengthDays: 28,
        lastPeriodDate: '2026-11-10',
      }),
      200,
      womanHealth,
    );
    expect(first).toMatchObject({ reproductiveStageId: 1, contraceptionTypeId: 2, cycleLengthDays: 28 });
    await api('PATCH', accountPaths.womanHealth, who.token, {
      hormoneTherapyTypeId: 3,
      contraceptionTypeId: null,
    });
    const again = await json(await api('GET', accountPaths.womanHealth, who.token), 200, womanHealth);
    expect(again).toMatchObject({
      reproductiveStageId: 1,
      contraceptionTypeId: null,
      hormoneTherapyTypeId: 3,
      cycleLengthDays: 28,
      lastPeriodDate: '2026-11-10',
    });
  });

  it('refuses unknown options, cycle lengths and dates out of range, and an empty patch', async () => {
    const who = await fresh();
    await api('PATCH', accountPaths.womanHealth, who.token, { cycleLengthDays: 30 });
    await refused(
      who,
      'PATCH',
      accountPaths.womanHealth,
      { reproductiveStageId: 99, hormoneTherapyTypeId: 98 },
      ['reproductiveStageId', 'hormoneTherapyTypeId'],
    );
    await refused(who, 'PATCH', accountPaths.womanHealth, { cycleLengthDays: 5 }, ['cycleLengthDays']);
    await refused(who, 'PATCH', accountPaths.womanHealth, { lastPeriodDate: '2026-12-25' }, [
      'lastPeriodDate',
    ]);
    await refused(who, 'PATCH', accountPaths.womanHealth, { lastPeriodDate: '2024-01-01' }, [
      'lastPeriodDate',
    ]);
    await refused(who, 'PATCH', accountPaths.womanHealth, {}, ['(body)']);
  });
});

describe('permissions and sharing (000 §6)', () => {
  it('grants and withdraws the product team permission', async () => {
    const who = await fresh();
    const granted = await json(
      await api('POST', accountPaths.productTeamPermissions, who.token, { granted: true }),
      200,
      productTeamPermission,
    );
    expect(granted.granted).toBe(true);
    expect((await historyOf(who.token)).productTeam.granted).toBe(true);
    await api('POST', accountPaths.productTeamPermissions, who.token, { granted: false });
    expect((await historyOf(who.token)).productTeam).toMatchObject({ granted: false });
    await refused(who, 'POST', accountPaths.productTeamPermissions, { granted: 'yes' }, ['granted']);
  });

  it("grants a permission to the caller's own team only", async () => {
    const active = { id: 0, token: await logIn('active@demo.healthspan.test') };
    const [acme] = await t.database.db.select().from(teams).where(eq(teams.name, DEMO_TEAMS.acme));
    const [globex] = await t.database.db.select().from(teams).where(eq(teams.name, DEMO_TEAMS.globex));
    const changed = await json(
      await api('POST', teamPermissionsPath(acme!.id), active.token, { granted: true }),
      200,
      teamPermission,
    );
    expect(changed).toMatchObject({ teamName: DEMO_TEAMS.acme, granted: true });
    expect((await historyOf(active.token)).teams[0]?.granted).toBe(true);

    // no-height@'s team: answered like a team that does not exist, and nothing changes for its member.
    const noHeight = await logIn('no-height@demo.healthspan.test');
    const before = await historyOf(noHeight);
    expect(
      (await api('POST', teamPermissionsPath(globex!.id), active.token, { granted: false })).status,
    ).toBe(404);
    expect((await api('POST', teamPermissionsPath(999_999), active.token, { granted: false })).status).toBe(
      404,
    );
    expect(await historyOf(noHeight)).toEqual(before);
    expect(before.teams[0]?.granted).toBe(true);

    const bad = await json(
      await api('POST', '/api/pages/account/permissions-for-team-post/abc', active.token, { granted: 1 }),
      400,
      errorBody,
    );
    expect(bad.issues?.map((i) => i.path)).toContain('teamId');
  });

  it('shares the newest results by e-mail and lists the share in the history', async () => {
    const token = await logIn('active@demo.healthspan.test');
    const share = await json(
      await api('POST', accountPaths.sharingResultsPost, token, {
        sharedName: 'Dr. Grey',
        sharedEmail: 'grey@clinic.test',
      }),
      200,
      shareResponse,
    );
    const history = await historyOf(token);
    expect(history.shares[0]).toMatchObject({ id: share.id, sharedEmail: 'grey@clinic.test' });
    const [mail] = await readOutbox(t.database.db, {
      recipient: 'grey@clinic.test',
      channel: 'email',
      limit: 1,
    });
    expect(mail?.subject).toMatch(/shared blood results/);
    // Another customer's history never shows it.
    const noHeight = await logIn('no-height@demo.healthspan.test');
    expect((await historyOf(noHeight)).shares).toEqual([]);
  });

  it('refuses a share without results, and a bad e-mail', async () => {
    const who = await fresh();
    expect(
      (
        await api('POST', accountPaths.sharingResultsPost, who.token, {
          sharedName: 'A',
          sharedEmail: 'a@b.test',
        })
      ).status,
    ).toBe(409);
    await refused(who, 'POST', accountPaths.sharingResultsPost, { sharedName: '', sharedEmail: 'nope' }, [
      'sharedName',
      'sharedEmail',
    ]);
  });
});

describe('gift-card balance', () => {
  it('answers the balance of demo cards by code, in any case', async () => {
    const who = await fresh();
    const card = await json(
      await api('GET', giftCardBalancePath('demo-gift-50'), who.token),
      200,
      giftCardBalance,
    );
    expect(card).toMatchObject({
      code: 'DEMO-GIFT-50',
      balance: 50,
      balanceCents: 5000,
      currency: 'USD',
      status: 'active',
    });
    const spent = await json(
      await api('GET', giftCardBalancePath('DEMO-GIFT-SPENT'), who.token),
      200,
      giftCardBalance,
    );
    expect(spent).toMatchObject({ balance: 0, status: 'empty' });
    const expired = await json(
      await api('GET', giftCardBalancePath('DEMO-GIFT-EXPIRED'), who.token),
      200,
      giftCardBalance,
    );
    expect(expired).toMatchObject({ balance: 0, status: 'expired' });
  });

  it('answers 404 for an unknown code, 400 for a malformed one, and limits guessing', async () => {
    const who = await fresh();
    expect((await api('GET', giftCardBalancePath('NO-SUCH-CARD'), who.token)).status).toBe(404);
    const bad = await json(await api('GET', giftCardBalancePath('a!'), who.token), 400, errorBody);
    expect(bad.issues?.map((i) => i.path)).toEqual(['code']);
    for (let i = 0; i < 29; i += 1) await api('GET', giftCardBalancePath(`GUESS-${i}`), who.token);
    expect((await api('GET', giftCardBalancePath('DEMO-GIFT-50'), who.token)).status).toBe(429);
  });
});

describe("one customer never sees or changes another's data", () => {
  it("keeps every change to the caller's own account", async () => {
    const a = await fresh('owner-a');
    const b = await fresh('owner-b');
    const bBefore = await stored(b.id);
    const bFullBefore = await json(await api('GET', accountPaths.full, b.token), 200, accountFull);
    await api('POST', accountPaths.namesPost, a.token, { firstName: 'Anna', lastName: 'Alpha' });
    await api('POST', accountPaths.heightPost, a.token, { value: 180, unit: 'cm' });
    await api('PUT', accountPaths.weight, a.token, { value: 80, unit: 'kg' });
    await api('POST', accountPaths.addressPost, a.token, {
      country: 'US',
      line1: '2 Oak Rd',
      city: 'Boise',
      state: 'ID',
      postalCode: '83702',
    });
    await api('PATCH', accountPaths.womanHealth, a.token, { cycleLengthDays: 27 });
    await api('PATCH', accountPaths.genderIdentity, a.token, { genderIdentityId: 1 });
    await api('POST', accountPaths.productTeamPermissions, a.token, { granted: true });
    expect(await stored(b.id)).toEqual(bBefore);
    const bFull = await json(await api('GET', accountPaths.full, b.token), 200, accountFull);
    expect(bFull).toEqual(bFullBefore);
    const aFull = await json(await api('GET', accountPaths.full, a.token), 200, accountFull);
    expect(aFull.customer.firstName).toBe('Anna');
    expect(aFull.settings.heightCm).toBe(180);
    expect(aFull.address?.city).toBe('Boise');
    expect(aFull.womanHealth.cycleLengthDays).toBe(27);
  });
});
