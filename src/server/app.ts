import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { coachApiPaths, TEAM_LOGO_MAX_BYTES } from '../contract/coach';
import { backOfficePaths } from '../contract/back-office';
import { DNA_MAX_FILES, dnaPaths } from '../contract/dna';
import { OCR_MAX_FILE_BYTES, OCR_MAX_FILES, ocrPaths } from '../contract/ocr';
import type { Config } from './config';
import type { Db } from './db';
import { HttpError, httpErrorResponse, jsonError, unreadableBody } from './http/errors';
import { MULTIPART_OVERHEAD_BYTES, requestLimits } from './http/request-limits';
import { cachedAnswers, type CachedAnswers } from './http/cached-answer';
import { securityHeaders, securityHeadersOf } from './http/security-headers';
import { errorFields, redactPath, requestLogLevel, type Logger } from './log';
import { accountRoutes } from './routes/account';
import { deletionRequestRoutes } from './routes/deletion-request';
import { adminAuthRoutes } from './routes/admin-auth';
import { adminProfileRoutes } from './routes/admin-profile';
import { backOfficeRoutes } from './routes/admin';
import { adminSecondFactorRoutes } from './routes/admin-second-factor';
import { bloodRoutes } from './routes/blood';
import { chatRoutes } from './routes/chat';
import { coachRoutes } from './routes/coach';
import { coachAuthRoutes } from './routes/coach-auth';
import { coachStockRoutes } from './routes/coach-stock';
import { customerAuthRoutes } from './routes/customer-auth';
import { viewAsRoutes } from './routes/view-as';
import { demoStoreRoutes } from './routes/demo-store';
import { demoStoreCompanyRoutes } from './routes/demo-store-company';
import { devOutboxRoutes } from './routes/dev-outbox';
import { devToolsRoutes } from './routes/dev-tools';
import { habitReportRoutes } from './routes/habit-reports';
import { dnaRoutes } from './routes/dna';
import { innerAgeRoutes } from './routes/innerage';
import { membershipRoutes } from './routes/membership';
import { notificationRoutes } from './routes/notifications';
import { nutritionRoutes } from './routes/nutrition';
import { ocrRoutes } from './routes/ocr';
import { onboardingRoutes } from './routes/onboarding';
import { orderRoutes } from './routes/orders';
import { drawGuideRoutes } from './routes/draw-guide';
import { postPurchaseRoutes } from './routes/post-purchase';
import { pageRoutes } from './routes/pages';
import { partnerRoutes } from './routes/partner';
import { questionnaireRoutes } from './routes/questionnaire';
import { referenceRoutes } from './routes/references';
import { systemRoutes } from './routes/system';
import { teamInvitationRoutes } from './routes/team-invitations';
import { createTokenSigner, type TokenSigner } from './services/access-tokens';
import { databaseOutbox, type Outbox } from './services/outbox';
import { createSessionCache, type SessionCache } from './services/session-cache';
import { createReferenceCache, REFERENCE_MAX_AGE_MS, type ReferenceCache } from './services/reference-cache';
import { IMPORT_MAX_BYTES } from '../contract/back-office-bulk';
import { PAGE_DOCUMENT_MAX_BYTES, PAGE_IMAGE_MAX_BYTES } from '../contract/page-builder';
import { referenceCacheControl } from '../contract/references';
import { pageRenderer } from './page-renderer';
import { publishedPageData } from './services/pages';
import { isApiPath, mountWeb } from './web';
import { jobDefinitions } from './jobs/definitions';
import { createJobRunner, type JobRunner } from './jobs/runner';

export interface AppInput {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  log: Logger;
  /** The clock every route reads, so tests can move time. */
  now: () => Date;
  /** Where e-mail and SMS go; by default the database outbox. */
  outbox?: Outbox;
  /** Runs work after the answer (DNA file reading); by default right away, unawaited. Tests hold it. */
  background?: (task: () => Promise<void>) => void;
  /** The back office's job runner (issue 19); by default one that runs when started or woken. */
  jobs?: JobRunner;
  /** The in-memory reference data (issue 22); by default one kept for REFERENCE_MAX_AGE_MS. Tests invalidate it. */
  references?: ReferenceCache;
}

export interface AppDeps extends AppInput {
  tokens: TokenSigner;
  outbox: Outbox;
  jobs: JobRunner;
  /** Reference data kept in memory with its ETag (issue 22). */
  references: ReferenceCache;
  /** Customer sessions this process read in the last SESSION_CACHE_SECONDS (issue 22). */
  sessions: SessionCache;
  /** Reference answers as sent, answered before routing once a route sent them (issue 22). */
  referenceAnswers: CachedAnswers;
}

/** Builds the whole HTTP application from its dependencies; `main.ts` listens, tests call `app.request()`. */
const textCompression = compress();

