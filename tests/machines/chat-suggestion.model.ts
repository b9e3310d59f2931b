import type { chatSuggestionMachine } from '../../machines/chat-suggestion.machine';
import { SUGGEST_ASK_TAG } from '../../src/contract/membership-tags';
import { declareModel } from '../model/declared';

/** 001 §4: platform access ENABLED or RETENTION qualifies, and an absent status in one reading. */
const QUALIFYING_ACCESS: ReadonlyArray<string | undefined> = ['ENABLED', 'RETENTION', undefined];

/** Each answer of the membership actor decides again. */
const update = (from: string) =>
  ({ from, on: 'suggestion.update', to: 'choosing', actions: ['storeUpdate'], cite: '001 §4' }) as const;

/**
 * The chat-assistant suggestion, written from spec 001 §4 "Chat-assistant suggestion popup" (shown
 * while the tag is present and access qualifies; closing hides it, records the tag as seen and
 * refreshes the tags; the mobile header shows a dot while it is pending) and 001 §8 (a failed
 * call is logged).
 */
export const chatSuggestionDeclared = declareModel<typeof chatSuggestionMachine>({
  states: {
    '': { initial: 'idle' },
    idle: {},
    choosing: {},
    hidden: {},
    pending: { tags: ['dot'] },
    open: { tags: ['dot', 'popup'] },
    // 001 §4: closing records the tag suggest-to-see-ask-section as seen
    closing: { invoke: { src: 'recordSeen' } },
  },
  transitions: [
    // sign-out forgets everything
    { from: '', on: 'suggestion.reset', to: 'idle', actions: ['forget'] },
    update('idle'),
    { from: 'choosing', on: 'always', if: 'isSuggested', to: 'pending', cite: '001 §4' },
    { from: 'choosing', on: 'always', to: 'hidden', cite: '001 §4' },
    update('hidden'),
    { from: 'pending', on: 'suggestion.open', to: 'open', cite: '001 §4' },
    update('pending'),
    { from: 'open', on: 'suggestion.close', to: 'closing', cite: '001 §4' },
    { from: 'closing', on: 'done recordSeen', to: 'hidden', actions: ['refreshTags'], cite: '001 §4' },
    { from: 'closing', on: 'error recordSeen', to: 'hidden', actions: ['logError'], cite: '001 §8' },
  ],
  guards: {
    isSuggested: ({ context }) =>
      context.tags.includes(SUGGEST_ASK_TAG) && QUALIFYING_ACCESS.includes(context.access),
  },
});
