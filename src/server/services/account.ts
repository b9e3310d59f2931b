import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  ageOn,
  cmToInches,
  displayMeasurement,
  MEASUREMENT_LIMITS,
  type AccountSecurity,
  type AccountSettings,
  type Address,
  type GenderIdentity,
  type Measurement,
  type SharingHistory,
  type TeamPermission,
  type WomanHealth,
} from '../../contract/account';
import type { Db } from '../db';
import {
  bloodworkShares,
  companies,
  customerAddresses,
  referenceOptions,
  regions,
  teamMembers,
  teams,
  womanHealth,
  type OptionKind,
} from '../db/schema';
import type { AppDeps } from '../app';
import { customers } from '../db/schema';
import { HttpError, invalid } from '../http/errors';
import { findCustomer, findCustomerByEmail, type CustomerRow } from './customers';
import { preferencesFooter } from './membership-email-preferences';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A measurement in SI as stored: rounded (0.01 cm, 0.001 kg) and held inside the accepted range, so
 * a value converted from inches or pounds at the very limit never trips the table's CHECK.
 */
export function storedMeasurement(kind: Measurement, si: number): number {
  const { min, max } = MEASUREMENT_LIMITS[kind];
  const places = kind === 'weight' ? 1000 : 100;
  return Math.min(max, Math.max(min, Math.round(si * places) / places));
}

/** The health profile of 000 §3: stored SI values plus how the count system shows them. */
export function settingsOf(row: CustomerRow, today: Date): AccountSettings {
  const system = row.countSystem;
  const shown = (kind: Measurement, si: number | null) =>
    si === null ? null : displayMeasurement(kind, si, system);
  const totalInches = row.heightCm === null ? null : Math.round(cmToInches(row.heightCm));
  return {
    countSystem: system,
    gender: row.sex,
    birthDate: row.birthDate,
    age: row.birthDate ? ageOn(row.birthDate, today) : null,
    ethnicityId: row.ethnicityId,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    waistCm: row.waistCm,
    hipCm: row.hipCm,
    heightFeet: totalInches === null ? null : Math.floor(totalInches / 12),
    heightInches: totalInches === null ? null : totalInches % 12,
    display: {
      height: shown('height', row.heightCm),
      weight: shown('weight', row.weightKg),
      waist: shown('waist', row.waistCm),
      hip: shown('hip', row.hipCm),
    },
    missing: [
      ...(row.heightCm === null ? (['height'] as const) : []),
      ...(row.weightKg === null ? (['weight'] as const) : []),
    ],
  };
}

export function securityOf(row: CustomerRow): AccountSecurity {
  return {
    email: row.email,
    phone: row.phoneVerifiedAt ? row.phone : null,
    phoneVerifiedAt: iso(row.phoneVerifiedAt),
    pendingPhone: row.pendingPhone,
    securityQuestion: row.securityQuestion,
    passwordChangedAt: iso(row.passwordChangedAt),
  };
}

export const genderIdentityOf = (row: CustomerRow): GenderIdentity => ({
  genderIdentityId: row.genderIdentityId,
  selfDescription: row.genderSelfDescription,
});

export async function loadAddress(db: Db, customerId: number): Promise<Address | null> {
  const [row] = await db
    .select({ address: customerAddresses, stateName: regions.name })
    .from(customerAddresses)
    .innerJoin(
      regions,
      and(eq(regions.countryCode, customerAddresses.country), eq(regions.code, customerAddresses.state)),
    )
    .where(eq(customerAddresses.customerId, customerId));
  if (!row) return null;
  const a = row.address;
  return {
    country: a.country as Address['country'],
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    state: a.state,
    stateName: row.stateName,
    postalCode: a.postalCode,
    updatedAt: a.updatedAt.toISOString(),
  };
}

export async function regionExists(db: Db, country: string, state: string) {
  const [row] = await db
    .select({ code: regions.code })
    .from(regions)
    .where(and(eq(regions.countryCode, country), eq(regions.code, state)));
  return Boolean(row);
}

