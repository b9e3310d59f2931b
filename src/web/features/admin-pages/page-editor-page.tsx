// no-external: puck.css @imports a web font from another host, which the CSP refuses (and the chunk's CSS then fails to load)
import '@puckeditor/core/no-external.css';
import { Puck, type Data, type Viewports } from '@puckeditor/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import {
  slidesPerView,
  type PageDraftResponse,
  type PageVersionsResponse,
} from '../../../contract/page-builder';
import { formatDateTime } from '../../../domain/dates';
import { AdminPage } from '../../components/admin/admin-layout';
import { adminCall, adminUrl, useAdminQuery } from '../../components/admin/admin-data';
import { Badge, DataTable, FormDialog, muted, QueryView, Section } from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import { toApiError } from '../../lib/api';
import { AddBlock } from './add-block';
import { issueOverrides, ServerIssuesContext } from './editor-fields';
import { PAGES_PATH } from './pages-page';
import { puckConfig } from './puck-config';
import { BLOCK_LABELS, documentIssues, mapDocumentIssues, type DocumentIssues } from './schema-fields';

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

type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'refused'; message: string; unplaced: string[]; blocks: string[] }
  | { kind: 'failed'; message: string };

/** `/admin/pages/:id` (issue 20): the page's draft in Puck, saved, published, its history restorable. */
export function PageEditorPage() {
  const { id: idText } = useParams<{ id: string }>();
  const id = Number(idText);
  const [round, setRound] = useState(0);
  const query = useAdminQuery<PageDraftResponse>(
    Number.isInteger(id) && id > 0 ? `${adminUrl('pageDraft', { id })}?round=${round}` : undefined,
  );
  const title = query.status === 'done' ? `Edit ${query.data.page.path}` : 'Edit page';
  return (
    <AdminPage title={title} sideMenu={false} back={{ href: PAGES_PATH, label: 'All pages' }}>
      {Number.isInteger(id) && id > 0 ? (
        <QueryView query={query} label="Loading the draft…">
          {(draft) => (
            <Editor key={`${draft.page.id}-${round}`} draft={draft} onReload={() => setRound((n) => n + 1)} />
          )}
        </QueryView>
      ) : (
        <Notice tone="danger">Not found: the link is wrong.</Notice>
      )}
    </AdminPage>
  );
}

const asJson = (data: Parameters<typeof documentIssues>[0]) => JSON.stringify(documentIssues(data).document);

