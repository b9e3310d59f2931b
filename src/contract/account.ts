import { z } from 'zod';
import { customer, newPassword } from './auth';
import { phoneNumber, smsCodeSent } from './admin';
import { isoDate, shareRequest, shareResponse } from './blood';
import { country, referenceOption, region } from './references';
import { line, LINE_MAX, sent } from './text';

// spec 000 §3 (Customer, User state: address, profile settings, security, woman health,
// blood-result upload subscription), §6 (permissions for the product team and coach teams,
// sharing results), §7.3 (the account calls). The spec shows no payload bodies: these are ours,
// recorded in docs/decisions/account.md.

export { accountPaths, giftCardBalancePath, PRODUCT_TEAM, teamPermissionsPath } from './account-paths';

// ── Count system and body measurements ───────────────────────────────────────
// Stored values are always SI (cm, kg); the count system only decides how they are shown and
// which unit a form offers. A request names its unit, so the server never guesses.

export const countSystems = ['metric', 'imperial'] as const;
export const countSystem = z.enum(countSystems, "Choose 'metric' or 'imperial'");
export type CountSystem = z.infer<typeof countSystem>;

export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;

export type LengthUnit = 'cm' | 'in';
export type MassUnit = 'kg' | 'lb';
export const lengthUnit = z.enum(['cm', 'in'], "Use 'cm' or 'in'");
export const massUnit = z.enum(['kg', 'lb'], "Use 'kg' or 'lb'");

/** Accepted ranges, in SI, inclusive. */
export const MEASUREMENT_LIMITS = {
  height: { min: 50, max: 260, unit: 'cm' },
  weight: { min: 20, max: 350, unit: 'kg' },
  waist: { min: 40, max: 250, unit: 'cm' },
  hip: { min: 50, max: 250, unit: 'cm' },
} as const;
export type Measurement = keyof typeof MEASUREMENT_LIMITS;

export const lengthToCm = (value: number, unit: LengthUnit) => (unit === 'cm' ? value : value * CM_PER_INCH);
export const cmToInches = (cm: number) => cm / CM_PER_INCH;
export const massToKg = (value: number, unit: MassUnit) => (unit === 'kg' ? value : value * KG_PER_POUND);
export const kgToPounds = (kg: number) => kg / KG_PER_POUND;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** A measurement as shown in a count system: `175 cm`, `5 ft 9 in`, `72.5 kg`, `160 lb`. */
export interface DisplayedMeasurement {
  value: number;
  unit: string;
  text: string;
}

export function displayMeasurement(kind: Measurement, si: number, system: CountSystem): DisplayedMeasurement {
  if (kind === 'weight') {
    if (system === 'metric') return { value: round(si, 1), unit: 'kg', text: `${round(si, 1)} kg` };
    const lb = round(kgToPounds(si), 0);
    return { value: lb, unit: 'lb', text: `${lb} lb` };
  }
  if (system === 'metric') return { value: round(si, 0), unit: 'cm', text: `${round(si, 0)} cm` };
  const inches = round(cmToInches(si), kind === 'height' ? 0 : 1);
  if (kind !== 'height') return { value: inches, unit: 'in', text: `${inches} in` };
  return { value: inches, unit: 'in', text: `${Math.floor(inches / 12)} ft ${inches % 12} in` };
}

/** The range of a measurement in the unit a form uses, rounded inwards, for messages and inputs. */
export function limitsIn(kind: Measurement, unit: LengthUnit | MassUnit) {
  const { min, max } = MEASUREMENT_LIMITS[kind];
  if (unit === 'cm' || unit === 'kg') return { min, max };
  const factor = unit === 'in' ? CM_PER_INCH : KG_PER_POUND;
  return { min: Math.ceil((min / factor) * 10) / 10, max: Math.floor((max / factor) * 10) / 10 };
}

const finite = z.number('Enter a number');

