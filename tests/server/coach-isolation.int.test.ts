import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_HEADER, fillPath } from '../../src/contract/admin';
import {
  coachApiPaths as paths,
  coachTeamsResponse,
  coachUsersResponse,
  TEAM_LOGO_FIELD,
} from '../../src/contract/coach';
import { demoEmail } from '../../src/server/db/seed';
import { DEMO_COACH_TEAMS } from '../../src/server/db/seed/demo-coach';
import { readOutbox } from '../../src/server/services/outbox';
import { coachSession } from './coach-session';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 17 "Done when": coach-other@ (Globex) against coach@'s (Acme) teams and users, for every
 * call of teams, members and invitations. Each answers 404 exactly like a missing id, and nothing
 * of Acme changes.
 */

let t: TestApp;
let acme: Awaited<ReturnType<typeof coachSession>>;
let globex: Awaited<ReturnType<typeof coachSession>>;
const s = String;

const lists = async (who: typeof acme) => ({
  users: coachUsersResponse.parse(await (await who.call('GET', paths.getUsers)).json()),
  teams: coachTeamsResponse.parse(await (await who.call('GET', paths.getTeams)).json()).teams,
});

let acmeState: Awaited<ReturnType<typeof lists>>;
const ids = { acmeTeam: 0, acmeOtherTeam: 0, globexTeam: 0, acmeUser: 0, acmeArchived: 0, globexUser: 0 };

beforeAll(async () => {
  t = await createTestApp();
  acme = await coachSession(t, 'coach');
  globex = await coachSession(t, 'coach-other');
  acmeState = await lists(acme);
  const globexState = await lists(globex);
  const team = (list: typeof acmeState.teams, title: string) => list.find((x) => x.title === title)!.id;
  const user = (list: typeof acmeState.users.users, persona: string) =>
    list.find((u) => u.email === demoEmail(persona))!.id;
  ids.acmeTeam = team(acmeState.teams, DEMO_COACH_TEAMS.wellness);
  ids.acmeOtherTeam = team(acmeState.teams, DEMO_COACH_TEAMS.sales);
  ids.globexTeam = team(globexState.teams, DEMO_COACH_TEAMS.other);
  ids.acmeUser = user(acmeState.users.users, 'acme-sofia');
  ids.acmeArchived = user(acmeState.users.users, 'acme-grace');
  ids.globexUser = user(globexState.users.users, 'globex-ivan');
});
afterAll(async () => {
  await t.close();
});

function logoForm() {
  const canvas = createCanvas(40, 40);
  canvas.getContext('2d').fillRect(0, 0, 40, 40);
  const form = new FormData();
  form.append(TEAM_LOGO_FIELD, new File([new Uint8Array(canvas.toBuffer('image/png'))], 'l.png'));
  return form;
}

/** Every call of this slice that names one of Acme's teams or people, as Globex would send it. */
function calls(): { name: string; send: (who: typeof acme) => Response | Promise<Response> }[] {
  const { acmeTeam, acmeOtherTeam, globexTeam, acmeUser, acmeArchived, globexUser } = ids;
  const get = (path: string, params: Record<string, number>) => (who: typeof acme) =>
    who.call('GET', fillPath(path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, s(v)]))));
  return [
    {
      name: 'editTeam',
      send: (w) => w.call('PUT', fillPath(paths.editTeam, { id: s(acmeTeam) }), { name: 'Taken Over' }),
    },
    { name: 'deleteTeam', send: (w) => w.call('DELETE', fillPath(paths.deleteTeam, { id: s(acmeTeam) })) },
    {
      name: 'uploadTeamLogo',
      send: (w) => w.multipart(fillPath(paths.uploadTeamLogo, { id: s(acmeTeam) }), logoForm()),
    },
    {
      name: 'deleteTeamLogo',
      send: (w) => w.call('DELETE', fillPath(paths.deleteTeamLogo, { id: s(acmeTeam) })),
    },
    {
      name: 'inviteCustomer',
      send: (w) =>
        w.call('POST', fillPath(paths.inviteCustomer, { teamId: s(acmeTeam) }), {
          customerEmail: 'intruder@example.com',
          customerEmailRetype: 'intruder@example.com',
        }),
    },
    {
      name: 'requestPermissions (Acme team, Acme user)',
      send: get(paths.requestPermissions, { teamId: acmeTeam, customerId: acmeUser }),
    },
    {
      name: 'requestPermissions (own team, Acme user)',
      send: get(paths.requestPermissions, { teamId: globexTeam, customerId: acmeUser }),
    },
    {
      name: 'moveToTeam (Acme user, Acme teams)',
      send: get(paths.moveToTeam, { customerId: acmeUser, fromTeamId: acmeTeam, toTeamId: acmeOtherTeam }),
    },
    {
      name: 'moveToTeam (Acme user into own team)',
      send: get(paths.moveToTeam, { customerId: acmeUser, fromTeamId: acmeTeam, toTeamId: globexTeam }),
    },
    {
      name: 'moveToTeam (Acme archived user from the archive)',
      send: get(paths.moveToTeam, { customerId: acmeArchived, fromTeamId: 0, toTeamId: globexTeam }),
    },
    {
      name: 'moveToTeam (own user into an Acme team)',
      send: get(paths.moveToTeam, { customerId: globexUser, fromTeamId: globexTeam, toTeamId: acmeTeam }),
    },
    {
      name: 'deleteUser (Acme team, Acme user)',
      send: (w) =>
        w.call('DELETE', fillPath(paths.deleteUser, { teamId: s(acmeTeam), customerId: s(acmeUser) })),
    },
    {
      name: 'deleteUser (archive, Acme archived user)',
      send: (w) => w.call('DELETE', fillPath(paths.deleteUser, { teamId: '0', customerId: s(acmeArchived) })),
    },
    {
      name: 'addUserToTeam (own team, Acme user)',
      send: get(paths.addUserToTeam, { teamId: globexTeam, customerId: acmeUser }),
    },
    {
      name: 'addUserToTeam (Acme team, own user)',
      send: get(paths.addUserToTeam, { teamId: acmeTeam, customerId: globexUser }),
    },
    {
      name: 'addUserToTeam (Acme team, Acme user)',
      send: get(paths.addUserToTeam, { teamId: acmeOtherTeam, customerId: acmeUser }),
    },
  ];
}

