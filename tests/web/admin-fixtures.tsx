import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { accessCovers, type AccessPattern, type AccessRequirement } from '../../src/contract/admin';
import { fillPath } from '../../src/contract/admin';
import { backOfficePaths, type AuditEvent } from '../../src/contract/back-office';
import type { JobLogLine, JobView } from '../../src/contract/back-office-jobs';
import type { AdminSession } from '../../src/web/components/admin/admin-layout';
import type * as Api from '../../src/web/lib/api';
import type * as StaffAuth from '../../src/web/lib/staff-auth';

// The back-office screens of issue 19 under test, each with its calls answered by a fake server.
// A test file wires them with three lines (vi.mock is hoisted, so each file names them itself):
//
//   vi.mock('../../src/web/lib/api', async (original) => (await import('./admin-fixtures')).apiMock(original));
//   vi.mock('../../src/web/lib/staff-auth', async (original) => (await import('./admin-fixtures')).staffAuthMock(original));
//   vi.mock('../../src/web/components/admin/admin-layout', async () => (await import('./admin-fixtures')).layoutMock());
//
// This module must not import src/web/lib/api itself: the mock's factory imports this module.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Call {
  method: Method;
  /** The path without its query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}
/** What the fake answers: a body, `failWith(…)`, `PENDING`, or a function of the call giving one of those. */
type Answer = unknown;
interface Failure {
  failWith: { status: number; error: string; issues?: { path: string; message: string }[] };
}

/** A call that never answers: the screen stays loading. */
export const PENDING = Symbol('pending');

/** The server's 400 naming each field (what `invalid(issues)` sends). */
export const badRequest = (issues: Record<string, string>): Failure => ({
  failWith: {
    status: 400,
    error: `Invalid ${Object.keys(issues).join(', ')}`,
    issues: Object.entries(issues).map(([path, message]) => ({ path, message })),
  },
});
export const failure = (status: number, error: string): Failure => ({ failWith: { status, error } });

const routes = new Map<string, Answer>();
/** Every call the screen made, in order. */
export const calls: Call[] = [];

/** Answers `method path` (the path as adminUrl fills it, without a query) with `answer` from now on. */
export function answer(method: Method, path: string, reply: Answer) {
  routes.set(`${method} ${path.split('?')[0]}`, reply);
}
export const callsTo = (method: Method, path: string) =>
  calls.filter((c) => c.method === method && c.path === path.split('?')[0]);

/** Forgets the answers and calls, and gives the signed-in admin every access again. */
export function resetFakeServer() {
  routes.clear();
  calls.length = 0;
  grants.splice(0, grants.length, ...ADMINISTRATOR);
}

function reply(call: Call, ApiError: typeof Api.ApiError): Promise<unknown> {
  const key = `${call.method} ${call.path}`;
  let found = routes.get(key);
  if (typeof found === 'function') found = (found as (c: Call) => Answer)(call);
  if (found === PENDING) return new Promise(() => undefined);
  if (found === undefined) found = failure(404, `No fake answer for ${key}`);
  if (typeof found === 'object' && found !== null && 'failWith' in found) {
    const { status, ...body } = (found as Failure).failWith;
    return Promise.reject(new ApiError('http', status, body, call.path));
  }
  // a copy: a screen must not change the fixture another test reads
  return Promise.resolve(structuredClone(found));
}

function callOf(method: string | undefined, url: string, body: unknown): Call {
  const parsed = new URL(url, 'http://localhost');
  const call = {
    method: (method ?? 'GET').toUpperCase() as Method,
    path: parsed.pathname,
    query: parsed.searchParams,
    body,
  };
  calls.push(call);
  return call;
}

/** lib/api with staffFetch and uploadWithProgress answered by the fake server. */
export async function apiMock(original: () => Promise<unknown>) {
  const actual = (await original()) as typeof Api;
  return {
    ...actual,
    staffFetch: (url: string, options: { method?: string; body?: unknown } = {}) =>
      reply(callOf(options.method, url, options.body), actual.ApiError),
    uploadWithProgress: (url: string, form: FormData) => reply(callOf('POST', url, form), actual.ApiError),
  };
}

/** lib/staff-auth with an admin already signed in (what useAdminQuery waits for). */
export async function staffAuthMock(original: () => Promise<unknown>) {
  const actual = (await original()) as typeof StaffAuth;
  const signedIn = createActor(
    createMachine({ initial: 'signedIn', context: { session: {} }, states: { signedIn: {} } }),
  ).start();
  return { ...actual, staffActor: () => signedIn };
}

