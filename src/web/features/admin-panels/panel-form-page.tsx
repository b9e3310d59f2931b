import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import {
  backOfficeAccess,
  type CatalogueMarker,
  type CatalogueMarkersResponse,
} from '../../../contract/back-office';
import {
  PANEL_DESCRIPTION_MAX,
  PANEL_MARKERS_MAX,
  PANEL_NAME_MAX,
  type CustomPanelDetail,
  type CustomPanelResponse,
} from '../../../contract/back-office-panels';
import { formatDate } from '../../../domain/dates';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import { adminCall, adminUrl, formFailureOf, useAdminQuery } from '../../components/admin/admin-data';
import { Badge, muted, QueryView, ReasonDialog, RecordAudit, Section } from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { PANELS_PATH } from './panels-page';

/** `/admin/custom-panels/create` (issue 18): a new panel from the catalogue's markers. */
export function PanelCreatePage() {
  const markers = useAdminQuery<CatalogueMarkersResponse>(adminUrl('markers'));
  return (
    <AdminPage title="Create custom panel" back={{ href: PANELS_PATH, label: 'Custom panels' }}>
      <QueryView query={markers} label="Loading the marker catalogue…">
        {(catalogue) => <PanelForm catalogue={catalogue.items} />}
      </QueryView>
    </AdminPage>
  );
}

/** `/admin/custom-panels/edit?id=` (issue 18): edit a panel with a reason, archive it or bring it back. */
export function PanelEditPage() {
  const admin = useAdmin();
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const markers = useAdminQuery<CatalogueMarkersResponse>(adminUrl('markers'));
  const panel = useAdminQuery<CustomPanelResponse>(
    Number.isInteger(id) && id > 0 ? adminUrl('customPanel', { id }) : undefined,
  );
  return (
    <AdminPage title="Edit custom panel" back={{ href: PANELS_PATH, label: 'Custom panels' }}>
      {Number.isInteger(id) && id > 0 ? (
        <QueryView query={markers} label="Loading the marker catalogue…">
          {(catalogue) => (
            <QueryView query={panel} label="Loading the panel…">
              {({ panel: found }) => (
                <>
                  <PanelForm
                    key={found.updatedAt ?? found.id}
                    catalogue={catalogue.items}
                    panel={found}
                    onSaved={panel.reload}
                  />
                  {admin?.can(backOfficeAccess.auditView) ? (
                    <RecordAudit
                      key={`${found.updatedAt}-${found.archivedAt}`}
                      entity="custom-panel"
                      entityId={found.id}
                    />
                  ) : null}
                </>
              )}
            </QueryView>
          )}
        </QueryView>
      ) : (
        <Notice tone="danger">This link names no panel. Open one from the list of custom panels.</Notice>
      )}
    </AdminPage>
  );
}

type Dialog = 'save' | 'archive' | 'restore' | undefined;

