import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { type ChatEvent, chatMachine, type StreamReplyInput } from '../../machines/chat.machine';
import type { MarkersForViewResponse } from '../../src/contract/blood';
import type { ChatInfo, ChatSession, MessagesResponse } from '../../src/contract/chat';
import { AskTerra } from '../../src/web/features/ask-terra/ask-terra-page';
import { failures, info, ldlCitation, message, session, startData } from '../machines/chat.fixtures';
import { expectNoAxeViolations } from './axe';
import { membershipConfig } from '../machines/membership.fixtures';
import { fakeEffects, renderApp, stubApi, testCustomer } from './support';

const markers = {
  sortMode: 0,
  asOf: '2026-10-02',
  markers: [
    {
      id: 1,
      abbr: 'LDL',
      name: 'LDL Cholesterol',
      unit: 'mg/dL',
      categoryId: 1,
      categoryAbbr: 'heart',
      categoryName: 'Heart',
      range: null,
      latest: { resultId: 1, testedAt: '2026-10-02', value: 142, optimizationStateValue: 4, derived: false },
      severity: 'red',
      history: [],
    },
  ],
  groups: [{ key: 'notOptimized', abbrs: ['LDL'] }],
} as unknown as MarkersForViewResponse;

interface Fakes {
  agreed?: boolean;
  streamError?: unknown;
  messages?: MessagesResponse['messages'];
}

const sessions = [session(1, 'Why is my LDL high?', 2), session(2, 'What moves my InnerAge?', 2)];

function renderChat({ agreed = true, streamError, messages = [] }: Fakes = {}) {
  const clock = new SimulatedClock();
  clock.increment(Date.now());
  let send: (event: ChatEvent) => void = () => {};
  const streams: StreamReplyInput[] = [];
  const aborted: number[] = [];
  const chat = createActor(
    chatMachine.provide({
      actors: {
        loadInfo: fromPromise<ChatInfo>(() => Promise.resolve(info(agreed))),
        giveAgreement: fromPromise<ChatInfo>(() => Promise.resolve(info(true))),
        loadSessions: fromPromise<ChatSession[]>(() => Promise.resolve(sessions)),
        createSession: fromPromise<ChatSession>(() => Promise.resolve(session(3))),
        loadMessages: fromPromise<MessagesResponse, { id: number }>(({ input }) =>
          Promise.resolve({
            session: sessions.find((s) => s.id === input.id) ?? session(input.id),
            messages,
          }),
        ),
        refreshToken: fromPromise<string | undefined, { minValiditySeconds: number }>(() =>
          Promise.resolve('token-1'),
        ),
        streamReply: fromCallback<ChatEvent, StreamReplyInput>(({ sendBack, input }) => {
          streams.push(input);
          if (streamError) {
            sendBack({ type: 'stream.fail', error: streamError });
            return undefined;
          }
          send = sendBack;
          return () => aborted.push(streams.length);
        }),
      },
    }),
    { clock, input: { now: () => clock.now() } },
  ).start();
  const user = userEvent.setup();
  render(<AskTerra chat={chat} />);
  return { chat, clock, user, streams, aborted, stream: (event: ChatEvent) => act(() => send(event)) };
}

beforeEach(() => {
  stubApi({ '/api/customer/v1/blood/markers-for-view': markers });
});
afterEach(() => vi.unstubAllGlobals());