export const ADMINISTRATOR: AccessPattern[] = [{ area: 'admin', controller: null, action: null }];
/** What the signed-in admin's role grants (resetFakeServer: everything); a test narrows it. */
export const grants: AccessPattern[] = [...ADMINISTRATOR];

const admin: AdminSession = {
  profile: {
    id: 1,
    email: 'admin-totp@demo.healthspan.test',
    firstName: 'Ada',
    lastName: 'Admin',
    kind: 'admin',
    role: { name: 'Administrator', homePage: null, hasDashboard: true },
    roleAccesses: grants,
    companyId: 1,
    hasOrdersPageAccess: true,
  },
  settings: {} as AdminSession['settings'],
  can: (need: AccessRequirement) => accessCovers(grants, need),
};

/** The admin frame as a plain page (header, menu and sign-in are tested elsewhere). */
export function layoutMock() {
  return {
    useAdmin: () => admin,
    AdminPage: ({
      title,
      intro,
      actions,
      children,
    }: {
      title: string;
      intro?: ReactNode;
      actions?: ReactNode;
      children: ReactNode | ((a: AdminSession) => ReactNode);
    }) => (
      <main>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {actions}
        {typeof children === 'function' ? children(admin) : children}
      </main>
    ),
  };
}

/** Renders a screen at `url` (its query is the screen's state: `?job=`, filters). */
export function renderAt(url: string, screen: ReactNode): RenderResult {
  window.history.replaceState(null, '', url);
  return render(screen);
}

/** While `path` has not answered, the screen at `url` shows `loading`. */
export function expectLoading(url: string, page: ReactNode, path: string, loading: string) {
  answer('GET', path, PENDING);
  const { unmount } = renderAt(url, page);
  expect(screen.getByText(loading)).toBeInTheDocument();
  unmount();
}

/** expectLoading, then: answered `empty`, the screen says `emptyText`. */
export async function expectLoadingThenEmpty(
  url: string,
  page: ReactNode,
  path: string,
  words: { loading: string; empty: unknown; emptyText: string | RegExp },
) {
  expectLoading(url, page, path, words.loading);
  answer('GET', path, words.empty);
  const { unmount } = renderAt(url, page);
  expect(await screen.findByText(words.emptyText)).toBeInTheDocument();
  unmount();
}

export const search = () => new URLSearchParams(window.location.search);

// ── Records ─────────────────────────────────────────────────────────────────

export const AT = '2026-11-20T10:00:00.000Z';

export const job = (overrides: Partial<JobView> = {}): JobView => ({
  id: 7,
  kind: 'utility-script',
  title: 'Recompute InnerAge for all customers',
  status: 'succeeded',
  dryRun: false,
  total: 3,
  done: 3,
  failed: 0,
  skipped: 0,
  summary: 'Done.',
  error: null,
  cancelRequested: false,
  staffName: 'Ada Admin',
  createdAt: AT,
  startedAt: AT,
  finishedAt: AT,
  files: [],
  ...overrides,
});

export const logLine = (id: number, overrides: Partial<JobLogLine> = {}): JobLogLine => ({
  id,
  at: AT,
  level: 'info',
  itemKey: null,
  outcome: 'ok',
  message: `Line ${id}`,
  ...overrides,
});

export const jobsPage = (items: JobView[]) => ({ items, page: 1, pageSize: 10, total: items.length });

export const auditEvent = (id: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  at: AT,
  staffId: 1,
  staffName: 'Ada Admin',
  customerId: 42,
  companyId: null,
  entity: 'deletion-request',
  entityId: '3',
  action: 'approve',
  summary: 'Deletion request #3 approved',
  reason: 'The customer asked by phone',
  before: { state: 'pending' },
  after: { state: 'approved', eraseAfter: '2026-12-20T10:00:00.000Z' },
  ...overrides,
});

/** The fake answers for following `view` (its log read to the end) and the history of its kind. */
export function answerJob(view: JobView, lines: JobLogLine[] = [], history: JobView[] = [view]) {
  answer('GET', fillPath(backOfficePaths.jobLog, { id: String(view.id) }), { items: lines, job: view });
  answer('GET', backOfficePaths.jobs, jobsPage(history));
}