function lengthRequest(kind: 'height' | 'waist' | 'hip', label: string) {
  return z.object({ value: finite, unit: lengthUnit }).superRefine((body, ctx) => {
    const cm = lengthToCm(body.value, body.unit);
    const { min, max } = MEASUREMENT_LIMITS[kind];
    if (cm < min - 1e-9 || cm > max + 1e-9) {
      const limits = limitsIn(kind, body.unit);
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `Enter a ${label} between ${limits.min} and ${limits.max} ${body.unit}`,
      });
    }
  });
}

/** height-post: `{ value, unit }`, e.g. `{ value: 175, unit: 'cm' }` or `{ value: 69, unit: 'in' }` (5 ft 9 in). */
export const heightPostRequest = lengthRequest('height', 'height');
export const waistPostRequest = lengthRequest('waist', 'waist circumference');
export const hipPostRequest = lengthRequest('hip', 'hip circumference');
export type LengthRequest = z.input<typeof heightPostRequest>;

/** PUT weight: `{ value, unit }`, e.g. `{ value: 72.5, unit: 'kg' }` or `{ value: 160, unit: 'lb' }`. */
export const weightRequest = z.object({ value: finite, unit: massUnit }).superRefine((body, ctx) => {
  const kg = massToKg(body.value, body.unit);
  const { min, max } = MEASUREMENT_LIMITS.weight;
  if (kg < min - 1e-9 || kg > max + 1e-9) {
    const limits = limitsIn('weight', body.unit);
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: `Enter a weight between ${limits.min} and ${limits.max} ${body.unit}`,
    });
  }
});
export type WeightRequest = z.input<typeof weightRequest>;

export const countSystemPostRequest = z.object({ countSystem });
export type CountSystemPostRequest = z.infer<typeof countSystemPostRequest>;

// ── Profile settings ─────────────────────────────────────────────────────────

export const gender = z.enum(['male', 'female'], "Choose 'male' or 'female'");
export type Gender = z.infer<typeof gender>;

export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 120;

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC calendar day). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** The message for a birth date outside 18–120 years of age on `today`, else undefined. */
export function birthDateProblem(birthDate: string, today: Date): string | undefined {
  const age = ageOn(birthDate, today);
  if (age < 0) return 'The birth date cannot be in the future';
  if (age < MIN_AGE_YEARS) return `You must be at least ${MIN_AGE_YEARS} years old`;
  if (age > MAX_AGE_YEARS) return `Enter a birth date less than ${MAX_AGE_YEARS} years ago`;
  return undefined;
}

/** birth-date-post: `{ birthDate: 'YYYY-MM-DD' }`; the age (18–120) is checked on the server's date. */
export const birthDatePostRequest = z.object({ birthDate: isoDate });
export type BirthDatePostRequest = z.infer<typeof birthDatePostRequest>;

/** gender-post: the sex the blood ranges use. Gender identity is its own call. */
export const genderPostRequest = z.object({ gender });
export type GenderPostRequest = z.infer<typeof genderPostRequest>;

const referenceId = z.number('Choose an option').int('Choose an option').positive('Choose an option');

/** ethnicity-post: an id of GET /api/pages/references/ethnicities. */
export const ethnicityPostRequest = z.object({ ethnicityId: referenceId });
export type EthnicityPostRequest = z.infer<typeof ethnicityPostRequest>;

const measurementOut = z
  .object({ value: z.number(), unit: sent(), text: sent() })
  .nullable()
  .describe('The stored value shown in the count system, or null when not given');

/** The health profile ("settings" of the user state, 000 §3). SI values are the stored ones. */
export const accountSettings = z.object({
  countSystem,
  gender: gender.nullable(),
  birthDate: sent().nullable(),
  age: z.number().int().nullable(),
  ethnicityId: z.number().int().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  waistCm: z.number().nullable(),
  hipCm: z.number().nullable(),
  /** Height as whole feet and inches (000 §3 heightFeet), null when no height is stored. */
  heightFeet: z.number().int().nullable(),
  heightInches: z.number().int().nullable(),
  display: z.object({
    height: measurementOut,
    weight: measurementOut,
    waist: measurementOut,
    hip: measurementOut,
  }),
  /** Fields the profile-completion popup asks for (000 §2.4: height or weight missing). */
  missing: z.array(z.enum(['height', 'weight'])),
});
export type AccountSettings = z.infer<typeof accountSettings>;

