import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SeedFacts, Seeder } from '.';
import { DEMO_PASSWORD, demoEmail } from '.';
import { staffWebRoutes, type AccessPattern } from '../../../contract/admin';
import { issueCoachLoginLink } from '../../services/coach-links';
import { hashPassword } from '../../services/crypto';
import { databaseOutbox } from '../../services/outbox';
import { coachLoginLinks, companies, roleAccesses, roles, staff } from '../schema/staff';

/** The demo authenticator secret of admin-totp@ (Base32): add it to an authenticator app by hand. */
export const DEMO_TOTP_SECRET = 'HEALTHSPANDEMOADMINTOTPKEY234567';
export const DEMO_SMS_PHONE = '+15555550100';
export const DEMO_LIMITED_PHONE = '+15555550101';
export const DEMO_OPS_PHONE = '+15555550102';
export const DEMO_EDITOR_PHONE = '+15555550103';
export const DEMO_STAFF_COMPANY = 'Healthspan';
export const DEMO_COACH_COMPANY = 'Acme Health Co.';
/** coach-other@'s company: the second company of the isolation tests. */
export const DEMO_OTHER_COMPANY = 'Globex Wellness';
const COMPANIES = [DEMO_STAFF_COMPANY, DEMO_COACH_COMPANY, DEMO_OTHER_COMPANY];

const admin = (controller: string | null, action: string | null = null): AccessPattern => ({
  area: 'admin',
  controller,
  action,
});

/**
 * The demo roles and what each may open (issue 18: Support the customers, Operations orders, kits,
 * panels; issue 19: Support the deletion requests, Operations exports without personal data).
 */
const ROLES: { name: string; homePage: string; hasDashboard: boolean; patterns: AccessPattern[] }[] = [
  {
    name: 'Administrator',
    homePage: '/admin',
    hasDashboard: true,
    patterns: [admin(null)],
  },
  {
    name: 'Support',
    homePage: '/admin/customers',
    hasDashboard: false,
    patterns: [
      admin('customers', 'list'),
      admin('customers', 'view'),
      admin('customers', 'notes'),
      // issue 19: Support sees the deletion requests; an Administrator decides them
      admin('customer-delete-requests', 'list'),
    ],
  },
  {
    name: 'Operations',
    homePage: '/admin',
    hasDashboard: true,
    patterns: [
      admin('customers', 'list'),
      admin('customers', 'view'),
      admin('customers', 'notes'),
      admin('customers', 'addons'),
      admin('store-order'),
      admin('dna-kit'),
      admin('genetics', 'view'),
      admin('custom-panels'),
      // issue 19: exports without personal data, and the discount report
      admin('export', 'query-list'),
      admin('reports', 'discount-used-report'),
    ],
  },
  {
    // issue 20 (001 §1): marketing editors build the public pages and nothing else
    name: 'Marketing editor',
    homePage: '/admin',
    hasDashboard: false,
    patterns: [admin('page-builder', 'edit')],
  },
  {
    name: 'Coach',
    homePage: staffWebRoutes.coachHome,
    hasDashboard: false,
    patterns: [{ area: 'coach', controller: null, action: null }],
  },
];

interface Persona {
  persona: string;
  firstName: string;
  lastName: string;
  kind: 'admin' | 'coach';
  role: string;
  company: string;
  phone?: string;
  totp?: boolean;
  hasOrdersPageAccess?: boolean;
}

const PERSONAS: Persona[] = [
  {
    persona: 'admin-sms',
    firstName: 'Sam',
    lastName: 'Ortiz',
    kind: 'admin',
    role: 'Administrator',
    company: DEMO_STAFF_COMPANY,
    phone: DEMO_SMS_PHONE,
  },
  {
    persona: 'admin-totp',
    firstName: 'Taylor',
    lastName: 'Nguyen',
    kind: 'admin',
    role: 'Administrator',
    company: DEMO_STAFF_COMPANY,
    totp: true,
  },
  {
    persona: 'admin-new',
    firstName: 'Noa',
    lastName: 'Fischer',
    kind: 'admin',
    role: 'Administrator',
    company: DEMO_STAFF_COMPANY,
  },
  {
    persona: 'admin-limited',
    firstName: 'Lena',
    lastName: 'Park',
    kind: 'admin',
    role: 'Support',
    company: DEMO_STAFF_COMPANY,
    phone: DEMO_LIMITED_PHONE,
  },
  {
    persona: 'admin-ops',
    firstName: 'Omar',
    lastName: 'Reyes',
    kind: 'admin',
    role: 'Operations',
    company: DEMO_STAFF_COMPANY,
    phone: DEMO_OPS_PHONE,
  },
  {
    persona: 'editor',
    firstName: 'Emma',
    lastName: 'Lindqvist',
    kind: 'admin',
    role: 'Marketing editor',
    company: DEMO_STAFF_COMPANY,
    phone: DEMO_EDITOR_PHONE,
  },
  {
    persona: 'coach',
    firstName: 'Casey',
    lastName: 'Morgan',
    kind: 'coach',
    role: 'Coach',
    company: DEMO_COACH_COMPANY,
    hasOrdersPageAccess: true,
  },
  {
    persona: 'coach-other',
    firstName: 'Robin',
    lastName: 'Hale',
    kind: 'coach',
    role: 'Coach',
    company: DEMO_OTHER_COMPANY,
  },
];

