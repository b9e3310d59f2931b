import { CoachPage } from './coach-layout';

// A placeholder so the route table builds; slice "pages" replaces this file.
export function TeamNutritionPage() {
  return <CoachPage title="Team nutrition">{null}</CoachPage>;
}
