import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PageDraftResponse, PageVersionsResponse } from '../../src/contract/page-builder';
import {
  pageEditorMachine,
  PUBLISH_NOT_SAVED_MESSAGE,
  type EditorDocument,
} from '../../machines/page-editor.machine';
import {
  draftAnswer,
  EDITED_DOC,
  editorInput,
  INVALID_DOC,
  SAVED_DOC,
  versionsAnswer,
} from './page-editor.fixtures';
import { apiError, deferred, flush } from './support';

type Answer<T> = () => Promise<T>;

/** An editor on the /about draft; each call takes the next answer the test lined up, and is recorded. */
function edit({
  saves = [],
  publishes = [],
  restores = [],
}: {
  saves?: Answer<PageDraftResponse>[];
  publishes?: Answer<PageVersionsResponse>[];
  restores?: Answer<PageVersionsResponse>[];
} = {}) {
  const calls: { call: string; input: unknown }[] = [];
  const next = <T, I>(call: string, answers: Answer<T>[]) =>
    fromPromise<T, I>(({ input }) => {
      calls.push({ call, input });
      const answer = answers.shift();
      return answer ? answer() : new Promise<never>(() => {});
    });
  const actor = createActor(
    pageEditorMachine.provide({
      actors: {
        saveDraft: next<PageDraftResponse, { pageId: number; document: EditorDocument }>('saveDraft', saves),
        publishPage: next<PageVersionsResponse, { pageId: number }>('publishPage', publishes),
        restorePage: next<PageVersionsResponse, { pageId: number; number: number }>('restorePage', restores),
      },
    }),
    { input: editorInput() },
  ).start();
  const change = (document: EditorDocument) => actor.send({ type: 'doc.change', document });
  const state = () => actor.getSnapshot();
  return { actor, calls, change, state };
}

const ok =
  <T>(value: T): Answer<T> =>
  () =>
    Promise.resolve(value);
const fail =
  (error: Error): Answer<never> =>
  () =>
    Promise.reject(error);

