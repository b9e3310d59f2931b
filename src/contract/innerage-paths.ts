// The InnerAge calls' paths without zod, so browser API clients import them (go-to-definition reaches
// the route) and the schemas stay out of the bundle; ./innerage.ts re-exports them.
export const innerAgePaths = {
  results: '/api/pages/age/results',
  markersList: '/api/pages/age/markers-list',
  markers: '/api/customer/v1/inner-age/markers',
  activeDailyActions: '/api/pages/age/active-daily-actions',
  setInterventionStatus: '/api/pages/age/set-intervention-status',
} as const;
