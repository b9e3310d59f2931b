import { z } from 'zod';
import { sent, text } from './text';

// spec 000 §2.3 /customer/ask-terra, §2.4 (sessions, create, messages with streamed replies, the
// agreement through the profile info call), §3 (Chat: sessions, messages), §7.9 (the 6 calls). The
// shapes the spec does not show are ours: docs/decisions/chat.md.
export const chatPaths = {
  /** GET: the customer's name and whether the agreement is given. */
  info: '/askit/profile/customer/v1/info',
  /** POST `{ accepted: true }`: gives the agreement; answers the info. */
  agreement: '/askit/profile/customer/v1/agreement',
  /** GET: the sessions, newest first; POST `{}`: a new empty session. */
  sessions: '/askit/chat/customer/v1/sessions',
  /** GET: the session with its messages; POST `{ content }`: answers `text/event-stream`. */
  messages: '/askit/chat/customer/v1/sessions/:id/messages',
} as const;
export const messagesPath = (id: number | string) => `/askit/chat/customer/v1/sessions/${id}/messages`;

/** spec 000 §7.9 "a time-zone header is sent": an IANA zone; dates in answers use it (default UTC). */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

/** Every chat call but info and agreement answers 403 with this code until the agreement is given. */
export const CHAT_AGREEMENT_REQUIRED = 'CHAT_AGREEMENT_REQUIRED';
/** 409: a reply is already streaming in this session (one stream at a time per session). */
export const CHAT_BUSY = 'CHAT_BUSY';

/** The chat limits (decisions/chat.md). */
export const CHAT_LIMITS = {
  /** Characters of a question. */
  messageMax: 2000,
  /** Questions a customer may send in a rolling minute (then 429 with Retry-After). */
  messagesPerMinute: 10,
  /** Characters of a session title (the first question, cut at a word). */
  titleMax: 80,
} as const;

export const chatInfo = z.object({
  firstName: sent(),
  lastName: sent(),
  agreementGiven: z.boolean(),
  /** ISO instant; null until given. */
  agreedAt: sent().nullable(),
});
export type ChatInfo = z.infer<typeof chatInfo>;

export const agreementRequest = z.object({
  accepted: z.literal(true, 'Accept the terms to use Ask Terra'),
});
export type AgreementRequest = z.infer<typeof agreementRequest>;

export const chatSession = z.object({
  id: z.number().int(),
  /** "New conversation" until the first question titles it. */
  title: sent(),
  createdAt: sent(),
  /** The newest message's time (the session's when empty). */
  updatedAt: sent(),
  messageCount: z.number().int(),
});
export type ChatSession = z.infer<typeof chatSession>;
export const sessionsResponse = z.object({ sessions: z.array(chatSession) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;
/** POST sessions: no body fields today (an empty object). */
export const createSessionRequest = z.strictObject({}, 'Send an empty object');

/** A record an answer used: shown under the reply, linked where the product has a page for it. */
export const citation = z.object({
  kind: z.enum(['marker', 'innerage', 'dna', 'habit', 'recommendation', 'knowledge']),
  label: sent(),
  /** Marker citations: the marker, its value and unit, the draw date (YYYY-MM-DD), its zone words. */
  markerAbbr: sent().nullable(),
  value: z.number().nullable(),
  unit: sent().nullable(),
  date: sent().nullable(),
  stateLabel: sent().nullable(),
  /** An in-app path (e.g. the marker page) or null. */
  href: sent().nullable(),
});
export type Citation = z.infer<typeof citation>;

export const messageStatuses = ['complete', 'streaming', 'interrupted', 'failed'] as const;
export const chatMessage = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: sent(),
  /** Assistant replies: `interrupted` when the client went away or pressed Stop mid-stream. */
  status: z.enum(messageStatuses),
  citations: z.array(citation),
  createdAt: sent(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const messagesResponse = z.object({ session: chatSession, messages: z.array(chatMessage) });
export type MessagesResponse = z.infer<typeof messagesResponse>;

export const sessionIdParam = z.object({
  id: z.coerce.number('Choose a conversation').int('Choose a conversation').positive('Choose a conversation'),
});

export const postMessageRequest = z.object({
  // text() refuses control characters (PostgreSQL refuses U+0000: a 400 here, never a 500 at the insert)
  content: text(CHAT_LIMITS.messageMax, 'Type a question').trim().min(1, 'Type a question'),
});
export type PostMessageRequest = z.infer<typeof postMessageRequest>;

/**
 * The events of the POST messages stream (`event:` name → `data:` JSON), in order: `start` once,
 * `token` many times, `citations` once, then `done` — or `error` instead of `done` when the
 * assistant fails (the reply is then stored as failed).
 */
export const streamEvents = {
  start: z.object({ userMessage: chatMessage, assistantMessageId: z.number().int(), session: chatSession }),
  token: z.object({ text: sent() }),
  citations: z.object({ citations: z.array(citation) }),
  done: z.object({ message: chatMessage }),
  error: z.object({ error: sent() }),
} as const;
export type StreamEventName = keyof typeof streamEvents;
export type StreamEvent = {
  [K in StreamEventName]: { event: K; data: z.infer<(typeof streamEvents)[K]> };
}[StreamEventName];
