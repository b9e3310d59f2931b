import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { backOfficePaths as paths, idParam } from '../../../contract/back-office';
import {
  createPageRequest,
  PAGE_BUILDER_MESSAGES,
  PAGE_IMAGE_FIELD,
  PAGE_IMAGE_MAX_BYTES,
  pageDocument,
  pageVersionParam,
  type PageDraftResponse,
  type PageImageResponse,
  type PageImagesResponse,
  type PagesResponse,
  type PageVersionsResponse,
} from '../../../contract/page-builder';
import type { AppDeps } from '../../app';
import { requireAdmin } from '../../http/back-office';
import { invalid, jsonError } from '../../http/errors';
import { MULTIPART_OVERHEAD_BYTES } from '../../http/request-limits';
import type { StaffEnv } from '../../http/staff-auth';
import { validate } from '../../http/validate';
import { listPageImages, uploadPageImage } from '../../services/page-images';
import {
  createPage,
  listPages,
  listVersions,
  pageDraft,
  publishPage,
  restoreVersion,
  saveDraft,
} from '../../services/pages';
import { documentReader } from '../../workers/document-pool';
import { multipartInWorker } from '../../workers/multipart';

/** Issue 20: the page builder's editor calls, all behind admin/page-builder/edit. */
export function adminPageRoutes(deps: AppDeps) {
  const { db } = deps;
  const reader = documentReader(deps.config.documents);
  const access = requireAdmin(deps, 'pageBuilder');
  // app.ts raises this path's request limit to match; a chunked body over it is cut here
  const uploadLimit = bodyLimit({
    maxSize: PAGE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: (c) =>
      jsonError(c, 413, PAGE_BUILDER_MESSAGES.imageTooLarge, [
        { path: PAGE_IMAGE_FIELD, message: PAGE_BUILDER_MESSAGES.imageTooLarge },
      ]),
  });

  return new Hono<StaffEnv>()
    .get(paths.pages, access, async (c) => c.json<PagesResponse>({ items: await listPages(db) }))
    .post(paths.pages, access, validate('json', createPageRequest), async (c) =>
      c.json<PageDraftResponse>(
        await createPage(db, c.get('staff'), c.req.valid('json').path, deps.now()),
        201,
      ),
    )
    .get(paths.pageDraft, access, validate('param', idParam), async (c) =>
      c.json<PageDraftResponse>(await pageDraft(db, c.req.valid('param').id)),
    )
    .put(paths.pageDraft, access, validate('param', idParam), validate('json', pageDocument), async (c) =>
      c.json<PageDraftResponse>(
        await saveDraft(db, c.get('staff'), c.req.valid('param').id, c.req.valid('json'), deps.now()),
      ),
    )
    .post(paths.pagePublish, access, validate('param', idParam), async (c) =>
      c.json<PageVersionsResponse>(
        await publishPage(db, c.get('staff'), c.req.valid('param').id, deps.now()),
        201,
      ),
    )
    .get(paths.pageVersions, access, validate('param', idParam), async (c) =>
      c.json<PageVersionsResponse>(await listVersions(db, c.req.valid('param').id)),
    )
    .post(paths.pageRestore, access, validate('param', pageVersionParam), async (c) => {
      const { id, number } = c.req.valid('param');
      return c.json<PageVersionsResponse>(
        await restoreVersion(db, c.get('staff'), id, number, deps.now()),
        201,
      );
    })
    .get(paths.pageImages, access, async (c) => c.json<PageImagesResponse>(await listPageImages(db)))
    .post(
      paths.pageImages,
      access,
      uploadLimit,
      // a multipart body is parsed in a document worker; a raw body is the image itself
      multipartInWorker(reader, PAGE_IMAGE_FIELD),
      async (c) => {
        let bytes: Uint8Array;
        if (/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
          const file = (await c.req.formData()).get(PAGE_IMAGE_FIELD);
          if (!(file instanceof File))
            throw invalid([{ path: PAGE_IMAGE_FIELD, message: PAGE_BUILDER_MESSAGES.imageNone }]);
          bytes = new Uint8Array(await file.arrayBuffer());
        } else bytes = new Uint8Array(await c.req.arrayBuffer());
        const image = await uploadPageImage(db, c.get('staff'), bytes, deps.now());
        return c.json<PageImageResponse>(image, image.created ? 201 : 200);
      },
    );
}
