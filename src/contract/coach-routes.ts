// The coach's web routes without zod (coach.ts re-exports them): the public route table needs them.

/** spec 001 §2 coach routes, and the customer's accept-invite route of 000 §2.3. */
export const coachWebRoutes = {
  teamOverview: '/admin/coach/team-overview',
  usersList: '/admin/coach/users-list',
  analytics: '/admin/coach/analytics/',
  teamNutrition: '/admin/coach/team-nutrition/',
  ordersInventory: '/admin/coach/orders-inventory/',
  profile: '/admin/coach/profile',
  acceptInvite: (inviteId: string) =>
    `/customer/team/invitation/${encodeURIComponent(inviteId)}/accept-invite`,
} as const;
