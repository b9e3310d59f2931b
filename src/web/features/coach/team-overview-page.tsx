import { CoachPage } from './coach-layout';

/** `/admin/coach/team-overview` (001 §2). */
export function TeamOverviewPage() {
  return <CoachPage title="Team overview">{null}</CoachPage>;
}
