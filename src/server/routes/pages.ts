import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  PAGE_BUILDER_MESSAGES,
  PAGE_IMAGE_CONTENT_TYPES,
  pageBuilderPublicPaths,
  pageImageParam,
  publicPageQuery,
  type PageImageKind,
  type PublishedPageResponse,
} from '../../contract/page-builder';
import { pagePaths, type UserLocationResponse } from '../../contract/pages';
import type { AppDeps } from '../app';
import { countries } from '../db/schema';
import { jsonError } from '../http/errors';
import { validate } from '../http/validate';
import { readPageImage, readPageImageRendition } from '../services/page-images';
import { publishedPage } from '../services/pages';

/** A stored image's bytes: cached for good (its URL names its content's hash), never sniffed. */
function imageAnswer(c: Context, image: { contentType: string; kind?: PageImageKind; bytes: Uint8Array }) {
  c.header('Content-Type', image.contentType);
  // the id is the content's hash: the bytes behind it never change
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('X-Content-Type-Options', 'nosniff');
  // an SVG opened on its own is a document: no script, no loads, even if one slipped through
  if (image.kind === 'svg')
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return c.body(new Uint8Array(image.bytes));
}

/** Public page calls (spec 000 §7.1). */
export function pageRoutes({ db, config }: AppDeps) {
  return (
    new Hono()
      .get(pageBuilderPublicPaths.page, validate('query', publicPageQuery), async (c) => {
        // a publish shows within a minute; the page is the same for everyone
        c.header('Cache-Control', 'public, max-age=60');
        return c.json<PublishedPageResponse>(await publishedPage(db, c.req.valid('query').path));
      })
      .get(pageBuilderPublicPaths.image, validate('param', pageImageParam), async (c) => {
        const image = await readPageImage(db, c.req.valid('param').id);
        if (!image) return jsonError(c, 404, PAGE_BUILDER_MESSAGES.imageMissing);
        return imageAnswer(c, { ...image, contentType: PAGE_IMAGE_CONTENT_TYPES[image.kind] });
      })
      // issue 22: the smaller rendition (WebP), or the image itself when it has none
      .get(pageBuilderPublicPaths.imageRendition, validate('param', pageImageParam), async (c) => {
        const image = await readPageImageRendition(db, c.req.valid('param').id);
        if (!image) return jsonError(c, 404, PAGE_BUILDER_MESSAGES.imageMissing);
        return imageAnswer(c, image);
      })
      .get(pagePaths.userLocation, async (c) => {
        // Only a header a trusted proxy sets (config.countryHeader) is believed, and only when it names a
        // real country: Cloudflare's XX (unknown) and T1 (Tor) fall back to the default.
        const raw = config.countryHeader
          ? c.req.header(config.countryHeader)?.trim().toUpperCase()
          : undefined;
        let countryCode = config.defaultCountryCode;
        if (raw && /^[A-Z]{2}$/.test(raw)) {
          const known = await db
            .select({ code: countries.code })
            .from(countries)
            .where(eq(countries.code, raw));
          if (known.length > 0) countryCode = raw;
        }
        // The answer depends on who asks: never let a shared cache keep it.
        c.header('Cache-Control', 'private, no-store');
        const body: UserLocationResponse = { countryCode };
        return c.json(body);
      })
  );
}
