import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { formatDateTime } from '../../../domain/dates';
import { backOfficeAccess, backOfficePaths } from '../../../contract/back-office';
import type { CrmMappingsResponse, CrmPropertiesResponse } from '../../../contract/back-office-integrations';
import {
  adminCall,
  adminUrl,
  fieldErrorsOf,
  formFailureOf,
  useAdminQuery,
} from '../../components/admin/admin-data';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import { link, muted, QueryView, ReasonField, RecordAudit, Section } from '../../components/admin/admin-ui';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';

/** `/admin/hub-spot-management/properties` (issue 19): which product field goes to which CRM property. */
export function CrmPropertiesPage() {
  const mappings = useAdminQuery<CrmMappingsResponse>(adminUrl('crmMappings'));
  const properties = useAdminQuery<CrmPropertiesResponse>(adminUrl('crmProperties'));
  const admin = useAdmin();
  // kept here, not in the form: the form is made again from the saved mapping once it is read back
  const [savedAt, setSavedAt] = useState<string>();
  return (
    <AdminPage
      title="CRM properties"
      intro="Which product fields a CRM contact carries, and under which CRM contact property."
    >
      <p className={css({ mb: '4' })}>
        <Link href="/admin/hub-spot-management" className={link}>
          Back to the CRM syncs
        </Link>
      </p>
      {savedAt ? (
        <p role="status" className={css({ mb: '4' })}>
          Mapping saved.
        </p>
      ) : null}
      <QueryView query={mappings} label="Loading the mapping…">
        {(mapping) => (
          <QueryView query={properties} label="Loading the CRM’s properties…">
            {(list) => (
              <MappingForm
                key={mapping.updatedAt ?? 'none'}
                mappings={mapping}
                properties={list}
                canEdit={Boolean(admin?.can(backOfficeAccess.crmProperties))}
                onSaved={() => {
                  setSavedAt(new Date().toISOString());
                  mappings.reload();
                }}
              />
            )}
          </QueryView>
        )}
      </QueryView>
      {admin?.can(backOfficeAccess.auditView) ? (
        <RecordAudit
          key={savedAt ?? 'first'}
          title="Changes to the mapping"
          entity="crm-mapping"
          entityId="crm"
        />
      ) : null}
    </AdminPage>
  );
}

function MappingForm({
  mappings,
  properties,
  canEdit,
  onSaved,
}: {
  mappings: CrmMappingsResponse;
  properties: CrmPropertiesResponse;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const initial = () => Object.fromEntries(mappings.items.map((m) => [m.field, m.property]));
  const [chosen, setChosen] = useState<Record<string, string>>(initial);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const items = mappings.fields.flatMap((f) =>
      chosen[f.id] ? [{ field: f.id, property: chosen[f.id]! }] : [],
    );
    setBusy(true);
    setErrors({});
    setError('');
    try {
      await adminCall('PUT', backOfficePaths.crmMappings, { reason: reason.trim(), items });
      setReason('');
      onSaved();
    } catch (failure) {
      const raw = fieldErrorsOf(failure);
      // the server names `items.<i>.field|property`: show it next to that product field's select
      const fields: Record<string, string> = {};
      for (const [path, message] of Object.entries(raw)) {
        const m = /^items\.(\d+)\.(field|property)$/.exec(path);
        const field = m ? items[Number(m[1])]?.field : undefined;
        fields[field ?? path] = message;
      }
      setErrors(fields);
      setError(formFailureOf(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Mapping">
      <p className={muted}>
        {properties.adapter === 'http'
          ? 'The properties come from the configured CRM.'
          : 'No CRM endpoint is configured: syncs write to the CRM outbox, with the standard properties below.'}{' '}
        {mappings.updatedAt
          ? `Last changed ${formatDateTime(mappings.updatedAt)}${mappings.updatedBy ? ` by ${mappings.updatedBy}` : ''}.`
          : null}
      </p>
      <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4', mt: '4' })}>
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          {mappings.fields.map((f) => (
            <Field.Root
              key={f.id}
              invalid={Boolean(errors[f.id])}
              disabled={!canEdit}
              className={css({ minW: '0' })}
            >
              <Field.Label>{f.label}</Field.Label>
              <Field.Select
                name={`property-${f.id}`}
                // a long property name must not widen the page at phone width
                className={css({ w: 'full', minW: '0', maxW: 'full' })}
                value={chosen[f.id] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setChosen((c) => ({ ...c, [f.id]: value }));
                }}
              >
                <option value="">Not synced</option>
                {properties.items.map((p) => (
                  <option key={p.name} value={p.name}>
                    {p.label} ({p.name})
                  </option>
                ))}
              </Field.Select>
              <Field.ErrorText>{errors[f.id]}</Field.ErrorText>
            </Field.Root>
          ))}
        </div>
        {errors.items ? <Notice tone="danger">{errors.items}</Notice> : null}
        {canEdit ? (
          <>
            <ReasonField value={reason} onChange={setReason} error={errors.reason} />
            {error ? (
              <p role="alert" className={css({ color: 'danger.fg' })}>
                {error}
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving…' : 'Save mapping'}
              </Button>
            </div>
          </>
        ) : (
          <p className={muted}>Your role may read the mapping but not change it.</p>
        )}
      </form>
    </Section>
  );
}
