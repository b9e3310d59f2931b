import type { ChatInfo, ChatMessage, ChatSession, Citation } from '../../src/contract/chat';
import { CHAT_AGREEMENT_REQUIRED, CHAT_BUSY } from '../../src/contract/chat';
import { chatMachine } from '../../machines/chat.machine';
import type { ModelSpec } from '../model/harness';
import { apiError } from './support';

export const info = (agreementGiven: boolean): ChatInfo => ({
  firstName: 'Alex',
  lastName: 'Rivera',
  agreementGiven,
  agreedAt: agreementGiven ? '2026-11-20T10:00:00.000Z' : null,
});

export const session = (id: number, title = 'New conversation', messageCount = 0): ChatSession => ({
  id,
  title,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  messageCount,
});

export const message = (
  id: number,
  role: ChatMessage['role'],
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  sessionId: 1,
  role,
  content,
  status: 'complete',
  citations: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

export const ldlCitation: Citation = {
  kind: 'marker',
  label: 'LDL Cholesterol',
  markerAbbr: 'LDL',
  value: 142,
  unit: 'mg/dL',
  date: '2026-10-02',
  stateLabel: 'High',
  href: '/customer/bloodwork/marker-results/LDL',
};

export const startData = (sessionId = 1, content = 'Why is my LDL high?') => ({
  userMessage: message(10, 'user', content, { sessionId }),
  assistantMessageId: 11,
  session: session(sessionId, content, 2),
});

export const failures = {
  rateLimited: apiError(429, { error: 'Too many questions', retryAfterSeconds: 30 }),
  busy: apiError(409, { error: 'A reply is already being written', code: CHAT_BUSY }),
  agreement: apiError(403, { error: 'Accept the terms first', code: CHAT_AGREEMENT_REQUIRED }),
  invalid: apiError(400, {
    error: 'Check the question',
    issues: [{ path: 'content', message: 'Keep your question under 2000 characters' }],
  }),
  network: new Error('We could not reach the server. Check your connection.'),
};

/** The model of the chat machine, for its model test and its model test through the page. */
export const chatModel: ModelSpec<typeof chatMachine> = {
  name: 'chat',
  machine: chatMachine,
  starts: [{ label: 'signed in', input: ({ now }) => ({ now }) }],
  events: {
    'session.select': [{ type: 'session.select', id: 2 }],
    'message.send': [
      { type: 'message.send', content: 'Why is my LDL high?' },
      { type: 'message.send', content: '   ' },
    ],
    'stream.start': [{ type: 'stream.start', data: startData() }],
    'stream.token': [{ type: 'stream.token', text: 'Your LDL ' }],
    'stream.citations': [{ type: 'stream.citations', citations: [ldlCitation] }],
    'stream.done': [{ type: 'stream.done', message: message(11, 'assistant', 'Your LDL was 142 mg/dL') }],
    'stream.fail': [
      { type: 'stream.fail', error: failures.rateLimited },
      { type: 'stream.fail', error: failures.agreement },
      { type: 'stream.fail', error: failures.network },
    ],
    'stream.error': [{ type: 'stream.error', error: 'The assistant failed' }],
  },
  actors: {
    loadInfo: { outputs: [info(true), info(false)] },
    giveAgreement: { outputs: [info(true)] },
    loadSessions: {
      outputs: [[session(1, 'Why is my LDL high?', 2), session(2, 'What moves my InnerAge?', 2)], []],
    },
    createSession: { outputs: [session(3)], errors: [failures.agreement, failures.network] },
    loadMessages: {
      outputs: [{ session: session(1), messages: [] }],
      errors: [failures.agreement, failures.network],
    },
    refreshToken: { outputs: ['token-1'] },
    streamReply: { errors: [failures.rateLimited, failures.agreement, failures.busy] },
  },
};
