import type { LogLevel } from './config';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** One JSON line per record on stderr (errors) or stdout (the rest). */
export function createLogger(
  level: LogLevel,
  write: (line: string, isError: boolean) => void = defaultWrite,
): Logger {
  const at = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (rank[lvl] < rank[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }), lvl === 'error');
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

function defaultWrite(line: string, isError: boolean) {
  (isError ? process.stderr : process.stdout).write(line + '\n');
}

/** spec 000 §8: 400, 502 and 503 are logged as errors, every other status at debug. */
export function requestLogLevel(status: number): 'error' | 'debug' {
  return status === 400 || status === 502 || status === 503 ? 'error' : 'debug';
}

// Path segments that are credentials (a coach's guid link) or one-time codes stay out of the logs.
const SECRET_SEGMENTS =
  /^(\/api\/coach\/loginByGuid\/|\/api\/admin\/second-factor-auth\/verify-google-authenticator-code\/)[^/]+/;

/** The request path as logs may keep it. */
export const redactPath = (path: string) => path.replace(SECRET_SEGMENTS, '$1…');

export type ErrorFields = { error: string; stack?: string } & Record<string, unknown>;

interface FailedQuery {
  query: string;
  params: unknown;
  cause?: unknown;
}

const isFailedQuery = (e: unknown): e is FailedQuery =>
  e instanceof Error && typeof (e as Partial<FailedQuery>).query === 'string' && 'params' in e;

// What the database driver says about a failure without quoting a value (its message and detail
// may: `Key (email)=(…) already exists`, `invalid input syntax for type integer: "…"`).
const DRIVER_FIELDS = ['code', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;

/**
 * The fields a log record may keep about an error: for a failed query, its statement and the
 * database's error code and constraint, never the parameter values (password and security-answer
 * hashes, e-mails, addresses); for any other error, its message with anything from a `params:` list
 * on cut off. The stack keeps only its frames, since its first line repeats the message.
 */
export function errorFields(err: unknown): ErrorFields {
  if (!(err instanceof Error)) return { error: typeof err === 'string' ? redactParams(err) : typeof err };
  const fields: ErrorFields = { error: `${err.name}: ${redactParams(err.message)}` };
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (isFailedQuery(e)) {
      fields.error = 'query failed';
      fields.statement = e.query;
    } else if (depth === 0 && isDatabaseError(e)) fields.error = 'database error';
    const driver = e as unknown as Record<string, unknown>;
    for (const name of DRIVER_FIELDS)
      if (fields[name] === undefined && typeof driver[name] === 'string') fields[name] = driver[name];
  }
  fields.stack = err.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return fields;
}

const isDatabaseError = (e: Error) => {
  const { code, severity } = e as Error & { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

const redactParams = (text: string) => text.replace(/\bparams:[\s\S]*$/, 'params: [not logged]');
