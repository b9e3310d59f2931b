import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CrmMappingsResponse,
  CrmPropertiesResponse,
  PartnerKeyRow,
  PartnerKeysResponse,
} from '../../src/contract/back-office-integrations';
import { formatDateTime } from '../../src/domain/dates';
import { adminUrl } from '../../src/web/components/admin/admin-data';
import { CompaniesPage } from '../../src/web/features/admin-companies/companies-page';
import { CrmPage } from '../../src/web/features/admin-integrations/crm-page';
import { CrmPropertiesPage } from '../../src/web/features/admin-integrations/crm-properties-page';
import { PartnersPage } from '../../src/web/features/admin-integrations/partners-page';
import {
  answer,
  answerJob,
  AT,
  badRequest,
  callsTo,
  expectLoading,
  expectLoadingThenEmpty,
  grants,
  job,
  jobsPage,
  logLine,
  renderAt,
  resetFakeServer,
  search,
} from './admin-fixtures';
import { expectNoAxeViolations } from './axe';

vi.mock('../../src/web/lib/api', async (original) => (await import('./admin-fixtures')).apiMock(original));
vi.mock('../../src/web/lib/staff-auth', async (original) =>
  (await import('./admin-fixtures')).staffAuthMock(original),
);
vi.mock('../../src/web/components/admin/admin-layout', async () =>
  (await import('./admin-fixtures')).layoutMock(),
);

beforeEach(() => {
  resetFakeServer();
  answer('GET', adminUrl('audit'), { items: [], page: 1, pageSize: 10, total: 0 });
});

const mappings = (overrides: Partial<CrmMappingsResponse> = {}): CrmMappingsResponse => ({
  fields: [
    { id: 'email', label: 'E-mail' },
    { id: 'innerAge', label: 'InnerAge' },
  ],
  items: [{ field: 'email', property: 'email' }],
  updatedAt: AT,
  updatedBy: 'Ada Admin',
  ...overrides,
});
const properties: CrmPropertiesResponse = {
  adapter: 'outbox',
  items: [
    { name: 'email', label: 'Email' },
    { name: 'inner_age', label: 'Inner age' },
  ],
};

describe('CRM properties (the mapping)', () => {
  it('shows loading, then each product field with its CRM property and when it last changed', async () => {
    answer('GET', adminUrl('crmProperties'), properties);
    expectLoading(
      '/admin/hub-spot-management/properties',
      <CrmPropertiesPage />,
      adminUrl('crmMappings'),
      'Loading the mapping…',
    );

    answer('GET', adminUrl('crmMappings'), mappings());
    renderAt('/admin/hub-spot-management/properties', <CrmPropertiesPage />);
    expect(await screen.findByRole('combobox', { name: 'E-mail' })).toHaveValue('email');
    expect(screen.getByRole('combobox', { name: 'InnerAge' })).toHaveValue('');
    expect(
      screen.getByText(new RegExp(`Last changed ${formatDateTime(AT)} by Ada Admin`)),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('saving shows the server’s errors next to the product field and the reason, then saves', async () => {
    answer('GET', adminUrl('crmMappings'), mappings());
    answer('GET', adminUrl('crmProperties'), properties);
    answer('PUT', adminUrl('crmMappings'), (call: { body: { reason: string } }) =>
      call.body.reason
        ? { ok: true }
        : badRequest({
            reason: 'Say why in at least 3 characters',
            'items.1.property': 'Unknown CRM property',
          }),
    );
    renderAt('/admin/hub-spot-management/properties', <CrmPropertiesPage />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'InnerAge' }), 'inner_age');
    await userEvent.click(screen.getByRole('button', { name: 'Save mapping' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'InnerAge' })).toHaveAccessibleDescription(
        /Unknown CRM property/,
      ),
    );
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /at least 3 characters/,
    );
    await expectNoAxeViolations();

    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Sales wants InnerAge');
    await userEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByText('Mapping saved.')).toBeInTheDocument();
    expect(callsTo('PUT', adminUrl('crmMappings')).at(-1)?.body).toEqual({
      reason: 'Sales wants InnerAge',
      items: [
        { field: 'email', property: 'email' },
        { field: 'innerAge', property: 'inner_age' },
      ],
    });
  });

  it('a role that may only read sees the mapping disabled, without a save', async () => {
    grants.splice(0, grants.length, { area: 'admin', controller: 'hub-spot-management', action: 'index' });
    answer('GET', adminUrl('crmMappings'), mappings());
    answer('GET', adminUrl('crmProperties'), properties);
    renderAt('/admin/hub-spot-management/properties', <CrmPropertiesPage />);
    expect(await screen.findByRole('combobox', { name: 'E-mail' })).toBeDisabled();
    expect(screen.getByText('Your role may read the mapping but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save mapping' })).toBeNull();
  });
});

