import { and, asc, count, desc, eq, lt } from 'drizzle-orm';
import type { ChatInfo, ChatMessage, ChatSession, Citation } from '../../../contract/chat';
import { sessionTitle, UNTITLED_SESSION } from '../../../domain/chat';
import { CHAT_LIMITS } from '../../../contract/chat';
import type { Db } from '../../db';
import { chatMessages, chatProfiles, chatSessions, customers, type ChatMessageStatus } from '../../db/schema';

/**
 * A reply still `streaming` after this long was cut by a crash or a lost process (a live local reply
 * takes about 2 s): it no longer holds its session and reads as interrupted.
 */
export const STREAM_STALE_MS = 2 * 60_000;

type SessionRow = typeof chatSessions.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export async function chatInfoOf(db: Db, customerId: number): Promise<ChatInfo | undefined> {
  const [row] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName, agreedAt: chatProfiles.agreedAt })
    .from(customers)
    .leftJoin(chatProfiles, eq(chatProfiles.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!row) return undefined;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    agreementGiven: row.agreedAt !== null,
    agreedAt: row.agreedAt?.toISOString() ?? null,
  };
}

export async function hasAgreed(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chatProfiles.customerId })
    .from(chatProfiles)
    .where(eq(chatProfiles.customerId, customerId));
  return row !== undefined;
}

/** Gives the agreement once; giving it again keeps the first time. */
export async function giveAgreement(db: Db, customerId: number, now: Date) {
  await db.insert(chatProfiles).values({ customerId, agreedAt: now }).onConflictDoNothing();
}

const sessionBody = (row: SessionRow, messageCount: number): ChatSession => ({
  id: row.id,
  title: row.title ?? UNTITLED_SESSION,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  messageCount,
});

const messageBody = (row: MessageRow): ChatMessage => ({
  id: row.id,
  sessionId: row.sessionId,
  role: row.role,
  content: row.content,
  status: row.status,
  citations: row.citations,
  createdAt: row.createdAt.toISOString(),
});

/** The customer's sessions, newest activity first. */
export async function listSessions(db: Db, customerId: number): Promise<ChatSession[]> {
  const rows = await db
    .select({ session: chatSessions, messages: count(chatMessages.id) })
    .from(chatSessions)
    .leftJoin(chatMessages, eq(chatMessages.sessionId, chatSessions.id))
    .where(eq(chatSessions.customerId, customerId))
    .groupBy(chatSessions.id)
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id));
  return rows.map((r) => sessionBody(r.session, r.messages));
}

export async function createSession(db: Db, customerId: number, now: Date): Promise<ChatSession> {
  const [row] = await db
    .insert(chatSessions)
    .values({ customerId, title: null, createdAt: now, updatedAt: now })
    .returning();
  return sessionBody(row!, 0);
}

/** The session when this customer owns it; another customer's reads as missing. */
export async function ownSession(db: Db, customerId: number, id: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, id), eq(chatSessions.customerId, customerId)));
  return row;
}

/** Marks replies left `streaming` by a crash as interrupted, so they no longer hold the session. */
async function settleStale(db: Db, sessionId: number, now: Date) {
  await db
    .update(chatMessages)
    .set({ status: 'interrupted' })
    .where(
      and(
        eq(chatMessages.sessionId, sessionId),
        eq(chatMessages.status, 'streaming'),
        lt(chatMessages.createdAt, new Date(now.getTime() - STREAM_STALE_MS)),
      ),
    );
}

export async function sessionMessages(db: Db, session: SessionRow, now: Date) {
  await settleStale(db, session.id, now);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, session.id))
    .orderBy(asc(chatMessages.id));
  return { session: sessionBody(session, rows.length), messages: rows.map(messageBody) };
}

/** Whether a reply is streaming in the session (a fresh `streaming` row). */
export async function isStreaming(db: Db, sessionId: number, now: Date): Promise<boolean> {
  await settleStale(db, sessionId, now);
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.status, 'streaming')))
    .limit(1);
  return row !== undefined;
}

/** The session's earlier complete turns, oldest first, for a model's context. */
export async function historyOf(db: Db, sessionId: number) {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content, status: chatMessages.status })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.id));
  return rows
    .filter((r) => r.status === 'complete' && r.content)
    .map(({ role, content }) => ({ role, content }));
}

/**
 * Stores the question, titles an untitled session from it and opens the reply as `streaming`, in one
 * transaction.
 */
export async function startTurn(db: Db, session: SessionRow, question: string, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(chatMessages)
      .values({
        sessionId: session.id,
        role: 'user',
        content: question,
        status: 'complete',
        citations: [],
        createdAt: now,
      })
      .returning();
    const [assistant] = await tx
      .insert(chatMessages)
      .values({
        sessionId: session.id,
        role: 'assistant',
        content: '',
        status: 'streaming',
        citations: [],
        createdAt: now,
      })
      .returning();
    const [updated] = await tx
      .update(chatSessions)
      .set({
        updatedAt: now,
        ...(session.title === null ? { title: sessionTitle(question, CHAT_LIMITS.titleMax) } : {}),
      })
      .where(eq(chatSessions.id, session.id))
      .returning();
    const [{ messages } = { messages: 0 }] = await tx
      .select({ messages: count(chatMessages.id) })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, session.id));
    return {
      userMessage: messageBody(user!),
      assistantMessageId: assistant!.id,
      session: sessionBody(updated!, messages),
    };
  });
}

/** Closes a reply with what was streamed. */
export async function finishReply(
  db: Db,
  id: number,
  reply: { content: string; status: Exclude<ChatMessageStatus, 'streaming'>; citations: Citation[] },
): Promise<ChatMessage> {
  const [row] = await db.update(chatMessages).set(reply).where(eq(chatMessages.id, id)).returning();
  return messageBody(row!);
}
