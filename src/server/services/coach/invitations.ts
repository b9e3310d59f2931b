import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  coachWebRoutes,
  INVITATION_DAYS,
  type AcceptInvitationResponse,
  type CoachMembership,
  type InvitationView,
  type InviteCustomerResponse,
} from '../../../contract/coach';
import { maskEmail, teamPermissionState } from '../../../domain/coach';
import { DAY_MS } from '../../../domain/dates';
import type { Db } from '../../db';
import { teamMembers, teams } from '../../db/schema/account';
import { companyCustomers, teamInvitations } from '../../db/schema/coach';
import { companies } from '../../db/schema/staff';
import { HttpError, invalid } from '../../http/errors';
import { digest, newSecret } from '../crypto';
import { findCustomer, findCustomerByEmail } from '../customers';
import type { Outbox } from '../outbox';
import { liveTeam, loadCoachUser, person, toMembership } from './people';

// spec 001 §5 invite by e-mail, §7 request-permissions; 000 §2.3 accept-invite, §6 team permissions.
// docs/decisions/coach.md "Invitations".

export interface Mailer {
  db: Db;
  outbox: Outbox;
  publicUrl: string;
  now: Date;
}

/** Where the customer answers a coach's request (their account's team permissions). */
const ACCOUNT_PAGE = '/customer/account';

/**
 * 001 §5: invites an e-mail to a team. A fresh link (256 random bits, only its digest kept) replaces
 * any pending one for the same address and team; an e-mail with an account is an INVITED member at once.
 */
export async function inviteCustomer(
  { db, outbox, publicUrl, now }: Mailer,
  invite: { companyId: number; companyName: string; staffId: number; teamId: number; email: string },
): Promise<InviteCustomerResponse> {
  const team = await liveTeam(db, invite.companyId, invite.teamId);
  const email = invite.email.trim();
  const account = await findCustomerByEmail(db, email);
  if (account) {
    const [member] = await db
      .select({ status: teamMembers.status })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.customerId, account.id)));
    if (member?.status === 'active')
      throw invalid([{ path: 'customerEmail', message: `${email} is already in this team` }]);
  }
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  const invitation = await db.transaction(async (tx) => {
    await tx
      .update(teamInvitations)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(teamInvitations.teamId, team.id),
          eq(sql`lower(${teamInvitations.email})`, email.toLowerCase()),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.withdrawnAt),
        ),
      );
    const [row] = await tx
      .insert(teamInvitations)
      .values({
        tokenDigest: digest(token),
        teamId: team.id,
        email,
        customerId: account?.id ?? null,
        invitedBy: invite.staffId,
        createdAt: now,
        expiresAt,
      })
      .returning();
    if (account)
      await tx
        .insert(teamMembers)
        .values({ teamId: team.id, customerId: account.id, status: 'invited', joinedAt: now })
        .onConflictDoNothing();
    return row!;
  });
  const link = `${publicUrl}${coachWebRoutes.acceptInvite(token)}`;
  await outbox.send(
    {
      channel: 'email',
      recipient: email.toLowerCase(),
      subject: `Join ${team.name} on Healthspan`,
      body:
        `Hello${account?.firstName ? ` ${account.firstName}` : ''},\n\n` +
        `${invite.companyName} invites you to join the team “${team.name}” on Healthspan. ` +
        `Open this link within ${INVITATION_DAYS} days to ${account ? 'sign in' : 'sign up'} with ${email} and join:\n\n` +
        `${link}\n\nIf you did not expect this, ignore this e-mail.`,
    },
    now,
  );
  if (account)
    return { user: (await loadCoachUser(db, invite.companyId, account.id)) ?? null, invitation: null };
  return {
    user: null,
    invitation: {
      id: invitation.id,
      teamId: team.id,
      email,
      invitedAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    },
  };
}

/**
 * 001 §7 request-permissions: asks an active member to let the team's coaches see their results
 * (000 §6) and e-mails them. Already granted, or asked and not answered since: nothing changes.
 */
