import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { PageDraftResponse, PagesResponse } from '../../../contract/page-builder';
import { formatDateTime } from '../../../domain/dates';
import { AdminPage } from '../../components/admin/admin-layout';
import { adminCall, adminUrl, useAdminQuery, useFormSubmit } from '../../components/admin/admin-data';
import { Badge, DataTable, link, muted, QueryView, Section } from '../../components/admin/admin-ui';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';

export const PAGES_PATH = '/admin/pages';
export const pageEditorHref = (id: number) => `${PAGES_PATH}/${id}`;

/** `/admin/pages` (issue 20): the site's pages, what is published, and a form for a new one. */
export function PagesPage() {
  const query = useAdminQuery<PagesResponse>(adminUrl('pages'));
  return (
    <AdminPage
      title="Pages"
      intro="The marketing and legal pages of the site, built from blocks. Open one to edit its draft; visitors see the published version."
    >
      <NewPageForm />
      <Section title="All pages">
        <QueryView
          query={query}
          label="Loading the pages…"
          isEmpty={(d) => d.items.length === 0}
          empty="No pages yet: create the first one above."
        >
          {(data) => (
            <DataTable
              caption="Pages"
              rows={data.items}
              rowKey={(p) => p.id}
              columns={[
                {
                  key: 'path',
                  header: 'Path',
                  cell: (p) => (
                    <Link href={pageEditorHref(p.id)} className={link} aria-label={`Edit ${p.path}`}>
                      {p.path}
                    </Link>
                  ),
                },
                {
                  // one column for both, so a 390 px phone shows the whole list (issue 23 review)
                  key: 'status',
                  header: 'Status',
                  cell: (p) => (
                    <span
                      className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })}
                    >
                      {p.publishedVersion === null ? (
                        <Badge tone="neutral">Not published</Badge>
                      ) : (
                        <span>Version {p.publishedVersion}</span>
                      )}
                      {p.hasDraftChanges ? (
                        <Badge tone="warn">Unpublished changes</Badge>
                      ) : p.publishedVersion === null ? null : (
                        <span className={muted}>as published</span>
                      )}
                    </span>
                  ),
                },
                {
                  key: 'updated',
                  header: 'Updated',
                  wide: true,
                  cell: (p) => (
                    <span className={muted}>
                      {formatDateTime(p.updatedAt)}
                      {p.updatedBy ? ` by ${p.updatedBy}` : ''}
                    </span>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      </Section>
    </AdminPage>
  );
}

/** A new page by its path; the server's 400/409 shows at the field. */
function NewPageForm() {
  const [path, setPath] = useState('');
  const [, navigate] = useLocation();
  const form = useFormSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let created: PageDraftResponse | undefined;
    const done = await form.run(async () => {
      created = await adminCall<PageDraftResponse>('POST', adminUrl('pages'), { path: path.trim() });
    });
    if (done && created) navigate(pageEditorHref(created.page.id));
  };
  return (
    <Section title="New page">
      <form
        noValidate
        onSubmit={submit}
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'flex-start',
          '& > :first-child': { flex: '1 1 16rem', minW: '0' },
        })}
      >
        <Field.Text
          label="Path (like /about or /legal/terms)"
          value={path}
          onValueChange={setPath}
          error={form.errors.path}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" disabled={form.busy} className={css({ mt: { base: '0', sm: '6' } })}>
          {form.busy ? 'Creating…' : 'New page'}
        </Button>
      </form>
      {form.error && !form.errors.path ? (
        <p role="alert" className={css({ color: 'danger.fg', mt: '2' })}>
          {form.error}
        </p>
      ) : null}
    </Section>
  );
}
