import { describeModel } from '../model/harness';
import { sessionExpiryModel } from './session-expiry.fixtures';
import { sessionExpiryDeclared } from './session-expiry.model';

describeModel({ ...sessionExpiryModel, model: sessionExpiryDeclared });