function Editor({ draft, onReload }: { draft: PageDraftResponse; onReload: () => void }) {
  const pageId = draft.page.id;
  const draftUrl = adminUrl('pageDraft', { id: pageId });
  const initial = useMemo(() => draft.document as unknown as Data, [draft]);
  const latest = useRef<Data>(initial);
  const savedJson = useRef(asJson(initial));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved' });
  const [serverIssues, setServerIssues] = useState<DocumentIssues>({});
  const [page, setPage] = useState(draft.page);
  const [publishing, setPublishing] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [published, setPublished] = useState('');

  const onChange = useCallback((data: Data) => {
    latest.current = data;
    const dirty = asJson(data) !== savedJson.current;
    setStatus((s) => (dirty ? (s.kind === 'refused' ? s : { kind: 'unsaved' }) : { kind: 'saved' }));
    setPublished('');
  }, []);

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
  const dirty = status.kind !== 'saved';
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Saves the draft; false (with the issues at their fields) when the contract or the server refuses it. */
  const save = async (): Promise<boolean> => {
    const check = documentIssues(latest.current);
    const blockNames = (byBlock: DocumentIssues) =>
      Object.keys(byBlock).map((key) => {
        const block = (check.document.content as { type: string; props: { id: string } }[]).find(
          (b) => b.props.id === key,
        );
        return block
          ? (BLOCK_LABELS[block.type as keyof typeof BLOCK_LABELS] ?? block.type)
          : 'Page settings';
      });
    if (!check.ok) {
      setServerIssues(check.byBlock);
      setStatus({
        kind: 'refused',
        message: 'Not saved: fix the fields marked in red (select a block to see its fields).',
        unplaced: check.unplaced,
        blocks: blockNames(check.byBlock),
      });
      return false;
    }
    setStatus({ kind: 'saving' });
    try {
      const answer = await adminCall<PageDraftResponse>('PUT', draftUrl, check.document);
      savedJson.current = JSON.stringify(check.document);
      setPage(answer.page);
      setServerIssues({});
      setStatus(asJson(latest.current) === savedJson.current ? { kind: 'saved' } : { kind: 'unsaved' });
      return true;
    } catch (failure) {
      const error = toApiError(failure, draftUrl);
      if (error.status === 400 && error.issues.length > 0) {
        const mapped = mapDocumentIssues(check.document, error.issues);
        setServerIssues(mapped.byBlock);
        setStatus({
          kind: 'refused',
          message: 'The server refused the draft: fix the fields marked in red.',
          unplaced: mapped.unplaced,
          blocks: blockNames(mapped.byBlock),
        });
      } else setStatus({ kind: 'failed', message: error.message });
      return false;
    }
  };

  const statusText =
    status.kind === 'saved'
      ? 'Saved'
      : status.kind === 'saving'
        ? 'Saving…'
        : status.kind === 'unsaved'
          ? 'Unsaved changes'
          : 'Not saved';

  return (
    <ServerIssuesContext.Provider value={serverIssues}>
      <div className={toolbar} role="toolbar" aria-label="Page actions">
        <Button type="button" onClick={() => void save()} disabled={status.kind === 'saving'}>
          Save draft
        </Button>
        <Button type="button" variant="outline" onClick={() => setPublishing(true)}>
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
          {statusText}
        </span>
        <span className={muted}>
          {page.publishedVersion === null
            ? 'Not published yet'
            : `Published: version ${page.publishedVersion}`}
          {page.hasDraftChanges ? ' · the draft has unpublished changes' : ''}
        </span>
      </div>
      {status.kind === 'refused' ? (
        <Notice tone="danger">
          {status.message}
          {status.blocks.length ? ` Blocks: ${[...new Set(status.blocks)].join(', ')}.` : ''}
          {status.unplaced.length ? ` ${status.unplaced.join(' ')}` : ''}
        </Notice>
      ) : null}
      {status.kind === 'failed' ? <Notice tone="danger">{status.message}</Notice> : null}
      {published ? <Notice tone="success">{published}</Notice> : null}
      {historyOpen ? <History pageId={pageId} onRestored={onReload} /> : null}
      <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '2' })}>
        Drag blocks from the list into the page (or focus one and use the keyboard); select a block to edit
        its fields. The preview widths follow the slider: 4 slides from 992 px, 3 from 552 px, 2 below.
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
          overrides={{ ...issueOverrides, headerActions: () => <AddBlock /> }}
          headerTitle={page.path}
          height="100%"
        />
      </div>
      <FormDialog
        open={publishing}
        onOpenChange={setPublishing}
        title={`Publish ${page.path}?`}
        description={
          dirty
            ? 'The unsaved changes are saved first. Visitors see the new version at once; the current one stays in the history.'
            : 'Visitors see the draft at once; the current version stays in the history.'
        }
        submitLabel="Publish"
        busyLabel="Publishing…"
        children={null}
        onSubmit={async () => {
          if (dirty && !(await save()))
            throw new Error('Not published: the draft could not be saved (see above).');
          return adminCall<PageVersionsResponse>('POST', adminUrl('pagePublish', { id: pageId }));
        }}
        onDone={(answer) => {
          setPage(answer.page);
          const newest = answer.items[0];
          setPublished(`Published${newest ? ` as version ${newest.number}` : ''}: visitors see it now.`);
        }}
      />
    </ServerIssuesContext.Provider>
  );
}

/** The published versions, newest first; restoring one publishes it again and makes it the draft. */
function History({ pageId, onRestored }: { pageId: number; onRestored: () => void }) {
  const query = useAdminQuery<PageVersionsResponse>(adminUrl('pageVersions', { id: pageId }));
  const [restoring, setRestoring] = useState<number>();
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
                      onClick={() => setRestoring(v.number)}
                    >
                      Restore
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </QueryView>
      <FormDialog
        open={restoring !== undefined}
        onOpenChange={(open) => (open ? undefined : setRestoring(undefined))}
        title={`Restore version ${restoring ?? ''}?`}
        description="It is published again as the newest version (visitors see it at once) and becomes the draft: unsaved changes in the editor are lost."
        submitLabel="Restore"
        busyLabel="Restoring…"
        children={null}
        onSubmit={() =>
          adminCall<PageVersionsResponse>(
            'POST',
            adminUrl('pageRestore', { id: pageId, number: restoring ?? 0 }),
          )
        }
        onDone={() => {
          setRestoring(undefined);
          onRestored();
        }}
      />
    </Section>
  );
}
