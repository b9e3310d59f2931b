import { describeModel } from '../model/harness';
import { ocrUploadModel } from './ocr-upload.fixtures';
import { ocrUploadDeclared } from './ocr-upload.model';

describeModel({ ...ocrUploadModel, model: ocrUploadDeclared });
