import { CoachPage } from './coach-layout';

// A placeholder so the route table builds; slice "pages" replaces this file.
export function AnalyticsPage() {
  return <CoachPage title="Analytics">{null}</CoachPage>;
}
