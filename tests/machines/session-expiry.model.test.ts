import { describeModel } from '../model/harness';
import { sessionExpiryModel } from './session-expiry.fixtures';

describeModel(sessionExpiryModel);
