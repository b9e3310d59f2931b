import { CoachPage } from './coach-layout';

/** `/admin/coach/profile` (001 §2). */
export function ProfilePage() {
  return <CoachPage title="Profile">{null}</CoachPage>;
}
