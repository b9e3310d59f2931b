import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  type ChatEvent,
  chatMachine,
  PENDING_QUESTION_ID,
  type StreamReplyInput,
} from '../../machines/chat.machine';
import { CHAT_TOKEN_THRESHOLD_SECONDS } from '../../machines/token-refresh.machine';
import { GENERIC_FAILURE_MESSAGE } from '../../machines/shared/failure';
import type { ChatInfo, ChatSession, MessagesResponse } from '../../src/contract/chat';
import { failures, info, ldlCitation, message, session, startData } from './chat.fixtures';
import { apiError, flush, simulatedClock } from './support';

interface Options {
  agreed?: boolean;
  sessions?: ChatSession[] | Promise<ChatSession[]>;
  /** The session as the messages call answers it (the list's entry by default). */
  opened?: (id: number) => ChatSession;
  streamError?: Error;
  tokenError?: Error;
}

// the session the messages call answers and its two stored messages
const history = [message(1, 'user', 'Why is my LDL high?'), message(2, 'assistant', 'It was 142 mg/dL.')];

function start({
  agreed = true,
  sessions = [session(1, 'Why is my LDL high?', 2)],
  opened: openedAs = (id) => session(id, 'Why is my LDL high?', 2),
  streamError,
  tokenError,
}: Options = {}) {
  const clock = simulatedClock();
  const streams: StreamReplyInput[] = [];
  const stopped: number[] = [];
  const tokenAsks: number[] = [];
  const opened: number[] = [];
  let send: (event: ChatEvent) => void = () => {};
  const actor = createActor(
    chatMachine.provide({
      actors: {
        loadInfo: fromPromise<ChatInfo>(() => Promise.resolve(info(agreed))),
        giveAgreement: fromPromise<ChatInfo>(() => Promise.resolve(info(true))),
        loadSessions: fromPromise<ChatSession[]>(() => Promise.resolve(sessions)),
        createSession: fromPromise<ChatSession>(() => Promise.resolve(session(9))),
        loadMessages: fromPromise<MessagesResponse, { id: number }>(({ input }) => {
          opened.push(input.id);
          return Promise.resolve({
            session: openedAs(input.id),
            messages: history,
          });
        }),
        refreshToken: fromPromise<string | undefined, { minValiditySeconds: number }>(({ input }) => {
          tokenAsks.push(input.minValiditySeconds);
          return tokenError ? Promise.reject(tokenError) : Promise.resolve('token-1');
        }),
        streamReply: fromCallback<ChatEvent, StreamReplyInput>(({ sendBack, input }) => {
          streams.push(input);
          if (streamError) throw streamError;
          send = sendBack;
          return () => stopped.push(streams.length);
        }),
      },
    }),
    { clock, input: { now: () => clock.now() } },
  ).start();
  const state = () => actor.getSnapshot();
  return {
    actor,
    clock,
    state,
    streams,
    stopped,
    tokenAsks,
    opened,
    stream: (event: ChatEvent) => send(event),
  };
}

/** A chat whose question 'Why is my LDL high?' is streaming (its token given, no event yet). */
async function asking(options: Options = {}) {
  const chat = start(options);
  await flush();
  chat.actor.send({ type: 'message.send', content: 'Why is my LDL high?' });
  await flush();
  return chat;
}

