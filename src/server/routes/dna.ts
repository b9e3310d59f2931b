import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { formatDate, utcDayOf } from '../../domain/dates';
import {
  DNA_MAX_FILES,
  DNA_SUBMIT_FIELD,
  DNA_UPLOAD_FIELD,
  dnaFileExtensions,
  dnaKitIdRequest,
  dnaPaths,
  downloadPdfRequest,
  registerDnaKitRequest,
  submitDnaForm,
  uploadDnaForm,
  type CurrentKitResponse,
  type DnaProcessingResponse,
  type DnaReportPageData,
  type DnaReportResponse,
  type DnaUploadResponse,
  type HealthspanDnaReportStatus,
} from '../../contract/dna';
import { serialNumberProblem } from '../../domain/dna';
import type { AppDeps } from '../app';
import { errorFields } from '../log';
import { customers } from '../db/schema';
import { requireActiveCustomer, type CustomerEnv } from '../http/customer-auth';
import { HttpError, invalid, jsonError, tooManyRequests } from '../http/errors';
import { validate } from '../http/validate';
import { verifyPassword } from '../services/crypto';
import { reserveAttempt, tooManyMessage } from '../services/rate-limit';
import {
  canRegister,
  currentKit,
  genotypesOf,
  healthspanStatus,
  kitBody,
  latestUpload,
  markPopupViewed,
  moveKit,
  ownKit,
  parseDnaFileInWorker,
  processUpload,
  quickCheck,
  rawDataText,
  registerKit,
  reportOf,
  reportState,
  setSummary,
  startUpload,
  uploadBody,
  type GenotypeSet,
} from '../services/dna';
import { DNA_FORMAT_NAMES, DnaFileError, type DnaFileProblem } from '../services/dna-parse';
import { dnaReportPdf } from '../services/dna-report-pdf';
import { documentReader } from '../workers/document-pool';
import { multipartInWorker } from '../workers/multipart';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';

/** Kit registrations a customer may try per LOGIN_WINDOW_SECONDS (a wrong pair counts, a registered kit does not). */
export const DNA_KIT_ATTEMPTS = 10;
/** Each upload is a 15–25 MB body and ~1 s of parsing: uploads (accepted or refused) per account per hour. */
export const DNA_UPLOADS_PER_HOUR = 10;
const HOUR = 3600;
const NO_DNA = 'You have no DNA data yet. Upload your raw data, or register a DNA kit.';

const FILE_STATUS: Record<DnaFileProblem, ContentfulStatusCode> = {
  tooLarge: 413,
  notText: 415,
  compressed: 415,
  unknownFormat: 422,
  wrongBuild: 422,
  noData: 422,
  noReportSnps: 422,
  tooSlow: 422,
  tooComplex: 422,
};

