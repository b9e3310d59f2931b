import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  type ChatEvent,
  chatMachine,
  PENDING_QUESTION_ID,
  type StreamReplyInput,
} from '../../machines/chat.machine';
import { CHAT_TOKEN_THRESHOLD_SECONDS } from '../../machines/token-refresh.machine';
import type { ChatInfo, ChatSession, MessagesResponse } from '../../src/contract/chat';
import { failures, info, ldlCitation, message, session, startData } from './chat.fixtures';
import { flush, simulatedClock } from './support';

interface Options {
  agreed?: boolean;
  sessions?: ChatSession[];
  streamError?: Error;
  tokenError?: Error;
}

function start({
  agreed = true,
  sessions = [session(1, 'Why is my LDL high?', 2)],
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
            session: session(input.id, 'Why is my LDL high?', 2),
            messages: [
              message(1, 'user', 'Why is my LDL high?'),
              message(2, 'assistant', 'It was 142 mg/dL.'),
            ],
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
});
