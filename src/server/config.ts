import path from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** 127.0.0.1 by default outside production: a development server is not reachable from the network. */
  host: string;
  /**
   * Demo personas, their data and the demo store (DEMO_DATA). On by default in development and test;
   * off in production unless DEMO_DEPLOYMENT=1 says the server is a public demo.
   */
  demoData: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** API processes on one PostgreSQL (WEB_CONCURRENCY, node's cluster module); PGlite serves one. */
  webConcurrency: number;
  webDir: string;
  /** The public pages' server renderer built by `vite build --ssr` (issue 22); none: the plain SPA. */
  ssrEntry: string;
  /** False for an API-only process (`npm run dev`, where Vite serves the SPA). */
  serveWeb: boolean;
  logLevel: LogLevel;
  /** Address of the online store the external redirects go to (spec 000 §2.1). */
  storeUrl: string;
  /** The support centre (footer, menus, error pages); by default the store's support page. */
  supportUrl: string;
  /**
   * The other addresses the footer and menus link out to (spec 000 §2.2), each its own variable
   * (CONTACT_URL, CAREERS_URL, …). Unset, each is the store's page for it, so with the demo store
   * on every link opens a demo-store page, and a production server (whose STORE_URL is required)
   * never links to the demo store.
   */
  links: LinkBases;
  /**
   * The analytics and advertising tags' account (ANALYTICS_ID, spec 000 §6): sent to the web app only
   * by a production server without demo data, so tags never run in development, tests or the demo.
   */
  analyticsId: string | undefined;
  /** Header set by a trusted proxy carrying the visitor's ISO country code, e.g. `cf-ipcountry`. */
  countryHeader: string | undefined;
  defaultCountryCode: string;
  /** Address the product is reached at, for links in e-mails. */
  publicUrl: string;
  /** How often expired sessions, links and rate-limit counters are deleted (PURGE_INTERVAL_SECONDS). */
  purgeIntervalSeconds: number;
  /** Days between an approved deletion request and the erasure of the customer (DELETION_GRACE_DAYS). */
  deletionGraceDays: number;
  auth: {
    jwtSecret: string;
    accessTokenSeconds: number;
    refreshTokenDays: number;
    /** Sliding idle timeout of a signed-in session (spec 000 §4 session expiry). */
    sessionIdleSeconds: number;
    /** How long a process trusts a customer session it read (issue 22); 0: read it on every call. */
    sessionCacheSeconds: number;
    loginMaxAttemptsPerAccount: number;
    loginMaxAttemptsPerAddress: number;
    loginWindowSeconds: number;
    resetLinkMinutes: number;
  };
  /** Staff second factor (spec 001 §4). */
  staff: {
    smsCodeMinutes: number;
    smsResendSeconds: number;
    smsCodeMaxAttempts: number;
    /** Wrong SMS or authenticator codes an account may send per LOGIN_WINDOW_SECONDS. */
    secondFactorMaxFailures: number;
  };
  dna: {
    /** Largest raw-data file accepted (spec 000 §7.8 upload-dna-post). */
    uploadMaxBytes: number;
  };
  /** Document reading (OCR uploads, DNA raw data) in worker threads. */
  documents: {
    /** Wall-clock time one file may take to read; then its worker is ended and the file refused. */
    readSeconds: number;
    /** Heap of one reading worker, in MB. */
    workerMemoryMb: number;
    /** Files read at once; more wait their turn. */
    workers: number;
  };
  /** Ask Terra's assistant (docs/decisions/chat.md): the local rules by default, no network. */
  chat: {
    provider: 'local' | 'openai';
    /** An OpenAI-compatible server's base, e.g. `http://127.0.0.1:11434/v1`; required for `openai`. */
    apiBaseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    /** The local assistant's pause between streamed words. */
    tokenDelayMs: number;
  };
  /**
   * The CRM sync's adapter (issue 19, docs/decisions/back-office-integrations.md): the database
   * outbox by default (no network); a real CRM endpoint when CRM_API_URL and CRM_API_TOKEN are set.
   */
  crm: {
    apiUrl: string | undefined;
    apiToken: string | undefined;
    /** How long one contact's request may take before it is recorded as failed. */
    timeoutMs: number;
  };
}

