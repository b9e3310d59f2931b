import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeletionRequestDetail, DeletionRequestRow } from '../../src/contract/back-office-deletion';
import { formatDate, formatDateTime } from '../../src/domain/dates';
import { adminUrl } from '../../src/web/components/admin/admin-data';
import { AuditTrail } from '../../src/web/components/admin/admin-ui';
import { AuditLogPage } from '../../src/web/features/admin-deletion/audit-log-page';
import { DeletionRequestsPage } from '../../src/web/features/admin-deletion/deletion-requests-page';
import {
  answer,
  answerJob,
  AT,
  auditEvent,
  badRequest,
  callsTo,
  expectLoadingThenEmpty,
  grants,
  job,
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

beforeEach(resetFakeServer);

const row = (id: number, overrides: Partial<DeletionRequestRow> = {}): DeletionRequestRow => ({
  id,
  state: 'pending',
  customerId: 42,
  customerName: 'Robin Demo',
  customerEmail: 'robin@demo.healthspan.test',
  requestedAt: AT,
  decidedAt: null,
  decidedBy: null,
  eraseAfter: null,
  ...overrides,
});
const detail = (overrides: Partial<DeletionRequestDetail> = {}): DeletionRequestDetail => ({
  ...row(3),
  note: 'Please remove my data.',
  decisionReason: null,
  erasedAt: null,
  jobId: null,
  customer: {
    id: 42,
    name: 'Robin Demo',
    email: 'robin@demo.healthspan.test',
    createdAt: AT,
    activationState: 'ACTIVE',
    orders: 2,
    results: 1,
  },
  ...overrides,
});
const page = (items: DeletionRequestRow[]) => ({ items, page: 1, pageSize: 20, total: items.length });
const auditPage = (items: ReturnType<typeof auditEvent>[]) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
});

describe('deletion requests', () => {
  it('shows loading, then no requests, then the requests with their state and date', async () => {
    await expectLoadingThenEmpty(
      '/admin/customer-delete-requests',
      <DeletionRequestsPage />,
      adminUrl('deletionRequests'),
      {
        loading: 'Loading requests…',
        empty: page([]),
        emptyText: 'No deletion requests yet.',
      },
    );

    answer(
      'GET',
      adminUrl('deletionRequests'),
      page([row(3), row(4, { state: 'erased', customerId: null, customerName: null, customerEmail: null })]),
    );
    renderAt('/admin/customer-delete-requests', <DeletionRequestsPage />);
    const table = await screen.findByRole('table', { name: 'Deletion requests' });
    expect(within(table).getByText('robin@demo.healthspan.test')).toBeInTheDocument();
    expect(within(table).getByText('Erased customer')).toBeInTheDocument();
    expect(within(table).getAllByText(formatDate(AT))).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('approving asks for a reason, shows the server’s 400 next to it, then records the decision', async () => {
    answer('GET', adminUrl('deletionRequests'), page([row(3)]));
    answer('GET', adminUrl('deletionRequest', { id: 3 }), detail());
    answer('GET', adminUrl('audit'), auditPage([]));
    answer('POST', adminUrl('deletionRequestDecision', { id: 3 }), (call: { body: { reason: string } }) =>
      call.body.reason.length < 3 ? badRequest({ reason: 'Say why in at least 3 characters' }) : { ok: true },
    );
    renderAt('/admin/customer-delete-requests?request=3', <DeletionRequestsPage />);
    const section = await screen.findByRole('region', { name: 'Request #3' });
    expect(await within(section).findByText('Please remove my data.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Approve…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve the deletion' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/at least 3 characters/));
    await expectNoAxeViolations(dialog);

    await userEvent.type(reason, 't by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', adminUrl('deletionRequestDecision', { id: 3 })).at(-1)?.body).toEqual({
      decision: 'approve',
      reason: 'not by phone',
    });
  });

  it('an approved request shows its erasure job; a role without the decision sees no buttons', async () => {
    grants.splice(0, grants.length, {
      area: 'admin',
      controller: 'customer-delete-requests',
      action: 'list',
    });
    answer('GET', adminUrl('deletionRequests'), page([row(3, { state: 'approved' })]));
    answer('GET', adminUrl('deletionRequest', { id: 3 }), detail({ state: 'pending' }));
    renderAt('/admin/customer-delete-requests?request=3', <DeletionRequestsPage />);
    const section = await screen.findByRole('region', { name: 'Request #3' });
    expect(
      await within(section).findByText('Only an administrator decides deletion requests.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Approve…' })).toBeNull();
  });

  it('the erasure job of an approved request is followed in the request', async () => {
    answer('GET', adminUrl('deletionRequests'), page([row(3, { state: 'approved' })]));
    answer(
      'GET',
      adminUrl('deletionRequest', { id: 3 }),
      detail({ state: 'approved', jobId: 50, eraseAfter: AT }),
    );
    answer('GET', adminUrl('audit'), auditPage([]));
    answerJob(
      job({
        id: 50,
        kind: 'customer-erasure',
        title: 'Erase the customer of request #3',
        status: 'queued',
        done: 0,
        total: null,
        summary: null,
      }),
    );
    renderAt('/admin/customer-delete-requests?request=3', <DeletionRequestsPage />);
    expect(await screen.findByRole('region', { name: 'Erasure job' })).toBeInTheDocument();
    expect(await screen.findByText('Waiting to start')).toBeInTheDocument();
    // asked and the erasure date, both worded
    expect(screen.getAllByText(formatDateTime(AT), { selector: 'dd' })).toHaveLength(2);
  });
});