describe('CRM management (the sync)', () => {
  it('a sync job opened from the URL re-reads the contacts written when it ends; its log words dates', async () => {
    const since = '2026-11-19T08:00:00.000Z';
    let reads = 0;
    answer('GET', adminUrl('crmProperties'), properties);
    answer('GET', adminUrl('crmLog'), () => {
      reads += 1;
      return { items: [], page: 1, pageSize: 10, total: 0, lastSyncAt: since };
    });
    let status: 'running' | 'succeeded' = 'running';
    const sync = () =>
      job({
        id: 60,
        kind: 'crm-sync',
        title: 'CRM sync of changes since 2026-11-19 08:00 UTC',
        status,
        summary: null,
      });
    answer('GET', adminUrl('jobLog', { id: 60 }), () => ({
      items:
        status === 'running' ? [logLine(1, { message: `Writing contacts changed since ${since}.` })] : [],
      job: sync(),
    }));
    answer('GET', adminUrl('jobs'), () => jobsPage([sync()]));
    renderAt('/admin/hub-spot-management?job=60', <CrmPage />);

    const panel = await screen.findByRole('region', { name: 'Sync progress' });
    const log = await within(panel).findByRole('log');
    expect(
      within(log).getByText(`Writing contacts changed since ${formatDateTime(since)}.`),
    ).toBeInTheDocument();
    expect(within(panel).getByText(`CRM sync of changes since ${formatDateTime(since)}`)).toBeInTheDocument();
    expect(screen.getByText('No contact has been written yet.')).toBeInTheDocument();
    const before = reads;
    status = 'succeeded';
    await waitFor(() => expect(reads).toBeGreaterThan(before), { timeout: 4000 });
    await expectNoAxeViolations();
  });

  it('Run sync starts a job and puts it in the URL', async () => {
    answer('GET', adminUrl('crmProperties'), properties);
    answer('GET', adminUrl('crmLog'), { items: [], page: 1, pageSize: 10, total: 0, lastSyncAt: null });
    answer('POST', adminUrl('crmSyncs'), { jobId: 61 });
    answerJob(job({ id: 61, kind: 'crm-sync', title: 'Full CRM sync' }));
    renderAt('/admin/hub-spot-management', <CrmPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Full sync/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Run sync' }));
    await waitFor(() => expect(search().get('job')).toBe('61'));
    expect(callsTo('POST', adminUrl('crmSyncs'))[0]?.body).toMatchObject({ full: true });
    expect(await screen.findByRole('region', { name: 'Sync progress' })).toBeInTheDocument();
  });
});

const key = (id: number, overrides: Partial<PartnerKeyRow> = {}): PartnerKeyRow => ({
  id,
  name: 'Acme labs',
  prefix: 'hsp_ab12',
  scope: 'results:read',
  companyId: 1,
  companyName: 'Acme Health Co.',
  createdBy: 'Ada Admin',
  createdAt: AT,
  lastUsedAt: null,
  revokedAt: null,
  revokedBy: null,
  ...overrides,
});
const keys = (items: PartnerKeyRow[]): PartnerKeysResponse => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  scopes: [{ id: 'results:read', label: 'Read the latest results of consenting members' }],
  companies: [{ id: 1, name: 'Acme Health Co.' }],
});