/** The demo coaches and the seed fact that carries each one's entry link. */
const DEMO_COACHES = [
  { persona: 'coach', fact: 'coachGuid' },
  { persona: 'coach-other', fact: 'coachOtherGuid' },
] as const;

/**
 * Companies, the roles (their access replaced by this list) and the staff personas. v2 (issue 18)
 * added Operations, admin-ops@ and Support's customer view; v4 (issue 20) the Marketing editor and
 * editor@; each runs again on older databases.
 */
export const demoStaffSeeder: Seeder = {
  name: 'demo-staff-v4',
  kind: 'demo',
  logins: (facts) => [
    {
      email: demoEmail('admin-sms'),
      role: 'admin',
      note: `SMS code to ${DEMO_SMS_PHONE} (read /dev-outbox)`,
    },
    { email: demoEmail('admin-totp'), role: 'admin', note: `authenticator app, secret ${DEMO_TOTP_SECRET}` },
    { email: demoEmail('admin-new'), role: 'admin', note: 'no second factor yet: sets one up' },
    {
      email: demoEmail('admin-limited'),
      role: 'admin',
      note: `Support role (customer list and customer view); SMS to ${DEMO_LIMITED_PHONE}`,
    },
    {
      email: demoEmail('admin-ops'),
      role: 'admin',
      note: `Operations role (orders, DNA kits, custom panels; no analytics); SMS to ${DEMO_OPS_PHONE}`,
    },
    {
      email: demoEmail('editor'),
      role: 'admin',
      note: `Marketing editor role (the page builder only); SMS to ${DEMO_EDITOR_PHONE}`,
    },
    ...DEMO_COACHES.map(({ persona, fact }) => {
      const guid = facts[fact];
      const company = persona === 'coach' ? DEMO_COACH_COMPANY : DEMO_OTHER_COMPANY;
      return {
        email: demoEmail(persona),
        role: 'coach' as const,
        note: `${company}; entry link ${guid ? staffWebRoutes.coachLoginByGuid(guid) : `in the outbox (npm run outbox -- ${demoEmail(persona)})`}`,
      };
    }),
  ],
  async run(db, { now }) {
    await db
      .insert(companies)
      .values(COMPANIES.map((name) => ({ name })))
      .onConflictDoNothing();
    const companyIds = new Map(
      (await db.select().from(companies).where(inArray(companies.name, COMPANIES))).map((c) => [
        c.name,
        c.id,
      ]),
    );
    const roleIds = new Map<string, number>();
    for (const r of ROLES) {
      const [row] = await db
        .insert(roles)
        .values({ name: r.name, homePage: r.homePage, hasDashboard: r.hasDashboard })
        .onConflictDoUpdate({
          target: roles.name,
          set: { homePage: r.homePage, hasDashboard: r.hasDashboard },
        })
        .returning({ id: roles.id });
      await db.delete(roleAccesses).where(eq(roleAccesses.roleId, row!.id));
      await db.insert(roleAccesses).values(r.patterns.map((p) => ({ ...p, roleId: row!.id })));
      roleIds.set(r.name, row!.id);
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const p of PERSONAS) {
      await db
        .insert(staff)
        .values({
          email: demoEmail(p.persona),
          passwordHash,
          firstName: p.firstName,
          lastName: p.lastName,
          kind: p.kind,
          roleId: roleIds.get(p.role)!,
          companyId: companyIds.get(p.company)!,
          phone: p.phone ?? null,
          phoneVerifiedAt: p.phone ? now : null,
          totpSecret: p.totp ? DEMO_TOTP_SECRET : null,
          totpEnabledAt: p.totp ? now : null,
          hasOrdersPageAccess: p.hasOrdersPageAccess ?? false,
        })
        .onConflictDoNothing();
    }
  },
};

const COACH_LINK_YEARS = 10;

/**
 * A new random entry link for the demo coach at every start, replacing the last one: start-up prints
 * it and the coach's inbox (the outbox) receives it, since the database keeps only its digest.
 */
export const demoCoachLinkSeeder: Seeder = {
  name: 'demo-staff:coach-link',
  kind: 'reference',
  async run(db, { now, publicUrl }) {
    const facts: SeedFacts = {};
    for (const { persona, fact } of DEMO_COACHES) {
      const [coach] = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(sql`lower(${staff.email})`, demoEmail(persona)), eq(staff.kind, 'coach')));
      if (!coach) continue;
      await db.delete(coachLoginLinks).where(eq(coachLoginLinks.staffId, coach.id));
      const guid = await issueCoachLoginLink(db, coach.id, now, COACH_LINK_YEARS);
      await databaseOutbox(db).send(
        {
          channel: 'email',
          recipient: demoEmail(persona),
          subject: 'Your Healthspan coach sign-in link',
          body: `Open this link to sign in to your team's page:\n${publicUrl ?? ''}${staffWebRoutes.coachLoginByGuid(guid)}`,
        },
        now,
      );
      facts[fact] = guid;
    }
    return facts;
  },
};
