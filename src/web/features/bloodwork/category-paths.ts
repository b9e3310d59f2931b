import { BLOOD_BASE } from '../../components/charts/blood-paths';

/** spec 000 §2.3 category sub-paths, the category as a path segment. */
export const categoryResultsHref = (abbr: string) =>
  `${BLOOD_BASE}/category-results/${encodeURIComponent(abbr)}`;
/** The extra-information call takes the category id (spec 000 §7.7). */
export const categoryLearnHref = (id: number) => `${BLOOD_BASE}/category-learn/${id}`;
export const categoryRecommendationsHref = (abbr: string) =>
  `${BLOOD_BASE}/category-recommendations/${encodeURIComponent(abbr)}`;