describe('partner keys', () => {
  it('shows loading, then no keys, then the keys with when they were made and last used', async () => {
    await expectLoadingThenEmpty('/admin/partners-integration', <PartnersPage />, adminUrl('partnerKeys'), {
      loading: 'Loading…',
      empty: keys([]),
      emptyText: 'No partner key yet.',
    });

    answer(
      'GET',
      adminUrl('partnerKeys'),
      keys([key(1, { lastUsedAt: AT }), key(2, { name: 'Old', revokedAt: AT })]),
    );
    renderAt('/admin/partners-integration', <PartnersPage />);
    const table = await screen.findByRole('table', { name: 'Partner keys' });
    // made by, and revoked by
    expect(within(table).getAllByText(`${formatDateTime(AT)} by Ada Admin`)).toHaveLength(2);
    expect(within(table).getByText('Revoked')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Revoke / })).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('creating shows the server’s 400 next to each field, then the new key once', async () => {
    answer('GET', adminUrl('partnerKeys'), keys([]));
    answer('POST', adminUrl('partnerKeys'), (call: { body: { companyId?: number } }) =>
      call.body.companyId
        ? { item: key(3, { name: 'Acme labs' }), key: 'hsp_ab12_the-whole-secret' }
        : badRequest({ name: 'Name the key (who uses it)', companyId: 'Choose a company' }),
    );
    renderAt('/admin/partners-integration', <PartnersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a partner key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
        /Name the key/,
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: /Company/ })).toHaveAccessibleDescription(
      /Choose a company/,
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the fields marked below.');
    await expectNoAxeViolations(dialog);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Acme labs');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Company/ }),
      'Acme Health Co.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy the key now' });
    expect(within(shown).getByRole('textbox', { name: 'Partner key' })).toHaveValue(
      'hsp_ab12_the-whole-secret',
    );
    expect(callsTo('POST', adminUrl('partnerKeys')).at(-1)?.body).toEqual({
      name: 'Acme labs',
      scope: 'results:read',
      companyId: 1,
    });
    await userEvent.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByText('hsp_ab12_the-whole-secret')).toBeNull());
    expect(screen.queryByDisplayValue('hsp_ab12_the-whole-secret')).toBeNull();
  });

  it('revoking asks why (confirmed) and sends the reason', async () => {
    answer('GET', adminUrl('partnerKeys'), keys([key(1)]));
    answer('DELETE', adminUrl('partnerKey', { id: 1 }), { ok: true });
    renderAt('/admin/partners-integration', <PartnersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Acme labs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Acme labs?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Contract ended');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(callsTo('DELETE', adminUrl('partnerKey', { id: 1 }))).toHaveLength(1));
    expect(callsTo('DELETE', adminUrl('partnerKey', { id: 1 }))[0]?.body).toEqual({
      reason: 'Contract ended',
    });
  });
});

describe('companies (the same create dialog)', () => {
  it('shows the server’s 400 next to the name, and opens the new company', async () => {
    answer('GET', adminUrl('companies'), { items: [], page: 1, pageSize: 20, total: 0 });
    answer('POST', adminUrl('companies'), (call: { body: { name: string } }) =>
      call.body.name ? { id: 77, name: call.body.name } : badRequest({ name: 'Name the company' }),
    );
    renderAt('/admin/companies', <CompaniesPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create company' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    const name = within(dialog).getByRole('textbox', { name: /Company name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Name the company/));
    await expectNoAxeViolations(dialog);

    await userEvent.type(name, 'Globex');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create company' }));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/admin/companies/view?id=77'),
    );
  });
});
