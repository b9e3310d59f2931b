import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { type ChatEvent, chatMachine, type StreamReplyInput } from '../../../../machines/chat.machine';
import { requestToken } from '../../../../machines/token-refresh.machine';
import type { ChatInfo, ChatSession, MessagesResponse, StreamEvent } from '../../../contract/chat';
import { useAppActors } from '../../lib/app-actors';
import { chatApi, streamMessage } from './chat-api';

export type ChatRef = ActorRefFrom<typeof chatMachine>;
type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

/** What the page shows; views never match deep state paths. */
export type ChatStep = 'loading' | 'failed' | 'agreement' | 'conversation';

export function stepOf(snapshot: ChatSnapshot): ChatStep {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('agreement') || snapshot.matches('accepting')) return 'agreement';
  return 'conversation';
}

function toMachineEvent(event: StreamEvent): ChatEvent {
  switch (event.event) {
    case 'start':
      return { type: 'stream.start', data: event.data };
    case 'token':
      return { type: 'stream.token', text: event.data.text };
    case 'citations':
      return { type: 'stream.citations', citations: event.data.citations };
    case 'done':
      return { type: 'stream.done', message: event.data.message };
    case 'error':
      return { type: 'stream.error', error: event.data.error };
  }
}

/** The stream as a callback actor: each event goes to the machine; leaving the state aborts it. */
export const streamReplyActor = (stream: typeof streamMessage = streamMessage) =>
  fromCallback<ChatEvent, StreamReplyInput>(({ sendBack, input }) => {
    const controller = new AbortController();
    let ended = false;
    stream({
      ...input,
      signal: controller.signal,
      onEvent: (event) => {
        if (event.event === 'done' || event.event === 'error') ended = true;
        sendBack(toMachineEvent(event));
      },
    }).then(
      () => {
        if (!ended && !controller.signal.aborted)
          sendBack({ type: 'stream.error', error: 'The reply stopped before it was complete' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        sendBack({ type: 'stream.fail', error });
      },
    );
    return () => controller.abort();
  });

/** The feature's actor: the chat machine with the real calls and the app's token actor. */
export function useChatActor(): ChatRef {
  const { tokenRefresh } = useAppActors();
  return useActorRef(
    chatMachine.provide({
      actors: {
        loadInfo: fromPromise<ChatInfo>(({ signal }) => chatApi.info(signal)),
        giveAgreement: fromPromise<ChatInfo>(({ signal }) => chatApi.agree(signal)),
        loadSessions: fromPromise<ChatSession[]>(({ signal }) => chatApi.sessions(signal)),
        createSession: fromPromise<ChatSession>(({ signal }) => chatApi.createSession(signal)),
        loadMessages: fromPromise<MessagesResponse, { id: number }>(({ input, signal }) =>
          chatApi.messages(input.id, signal),
        ),
        refreshToken: fromPromise<string | undefined, { minValiditySeconds: number }>(({ input }) =>
          requestToken(tokenRefresh, input),
        ),
        streamReply: streamReplyActor(),
      },
    }),
    { input: { now: Date.now } },
  );
}

export const useChatStep = (chat: ChatRef) => useSelector(chat, stepOf);
