import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { coachCallAccess } from '../../contract/admin';
import {
  addUserToTeamParams,
  coachApiPaths,
  deleteUserParams,
  inviteCustomerRequest,
  inviteParams,
  moveToTeamParams,
  requestPermissionsParams,
  TEAM_LOGO_FIELD,
  TEAM_LOGO_MAX_BYTES,
  teamIdParams,
  teamLogoParams,
  teamNameRequest,
  type CoachTeamsResponse,
  type CoachUserResponse,
  type CoachUsersResponse,
  type DeleteTeamResponse,
  type RequestPermissionsResponse,
} from '../../contract/coach';
import type { AppDeps } from '../app';
import { jsonError } from '../http/errors';
import { MULTIPART_OVERHEAD_BYTES } from '../http/request-limits';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { validate } from '../http/validate';
import { inviteCustomer, requestPermissions } from '../services/coach/invitations';
import { logoBytes, readLogo, removeLogo, resizeLogo, storeLogo } from '../services/coach/logos';
import {
  addUserToTeam,
  deleteUser,
  loadCoachUsers,
  moveToTeam,
  pendingInvitations,
} from '../services/coach/people';
import { addTeam, deleteTeam, listTeams, renameTeam } from '../services/coach/teams';
import { documentReader } from '../workers/document-pool';
import { multipartInWorker } from '../workers/multipart';

const MB = 1024 * 1024;

/**
 * spec 001 §7 Coach: teams, members and invitations (docs/decisions/coach.md), each scoped to the
 * company of the coach's token; another company's team or user answers 404 like a missing one.
 */
export function coachRoutes(deps: AppDeps) {
  const { db } = deps;
  const coach = requireStaff(deps, { audience: 'coach', access: coachCallAccess.coach });
  const reader = documentReader(deps.config.documents);
  const logoForm = multipartInWorker(reader, TEAM_LOGO_FIELD);
  const logoLimit = bodyLimit({
    maxSize: TEAM_LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: (c) =>
      jsonError(c, 413, `The image is too large: at most ${TEAM_LOGO_MAX_BYTES / MB} MB.`, [
        { path: TEAM_LOGO_FIELD, message: `At most ${TEAM_LOGO_MAX_BYTES / MB} MB` },
      ]),
  });
  const mailer = () => ({ db, outbox: deps.outbox, publicUrl: deps.config.publicUrl, now: deps.now() });

  return (
    new Hono<StaffEnv>()
      .get(coachApiPaths.getUsers, coach, async (c) => {
        const companyId = c.get('staff').company.id;
        const body: CoachUsersResponse = {
          users: await loadCoachUsers(db, companyId),
          invitations: await pendingInvitations(db, companyId, deps.now()),
        };
        return c.json(body);
      })

      .get(coachApiPaths.getTeams, coach, async (c) => {
        const body: CoachTeamsResponse = { teams: await listTeams(db, c.get('staff').company.id) };
        return c.json(body);
      })

      .post(coachApiPaths.addTeam, coach, validate('json', teamNameRequest), async (c) =>
        c.json(await addTeam(db, c.get('staff').company.id, c.req.valid('json').name, deps.now()), 201),
      )

      .put(
        coachApiPaths.editTeam,
        coach,
        validate('param', teamIdParams),
        validate('json', teamNameRequest),
        async (c) =>
          c.json(
            await renameTeam(
              db,
              c.get('staff').company.id,
              c.req.valid('param').id,
              c.req.valid('json').name,
            ),
          ),
      )

      .delete(coachApiPaths.deleteTeam, coach, validate('param', teamIdParams), async (c) => {
        const companyId = c.get('staff').company.id;
        const now = deps.now();
        await deleteTeam(db, companyId, c.req.valid('param').id, now);
        const body: DeleteTeamResponse = {
          users: await loadCoachUsers(db, companyId),
          invitations: await pendingInvitations(db, companyId, now),
          teams: await listTeams(db, companyId),
        };
        return c.json(body);
      })

      .post(
        coachApiPaths.uploadTeamLogo,
        coach,
        validate('param', teamIdParams),
        logoLimit,
        logoForm,
        async (c) => {
          const companyId = c.get('staff').company.id;
          const { id } = c.req.valid('param');
          const form: Record<string, unknown> = await c.req.parseBody({ all: true }).catch(() => ({}));
          const bytes = await logoBytes(form[TEAM_LOGO_FIELD]);
          const webp = await resizeLogo(bytes);
          return c.json(await storeLogo(db, companyId, id, webp));
        },
      )

      .delete(coachApiPaths.deleteTeamLogo, coach, validate('param', teamIdParams), async (c) =>
        c.json(await removeLogo(db, c.get('staff').company.id, c.req.valid('param').id)),
      )

      // No token: an <img> sends none. The name is random (144 bits) and never reused.
      .get(coachApiPaths.teamLogo, validate('param', teamLogoParams), async (c) => {
        const content = await readLogo(db, c.req.valid('param').file);
        if (!content) return jsonError(c, 404, 'No such logo.');
        c.header('Content-Type', 'image/webp');
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        return c.body(new Uint8Array(content));
      })

      .post(
        coachApiPaths.inviteCustomer,
        coach,
        validate('param', inviteParams),
        validate('json', inviteCustomerRequest),
        async (c) => {
          const { staff, company } = c.get('staff');
          return c.json(
            await inviteCustomer(mailer(), {
              companyId: company.id,
              companyName: company.name,
              staffId: staff.id,
              teamId: c.req.valid('param').teamId,
              email: c.req.valid('json').customerEmail,
            }),
            201,
          );
        },
      )

      .get(
        coachApiPaths.requestPermissions,
        coach,
        validate('param', requestPermissionsParams),
        async (c) => {
          const { company } = c.get('staff');
          const body: RequestPermissionsResponse = {
            membership: await requestPermissions(mailer(), {
              companyId: company.id,
              companyName: company.name,
              ...c.req.valid('param'),
            }),
          };
          return c.json(body);
        },
      )

      .get(coachApiPaths.moveToTeam, coach, validate('param', moveToTeamParams), async (c) => {
        const body: CoachUserResponse = {
          user: await moveToTeam(db, c.get('staff').company.id, c.req.valid('param'), deps.now()),
        };
        return c.json(body);
      })

      .delete(coachApiPaths.deleteUser, coach, validate('param', deleteUserParams), async (c) => {
        const user = await deleteUser(db, c.get('staff').company.id, c.req.valid('param'), deps.now());
        if (!user) return c.body(null, 204);
        const body: CoachUserResponse = { user };
        return c.json(body);
      })

      .get(coachApiPaths.addUserToTeam, coach, validate('param', addUserToTeamParams), async (c) => {
        const body: CoachUserResponse = {
          user: await addUserToTeam(db, c.get('staff').company.id, c.req.valid('param'), deps.now()),
        };
        return c.json(body);
      })
  );
}
