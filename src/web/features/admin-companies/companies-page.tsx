import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { backOfficeAccess, backOfficePaths } from '../../../contract/back-office';
import type {
  CompaniesPage as CompaniesPageData,
  CompanyResponse,
  CompanyRow,
} from '../../../contract/back-office-dna';
import {
  adminCall,
  adminUrl,
  formFailureOf,
  useAdminQuery,
  useListParams,
} from '../../components/admin/admin-data';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import { DataTable, link, Pager, QueryView, SearchForm } from '../../components/admin/admin-ui';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import * as Field from '../../components/ui/field';

const companyHref = (id: number) => `/admin/companies/view?id=${id}`;

/** `/admin/companies` (spec 001 §2, issue 18): the corporate customers, their coaches, teams and stock. */
export function CompaniesPage() {
  const list = useListParams(['q'] as const);
  const query = useAdminQuery<CompaniesPageData>(
    adminUrl('companies', {}, { q: list.values.q, page: list.page }),
  );
  const [creating, setCreating] = useState(false);
  const admin = useAdmin();
  return (
    <AdminPage
      title="Companies"
      intro="Corporate customers whose teams use Healthspan."
      actions={
        admin?.can(backOfficeAccess.companiesEdit) ? (
          <Button onClick={() => setCreating(true)}>Create company</Button>
        ) : null
      }
    >
      <SearchForm label="Company name" value={list.values.q} onSearch={(q) => list.set({ q })} />
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty="No company matches.">
        {(data) => (
          <>
            <DataTable<CompanyRow>
              caption="Companies"
              rows={data.items}
              rowKey={(c) => c.id}
              columns={[
                {
                  key: 'name',
                  header: 'Company',
                  cell: (c) => (
                    <Link href={companyHref(c.id)} className={link}>
                      {c.name}
                    </Link>
                  ),
                },
                { key: 'coaches', header: 'Coaches', align: 'end', cell: (c) => c.coaches },
                { key: 'teams', header: 'Live teams', align: 'end', wide: true, cell: (c) => c.liveTeams },
                { key: 'members', header: 'Members', align: 'end', wide: true, cell: (c) => c.members },
                { key: 'available', header: 'Tests available', align: 'end', cell: (c) => c.available },
                { key: 'assigned', header: 'Assigned', align: 'end', wide: true, cell: (c) => c.assigned },
              ]}
            />
            <Pager
              total={data.total}
              page={data.page}
              pageSize={data.pageSize}
              noun={['company', 'companies']}
              onPage={(page) => list.set({ page })}
            />
          </>
        )}
      </QueryView>
      <CreateCompanyDialog open={creating} onOpenChange={setCreating} />
    </AdminPage>
  );
}

function CreateCompanyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setErrors({});
      setError('');
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setError('');
    try {
      const created = await adminCall<CompanyResponse>('POST', backOfficePaths.companies, { name });
      close(false);
      navigate(companyHref(created.id));
    } catch (failure) {
      const { fields: fields, message } = formFailureOf(failure);
      setErrors(fields);
      setError(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(d) => close(d.open)} size="sm">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Create company</Dialog.Title>
          <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4', mt: '3' })}>
            <Field.Root invalid={Boolean(errors.name)} required>
              <Field.Label>Company name</Field.Label>
              <Field.Input name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Dialog.FormFooter error={error} busy={busy}>
              {busy ? 'Creating…' : 'Create company'}
            </Dialog.FormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