describe('audit status log', () => {
  beforeEach(() => answer('GET', adminUrl('auditStaff'), { items: [{ id: 1, name: 'Ada Admin' }] }));

  it('shows loading, then no changes, then each change with its values and dates worded', async () => {
    await expectLoadingThenEmpty('/admin/audit/status-log', <AuditLogPage />, adminUrl('audit'), {
      loading: 'Loading the audit…',
      empty: auditPage([]),
      emptyText: 'No changes yet.',
    });

    answer('GET', adminUrl('audit'), auditPage([auditEvent(1)]));
    renderAt('/admin/audit/status-log', <AuditLogPage />);
    await userEvent.click(await screen.findByText('Deletion request #3 approved'));
    const item = screen.getAllByRole('listitem')[0]!;
    expect(
      within(item).getByText(`eraseAfter: — → ${formatDateTime('2026-12-20T10:00:00.000Z')}`),
    ).toBeInTheDocument();
    expect(item.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    await expectNoAxeViolations();
  });

  it('filters go to the URL; a filter the server refuses shows its message next to it', async () => {
    answer('GET', adminUrl('audit'), (call: { query: URLSearchParams }) =>
      call.query.get('customerId') === 'abc'
        ? badRequest({ customerId: 'A customer id is a number' })
        : auditPage([auditEvent(1)]),
    );
    renderAt('/admin/audit/status-log', <AuditLogPage />);
    await screen.findByText('Deletion request #3 approved');
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer id' }), 'abc');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Admin' }), 'Ada Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(search().get('customerId')).toBe('abc'));
    expect(search().get('staffId')).toBe('1');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Customer id' })).toHaveAccessibleDescription(
        /A customer id is a number/,
      ),
    );
    expect(screen.getByText('Check the filters marked above.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('AuditTrail', () => {
  it('words days and instants in the values, lists and summary; other values stay as they are', async () => {
    const { container } = render(
      <AuditTrail
        events={[
          auditEvent(1, {
            summary: 'Order #12: draw moved to 2026-11-21T09:30:00.000Z',
            before: {
              drawAt: '2026-11-20T10:00:00.000Z',
              birthDate: '1980-02-03',
              status: 'open',
              tags: ['a'],
            },
            after: {
              drawAt: '2026-11-21T09:30:00.000Z',
              birthDate: null,
              status: 'moved',
              tags: ['2026-01-02'],
            },
          }),
        ]}
      />,
    );
    expect(
      screen.getByText(`Order #12: draw moved to ${formatDateTime('2026-11-21T09:30:00.000Z')}`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `drawAt: ${formatDateTime('2026-11-20T10:00:00.000Z')} → ${formatDateTime('2026-11-21T09:30:00.000Z')}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('birthDate: Feb 03, 1980 → —')).toBeInTheDocument();
    expect(screen.getByText('status: open → moved')).toBeInTheDocument();
    expect(screen.getByText('tags: ["a"] → ["Jan 02, 2026"]')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await expectNoAxeViolations(container);
  });
});
