import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '../../src/contract/account';
import { adminPaths } from '../../src/contract/admin';
import { authPaths } from '../../src/contract/auth';
import { bloodPaths } from '../../src/contract/blood';
import { errorBody } from '../../src/contract/http';
import { hubspotEmailPreferencesPath, membershipPaths } from '../../src/contract/membership';
import { ocrPaths } from '../../src/contract/ocr';
import { CONTROL_CHARACTERS_MESSAGE } from '../../src/contract/text';
import { DEFAULT_BODY_MAX_BYTES } from '../../src/server/http/request-limits';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const { api, logIn } = bearerCalls(() => t);
const email = (persona: string) => `${persona}@demo.healthspan.test`;
const NUL = '\u0000';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A body of `bytes` bytes sent in 16 KB chunks without a Content-Length; `pulled` counts what was read. */
function streamedBody(bytes: number) {
  const chunk = new TextEncoder().encode(`{"email":"${'a'.repeat(16 * 1024 - 11)}"`);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= bytes) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

async function issuesOf(res: Response) {
  return errorBody.parse(await res.json()).issues ?? [];
}

describe('body limit (finding 6)', () => {
  it(`answers 413 with a JSON error to a 5 MB JSON sign-in that declares its length`, async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(5 * 1024 * 1024) });
    const res = await t.app.request(authPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
    expect(errorBody.parse(await res.json()).error).toMatch(/too large/);
  });

  it('answers 413 to a streamed 5 MB sign-in without a Content-Length, having read only the limit', async () => {
    const { stream, counter } = streamedBody(5 * 1024 * 1024);
    const res = await t.app.request(authPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(DEFAULT_BODY_MAX_BYTES + 2 * 16 * 1024);
  });

  it('refuses the anonymous bodies of the issue alike (staff sign-in, post purchase, e-mail preferences)', async () => {
    const big = JSON.stringify({ x: 'y'.repeat(DEFAULT_BODY_MAX_BYTES) });
    const calls = [
      ['POST', adminPaths.login],
      ['POST', authPaths.postPurchaseToken],
      ['PUT', membershipPaths.emailPreferences],
    ] as const;
    const answers = await Promise.all(
      calls.map(async ([method, path]) =>
        t.app.request(path, { method, headers: { 'content-type': 'application/json' }, body: big }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(calls.map(() => 413));
  });

  it('lets a body under the limit through, and raises the limit only on the upload paths', async () => {
    const small = await api('POST', authPaths.login, undefined, {
      email: 'nobody@x.test',
      password: 'wrong',
    });
    expect(small.status).toBe(401);
    const form = new FormData();
    form.append('files', new File([new Uint8Array(1024 * 1024)], 'report.pdf', { type: 'application/pdf' }));
    // signed out: past the size check, the route asks for a sign-in
    const upload = await t.app.request(ocrPaths.submitFiles, { method: 'POST', body: form });
    expect(upload.status).toBe(401);
    const other = await t.app.request(bloodPaths.share, { method: 'POST', body: form });
    expect(other.status).toBe(413);
  });

  it('refuses over real HTTP too: declared and chunked 5 MB sign-ins get 413 while the server keeps answering', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    /** Sends up to 5 MB in 64 KB chunks, stopping as soon as the answer arrives. */
    const send = (declared: boolean) =>
      new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        const total = 5 * 1024 * 1024;
        const chunk = Buffer.alloc(64 * 1024, 'x');
        let sent = 0;
        let answered = false;
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: authPaths.login,
            headers: {
              'content-type': 'application/json',
              ...(declared ? { 'content-length': String(total) } : {}),
            },
          },
          (res) => {
            answered = true;
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
          },
        );
        req.on('error', (err) => (answered ? undefined : reject(err)));
        const pump = () => {
          while (!answered && sent < total) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered) req.end();
        };
        pump();
      });
    try {
      for (const declared of [true, false]) {
        const answer = await send(declared);
        expect(answer.status, declared ? 'declared' : 'chunked').toBe(413);
        expect(errorBody.parse(JSON.parse(answer.body)).error).toMatch(/too large/);
      }
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('leaves GET requests alone', async () => {
    expect((await t.app.request('/api/health')).status).toBe(200);
  });
});

