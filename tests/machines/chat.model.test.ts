import { describeModel } from '../model/harness';
import { chatModel } from './chat.fixtures';

describeModel(chatModel);
