// no-external: puck.css @imports a web font from another host, which the CSP refuses (and the chunk's CSS then fails to load)
import '@puckeditor/core/no-external.css';
import { Puck, type Data, type Viewports } from '@puckeditor/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { css } from '../../../../styled-system/css';
import {
  pageEditorMachine,
  type EditorDocument,
  type IssuesByBlock,
} from '../../../../machines/page-editor.machine';
import type { Failure } from '../../../../machines/shared/failure';
import {
  slidesPerView,
  type PageDraftResponse,
  type PageVersionsResponse,
} from '../../../contract/page-builder';
import { formatDateTime } from '../../../domain/dates';
import { AdminPage } from '../../components/admin/admin-layout';
import { adminCall, adminUrl, CHECK_FIELDS_MESSAGE, useAdminQuery } from '../../components/admin/admin-data';
import { Badge, DataTable, muted, QueryView, Section } from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import { toApiError } from '../../lib/api';
import { recorder } from '../../lib/inspector/recorder';
import { AddBlock, MoveBlock } from './add-block';
import { issueOverrides, ServerIssuesContext } from './editor-fields';
import { PAGES_PATH } from './pages-page';
import { puckConfig } from './puck-config';
import { BLOCK_LABELS, documentIssues, mapDocumentIssues } from './schema-fields';

/** 001 §9: the preview at the slider's three bands (4, 3 and 2 slides; breakpoints 992 and 552 px). */
const viewport = (width: number, name: string, icon: 'Monitor' | 'Tablet' | 'Smartphone') => ({
  width,
  icon,
  label: `${name} ${width} px: ${slidesPerView(width)} slides`,
});
export const PREVIEW_VIEWPORTS: Viewports = [
  viewport(1280, 'Desktop', 'Monitor'),
  viewport(768, 'Tablet', 'Tablet'),
  viewport(390, 'Phone', 'Smartphone'),
];

const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  alignItems: 'center',
  mb: '3',
  minW: '0',
});

/** `/admin/pages/:id` (issue 20): the page's draft in Puck, saved, published, its history restorable. */
export function PageEditorPage() {
  const { id: idText } = useParams<{ id: string }>();
  const id = Number(idText);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const query = useAdminQuery<PageDraftResponse>(
    Number.isInteger(id) && id > 0 ? `${adminUrl('pageDraft', { id })}?round=${round}` : undefined,
  );
  const title = query.status === 'done' ? `Edit ${query.data.page.path}` : 'Edit page';
  return (
    <AdminPage title={title} sideMenu={false} back={{ href: PAGES_PATH, label: 'All pages' }}>
      {Number.isInteger(id) && id > 0 ? (
        <QueryView query={query} label="Loading the draft…">
          {(draft) => <Editor key={`${draft.page.id}-${round}`} draft={draft} onReload={reload} />}
        </QueryView>
      ) : (
        <Notice tone="danger">Not found: the link is wrong.</Notice>
      )}
    </AdminPage>
  );
}

/** The status line's words and its `data-save-status`, by the draft region's state. */
const SAVE_STATUS = {
  clean: { kind: 'saved', text: 'Saved' },
  dirty: { kind: 'unsaved', text: 'Unsaved changes' },
  saving: { kind: 'saving', text: 'Saving…' },
  refused: { kind: 'refused', text: 'Not saved' },
  failed: { kind: 'failed', text: 'Not saved' },
} as const;

const REFUSED_MESSAGE = {
  editor: 'Not saved: fix the fields marked in red (select a block to see its fields).',
  server: 'The server refused the draft: fix the fields marked in red.',
} as const;

/** The names of the blocks a refusal points at (the page's own fields are "Page settings"). */
function blockNames(issues: IssuesByBlock, document: EditorDocument): string[] {
  const content = (document.content ?? []) as { type: string; props: { id: string } }[];
  return Object.keys(issues).map((key) => {
    const block = content.find((b) => b.props.id === key);
    return block ? (BLOCK_LABELS[block.type as keyof typeof BLOCK_LABELS] ?? block.type) : 'Page settings';
  });
}

/** A dialog's line for a failed call, as the house forms word it (FormDialog's `formFailureOf`). */
const dialogError = (failure: Failure | undefined) =>
  !failure ? undefined : Object.keys(failure.fieldErrors).length ? CHECK_FIELDS_MESSAGE : failure.message;