// ── Names ────────────────────────────────────────────────────────────────────

export const personName = (label: string) =>
  line(100, `Enter your ${label}`)
    .trim()
    .min(1, `Enter your ${label}`)
    .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, 'Use letters, spaces, apostrophes, hyphens and periods');

/** names-post: `{ firstName, lastName }`, each 1–100 characters after trimming. Answers the Customer. */
export const namesPostRequest = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
});
export type NamesPostRequest = z.input<typeof namesPostRequest>;

// ── Address ──────────────────────────────────────────────────────────────────

/** The product ships and draws blood in the US and Canada only. */
export const addressCountries = ['US', 'CA'] as const;
export const addressCountry = z.enum(addressCountries, 'Choose the United States or Canada');

const POSTAL_CODE = {
  US: { pattern: /^\d{5}(-\d{4})?$/, message: 'Enter a ZIP code, e.g. 10001 or 10001-1234' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, message: 'Enter a postal code, e.g. K1A 0B1' },
} as const;

const addressLine = (label: string, min: number, max: number) =>
  line(max, `Enter the ${label}`).trim().min(min, `Enter the ${label}`);

/**
 * address-post. `state` is the postal abbreviation of a US state or Canadian province from
 * GET /api/pages/references/all-states (checked on the server); the postal code must fit the country.
 */
export const addressPostRequest = z
  .object({
    country: addressCountry,
    line1: addressLine('street address', 1, 100),
    line2: line(100).trim().optional().default(''),
    city: addressLine('city', 1, 60),
    state: line(LINE_MAX, 'Choose a state or province')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose a state or province'),
    postalCode: line(10, 'Enter the postal code').trim().toUpperCase(),
  })
  .superRefine((body, ctx) => {
    const rule = POSTAL_CODE[body.country];
    if (!rule.pattern.test(body.postalCode))
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: rule.message });
  });
export type AddressPostRequest = z.input<typeof addressPostRequest>;

export const address = z.object({
  country: addressCountry,
  line1: sent(),
  line2: sent(),
  city: sent(),
  state: sent(),
  stateName: sent(),
  postalCode: sent(),
  updatedAt: sent(),
});
export type Address = z.infer<typeof address>;
export const addressResponse = z.object({ address: address.nullable() });
export type AddressResponse = z.infer<typeof addressResponse>;

// ── Phone, with a code sent by SMS ───────────────────────────────────────────

/** phone-post: `{ phone }` in international form; a 6-digit code goes to it by SMS. */
export const phonePostRequest = z.object({ phone: phoneNumber });
export type PhonePostRequest = z.input<typeof phonePostRequest>;
/** Answer of phone-post and phone-verification-code-post (a resend to the pending number). */
export const phoneCodeSent = smsCodeSent.extend({ pendingPhone: sent() });
export type PhoneCodeSent = z.infer<typeof phoneCodeSent>;

/** phone-verification-code-post: no body (or `{}`) — sends a new code to the number given to phone-post. */
export const phoneVerificationCodePostRequest = z.object({});

