import type { pageEditorMachine } from '../../machines/page-editor.machine';
import { declareModel, type EmitArgs } from '../model/declared';

type Ctx = { check: (d: unknown) => { ok: boolean; document: unknown }; savedJson: string };
const documentOf = ({ event }: EmitArgs) => ({ document: (event as { document?: unknown }).document });
const answerOf = ({ event }: EmitArgs) => ({ answer: (event as { output?: unknown }).output });
const errorOf = ({ event }: EmitArgs) => ({ error: (event as { error?: unknown }).error });
const keepDocument = [{ type: 'keepDocument', params: documentOf }];

/**
 * The page builder's editor, written from issue 20 and docs/decisions/page-builder.md "The editor"
 * (the spec, 001 §5 "Page-builder blocks", gives only the blocks' rules): a draft region (clean,
 * dirty, saving, refused, failed) and a dialog region (publish, restore). See docs/testing.md.
 */
export const pageEditorDeclared = declareModel<typeof pageEditorMachine>({
  states: {
    '': { type: 'parallel' },
    draft: { initial: 'clean' },
    'draft.clean': { tags: ['saved'] },
    'draft.dirty': {},
    'draft.saving': {
      tags: ['saving'],
      invoke: {
        src: 'saveDraft',
        input: (context) => ({ pageId: context.pageId, document: context.checked }),
      },
    },
    'draft.refused': {},
    'draft.failed': {},
    dialog: { initial: 'closed' },
    'dialog.closed': {},
    'dialog.publishing': { initial: 'confirm' },
    'dialog.publishing.confirm': {},
    'dialog.publishing.saving': { tags: ['busy'], entry: ['askToSave'] },
    'dialog.publishing.calling': {
      tags: ['busy'],
      invoke: { src: 'publishPage', input: (context) => ({ pageId: context.pageId }) },
    },
    'dialog.restoring': { initial: 'confirm' },
    'dialog.restoring.confirm': {},
    'dialog.restoring.calling': {
      tags: ['busy'],
      invoke: {
        src: 'restorePage',
        input: (context) => ({ pageId: context.pageId, number: context.restoring ?? 0 }),
      },
    },
    'dialog.restored': { tags: ['restored'] },
  },
  transitions: [
    { from: 'draft', on: 'doc.change', if: 'matchesSaved', to: 'draft.clean', actions: keepDocument },
    { from: 'draft', on: 'doc.change', to: 'draft.dirty', actions: keepDocument },
    { from: 'draft', on: 'draft.save', if: 'passesCheck', to: 'draft.saving', actions: ['keepChecked'] },
    {
      from: 'draft',
      on: 'draft.save',
      to: 'draft.refused',
      actions: ['keepChecked', 'refuseLocally', 'announceNotSaved'],
    },
    { from: 'draft.saving', on: 'doc.change', actions: keepDocument },
    { from: 'draft.saving', on: 'draft.save' },
    {
      from: 'draft.saving',
      on: 'done saveDraft',
      if: 'unchangedSinceSent',
      to: 'draft.clean',
      actions: [{ type: 'keepSaved', params: answerOf }, 'announceSaved'],
    },
    {
      from: 'draft.saving',
      on: 'done saveDraft',
      to: 'draft.dirty',
      actions: [{ type: 'keepSaved', params: answerOf }, 'announceSaved'],
    },
    {
      from: 'draft.saving',
      on: 'error saveDraft',
      if: 'isRefusal',
      to: 'draft.refused',
      actions: [{ type: 'refuseByServer', params: errorOf }, 'announceNotSaved'],
    },
    {
      from: 'draft.saving',
      on: 'error saveDraft',
      to: 'draft.failed',
      actions: [{ type: 'setFailure', params: errorOf }, 'announceNotSaved'],
    },
    { from: 'draft.refused', on: 'doc.change', if: 'matchesSaved', to: 'draft.clean', actions: keepDocument },
    { from: 'draft.refused', on: 'doc.change', actions: keepDocument },
    { from: 'dialog.closed', on: 'publish.ask', to: 'dialog.publishing', actions: ['clearPublishFailure'] },
    {
      from: 'dialog.closed',
      on: 'restore.ask',
      to: 'dialog.restoring',
      actions: [
        {
          type: 'askRestore',
          params: ({ event }: EmitArgs) => ({ number: (event as { number?: number }).number }),
        },
      ],
    },
    {
      from: 'dialog.publishing.confirm',
      on: 'publish.confirm',
      if: 'draftClean',
      to: 'dialog.publishing.calling',
      actions: ['clearPublishFailure'],
    },
    {
      from: 'dialog.publishing.confirm',
      on: 'publish.confirm',
      to: 'dialog.publishing.saving',
      actions: ['clearPublishFailure'],
    },
    { from: 'dialog.publishing.confirm', on: 'publish.cancel', to: 'dialog.closed' },
    { from: 'dialog.publishing.saving', on: 'draft.saved', to: 'dialog.publishing.calling' },
    {
      from: 'dialog.publishing.saving',
      on: 'draft.notSaved',
      to: 'dialog.publishing.confirm',
      actions: ['setPublishNotSaved'],
    },
    {
      from: 'dialog.publishing.calling',
      on: 'done publishPage',
      to: 'dialog.closed',
      actions: [{ type: 'keepPublished', params: answerOf }],
    },
    {
      from: 'dialog.publishing.calling',
      on: 'error publishPage',
      to: 'dialog.publishing.confirm',
      actions: [{ type: 'setPublishFailure', params: errorOf }],
    },
    { from: 'dialog.restoring.confirm', on: 'restore.confirm', to: 'dialog.restoring.calling' },
    {
      from: 'dialog.restoring.confirm',
      on: 'restore.cancel',
      to: 'dialog.closed',
      actions: ['clearRestore'],
    },
    { from: 'dialog.restoring.calling', on: 'done restorePage', to: 'dialog.restored' },
    {
      from: 'dialog.restoring.calling',
      on: 'error restorePage',
      to: 'dialog.restoring.confirm',
      actions: [{ type: 'setRestoreFailure', params: errorOf }],
    },
  ],
  guards: {
    matchesSaved: ({ context, event }) =>
      JSON.stringify(
        (context as unknown as Ctx).check((event as { document?: unknown }).document).document,
      ) === context.savedJson,
    passesCheck: ({ context }) => (context as unknown as Ctx).check(context.latest).ok,
    unchangedSinceSent: ({ context }) => context.latestJson === context.checkedJson,
    // a 400 that names fields
    isRefusal: ({ event }) => {
      const error = (event as { error?: { status?: number; body?: { issues?: unknown[] } } }).error;
      return error?.status === 400 && (error.body?.issues?.length ?? 0) > 0;
    },
    draftClean: ({ active }) => active.has('draft.clean'),
  },
  raises: { announceSaved: 'draft.saved', announceNotSaved: 'draft.notSaved', askToSave: 'draft.save' },
});
