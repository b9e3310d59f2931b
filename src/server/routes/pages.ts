import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { pagePaths, type UserLocationResponse } from '../../contract/pages';
import type { AppDeps } from '../app';
import { countries } from '../db/schema';

/** Public page calls (spec 000 §7.1). */
export function pageRoutes({ db, config }: AppDeps) {
  return new Hono().get(pagePaths.userLocation, async (c) => {
    // Only a header a trusted proxy sets (config.countryHeader) is believed, and only when it names a
    // real country: Cloudflare's XX (unknown) and T1 (Tor) fall back to the default.
    const raw = config.countryHeader ? c.req.header(config.countryHeader)?.trim().toUpperCase() : undefined;
    let countryCode = config.defaultCountryCode;
    if (raw && /^[A-Z]{2}$/.test(raw)) {
      const known = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, raw));
      if (known.length > 0) countryCode = raw;
    }
    // The answer depends on who asks: never let a shared cache keep it.
    c.header('Cache-Control', 'private, no-store');
    const body: UserLocationResponse = { countryCode };
    return c.json(body);
  });
}