function PanelForm({
  catalogue,
  panel,
  onSaved,
}: {
  catalogue: readonly CatalogueMarker[];
  panel?: CustomPanelDetail;
  onSaved?: () => void;
}) {
  const [, navigate] = useLocation();
  const [name, setName] = useState(panel?.name ?? '');
  const [description, setDescription] = useState(panel?.description ?? '');
  const [chosen, setChosen] = useState<string[]>(panel?.markers.map((m) => m.abbr) ?? []);
  const [filter, setFilter] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>();
  const byAbbr = useMemo(() => new Map(catalogue.map((m) => [m.abbr, m])), [catalogue]);
  const groups = useMemo(() => {
    const words = filter.trim().toLowerCase();
    const shown = catalogue.filter(
      (m) => !words || `${m.name} ${m.abbr} ${m.category}`.toLowerCase().includes(words),
    );
    const byCategory = new Map<string, CatalogueMarker[]>();
    for (const m of shown) byCategory.set(m.category, [...(byCategory.get(m.category) ?? []), m]);
    return [...byCategory];
  }, [catalogue, filter]);

  /** An edited field's error goes away with the edit. */
  const clear = (field: string) => {
    setFailure(undefined);
    setErrors((all) =>
      Object.fromEntries(
        Object.entries(all).filter(([path]) => path !== field && !path.startsWith(`${field}.`)),
      ),
    );
  };
  const toggle = (abbr: string, on: boolean) => {
    clear('markerAbbrs');
    setChosen((list) =>
      on ? (list.includes(abbr) ? list : [...list, abbr]) : list.filter((a) => a !== abbr),
    );
  };
  const body = () => ({ name, description, markerAbbrs: chosen });
  const markerError =
    errors.markerAbbrs ??
    Object.entries(errors)
      .filter(([path]) => path.startsWith('markerAbbrs.'))
      .map(([, message]) => message)
      .join('; ');

  /** Shows the server's field errors next to the fields and hands the failure on (to the dialog). */
  const send = async (call: () => Promise<CustomPanelResponse>) => {
    setErrors({});
    setFailure(undefined);
    try {
      return await call();
    } catch (error) {
      const { fields: fields, message } = formFailureOf(error);
      setErrors(fields);
      setFailure(message);
      throw error;
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (panel) {
      setDialog('save');
      return;
    }
    setBusy(true);
    try {
      const { panel: created } = await send(() =>
        adminCall<CustomPanelResponse>('POST', adminUrl('customPanels'), body()),
      );
      navigate(`${PANELS_PATH}/edit?id=${created.id}`);
    } catch {
      // shown by send
    } finally {
      setBusy(false);
    }
  };

  const path = panel ? adminUrl('customPanel', { id: panel.id }) : '';
  return (
    <>
      {panel?.archivedAt ? (
        <Notice tone="danger">
          Archived on {formatDate(panel.archivedAt)}: it stays on its orders but cannot be chosen for new
          ones.
        </Notice>
      ) : null}
      {failure ? <Notice tone="danger">{failure}</Notice> : null}
      <form noValidate onSubmit={create} className={css({ display: 'grid', gap: '5', mt: '4' })}>
        <Section title="Panel">
          <div className={css({ display: 'grid', gap: '4' })}>
            <Field.Text
              label="Name"
              required
              maxLength={PANEL_NAME_MAX}
              value={name}
              onValueChange={(v) => {
                clear('name');
                setName(v);
              }}
              error={errors.name}
            />
            <Field.Root invalid={Boolean(errors.description)}>
              <Field.Label>Description (optional)</Field.Label>
              <Field.Textarea
                rows={2}
                maxLength={PANEL_DESCRIPTION_MAX}
                value={description}
                onChange={(e) => {
                  clear('description');
                  setDescription(e.currentTarget.value);
                }}
              />
              <Field.ErrorText>{errors.description}</Field.ErrorText>
            </Field.Root>
          </div>
        </Section>

        <Section title={`Chosen markers (${chosen.length})`} id="chosen-markers">
          {chosen.length === 0 ? (
            <p className={muted}>
              None yet: choose them from the catalogue below (at most {PANEL_MARKERS_MAX}).
            </p>
          ) : (
            <ul
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                gap: '2',
                listStyle: 'none',
                p: '0',
                m: '0',
              })}
            >
              {chosen.map((abbr) => (
                <li key={abbr}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Remove ${byAbbr.get(abbr)?.name ?? abbr}`}
                    onClick={() => toggle(abbr, false)}
                  >
                    {byAbbr.get(abbr)?.name ?? abbr} <span aria-hidden="true">×</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {markerError ? (
            <p role="alert" className={css({ color: 'danger.fg', mt: '2' })}>
              {markerError}
            </p>
          ) : null}
        </Section>

        <Section title="Marker catalogue">
          <Field.Root>
            <Field.Label>Find a marker</Field.Label>
            <Field.Input type="search" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
            <Field.HelperText>By name, abbreviation or category.</Field.HelperText>
          </Field.Root>
          <div className={css({ maxH: '28rem', overflowY: 'auto', mt: '3', display: 'grid', gap: '3' })}>
            {groups.length === 0 ? <p className={muted}>No marker matches “{filter}”.</p> : null}
            {groups.map(([category, markers]) => (
              <fieldset key={category} className={css({ borderWidth: '0', p: '0', m: '0' })}>
                <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{category}</legend>
                <div
                  className={css({
                    display: 'grid',
                    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
                    gap: '1',
                  })}
                >
                  {markers.map((m) => (
                    <label key={m.abbr} className={checkRow}>
                      <input
                        type="checkbox"
                        checked={chosen.includes(m.abbr)}
                        onChange={(e) => toggle(m.abbr, e.currentTarget.checked)}
                      />
                      <span>
                        {m.name}{' '}
                        <span className={muted}>
                          ({m.abbr}, {m.unit})
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </Section>

        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button type="submit" disabled={busy}>
            {panel ? 'Save changes' : busy ? 'Creating…' : 'Create panel'}
          </Button>
          {panel && !panel.archivedAt ? (
            <Button type="button" variant="outline" onClick={() => setDialog('archive')}>
              Archive panel
            </Button>
          ) : null}
          {panel?.archivedAt ? (
            <Button type="button" variant="outline" onClick={() => setDialog('restore')}>
              Bring back from the archive
            </Button>
          ) : null}
        </div>
      </form>

      {panel ? (
        <>
          <Section title={`Orders using this panel (${panel.orders.length})`}>
            {panel.orders.length === 0 ? (
              <p className={muted}>No order uses this panel.</p>
            ) : (
              <ul className={css({ display: 'grid', gap: '1', pl: '4', listStyle: 'disc' })}>
                {panel.orders.map((o) => (
                  <li key={o.id}>
                    Order #{o.id} · {o.customerName || o.customerEmail} · {formatDate(o.createdAt)}{' '}
                    <Badge>{o.status}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <ReasonDialog
            open={dialog === 'save'}
            onOpenChange={(open) => setDialog(open ? 'save' : undefined)}
            title={`Save “${name || panel.name}”`}
            description="The change is recorded in the audit with your reason."
            confirmLabel="Save changes"
            onConfirm={async (reason) => {
              await send(() => adminCall('PUT', path, { ...body(), reason }));
              onSaved?.();
            }}
          />
          <ReasonDialog
            open={dialog === 'archive'}
            onOpenChange={(open) => setDialog(open ? 'archive' : undefined)}
            title={`Archive “${panel.name}”?`}
            description="It stays on the orders that have it but can no longer be chosen for new ones. You can bring it back later."
            confirmLabel="Archive panel"
            onConfirm={async (reason) => {
              await send(() => adminCall('DELETE', path, { reason }));
              onSaved?.();
            }}
          />
          <ReasonDialog
            open={dialog === 'restore'}
            onOpenChange={(open) => setDialog(open ? 'restore' : undefined)}
            title={`Bring back “${panel.name}”?`}
            description="It can then be chosen for new orders again."
            confirmLabel="Bring back"
            onConfirm={async (reason) => {
              await send(() => adminCall('PUT', path, { ...body(), archived: false, reason }));
              onSaved?.();
            }}
          />
        </>
      ) : null}
    </>
  );
}

const checkRow = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  py: '1',
  cursor: 'pointer',
  '& input': { w: '4', h: '4', mt: '1', flexShrink: '0', accentColor: 'accent.default' },
});
