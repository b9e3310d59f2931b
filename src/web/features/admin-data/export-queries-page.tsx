import { useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { activationStates } from '../../../contract/auth';
import {
  EXPORT_ENTITIES,
  EXPORT_ENTITY_LABELS,
  EXPORT_FIELDS,
  EXPORT_FILTERS,
  EXPORT_ROW_CAP,
  type ExportEntity,
  type ExportFilters,
  type ExportQueriesResponse,
  type ExportQueryView,
  type JobStarted,
} from '../../../contract/back-office-data';
import { AdminPage } from '../../components/admin/admin-layout';
import { adminCall, adminUrl, fieldErrorsOf, useAdminQuery } from '../../components/admin/admin-data';
import { Badge, DataTable, muted, QueryView, ReasonDialog, Section } from '../../components/admin/admin-ui';
import { JobSection, useJobParam } from '../../components/admin/job-panel';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';

interface Draft {
  id?: number;
  name: string;
  entity: ExportEntity;
  fields: string[];
  filters: Record<string, string>;
}
const emptyDraft = (): Draft => ({ name: '', entity: 'customers', fields: ['id'], filters: {} });
const draftOf = (q: ExportQueryView): Draft => ({
  id: q.id,
  name: q.name,
  entity: q.entity,
  fields: q.fields,
  filters: Object.fromEntries(Object.entries(q.filters).map(([k, v]) => [k, String(v)])),
});
const FILTER_LABELS: Record<string, string> = {
  createdFrom: 'Created from',
  createdTo: 'Created to',
  activationState: 'Activation state',
  companyId: 'Company id',
};
function filtersOf(draft: Draft): ExportFilters {
  const out: Record<string, string | number> = {};
  for (const key of EXPORT_FILTERS[draft.entity]) {
    const v = draft.filters[key]?.trim();
    if (v) out[key] = key === 'companyId' ? Number(v) : v;
  }
  return out;
}

/**
 * `/admin/export/query-list` (issue 19): saved export definitions (entity, fields, filters) with
 * create, edit and delete (each with a reason), and Run: an export job whose CSV downloads from the
 * job panel. Personal fields are marked, and disabled for a role that may not export them.
 */
export function ExportQueriesPage() {
  const list = useAdminQuery<ExportQueriesResponse>(adminUrl('exportQueries'));
  const { openJob } = useJobParam();
  const [draft, setDraft] = useState<Draft>();
  const [deleting, setDeleting] = useState<ExportQueryView>();
  const [error, setError] = useState<string>();

  const run = (q: ExportQueryView) => {
    setError(undefined);
    adminCall<JobStarted>('POST', adminUrl('exportQueryRuns', { id: q.id }))
      .then(({ jobId: id }) => openJob(id))
      .catch((failure: unknown) => setError((failure as Error).message));
  };

  return (
    <AdminPage
      title="Export queries"
      intro={`Saved export definitions, run as jobs to CSV (at most ${EXPORT_ROW_CAP.toLocaleString('en-US')} rows each).`}
      actions={<Button onClick={() => setDraft(emptyDraft())}>New export</Button>}
    >
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <QueryView query={list} label="Loading the exports…">
        {(data) => (
          <>
            {!data.personalAllowed ? (
              <p className={css({ mb: '4' })}>
                Your role may not export personal data: fields marked “personal” cannot be chosen, and exports
                that name one cannot be run or edited.
              </p>
            ) : null}
            {draft ? (
              <ExportForm
                key={draft.id ?? 'new'}
                draft={draft}
                personalAllowed={data.personalAllowed}
                onDone={() => {
                  setDraft(undefined);
                  list.reload();
                }}
                onCancel={() => setDraft(undefined)}
              />
            ) : null}
            <Section title="Saved exports">
              {data.items.length === 0 ? (
                <p className={muted}>No export is saved yet. Create one with “New export”.</p>
              ) : (
                <DataTable
                  caption="Saved exports"
                  rows={data.items}
                  rowKey={(q) => q.id}
                  columns={[
                    {
                      key: 'name',
                      header: 'Export',
                      cell: (q) => (
                        <>
                          <strong>{q.name}</strong>
                          <div className={muted}>{EXPORT_ENTITY_LABELS[q.entity]}</div>
                        </>
                      ),
                    },
                    {
                      key: 'fields',
                      header: 'Fields',
                      wide: true,
                      cell: (q) => {
                        const labels = new Map(EXPORT_FIELDS[q.entity].map((f) => [f.key, f.label]));
                        return q.fields.map((k) => labels.get(k) ?? k).join(', ');
                      },
                    },
                    {
                      key: 'personal',
                      header: 'Data',
                      cell: (q) =>
                        q.personal ? <Badge tone="warn">Personal</Badge> : <Badge>No personal data</Badge>,
                    },
                    {
                      key: 'actions',
                      header: 'Actions',
                      cell: (q) => {
                        const blocked = q.personal && !data.personalAllowed;
                        return (
                          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                            <Button
                              size="sm"
                              onClick={() => run(q)}
                              disabled={blocked}
                              aria-label={`Run ${q.name}`}
                            >
                              Run
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => setDraft(draftOf(q))}
                              disabled={blocked}
                              aria-label={`Edit ${q.name}`}
                            >
                              Edit
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => setDeleting(q)}
                              aria-label={`Delete ${q.name}`}
                            >
                              Delete
                            </Button>
                          </div>
                        );
                      },
                    },
                  ]}
                />
              )}
            </Section>
          </>
        )}
      </QueryView>
      <JobSection kind="export" title="Export run" />
      <ReasonDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={deleting ? `Delete “${deleting.name}”?` : 'Delete the export?'}
        description="The definition is removed; files of earlier runs stay with their jobs."
        confirmLabel="Delete"
        onConfirm={async (reason) => {
          if (!deleting) return;
          await adminCall('DELETE', adminUrl('exportQuery', { id: deleting.id }), { reason });
          list.reload();
        }}
      />
    </AdminPage>
  );
}

