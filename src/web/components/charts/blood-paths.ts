/** spec 000 §2.3 sub-path names; a marker is addressed as `/customer/bloodwork/marker-results/:abbr`. */
export const BLOOD_BASE = '/customer/bloodwork';
export const markerHref = (abbr: string) => `${BLOOD_BASE}/marker-results/${encodeURIComponent(abbr)}`;
export const markerLearnHref = (abbr: string) => `${BLOOD_BASE}/marker-learn/${encodeURIComponent(abbr)}`;
export const markerRecommendationsHref = (abbr: string) =>
  `${BLOOD_BASE}/marker-recommendations/${encodeURIComponent(abbr)}`;
/** spec 000 §2.3 category sub-paths, the category as a path segment. */
export const categoryResultsHref = (abbr: string) =>
  `${BLOOD_BASE}/category-results/${encodeURIComponent(abbr)}`;
/** The extra-information call takes the category id (spec 000 §7.7). */
export const categoryLearnHref = (id: number) => `${BLOOD_BASE}/category-learn/${id}`;
export const categoryRecommendationsHref = (abbr: string) =>
  `${BLOOD_BASE}/category-recommendations/${encodeURIComponent(abbr)}`;
