import { assign, fromPromise, raise, setup, stateIn } from 'xstate';
import type { PageDraftResponse, PageSummary, PageVersionsResponse } from '../src/contract/page-builder';
import { describeFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** A page document as the editor holds it (Puck's data: `{ root: { props }, content: [blocks] }`). */
export interface EditorDocument {
  root?: { props?: unknown };
  content?: unknown[];
}

/** Field messages by block id (`root` for the page's own fields), then by the field's name. */
export type IssuesByBlock = Record<string, Record<string, string>>;

/** The editor's check of a whole document (schema-fields.ts `documentIssues`). */
export interface DocumentCheck {
  ok: boolean;
  /** The document as the contract reads it (normalised; parsed when ok): what a save sends. */
  document: EditorDocument;
  byBlock: IssuesByBlock;
  /** Messages no block or field could be found for. */
  unplaced: string[];
}

/** What the machine needs of the editor's validation, kept in the view's feature (schema-fields.ts). */
export interface PageEditorChecks {
  check: (document: EditorDocument) => DocumentCheck;
  /** Maps a 400's issue paths to blocks and fields (schema-fields.ts `mapDocumentIssues`). */
  mapIssues: (
    document: EditorDocument,
    issues: { path: string; message: string }[],
  ) => { byBlock: IssuesByBlock; unplaced: string[] };
}

export interface PageEditorInput extends PageEditorChecks {
  pageId: number;
  /** The draft as read from the server. */
  draft: Pick<PageDraftResponse, 'page'> & { document: EditorDocument };
}

/** The dialog's line when publishing stopped because the unsaved changes could not be saved. */
export const PUBLISH_NOT_SAVED_MESSAGE = 'Not published: the draft could not be saved (see above).';

export interface PageEditorContext extends PageEditorChecks {
  pageId: number;
  page: PageSummary;
  /** The editor's document now. */
  latest: EditorDocument;
  /** `latest` as the contract reads it, as JSON (what dirty compares). */
  latestJson: string;
  /** The JSON of the document the server holds as the draft. */
  savedJson: string;
  /** The document the last save checked (and sent, when it passed): where its issues point. */
  checked: EditorDocument;
  checkedJson: string;
  /** The last refusal's messages by block, shown at their fields until the next save succeeds. */
  issues: IssuesByBlock;
  unplaced: string[];
  /** Who refused the last save: the editor's own check or the server's 400. */
  refusedBy: 'editor' | 'server' | undefined;
  /** The last save's failure (a connection, a 5xx, a 4xx without issues). */
  failure: Failure | undefined;
  /** The version the last publish made, until the document changes again. */
  published: { version: number | undefined } | undefined;
  /** The failure shown in the publish dialog. */
  publishFailure: Failure | undefined;
  /** The version the restore dialog asks about. */
  restoring: number | undefined;
  restoreFailure: Failure | undefined;
}

export type PageEditorEvent =
  | { type: 'doc.change'; document: EditorDocument }
  | { type: 'draft.save' }
  | { type: 'publish.ask' }
  | { type: 'publish.confirm' }
  | { type: 'publish.cancel' }
  | { type: 'restore.ask'; number: number }
  | { type: 'restore.confirm' }
  | { type: 'restore.cancel' }
  // raised by the draft region when a save ends, for a publish waiting on it
  | { type: 'draft.saved' }
  | { type: 'draft.notSaved' };

const jsonOf = (check: DocumentCheck) => JSON.stringify(check.document);

/** A 400 that names fields: the server refused the draft, and says where. */
const serverIssues = (error: unknown) => {
  const failure = describeFailure(error);
  return failure.status === 400
    ? Object.entries(failure.fieldErrors).map(([path, message]) => ({ path, message }))
    : [];
};

/**
 * The page builder's editor (issue 20; docs/decisions/page-builder.md "The editor"): Puck holds the
 * document and its undo history, this machine what is done with it. Two regions:
 *
 * - `draft`: `clean` (the server holds what the editor shows) and `dirty` follow `doc.change`;
 *   `draft.save` checks the document with the contract (`check`): refused at once (`refused`, the
 *   issues by block), or `saving` (`saveDraft`), then clean — or dirty when the document changed
 *   meanwhile. The server's 400 with issues is `refused` (mapped to blocks with `mapIssues`); any
 *   other failure is `failed`, and `draft.save` tries again. A refused draft stays refused while it
 *   is edited (its messages stay), until it matches the saved one or is saved.
 * - `dialog`: `publishing` asks first (`confirm`); a draft that is not clean is saved first
 *   (`saving` raises `draft.save` and waits for `draft.saved` / `draft.notSaved`: a refused or
 *   failed save keeps the dialog open with PUBLISH_NOT_SAVED_MESSAGE), then `calling`
 *   (`publishPage`): done closes the dialog with the new version; a 409 (nothing new) or a failure
 *   shows in the dialog. `restoring` asks about one version, `calling` (`restorePage`), then
 *   `restored`: the view reads the draft again and starts a new editor.
 */
export const pageEditorMachine = setup({
  types: {
    input: {} as PageEditorInput,
    context: {} as PageEditorContext,
    events: {} as PageEditorEvent,
  },
  actors: {
    saveDraft: fromPromise<PageDraftResponse, { pageId: number; document: EditorDocument }>(() =>
      notProvided('saveDraft'),
    ),
    publishPage: fromPromise<PageVersionsResponse, { pageId: number }>(() => notProvided('publishPage')),
    restorePage: fromPromise<PageVersionsResponse, { pageId: number; number: number }>(() =>
      notProvided('restorePage'),
    ),
  },
  actions: {
    keepDocument: assign(({ context }, params: { document: EditorDocument }) => ({
      latest: params.document,
      latestJson: jsonOf(context.check(params.document)),
      published: undefined,
    })),
    keepChecked: assign(({ context }) => {
      const checked = context.check(context.latest).document;
      return { checked, checkedJson: JSON.stringify(checked) };
    }),
    refuseLocally: assign(({ context }) => {
      const check = context.check(context.latest);
      return { issues: check.byBlock, unplaced: check.unplaced, refusedBy: 'editor' as const };
    }),
    keepSaved: assign(({ context }, params: { answer: PageDraftResponse }) => ({
      page: params.answer.page,
      savedJson: context.checkedJson,
      issues: {},
      unplaced: [],
      refusedBy: undefined,
      failure: undefined,
    })),
    refuseByServer: assign(({ context }, params: { error: unknown }) => {
      const mapped = context.mapIssues(context.checked, serverIssues(params.error));
      return { issues: mapped.byBlock, unplaced: mapped.unplaced, refusedBy: 'server' as const };
    }),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: describeFailure(params.error) })),
    announceSaved: raise({ type: 'draft.saved' }),
    announceNotSaved: raise({ type: 'draft.notSaved' }),
    askToSave: raise({ type: 'draft.save' }),
    clearPublishFailure: assign({ publishFailure: undefined }),
    setPublishNotSaved: assign({
      publishFailure: {
        status: undefined,
        message: PUBLISH_NOT_SAVED_MESSAGE,
        fieldErrors: {},
        retryAfterSeconds: undefined,
      },
    }),
    setPublishFailure: assign((_, params: { error: unknown }) => ({
      publishFailure: describeFailure(params.error),
    })),
    keepPublished: assign((_, params: { answer: PageVersionsResponse }) => ({
      page: params.answer.page,
      // Stryker disable next-line OptionalChaining: a publish appends a version and answers every version, newest first (services/pages.ts publishPage), so items[0] always exists
      published: { version: params.answer.items[0]?.number },
      publishFailure: undefined,
    })),
    askRestore: assign((_, params: { number: number }) => ({
      restoring: params.number,
      restoreFailure: undefined,
    })),
    clearRestore: assign({ restoring: undefined, restoreFailure: undefined }),
    setRestoreFailure: assign((_, params: { error: unknown }) => ({
      restoreFailure: describeFailure(params.error),
    })),
  },
  guards: {
    /** The document (as the contract reads it) is the one the server holds. */
    matchesSaved: ({ context }, params: { document: EditorDocument }) =>
      jsonOf(context.check(params.document)) === context.savedJson,
    passesCheck: ({ context }) => context.check(context.latest).ok,
    /** Nothing changed while the save was on its way. */
    unchangedSinceSent: ({ context }) => context.latestJson === context.checkedJson,
    isRefusal: (_, params: { error: unknown }) => serverIssues(params.error).length > 0,
    draftClean: stateIn({ draft: 'clean' }),
  },
}).createMachine({
  id: 'pageEditor',
  context: ({ input }) => {
    const json = jsonOf(input.check(input.draft.document));
    return {
      pageId: input.pageId,
      page: input.draft.page,
      check: input.check,
      mapIssues: input.mapIssues,
      latest: input.draft.document,
      latestJson: json,
      savedJson: json,
      checked: input.draft.document,
      checkedJson: json,
      issues: {},
      unplaced: [],
      refusedBy: undefined,
      failure: undefined,
      published: undefined,
      publishFailure: undefined,
      restoring: undefined,
      restoreFailure: undefined,
    };
  },
  type: 'parallel',
  states: {
    draft: {
      initial: 'clean',
      on: {
        'doc.change': [
          {
            guard: { type: 'matchesSaved', params: ({ event }) => ({ document: event.document }) },
            target: '.clean',
            actions: { type: 'keepDocument', params: ({ event }) => ({ document: event.document }) },
          },
          {
            target: '.dirty',
            actions: { type: 'keepDocument', params: ({ event }) => ({ document: event.document }) },
          },
        ],
        'draft.save': [
          { guard: 'passesCheck', target: '.saving', actions: 'keepChecked' },
          { target: '.refused', actions: ['keepChecked', 'refuseLocally', 'announceNotSaved'] },
        ],
      },
      states: {
        clean: { tags: ['saved'] },
        dirty: {},
        saving: {
          tags: ['saving'],
          on: {
            // the answer decides clean or dirty; a second save waits for this one
            'doc.change': {
              actions: { type: 'keepDocument', params: ({ event }) => ({ document: event.document }) },
            },
            'draft.save': {},
          },
          invoke: {
            src: 'saveDraft',
            input: ({ context }) => ({ pageId: context.pageId, document: context.checked }),
            onDone: [
              {
                guard: 'unchangedSinceSent',
                target: 'clean',
                actions: [
                  { type: 'keepSaved', params: ({ event }) => ({ answer: event.output }) },
                  'announceSaved',
                ],
              },
              {
                target: 'dirty',
                actions: [
                  { type: 'keepSaved', params: ({ event }) => ({ answer: event.output }) },
                  'announceSaved',
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                target: 'refused',
                actions: [
                  { type: 'refuseByServer', params: ({ event }) => ({ error: event.error }) },
                  'announceNotSaved',
                ],
              },
              {
                target: 'failed',
                actions: [
                  { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
                  'announceNotSaved',
                ],
              },
            ],
          },
        },
        refused: {
          on: {
            // its messages stay while it is edited, until it matches the saved draft again
            'doc.change': [
              {
                guard: { type: 'matchesSaved', params: ({ event }) => ({ document: event.document }) },
                target: 'clean',
                actions: { type: 'keepDocument', params: ({ event }) => ({ document: event.document }) },
              },
              { actions: { type: 'keepDocument', params: ({ event }) => ({ document: event.document }) } },
            ],
          },
        },
        failed: {},
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'publish.ask': { target: 'publishing', actions: 'clearPublishFailure' },
            'restore.ask': {
              target: 'restoring',
              actions: { type: 'askRestore', params: ({ event }) => ({ number: event.number }) },
            },
          },
        },
        publishing: {
          initial: 'confirm',
          states: {
            confirm: {
              on: {
                'publish.confirm': [
                  { guard: 'draftClean', target: 'calling', actions: 'clearPublishFailure' },
                  { target: 'saving', actions: 'clearPublishFailure' },
                ],
                'publish.cancel': '#pageEditor.dialog.closed',
              },
            },
            saving: {
              tags: ['busy'],
              entry: 'askToSave',
              on: {
                'draft.saved': 'calling',
                'draft.notSaved': { target: 'confirm', actions: 'setPublishNotSaved' },
              },
            },
            calling: {
              tags: ['busy'],
              invoke: {
                src: 'publishPage',
                input: ({ context }) => ({ pageId: context.pageId }),
                onDone: {
                  target: '#pageEditor.dialog.closed',
                  actions: { type: 'keepPublished', params: ({ event }) => ({ answer: event.output }) },
                },
                // a 409 (the draft is the published version already) or a failure: in the dialog
                onError: {
                  target: 'confirm',
                  actions: { type: 'setPublishFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        restoring: {
          initial: 'confirm',
          states: {
            confirm: {
              on: {
                'restore.confirm': 'calling',
                'restore.cancel': { target: '#pageEditor.dialog.closed', actions: 'clearRestore' },
              },
            },
            calling: {
              tags: ['busy'],
              invoke: {
                src: 'restorePage',
                input: ({ context }) => ({ pageId: context.pageId, number: context.restoring ?? 0 }),
                onDone: '#pageEditor.dialog.restored',
                onError: {
                  target: 'confirm',
                  actions: { type: 'setRestoreFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        /** The version is the draft now: the view reads it again and starts a new editor. */
        restored: { tags: ['restored'] },
      },
    },
  },
});