export function createApp(input: AppInput) {
  const references = input.references ?? createReferenceCache(input.now, REFERENCE_MAX_AGE_MS);
  const deps: AppDeps = {
    ...input,
    tokens: createTokenSigner(input.config.auth.jwtSecret, input.config.auth.accessTokenSeconds),
    outbox: input.outbox ?? databaseOutbox(input.db),
    jobs: input.jobs ?? createJobRunner({ definitions: jobDefinitions }),
    references,
    sessions: createSessionCache(input.db, input.config.auth.sessionCacheSeconds * 1000),
    referenceAnswers: cachedAnswers(references, securityHeadersOf(input.config), referenceCacheControl),
  };
  deps.jobs.attach(deps);
  const { log } = deps;
  const app = new Hono();

  app.use(securityHeaders(deps.config));
  // issue 22: text answers (JSON above 1 kB, index.html) gzipped for a client that accepts it; a
  // stream's type is never compressed, nor what already has its encoding (the precompressed assets)
  app.use((c, next) => (c.req.header('accept-encoding') ? textCompression(c, next) : next()));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // a write may sign out, block or move a customer on: cached sessions are read again
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') deps.sessions.clear();
    const status = c.res.status;
    log[requestLogLevel(status)]('request', {
      method: c.req.method,
      path: redactPath(c.req.path),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  const ocrUpload = OCR_MAX_FILES * OCR_MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES;
  const dnaFile = deps.config.dna.uploadMaxBytes;
  // Every other body gets the default; each route below still checks its own files.
  app.use(
    requestLimits({
      [ocrPaths.submitFiles]: ocrUpload,
      [ocrPaths.reviewFiles]: ocrUpload,
      [dnaPaths.uploadDna]: dnaFile + MULTIPART_OVERHEAD_BYTES,
      [dnaPaths.submitDna]: DNA_MAX_FILES * dnaFile + MULTIPART_OVERHEAD_BYTES,
      [coachApiPaths.uploadTeamLogo]: TEAM_LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      // the lab's result file of a kit (back office): the same cap as the customer's own upload
      [backOfficePaths.dnaKitTransitions]: dnaFile + MULTIPART_OVERHEAD_BYTES,
      // issue 19: a customer CSV to import (routes/admin/bulk.ts answers a larger one 413)
      [backOfficePaths.customerImports]: IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      // issue 20: a page builder's whole page, and an image for it
      [backOfficePaths.pageDraft]: PAGE_DOCUMENT_MAX_BYTES,
      [backOfficePaths.pageImages]: PAGE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    }),
  );

  app.route('/', systemRoutes(deps));
  app.route('/', referenceRoutes(deps));
  app.route('/', pageRoutes(deps));
  app.route('/', customerAuthRoutes(deps));
  app.route('/', viewAsRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', deletionRequestRoutes(deps));
  app.route('/', postPurchaseRoutes(deps));
  app.route('/', onboardingRoutes(deps));
  app.route('/', questionnaireRoutes(deps));
  // The demo store stands in for the online store only where demo data is on (never in production
  // unless a demo deployment): its checkout makes accounts and hands out tokens.
  if (deps.config.demoData) app.route('/', demoStoreRoutes(deps));
  if (deps.config.demoData) app.route('/', demoStoreCompanyRoutes(deps));
  app.route('/', adminAuthRoutes(deps));
  app.route('/', adminSecondFactorRoutes(deps));
  app.route('/', adminProfileRoutes(deps));
  app.route('/', backOfficeRoutes(deps));
  app.route('/', coachAuthRoutes(deps));
  app.route('/', coachStockRoutes(deps));
  app.route('/', coachRoutes(deps));
  app.route('/', teamInvitationRoutes(deps));
  app.route('/', bloodRoutes(deps));
  app.route('/', innerAgeRoutes(deps));
  app.route('/', membershipRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', dnaRoutes(deps));
  app.route('/', ocrRoutes(deps));
  app.route('/', habitReportRoutes(deps));
  app.route('/', nutritionRoutes(deps));
  app.route('/', orderRoutes(deps));
  app.route('/', drawGuideRoutes(deps));
  app.route('/', chatRoutes(deps));
  app.route('/', partnerRoutes(deps));
  if (deps.config.env !== 'production') {
    app.route('/', devOutboxRoutes(deps));
    app.route('/', devToolsRoutes(deps));
  }

  app.onError((err, c) => {
    if (err instanceof HttpError) return httpErrorResponse(c, err);
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 413) return jsonError(c, 413, 'The request body is too large');
      // Hono's validators throw 400 for a body they cannot read (malformed JSON or multipart)
      if (status === 400) return unreadableBody(c, err.message);
      return jsonError(c, status, err.message || 'Request failed');
    }
    log.error('unhandled error', { path: redactPath(c.req.path), ...errorFields(err) });
    return jsonError(c, 500, 'Something went wrong on our side. Please try again.');
  });
  app.notFound((c) =>
    isApiPath(c.req.path)
      ? jsonError(c, 404, `No API call at ${c.req.method} ${c.req.path}`)
      : jsonError(c, 404, 'Not found'),
  );

  if (deps.config.serveWeb)
    mountWeb(app, deps.config, {
      pageData: (path) => publishedPageData(deps.db, path),
      renderPage: pageRenderer(deps.config.ssrEntry, deps.log),
    });
  // issue 22: a remembered reference URL is answered before routing and middleware (http/cached-answer.ts)
  const routed = app.fetch;
  app.fetch = (request, env, executionCtx) =>
    deps.referenceAnswers.answer(request, env) ?? routed(request, env, executionCtx);
  // main.ts answers remembered reference URLs in node's listener already (answerNode)
  return Object.assign(app, { referenceAnswers: deps.referenceAnswers });
}
