import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import type { chatMachine } from '../../machines/chat.machine';
import { AskTerra } from '../../src/web/features/ask-terra/ask-terra-page';
import type { ChatRef } from '../../src/web/features/ask-terra/use-chat';
import { chatModel } from '../machines/chat.fixtures';
import { chatDeclared } from '../machines/chat.model';
import { declaredEffects, describeUiModel, type UiModel } from './model-ui';
import { stubApi } from './support';

let chat: ChatRef | undefined;
const user = () => userEvent.setup({ delay: null });
const composer = () => screen.getByRole('textbox', { name: 'Your question' });

beforeEach(() => {
  stubApi();
});
afterEach(() => vi.unstubAllGlobals());

const ui: UiModel<typeof chatMachine> = {
  spec: chatModel,
  mount: (actor: AnyActorRef) => {
    chat = actor as ChatRef;
    render(<AskTerra chat={chat} />);
  },
  // the stream.* events come from the stream actor: the app sends them
  perform: {
    'chat.retry': () => user().click(screen.getByRole('button', { name: 'Try again' })),
    'agreement.accept': () => user().click(screen.getByRole('button', { name: /I agree/ })),
    'session.select': async (event: AnyEventObject) => {
      const { id } = event as { type: 'session.select'; id: number };
      // choosing the open conversation again is not a choice on the screen
      if (chat?.getSnapshot().context.sessionId === id) return 'app';
      const nav = screen.getByRole('navigation', { name: 'Conversations' });
      const picker = within(nav).getByRole('combobox', { name: 'Conversation' });
      // while the list loads the conversation is not on the screen yet
      if (!within(picker).queryByRole('option', { name: /What moves my InnerAge/ })) return 'app';
      await user().selectOptions(picker, String(id));
    },
    'session.create': () => user().click(screen.getByRole('button', { name: 'New conversation' })),
    'message.send': async (event: AnyEventObject) => {
      const { content } = event as { type: 'message.send'; content: string };
      await user().clear(composer());
      await user().type(composer(), `${content}{Enter}`);
      // the composer sends no blank message: the machine's own guard gets it from the app
      if (!content.trim()) return 'app';
    },
    'message.stop': () => user().click(screen.getByRole('button', { name: 'Stop' })),
    'message.retry': () => user().click(screen.getByRole('button', { name: 'Ask again' })),
  },
  // the calls each step makes with their inputs (000 §7.9: sessions, history, agreement, the
  // question streamed), as the declared model gives them
  effects: { of: (step) => declaredEffects(chatModel, chatDeclared, step) },
  expectScreen: (snapshot) => {
    if (snapshot.matches('loading')) {
      expect(screen.getByRole('status')).toHaveTextContent('Loading Ask Terra…');
    } else if (snapshot.matches('failed')) {
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    } else if (snapshot.matches('agreement') || snapshot.matches('accepting')) {
      expect(screen.getByRole('region', { name: 'Before you start' })).toBeInTheDocument();
      const agree = screen.getByRole('button', { name: /I agree|Saving/ });
      if (snapshot.matches('accepting')) expect(agree).toBeDisabled();
      else expect(agree).toBeEnabled();
    } else if (snapshot.hasTag('loading')) {
      expect(screen.getByRole('status')).toHaveTextContent('Loading the conversation…');
    } else if (snapshot.matches({ ready: 'unavailable' })) {
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    } else if (snapshot.hasTag('busy')) {
      expect(composer()).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
      expect(screen.getByTestId('terra-reply')).toHaveAttribute('aria-busy', 'true');
    } else {
      // idle, stopped, error: the composer takes a question
      expect(composer()).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
      if (snapshot.matches({ ready: 'error' }))
        expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.failure?.message ?? '');
      if (snapshot.matches({ ready: { error: 'waiting' } }))
        expect(screen.getByText(/Try again in \d+ s\.|You can ask again now\./)).toBeInTheDocument();
      const retry = screen.queryByRole('button', { name: 'Ask again' });
      if (snapshot.can({ type: 'message.retry' })) expect(retry).toBeEnabled();
      else expect(retry).toBeNull();
    }
  },
};

describeUiModel('Ask Terra, model-based through the page (spec 000 §7.9)', ui);
