import { assign, fromPromise, setup } from 'xstate';
import { SUGGEST_ASK_TAG } from '../src/contract/membership-tags';
import { notProvided } from './shared/not-provided';

/**
 * The chat-assistant suggestion (spec 001 §4 "Chat-assistant suggestion popup", 000 §2.4).
 *
 * `suggestion.update` (from the membership actor, once its calls have answered and whenever the
 * tags change) carries the notification tags and the platform access status. The suggestion is
 * `pending` while the tag `suggest-to-see-ask-section` is present and access is ENABLED, RETENTION
 * or absent (decision: an absent status qualifies, as it does for the chat-assistant banner).
 * While pending, the header's chat entry shows a dot; `suggestion.open` opens the popup (the app
 * sends it by itself on wide screens and from the mobile header link, which opens the suggestion
 * instead of navigating). Closing records the tag as seen, hides the suggestion and asks for the
 * tags again (`refreshTags`). A failed record is logged and the suggestion stays hidden for this
 * visit. `suggestion.reset` (sign-out) forgets everything.
 */
export const SUGGESTION_ACCESS: ReadonlyArray<string | undefined> = ['ENABLED', 'RETENTION', undefined];

export interface ChatSuggestionContext {
  tags: string[];
  access: string | undefined;
}

export type ChatSuggestionEvent =
  | { type: 'suggestion.update'; tags: string[]; access: string | undefined }
  | { type: 'suggestion.open' }
  | { type: 'suggestion.close' }
  | { type: 'suggestion.reset' };

export const chatSuggestionMachine = setup({
  types: {
    context: {} as ChatSuggestionContext,
    events: {} as ChatSuggestionEvent,
  },
  actors: {
    recordSeen: fromPromise<void>(() => notProvided('recordSeen')),
  },
  actions: {
    storeUpdate: assign(({ event }) =>
      // Stryker disable next-line ConditionalExpression: only suggestion.update rows run storeUpdate; the test narrows the event's type
      event.type === 'suggestion.update' ? { tags: event.tags, access: event.access } : {},
    ),
    forget: assign({ tags: [], access: undefined }),
    // provided by the app
    refreshTags: () => {},
    logError: (_, _params: { message: string; error: unknown }) => {},
  },
  guards: {
    isSuggested: ({ context }) =>
      context.tags.includes(SUGGEST_ASK_TAG) && SUGGESTION_ACCESS.includes(context.access),
  },
}).createMachine({
  id: 'chatSuggestion',
  initial: 'idle',
  context: { tags: [], access: undefined },
  on: {
    'suggestion.reset': { target: '.idle', actions: 'forget' },
  },
  states: {
    idle: {
      on: {
        'suggestion.update': { target: 'choosing', actions: 'storeUpdate' },
      },
    },
    choosing: {
      always: [{ guard: 'isSuggested', target: 'pending' }, { target: 'hidden' }],
    },
    hidden: {
      on: {
        'suggestion.update': { target: 'choosing', actions: 'storeUpdate' },
      },
    },
    pending: {
      tags: ['dot'],
      on: {
        'suggestion.open': 'open',
        'suggestion.update': { target: 'choosing', actions: 'storeUpdate' },
      },
    },
    open: {
      tags: ['dot', 'popup'],
      on: { 'suggestion.close': 'closing' },
    },
    closing: {
      invoke: {
        src: 'recordSeen',
        onDone: { target: 'hidden', actions: 'refreshTags' },
        onError: {
          target: 'hidden',
          actions: {
            type: 'logError',
            params: ({ event }) => ({
              message: 'recording the chat suggestion as seen failed',
              error: event.error,
            }),
          },
        },
      },
    },
  },
});
