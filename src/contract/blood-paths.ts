// The blood results calls' paths without zod, so browser API clients import them (go-to-definition reaches
// the route) and the schemas stay out of the bundle; ./blood.ts re-exports them.
export const bloodPaths = {
  results: '/api/customer/v1/blood/results',
  ranges: '/api/customer/blood/ranges',
  categories: '/api/customer/markers/categories',
  categoriesForEachResult: '/api/customer/markers/categories-for-each-result',
  /** The spec's list (000 §7.7) may also read `/categories-for-each-result` under /api/customer: both answer. */
  categoriesForEachResultShort: '/api/customer/categories-for-each-result',
  markersForView: '/api/customer/v1/blood/markers-for-view',
  populationPosition: '/api/customer/blood/markers/:marker/population-position',
  resultsHistoryReport: '/api/customer/blood/report/results-history',
  share: '/api/pages/bloodworkShare/share',
  submitNote: '/api/pages/tableViewNotes/submit/:id',
  deleteNote: '/api/pages/tableViewNotes/delete/:id',
  recommendationsByMarker: '/api/customer/recommendations/distributed-by-marker-abbrs',
  markerExtraInformation: '/api/public/blood/markers/:abbr/extra-information',
  categoryExtraInformation: '/api/public/marker-categories/:id/extra-information',
} as const;
