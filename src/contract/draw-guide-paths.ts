// The draw guide's path (issue 23.5) without zod, so browser API clients import it (go-to-definition
// reaches the route) and the schemas stay out of the bundle; ./draw-guide.ts re-exports it.
export const drawGuidePaths = {
  drawGuide: '/api/customer/v1/tests/:id/draw-guide',
} as const;
