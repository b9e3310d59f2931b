import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { viewAsOf } from '../../services/admin/view-as';
import { DAY_MS } from '../../../domain/dates';
import { Hono } from 'hono';
import {
  accountPaths,
  addressPostRequest,
  birthDatePostRequest,
  birthDateProblem,
  countSystemPostRequest,
  countSystems,
  CYCLE_LENGTH_DAYS,
  ethnicityPostRequest,
  genderIdentityPatchRequest,
  genderPostRequest,
  heightPostRequest,
  hipPostRequest,
  lengthToCm,
  massToKg,
  MAX_AGE_YEARS,
  MEASUREMENT_LIMITS,
  MIN_AGE_YEARS,
  namesPostRequest,
  SELF_DESCRIBE_CODE,
  waistPostRequest,
  weightRequest,
  womanHealthPatchRequest,
  type AccountFull,
  type AccountReferences,
  type Measurement,
  type UpgradableTestsResponse,
} from '../../../contract/account';
import type { AppDeps } from '../../app';
import { customerAddresses, orders, products, womanHealth } from '../../db/schema';
import { type CustomerEnv } from '../../http/customer-auth';
import { invalid } from '../../http/errors';
import { validate } from '../../http/validate';
import {
  genderIdentityOf,
  loadAddress,
  loadSharingHistory,
  loadWomanHealth,
  optionCode,
  regionExists,
  securityOf,
  settingsOf,
  storedMeasurement,
} from '../../services/account';
import { toCustomer } from '../../services/customers';
import { loadCountries, loadOptions, loadStates } from '../references';
import { accountContext, type Ctx } from './context';

