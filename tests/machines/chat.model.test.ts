import { chatMachine } from '../../machines/chat.machine';
import { describeModel } from '../model/harness';
import { failures, info, ldlCitation, message, session, startData } from './chat.fixtures';

describeModel<typeof chatMachine>({
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
    loadSessions: { outputs: [[session(1, 'Why is my LDL high?', 2)], []] },
    createSession: { outputs: [session(3)], errors: [failures.agreement, failures.network] },
    loadMessages: {
      outputs: [{ session: session(1), messages: [] }],
      errors: [failures.agreement, failures.network],
    },
    refreshToken: { outputs: ['token-1'] },
    streamReply: { errors: [failures.rateLimited, failures.agreement, failures.busy] },
  },
});
