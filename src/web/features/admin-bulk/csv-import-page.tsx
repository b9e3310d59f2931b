import { useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import {
  IMPORT_COLUMN_HELP,
  IMPORT_COLUMNS,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TEMPLATE,
  REQUIRED_IMPORT_COLUMNS,
  type CustomerImportView,
  type ImportDuplicates,
  type JobStarted,
} from '../../../contract/back-office-bulk';
import { formatDateTime } from '../../../domain/dates';
import {
  adminCall,
  adminUrl,
  fieldErrorsOf,
  useAdminQuery,
  useListParams,
} from '../../components/admin/admin-data';
import { AdminPage } from '../../components/admin/admin-layout';
import {
  Badge,
  DataTable,
  Facts,
  muted,
  QueryView,
  ReasonDialog,
  Section,
} from '../../components/admin/admin-ui';
import { JobSection, useJobParam } from '../../components/admin/job-panel';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { uploadWithProgress } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';

// Issue 19: upload a CSV of customers → a dry run naming every bad line → the import as a job.
// The dry run's id (`?import=`) and the job's (`?job=`) are in the URL: a reload shows the same ones.

const stack = css({ display: 'grid', gap: '4', justifyItems: 'start' });

export function CsvImportPage() {
  const { values } = useListParams(['import'] as const);
  const { openJob } = useJobParam();
  const importId = Number(values.import) || undefined;
  return (
    <AdminPage
      title="Customer CSV import"
      intro="Import customers from a CSV file: a dry run names every bad row, then the import runs as a job."
    >
      <Columns />
      <Upload onChecked={(id) => openJob(undefined, { import: id })} />
      {importId ? <DryRun id={importId} onStarted={openJob} /> : null}
      <JobSection kind="customer-import" title="Import progress" clears={['import']} />
    </AdminPage>
  );
}

function Columns() {
  return (
    <Section
      title="The file"
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            saveBlob(new Blob([IMPORT_TEMPLATE], { type: 'text/csv' }), 'customers-template.csv')
          }
        >
          Download the template
        </Button>
      }
    >
      <p className={muted}>
        UTF-8 CSV, comma separated, a header line naming the columns (any order, any letter case), at most{' '}
        {IMPORT_MAX_ROWS} customers and {IMPORT_MAX_BYTES / 1024 / 1024} MB. A customer whose e-mail is taken
        already is a duplicate: you choose to update or skip duplicates before the import. New customers get
        an e-mail inviting them to choose a password.
      </p>
      <DataTable
        caption="Columns of the import file"
        rows={IMPORT_COLUMNS}
        rowKey={(c) => c}
        columns={[
          {
            key: 'name',
            header: 'Column',
            cell: (c) => (
              <code>
                {c}
                {REQUIRED_IMPORT_COLUMNS.includes(c) ? ' *' : ''}
              </code>
            ),
          },
          { key: 'help', header: 'What it holds', cell: (c) => IMPORT_COLUMN_HELP[c] },
        ]}
      />
    </Section>
  );
}

function Upload({ onChecked }: { onChecked: (id: number) => void }) {
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setErrors({});
    if (!file) {
      setErrors({ [IMPORT_FILE_FIELD]: 'Choose a CSV file' });
      return;
    }
    const form = new FormData();
    form.append(IMPORT_FILE_FIELD, file);
    setBusy(true);
    try {
      const view = await uploadWithProgress<CustomerImportView>(adminUrl('customerImports'), form, {
        staff: true,
        onProgress: (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : undefined),
      });
      onChecked(view.id);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(fields);
      if (!Object.keys(fields).length) setError((failure as Error).message);
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  };
  return (
    <Section title="Check a file">
      <form noValidate onSubmit={submit} className={stack}>
        <Field.Root
          invalid={Boolean(errors[IMPORT_FILE_FIELD])}
          required
          className={css({ w: 'full', minW: '0' })}
        >
          <Field.Label>CSV file of customers</Field.Label>
          <Field.Input
            type="file"
            name={IMPORT_FILE_FIELD}
            accept=".csv,text/csv"
            // a file input is as wide as its browser makes it: kept inside the card at 390 px
            className={css({ w: 'full', maxW: 'md', minW: '0' })}
            onChange={(e) => setFile(e.currentTarget.files?.[0])}
          />
          <Field.ErrorText>{errors[IMPORT_FILE_FIELD]}</Field.ErrorText>
        </Field.Root>
        {error ? <Notice tone="danger">{error}</Notice> : null}
        <Button type="submit" disabled={busy}>
          {busy
            ? progress !== undefined
              ? `Uploading… ${progress}%`
              : 'Checking…'
            : 'Check the file (dry run)'}
        </Button>
        <p className={muted}>The dry run changes nothing: it reads the file and reports every problem.</p>
      </form>
    </Section>
  );
}

