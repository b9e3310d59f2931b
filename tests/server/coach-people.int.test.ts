import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_HEADER, fillPath } from '../../src/contract/admin';
import {
  acceptInvitationResponse,
  coachApiPaths as paths,
  coachTeam,
  coachTeamsResponse,
  coachUserResponse,
  coachUsersResponse,
  coachWebRoutes,
  deleteTeamResponse,
  invitationPaths,
  invitationView,
  inviteCustomerResponse,
  requestPermissionsResponse,
  TEAM_LOGO_FIELD,
  TEAM_LOGO_MAX_BYTES,
  TEAM_LOGO_SIDE,
  type CoachUser,
} from '../../src/contract/coach';
import { DAY_MS } from '../../src/domain/dates';
import { customers as customersTable } from '../../src/server/db/schema/identity';
import { DEMO_PASSWORD, demoEmail } from '../../src/server/db/seed';
import { hashPassword } from '../../src/server/services/crypto';
import { DEMO_COACH_TEAMS, DEMO_NEW_HIRE } from '../../src/server/db/seed/demo-coach';
import { readOutbox } from '../../src/server/services/outbox';
import { sniffLogo, webpSize } from '../../src/server/services/coach/logo-image';
import { coachSession } from './coach-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let coach: Awaited<ReturnType<typeof coachSession>>;
const customers = bearerCalls(() => t);
const s = String;

async function users() {
  const res = await coach.call('GET', paths.getUsers);
  expect(res.status).toBe(200);
  return coachUsersResponse.parse(await res.json());
}
async function teams() {
  const res = await coach.call('GET', paths.getTeams);
  expect(res.status).toBe(200);
  return coachTeamsResponse.parse(await res.json()).teams;
}
const teamId = async (title: string) => (await teams()).find((team) => team.title === title)!.id;
const byEmail = (list: readonly CoachUser[], persona: string) =>
  list.find((u) => u.email === demoEmail(persona));
const userId = async (persona: string) => byEmail((await users()).users, persona)!.id;

async function issues(res: Response, status = 400) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { issues?: { path: string }[] };
  return (body.issues ?? []).map((i) => i.path);
}

