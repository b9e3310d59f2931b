import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_AGREEMENT_REQUIRED,
  CHAT_BUSY,
  CHAT_LIMITS,
  chatInfo,
  chatPaths,
  chatSession,
  messagesPath,
  messagesResponse,
  sessionsResponse,
  streamEvents,
  type MessagesResponse,
  TIME_ZONE_HEADER,
  type StreamEvent,
} from '../../src/contract/chat';
import { errorBody } from '../../src/contract/http';
import { ACCOUNT_NOT_ACTIVE } from '../../src/contract/onboarding';
import { chatMessages, chatSessions, customers } from '../../src/server/db/schema';
import { DEMO_DRAWS } from '../../src/server/db/seed/demo-blood';
import { hashPassword } from '../../src/server/services/crypto';
import { bearerCalls } from './http-client';
import { createTestApp, type TestApp } from './test-app';

const email = (persona: string) => `${persona}@demo.healthspan.test`;
const NOW = new Date('2026-11-22T12:00:00Z');
const OTHER = { email: 'chat-other@example.test', password: 'Other-person-1' };
const LATEST_DRAW = DEMO_DRAWS[DEMO_DRAWS.length - 1]!.testedAt;

let t: TestApp;
let active: string;
let other: string;
const { api, logIn } = bearerCalls(() => t);

/** The events of an SSE body, each `data` parsed as JSON against the contract. */
export function parseEvents(body: string): StreamEvent[] {
  return body
    .split(/\n\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      const event = lines
        .find((l) => l.startsWith('event:'))!
        .slice(6)
        .trim() as StreamEvent['event'];
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      return { event, data: streamEvents[event].parse(JSON.parse(data)) } as StreamEvent;
    });
}

async function ask(token: string, id: number, content: unknown, headers: Record<string, string> = {}) {
  return t.app.request(messagesPath(id), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ content }),
  });
}

async function newSession(token: string) {
  const res = await api('POST', chatPaths.sessions, token, {});
  expect(res.status).toBe(201);
  return chatSession.parse(await res.json());
}

/** Frees the customer's question budget between tests (the limit has its own test). */
async function clearRate() {
  await t.database.db.execute(`delete from rate_limits where key like 'chat:%'`);
}

beforeAll(async () => {
  t = await createTestApp({ CHAT_TOKEN_DELAY_MS: '0' });
  t.setNow(NOW);
  await t.database.db.insert(customers).values({
    email: OTHER.email,
    passwordHash: await hashPassword(OTHER.password),
    activationState: 'ACTIVE',
    permissions: ['summary', 'bloodwork', 'nutrition', 'age'],
    sex: 'female',
    birthDate: '1980-01-01',
  });
  active = await logIn(email('active'));
  other = await logIn(OTHER.email, OTHER.password);
});
afterAll(() => t.close());

