import { CoachPage } from './coach-layout';

/** `/admin/coach/users-list` (001 §2). */
export function UsersListPage() {
  return <CoachPage title="Users">{null}</CoachPage>;
}