/** Account reads, names, address, measurements, gender identity and woman health (000 §7.3). */
export function accountProfileRoutes(deps: AppDeps) {
  const { db } = deps;
  const { customer, me, update, settings, advance, settingsStep, checkOption } = accountContext(deps);
  function measurementRoute(kind: Exclude<Measurement, 'weight'>) {
    const column = { height: 'heightCm', waist: 'waistCm', hip: 'hipCm' } as const;
    return async (c: Ctx, body: { value: number; unit: 'cm' | 'in' }) =>
      settings(c, { [column[kind]]: storedMeasurement(kind, lengthToCm(body.value, body.unit)) });
  }
  const heightRoute = measurementRoute('height');
  const waistRoute = measurementRoute('waist');
  const hipRoute = measurementRoute('hip');
  return (
    new Hono<CustomerEnv>()
      // ── Reads ────────────────────────────────────────────────────────────────
      // issue 22: from the row the session was read with, no query while the session is cached
      .get(accountPaths.customer, customer, async (c) =>
        c.json({ ...toCustomer(c.get('customer').row), viewAs: await viewAsOf(db, c.get('customer')) }),
      )
      .get(accountPaths.full, customer, async (c) => {
        const row = await me(c);
        const body: AccountFull = {
          customer: { ...toCustomer(row), viewAs: await viewAsOf(db, c.get('customer')) },
          settings: settingsOf(row, deps.now()),
          address: await loadAddress(db, row.id),
          security: securityOf(row),
          genderIdentity: genderIdentityOf(row),
          womanHealth: await loadWomanHealth(db, row.id),
        };
        return c.json(body);
      })
      .get(accountPaths.settings, customer, async (c) => c.json(settingsOf(await me(c), deps.now())))
      .get(accountPaths.address, customer, async (c) =>
        c.json({ address: await loadAddress(db, c.get('customer').customerId) }),
      )
      .get(accountPaths.security, customer, async (c) => c.json(securityOf(await me(c))))
      .get(accountPaths.sharingHistory, customer, async (c) =>
        c.json(await loadSharingHistory(db, await me(c))),
      )
      .get(accountPaths.references, customer, async (c) => {
        const states = await loadStates(db);
        const body: AccountReferences = {
          countries: (await loadCountries(db)).filter(
            (x) => x.countryAbbr === 'US' || x.countryAbbr === 'CA',
          ),
          ...states,
          ethnicities: await loadOptions(db, 'ethnicity'),
          genderIdentities: await loadOptions(db, 'gender_identity'),
          contraceptionTypes: await loadOptions(db, 'contraception'),
          hormoneTherapyTypes: await loadOptions(db, 'hormone_therapy'),
          reproductiveStages: await loadOptions(db, 'reproductive_stage'),
          countSystems: [...countSystems],
          measurementLimits: MEASUREMENT_LIMITS,
          age: { min: MIN_AGE_YEARS, max: MAX_AGE_YEARS },
          cycleLengthDays: { ...CYCLE_LENGTH_DAYS },
        };
        return c.json(body);
      })
      // Tests bought without InnerAge (a blood test whose plan lacks it), which InnerAge can be added to.
      .get(accountPaths.innerAgeUpgradableTests, customer, async (c) => {
        const rows = await db
          .select({
            orderId: orders.id,
            productId: products.id,
            packageId: orders.packageId,
            title: products.title,
            orderedAt: orders.createdAt,
          })
          .from(orders)
          .innerJoin(products, eq(products.id, orders.productId))
          .where(
            and(
              eq(orders.customerId, c.get('customer').customerId),
              isNull(orders.companyId),
              eq(products.bloodTestIncluded, true),
              sql`not ('InnerAge' = any(${products.categories}))`,
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id));
        const body: UpgradableTestsResponse = {
          tests: rows.map((r) => ({ ...r, orderedAt: r.orderedAt.toISOString() })),
        };
        return c.json(body);
      })

      // ── Names, address, profile ─────────────────────────────────────────────
      .post(accountPaths.namesPost, customer, validate('json', namesPostRequest), async (c) => {
        await update(c, c.req.valid('json'));
        await advance(c);
        return c.json(toCustomer(await me(c)));
      })
      .post(accountPaths.addressPost, customer, validate('json', addressPostRequest), async (c) => {
        const body = c.req.valid('json');
        if (!(await regionExists(db, body.country, body.state)))
          throw invalid([
            {
              path: 'state',
              message:
                body.country === 'US' ? 'Choose a US state' : 'Choose a Canadian province or territory',
            },
          ]);
        const customerId = c.get('customer').customerId;
        const postalCode =
          body.country === 'CA' ? body.postalCode.replace(/^(\w{3}) ?(\w{3})$/, '$1 $2') : body.postalCode;
        const values = { ...body, postalCode, updatedAt: deps.now() };
        await db
          .insert(customerAddresses)
          .values({ customerId, ...values })
          .onConflictDoUpdate({ target: customerAddresses.customerId, set: values });
        await advance(c);
        return c.json({ address: await loadAddress(db, customerId) });
      })
      .post(accountPaths.birthDatePost, customer, validate('json', birthDatePostRequest), async (c) => {
        const { birthDate } = c.req.valid('json');
        const problem = birthDateProblem(birthDate, deps.now());
        if (problem) throw invalid([{ path: 'birthDate', message: problem }]);
        return settingsStep(c, { birthDate });
      })
      .post(accountPaths.genderPost, customer, validate('json', genderPostRequest), async (c) =>
        settingsStep(c, { sex: c.req.valid('json').gender }),
      )
      .post(accountPaths.ethnicityPost, customer, validate('json', ethnicityPostRequest), async (c) => {
        const { ethnicityId } = c.req.valid('json');
        const issue = await checkOption('ethnicity', ethnicityId, 'ethnicityId');
        if (issue) throw invalid([issue]);
        return settings(c, { ethnicityId });
      })
      .post(accountPaths.heightPost, customer, validate('json', heightPostRequest), async (c) =>
        heightRoute(c, c.req.valid('json')),
      )
      .post(accountPaths.waistPost, customer, validate('json', waistPostRequest), async (c) =>
        waistRoute(c, c.req.valid('json')),
      )
      .post(accountPaths.hipPost, customer, validate('json', hipPostRequest), async (c) =>
        hipRoute(c, c.req.valid('json')),
      )
      .put(accountPaths.weight, customer, validate('json', weightRequest), async (c) => {
        const { value, unit } = c.req.valid('json');
        return settings(c, { weightKg: storedMeasurement('weight', massToKg(value, unit)) });
      })
      .post(accountPaths.countSystemPost, customer, validate('json', countSystemPostRequest), async (c) =>
        settings(c, { countSystem: c.req.valid('json').countSystem }),
      )

      // ── Gender identity and woman health ──────────────────────────────────────
      .get(accountPaths.genderIdentity, customer, async (c) => c.json(genderIdentityOf(await me(c))))
      .patch(
        accountPaths.genderIdentity,
        customer,
        validate('json', genderIdentityPatchRequest),
        async (c) => {
          const { genderIdentityId, selfDescription } = c.req.valid('json');
          if (genderIdentityId === null)
            return c.json(
              genderIdentityOf(await update(c, { genderIdentityId: null, genderSelfDescription: null })),
            );
          const code = await optionCode(db, 'gender_identity', genderIdentityId);
          if (!code) throw invalid([{ path: 'genderIdentityId', message: 'Choose one of the options' }]);
          const selfDescribed = code === SELF_DESCRIBE_CODE;
          if (selfDescribed && !selfDescription)
            throw invalid([{ path: 'selfDescription', message: 'Describe your gender identity' }]);
          return c.json(
            genderIdentityOf(
              await update(c, {
                genderIdentityId,
                genderSelfDescription: selfDescribed ? selfDescription : null,
              }),
            ),
          );
        },
      )
      .get(accountPaths.womanHealth, customer, async (c) =>
        c.json(await loadWomanHealth(db, c.get('customer').customerId)),
      )
      .patch(accountPaths.womanHealth, customer, validate('json', womanHealthPatchRequest), async (c) => {
        const body = c.req.valid('json');
        const now = deps.now();
        const issues = [
          await checkOption('reproductive_stage', body.reproductiveStageId, 'reproductiveStageId'),
          await checkOption('contraception', body.contraceptionTypeId, 'contraceptionTypeId'),
          await checkOption('hormone_therapy', body.hormoneTherapyTypeId, 'hormoneTherapyTypeId'),
        ].filter((i) => i !== undefined);
        if (body.lastPeriodDate) {
          const days = (now.getTime() - Date.parse(`${body.lastPeriodDate}T00:00:00Z`)) / DAY_MS;
          if (days < -1) issues.push({ path: 'lastPeriodDate', message: 'The date cannot be in the future' });
          else if (days > 366)
            issues.push({ path: 'lastPeriodDate', message: 'Enter a date within the last year' });
        }
        if (issues.length) throw invalid(issues);
        const customerId = c.get('customer').customerId;
        await db
          .insert(womanHealth)
          .values({ customerId, ...body, updatedAt: now })
          .onConflictDoUpdate({ target: womanHealth.customerId, set: { ...body, updatedAt: now } });
        return c.json(await loadWomanHealth(db, customerId));
      })
  );
}