/** The code of a reference option of `kind`, or undefined when there is no such option. */
export async function optionCode(db: Db, kind: OptionKind, id: number) {
  const [row] = await db
    .select({ code: referenceOptions.code })
    .from(referenceOptions)
    .where(and(eq(referenceOptions.kind, kind), eq(referenceOptions.id, id)));
  return row?.code;
}

const NO_WOMAN_HEALTH: WomanHealth = {
  reproductiveStageId: null,
  contraceptionTypeId: null,
  hormoneTherapyTypeId: null,
  lastPeriodDate: null,
  cycleLengthDays: null,
  updatedAt: null,
};

export async function loadWomanHealth(db: Db, customerId: number): Promise<WomanHealth> {
  const [row] = await db.select().from(womanHealth).where(eq(womanHealth.customerId, customerId));
  if (!row) return NO_WOMAN_HEALTH;
  return {
    reproductiveStageId: row.reproductiveStageId,
    contraceptionTypeId: row.contraceptionTypeId,
    hormoneTherapyTypeId: row.hormoneTherapyTypeId,
    lastPeriodDate: row.lastPeriodDate,
    cycleLengthDays: row.cycleLengthDays,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's teams (not deleted), with the permission each holds; another customer's never appear. */
export async function loadTeamPermissions(db: Db, customerId: number, teamId?: number) {
  const rows = await db
    .select({ member: teamMembers, teamName: teams.name, companyName: companies.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .where(
      and(
        eq(teamMembers.customerId, customerId),
        isNull(teams.deletedAt),
        teamId === undefined ? undefined : eq(teamMembers.teamId, teamId),
      ),
    )
    .orderBy(asc(teams.name));
  return rows.map((r): TeamPermission => ({
    teamId: r.member.teamId,
    teamName: r.teamName,
    companyName: r.companyName,
    granted: r.member.permissionGranted,
    requestedAt: iso(r.member.permissionRequestedAt),
    changedAt: iso(r.member.permissionChangedAt),
  }));
}

export async function loadSharingHistory(db: Db, row: CustomerRow): Promise<SharingHistory> {
  const shares = await db
    .select()
    .from(bloodworkShares)
    .where(eq(bloodworkShares.customerId, row.id))
    .orderBy(desc(bloodworkShares.createdAt), desc(bloodworkShares.id));
  return {
    productTeam: { granted: row.productTeamPermission, changedAt: iso(row.productTeamPermissionAt) },
    teams: await loadTeamPermissions(db, row.id),
    shares: shares.map((s) => ({
      id: s.id,
      resultId: s.resultId,
      sharedName: s.sharedName,
      sharedEmail: s.sharedEmail,
      sharedFax: s.sharedFax,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

/**
 * Moves the account to `newEmail` (the password was checked by the caller): refused when it is the
 * same address or another account's (409, also when a concurrent change wins the unique index);
 * the old address is told, so a taken-over account does not go unnoticed.
 */
export async function changeEmail(deps: AppDeps, row: CustomerRow, newEmail: string): Promise<CustomerRow> {
  const { db } = deps;
  if (row.email.toLowerCase() === newEmail)
    throw invalid([{ path: 'newEmail', message: 'This is already your e-mail address' }]);
  const taken = () =>
    new HttpError(409, 'This e-mail address belongs to another account.', [
      { path: 'newEmail', message: 'This e-mail address belongs to another account' },
    ]);
  if (await findCustomerByEmail(db, newEmail)) throw taken();
  try {
    await db.update(customers).set({ email: newEmail }).where(eq(customers.id, row.id));
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw taken();
    throw error;
  }
  await deps.outbox.send(
    {
      channel: 'email',
      recipient: row.email.toLowerCase(),
      subject: 'Your Healthspan e-mail address was changed',
      body:
        `Hello ${row.firstName || 'there'},\n\nThe e-mail address of your Healthspan account was changed to ${newEmail}. ` +
        'From now on, sign in with the new address.\n\nIf you did not make this change, contact support at once.' +
        (await preferencesFooter(db, row.id, deps.config.publicUrl)),
    },
    deps.now(),
  );
  return (await findCustomer(db, row.id))!;
}