function ExportForm({
  draft: initial,
  personalAllowed,
  onDone,
  onCancel,
}: {
  draft: Draft;
  personalAllowed: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const catalogue = EXPORT_FIELDS[draft.entity];
  const fieldsError = Object.entries(errors).find(([path]) => path.startsWith('fields'))?.[1];

  const toggle = (key: string, on: boolean) =>
    setDraft((d) => ({
      ...d,
      // kept in the catalogue's order: the CSV's columns follow it
      fields: catalogue.map((f) => f.key).filter((k) => (k === key ? on : d.fields.includes(k))),
    }));
  const save = async (reason: string) => {
    const body = {
      name: draft.name,
      entity: draft.entity,
      fields: draft.fields,
      filters: filtersOf(draft),
      reason,
    };
    try {
      if (draft.id) await adminCall('PUT', adminUrl('exportQuery', { id: draft.id }), body);
      else await adminCall('POST', adminUrl('exportQueries'), body);
      onDone();
    } catch (failure) {
      const found = fieldErrorsOf(failure);
      // the form's own fields are behind the dialog: close it and show them there
      if (Object.keys(found).some((path) => path !== 'reason')) {
        setErrors(found);
        setConfirming(false);
        return;
      }
      throw failure;
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <Section title={draft.id ? `Edit “${initial.name}”` : 'New export'} id="export-form">
      <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>Name</Field.Label>
          <Field.Input
            name="name"
            maxLength={80}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.entity)} required>
          <Field.Label>Rows of</Field.Label>
          <Field.Select
            name="entity"
            value={draft.entity}
            onChange={(e) => {
              const entity = e.currentTarget.value as ExportEntity;
              setDraft({ ...draft, entity, fields: ['id'], filters: {} });
            }}
          >
            {EXPORT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {EXPORT_ENTITY_LABELS[entity]}
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{errors.entity}</Field.ErrorText>
        </Field.Root>
        <fieldset
          aria-describedby={fieldsError ? 'export-fields-error' : undefined}
          className={css({ borderWidth: '0', p: '0', m: '0', minW: '0' })}
        >
          <legend className={css({ fontWeight: 'medium', mb: '2' })}>Fields (columns, in this order)</legend>
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: '2',
            })}
          >
            {catalogue.map((field) => {
              const disabled = field.personal && !personalAllowed;
              return (
                <label
                  key={field.key}
                  className={css({
                    display: 'flex',
                    gap: '2',
                    alignItems: 'center',
                    color: disabled ? 'fg.muted' : undefined,
                  })}
                >
                  <input
                    type="checkbox"
                    name="fields"
                    value={field.key}
                    checked={draft.fields.includes(field.key)}
                    disabled={disabled}
                    onChange={(e) => toggle(field.key, e.currentTarget.checked)}
                  />
                  {field.label}
                  {field.personal ? <Badge tone="warn">personal</Badge> : null}
                </label>
              );
            })}
          </div>
          {fieldsError ? (
            <p id="export-fields-error" className={css({ color: 'fg.error', mt: '2' })}>
              {fieldsError}
            </p>
          ) : null}
        </fieldset>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: '3',
          })}
        >
          {EXPORT_FILTERS[draft.entity].map((key) => {
            const error = errors[`filters.${key}`];
            const value = draft.filters[key] ?? '';
            const change = (v: string) => setDraft({ ...draft, filters: { ...draft.filters, [key]: v } });
            return (
              <Field.Root key={key} invalid={Boolean(error)}>
                <Field.Label>{FILTER_LABELS[key]}</Field.Label>
                {key === 'activationState' ? (
                  <Field.Select name={key} value={value} onChange={(e) => change(e.currentTarget.value)}>
                    <option value="">Any</option>
                    {activationStates.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </Field.Select>
                ) : (
                  <Field.Input
                    name={key}
                    type={key === 'companyId' ? 'number' : 'date'}
                    value={value}
                    onChange={(e) => change(e.currentTarget.value)}
                  />
                )}
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
            );
          })}
        </div>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button type="submit">{draft.id ? 'Save changes…' : 'Save export…'}</Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
      <ReasonDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={draft.id ? 'Save the changes?' : 'Save the export?'}
        confirmLabel="Save"
        onConfirm={save}
      />
    </Section>
  );
}
