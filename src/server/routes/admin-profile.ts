import { Hono } from 'hono';
import { adminPaths, type AdminProfile, type AdminSettings } from '../../contract/admin';
import type { AppDeps } from '../app';
import { requireStaff, type StaffEnv } from '../http/staff-auth';
import { adminMenu, toAdminProfile } from '../services/staff';

/** The signed-in admin's profile and menu (spec 001 §3 Admin profile, §2 Admin menu). */
export function adminProfileRoutes(deps: AppDeps) {
  const signedIn = requireStaff(deps, { audience: 'admin' });
  return new Hono<StaffEnv>()
    .get(adminPaths.authProfile, signedIn, (c) => {
      const body: AdminProfile = toAdminProfile(c.get('staff'));
      return c.json(body);
    })
    .get(adminPaths.settings, signedIn, (c) => {
      const { patterns, company } = c.get('staff');
      const body: AdminSettings = {
        menu: adminMenu(patterns),
        companyId: company.id,
        companyName: company.name,
      };
      return c.json(body);
    });
}
