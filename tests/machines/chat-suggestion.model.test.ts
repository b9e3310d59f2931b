import { chatSuggestionMachine } from '../../machines/chat-suggestion.machine';
import { SUGGEST_ASK_TAG } from '../../src/contract/membership';
import { describeModel } from '../model/harness';
import { chatSuggestionDeclared } from './chat-suggestion.model';

describeModel<typeof chatSuggestionMachine>({
  name: 'chatSuggestion',
  machine: chatSuggestionMachine,
  model: chatSuggestionDeclared,
  events: {
    'suggestion.update': [
      { type: 'suggestion.update', tags: [SUGGEST_ASK_TAG], access: 'ENABLED' },
      { type: 'suggestion.update', tags: [SUGGEST_ASK_TAG], access: undefined },
      { type: 'suggestion.update', tags: [SUGGEST_ASK_TAG], access: 'DISABLED' },
      { type: 'suggestion.update', tags: [], access: 'RETENTION' },
    ],
  },
  actors: { recordSeen: { outputs: [undefined], errors: [new Error('offline')] } },
  project: ['tags', 'access'],
});