/** The calls of the pageEditor machine, on the back office's API. */
const editorCalls = {
  saveDraft: fromPromise<PageDraftResponse, { pageId: number; document: EditorDocument }>(({ input }) => {
    const url = adminUrl('pageDraft', { id: input.pageId });
    return adminCall<PageDraftResponse>('PUT', url, input.document).catch((failure: unknown) => {
      throw toApiError(failure, url);
    });
  }),
  publishPage: fromPromise<PageVersionsResponse, { pageId: number }>(({ input }) => {
    const url = adminUrl('pagePublish', { id: input.pageId });
    return adminCall<PageVersionsResponse>('POST', url).catch((failure: unknown) => {
      throw toApiError(failure, url);
    });
  }),
  restorePage: fromPromise<PageVersionsResponse, { pageId: number; number: number }>(({ input }) => {
    const url = adminUrl('pageRestore', { id: input.pageId, number: input.number });
    return adminCall<PageVersionsResponse>('POST', url).catch((failure: unknown) => {
      throw toApiError(failure, url);
    });
  }),
};

type EditorActor = ActorRefFrom<typeof pageEditorMachine>;

/** The draft in Puck; what is done with it (save, publish, restore) is the pageEditor machine's. */
function Editor({ draft, onReload }: { draft: PageDraftResponse; onReload: () => void }) {
  const initial = useMemo(() => draft.document as unknown as Data, [draft]);
  const actor = useActorRef(pageEditorMachine.provide({ actors: editorCalls }), {
    input: { pageId: draft.page.id, draft, check: documentIssues, mapIssues: mapDocumentIssues },
    inspect: recorder.observe,
  });
  const draftState = useSelector(actor, (s) => s.value.draft);
  const page = useSelector(actor, (s) => s.context.page);
  const issues = useSelector(actor, (s) => s.context.issues);
  const unplaced = useSelector(actor, (s) => s.context.unplaced);
  const checked = useSelector(actor, (s) => s.context.checked);
  const refusedBy = useSelector(actor, (s) => s.context.refusedBy);
  const failure = useSelector(actor, (s) => s.context.failure);
  const published = useSelector(actor, (s) => s.context.published);
  const publishing = useSelector(actor, (s) => s.matches({ dialog: 'publishing' }));
  const publishBusy = useSelector(actor, (s) => s.matches({ dialog: 'publishing' }) && s.hasTag('busy'));
  const publishFailure = useSelector(actor, (s) => s.context.publishFailure);
  const restored = useSelector(actor, (s) => s.hasTag('restored'));
  const [historyOpen, setHistoryOpen] = useState(false);

  const onChange = useCallback((data: Data) => actor.send({ type: 'doc.change', document: data }), [actor]);

  // a restored version is the draft now: read it again (a new editor, a new machine)
  useEffect(() => {
    if (restored) onReload();
  }, [restored, onReload]);

  // Puck leaves its preview frame and its zoom select without a name; they get one here
  const frameBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = frameBox.current;
    if (!box) return;
    const label = () => {
      const frame = box.querySelector('iframe#preview-frame');
      if (frame && !frame.hasAttribute('title')) frame.setAttribute('title', `Preview of ${draft.page.path}`);
      box
        .querySelectorAll('select[class*="zoomSelect"]:not([aria-label])')
        .forEach((select) => select.setAttribute('aria-label', 'Preview zoom'));
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [draft.page.path]);

  // a reload or a link away asks first while there are unsaved changes
  const dirty = draftState !== 'clean';
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const status = SAVE_STATUS[draftState];
  const blocks = draftState === 'refused' ? [...new Set(blockNames(issues, checked))] : [];

  return (
    <ServerIssuesContext.Provider value={issues}>
      <div className={toolbar} role="toolbar" aria-label="Page actions">
        <Button
          type="button"
          onClick={() => actor.send({ type: 'draft.save' })}
          disabled={draftState === 'saving'}
        >
          Save draft
        </Button>
        <Button type="button" variant="outline" onClick={() => actor.send({ type: 'publish.ask' })}>
          Publish…
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-expanded={historyOpen}
          aria-controls="page-history"
          onClick={() => setHistoryOpen((v) => !v)}
        >
          {historyOpen ? 'Hide history' : 'History'}
        </Button>
        <span role="status" className={css({ fontWeight: '600' })} data-save-status={status.kind}>
          {status.text}
        </span>
        <span className={muted}>
          {page.publishedVersion === null
            ? 'Not published yet'
            : `Published: version ${page.publishedVersion}`}
          {page.hasDraftChanges ? ' · the draft has unpublished changes' : ''}
        </span>
      </div>
      {draftState === 'refused' ? (
        <Notice tone="danger">
          {REFUSED_MESSAGE[refusedBy ?? 'editor']}
          {blocks.length ? ` Blocks: ${blocks.join(', ')}.` : ''}
          {unplaced.length ? ` ${unplaced.join(' ')}` : ''}
        </Notice>
      ) : null}
      {draftState === 'failed' && failure ? <Notice tone="danger">{failure.message}</Notice> : null}
      {published ? (
        <Notice tone="success">
          {`Published${published.version === undefined ? '' : ` as version ${published.version}`}: visitors see it now.`}
        </Notice>
      ) : null}
      {historyOpen ? <History pageId={page.id} actor={actor} /> : null}
      <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '2' })}>
        Drag blocks from the list into the page, or use Add block; select a block to edit its fields, and drag
        it or use Move up and Move down to order it. The preview widths follow the slider: 4 slides from 992
        px, 3 from 552 px, 2 below.
      </p>
      <div
        ref={frameBox}
        className={css({
          borderWidth: 'thin',
          borderColor: 'border.default',
          borderRadius: 'md',
          overflow: 'hidden',
          minW: '0',
          // Puck's own layout: its three panels at full height inside this box
          h: { base: '85vh', md: '80vh' },
        })}
      >
        <Puck
          config={puckConfig}
          data={initial}
          onChange={onChange}
          viewports={PREVIEW_VIEWPORTS}
          overrides={{
            ...issueOverrides,
            headerActions: () => (
              <>
                <AddBlock />
                <MoveBlock />
              </>
            ),
          }}
          headerTitle={page.path}
          height="100%"
        />
      </div>
      <ConfirmDialog
        open={publishing}
        onCancel={() => actor.send({ type: 'publish.cancel' })}
        onConfirm={() => actor.send({ type: 'publish.confirm' })}
        title={`Publish ${page.path}?`}
        description={
          dirty
            ? 'The unsaved changes are saved first. Visitors see the new version at once; the current one stays in the history.'
            : 'Visitors see the draft at once; the current version stays in the history.'
        }
        submitLabel="Publish"
        busyLabel="Publishing…"
        busy={publishBusy}
        error={dialogError(publishFailure)}
      />
    </ServerIssuesContext.Provider>
  );
}

