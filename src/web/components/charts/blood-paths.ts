/** spec 000 §2.3 sub-path names; a marker is addressed as `/customer/bloodwork/marker-results/:abbr`. */
export const BLOOD_BASE = '/customer/bloodwork';
export const markerHref = (abbr: string) => `${BLOOD_BASE}/marker-results/${encodeURIComponent(abbr)}`;
export const markerLearnHref = (abbr: string) => `${BLOOD_BASE}/marker-learn/${encodeURIComponent(abbr)}`;
export const markerRecommendationsHref = (abbr: string) =>
  `${BLOOD_BASE}/marker-recommendations/${encodeURIComponent(abbr)}`;
