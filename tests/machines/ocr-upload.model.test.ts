import { describeModel } from '../model/harness';
import { ocrUploadModel } from './ocr-upload.fixtures';

describeModel(ocrUploadModel);
