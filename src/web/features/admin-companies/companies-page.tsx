import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { backOfficeAccess, backOfficePaths } from '../../../contract/back-office';
import type {
  CompaniesPage as CompaniesPageData,
  CompanyResponse,
  CompanyRow,
} from '../../../contract/back-office-dna';
import { adminCall, adminUrl, useAdminQuery, useListParams } from '../../components/admin/admin-data';
import { AdminPage, useAdmin } from '../../components/admin/admin-layout';
import { DataTable, FormDialog, link, Pager, QueryView, SearchForm } from '../../components/admin/admin-ui';
import { Button } from '../../components/ui/button';
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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create company"
      submitLabel="Create company"
      busyLabel="Creating…"
      onSubmit={() => adminCall<CompanyResponse>('POST', backOfficePaths.companies, { name })}
      onDone={(created) => navigate(companyHref(created.id))}
      onReset={() => setName('')}
    >
      {(errors) => (
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>Company name</Field.Label>
          <Field.Input name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
      )}
    </FormDialog>
  );
}
