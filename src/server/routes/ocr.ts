import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { utcDayOf } from '../../domain/dates';
import {
  confirmResultsRequest,
  OCR_FILES_FIELD,
  OCR_MAX_FILE_BYTES,
  OCR_MAX_FILES,
  ocrPaths,
  type SubmitFilesResponse,
} from '../../contract/ocr';
import type { AppDeps } from '../app';
import { customers } from '../db/schema';
import { requireActiveCustomer, type CustomerEnv } from '../http/customer-auth';
import { HttpError, invalid, jsonError, tooManyRequests } from '../http/errors';
import { validate } from '../http/validate';
import { reserveAttempt, tooManyMessage } from '../services/rate-limit';
import {
  checkFile,
  combineReadings,
  OcrFileError,
  readFileInWorker,
  type CheckedFile,
  type FileReading,
  type OcrFileProblem,
} from '../services/ocr';
import {
  checkAgainstHistory,
  confirmIssues,
  confirmUpload,
  ocrMarkerIndex,
  storeUpload,
} from '../services/ocr/uploads';
import { documentReader } from '../workers/document-pool';
import { multipartInWorker } from '../workers/multipart';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';

const MB = 1024 * 1024;
/** Reading is CPU work (OCR ~1–3 s a page): uploads per customer per hour, submit and review together. */
export const OCR_UPLOADS_PER_HOUR = 20;
const HOUR = 3600;
const FILE_STATUS: Record<OcrFileProblem, ContentfulStatusCode> = {
  tooLarge: 413,
  wrongType: 415,
  unreadable: 422,
  tooManyPages: 422,
  tooManyRows: 413,
  tooComplex: 422,
  tooSlow: 422,
};

/** spec 000 §7.7 OCR calls: submit files (read now), confirm the reviewed results, files for the care team. */
export function ocrRoutes(deps: AppDeps) {
  const { db } = deps;
  const customer = requireActiveCustomer(deps);
  const reader = documentReader(deps.config.documents);
  const multipartForm = multipartInWorker(reader, OCR_FILES_FIELD);
  const uploadLimit = bodyLimit({
    maxSize: OCR_MAX_FILES * OCR_MAX_FILE_BYTES + 64 * 1024,
    onError: (c) =>
      jsonError(
        c,
        413,
        `The upload is too large: at most ${OCR_MAX_FILES} files of ${OCR_MAX_FILE_BYTES / MB} MB each.`,
        [{ path: OCR_FILES_FIELD, message: `At most ${OCR_MAX_FILE_BYTES / MB} MB per file` }],
      ),
  });

  /** The customer may add blood results (hasAccessToBru: a DIY upload plan or a plan that includes it). */
  async function mayUpload(customerId: number) {
    const [row] = await db
      .select({ hasAccessToBru: customers.hasAccessToBru })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    if (!row.hasAccessToBru)
      throw new HttpError(403, 'Your plan does not include uploading blood results. Add it in the shop.');
  }

  /** The form's files, counted and checked one by one (size, type sniffed from the bytes): nothing is stored on a refusal. */
  async function checkedFiles(c: Context<CustomerEnv>): Promise<CheckedFile[] | Response> {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      return jsonError(c, 400, 'Send the files as multipart/form-data in the field "files".', [
        { path: OCR_FILES_FIELD, message: 'Choose at least one file' },
      ]);
    }
    const raw = [form[OCR_FILES_FIELD], form[`${OCR_FILES_FIELD}[]`]].flat().filter((v) => v !== undefined);
    const files = raw.filter((v): v is File => v instanceof File);
    if (!files.length)
      return jsonError(c, 400, 'Choose at least one file: a PDF, PNG, JPEG or CSV of your lab report.', [
        { path: OCR_FILES_FIELD, message: 'Choose at least one file' },
      ]);
    if (files.length > OCR_MAX_FILES)
      return jsonError(
        c,
        400,
        `You chose ${files.length} files; upload at most ${OCR_MAX_FILES} at a time.`,
        [{ path: OCR_FILES_FIELD, message: `At most ${OCR_MAX_FILES} files` }],
      );
    const checked: CheckedFile[] = [];
    for (const [i, file] of files.entries()) {
      try {
        checked.push(await checkFile(file, OCR_MAX_FILE_BYTES));
      } catch (err) {
        if (!(err instanceof OcrFileError)) throw err;
        return fileError(c, err, file.name, i, files.length);
      }
    }
    return checked;
  }

  /** 429 once the customer has sent OCR_UPLOADS_PER_HOUR uploads this hour; otherwise counts this one. */
  async function countUpload(c: Context<CustomerEnv>, customerId: number): Promise<Response | undefined> {
    const key = `ocr-upload:${customerId}`;
    const now = deps.now();
    const limit = { key, max: OCR_UPLOADS_PER_HOUR, windowSeconds: HOUR, onSuccess: 'keep' } as const;
    const attempt = await reserveAttempt(db, [limit], now);
    if (attempt.kind === 'refused')
      return tooManyRequests(
        c,
        tooManyMessage('uploads', attempt.retryAfterSeconds),
        attempt.retryAfterSeconds,
      );
    return undefined;
  }

  const fileError = (c: Context, err: OcrFileError, name: string, i: number, count: number) =>
    jsonError(c, FILE_STATUS[err.problem], `${name || 'The file'} ${err.message}`, [
      {
        path: count > 1 ? `${OCR_FILES_FIELD}.${i}` : OCR_FILES_FIELD,
        message: `${name || 'The file'} ${err.message}`,
      },
    ]);

  return new Hono<CustomerEnv>()
    .post(ocrPaths.submitFiles, customer, uploadLimit, multipartForm, async (c) => {
      const { customerId } = c.get('customer');
      await mayUpload(customerId);
      const files = await checkedFiles(c);
      if (files instanceof Response) return files;
      const limited = await countUpload(c, customerId);
      if (limited) return limited;
      const index = await ocrMarkerIndex(db);
      const readings: FileReading[] = [];
      for (const [i, file] of files.entries()) {
        try {
          readings.push(await readFileInWorker(reader, file, index));
        } catch (err) {
          if (!(err instanceof OcrFileError)) throw err;
          return fileError(c, err, file.name, i, files.length);
        }
      }
      const now = deps.now();
      const combined = combineReadings(readings, utcDayOf(now));
      const reading = { ...combined, results: await checkAgainstHistory(db, customerId, combined.results) };
      const groupId = await storeUpload(db, { customerId, purpose: 'results', files, reading, now });
      return c.json<SubmitFilesResponse>({ groupId, ...reading });
    })
    .post(ocrPaths.confirmResults, customer, validate('json', confirmResultsRequest), async (c) => {
      const { customerId } = c.get('customer');
      await mayUpload(customerId);
      const body = c.req.valid('json');
      const now = deps.now();
      const index = await ocrMarkerIndex(db);
      const issues = confirmIssues(body, index);
      if (body.testedAt > utcDayOf(now))
        issues.unshift({ path: 'testedAt', message: 'The draw date cannot be in the future' });
      if (issues.length) throw invalid(issues);
      return c.json(await confirmUpload(db, customerId, body, index, now));
    })
    .post(ocrPaths.reviewFiles, customer, uploadLimit, multipartForm, async (c) => {
      const { customerId } = c.get('customer');
      await mayUpload(customerId);
      const files = await checkedFiles(c);
      if (files instanceof Response) return files;
      const limited = await countUpload(c, customerId);
      if (limited) return limited;
      const groupId = await storeUpload(db, { customerId, purpose: 'review', files, now: deps.now() });
      return c.json({ groupId, status: 'queued' as const });
    });
}
