import { useMemo, useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import {
  backOfficeAccess,
  type CatalogueMarker,
  type CatalogueMarkersResponse,
} from '../../../contract/back-office';
import {
  SYNONYM_MAX,
  type MarkerSynonym,
  type MarkerSynonymsResponse,
} from '../../../contract/back-office-panels';
import { formatDate } from '../../../domain/dates';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import {
  adminCall,
  adminUrl,
  fieldErrorsOf,
  useAdminQuery,
  useListParams,
} from '../../components/admin/admin-data';
import {
  DataTable,
  muted,
  QueryView,
  ReasonDialog,
  RecordAudit,
  SearchForm,
  Section,
} from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';

/** The catalogue's markers as <optgroup>s by category. */
export function MarkerOptions({ markers }: { markers: readonly CatalogueMarker[] }) {
  const groups = new Map<string, CatalogueMarker[]>();
  for (const m of markers) groups.set(m.category, [...(groups.get(m.category) ?? []), m]);
  return (
    <>
      {[...groups].map(([category, list]) => (
        <optgroup key={category} label={category}>
          {list.map((m) => (
            <option key={m.abbr} value={m.abbr}>
              {m.name} ({m.abbr})
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

/** `/admin/marker/marker-add-name` (issue 18): how labs print a marker, for the OCR reader. */
export function MarkerNamesPage() {
  const catalogue = useAdminQuery<CatalogueMarkersResponse>(adminUrl('markers'));
  return (
    <AdminPage
      title="Marker names"
      intro="Teach the report reader how a lab prints a marker. It uses a new name at once, for every upload read from then on."
    >
      <QueryView query={catalogue} label="Loading the marker catalogue…">
        {(data) => <MarkerNames markers={data.items} />}
      </QueryView>
    </AdminPage>
  );
}

function MarkerNames({ markers }: { markers: readonly CatalogueMarker[] }) {
  const { values, set } = useListParams(['q'] as const);
  const [markerAbbr, setMarkerAbbr] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string }>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<MarkerSynonym>();
  // each change re-reads the audit below
  const [changes, setChanges] = useState(0);
  const admin = useAdmin();
  const byAbbr = useMemo(() => new Map(markers.map((m) => [m.abbr, m])), [markers]);
  const list = useAdminQuery<MarkerSynonymsResponse>(adminUrl('markerSynonyms', {}, { q: values.q }));
  const known = useAdminQuery<MarkerSynonymsResponse>(
    markerAbbr ? adminUrl('markerSynonyms', {}, { markerAbbr }) : undefined,
  );

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(undefined);
    try {
      await adminCall('POST', adminUrl('markerSynonyms'), { markerAbbr, name });
      setMessage({ tone: 'success', text: `“${name.trim()}” now reads as ${byAbbr.get(markerAbbr)?.name}.` });
      setName('');
      list.reload();
      known.reload();
      setChanges((n) => n + 1);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (!Object.keys(fields).length) setMessage({ tone: 'danger', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Section title="Add a name">
        <form
          noValidate
          onSubmit={add}
          className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4', maxW: '40rem' })}
        >
          <Field.Root invalid={Boolean(errors.markerAbbr)} required>
            <Field.Label>Marker</Field.Label>
            <Field.Select value={markerAbbr} onChange={(e) => setMarkerAbbr(e.currentTarget.value)}>
              <option value="">Choose a marker</option>
              <MarkerOptions markers={markers} />
            </Field.Select>
            <Field.ErrorText>{errors.markerAbbr}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>Name as the lab prints it</Field.Label>
            <Field.Input
              type="text"
              maxLength={SYNONYM_MAX}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Field.HelperText>
              Case and punctuation do not matter: “Ferritin, Serum” and “ferritin serum” are one name.
            </Field.HelperText>
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Adding…' : 'Add name'}
            </Button>
          </div>
        </form>
        {markerAbbr ? (
          <div className={css({ mt: '4' })}>
            <h3 className={css({ fontWeight: 'semibold' })}>
              Names the reader knows for {byAbbr.get(markerAbbr)?.name}
            </h3>
            <QueryView query={known} label="Loading the names…">
              {(data) => (
                <ul
                  className={css({
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: '2',
                    listStyle: 'none',
                    p: '0',
                    mt: '2',
                  })}
                >
                  {data.builtIn.map((n) => (
                    <li key={`b-${n}`} className={chip}>
                      {n}
                    </li>
                  ))}
                  {data.items.map((s) => (
                    <li key={s.id} className={chip}>
                      {s.name} <span className={muted}>(added)</span>
                    </li>
                  ))}
                </ul>
              )}
            </QueryView>
          </div>
        ) : null}
      </Section>

      <Section title="Names added by the care team">
        <SearchForm label="Search the added names" value={values.q} onSearch={(q) => set({ q })} />
        <QueryView
          query={list}
          label="Loading the names…"
          isEmpty={(d) => d.items.length === 0}
          empty={values.q ? `No added name matches “${values.q}”.` : 'No names added yet.'}
        >
          {(data) => (
            <DataTable
              caption="Names added by the care team"
              rows={data.items}
              rowKey={(s) => s.id}
              columns={[
                { key: 'name', header: 'Lab name', cell: (s) => s.name },
                { key: 'marker', header: 'Reads as', cell: (s) => `${s.markerName} (${s.markerAbbr})` },
                {
                  key: 'who',
                  header: 'Added',
                  cell: (s) => `${formatDate(s.createdAt)}${s.staffName ? ` by ${s.staffName}` : ''}`,
                  wide: true,
                },
                {
                  key: 'remove',
                  header: 'Actions',
                  cell: (s) => (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Remove “${s.name}”`}
                      onClick={() => setRemoving(s)}
                    >
                      Remove
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      </Section>
      <ReasonDialog
        open={removing !== undefined}
        onOpenChange={(open) => (open ? undefined : setRemoving(undefined))}
        title={`Remove “${removing?.name ?? ''}”?`}
        description="The reader stops reading this name as the marker from now on."
        confirmLabel="Remove name"
        onConfirm={async (reason) => {
          await adminCall('DELETE', adminUrl('markerSynonym', { id: removing!.id }), { reason });
          list.reload();
          known.reload();
          setChanges((n) => n + 1);
        }}
      />
      {admin?.can(backOfficeAccess.auditView) ? (
        <RecordAudit key={changes} title="Recent changes to names" entity="marker-synonym" />
      ) : null}
    </>
  );
}

const chip = css({
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'bg.subtle',
  textStyle: 'small',
});
