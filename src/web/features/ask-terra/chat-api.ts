import type {
  AgreementRequest,
  CHAT_LIMITS,
  ChatInfo,
  chatPaths,
  ChatSession,
  MessagesResponse,
  SessionsResponse,
  StreamEvent,
  StreamEventName,
  TIME_ZONE_HEADER,
} from '../../../contract/chat';
import type { ErrorBody } from '../../../contract/http';
import { isErrorBody } from '../../../../machines/shared/failure';
import { ApiError, apiFetch, toApiError } from '../../lib/api';

// Paths, header and limit as in src/contract/chat.ts, typed by its literal types and written out so
// the contract's zod schemas stay out of the browser bundle (as lib/api.ts does).
const paths: Omit<typeof chatPaths, 'messages'> = {
  info: '/askit/profile/customer/v1/info',
  agreement: '/askit/profile/customer/v1/agreement',
  sessions: '/askit/chat/customer/v1/sessions',
};
const messagesPath = (id: number) => `/askit/chat/customer/v1/sessions/${id}/messages`;
const ZONE_HEADER: typeof TIME_ZONE_HEADER = 'X-Time-Zone';
export const MESSAGE_MAX: (typeof CHAT_LIMITS)['messageMax'] = 2000;

const STREAM_EVENTS: readonly StreamEventName[] = ['start', 'token', 'citations', 'done', 'error'];
const isStreamEventName = (name: string): name is StreamEventName =>
  (STREAM_EVENTS as readonly string[]).includes(name);

/** The browser's IANA zone: the server writes the dates of its answers in it (spec 000 §7.9). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Reads a `text/event-stream` in chunks split anywhere: `event:` and `data:` lines, events
 * separated by a blank line. Unknown event names and comments are skipped.
 */
export function createSseParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let name = 'message';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length && isStreamEventName(name)) {
      onEvent({ event: name, data: JSON.parse(data.join('\n')) as unknown } as StreamEvent);
    }
    name = 'message';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      // a trailing "\r" may be the first half of "\r\n": it waits for the next chunk
      const held = buffer.endsWith('\r') ? '\r' : '';
      const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + held;
      for (const text of lines) line(text);
    },
    end() {
      for (const text of buffer.split(/\r\n|\r|\n/)) if (text) line(text);
      buffer = '';
      dispatch();
    },
  };
}

export interface StreamMessageOptions {
  sessionId: number;
  content: string;
  /** A token the token actor vouched for at least CHAT_TOKEN_THRESHOLD_SECONDS (spec 000 §9). */
  token: string | undefined;
  signal: AbortSignal;
  onEvent: (event: StreamEvent) => void;
  timeZone?: string;
}

async function errorOf(response: Response, url: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const fallback: ErrorBody = { error: `The server answered ${response.status}` };
  const errorBody = isErrorBody(body) ? body : fallback;
  const retry = Number(response.headers.get('retry-after'));
  if (response.status === 429 && errorBody.retryAfterSeconds === undefined && retry > 0)
    errorBody.retryAfterSeconds = retry;
  return new ApiError('http', response.status, errorBody, url);
}

/**
 * POSTs a question and reads its streamed reply, calling `onEvent` for each event; resolves when
 * the stream ends. A non-2xx answer rejects with the app's ApiError (403 CHAT_AGREEMENT_REQUIRED,
 * 409 CHAT_BUSY, 429 with retryAfterSeconds, 400 issues); aborting `signal` (Stop) ends the
 * request, which the server stores as interrupted.
 */
export async function streamMessage({
  sessionId,
  content,
  token,
  signal,
  onEvent,
  timeZone = browserTimeZone(),
}: StreamMessageOptions): Promise<void> {
  const url = messagesPath(sessionId);
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
    [ZONE_HEADER]: timeZone,
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content }),
      signal,
      credentials: 'same-origin',
    });
    if (!response.ok) throw await errorOf(response, url);
    if (!response.body) throw new ApiError('network', 0, { error: 'The reply did not arrive' }, url);
    const parser = createSseParser(onEvent);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    parser.end();
  } catch (error) {
    throw toApiError(error, url);
  }
}

export const chatApi = {
  info: (signal?: AbortSignal) => apiFetch<ChatInfo>(paths.info, { signal }),
  agree: (signal?: AbortSignal) =>
    apiFetch<ChatInfo>(paths.agreement, {
      method: 'POST',
      body: { accepted: true } satisfies AgreementRequest,
      signal,
      retry: 0,
    }),
  sessions: (signal?: AbortSignal) =>
    apiFetch<SessionsResponse>(paths.sessions, { signal }).then((answer) => answer.sessions),
  // the contract names no answer for POST sessions: the session itself, or wrapped as in `start`
  createSession: (signal?: AbortSignal) =>
    apiFetch<ChatSession | { session: ChatSession }>(paths.sessions, {
      method: 'POST',
      body: {},
      signal,
      retry: 0,
    }).then((answer) => ('session' in answer ? answer.session : answer)),
  messages: (sessionId: number, signal?: AbortSignal) =>
    apiFetch<MessagesResponse>(messagesPath(sessionId), { signal }),
};
