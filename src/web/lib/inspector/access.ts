import { waitFor } from 'xstate';
import { devToolsPaths } from '../../../contract/dev-tools';
import { staffActor } from '../staff-auth';

/** spec-silent: the staff role that may inspect a production build (docs/decisions.md). */
export const INSPECTOR_STAFF_ROLE = 'Administrator';

export type InspectorAccess = 'allowed' | 'denied';

/** Whether a development or test server answers the dev-tools call (production answers 404). */
async function onDevServer(): Promise<boolean> {
  try {
    const response = await fetch(devToolsPaths.tools, { credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}

/** A signed-in administrator with the inspector's role (production builds). */
async function isInspectingStaff(): Promise<boolean> {
  try {
    const actor = staffActor('resume');
    const settled = await waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('starting'), {
      timeout: 10_000,
    });
    const profile = settled.context.session?.profile;
    return (
      settled.matches('signedIn') && profile?.kind === 'admin' && profile.role.name === INSPECTOR_STAFF_ROLE
    );
  } catch {
    return false;
  }
}

/**
 * The inspector and the machine catalogue open in development (Vite) and on development or test
 * servers; a production build opens them only for a signed-in administrator.
 */
export async function devToolsAccess(): Promise<InspectorAccess> {
  if (import.meta.env.DEV) return 'allowed';
  if (await onDevServer()) return 'allowed';
  return (await isInspectingStaff()) ? 'allowed' : 'denied';
}