function DryRun({ id, onStarted }: { id: number; onStarted: (jobId: number) => void }) {
  const query = useAdminQuery<CustomerImportView>(adminUrl('customerImport', { id }));
  const [duplicates, setDuplicates] = useState<ImportDuplicates>('skip');
  const [confirming, setConfirming] = useState(false);
  return (
    <Section title="Dry run">
      <QueryView query={query} label="Reading the dry run…">
        {(view) => {
          const importable = view.newCount + view.existingCount;
          return (
            <div className={stack}>
              <Facts
                items={[
                  { label: 'File', value: view.fileName },
                  { label: 'Checked', value: `${formatDateTime(view.createdAt)} by ${view.staffName}` },
                  { label: 'Customer lines', value: view.rows },
                  { label: 'New customers', value: view.newCount },
                  { label: 'Already customers (duplicates)', value: view.existingCount },
                  {
                    label: 'Bad lines (not imported)',
                    value: view.badCount ? <Badge tone="bad">{view.badCount}</Badge> : 0,
                  },
                ]}
              />
              {view.problems.length ? (
                <div className={css({ w: 'full', minW: '0' })}>
                  <h3 className={css({ textStyle: 'h4', mb: '2' })}>Problems</h3>
                  <DataTable
                    caption="Problems found by the dry run"
                    rows={view.problems}
                    rowKey={(p) => `${p.line}:${p.field}`}
                    columns={[
                      { key: 'line', header: 'Line', cell: (p) => p.line },
                      { key: 'field', header: 'Column', cell: (p) => <code>{p.field}</code> },
                      { key: 'message', header: 'Problem', cell: (p) => p.message },
                    ]}
                  />
                </div>
              ) : (
                <Notice tone="success">Every line is valid.</Notice>
              )}
              {view.jobId !== null ? (
                <p className={muted}>
                  This file was imported (duplicates {view.duplicates === 'update' ? 'updated' : 'skipped'}).{' '}
                  <button
                    type="button"
                    className={css({ textDecoration: 'underline' })}
                    onClick={() => onStarted(view.jobId!)}
                  >
                    Show the import
                  </button>
                </p>
              ) : importable === 0 ? (
                <Notice tone="danger">
                  No line of this file can be imported: correct it and check it again.
                </Notice>
              ) : (
                <>
                  <fieldset className={css({ display: 'grid', gap: '2' })}>
                    <legend className={css({ fontWeight: 'semibold', mb: '1' })}>
                      Customers already in Healthspan ({view.existingCount})
                    </legend>
                    {(
                      [
                        ['skip', 'Skip them: leave their details as they are'],
                        ['update', 'Update them with the file’s names, phone, birth date, sex and company'],
                      ] as const
                    ).map(([value, label]) => (
                      <label key={value} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                        <input
                          type="radio"
                          name="duplicates"
                          value={value}
                          checked={duplicates === value}
                          onChange={() => setDuplicates(value)}
                        />
                        {label}
                      </label>
                    ))}
                  </fieldset>
                  <Button onClick={() => setConfirming(true)}>
                    Import {importable} customer{importable === 1 ? '' : 's'}
                  </Button>
                </>
              )}
              <ReasonDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={`Import ${importable} customers from ${view.fileName}?`}
                description={`${view.newCount} new customers are created and invited by e-mail; ${view.existingCount} duplicates are ${duplicates === 'update' ? 'updated' : 'skipped'}; ${view.badCount} bad lines are left out.`}
                confirmLabel="Start the import"
                onConfirm={async (reason) => {
                  const { jobId } = await adminCall<JobStarted>(
                    'POST',
                    adminUrl('customerImportRun', { id }),
                    {
                      duplicates,
                      reason,
                    },
                  );
                  onStarted(jobId);
                  query.reload();
                }}
              />
            </div>
          );
        }}
      </QueryView>
    </Section>
  );
}