describe('chat machine (spec 000 §2.4, §7.9)', () => {
  it('without the agreement shows the agreement, and accepting it opens the newest session', async () => {
    const chat = start({ agreed: false });
    await flush();
    expect(chat.state().value).toBe('agreement');
    chat.actor.send({ type: 'agreement.accept' });
    expect(chat.state().hasTag('busy')).toBe(true);
    await flush();
    await flush();
    expect(chat.state().matches({ ready: 'idle' })).toBe(true);
    expect(chat.state().context.sessionId).toBe(1);
    expect(chat.opened).toEqual([1]);
  });

  it('a customer without sessions gets a new one', async () => {
    const chat = start({ sessions: [] });
    await flush();
    await flush();
    expect(chat.state().matches({ ready: 'idle' })).toBe(true);
    expect(chat.state().context.sessionId).toBe(9);
    expect(chat.state().context.sessions.map((s) => s.id)).toEqual([9]);
  });

  it('asks for a token valid 100 s more, streams the reply token by token and files it when done', async () => {
    const chat = start();
    await flush();
    chat.actor.send({ type: 'message.send', content: '  Why is my LDL high? ' });
    expect(chat.state().matches({ ready: 'sending' })).toBe(true);
    expect(chat.state().context.messages.at(-1)).toMatchObject({
      id: PENDING_QUESTION_ID,
      content: 'Why is my LDL high?',
    });
    await flush();
    expect(chat.tokenAsks).toEqual([CHAT_TOKEN_THRESHOLD_SECONDS]);
    expect(chat.streams).toEqual([{ sessionId: 1, content: 'Why is my LDL high?', token: 'token-1' }]);
    chat.stream({ type: 'stream.start', data: startData() });
    chat.stream({ type: 'stream.token', text: 'Your LDL ' });
    chat.stream({ type: 'stream.token', text: 'was 142 mg/dL' });
    expect(chat.state().context.reply?.text).toBe('Your LDL was 142 mg/dL');
    expect(chat.state().context.messages.some((m) => m.id === PENDING_QUESTION_ID)).toBe(false);
    chat.stream({ type: 'stream.citations', citations: [ldlCitation] });
    chat.stream({
      type: 'stream.done',
      message: message(11, 'assistant', 'Your LDL was 142 mg/dL', { citations: [ldlCitation] }),
    });
    expect(chat.state().matches({ ready: 'idle' })).toBe(true);
    expect(chat.state().context.reply).toBeUndefined();
    expect(chat.state().context.messages.at(-1)).toMatchObject({ id: 11, citations: [ldlCitation] });
    expect(chat.state().context.token).toBeUndefined();
  });

  it('refuses an empty or too long question', async () => {
    const chat = start();
    await flush();
    expect(chat.state().can({ type: 'message.send', content: '  ' })).toBe(false);
    expect(chat.state().can({ type: 'message.send', content: 'x'.repeat(2001) })).toBe(false);
    expect(chat.state().can({ type: 'message.send', content: 'x'.repeat(2000) })).toBe(true);
  });

  it('Stop ends the stream and keeps the text as an interrupted reply; a question can follow', async () => {
    const chat = start();
    await flush();
    chat.actor.send({ type: 'message.send', content: 'Why is my LDL high?' });
    await flush();
    chat.stream({ type: 'stream.start', data: startData() });
    chat.stream({ type: 'stream.token', text: 'Your LDL' });
    expect(chat.state().can({ type: 'message.send', content: 'more' })).toBe(false);
    chat.actor.send({ type: 'message.stop' });
    expect(chat.state().matches({ ready: 'stopped' })).toBe(true);
    expect(chat.stopped).toEqual([1]);
    expect(chat.state().context.messages.at(-1)).toMatchObject({
      id: 11,
      content: 'Your LDL',
      status: 'interrupted',
    });
    expect(chat.state().can({ type: 'message.send', content: 'And my HDL?' })).toBe(true);
  });

  it('switching session while streaming stops the stream first, then opens the other session', async () => {
    const chat = start();
    await flush();
    chat.actor.send({ type: 'message.send', content: 'Why is my LDL high?' });
    await flush();
    chat.stream({ type: 'stream.token', text: 'Your' });
    chat.actor.send({ type: 'session.select', id: 2 });
    expect(chat.stopped).toEqual([1]);
    await flush();
    expect(chat.state().matches({ ready: 'idle' })).toBe(true);
    expect(chat.state().context.sessionId).toBe(2);
    expect(chat.opened).toEqual([1, 2]);
  });

  it('a 429 waits until the absolute retry time, then the last question can be sent again', async () => {
    const chat = start({ streamError: failures.rateLimited });
    await flush();
    const sentAt = chat.clock.now();
    chat.actor.send({ type: 'message.send', content: 'Why is my LDL high?' });
    await flush();
    await flush();
    const snapshot = chat.state();
    expect(snapshot.matches({ ready: { error: 'waiting' } })).toBe(true);
    expect(snapshot.hasTag('rateLimited')).toBe(true);
    expect(snapshot.context.retryAt).toBe(sentAt + 30_000);
    expect(snapshot.context.failure).toEqual({ kind: 'rateLimited', message: 'Too many questions' });
    expect(snapshot.context.messages.some((m) => m.id === PENDING_QUESTION_ID)).toBe(false);
    expect(snapshot.can({ type: 'message.retry' })).toBe(false);
    chat.clock.increment(29_000);
    expect(chat.state().can({ type: 'message.retry' })).toBe(false);
    chat.clock.increment(1_000);
    expect(chat.state().matches({ ready: { error: 'retryable' } })).toBe(true);
    chat.actor.send({ type: 'message.retry' });
    expect(chat.state().context.failure).toBeUndefined();
    await flush();
    expect(chat.streams.map((s) => s.content)).toEqual(['Why is my LDL high?', 'Why is my LDL high?']);
  });

  it('busy, network and a failed reply end in error with their message', async () => {
    const busy = start({ streamError: failures.busy });
    await flush();
    busy.actor.send({ type: 'message.send', content: 'Hi' });
    await flush();
    await flush();
    expect(busy.state().context.failure?.kind).toBe('busy');
    expect(busy.state().matches({ ready: { error: 'retryable' } })).toBe(true);

    const offline = start({ tokenError: failures.network });
    await flush();
    offline.actor.send({ type: 'message.send', content: 'Hi' });
    await flush();
    expect(offline.state().context.failure).toEqual({
      kind: 'network',
      message: 'We could not reach the server. Check your connection.',
    });

    const failed = start();
    await flush();
    failed.actor.send({ type: 'message.send', content: 'Hi' });
    await flush();
    failed.stream({ type: 'stream.start', data: startData(1, 'Hi') });
    failed.stream({ type: 'stream.error', error: 'The assistant failed' });
    expect(failed.state().context.failure).toEqual({ kind: 'reply', message: 'The assistant failed' });
    expect(failed.state().context.messages.at(-1)).toMatchObject({ id: 11, status: 'failed' });
  });

  it('a call that fails while streaming (stream.fail) keeps the text so far as interrupted', async () => {
    const chat = start();
    await flush();
    chat.actor.send({ type: 'message.send', content: 'Hi' });
    await flush();
    chat.stream({ type: 'stream.start', data: startData(1, 'Hi') });
    chat.stream({ type: 'stream.token', text: 'Your' });
    chat.stream({ type: 'stream.fail', error: failures.network });
    expect(chat.state().matches({ ready: { error: 'retryable' } })).toBe(true);
    expect(chat.state().context.failure?.kind).toBe('network');
    expect(chat.state().context.messages.at(-1)).toMatchObject({ content: 'Your', status: 'interrupted' });
  });

  it('a 403 without the agreement goes back to the agreement', async () => {
    const chat = start({ streamError: failures.agreement });
    await flush();
    chat.actor.send({ type: 'message.send', content: 'Hi' });
    await flush();
    await flush();
    expect(chat.state().value).toBe('agreement');
  });

  it('while the conversations load, nothing of a conversation shows yet', async () => {
    const chat = start({ sessions: new Promise<ChatSession[]>(() => {}) });
    await flush();
    expect(chat.state().matches({ ready: 'sessions' })).toBe(true);
    expect(chat.state().context).toMatchObject({ sessions: [], messages: [], reply: undefined });
  });

  it('the question shows at once under the history of the open session; the stored one replaces it', async () => {
    const chat = start();
    await flush();
    const askedAt = chat.clock.now();
    chat.actor.send({ type: 'message.send', content: ' Why is my LDL high? ' });
    expect(chat.state().context.messages).toEqual([
      ...history,
      {
        id: PENDING_QUESTION_ID,
        sessionId: 1,
        role: 'user',
        content: 'Why is my LDL high?',
        status: 'complete',
        citations: [],
        createdAt: new Date(askedAt).toISOString(),
      },
    ]);
    await flush();
    const data = startData();
    chat.stream({ type: 'stream.start', data });
    expect(chat.state().context.messages).toEqual([...history, data.userMessage]);
    const answer = message(11, 'assistant', 'Your LDL was 142 mg/dL');
    chat.stream({ type: 'stream.done', message: answer });
    expect(chat.state().context.messages).toEqual([...history, data.userMessage, answer]);
  });

  it('the reply grows token by token and keeps the citations that come with it', async () => {
    const chat = await asking();
    chat.stream({ type: 'stream.start', data: startData() });
    // the start opens an empty reply under the id the server gave it
    expect(chat.state().context.reply).toEqual({ id: 11, text: '', citations: [] });
    chat.stream({ type: 'stream.token', text: 'Your LDL ' });
    chat.stream({ type: 'stream.citations', citations: [ldlCitation] });
    chat.stream({ type: 'stream.token', text: 'was 142 mg/dL' });
    expect(chat.state().context.reply).toEqual({
      id: 11,
      text: 'Your LDL was 142 mg/dL',
      citations: [ldlCitation],
    });
  });

  it('a token or citations arriving before the start still show, as a reply without an id yet', async () => {
    const tokenFirst = await asking();
    const citationsFirst = await asking();
    tokenFirst.stream({ type: 'stream.token', text: 'Your' });
    expect(tokenFirst.state().context.reply).toEqual({ id: undefined, text: 'Your', citations: [] });
    citationsFirst.stream({ type: 'stream.citations', citations: [ldlCitation] });
    expect(citationsFirst.state().context.reply).toEqual({
      id: undefined,
      text: '',
      citations: [ldlCitation],
    });
  });

  it('a reply that fails before its start is kept under a local id no stored message has', async () => {
    const chat = await asking();
    chat.stream({ type: 'stream.token', text: 'Your' });
    chat.stream({ type: 'stream.error', error: 'The assistant failed' });
    const { messages } = chat.state().context;
    const kept = messages.at(-1);
    expect(kept).toEqual({
      id: expect.any(Number) as number,
      sessionId: 1,
      role: 'assistant',
      content: 'Your',
      status: 'failed',
      citations: [],
      createdAt: new Date(chat.clock.now()).toISOString(),
    });
    // the question was never stored: it goes (and waits for message.retry)
    expect(messages.slice(0, -1)).toEqual(history);
    expect(kept?.id).toBeLessThan(0);
    expect(kept?.id).not.toBe(PENDING_QUESTION_ID);
  });

  it('Stop keeps no empty reply: before the start only the history stays, after it the stored question', async () => {
    const beforeStart = await asking();
    const afterStart = await asking();
    beforeStart.actor.send({ type: 'message.stop' });
    expect(beforeStart.state().context.messages).toEqual(history);
    const data = startData();
    afterStart.stream({ type: 'stream.start', data });
    afterStart.actor.send({ type: 'message.stop' });
    expect(afterStart.state().matches({ ready: 'stopped' })).toBe(true);
    expect(afterStart.state().context.messages).toEqual([...history, data.userMessage]);
  });

  it('after Stop, retry asks the same question again', async () => {
    const chat = await asking();
    chat.stream({ type: 'stream.start', data: startData() });
    chat.stream({ type: 'stream.token', text: 'Your' });
    chat.actor.send({ type: 'message.stop' });
    chat.actor.send({ type: 'message.retry' });
    expect(chat.state().matches({ ready: 'sending' })).toBe(true);
    await flush();
    expect(chat.streams.map((s) => s.content)).toEqual(['Why is my LDL high?', 'Why is my LDL high?']);
  });

  it("a conversation's first question moves it to the top of the list with its new title", async () => {
    const older = session(1, 'Why is my LDL high?', 2);
    const fresh = session(2);
    const chat = start({ sessions: [older, fresh], opened: (id) => (id === 1 ? older : fresh) });
    await flush();
    chat.actor.send({ type: 'session.select', id: 2 });
    await flush();
    chat.actor.send({ type: 'message.send', content: 'What moves my InnerAge?' });
    await flush();
    const data = startData(2, 'What moves my InnerAge?');
    chat.stream({ type: 'stream.start', data });
    expect(chat.state().context.sessions).toEqual([data.session, older]);
  });

  it("opening a conversation takes the server's copy of it into the list", async () => {
    const listed = [session(1), session(2, 'What moves my InnerAge?', 2)];
    const stored = session(1, 'Why is my LDL high?', 2);
    const chat = start({ sessions: listed, opened: (id) => (id === 1 ? stored : listed[1]!) });
    await flush();
    await flush();
    expect(chat.state().matches({ ready: 'idle' })).toBe(true);
    expect(chat.state().context.sessions).toEqual([stored, listed[1]]);
  });

  it.each([
    [
      'a refused question (400) says what is wrong with it',
      failures.invalid,
      'invalid',
      'Keep your question under 2000 characters',
    ],
    [
      'a 400 naming no field gives its own message',
      apiError(400, { error: 'Check the question' }),
      'invalid',
      'Check the question',
    ],
    [
      'no answer at all (status 0) is a network failure',
      apiError(0, { error: 'The server took too long to answer' }),
      'network',
      'The server took too long to answer',
    ],
    [
      'a server failure (500) is told as it is',
      apiError(500, { error: 'Terra is down' }),
      'other',
      'Terra is down',
    ],
    ['a rejection without an error is a network failure', undefined, 'network', GENERIC_FAILURE_MESSAGE],
    ['a rejection with null is a network failure', null, 'network', GENERIC_FAILURE_MESSAGE],
  ])('%s', async (_, error, kind, text) => {
    const chat = await asking();
    chat.stream({ type: 'stream.fail', error });
    expect(chat.state().matches({ ready: { error: 'retryable' } })).toBe(true);
    expect(chat.state().context.failure).toEqual({ kind, message: text });
  });

  it('without the app’s stream, a question fails with a reply error naming it', async () => {
    const clock = simulatedClock();
    const actor = createActor(
      chatMachine.provide({
        actors: {
          loadInfo: fromPromise<ChatInfo>(() => Promise.resolve(info(true))),
          loadSessions: fromPromise<ChatSession[]>(() => Promise.resolve([session(1)])),
          loadMessages: fromPromise<MessagesResponse, { id: number }>(() =>
            Promise.resolve({ session: session(1), messages: [] }),
          ),
          refreshToken: fromPromise<string | undefined, { minValiditySeconds: number }>(() =>
            Promise.resolve('token-1'),
          ),
        },
      }),
      { clock, input: { now: () => clock.now() } },
    ).start();
    await flush();
    await flush();
    actor.send({ type: 'message.send', content: 'Why is my LDL high?' });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { error: 'retryable' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'reply',
      message: 'streamReply is not provided',
    });
  });
});
