// The reference calls' paths without zod, so browser API clients import them (go-to-definition reaches
// the route) and the schemas stay out of the bundle; ./references.ts re-exports them.
export const referencePaths = {
  mainReferences: '/api/public/references/main-references',
  bloodMarkers: '/api/public/references/blood-markers',
  bloodMarkerUnits: '/api/public/references/blood-marker-units',
  markerCategories: '/api/public/references/marker-categories',
  physioMarkers: '/api/public/references/physio-markers',
  contraceptionTypes: '/api/public/references/contraception-types',
  genderIdentities: '/api/public/references/gender-identities',
  allStates: '/api/pages/references/all-states',
  countries: '/api/pages/references/countries',
  products: '/api/pages/references/products',
  ethnicities: '/api/pages/references/ethnicities',
  configuration: '/api/pages/references/configuration',
  hormoneTherapy: '/api/pages/references/hormone-therapy',
  reproductiveStages: '/api/pages/references/reproductive-stages',
  physioResults: '/api/physio/results',
} as const;