/** save-verified-phone: `{ code }` — the code that went to the pending number; it then becomes the phone. */
export const saveVerifiedPhoneRequest = z.object({
  code: line(LINE_MAX, 'Enter the 6-digit code')
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type SaveVerifiedPhoneRequest = z.infer<typeof saveVerifiedPhoneRequest>;

// ── Security: password, security question, e-mail ────────────────────────────

const currentPassword = line(200, 'Enter your current password').min(1, 'Enter your current password');

/** password-post: `{ currentPassword, newPassword }`; other sessions are signed out, this one stays. */
export const passwordPostRequest = z
  .object({ currentPassword, newPassword })
  .refine((b) => b.currentPassword !== b.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });
export type PasswordPostRequest = z.infer<typeof passwordPostRequest>;

/** security-question-post: `{ question, answer, currentPassword }`. */
export const securityQuestionPostRequest = z.object({
  question: line(200, 'Enter a question').trim().min(5, 'Use at least 5 characters'),
  answer: line(100, 'Enter the answer').trim().min(2, 'Use at least 2 characters'),
  currentPassword,
});
export type SecurityQuestionPostRequest = z.infer<typeof securityQuestionPostRequest>;

/** PATCH change-email: `{ newEmail, password }`; the new address must not belong to another account. */
export const changeEmailRequest = z.object({
  newEmail: line(254, 'Enter an e-mail address').trim().toLowerCase().email('Enter a valid e-mail address'),
  password: line(200, 'Enter your password').min(1, 'Enter your password'),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequest>;

export const accountSecurity = z.object({
  email: sent(),
  /** The verified phone, in international form. */
  phone: sent().nullable(),
  phoneVerifiedAt: sent().nullable(),
  /** A number given to phone-post and not yet verified. */
  pendingPhone: sent().nullable(),
  securityQuestion: sent().nullable(),
  passwordChangedAt: sent().nullable(),
});
export type AccountSecurity = z.infer<typeof accountSecurity>;

// ── Gender identity and woman health ─────────────────────────────────────────

/** The gender-identity option whose choice needs the customer's own words. */
export const SELF_DESCRIBE_CODE = 'self-describe';

export const genderIdentity = z.object({
  genderIdentityId: z.number().int().nullable(),
  selfDescription: sent().nullable(),
});
export type GenderIdentity = z.infer<typeof genderIdentity>;

/**
 * PATCH gender-identity: `{ genderIdentityId, selfDescription? }`; null clears it. selfDescription
 * (1–100 characters) is required with the self-describe option and dropped with any other.
 */
export const genderIdentityPatchRequest = z.object({
  genderIdentityId: referenceId.nullable(),
  selfDescription: line(100).trim().optional().nullable(),
});
export type GenderIdentityPatchRequest = z.input<typeof genderIdentityPatchRequest>;

export const womanHealth = z.object({
  reproductiveStageId: z.number().int().nullable(),
  contraceptionTypeId: z.number().int().nullable(),
  hormoneTherapyTypeId: z.number().int().nullable(),
  lastPeriodDate: sent().nullable(),
  cycleLengthDays: z.number().int().nullable(),
  updatedAt: sent().nullable(),
});
export type WomanHealth = z.infer<typeof womanHealth>;

export const CYCLE_LENGTH_DAYS = { min: 15, max: 60 } as const;

/**
 * PATCH woman-health: any of the fields; a field left out keeps its value, null clears it. Ids come
 * from the contraception-types, hormone-therapy and reproductive-stages references; the last period
 * date may not lie in the future nor more than a year back (checked on the server's date).
 */
export const womanHealthPatchRequest = z
  .object({
    reproductiveStageId: referenceId.nullable(),
    contraceptionTypeId: referenceId.nullable(),
    hormoneTherapyTypeId: referenceId.nullable(),
    lastPeriodDate: isoDate.nullable(),
    cycleLengthDays: z
      .number('Enter a number of days')
      .int('Enter whole days')
      .min(CYCLE_LENGTH_DAYS.min, `Enter between ${CYCLE_LENGTH_DAYS.min} and ${CYCLE_LENGTH_DAYS.max} days`)
      .max(CYCLE_LENGTH_DAYS.max, `Enter between ${CYCLE_LENGTH_DAYS.min} and ${CYCLE_LENGTH_DAYS.max} days`)
      .nullable(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field' });
export type WomanHealthPatchRequest = z.infer<typeof womanHealthPatchRequest>;

// ── Permissions and sharing (000 §6) ─────────────────────────────────────────

/** permissions-for-healthspan-team and permissions-for-team-post/{teamId}: `{ granted }`. */
export const permissionRequest = z.object({ granted: z.boolean("Send 'granted' as true or false") });
export type PermissionRequest = z.infer<typeof permissionRequest>;

export const teamIdParam = z.object({ teamId: z.coerce.number().int().positive('Unknown team') });

export const productTeamPermission = z.object({ granted: z.boolean(), changedAt: sent().nullable() });
export type ProductTeamPermission = z.infer<typeof productTeamPermission>;

export const teamPermission = z.object({
  teamId: z.number().int(),
  teamName: sent(),
  companyName: sent(),
  granted: z.boolean(),
  /** When the team's coach asked for access, if they did. */
  requestedAt: sent().nullable(),
  changedAt: sent().nullable(),
});
export type TeamPermission = z.infer<typeof teamPermission>;

/** sharing-results-post: the same body as the blood share (name, e-mail, optional fax); shares the newest results. */
export const sharingResultsPostRequest = shareRequest;
export type SharingResultsPostRequest = z.input<typeof sharingResultsPostRequest>;
export const sharingResultsPostResponse = shareResponse;

export const sharedResult = z.object({
  id: z.number().int(),
  resultId: z.number().int().nullable(),
  sharedName: sent(),
  sharedEmail: sent(),
  sharedFax: sent().nullable(),
  createdAt: sent(),
});
export type SharedResult = z.infer<typeof sharedResult>;

/** Who may see the customer's results and whom they were shared with, newest share first. */
export const sharingHistory = z.object({
  productTeam: productTeamPermission,
  teams: z.array(teamPermission),
  shares: z.array(sharedResult),
});
export type SharingHistory = z.infer<typeof sharingHistory>;

// ── References, full account, upgradable tests ───────────────────────────────

/** What the account and health-profile forms choose from, in one call. */
export const accountReferences = z.object({
  countries: z.array(country),
  usStates: z.array(region),
  canadaStates: z.array(region),
  ethnicities: z.array(referenceOption),
  genderIdentities: z.array(referenceOption),
  contraceptionTypes: z.array(referenceOption),
  hormoneTherapyTypes: z.array(referenceOption),
  reproductiveStages: z.array(referenceOption),
  countSystems: z.array(countSystem),
  measurementLimits: z.record(
    z.enum(['height', 'weight', 'waist', 'hip']),
    z.object({ min: z.number(), max: z.number(), unit: sent() }),
  ),
  age: z.object({ min: z.number().int(), max: z.number().int() }),
  cycleLengthDays: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type AccountReferences = z.infer<typeof accountReferences>;

export const accountFull = z.object({
  customer,
  settings: accountSettings,
  address: address.nullable(),
  security: accountSecurity,
  genderIdentity,
  womanHealth,
});
export type AccountFull = z.infer<typeof accountFull>;

/** A test the customer bought that has no InnerAge yet and can be upgraded to include it. */
export const upgradableTest = z.object({
  orderId: z.number().int(),
  productId: z.number().int(),
  packageId: z.number().int(),
  title: sent(),
  orderedAt: sent(),
});
export type UpgradableTest = z.infer<typeof upgradableTest>;
export const upgradableTestsResponse = z.object({ tests: z.array(upgradableTest) });
export type UpgradableTestsResponse = z.infer<typeof upgradableTestsResponse>;

// ── Gift card and blood-results upload subscription ──────────────────────────

/** A gift-card code: 4–32 letters, digits and dashes; compared without case. */
export const giftCardParams = z.object({
  code: line()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,32}$/, 'Enter the gift-card code: 4–32 letters, digits and dashes'),
});
export const giftCardBalance = z.object({
  code: sent(),
  /** In dollars, two decimals; `balanceCents` is exact. */
  balance: z.number(),
  balanceCents: z.number().int(),
  currency: sent(),
  expiresAt: sent().nullable(),
  status: z.enum(['active', 'empty', 'expired']),
});
export type GiftCardBalance = z.infer<typeof giftCardBalance>;

/** 000 §3 Subscription for blood-results upload, dates YYYY-MM-DD. */
export const bloodResultsUploadSubscription = z.object({
  accessExpiration: sent(),
  willBeProlongedAt: sent().nullable(),
  cancelledAt: sent().nullable(),
  createdAt: sent(),
});
export type BloodResultsUploadSubscription = z.infer<typeof bloodResultsUploadSubscription>;
export const bloodResultsUploadResponse = z.object({
  subscription: bloodResultsUploadSubscription.nullable(),
});
export type BloodResultsUploadResponse = z.infer<typeof bloodResultsUploadResponse>;

/** Answer of calls that only confirm. */
export const okResponse = z.object({ ok: z.literal(true) });