describe('coach-other@ against coach@ (teams, members, invitations)', () => {
  it('sees none of Acme in its own lists', async () => {
    const { users, teams } = await lists(globex);
    const acmeUserIds = new Set(acmeState.users.users.map((u) => u.id));
    expect(teams.map((x) => x.id)).not.toContain(ids.acmeTeam);
    expect(teams.map((x) => x.id)).not.toContain(ids.acmeOtherTeam);
    expect(users.users.filter((u) => u.email.startsWith('acme-'))).toEqual([]);
    expect(users.users.some((u) => u.id === ids.acmeUser || u.id === ids.acmeArchived)).toBe(false);
    expect(users.invitations.some((i) => i.teamId === ids.acmeTeam)).toBe(false);
    // Whoever is listed for both companies is listed only with Globex's teams.
    for (const u of users.users.filter((x) => acmeUserIds.has(x.id)))
      expect(u.teamIds.every((id) => id === 0 || teams.some((x) => x.id === id))).toBe(true);
  });

  it('answers 404 to every call on an Acme team or person, like a missing one', async () => {
    const refused: string[] = [];
    for (const call of calls()) {
      const res = await call.send(globex);
      if (res.status !== 404) refused.push(`${call.name}: ${res.status} ${await res.text()}`);
    }
    expect(refused).toEqual([]);
  });

  it('changed nothing of Acme, and sent no e-mail', async () => {
    expect(await lists(acme)).toEqual(acmeState);
    expect(await readOutbox(t.database.db, { recipient: 'intruder@example.com' })).toEqual([]);
    expect(await readOutbox(t.database.db, { recipient: demoEmail('acme-sofia') })).toEqual([]);
  });

  it('the Acme coach with Globex company header, no token and a customer token are refused first', async () => {
    const customers = bearerCalls(() => t);
    const customer = await customers.logIn(demoEmail('acme-olivia'));
    const wrongCompany = {
      ...acme,
      call: (method: string, path: string, json?: unknown) =>
        t.app.request(path, {
          method,
          headers: {
            ...acme.headers,
            [COMPANY_HEADER]: s(globex.companyId),
            ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: json === undefined ? undefined : JSON.stringify(json),
        }),
      multipart: (path: string, form: FormData) =>
        t.app.request(path, {
          method: 'POST',
          headers: { ...acme.headers, [COMPANY_HEADER]: s(globex.companyId) },
          body: form,
        }),
    };
    const anonymous = {
      ...acme,
      call: (method: string, path: string, json?: unknown) => customers.api(method, path, undefined, json),
      multipart: (path: string, form: FormData) => t.app.request(path, { method: 'POST', body: form }),
    };
    const asCustomer = {
      ...acme,
      call: (method: string, path: string, json?: unknown) => customers.api(method, path, customer, json),
      multipart: (path: string, form: FormData) =>
        t.app.request(path, { method: 'POST', headers: { authorization: `Bearer ${customer}` }, body: form }),
    };
    const wrong: string[] = [];
    const listCalls = [
      { name: 'getUsers', send: (w: typeof acme) => w.call('GET', paths.getUsers) },
      { name: 'getTeams', send: (w: typeof acme) => w.call('GET', paths.getTeams) },
      { name: 'addTeam', send: (w: typeof acme) => w.call('POST', paths.addTeam, { name: 'Sneaky' }) },
    ];
    for (const call of [...calls(), ...listCalls]) {
      for (const [who, status] of [
        [wrongCompany, 403],
        [anonymous, 401],
        [asCustomer, 401],
      ] as const) {
        const res = await call.send(who);
        if (res.status !== status) wrong.push(`${call.name}: ${res.status}, expected ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    const after = coachUsersResponse.parse(await (await listCalls[0]!.send(acme)).json());
    expect(after).toEqual(acmeState.users);
  });
});
