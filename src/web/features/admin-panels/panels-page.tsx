import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { backOfficeAccess } from '../../../contract/back-office';
import type { CustomPanelsResponse } from '../../../contract/back-office-panels';
import { formatDate } from '../../../domain/dates';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import { adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { Badge, DataTable, link, muted, QueryView, SearchForm } from '../../components/admin/admin-ui';

export const PANELS_PATH = '/admin/custom-panels';
export const panelEditHref = (id: number) => `${PANELS_PATH}/edit?id=${id}`;

/** `/admin/custom-panels` (issue 18): the custom panels by name, with their marker and order counts. */
export function PanelsPage() {
  const admin = useAdmin();
  const { values, set } = useListParams(['q', 'archived'] as const);
  const includeArchived = values.archived === '1';
  const query = useAdminQuery<CustomPanelsResponse>(
    adminUrl('customPanels', {}, { q: values.q, includeArchived: includeArchived ? 'true' : undefined }),
  );
  const canCreate = admin?.can(backOfficeAccess.customPanelsCreate);
  const canEdit = admin?.can(backOfficeAccess.customPanelsEdit);
  return (
    <AdminPage
      title="Custom panels"
      intro="Named sets of catalogue markers a lab runs for an order instead of the product's own set."
      actions={
        canCreate ? (
          <Link href={`${PANELS_PATH}/create`} className={createLink}>
            Create panel
          </Link>
        ) : null
      }
    >
      <SearchForm label="Panel name" value={values.q} onSearch={(q) => set({ q })}>
        <label className={checkRow}>
          <input
            type="checkbox"
            checked={includeArchived}
            onChange={(e) => set({ archived: e.currentTarget.checked ? '1' : '' })}
          />
          Show archived panels
        </label>
      </SearchForm>
      <QueryView
        query={query}
        label="Loading the panels…"
        isEmpty={(d) => d.items.length === 0}
        empty={values.q ? `No panel matches “${values.q}”.` : 'No custom panels yet.'}
      >
        {(data) => (
          <DataTable
            caption="Custom panels"
            rows={data.items}
            rowKey={(p) => p.id}
            columns={[
              {
                key: 'name',
                header: 'Name',
                cell: (p) => (
                  <div>
                    {canEdit ? (
                      <Link href={panelEditHref(p.id)} className={link}>
                        {p.name}
                      </Link>
                    ) : (
                      p.name
                    )}{' '}
                    {p.archivedAt ? <Badge tone="warn">Archived</Badge> : null}
                    {p.description ? (
                      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>{p.description}</p>
                    ) : null}
                  </div>
                ),
              },
              { key: 'markers', header: 'Markers', cell: (p) => p.markerCount, align: 'end' },
              { key: 'orders', header: 'Orders', cell: (p) => p.orderCount, align: 'end' },
              {
                key: 'changed',
                header: 'Last changed',
                cell: (p) => <span className={muted}>{formatDate(p.updatedAt ?? p.createdAt)}</span>,
                wide: true,
              },
            ]}
          />
        )}
      </QueryView>
    </AdminPage>
  );
}

const checkRow = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  cursor: 'pointer',
  '& input': { w: '4', h: '4', accentColor: 'accent.default' },
});

export const createLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  px: '5',
  borderRadius: 'md',
  bg: 'accent.default',
  color: 'fg.inverse',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { bg: 'accent.emphasis' },
  _focusVisible: {
    outlineWidth: 'thick',
    outlineStyle: 'solid',
    outlineColor: 'accent.default',
    outlineOffset: '2px',
  },
});
