// Without zod (back-office.ts re-exports it): the shell's view-as banner loads with every page.

/**
 * The customer side of "view as customer": the ticket the back office hands over opens a read-only
 * customer session in this browser; `end` closes it and answers where the administrator goes back to.
 */
export const viewAsPaths = {
  start: '/api/customer/view-as',
  end: '/api/customer/view-as/end',
} as const;