function image(format: 'png' | 'jpeg' | 'webp', width = 600, height = 300) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2a6';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#fff';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  return canvas.encode(format as 'png');
}
function logoForm(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append(TEAM_LOGO_FIELD, new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

beforeAll(async () => {
  t = await createTestApp();
  coach = await coachSession(t, 'coach');
});
afterAll(async () => {
  await t.close();
});

describe('getUsers and getTeams', () => {
  it('lists the company people with their statuses, teams, permissions and pending invitations', async () => {
    const { users: list, invitations } = await users();
    const wellness = await teamId(DEMO_COACH_TEAMS.wellness);
    const sales = await teamId(DEMO_COACH_TEAMS.sales);
    const olivia = byEmail(list, 'acme-olivia')!;
    expect(olivia).toMatchObject({ status: 'ACTIVE', initialStatus: 'ACTIVE', teamIds: [wellness] });
    expect(olivia.memberships).toEqual([
      expect.objectContaining({ teamId: wellness, status: 'active', permission: 'granted' }),
    ]);
    expect(olivia.lastTestedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(olivia.joinedAt).not.toBeNull();
    expect(byEmail(list, 'acme-daniel')!.teamIds.sort()).toEqual([wellness, sales].sort());
    // No permission: no last test date, whatever the results.
    expect(byEmail(list, 'acme-sofia')).toMatchObject({ lastTestedAt: null, assignedTests: 1 });
    expect(byEmail(list, 'acme-sofia')!.memberships[0]!.permission).toBe('none');
    expect(byEmail(list, 'active')!.memberships[0]!.permission).toBe('requested');
    expect(byEmail(list, 'vegan')).toMatchObject({ status: 'INVITED', teamIds: [wellness], joinedAt: null });
    // Grace's only team (Pilot 2025) is deleted: archived under team 0.
    expect(byEmail(list, 'acme-grace')).toMatchObject({ status: 'ARCHIVED', teamIds: [0] });
    expect(list.some((u) => u.email.startsWith('globex-'))).toBe(false);
    expect(invitations.map((i) => i.email)).toContain(demoEmail(DEMO_NEW_HIRE));
    expect(invitations.map((i) => i.email)).not.toContain(demoEmail('vegan'));
  });

  it('lists the live teams with their head counts', async () => {
    const list = await teams();
    expect(list.map((team) => team.title).sort()).toEqual([
      DEMO_COACH_TEAMS.sales,
      DEMO_COACH_TEAMS.wellness,
    ]);
    const wellness = list.find((team) => team.title === DEMO_COACH_TEAMS.wellness)!;
    expect(wellness.memberCount).toBeGreaterThanOrEqual(5);
    expect(wellness.invitedCount).toBe(1);
    expect(wellness).toMatchObject({ deleted: false, imagePath: null });
  });

  it('refuses without a token, with a customer token and with another company header', async () => {
    expect((await t.app.request(paths.getUsers)).status).toBe(401);
    const token = await customers.logIn(demoEmail('acme-olivia'));
    expect((await customers.api('GET', paths.getTeams, token)).status).toBe(401);
    const res = await t.app.request(paths.getUsers, {
      headers: { ...coach.headers, [COMPANY_HEADER]: s(coach.companyId + 1) },
    });
    expect(res.status).toBe(403);
  });
});

describe('teams', () => {
  it('adds, renames and refuses a name already taken (whatever its case) or empty', async () => {
    const added = await coach.call('POST', paths.addTeam, { name: '  Night Shift ' });
    expect(added.status).toBe(201);
    const team = coachTeam.parse(await added.json());
    expect(team).toMatchObject({ title: 'Night Shift', memberCount: 0, invitedCount: 0, imagePath: null });

    expect(await issues(await coach.call('POST', paths.addTeam, { name: 'night shift' }))).toEqual(['name']);
    expect(await issues(await coach.call('POST', paths.addTeam, { name: ' ' }))).toEqual(['name']);
    expect(await issues(await coach.call('POST', paths.addTeam, { name: 'x'.repeat(81) }))).toEqual(['name']);
    expect(await issues(await coach.call('POST', paths.addTeam, {}))).toEqual(['name']);

    const edit = fillPath(paths.editTeam, { id: s(team.id) });
    const renamed = await coach.call('PUT', edit, { name: 'Night Owls' });
    expect(renamed.status).toBe(200);
    expect(coachTeam.parse(await renamed.json()).title).toBe('Night Owls');
    // Its own name (another case) is not "taken".
    expect((await coach.call('PUT', edit, { name: 'NIGHT OWLS' })).status).toBe(200);
    expect(
      await issues(await coach.call('PUT', edit, { name: DEMO_COACH_TEAMS.sales.toUpperCase() })),
    ).toEqual(['name']);
    expect(
      await issues(await coach.call('PUT', fillPath(paths.editTeam, { id: 'abc' }), { name: 'A' })),
    ).toEqual(['id']);
    expect((await coach.call('PUT', fillPath(paths.editTeam, { id: '999999' }), { name: 'A' })).status).toBe(
      404,
    );
  });

  it('deletes a team: its only members become archived, invitees are hidden, its invitations stop', async () => {
    const team = coachTeam.parse(
      await (await coach.call('POST', paths.addTeam, { name: 'Short Lived' })).json(),
    );
    const emma = await userId('acme-emma');
    const olivia = await userId('acme-olivia');
    // Emma moves there (her only team); Olivia joins as a second team; an e-mail without an account is invited.
    expect(
      (
        await coach.call(
          'GET',
          fillPath(paths.moveToTeam, {
            customerId: s(emma),
            fromTeamId: s(await teamId(DEMO_COACH_TEAMS.sales)),
            toTeamId: s(team.id),
          }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await coach.call('GET', fillPath(paths.addUserToTeam, { teamId: s(team.id), customerId: s(olivia) })))
        .status,
    ).toBe(200);
    const invited = await coach.call('POST', fillPath(paths.inviteCustomer, { teamId: s(team.id) }), {
      customerEmail: 'short.lived@example.com',
      customerEmailRetype: 'Short.Lived@example.com',
    });
    expect(invited.status).toBe(201);
    const link = (await readOutbox(t.database.db, { recipient: 'short.lived@example.com' }))[0]!.body;
    const token = /accept-invite/.test(link)
      ? decodeURIComponent(link.match(/invitation\/([^/]+)\/accept-invite/)![1]!)
      : '';

    const res = await coach.call('DELETE', fillPath(paths.deleteTeam, { id: s(team.id) }));
    expect(res.status).toBe(200);
    const after = deleteTeamResponse.parse(await res.json());
    expect(after.teams.map((x) => x.id)).not.toContain(team.id);
    expect(after.users.find((u) => u.id === emma)).toMatchObject({ status: 'ARCHIVED', teamIds: [0] });
    expect(after.users.find((u) => u.id === olivia)).toMatchObject({ status: 'ACTIVE' });
    expect(after.invitations.map((i) => i.email)).not.toContain('short.lived@example.com');
    const view = invitationView.parse(
      await (await t.app.request(fillPath(invitationPaths.invitation, { inviteId: token }))).json(),
    );
    expect(view.state).toBe('withdrawn');

    // A deleted team is gone for every call.
    expect((await coach.call('DELETE', fillPath(paths.deleteTeam, { id: s(team.id) }))).status).toBe(404);
    expect(
      (await coach.call('PUT', fillPath(paths.editTeam, { id: s(team.id) }), { name: 'Back' })).status,
    ).toBe(404);
    // Its name is free again.
    expect((await coach.call('POST', paths.addTeam, { name: 'Short Lived' })).status).toBe(201);
  });
});

describe('team logos', () => {
  let team: number;
  beforeAll(async () => {
    team = coachTeam.parse(await (await coach.call('POST', paths.addTeam, { name: 'Logo Team' })).json()).id;
  });
  const upload = (form: FormData) => coach.multipart(fillPath(paths.uploadTeamLogo, { id: s(team) }), form);

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)(
    'takes a %s, resizes it to fit and serves it as WebP under a new name',
    async (format, type) => {
      const before = (await teams()).find((x) => x.id === team)!.imagePath;
      // The declared type and name are not trusted: a PNG named .txt with no type still passes.
      const res = await upload(
        logoForm(
          await image(format),
          `logo.${format === 'png' ? 'txt' : format}`,
          format === 'png' ? '' : type,
        ),
      );
      expect(res.status).toBe(200);
      const body = coachTeam.parse(await res.json());
      expect(body.imagePath).toMatch(/^\/api\/public\/team-logos\/[A-Za-z0-9_-]+\.webp$/);
      expect(body.imagePath).not.toBe(before);
      const served = await t.app.request(body.imagePath!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(sniffLogo(bytes)).toBe('webp');
      const size = webpSize(bytes)!;
      expect(Math.max(size.width, size.height)).toBe(TEAM_LOGO_SIDE);
      expect(size.width / size.height).toBeCloseTo(2, 1);
      // The old file is gone (names are never reused).
      if (before) expect((await t.app.request(before)).status).toBe(404);
    },
  );

  it('refuses a text file named .png, a damaged image, an empty form and a file over 2 MB, naming logo', async () => {
    const text = new TextEncoder().encode('hello, not an image');
    expect(await issues(await upload(logoForm(text, 'logo.png', 'image/png')))).toEqual([TEAM_LOGO_FIELD]);
    const png = new Uint8Array(await image('png'));
    expect(
      await issues(await upload(logoForm(png.subarray(0, png.length / 2), 'half.png', 'image/png'))),
    ).toEqual([TEAM_LOGO_FIELD]);
    // Damaged JPEG and WebP (canvas would end its process on them): refused, the server stays up.
    for (const format of ['jpeg', 'webp'] as const) {
      const whole = new Uint8Array(await image(format));
      const broken = new Uint8Array(whole);
      for (let i = 40; i < broken.length; i++) broken[i] = (i * 7919) & 255;
      expect(await issues(await upload(logoForm(broken, `broken.${format}`, `image/${format}`)))).toEqual([
        TEAM_LOGO_FIELD,
      ]);
    }
    expect(await issues(await upload(new FormData()))).toEqual([TEAM_LOGO_FIELD]);
    const large = new Uint8Array(TEAM_LOGO_MAX_BYTES + 1);
    large.set(png);
    expect(await issues(await upload(logoForm(large, 'large.png', 'image/png')))).toEqual([TEAM_LOGO_FIELD]);
    // A body far over the limit is refused before it is read.
    const huge = new Uint8Array(TEAM_LOGO_MAX_BYTES * 2);
    expect((await upload(logoForm(huge, 'huge.png', 'image/png'))).status).toBe(413);
    expect((await teams()).find((x) => x.id === team)).toBeDefined();
  });

  it('removes the logo; unknown and malformed names answer 404 and 400', async () => {
    const uploaded = coachTeam.parse(
      await (await upload(logoForm(await image('png'), 'a.png', 'image/png'))).json(),
    );
    const res = await coach.call('DELETE', fillPath(paths.deleteTeamLogo, { id: s(team) }));
    expect(res.status).toBe(200);
    expect(coachTeam.parse(await res.json()).imagePath).toBeNull();
    expect((await t.app.request(uploaded.imagePath!)).status).toBe(404);
    expect((await t.app.request(fillPath(paths.teamLogo, { file: 'nothing-here.webp' }))).status).toBe(404);
    expect(await issues(await t.app.request(fillPath(paths.teamLogo, { file: '..%2Fsecret.png' })))).toEqual([
      'file',
    ]);
  });
});

describe('invitations', () => {
  const inviteTo = (team: number, customerEmail: string, customerEmailRetype = customerEmail) =>
    coach.call('POST', fillPath(paths.inviteCustomer, { teamId: s(team) }), {
      customerEmail,
      customerEmailRetype,
    });
  async function linkFor(email: string) {
    const [mail] = await readOutbox(t.database.db, { recipient: email, channel: 'email' });
    const match = mail!.body.match(
      /(https?:\/\/\S+\/customer\/team\/invitation\/([A-Za-z0-9_-]+)\/accept-invite)/,
    );
    expect(match).not.toBeNull();
    return { url: match![1]!, token: match![2]!, mail: mail! };
  }
  const view = async (token: string) => {
    const res = await t.app.request(fillPath(invitationPaths.invitation, { inviteId: token }));
    expect(res.status).toBe(200);
    return invitationView.parse(await res.json());
  };
  const accept = (token: string, bearer?: string) =>
    customers.api('POST', fillPath(invitationPaths.accept, { inviteId: token }), bearer);

  it('invites an account: INVITED at once, the e-mailed link works for that customer only', async () => {
    const wellness = await teamId(DEMO_COACH_TEAMS.wellness);
    const res = await inviteTo(wellness, demoEmail('account').toUpperCase(), demoEmail('account'));
    expect(res.status).toBe(201);
    const body = inviteCustomerResponse.parse(await res.json());
    expect(body.invitation).toBeNull();
    expect(body.user).toMatchObject({ status: 'INVITED', teamIds: [wellness], joinedAt: null });

    const { url, token, mail } = await linkFor(demoEmail('account'));
    expect(url).toBe(`${t.config.publicUrl}${coachWebRoutes.acceptInvite(token)}`);
    expect(mail.subject).toContain(DEMO_COACH_TEAMS.wellness);
    expect(await view(token)).toEqual({
      teamName: DEMO_COACH_TEAMS.wellness,
      companyName: 'Acme Health Co.',
      maskedEmail: 'a…@demo.healthspan.test',
      state: 'pending',
    });

    expect((await accept(token)).status).toBe(401);
    const other = await accept(token, await customers.logIn(demoEmail('active')));
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: string }).error).toContain('a…@demo.healthspan.test');

    const ok = await accept(token, await customers.logIn(demoEmail('account')));
    expect(ok.status).toBe(200);
    expect(acceptInvitationResponse.parse(await ok.json())).toEqual({
      teamId: wellness,
      teamName: DEMO_COACH_TEAMS.wellness,
    });
    expect(byEmail((await users()).users, 'account')).toMatchObject({
      status: 'ACTIVE',
      teamIds: [wellness],
    });
    expect((await view(token)).state).toBe('accepted');
    expect((await accept(token, await customers.logIn(demoEmail('account')))).status).toBe(410);

    // Already an active member now.
    expect(await issues(await inviteTo(wellness, demoEmail('account')))).toEqual(['customerEmail']);
  });

  it('invites an e-mail without an account as a pending invitation; a new link withdraws the old one', async () => {
    const sales = await teamId(DEMO_COACH_TEAMS.sales);
    const first = inviteCustomerResponse.parse(
      await (await inviteTo(sales, 'fresh.face@example.com')).json(),
    );
    expect(first.user).toBeNull();
    expect(first.invitation).toMatchObject({ teamId: sales, email: 'fresh.face@example.com' });
    const old = (await linkFor('fresh.face@example.com')).token;
    expect((await inviteTo(sales, 'fresh.face@example.com')).status).toBe(201);
    const fresh = (await linkFor('fresh.face@example.com')).token;
    expect(fresh).not.toBe(old);
    expect((await view(old)).state).toBe('withdrawn');
    expect((await view(fresh)).state).toBe('pending');
    const pending = (await users()).invitations.filter((i) => i.email === 'fresh.face@example.com');
    expect(pending).toHaveLength(1);

    // They sign up with that address afterwards: still a pending invitation until they accept it.
    await t.database.db
      .insert(customersTable)
      .values({ email: 'Fresh.Face@example.com', passwordHash: await hashPassword(DEMO_PASSWORD) });
    expect((await users()).invitations.map((i) => i.email)).toContain('fresh.face@example.com');
    const joined = await accept(fresh, await customers.logIn('fresh.face@example.com'));
    expect(joined.status).toBe(200);
    const list = await users();
    expect(list.invitations.map((i) => i.email)).not.toContain('fresh.face@example.com');
    expect(list.users.find((u) => u.email === 'Fresh.Face@example.com')).toMatchObject({
      status: 'ACTIVE',
      teamIds: [sales],
    });
  });

  it('an expired link answers 410; unknown and malformed links 404 and 400', async () => {
    const sales = await teamId(DEMO_COACH_TEAMS.sales);
    expect((await inviteTo(sales, demoEmail('onboarding'))).status).toBe(201);
    const { token } = await linkFor(demoEmail('onboarding'));
    t.setNow(new Date(Date.parse('2026-11-22T12:00:00Z') + 15 * DAY_MS));
    try {
      const bearer = await customers.logIn(demoEmail('onboarding'));
      expect((await view(token)).state).toBe('expired');
      const res = await accept(token, bearer);
      expect(res.status).toBe(410);
      expect(((await res.json()) as { error: string }).error).toMatch(/expired/);
    } finally {
      t.setNow(new Date('2026-11-22T12:00:00Z'));
    }
    expect(
      (await t.app.request(fillPath(invitationPaths.invitation, { inviteId: 'A'.repeat(43) }))).status,
    ).toBe(404);
    expect(
      await issues(await t.app.request(fillPath(invitationPaths.invitation, { inviteId: 'not*valid' }))),
    ).toEqual(['inviteId']);
  });

  it('refuses bad e-mails, a retype that differs and an unknown team, naming the fields', async () => {
    const wellness = await teamId(DEMO_COACH_TEAMS.wellness);
    expect(await issues(await inviteTo(wellness, 'not-an-email'))).toContain('customerEmail');
    expect(await issues(await inviteTo(wellness, 'a@example.com', 'b@example.com'))).toEqual([
      'customerEmailRetype',
    ]);
    expect((await inviteTo(999999, 'a@example.com')).status).toBe(404);
    expect(
      await issues(await coach.call('POST', fillPath(paths.inviteCustomer, { teamId: '0' }), {})),
    ).toEqual(expect.arrayContaining(['teamId']));
    expect(await issues(await inviteTo(wellness, demoEmail('acme-olivia')))).toEqual(['customerEmail']);
  });
});

describe('members', () => {
  it('asks for permission once, e-mails the member, and leaves a granted one as it is', async () => {
    const wellness = await teamId(DEMO_COACH_TEAMS.wellness);
    const sofia = await userId('acme-sofia');
    const path = fillPath(paths.requestPermissions, { teamId: s(wellness), customerId: s(sofia) });
    const res = await coach.call('GET', path);
    expect(res.status).toBe(200);
    const { membership } = requestPermissionsResponse.parse(await res.json());
    expect(membership).toMatchObject({ teamId: wellness, status: 'active', permission: 'requested' });
    const mails = await readOutbox(t.database.db, { recipient: demoEmail('acme-sofia') });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('/customer/account');
    // Twice is once: the same answer, no second e-mail.
    const again = requestPermissionsResponse.parse(await (await coach.call('GET', path)).json());
    expect(again.membership).toEqual(membership);
    expect(await readOutbox(t.database.db, { recipient: demoEmail('acme-sofia') })).toHaveLength(1);

    const olivia = await userId('acme-olivia');
    const granted = await coach.call(
      'GET',
      fillPath(paths.requestPermissions, { teamId: s(wellness), customerId: s(olivia) }),
    );
    expect(requestPermissionsResponse.parse(await granted.json()).membership.permission).toBe('granted');
    const james = await userId('acme-james'); // in Field Sales only
    expect(
      await issues(
        await coach.call(
          'GET',
          fillPath(paths.requestPermissions, { teamId: s(wellness), customerId: s(james) }),
        ),
      ),
    ).toEqual(['customerId']);
    expect(
      await issues(
        await coach.call('GET', fillPath(paths.requestPermissions, { teamId: 'x', customerId: '-1' })),
      ),
    ).toEqual(['teamId', 'customerId']);
  });

  it('moves a member between teams (permission starts again), to the archive and back', async () => {
    const wellness = await teamId(DEMO_COACH_TEAMS.wellness);
    const sales = await teamId(DEMO_COACH_TEAMS.sales);
    const noah = await userId('acme-noah');
    const move = (from: number, to: number) =>
      coach.call(
        'GET',
        fillPath(paths.moveToTeam, { customerId: s(noah), fromTeamId: s(from), toTeamId: s(to) }),
      );
    const moved = coachUserResponse.parse(await (await move(sales, wellness)).json()).user;
    expect(moved).toMatchObject({ status: 'ACTIVE', teamIds: [wellness] });
    expect(moved.memberships[0]).toMatchObject({ permission: 'none', permissionRequestedAt: null });
    // The same move again changes nothing more.
    expect(coachUserResponse.parse(await (await move(sales, wellness)).json()).user).toEqual(moved);
    const archived = coachUserResponse.parse(await (await move(wellness, 0)).json()).user;
    expect(archived).toMatchObject({ status: 'ARCHIVED', teamIds: [0] });
    const back = coachUserResponse.parse(await (await move(0, sales)).json()).user;
    expect(back).toMatchObject({ status: 'ACTIVE', teamIds: [sales] });
    const elsewhere = coachTeam.parse(
      await (await coach.call('POST', paths.addTeam, { name: 'Elsewhere' })).json(),
    );
    expect(await issues(await move(wellness, elsewhere.id))).toEqual(['fromTeamId']);
    expect((await move(999999, sales)).status).toBe(404);
    expect(
      await issues(
        await coach.call(
          'GET',
          fillPath(paths.moveToTeam, { customerId: 'a', fromTeamId: '-1', toTeamId: '1.5' }),
        ),
      ),
    ).toEqual(['customerId', 'fromTeamId', 'toTeamId']);
  });

  it('adds a member to one more team (twice is once) and removes them from it', async () => {
    const wellness = await teamId(DEMO_COACH_TEAMS.wellness);
    const sales = await teamId(DEMO_COACH_TEAMS.sales);
    const aisha = await userId('acme-aisha');
    const add = () =>
      coach.call('GET', fillPath(paths.addUserToTeam, { teamId: s(wellness), customerId: s(aisha) }));
    const added = coachUserResponse.parse(await (await add()).json()).user;
    expect(added.teamIds.sort()).toEqual([wellness, sales].sort());
    expect(coachUserResponse.parse(await (await add()).json()).user).toEqual(added);

    const left = await coach.call(
      'DELETE',
      fillPath(paths.deleteUser, { teamId: s(wellness), customerId: s(aisha) }),
    );
    expect(coachUserResponse.parse(await left.json()).user).toMatchObject({
      status: 'ACTIVE',
      teamIds: [sales],
    });
    // An invitee who has not joined is not put in a team by the coach.
    const vegan = await userId('vegan');
    expect(
      await issues(
        await coach.call('GET', fillPath(paths.addUserToTeam, { teamId: s(sales), customerId: s(vegan) })),
      ),
    ).toEqual(['customerId']);
    // Still in a team: cannot be removed from the company.
    expect(
      await issues(
        await coach.call('DELETE', fillPath(paths.deleteUser, { teamId: '0', customerId: s(aisha) })),
      ),
    ).toEqual(['teamId']);
  });

  it('removes an archived person from the company list; an invitee removed from their team is hidden', async () => {
    const grace = await userId('acme-grace');
    const res = await coach.call('DELETE', fillPath(paths.deleteUser, { teamId: '0', customerId: s(grace) }));
    expect(res.status).toBe(204);
    expect(byEmail((await users()).users, 'acme-grace')).toBeUndefined();
    expect(
      (await coach.call('DELETE', fillPath(paths.deleteUser, { teamId: '0', customerId: s(grace) }))).status,
    ).toBe(404);

    const wellness = await teamId(DEMO_COACH_TEAMS.wellness);
    const vegan = await userId('vegan');
    const gone = await coach.call(
      'DELETE',
      fillPath(paths.deleteUser, { teamId: s(wellness), customerId: s(vegan) }),
    );
    expect(gone.status).toBe(204);
    expect(byEmail((await users()).users, 'vegan')).toBeUndefined();
  });
});
