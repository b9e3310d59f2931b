// Issue 23 point 5: where and how a customer has the blood of an activated test drawn. The nearest
// partner lab draw sites by straight-line distance from the customer's ZIP code area, what to bring,
// and how to prepare by package. Choices: docs/decisions/orders.md (draw guide).

/** A point on the map, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How many draw sites the guide lists. */
export const NEAREST_SITES = 3;
/** Sites farther than this are not "near you": the guide then suggests a mobile draw or a home kit. */
export const MAX_SITE_MILES = 100;

/** The ZIP code area a distance is measured from: the first three digits of a US ZIP code. */
export const zipArea = (zip: string) => zip.trim().slice(0, 3);

/** The `limit` sites nearest to `origin` within MAX_SITE_MILES, nearest first, with their distance. */
export function nearestSites<T extends LatLng>(
  origin: LatLng,
  sites: readonly T[],
  limit = NEAREST_SITES,
): (T & { distanceMiles: number })[] {
  return sites
    .map((site) => ({ ...site, distanceMiles: Math.round(distanceMiles(origin, site) * 10) / 10 }))
    .filter((site) => site.distanceMiles <= MAX_SITE_MILES)
    .sort((a, b) => a.distanceMiles - b.distanceMiles)
    .slice(0, limit);
}

/** What to do before a draw, by package. */
export interface DrawPreparation {
  /** Hours without food before the draw (water is fine); null when no fasting is needed. */
  fastingHours: number | null;
  /** Plain-words advice, most important first. */
  advice: string[];
}

const FASTING_ADVICE = (hours: number) =>
  `Fast for ${hours} hours before the draw: no food and no drinks but water. Book a morning draw so most of the fast is overnight.`;
const WATER =
  'Drink a glass or two of water in the hour before: the draw is quicker when you are well hydrated.';
const MEDICATION =
  'Take your usual medication unless your doctor told you otherwise, and tell the phlebotomist.';
const BIOTIN = 'Stop biotin (vitamin B7) supplements 72 hours before: it distorts several results.';

/** spec 000 §9 packages: the preparation each blood test needs; other packages get the general advice. */
const PREPARATION: Readonly<Record<number, DrawPreparation>> = {
  // Ultimate: lipids, glucose and insulin need a fast; hormones are read against morning ranges
  59: {
    fastingHours: 12,
    advice: [
      FASTING_ADVICE(12),
      'Have the draw before 10 am: testosterone and cortisol are compared with morning ranges.',
      'Avoid alcohol and hard exercise for 24 hours before.',
      BIOTIN,
      WATER,
      MEDICATION,
    ],
  },
  // Essentials: lipids and glucose
  12: {
    fastingHours: 12,
    advice: [FASTING_ADVICE(12), 'Avoid alcohol for 24 hours before.', WATER, MEDICATION],
  },
  // Performance: muscle and iron markers move after training; hormones in the morning
  60: {
    fastingHours: 8,
    advice: [
      FASTING_ADVICE(8),
      'Rest from hard training for 48 hours before: it raises creatine kinase and lowers iron for days.',
      'Have the draw before 10 am: testosterone and cortisol are compared with morning ranges.',
      BIOTIN,
      WATER,
      MEDICATION,
    ],
  },
};

const GENERAL: DrawPreparation = { fastingHours: 12, advice: [FASTING_ADVICE(12), WATER, MEDICATION] };

export const drawPreparation = (packageId: number): DrawPreparation => PREPARATION[packageId] ?? GENERAL;

/** What to bring to a draw, at a lab or at home. */
export const BRING_TO_DRAW: readonly string[] = [
  'A photo ID (a driving licence or a passport): the lab finds your order by your name and date of birth',
  'The list of medication and supplements you take',
  'Nothing to pay: the test is paid for, and no insurance card is needed',
];