export async function requestPermissions(
  { db, outbox, publicUrl, now }: Mailer,
  ask: { companyId: number; companyName: string; teamId: number; customerId: number },
): Promise<CoachMembership> {
  const team = await liveTeam(db, ask.companyId, ask.teamId);
  const who = await person(db, ask.companyId, ask.customerId);
  const [member] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.customerId, who.id)));
  if (!member) throw invalid([{ path: 'customerId', message: 'This user is not in that team' }]);
  if (member.status !== 'active')
    throw invalid([{ path: 'customerId', message: 'This user has not joined that team yet' }]);
  if (teamPermissionState(member) !== 'none') return toMembership(member);
  const [asked] = await db
    .update(teamMembers)
    .set({ permissionRequestedAt: now })
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.customerId, who.id)))
    .returning();
  await outbox.send(
    {
      channel: 'email',
      recipient: who.email.toLowerCase(),
      subject: `${ask.companyName} asks to see your results`,
      body:
        `Hello ${who.firstName || 'there'},\n\n` +
        `The coach of “${team.name}” at ${ask.companyName} asks to see your blood results, to guide the team. ` +
        `You decide: answer in your account, where you can also withdraw it at any time:\n\n` +
        `${publicUrl}${ACCOUNT_PAGE}\n\nNothing is shared until you allow it.`,
    },
    now,
  );
  return toMembership(asked!);
}

/** The invitation behind a link, or undefined (unknown links answer 404 exactly like wrong ones). */
async function invitationByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      invitation: teamInvitations,
      teamName: teams.name,
      teamDeletedAt: teams.deletedAt,
      companyId: teams.companyId,
      companyName: companies.name,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .where(eq(teamInvitations.tokenDigest, digest(token)));
  return row;
}

type Found = NonNullable<Awaited<ReturnType<typeof invitationByToken>>>;

function stateOf(found: Found, now: Date): InvitationView['state'] {
  const i = found.invitation;
  if (i.acceptedAt) return 'accepted';
  if (i.withdrawnAt || found.teamDeletedAt) return 'withdrawn';
  if (i.expiresAt <= now) return 'expired';
  return 'pending';
}

export const UNKNOWN_INVITATION = 'This invitation link is not valid. Ask your coach for a new one.';
const GONE: Record<Exclude<InvitationView['state'], 'pending'>, string> = {
  accepted: 'This invitation has already been used. Sign in to see your team.',
  expired: `This invitation has expired (links last ${INVITATION_DAYS} days). Ask your coach for a new one.`,
  withdrawn: 'This invitation was withdrawn. Ask your coach for a new one.',
};

/** 000 §2.3: what the link is for, readable before signing in. */
export async function invitationView(db: Db, token: string, now: Date): Promise<InvitationView> {
  const found = await invitationByToken(db, token);
  if (!found) throw new HttpError(404, UNKNOWN_INVITATION);
  return {
    teamName: found.teamName,
    companyName: found.companyName,
    maskedEmail: maskEmail(found.invitation.email),
    state: stateOf(found, now),
  };
}

/**
 * 000 §2.3 accept-invite: only the account with the invited e-mail joins (active member, one of the
 * company's people); the link is then spent.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  customerId: number,
  now: Date,
): Promise<AcceptInvitationResponse> {
  const found = await invitationByToken(db, token);
  if (!found) throw new HttpError(404, UNKNOWN_INVITATION);
  const state = stateOf(found, now);
  if (state !== 'pending') throw new HttpError(410, GONE[state]);
  const account = await findCustomer(db, customerId);
  const { invitation } = found;
  if (!account || account.email.toLowerCase() !== invitation.email.toLowerCase())
    throw new HttpError(
      403,
      `This invitation is for ${maskEmail(invitation.email)}. Sign in with that e-mail address (or sign up with it) to join.`,
    );
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(teamInvitations)
      .set({ acceptedAt: now, acceptedBy: customerId, customerId })
      .where(and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.acceptedAt)))
      .returning({ id: teamInvitations.id });
    if (!spent) throw new HttpError(410, GONE.accepted);
    await tx
      .insert(teamMembers)
      .values({ teamId: invitation.teamId, customerId, status: 'active', joinedAt: now })
      .onConflictDoUpdate({
        target: [teamMembers.teamId, teamMembers.customerId],
        set: {
          status: 'active',
          joinedAt: sql`case when ${teamMembers.status} = 'active' then ${teamMembers.joinedAt} else ${now.toISOString()}::timestamptz end`,
        },
      });
    await tx
      .insert(companyCustomers)
      .values({ companyId: found.companyId, customerId, joinedAt: now })
      .onConflictDoNothing();
  });
  return { teamId: invitation.teamId, teamName: found.teamName };
}