/** spec 000 §7.8 DNA: report, page data, uploads, downloads, the Healthspan DNA report and the kit calls. */
export function dnaRoutes(deps: AppDeps) {
  const { db, log } = deps;
  const customer = requireActiveCustomer(deps);
  const maxBytes = deps.config.dna.uploadMaxBytes;
  const reader = documentReader(deps.config.documents);
  const background =
    deps.background ??
    ((task: () => Promise<void>) => {
      task().catch((err: unknown) => log.error('background task failed', errorFields(err)));
    });
  const uploadLimit = (files: number) =>
    bodyLimit({
      maxSize: files * maxBytes + 64 * 1024,
      onError: (c) =>
        jsonError(c, 413, `The upload is larger than ${Math.round(maxBytes / 1024 / 1024)} MB per file.`),
    });

  /**
   * Counts the upload before its body is read, and refuses it past DNA_UPLOADS_PER_HOUR: 429 with
   * retryAfterSeconds (and Retry-After).
   */
  const uploadQuota = createMiddleware<CustomerEnv>(async (c, next) => {
    const key = `dna-upload:${c.get('customer').customerId}`;
    const limit = { key, max: DNA_UPLOADS_PER_HOUR, windowSeconds: HOUR, onSuccess: 'keep' } as const;
    const attempt = await reserveAttempt(db, [limit], deps.now());
    if (attempt.kind === 'reserved') return next();
    return tooManyRequests(
      c,
      `${tooManyMessage('DNA uploads', attempt.retryAfterSeconds)} (at most ${DNA_UPLOADS_PER_HOUR} an hour).`,
      attempt.retryAfterSeconds,
    );
  });

  /** Quick checks on every file (nothing stored when one fails), then the reading runs in the background. */
  async function accept(c: Context<CustomerEnv>, files: File[], field: string) {
    const heads = [];
    for (const [i, file] of files.entries()) {
      try {
        heads.push(await quickCheck(file, maxBytes));
      } catch (err) {
        if (!(err instanceof DnaFileError)) throw err;
        const name = file.name ? `${file.name}: ` : '';
        const path = files.length > 1 ? `${field}.${i}` : field;
        return jsonError(c, FILE_STATUS[err.problem], `${name}${err.message}`, [
          { path, message: err.message },
        ]);
      }
    }
    const { customerId } = c.get('customer');
    const set = await startUpload(db, customerId, files, deps.now());
    background(() =>
      processUpload(db, set.id, files, (f) => parseDnaFileInWorker(reader, f, maxBytes), deps.now, log),
    );
    return c.json<DnaUploadResponse>(
      {
        status: 'processing',
        setId: set.id,
        fileNames: set.fileNames,
        fileBytes: set.fileBytes,
        formatName: [...new Set(heads.map((h) => DNA_FORMAT_NAMES[h.format]))].join(' + '),
      },
      202,
    );
  }

  async function readyBody(set: GenotypeSet): Promise<DnaReportResponse> {
    const report = await reportOf(db, set);
    return { status: 'ready', source: setSummary(set), conflicts: set.conflicts, ...report };
  }

  async function who(customerId: number) {
    const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    if (!row) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    return row;
  }

  const pdfResponse = (c: Context, pdf: Buffer, name: string) =>
    c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}-${utcDayOf(deps.now())}.pdf"`,
      'Cache-Control': 'private, no-store',
    });

  const sourceLine = (set: GenotypeSet) => {
    const s = setSummary(set);
    return set.source === 'kit'
      ? `Healthspan DNA kit, genotyped ${s.completedAt ? formatDate(utcDayOf(s.completedAt)) : ''}`
      : `${s.formatName ?? 'raw data'} upload of ${formatDate(utcDayOf(s.createdAt))}`;
  };

  return new Hono<CustomerEnv>()
    .get(dnaPaths.report, customer, async (c) => {
      const state = await reportState(db, c.get('customer').customerId, deps.now());
      switch (state.status) {
        case 'none':
          return jsonError(c, 404, NO_DNA);
        case 'processing':
          return c.json<DnaProcessingResponse>(
            {
              status: 'processing',
              setId: state.set.id,
              startedAt: state.set.createdAt.toISOString(),
              fileNames: state.set.fileNames,
            },
            202,
          );
        case 'failed':
          return jsonError(c, 422, state.set.error ?? 'Your file could not be read.');
        case 'ready':
          return c.json<DnaReportResponse>(await readyBody(state.set));
      }
    })
    .get(dnaPaths.reportPageData, customer, async (c) => {
      const { customerId } = c.get('customer');
      const now = deps.now();
      const [state, upload, hs] = [
        await reportState(db, customerId, now),
        await latestUpload(db, customerId, now),
        await healthspanStatus(db, customerId),
      ];
      return c.json<DnaReportPageData>({
        reportStatus: state.status,
        latestUpload: upload ? uploadBody(upload) : null,
        reportSource: state.status === 'ready' ? setSummary(state.set) : null,
        kit: hs.kit ? kitBody(hs.kit) : null,
        canRegisterKit: canRegister(hs.kit),
        healthspanReport: hs.status,
        upload: {
          maxBytes,
          maxFiles: DNA_MAX_FILES,
          extensions: [...dnaFileExtensions],
          formats: Object.values(DNA_FORMAT_NAMES),
        },
      });
    })
    .post(
      dnaPaths.uploadDna,
      customer,
      uploadQuota,
      uploadLimit(1),
      multipartInWorker(reader, DNA_UPLOAD_FIELD),
      validate('form', uploadDnaForm),
      async (c) => accept(c, [c.req.valid('form')[DNA_UPLOAD_FIELD]], DNA_UPLOAD_FIELD),
    )
    .post(
      dnaPaths.submitDna,
      customer,
      uploadQuota,
      uploadLimit(DNA_MAX_FILES),
      multipartInWorker(reader, DNA_SUBMIT_FIELD),
      validate('form', submitDnaForm),
      async (c) => accept(c, c.req.valid('form')[DNA_SUBMIT_FIELD], DNA_SUBMIT_FIELD),
    )
    .post(dnaPaths.downloadPdfReport, customer, validate('json', downloadPdfRequest), async (c) => {
      const body = c.req.valid('json');
      const { customerId } = c.get('customer');
      const person = await who(customerId);
      if (body.email !== undefined) {
        // password checks here share the account's sign-in attempt budget, so they cannot be used to guess it
        const policy = deps.config.auth;
        const attempt = await reserveAttempt(
          db,
          [
            {
              key: `login:account:${person.email.toLowerCase()}`,
              max: policy.loginMaxAttemptsPerAccount,
              windowSeconds: policy.loginWindowSeconds,
              onSuccess: 'release',
            },
          ],
          deps.now(),
        );
        if (attempt.kind === 'refused') {
          const wait = attempt.retryAfterSeconds;
          return tooManyRequests(c, tooManyMessage('password attempts', wait), wait);
        }
        const matches =
          body.email === person.email.toLowerCase() &&
          (await verifyPassword(person.passwordHash, body.password!));
        if (!matches) return jsonError(c, 403, 'That is not your account’s e-mail and password.');
        await attempt.succeeded();
      }
      const state = await reportState(db, customerId, deps.now());
      if (state.status === 'processing')
        return jsonError(c, 409, 'Your DNA report is still being prepared. Try again in a minute.');
      if (state.status !== 'ready') return jsonError(c, 404, NO_DNA);
      const pdf = await dnaReportPdf({
        title: 'Your genetics report',
        who: `${person.firstName} ${person.lastName}`.trim() || 'Healthspan member',
        source: sourceLine(state.set),
        report: await reportOf(db, state.set),
        includeApoe: body.includeApoe ?? false,
        now: deps.now(),
        userPassword: body.password,
      });
      return pdfResponse(c, pdf, 'healthspan-genetics-report');
    })
    .post(dnaPaths.downloadRawData, customer, async (c) => {
      const state = await reportState(db, c.get('customer').customerId, deps.now());
      if (state.status === 'processing')
        return jsonError(c, 409, 'Your file is still being read. Try again in a minute.');
      if (state.status !== 'ready') return jsonError(c, 404, NO_DNA);
      const text = rawDataText(state.set, await genotypesOf(db, state.set.id), deps.now());
      return c.body(text, 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename="healthspan-dna-raw-data-${utcDayOf(deps.now())}.txt"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .get(dnaPaths.healthspanReportStatus, customer, async (c) => {
      const { status } = await healthspanStatus(db, c.get('customer').customerId);
      return c.json<HealthspanDnaReportStatus>(status);
    })
    .get(dnaPaths.healthspanReportDownload, customer, async (c) => {
      const { customerId } = c.get('customer');
      const { kit, set, status } = await healthspanStatus(db, customerId);
      if (!kit)
        return jsonError(c, 404, 'You have no Healthspan DNA kit. Register the kit you received first.');
      if (!set || !status.reportReady)
        return jsonError(
          c,
          409,
          `Your Healthspan DNA report is not ready yet: the kit is ${STATUS_WORDS[status.status]}.`,
        );
      const person = await who(customerId);
      const pdf = await dnaReportPdf({
        title: 'Healthspan DNA report',
        who: `${person.firstName} ${person.lastName}`.trim() || 'Healthspan member',
        source: `${sourceLine(set)} · kit ${kit.dnaKitId}`,
        report: await reportOf(db, set),
        includeApoe: false,
        now: deps.now(),
      });
      return pdfResponse(c, pdf, 'healthspan-dna-report');
    })
    .get(dnaPaths.currentKitData, customer, async (c) => {
      const kit = await currentKit(db, c.get('customer').customerId);
      return c.json<CurrentKitResponse>({ kit: kit ? kitBody(kit) : null, canRegister: canRegister(kit) });
    })
    .post(dnaPaths.registerDnaKit, customer, validate('json', registerDnaKitRequest), async (c) => {
      const body = c.req.valid('json');
      if (serialNumberProblem(body.serialNumber) === 'checkDigit')
        throw invalid([
          {
            path: 'serialNumber',
            message: 'This serial number has a typo: check the digits against the tube',
          },
        ]);
      // Kit id and serial number together are a secret: guesses are counted before the lookup.
      const attempt = await reserveAttempt(
        db,
        [
          {
            key: `dna-kit:${c.get('customer').customerId}`,
            max: DNA_KIT_ATTEMPTS,
            windowSeconds: deps.config.auth.loginWindowSeconds,
            onSuccess: 'release',
          },
        ],
        deps.now(),
      );
      if (attempt.kind === 'refused') {
        const wait = attempt.retryAfterSeconds;
        return tooManyRequests(c, `${tooManyMessage('kit registration attempts', wait)}.`, wait);
      }
      const kit = await registerKit(db, c.get('customer').customerId, body, deps.now());
      await attempt.succeeded();
      return c.json(kitBody(kit));
    })
    .post(dnaPaths.markSampleAsMailed, customer, validate('json', dnaKitIdRequest), async (c) => {
      const kit = await ownKit(db, c.get('customer').customerId, c.req.valid('json').dnaKitId);
      return c.json(kitBody(await moveKit(db, kit, 'markMailed', deps.now())));
    })
    .post(dnaPaths.markSampleFailPopupAsViewed, customer, validate('json', dnaKitIdRequest), async (c) => {
      const kit = await ownKit(db, c.get('customer').customerId, c.req.valid('json').dnaKitId);
      return c.json(kitBody(await markPopupViewed(db, kit, deps.now())));
    });
}

const STATUS_WORDS: Record<HealthspanDnaReportStatus['status'], string> = {
  noKit: 'not registered',
  registered: 'registered and waiting for your sample',
  mailed: 'on its way to the lab',
  received: 'at the lab',
  sampleFailed: 'back from the lab without a result: the sample could not be read',
  ready: 'ready',
};