describe('pageEditorMachine', () => {
  it('starts clean with nothing to show; an edit is dirty, undoing it clean again', () => {
    const { change, state } = edit();
    expect(state().value).toEqual({ draft: 'clean', dialog: 'closed' });
    expect(state().hasTag('saved')).toBe(true);
    expect(state().context).toMatchObject({
      issues: {},
      unplaced: [],
      refusedBy: undefined,
      failure: undefined,
    });
    change(EDITED_DOC);
    expect(state().value).toMatchObject({ draft: 'dirty' });
    expect(state().hasTag('saved')).toBe(false);
    change(SAVED_DOC);
    expect(state().value).toMatchObject({ draft: 'clean' });
  });

  it('saves the document as the contract reads it; the answer’s page is kept and the draft is clean', async () => {
    const { actor, calls, change, state } = edit({ saves: [ok(draftAnswer(true))] });
    change(EDITED_DOC);
    actor.send({ type: 'draft.save' });
    expect(state().value).toMatchObject({ draft: 'saving' });
    expect(state().hasTag('saving')).toBe(true);
    // a second save while one is on its way is not sent
    actor.send({ type: 'draft.save' });
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ call: 'saveDraft', input: { pageId: 2 } });
    expect(JSON.stringify((calls[0]!.input as { document: unknown }).document)).toBe(
      state().context.savedJson,
    );
    expect(state().value).toMatchObject({ draft: 'clean' });
    expect(state().context.page.hasDraftChanges).toBe(true);
    // the saved draft is the new reference: the old document is a change now
    change(SAVED_DOC);
    expect(state().value).toMatchObject({ draft: 'dirty' });
  });

  it('an edit made while the save was on its way leaves the draft dirty', async () => {
    const answer = deferred<PageDraftResponse>();
    const { actor, change, state } = edit({ saves: [() => answer.promise] });
    change(EDITED_DOC);
    actor.send({ type: 'draft.save' });
    change(INVALID_DOC);
    expect(state().value).toMatchObject({ draft: 'saving' });
    answer.resolve(draftAnswer());
    await flush();
    expect(state().value).toMatchObject({ draft: 'dirty' });
  });

  it('a document the contract refuses is not sent: refused, its issues by block', () => {
    const { actor, calls, change, state } = edit();
    change(INVALID_DOC);
    actor.send({ type: 'draft.save' });
    expect(calls).toHaveLength(0);
    expect(state().value).toMatchObject({ draft: 'refused' });
    expect(state().context.refusedBy).toBe('editor');
    expect(state().context.issues).toEqual({ acc: { 'items[0].question': 'Enter the question' } });
    // it stays refused while edited, and clean once it matches the saved draft again
    change(EDITED_DOC);
    expect(state().value).toMatchObject({ draft: 'refused' });
    change(SAVED_DOC);
    expect(state().value).toMatchObject({ draft: 'clean' });
  });

  it('the server’s 400 is refused with its issues mapped to the blocks; the next good save clears them', async () => {
    const { actor, change, state } = edit({
      saves: [
        fail(
          apiError(400, {
            error: 'Invalid content.0.props.text, root.props.seoTitle',
            issues: [
              { path: 'content.0.props.text', message: 'Enter the heading' },
              { path: 'root.props.seoTitle', message: 'Use at most 120 characters' },
              { path: 'content', message: 'Too many blocks' },
            ],
          }),
        ),
        ok(draftAnswer()),
      ],
    });
    change(EDITED_DOC);
    actor.send({ type: 'draft.save' });
    await flush();
    expect(state().value).toMatchObject({ draft: 'refused' });
    expect(state().context).toMatchObject({
      refusedBy: 'server',
      issues: { 'h-1': { text: 'Enter the heading' }, root: { seoTitle: 'Use at most 120 characters' } },
      unplaced: ['Too many blocks'],
    });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(state().value).toMatchObject({ draft: 'clean' });
    expect(state().context).toMatchObject({ issues: {}, unplaced: [], refusedBy: undefined });
  });

  it('a failed call is failed with its message; the save is tried again', async () => {
    const { actor, calls, change, state } = edit({
      saves: [fail(apiError(0, { error: 'We could not reach the server.' })), ok(draftAnswer())],
    });
    change(EDITED_DOC);
    actor.send({ type: 'draft.save' });
    await flush();
    expect(state().value).toMatchObject({ draft: 'failed' });
    expect(state().context.failure?.message).toBe('We could not reach the server.');
    actor.send({ type: 'draft.save' });
    await flush();
    expect(calls).toHaveLength(2);
    expect(state().value).toMatchObject({ draft: 'clean' });
    expect(state().context.failure).toBeUndefined();
  });

  it('a 400 without issues is a failure, not a refusal; an edit after it is dirty again', async () => {
    const { actor, change, state } = edit({ saves: [fail(apiError(400, { error: 'Bad request' }))] });
    change(EDITED_DOC);
    actor.send({ type: 'draft.save' });
    await flush();
    expect(state().value).toMatchObject({ draft: 'failed' });
    change(INVALID_DOC);
    expect(state().value).toMatchObject({ draft: 'dirty' });
  });

  it('only a 400 is a refusal: another status naming fields (a 409, a 500) is a failure with its message', async () => {
    for (const status of [409, 500]) {
      const { actor, change, state } = edit({
        saves: [
          fail(
            apiError(status, {
              error: 'Not saved.',
              issues: [{ path: 'content.0.props.text', message: 'Taken' }],
            }),
          ),
        ],
      });
      change(EDITED_DOC);
      actor.send({ type: 'draft.save' });
      await flush();
      expect(state().value).toMatchObject({ draft: 'failed' });
      expect(state().context).toMatchObject({ issues: {}, unplaced: [], refusedBy: undefined });
      expect(state().context.failure).toMatchObject({ status, message: 'Not saved.' });
    }
  });

  it('publish asks first; cancel closes; a clean draft is published at once with its version kept', async () => {
    const { actor, calls, change, state } = edit({ publishes: [ok(versionsAnswer(2))] });
    actor.send({ type: 'publish.ask' });
    expect(state().value).toMatchObject({ dialog: { publishing: 'confirm' } });
    actor.send({ type: 'publish.cancel' });
    expect(state().value).toMatchObject({ dialog: 'closed' });
    actor.send({ type: 'publish.ask' });
    actor.send({ type: 'publish.confirm' });
    expect(state().hasTag('busy')).toBe(true);
    await flush();
    expect(calls.map((c) => c.call)).toEqual(['publishPage']);
    expect(state().value).toEqual({ draft: 'clean', dialog: 'closed' });
    expect(state().context.published).toEqual({ version: 2 });
    expect(state().context.page.publishedVersion).toBe(2);
    // the next edit hides the "published" line
    change(EDITED_DOC);
    expect(state().context.published).toBeUndefined();
  });

  it('publish’s 409 (nothing new) shows in the dialog, which stays open; the next try publishes', async () => {
    const { actor, state } = edit({
      publishes: [
        fail(apiError(409, { error: 'This draft is the published version already.' })),
        ok(versionsAnswer(3)),
      ],
    });
    actor.send({ type: 'publish.ask' });
    actor.send({ type: 'publish.confirm' });
    await flush();
    expect(state().value).toMatchObject({ dialog: { publishing: 'confirm' } });
    expect(state().context.publishFailure).toMatchObject({
      status: 409,
      message: 'This draft is the published version already.',
    });
    actor.send({ type: 'publish.confirm' });
    await flush();
    expect(state().value).toMatchObject({ dialog: 'closed' });
    expect(state().context.published).toEqual({ version: 3 });
    // a new dialog starts without the old failure
    actor.send({ type: 'publish.ask' });
    expect(state().context.publishFailure).toBeUndefined();
  });

  it('publishing a dirty draft saves it first, then publishes', async () => {
    const { actor, calls, change, state } = edit({
      saves: [ok(draftAnswer())],
      publishes: [ok(versionsAnswer(2))],
    });
    change(EDITED_DOC);
    actor.send({ type: 'publish.ask' });
    actor.send({ type: 'publish.confirm' });
    expect(state().value).toEqual({ draft: 'saving', dialog: { publishing: 'saving' } });
    await flush();
    expect(calls.map((c) => c.call)).toEqual(['saveDraft', 'publishPage']);
    expect(state().value).toEqual({ draft: 'clean', dialog: 'closed' });
  });

  it('publishing stops when the save first is refused (by the check or the server) or fails', async () => {
    const { actor, calls, change, state } = edit({
      saves: [
        fail(
          apiError(400, { error: 'Invalid', issues: [{ path: 'root.props.seoTitle', message: 'Too long' }] }),
        ),
        fail(apiError(503, { error: 'The server is busy.' })),
      ],
    });
    change(INVALID_DOC);
    actor.send({ type: 'publish.ask' });
    actor.send({ type: 'publish.confirm' });
    expect(state().value).toEqual({ draft: 'refused', dialog: { publishing: 'confirm' } });
    expect(state().context.publishFailure?.message).toBe(PUBLISH_NOT_SAVED_MESSAGE);
    expect(calls).toHaveLength(0);

    change(EDITED_DOC);
    actor.send({ type: 'publish.confirm' });
    await flush();
    expect(state().value).toEqual({ draft: 'refused', dialog: { publishing: 'confirm' } });
    expect(state().context.refusedBy).toBe('server');
    expect(state().context.publishFailure?.message).toBe(PUBLISH_NOT_SAVED_MESSAGE);

    actor.send({ type: 'publish.confirm' });
    await flush();
    expect(state().value).toEqual({ draft: 'failed', dialog: { publishing: 'confirm' } });
    expect(calls.map((c) => c.call)).toEqual(['saveDraft', 'saveDraft']);
  });

  it('publish while a save is on its way waits for that save', async () => {
    const answer = deferred<PageDraftResponse>();
    const { actor, calls, change, state } = edit({
      saves: [() => answer.promise],
      publishes: [ok(versionsAnswer(2))],
    });
    change(EDITED_DOC);
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'publish.ask' });
    actor.send({ type: 'publish.confirm' });
    expect(state().value).toMatchObject({ dialog: { publishing: 'saving' } });
    answer.resolve(draftAnswer());
    await flush();
    expect(calls.map((c) => c.call)).toEqual(['saveDraft', 'publishPage']);
    expect(state().value).toEqual({ draft: 'clean', dialog: 'closed' });
  });

  it('restore asks about one version; a failure shows in the dialog; done is restored', async () => {
    const { actor, calls, state } = edit({
      restores: [fail(apiError(500, { error: 'Something went wrong.' })), ok(versionsAnswer(4))],
    });
    actor.send({ type: 'restore.ask', number: 1 });
    expect(state().value).toMatchObject({ dialog: { restoring: 'confirm' } });
    expect(state().context.restoring).toBe(1);
    actor.send({ type: 'restore.cancel' });
    expect(state().value).toMatchObject({ dialog: 'closed' });
    expect(state().context.restoring).toBeUndefined();

    actor.send({ type: 'restore.ask', number: 1 });
    actor.send({ type: 'restore.confirm' });
    await flush();
    expect(state().value).toMatchObject({ dialog: { restoring: 'confirm' } });
    expect(state().context.restoreFailure?.message).toBe('Something went wrong.');
    actor.send({ type: 'restore.confirm' });
    await flush();
    expect(calls.map((c) => c.input)).toEqual([
      { pageId: 2, number: 1 },
      { pageId: 2, number: 1 },
    ]);
    expect(state().value).toMatchObject({ dialog: 'restored' });
    expect(state().hasTag('restored')).toBe(true);
  });

  it('a call the view did not provide fails instead of hanging', async () => {
    const actor = createActor(pageEditorMachine, { input: editorInput() }).start();
    actor.send({ type: 'doc.change', document: EDITED_DOC });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ draft: 'failed' });
    expect(actor.getSnapshot().context.failure?.message).toBe('saveDraft is not provided');
  });
});
