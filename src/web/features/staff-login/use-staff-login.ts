import { useSelector } from '@xstate/react';
import { staffActor, useStaffRoute, type StaffStart } from '../../lib/staff-auth';

/** The staff actor for a sign-in screen, the URL kept on its state, and what the screens read. */
export function useStaffLogin(start: StaffStart = 'resume') {
  const actor = staffActor(start);
  useStaffRoute(actor);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  return { actor, busy, error, fieldErrors };
}