describe('agreement', () => {
  it('info says the agreement is not given, and every other call answers 403 with the code', async () => {
    const info = chatInfo.parse(await (await api('GET', chatPaths.info, other)).json());
    expect(info).toMatchObject({ agreementGiven: false, agreedAt: null });
    for (const [method, path, body] of [
      ['GET', chatPaths.sessions, undefined],
      ['POST', chatPaths.sessions, {}],
      ['GET', messagesPath(1), undefined],
      ['POST', messagesPath(1), { content: 'Hi' }],
    ] as const) {
      const res = await api(method, path, other, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(errorBody.parse(await res.json()).code).toBe(CHAT_AGREEMENT_REQUIRED);
    }
  });

  it('needs a signed-in ACTIVE customer', async () => {
    expect((await api('GET', chatPaths.info)).status).toBe(401);
    const res = await api('GET', chatPaths.info, await logIn(email('onboarding')));
    expect(res.status).toBe(403);
    expect(errorBody.parse(await res.json()).code).toBe(ACCOUNT_NOT_ACTIVE);
  });

  it('refuses an agreement that is not accepted, naming the field', async () => {
    const res = await api('POST', chatPaths.agreement, other, { accepted: false });
    expect(res.status).toBe(400);
    expect(errorBody.parse(await res.json()).issues?.map((i) => i.path)).toEqual(['accepted']);
  });

  it('gives the agreement once and answers the info', async () => {
    for (const token of [active, other]) {
      const res = await api('POST', chatPaths.agreement, token, { accepted: true });
      expect(res.status).toBe(200);
      const body = chatInfo.parse(await res.json());
      expect(body.agreementGiven).toBe(true);
      expect(body.agreedAt).toBe(NOW.toISOString());
    }
    const info = chatInfo.parse(await (await api('GET', chatPaths.info, active)).json());
    expect(info).toMatchObject({ firstName: 'Alex', lastName: 'Rivera', agreementGiven: true });
  });
});

describe('sessions', () => {
  it('creates empty sessions and lists only the customer’s own, newest first', async () => {
    const first = await newSession(other);
    expect(first).toMatchObject({ title: 'New conversation', messageCount: 0 });
    t.setNow(new Date(NOW.getTime() + 1000));
    const second = await newSession(other);
    t.setNow(NOW);
    const list = sessionsResponse.parse(await (await api('GET', chatPaths.sessions, other)).json());
    expect(list.sessions.map((s) => s.id).slice(0, 2)).toEqual([second.id, first.id]);
    const mine = sessionsResponse.parse(await (await api('GET', chatPaths.sessions, active)).json());
    expect(mine.sessions.some((s) => s.id === first.id)).toBe(false);
  });

  it('answers 404 for another customer’s session and a missing one', async () => {
    const theirs = await newSession(other);
    expect((await api('GET', messagesPath(theirs.id), active)).status).toBe(404);
    expect((await ask(active, theirs.id, 'Hi')).status).toBe(404);
    expect((await api('GET', messagesPath(999999), active)).status).toBe(404);
  });

  it('refuses a session body with fields and a bad id', async () => {
    expect((await api('POST', chatPaths.sessions, active, { title: 'x' })).status).toBe(400);
    const res = await api('GET', messagesPath('abc'), active);
    expect(res.status).toBe(400);
    expect(errorBody.parse(await res.json()).issues?.map((i) => i.path)).toEqual(['id']);
  });
});

describe('asking', () => {
  it.each([
    ['empty', '   '],
    ['too long', 'x'.repeat(CHAT_LIMITS.messageMax + 1)],
    ['not text', 42],
    ['holding a control character', 'Why\u0000 is my LDL high?'],
  ])('refuses a question that is %s, naming content', async (_, content) => {
    const session = await newSession(active);
    const res = await ask(active, session.id, content);
    expect(res.status).toBe(400);
    expect(errorBody.parse(await res.json()).issues?.map((i) => i.path)).toEqual(['content']);
  });

  it('refuses an unknown time zone, naming the header', async () => {
    const session = await newSession(active);
    const res = await ask(active, session.id, 'Hi', { [TIME_ZONE_HEADER]: 'Mars/Olympus_Mons' });
    expect(res.status).toBe(400);
    expect(errorBody.parse(await res.json()).issues?.map((i) => i.path)).toEqual([TIME_ZONE_HEADER]);
  });

  it('streams a grounded reply to "Why is my LDL high?" and stores the conversation', async () => {
    await clearRate();
    const session = await newSession(active);
    const res = await ask(active, session.id, 'Why is my LDL high?', { [TIME_ZONE_HEADER]: 'Europe/Paris' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseEvents(await res.text());
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('start');
    expect(names.slice(-2)).toEqual(['citations', 'done']);
    expect(names.slice(1, -2).every((n) => n === 'token')).toBe(true);
    expect(names.length).toBeGreaterThan(10);
    const start = events[0]!;
    if (start.event !== 'start') throw new Error('no start');
    expect(start.data.session.title).toBe('Why is my LDL high?');
    expect(start.data.userMessage).toMatchObject({ role: 'user', content: 'Why is my LDL high?' });
    const text = events.flatMap((e) => (e.event === 'token' ? [e.data.text] : [])).join('');
    expect(text).toContain('Your latest LDL cholesterol is 114 mg/dL, from your draw on Sep 15, 2026');
    const citations = events.find((e) => e.event === 'citations');
    if (citations?.event !== 'citations') throw new Error('no citations');
    expect(citations.data.citations).toContainEqual(
      expect.objectContaining({
        kind: 'marker',
        markerAbbr: 'LDL',
        value: 114,
        unit: 'mg/dL',
        date: LATEST_DRAW,
        href: '/customer/bloodwork/marker-results/LDL',
      }),
    );
    const done = events[events.length - 1]!;
    if (done.event !== 'done') throw new Error('no done');
    expect(done.data.message).toMatchObject({ status: 'complete', content: text.trim() });

    const stored = messagesResponse.parse(await (await api('GET', messagesPath(session.id), active)).json());
    expect(stored.session).toMatchObject({ title: 'Why is my LDL high?', messageCount: 2 });
    expect(stored.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(stored.messages[1]!.citations).toEqual(citations.data.citations);

    // A follow-up in the same session keeps the title.
    const again = parseEvents(await (await ask(active, session.id, 'How has it changed over time?')).text());
    expect(again.at(-1)?.event).toBe('done');
    const after = messagesResponse.parse(await (await api('GET', messagesPath(session.id), active)).json());
    expect(after.session).toMatchObject({ title: 'Why is my LDL high?', messageCount: 4 });
    expect(after.messages[3]!.content).toContain('over 5 draws');
  });

  it('declines dosing with safe wording and still shares the facts', async () => {
    await clearRate();
    const session = await newSession(active);
    const events = parseEvents(
      await (await ask(active, session.id, 'How much insulin should I take?')).text(),
    );
    const text = events.flatMap((e) => (e.event === 'token' ? [e.data.text] : [])).join('');
    expect(text).toMatch(/can’t advise on medication/);
    expect(text).toMatch(/insulin/i);
  });

  it('answers 409 while a reply streams in the session, and after a crash no longer', async () => {
    await clearRate();
    const session = await newSession(active);
    const [row] = await t.database.db
      .insert(chatMessages)
      .values({ sessionId: session.id, role: 'assistant', content: '', status: 'streaming', createdAt: NOW })
      .returning();
    const res = await ask(active, session.id, 'Hi');
    expect(res.status).toBe(409);
    expect(errorBody.parse(await res.json()).code).toBe(CHAT_BUSY);
    t.setNow(new Date(NOW.getTime() + 3 * 60_000));
    const ok = await ask(active, session.id, 'Hi');
    expect(ok.status).toBe(200);
    await ok.text();
    t.setNow(NOW);
    const [stale] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, row!.id));
    expect(stale!.status).toBe('interrupted');
  });

  it('answers 429 with Retry-After after 10 questions a minute', async () => {
    await clearRate();
    const session = await newSession(active);
    for (let i = 0; i < CHAT_LIMITS.messagesPerMinute; i++) {
      const res = await ask(active, session.id, `Hello ${i}`);
      expect(res.status).toBe(200);
      await res.text();
    }
    const res = await ask(active, session.id, 'One more');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorBody.parse(await res.json()).retryAfterSeconds).toBeGreaterThan(0);
    await clearRate();
  });
});

describe('a stream cut by the client', () => {
  it('is stored as interrupted with what was sent', async () => {
    const slow = await createTestApp({ CHAT_TOKEN_DELAY_MS: '40' });
    slow.setNow(NOW);
    const server = serve({ fetch: slow.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const call = (path: string, init: RequestInit = {}) =>
        fetch(base + path, {
          ...init,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
        });
      const token = await bearerCalls(() => slow).logIn(email('active'));
      await call(chatPaths.agreement, { method: 'POST', body: JSON.stringify({ accepted: true }) });
      const session = chatSession.parse(
        await (await call(chatPaths.sessions, { method: 'POST', body: '{}' })).json(),
      );
      const controller = new AbortController();
      const res = await call(messagesPath(session.id), {
        method: 'POST',
        body: JSON.stringify({ content: 'Why is my LDL high?' }),
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      let received = '';
      while ((received.match(/event: token/g) ?? []).length < 3) {
        const { value } = await reader.read();
        received += new TextDecoder().decode(value);
      }
      controller.abort();
      let stored: MessagesResponse | undefined;
      for (let i = 0; i < 50; i++) {
        await new Promise((r) => setTimeout(r, 50));
        stored = messagesResponse.parse(await (await call(messagesPath(session.id))).json());
        if (stored.messages[1]?.status !== 'streaming') break;
      }
      const reply = stored!.messages[1]!;
      expect(reply.status).toBe('interrupted');
      expect(reply.content.length).toBeGreaterThan(0);
      expect('Your latest LDL cholesterol is 114 mg/dL'.startsWith(reply.content.trim().slice(0, 20))).toBe(
        true,
      );
      // The session is free again.
      const next = await call(messagesPath(session.id), {
        method: 'POST',
        body: JSON.stringify({ content: 'Hi' }),
      });
      expect(next.status).toBe(200);
      await next.text();
    } finally {
      server.close();
      await slow.close();
    }
  });
});

describe('the OpenAI-compatible provider', () => {
  it('streams a fake server’s completion through and sends it the grounding and the question', async () => {
    const received: { url?: string; auth?: string; body?: unknown } = {};
    const fake = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d: Buffer) => (raw += d.toString()));
      req.on('end', () => {
        received.url = req.url;
        received.auth = req.headers.authorization;
        received.body = JSON.parse(raw);
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const chunks = ['Your LDL', ' is 114', ' mg/dL.'];
        for (const c of chunks)
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: c } }] })}\n\n`);
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    const withModel = await createTestApp({
      CHAT_PROVIDER: 'openai',
      CHAT_API_BASE_URL: `http://127.0.0.1:${port}/v1`,
      CHAT_API_KEY: 'test-key',
      CHAT_MODEL: 'tiny-model',
    });
    withModel.setNow(NOW);
    try {
      const calls = bearerCalls(() => withModel);
      const token = await calls.logIn(email('active'));
      await calls.api('POST', chatPaths.agreement, token, { accepted: true });
      const session = chatSession.parse(
        await (await calls.api('POST', chatPaths.sessions, token, {})).json(),
      );
      const res = await withModel.app.request(messagesPath(session.id), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Why is my LDL high?' }),
      });
      const events = parseEvents(await res.text());
      expect(events.filter((e) => e.event === 'token').map((e) => e.data)).toEqual([
        { text: 'Your LDL' },
        { text: ' is 114' },
        { text: ' mg/dL.' },
      ]);
      const cites = events.find((e) => e.event === 'citations');
      if (cites?.event !== 'citations') throw new Error('no citations');
      expect(cites.data.citations.some((c) => c.markerAbbr === 'LDL' && c.value === 114)).toBe(true);
      expect(events.at(-1)).toMatchObject({
        event: 'done',
        data: { message: { content: 'Your LDL is 114 mg/dL.' } },
      });
      expect(received.url).toBe('/v1/chat/completions');
      expect(received.auth).toBe('Bearer test-key');
      const body = received.body as {
        model: string;
        stream: boolean;
        messages: { role: string; content: string }[];
      };
      expect(body).toMatchObject({ model: 'tiny-model', stream: true });
      expect(body.messages[0]!.role).toBe('system');
      expect(body.messages[0]!.content).toContain('LDL cholesterol (LDL, mg/dL): 114 on Sep 15, 2026');
      expect(body.messages[0]!.content).toMatch(/Never diagnose/);
      expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Why is my LDL high?' });
    } finally {
      fake.close();
      await withModel.close();
    }
  });

  it('stores the reply as failed and sends an error event when the model server fails', async () => {
    const fake = http.createServer((_req, res) => {
      res.writeHead(500);
      res.end('boom');
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    const withModel = await createTestApp({
      CHAT_PROVIDER: 'openai',
      CHAT_API_BASE_URL: `http://127.0.0.1:${port}`,
    });
    withModel.setNow(NOW);
    try {
      const calls = bearerCalls(() => withModel);
      const token = await calls.logIn(email('active'));
      await calls.api('POST', chatPaths.agreement, token, { accepted: true });
      const session = chatSession.parse(
        await (await calls.api('POST', chatPaths.sessions, token, {})).json(),
      );
      const res = await withModel.app.request(messagesPath(session.id), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Hi' }),
      });
      const events = parseEvents(await res.text());
      expect(events.map((e) => e.event)).toEqual(['start', 'error']);
      const [, reply] = await withModel.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, session.id))
        .orderBy(chatMessages.id);
      expect(reply!.status).toBe('failed');
      const [row] = await withModel.database.db
        .select()
        .from(chatSessions)
        .where(eq(chatSessions.id, session.id));
      expect(row!.title).toBe('Hi');
    } finally {
      fake.close();
      await withModel.close();
    }
  });
});
