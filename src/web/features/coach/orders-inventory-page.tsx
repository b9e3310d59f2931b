import { CoachPage } from './coach-layout';

// A placeholder so the route table builds; slice "pages" replaces this file.
export function OrdersInventoryPage() {
  return <CoachPage title="Orders & inventory">{null}</CoachPage>;
}
