import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_LIMITS,
  chatPaths,
  messagesPath,
  type StreamEvent,
  TIME_ZONE_HEADER,
} from '../../src/contract/chat';
import { createSseParser, MESSAGE_MAX, streamMessage } from '../../src/web/features/ask-terra/chat-api';
import { ApiError } from '../../src/web/lib/api';
import { message, startData } from '../machines/chat.fixtures';

const sse = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

function streamOf(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the server-sent event parser', () => {
  it('reads events from chunks split anywhere, CRLF lines and comments included', () => {
    const text =
      ': keep-alive\r\n\r\n' +
      sse('start', startData()) +
      sse('token', { text: 'Your LDL\nwas' }) +
      'event: token\r\ndata: {"text":" 142"}\r\n\r\n' +
      sse('done', { message: message(11, 'assistant', 'Your LDL was 142') });
    for (const size of [1, 3, 7, text.length]) {
      const events: StreamEvent[] = [];
      const parser = createSseParser((event) => events.push(event));
      for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
      parser.end();
      expect(events.map((e) => e.event)).toEqual(['start', 'token', 'token', 'done']);
      expect(events[1]).toEqual({ event: 'token', data: { text: 'Your LDL\nwas' } });
      expect(events[2]).toEqual({ event: 'token', data: { text: ' 142' } });
    }
  });

  it('skips unknown events and dispatches a last event without its blank line', () => {
    const events: StreamEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push('event: ping\ndata: {}\n\nevent: error\ndata: {"error":"The assistant failed"}');
    parser.end();
    expect(events).toEqual([{ event: 'error', data: { error: 'The assistant failed' } }]);
  });
});

describe('streamMessage (spec 000 §7.9)', () => {
  it('posts the question with the bearer token, the time zone and the stream accept header', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(
          streamOf([sse('token', { text: 'Hi' }).slice(0, 9), sse('token', { text: 'Hi' }).slice(9)]),
          {
            headers: { 'content-type': 'text/event-stream' },
          },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const events: StreamEvent[] = [];
    await streamMessage({
      sessionId: 7,
      content: 'Why is my LDL high?',
      token: 'token-1',
      signal: new AbortController().signal,
      onEvent: (event) => events.push(event),
      timeZone: 'Europe/Paris',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(messagesPath(7));
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('text/event-stream');
    expect(headers.get(TIME_ZONE_HEADER)).toBe('Europe/Paris');
    expect(JSON.parse(init.body as string)).toEqual({ content: 'Why is my LDL high?' });
    expect(events).toEqual([{ event: 'token', data: { text: 'Hi' } }]);
  });

  it.each([
    [403, { error: 'Accept the terms first', code: 'CHAT_AGREEMENT_REQUIRED' }, {}],
    [409, { error: 'A reply is already being written', code: 'CHAT_BUSY' }, {}],
    [429, { error: 'Too many questions' }, { 'retry-after': '12' }],
    [400, { error: 'Check the question', issues: [{ path: 'content', message: 'Type a question' }] }, {}],
  ])('a %i answer rejects with the ApiError of its body', async (status, body, headers) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json', ...headers },
          }),
        ),
      ),
    );
    const error = await streamMessage({
      sessionId: 1,
      content: 'x',
      token: 't',
      signal: new AbortController().signal,
      onEvent: () => {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).body).toMatchObject(body);
    if (status === 429) expect((error as ApiError).body.retryAfterSeconds).toBe(12);
  });

  it('an aborted stream (Stop) rejects as aborted', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) =>
        init.signal?.aborted
          ? Promise.reject(new DOMException('aborted', 'AbortError'))
          : Promise.reject(new Error('expected an aborted signal')),
      ),
    );
    controller.abort();
    const error = await streamMessage({
      sessionId: 1,
      content: 'x',
      token: 't',
      signal: controller.signal,
      onEvent: () => {},
    }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('aborted');
  });

  it('writes out the contract paths and limit it uses', () => {
    expect(MESSAGE_MAX).toBe(CHAT_LIMITS.messageMax);
    expect(messagesPath(3)).toBe(chatPaths.messages.replace(':id', '3'));
  });
});