/**
 * A confirmation whose call is a machine's: FormDialog's markup (title, description, the error line,
 * Cancel and the submit), with open, busy and the error read off the actor. While the call is on its
 * way the dialog stays open (the machine ignores cancel then).
 */
function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  submitLabel,
  busyLabel,
  busy,
  error,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | undefined;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onCancel())} size="sm">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          <form
            noValidate
            onSubmit={submit}
            className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4', mt: '3' })}
          >
            <Dialog.FormFooter error={error} busy={busy}>
              {busy ? busyLabel : submitLabel}
            </Dialog.FormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

/** The published versions, newest first; restoring one publishes it again and makes it the draft. */
function History({ pageId, actor }: { pageId: number; actor: EditorActor }) {
  const query = useAdminQuery<PageVersionsResponse>(adminUrl('pageVersions', { id: pageId }));
  const restoring = useSelector(actor, (s) => s.context.restoring);
  const open = useSelector(actor, (s) => s.matches({ dialog: 'restoring' }));
  const busy = useSelector(actor, (s) => s.matches({ dialog: 'restoring' }) && s.hasTag('busy'));
  const restoreFailure = useSelector(actor, (s) => s.context.restoreFailure);
  return (
    <Section title="History" id="page-history">
      <QueryView
        query={query}
        label="Loading the history…"
        isEmpty={(d) => d.items.length === 0}
        empty="Nothing published yet."
      >
        {(data) => (
          <DataTable
            caption="Published versions"
            rows={data.items}
            rowKey={(v) => v.number}
            columns={[
              {
                key: 'number',
                header: 'Version',
                cell: (v) => (
                  <span>
                    {v.number} {v.isPublished ? <Badge tone="good">Live</Badge> : null}
                  </span>
                ),
              },
              {
                key: 'published',
                header: 'Published',
                cell: (v) => (
                  <span>
                    {formatDateTime(v.publishedAt)}
                    {v.publishedBy ? <span className={muted}> by {v.publishedBy}</span> : null}
                  </span>
                ),
              },
              {
                key: 'restored',
                header: 'Restored from',
                wide: true,
                cell: (v) => (v.restoredFrom === null ? '—' : `Version ${v.restoredFrom}`),
              },
              {
                key: 'restore',
                header: 'Action',
                cell: (v) =>
                  v.isPublished ? (
                    <span className={muted}>Live now</span>
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`Restore version ${v.number}`}
                      onClick={() => actor.send({ type: 'restore.ask', number: v.number })}
                    >
                      Restore
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </QueryView>
      <ConfirmDialog
        open={open}
        onCancel={() => actor.send({ type: 'restore.cancel' })}
        onConfirm={() => actor.send({ type: 'restore.confirm' })}
        title={`Restore version ${restoring ?? ''}?`}
        description="It is published again as the newest version (visitors see it at once) and becomes the draft: unsaved changes in the editor are lost."
        submitLabel="Restore"
        busyLabel="Restoring…"
        busy={busy}
        error={dialogError(restoreFailure)}
      />
    </Section>
  );
}
