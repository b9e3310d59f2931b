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