describe('malformed and deeply nested JSON', () => {
  it('answers 400 naming the body for JSON that does not parse', async () => {
    const res = await t.app.request(authPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect((await issuesOf(res)).map((i) => i.path)).toEqual(['(body)']);
  });

  it('answers 400, not a crash, to nesting as deep as the limit allows', async () => {
    const depth = DEFAULT_BODY_MAX_BYTES / 2 - 16;
    const bodies = [
      '['.repeat(depth) + ']'.repeat(depth),
      `{"email":${'['.repeat(depth - 8)}${']'.repeat(depth - 8)}}`,
      '{"a":'.repeat(depth / 3) + '1' + '}'.repeat(depth / 3),
    ];
    for (const body of bodies) {
      const res = await t.app.request(authPaths.login, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect((await issuesOf(res)).length).toBeGreaterThan(0);
    }
  });
});

describe('control characters (finding 8): 400 naming the field, never a 500', () => {
  it('refuses a NUL in the text fields the issue lists, naming each field', async () => {
    const active = await logIn(email('active'));
    const upload = await logIn(email('upload'));
    const cases: [string, string, string | undefined, unknown, string][] = [
      [
        'POST',
        accountPaths.addressPost,
        active,
        { country: 'US', line1: `1 Main${NUL}`, city: 'Austin', state: 'TX', postalCode: '73301' },
        'line1',
      ],
      ['POST', bloodPaths.submitNote.replace(':id', '1'), active, { title: `T${NUL}`, comment: '' }, 'title'],
      [
        'POST',
        accountPaths.sharingResultsPost,
        active,
        { sharedName: `Dr${NUL}`, sharedEmail: 'dr@x.test' },
        'sharedName',
      ],
      ['POST', authPaths.securityQuestion, undefined, { email: `a${NUL}@x.test` }, 'email'],
      [
        'POST',
        accountPaths.securityQuestionPost,
        active,
        { question: `Pet${NUL}?`, answer: 'Rex', currentPassword: 'x' },
        'question',
      ],
      [
        'PUT',
        membershipPaths.emailPreferences,
        undefined,
        { id: `${'a'.repeat(16)}${NUL}`, email: 'a@x.test', subscriptionTypes: [] },
        'id',
      ],
      [
        'POST',
        ocrPaths.confirmResults,
        upload,
        {
          groupId: `g${NUL}`,
          testedAt: '2026-01-02',
          results: [{ markerAbbr: 'HDL', value: 50, unit: 'mg/dL' }],
        },
        'groupId',
      ],
      ['POST', authPaths.login, undefined, { email: 'a@x.test', password: `pass${NUL}word` }, 'password'],
      ['GET', `${adminPaths.customers}?q=ann${encodeURIComponent(NUL)}`, undefined, undefined, 'q'],
      ['GET', `${bloodPaths.markersForView}?categoryAbbr=%C2%85`, active, undefined, 'categoryAbbr'],
      ['GET', '/demo-store/products/essentials%00', undefined, undefined, '(path)'],
      ['GET', hubspotEmailPreferencesPath(`${'a'.repeat(16)}${NUL}`), undefined, undefined, '(path)'],
    ];
    const answers = await Promise.all(
      cases.map(([method, path, token, json]) => api(method, path, token, json)),
    );
    for (const [i, res] of answers.entries()) {
      const [method, path, , , field] = cases[i]!;
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(await issuesOf(res), `${method} ${path}`).toContainEqual({
        path: field,
        message: CONTROL_CHARACTERS_MESSAGE,
      });
    }
  });

  it('refuses a NUL in the demo store checkout form (plan and names) without a 500', async () => {
    const form = {
      slug: 'essentials',
      firstName: 'Ann',
      lastName: 'Lee',
      email: `checkout-${Date.now()}@x.test`,
      password: 'Healthspan-demo-9',
    };
    const answers = await Promise.all(
      [{ slug: `essentials${NUL}` }, { firstName: `Ann${NUL}` }, { email: `a${NUL}@x.test` }].map(
        async (bad) =>
          t.app.request('/demo-store/checkout', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ ...form, ...bad }).toString(),
          }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400]);
  });

  it('keeps tab and newline in multi-line text (a note comment) and refuses them in a one-line title', async () => {
    const active = await logIn(email('active'));
    const tabbed = await api('POST', bloodPaths.submitNote.replace(':id', '1'), active, {
      title: `a\tb`,
      comment: 'one\ntwo',
    });
    expect(tabbed.status).toBe(400);
    expect((await issuesOf(tabbed)).map((i) => i.path)).toEqual(['title']);
  });
});
