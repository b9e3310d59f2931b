import { CHAT_LIMITS } from '../../src/contract/chat';
import { describeModel } from '../model/harness';
import { chatModel } from './chat.fixtures';
import { chatDeclared } from './chat.model';

// the longest question and one character more, besides the fixtures' question and blank one
const longest = 'a'.repeat(CHAT_LIMITS.messageMax);

describeModel({
  ...chatModel,
  model: chatDeclared,
  events: {
    ...chatModel.events,
    'message.send': [
      ...(chatModel.events?.['message.send'] ?? []),
      { type: 'message.send', content: ` ${longest} ` },
      { type: 'message.send', content: `${longest}a` },
    ],
  },
});