/** The footer's outbound links besides the store and support centre (issue 20). */
export interface LinkBases {
  contactUrl: string;
  careersUrl: string;
  professionalsUrl: string;
  securityUrl: string;
  blogUrl: string;
}

export const DEFAULT_JWT_SECRET = 'development-only-secret-never-use-in-production';

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return n;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

/** Reads the configuration from the environment; every variable is listed in `.env.example`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const countryCode = (env.DEFAULT_COUNTRY_CODE ?? 'US').toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode)) throw new Error('DEFAULT_COUNTRY_CODE must be a two-letter ISO code');
  const jwtSecret = env.JWT_SECRET || DEFAULT_JWT_SECRET;
  if (mode === 'production' && jwtSecret === DEFAULT_JWT_SECRET)
    throw new Error('JWT_SECRET must be set to a long random value in production (see .env.example)');
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const demoData = flag(env, 'DEMO_DATA', mode !== 'production');
  if (mode === 'production' && demoData && !flag(env, 'DEMO_DEPLOYMENT', false))
    throw new Error(
      'DEMO_DATA=1 creates demo accounts whose passwords and authenticator secret are public (README). ' +
        'A production server refuses it unless DEMO_DEPLOYMENT=1 says this deployment is a public demo.',
    );
  if (mode === 'production' && !demoData && !env.STORE_URL)
    throw new Error('STORE_URL must be set in production: the demo store is off (see .env.example)');
  const storeUrl = (env.STORE_URL ?? `http://localhost:${port}/demo-store`).replace(/\/$/, '');
  const supportUrl = linkVariable(env, 'SUPPORT_URL') ?? `${storeUrl}/pages/support`;
  return {
    env: mode,
    port,
    host: env.HOST || (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    demoData,
    dataDir: path.resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webConcurrency: positiveInt(env, 'WEB_CONCURRENCY', 1),
    webDir: path.resolve(env.WEB_DIR ?? './dist/web'),
    ssrEntry: path.resolve(env.SSR_ENTRY ?? './dist/ssr/ssr.js'),
    serveWeb: env.SERVE_WEB !== 'false',
    logLevel,
    storeUrl,
    supportUrl,
    links: {
      // "Contact us" is the support centre's contact page when a support centre is configured.
      contactUrl:
        linkVariable(env, 'CONTACT_URL', true) ??
        (env.SUPPORT_URL ? `${supportUrl}/contact` : `${storeUrl}/pages/contact`),
      careersUrl: linkVariable(env, 'CAREERS_URL') ?? `${storeUrl}/pages/careers`,
      professionalsUrl: linkVariable(env, 'PROFESSIONALS_URL') ?? `${storeUrl}/pages/professionals`,
      securityUrl: linkVariable(env, 'SECURITY_URL') ?? `${storeUrl}/pages/security`,
      blogUrl: linkVariable(env, 'BLOG_URL') ?? `${storeUrl}/blogs/news`,
    },
    analyticsId: analyticsIdOf(env, mode === 'production' && !demoData),
    countryHeader: env.COUNTRY_HEADER?.toLowerCase() || undefined,
    defaultCountryCode: countryCode,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    purgeIntervalSeconds: positiveInt(env, 'PURGE_INTERVAL_SECONDS', 3600),
    deletionGraceDays: positiveInt(env, 'DELETION_GRACE_DAYS', 7),
    auth: {
      jwtSecret,
      accessTokenSeconds: positiveInt(env, 'ACCESS_TOKEN_SECONDS', 900),
      refreshTokenDays: positiveInt(env, 'REFRESH_TOKEN_DAYS', 30),
      sessionIdleSeconds: positiveInt(env, 'SESSION_IDLE_SECONDS', 1800),
      sessionCacheSeconds:
        env.SESSION_CACHE_SECONDS === '0' ? 0 : positiveInt(env, 'SESSION_CACHE_SECONDS', 2),
      loginMaxAttemptsPerAccount: positiveInt(env, 'LOGIN_MAX_ATTEMPTS_PER_ACCOUNT', 5),
      loginMaxAttemptsPerAddress: positiveInt(env, 'LOGIN_MAX_ATTEMPTS_PER_ADDRESS', 30),
      loginWindowSeconds: positiveInt(env, 'LOGIN_WINDOW_SECONDS', 900),
      resetLinkMinutes: positiveInt(env, 'RESET_LINK_MINUTES', 60),
    },
    staff: {
      smsCodeMinutes: positiveInt(env, 'SMS_CODE_MINUTES', 5),
      smsResendSeconds: positiveInt(env, 'SMS_RESEND_SECONDS', 30),
      smsCodeMaxAttempts: positiveInt(env, 'SMS_CODE_MAX_ATTEMPTS', 5),
      secondFactorMaxFailures: positiveInt(env, 'SECOND_FACTOR_MAX_FAILURES', 10),
    },
    dna: { uploadMaxBytes: positiveInt(env, 'DNA_UPLOAD_MAX_BYTES', 40 * 1024 * 1024) },
    documents: {
      readSeconds: positiveInt(env, 'DOCUMENT_READ_SECONDS', 60),
      workerMemoryMb: positiveInt(env, 'DOCUMENT_WORKER_MEMORY_MB', 512),
      workers: positiveInt(env, 'DOCUMENT_WORKERS', 2),
    },
    chat: chatConfig(env),
    crm: crmConfig(env),
  };
}

/** An address variable: unset or empty is undefined; otherwise http(s) (or mailto: where allowed). */
function linkVariable(env: NodeJS.ProcessEnv, name: string, mailto = false): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const allowed = mailto ? /^(https?:\/\/|mailto:)/i : /^https?:\/\//i;
  if (!allowed.test(raw))
    throw new Error(`${name} must be an http(s) address${mailto ? ' or a mailto: link' : ''}, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function analyticsIdOf(env: NodeJS.ProcessEnv, allowed: boolean): string | undefined {
  const id = env.ANALYTICS_ID?.trim();
  if (!id) return undefined;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id))
    throw new Error(`ANALYTICS_ID must be letters, digits, - or _ (at most 64), got "${id}"`);
  return allowed ? id : undefined;
}

function crmConfig(env: NodeJS.ProcessEnv): Config['crm'] {
  const apiUrl = env.CRM_API_URL?.replace(/\/+$/, '') || undefined;
  const apiToken = env.CRM_API_TOKEN || undefined;
  if (apiUrl && !/^https?:\/\//.test(apiUrl)) throw new Error('CRM_API_URL must be an http(s) address');
  if (Boolean(apiUrl) !== Boolean(apiToken))
    throw new Error('CRM_API_URL and CRM_API_TOKEN are set together (see .env.example)');
  return { apiUrl, apiToken, timeoutMs: positiveInt(env, 'CRM_TIMEOUT_MS', 10_000) };
}

function chatConfig(env: NodeJS.ProcessEnv): Config['chat'] {
  const provider = env.CHAT_PROVIDER || 'local';
  if (provider !== 'local' && provider !== 'openai')
    throw new Error(`CHAT_PROVIDER must be local or openai, got "${provider}"`);
  const apiBaseUrl = env.CHAT_API_BASE_URL?.replace(/\/+$/, '') || undefined;
  if (provider === 'openai') {
    if (!apiBaseUrl) throw new Error('CHAT_PROVIDER=openai needs CHAT_API_BASE_URL (see .env.example)');
    if (!/^https?:\/\//.test(apiBaseUrl)) throw new Error('CHAT_API_BASE_URL must be an http(s) address');
  }
  const rawDelay = env.CHAT_TOKEN_DELAY_MS;
  const tokenDelayMs = rawDelay === undefined || rawDelay === '' ? 12 : Number(rawDelay);
  if (!Number.isInteger(tokenDelayMs) || tokenDelayMs < 0 || tokenDelayMs > 1000)
    throw new Error(`CHAT_TOKEN_DELAY_MS must be a whole number from 0 to 1000, got "${rawDelay}"`);
  return {
    provider,
    apiBaseUrl,
    apiKey: env.CHAT_API_KEY || undefined,
    model: env.CHAT_MODEL || 'gpt-4o-mini',
    tokenDelayMs,
  };
}
