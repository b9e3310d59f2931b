import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useStartedAppActors, type ChatSuggestionRef } from './app-actors';

/** The chat-assistant suggestion (spec 001 §4): the header's dot, the popup, open and close. */
// the header's menus use it on every page, before the actors start too: no suggestion then
export function useChatSuggestion(actor?: ChatSuggestionRef) {
  const started = useStartedAppActors();
  const ref = actor ?? started?.chatSuggestion;
  const dot = useSelector(ref, (s) => s?.hasTag('dot') ?? false);
  const pending = useSelector(ref, (s) => s?.matches('pending') ?? false);
  const open = useSelector(ref, (s) => s?.hasTag('popup') ?? false);
  const show = useCallback(() => ref?.send({ type: 'suggestion.open' }), [ref]);
  const close = useCallback(() => ref?.send({ type: 'suggestion.close' }), [ref]);
  return { dot, pending, open, show, close };
}
