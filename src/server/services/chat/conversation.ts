import type { ChatMessage, Citation, StreamEvent } from '../../../contract/chat';
import { dayInTimeZone, recognizeIntent } from '../../../domain/chat';
import type { Logger } from '../../log';
import type { Db } from '../../db';
import { loadCatalogue } from '../blood-catalogue';
import type { Assistant } from './assistant';
import { groundingFor } from './grounding';
import { finishReply, historyOf, isStreaming, startTurn, type ownSession } from './store';

type SessionRow = NonNullable<Awaited<ReturnType<typeof ownSession>>>;

/**
 * Sessions with a reply streaming in this process. The `streaming` row is the truth across processes
 * and after a crash; this set also closes the gap between two posts that both read "not streaming".
 */
const streamingHere = new Set<number>();

/** Takes the session for one reply; false when a reply is already streaming in it. */
export async function claimSession(db: Db, sessionId: number, now: Date): Promise<boolean> {
  if (streamingHere.has(sessionId)) return false;
  streamingHere.add(sessionId);
  try {
    if (await isStreaming(db, sessionId, now)) {
      streamingHere.delete(sessionId);
      return false;
    }
    return true;
  } catch (err) {
    streamingHere.delete(sessionId);
    throw err;
  }
}

export const releaseSession = (sessionId: number) => streamingHere.delete(sessionId);

export interface ReplyInput {
  db: Db;
  assistant: Assistant;
  log: Logger;
  customerId: number;
  session: SessionRow;
  question: string;
  timeZone: string;
  now: Date;
  /** Aborts when the client goes away (or pressed Stop). */
  signal: AbortSignal;
  send(event: StreamEvent): Promise<void>;
}

/**
 * One question and its streamed reply (spec 000 §7.9): stores the question, opens the reply, streams
 * `start`, the tokens, `citations` and `done`, and stores the reply as complete; as interrupted when
 * the client went away; as failed (with an `error` event) when the assistant failed. The session must
 * have been claimed; it is released here.
 */
export async function replyInSession(input: ReplyInput): Promise<void> {
  const { db, session, signal } = input;
  let assistantMessageId: number | undefined;
  let text = '';
  try {
    const history = await historyOf(db, session.id);
    const started = await startTurn(db, session, input.question, input.now);
    assistantMessageId = started.assistantMessageId;
    await input.send({ event: 'start', data: started });
    const catalogue = await loadCatalogue(db);
    const previousQuestion = history.findLast((turn) => turn.role === 'user')?.content;
    const intent = recognizeIntent(input.question, catalogue.markers, { previousQuestion });
    const grounding = await groundingFor(db, input.customerId, intent, input.now);
    const reply = input.assistant.reply({
      intent,
      grounding,
      history,
      question: input.question,
      today: dayInTimeZone(input.now, input.timeZone),
      timeZone: input.timeZone,
      signal,
    });
    for await (const token of reply.tokens) {
      if (signal.aborted) break;
      text += token;
      await input.send({ event: 'token', data: { text: token } });
    }
    if (signal.aborted) {
      await settle(input, assistantMessageId, text, 'interrupted', []);
      return;
    }
    const citations: Citation[] = reply.citations;
    await input.send({ event: 'citations', data: { citations } });
    const message = await settle(input, assistantMessageId, text.trim(), 'complete', citations);
    await input.send({ event: 'done', data: { message } });
  } catch (err) {
    if (assistantMessageId === undefined) throw err;
    if (signal.aborted) {
      await settle(input, assistantMessageId, text, 'interrupted', []);
      return;
    }
    input.log.warn('chat reply failed', {
      sessionId: session.id,
      error: err instanceof Error ? err.message : String(err),
    });
    await settle(input, assistantMessageId, text, 'failed', []);
    await input
      .send({ event: 'error', data: { error: 'Terra could not answer just now. Please try again.' } })
      .catch(() => undefined);
  } finally {
    releaseSession(session.id);
  }
}

function settle(
  input: ReplyInput,
  id: number,
  content: string,
  status: 'complete' | 'interrupted' | 'failed',
  citations: Citation[],
): Promise<ChatMessage> {
  return finishReply(input.db, id, { content, status, citations });
}
