import { describeModel } from '../model/harness';
import { chatModel } from './chat.fixtures';
import { chatDeclared } from './chat.model';

describeModel({ ...chatModel, model: chatDeclared });
