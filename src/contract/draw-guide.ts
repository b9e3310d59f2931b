import { z } from 'zod';
import { line, sent } from './text';

// Issue 23 point 5: the draw guide of a test, shown once it is activated. A body of ours (the spec
// has no such call): docs/decisions/orders.md (draw guide).

export { drawGuidePaths } from './draw-guide-paths';

export const drawGuideParams = z.object({
  id: z.coerce
    .number('Must be a test id')
    .int('Must be a test id')
    .min(1, 'Must be a test id')
    .max(2_147_483_647),
});

/** `zip`: measure from another US ZIP code than the account's address. */
export const drawGuideQuery = z.object({
  zip: line()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { message: 'Enter a 5-digit ZIP code' })
    .optional(),
});

export const drawSite = z.object({
  id: z.number().int(),
  name: sent(),
  line1: sent(),
  city: sent(),
  state: sent(),
  zip: sent(),
  hours: sent(),
  /** Straight-line distance from the ZIP code area's centre, in miles, to one decimal. */
  distanceMiles: z.number(),
});
export type DrawSite = z.infer<typeof drawSite>;

export const drawGuideResponse = z.object({
  testId: z.number().int(),
  /** Where the distances are measured from: the ZIP code area's city; null when the ZIP is not known. */
  origin: z.object({ zip: sent(), city: sent(), state: sent() }).nullable(),
  /** The nearest walk-in sites, nearest first; empty where none is near or walk-ins are unavailable. */
  sites: z.array(drawSite),
  /** What to bring to the draw. */
  bring: z.array(sent()),
  preparation: z.object({ fastingHours: z.number().int().nullable(), advice: z.array(sent()) }),
  mobileDraw: z.object({
    /** Phlebotomists visit the customer's ZIP code area. */
    available: z.boolean(),
    /** A draw is booked for this test (ISO date-time), or null. */
    bookedFor: sent().nullable(),
    /** The earliest time a draw can be booked now (ISO date-time): MBD_MIN_LEAD_MS ahead. */
    earliestAt: sent(),
  }),
});
export type DrawGuide = z.infer<typeof drawGuideResponse>;