describe('Ask Terra page (spec 000 §2.3, §7.9)', () => {
  it('the agreement says what Terra does and does not do; agreeing opens the conversation', async () => {
    const { user } = renderChat({ agreed: false });
    const agreement = await screen.findByRole('region', { name: 'Before you start' });
    await expectNoAxeViolations();
    expect(agreement).toHaveTextContent(/not a doctor/);
    expect(agreement).toHaveTextContent(/your own results/);
    await user.click(screen.getByRole('button', { name: /I agree/ }));
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
  });

  it('streams a reply into the conversation, announces it once when complete and links its records', async () => {
    const { user, stream, streams } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    expect(screen.getByRole('heading', { level: 2, name: 'Why is my LDL high?' })).toBeInTheDocument();
    // suggested from the customer's own not-optimal marker
    expect(await screen.findByRole('button', { name: 'Why is my LDL above optimal?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What moves my InnerAge?' })).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.type(input, 'Why is my LDL high?');
    expect(screen.getByText(/19 \/ 2000 characters/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]).toEqual({ sessionId: 1, content: 'Why is my LDL high?', token: 'token-1' });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    const announcer = screen.getByTestId('terra-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    stream({ type: 'stream.start', data: startData() });
    stream({ type: 'stream.token', text: 'Your LDL was ' });
    const reply = screen.getByTestId('terra-reply');
    expect(reply).toHaveTextContent('Your LDL was');
    stream({ type: 'stream.token', text: '142 mg/dL on Oct 02, 2026.' });
    expect(reply).toHaveTextContent('Your LDL was 142 mg/dL on Oct 02, 2026.');
    expect(announcer).toHaveTextContent('Terra is answering…');
    await expectNoAxeViolations();

    stream({ type: 'stream.citations', citations: [ldlCitation] });
    stream({
      type: 'stream.done',
      message: message(11, 'assistant', 'Your LDL was 142 mg/dL on Oct 02, 2026.', {
        citations: [ldlCitation],
      }),
    });
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(announcer).toHaveTextContent('Terra answered: Your LDL was 142 mg/dL on Oct 02, 2026.');
    const link = screen.getByRole('link', { name: /LDL Cholesterol/ });
    expect(link).toHaveAttribute('href', '/customer/bloodwork/marker-results/LDL');
    expect(link).toHaveTextContent('142 mg/dL · Oct 02, 2026 · High');
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('Shift+Enter adds a line; Stop keeps the text as an interrupted reply', async () => {
    const { user, stream, aborted } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('Line one\nline two');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Stop' });
    stream({ type: 'stream.start', data: startData(1, 'Line one\nline two') });
    stream({ type: 'stream.token', text: 'Your LDL' });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(aborted).toEqual([1]);
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Stopped before the end.')).toBeInTheDocument();
    expect(screen.getByTestId('terra-announcer')).toHaveTextContent('Reply stopped.');
  });

  it('a rate limit names the wait and keeps Send off until the time the machine keeps', async () => {
    const { user, clock, chat } = renderChat({ streamError: failures.rateLimited });
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(input, 'Why is my LDL high?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many questions');
    expect(screen.getByText(/Try again in \d+ s\./)).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.type(input, 'Again');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    act(() => clock.increment(30_000));
    expect(chat.getSnapshot().can({ type: 'message.retry' })).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ask again' })).toBeInTheDocument();
  });

  it('a busy session and a network failure say so next to the composer', async () => {
    const { user } = renderChat({ streamError: failures.busy });
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(input, 'Hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A reply is already being written');
    expect(screen.getByRole('button', { name: 'Ask again' })).toBeInTheDocument();
  });

  it('a question over 2000 characters cannot be sent', async () => {
    const { user } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    await user.click(input);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText(/2001 \/ 2000 characters: shorten your question/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('lists the conversations newest first and opens another or a new one', async () => {
    const { user, chat } = renderChat({ messages: [message(1, 'user', 'Why is my LDL high?')] });
    await screen.findByRole('textbox', { name: 'Your question' });
    const nav = screen.getByRole('navigation', { name: 'Conversations' });
    const buttons = within(nav).getAllByRole('button', { name: /Why is my LDL|What moves/ });
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Why is my LDL high?'),
      expect.stringContaining('What moves my InnerAge?'),
    ]);
    await user.click(buttons[1]!);
    await waitFor(() => expect(chat.getSnapshot().context.sessionId).toBe(2));
    await user.click(within(nav).getByRole('button', { name: 'New conversation' }));
    await waitFor(() => expect(chat.getSnapshot().context.sessionId).toBe(3));
    expect(screen.getByRole('combobox', { name: 'Conversation' })).toHaveValue('3');
  });
});

describe('the ways into Ask Terra (001 §4)', () => {
  it('the header entry lands on the working assistant, not the coming-soon page', async () => {
    stubApi({
      '/api/customer/v1/blood/markers-for-view': markers,
      '/askit/profile/customer/v1/info': info(false),
    });
    const user = userEvent.setup();
    renderApp('/customer/settings', { customer: testCustomer() });
    const links = await screen.findAllByRole('link', { name: /Ask Terra/ });
    expect(links[0]).toHaveAttribute('href', '/customer/ask-terra');
    await user.click(links[0]!);
    expect(await screen.findByRole('region', { name: 'Before you start' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customer/ask-terra');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('the chat banner and the suggestion popup land on the working assistant too', async () => {
    stubApi({
      '/api/customer/v1/blood/markers-for-view': markers,
      '/askit/profile/customer/v1/info': info(false),
    });
    const user = userEvent.setup();
    const effects = fakeEffects({
      customer: testCustomer(),
      fetchSubscriptions: () =>
        Promise.resolve(membershipConfig({ now: Date.now(), days: 31, prolongation: 'PASSIVE_EXPIRATION' })),
      fetchNotificationTags: () => Promise.resolve(['suggest-to-see-ask-section']),
    });
    const { actors } = renderApp('/customer/settings', { effects });
    const banner = await screen.findByRole('region', { name: 'Chat assistant' });
    await user.click(within(banner).getByRole('link', { name: 'Ask Terra' }));
    expect(await screen.findByRole('region', { name: 'Before you start' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customer/ask-terra');

    await user.click(screen.getAllByRole('link', { name: /Settings|Account/ })[0]!);
    await waitFor(() => expect(window.location.pathname).not.toBe('/customer/ask-terra'));
    await waitFor(() => expect(actors.chatSuggestion.getSnapshot().matches('pending')).toBe(true));
    act(() => actors.chatSuggestion.send({ type: 'suggestion.open' }));
    const popup = await screen.findByRole('dialog', { name: 'Meet Terra, your health assistant' });
    await user.click(within(popup).getByRole('button', { name: 'Ask Terra' }));
    expect(await screen.findByRole('region', { name: 'Before you start' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customer/ask-terra');
  });
});
