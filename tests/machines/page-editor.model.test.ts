import { pageEditorMachine } from '../../machines/page-editor.machine';
import { describeModel } from '../model/harness';
import {
  docName,
  draftAnswer,
  EDITED_DOC,
  editorInput,
  INVALID_DOC,
  SAVED_DOC,
  versionsAnswer,
} from './page-editor.fixtures';
import { pageEditorDeclared } from './page-editor.model';
import { apiError } from './support';

describeModel<typeof pageEditorMachine>({
  name: 'pageEditor',
  machine: pageEditorMachine,
  model: pageEditorDeclared,
  starts: [{ label: 'draft opened', input: () => editorInput() }],
  events: {
    'doc.change': [
      { type: 'doc.change', document: SAVED_DOC },
      { type: 'doc.change', document: EDITED_DOC },
      { type: 'doc.change', document: INVALID_DOC },
    ],
    'restore.ask': [{ type: 'restore.ask', number: 1 }],
    // raised by the draft region only
    'draft.saved': [],
    'draft.notSaved': [],
  },
  actors: {
    saveDraft: {
      outputs: [draftAnswer()],
      errors: [
        apiError(400, {
          error: 'Invalid root.props.seoTitle',
          issues: [{ path: 'root.props.seoTitle', message: 'Use at most 120 characters' }],
        }),
        apiError(0, { error: 'We could not reach the server.' }),
      ],
    },
    publishPage: {
      outputs: [versionsAnswer(2)],
      errors: [apiError(409, { error: 'This draft is the published version already.' })],
    },
    restorePage: {
      outputs: [versionsAnswer(3)],
      errors: [apiError(500, { error: 'Something went wrong.' })],
    },
  },
  // the guards compare the editor's document with the saved one and with the one sent
  project: ({ context }) => ({
    latest: docName(context.latestJson),
    saved: docName(context.savedJson),
    sent: docName(context.checkedJson),
  }),
});
