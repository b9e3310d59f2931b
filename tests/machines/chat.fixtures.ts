import type { ChatInfo, ChatMessage, ChatSession, Citation } from '../../src/contract/chat';
import { CHAT_AGREEMENT_REQUIRED, CHAT_BUSY } from '../../src/contract/chat';
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
