import { Hono, type MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  agreementRequest,
  CHAT_AGREEMENT_REQUIRED,
  CHAT_BUSY,
  CHAT_LIMITS,
  chatPaths,
  createSessionRequest,
  postMessageRequest,
  sessionIdParam,
  TIME_ZONE_HEADER,
  type ChatInfo,
  type ChatSession,
  type MessagesResponse,
  type SessionsResponse,
} from '../../contract/chat';
import { SESSION_ENDED_MESSAGE } from '../../contract/error-messages';
import { isTimeZone } from '../../domain/chat';
import type { AppDeps } from '../app';
import { requireActiveCustomer, type CustomerEnv } from '../http/customer-auth';
import { codedError, HttpError, invalid, jsonError, tooManyRequests } from '../http/errors';
import { validate } from '../http/validate';
import { assistantFor, type Assistant } from '../services/chat/assistant';
import { claimSession, releaseSession, replyInSession } from '../services/chat/conversation';
import {
  chatInfoOf,
  createSession,
  giveAgreement,
  hasAgreed,
  listSessions,
  ownSession,
  sessionMessages,
} from '../services/chat/store';
import { reserveAttempt, tooManyMessage } from '../services/rate-limit';

export const CHAT_AGREEMENT_MESSAGE = 'Accept the Ask Terra terms to start chatting.';
const NO_SESSION = 'No such conversation';

/** The zone of the request's `X-Time-Zone` header (UTC when absent); an unknown one is a 400 naming it. */
function timeZoneOf(header: string | undefined): string {
  if (header === undefined || header === '') return 'UTC';
  if (header.length > 64 || !isTimeZone(header))
    throw invalid([{ path: TIME_ZONE_HEADER, message: 'Send an IANA time zone such as Europe/Paris' }]);
  return header;
}

/** spec 000 §7.9, the 6 chat calls (docs/decisions/chat.md). */
export function chatRoutes(deps: AppDeps, assistant: Assistant = assistantFor(deps.config.chat)) {
  const { db } = deps;
  const customer = requireActiveCustomer(deps);
  const agreed: MiddlewareHandler<CustomerEnv> = async (c, next) => {
    if (!(await hasAgreed(db, c.get('customer').customerId)))
      return jsonError(c, 403, CHAT_AGREEMENT_MESSAGE, undefined, CHAT_AGREEMENT_REQUIRED);
    await next();
  };

  async function info(customerId: number): Promise<ChatInfo> {
    const body = await chatInfoOf(db, customerId);
    if (!body) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    return body;
  }

  return new Hono<CustomerEnv>()
    .get(chatPaths.info, customer, async (c) => c.json<ChatInfo>(await info(c.get('customer').customerId)))
    .post(chatPaths.agreement, customer, validate('json', agreementRequest), async (c) => {
      const { customerId } = c.get('customer');
      await giveAgreement(db, customerId, deps.now());
      return c.json<ChatInfo>(await info(customerId));
    })
    .get(chatPaths.sessions, customer, agreed, async (c) =>
      c.json<SessionsResponse>({ sessions: await listSessions(db, c.get('customer').customerId) }),
    )
    .post(chatPaths.sessions, customer, agreed, validate('json', createSessionRequest), async (c) =>
      c.json<ChatSession>(await createSession(db, c.get('customer').customerId, deps.now()), 201),
    )
    .get(chatPaths.messages, customer, agreed, validate('param', sessionIdParam), async (c) => {
      const session = await ownSession(db, c.get('customer').customerId, c.req.valid('param').id);
      if (!session) return jsonError(c, 404, NO_SESSION);
      return c.json<MessagesResponse>(await sessionMessages(db, session, deps.now()));
    })
    .post(
      chatPaths.messages,
      customer,
      agreed,
      validate('param', sessionIdParam),
      validate('json', postMessageRequest),
      async (c) => {
        const timeZone = timeZoneOf(c.req.header(TIME_ZONE_HEADER));
        const { customerId } = c.get('customer');
        const now = deps.now();
        const session = await ownSession(db, customerId, c.req.valid('param').id);
        if (!session) return jsonError(c, 404, NO_SESSION);
        if (!(await claimSession(db, session.id, now)))
          throw codedError(
            409,
            'Terra is still answering in this conversation. Wait for it or stop it first.',
            CHAT_BUSY,
          );
        let streaming = false;
        try {
          const attempt = await reserveAttempt(
            db,
            [
              {
                key: `chat:${customerId}`,
                max: CHAT_LIMITS.messagesPerMinute,
                windowSeconds: 60,
                onSuccess: 'keep',
              },
            ],
            now,
          );
          if (attempt.kind === 'refused')
            return tooManyRequests(
              c,
              tooManyMessage('questions', attempt.retryAfterSeconds),
              attempt.retryAfterSeconds,
            );
          const question = c.req.valid('json').content;
          const aborted = new AbortController();
          c.req.raw.signal.addEventListener('abort', () => aborted.abort(), { once: true });
          streaming = true;
          return streamSSE(
            c,
            async (stream) => {
              stream.onAbort(() => aborted.abort());
              await replyInSession({
                db,
                assistant,
                log: deps.log,
                customerId,
                session,
                question,
                timeZone,
                now,
                signal: aborted.signal,
                send: ({ event, data }) => stream.writeSSE({ event, data: JSON.stringify(data) }),
              });
            },
            (err) => {
              deps.log.error('chat stream failed', { error: err.message });
              return Promise.resolve();
            },
          );
        } finally {
          if (!streaming) releaseSession(session.id);
        }
      },
    );
}
