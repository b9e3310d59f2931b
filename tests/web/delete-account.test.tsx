import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDeletionStatus } from '../../src/contract/back-office-deletion';
import { DeleteAccountSection } from '../../src/web/features/account/delete-account-section';
import { expectNoAxeViolations } from './axe';

// Issue 19: "Delete my account" on /customer/account: the request's state, the password dialog.

const PATH = '/api/customer/v1/account/deletion-request';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const request = (state: string, extra: object = {}): CustomerDeletionStatus =>
  ({
    request: {
      id: 7,
      state,
      requestedAt: '2026-11-20T10:00:00.000Z',
      decidedAt: null,
      refusalReason: null,
      eraseAfter: null,
      ...extra,
    },
  }) as CustomerDeletionStatus;

/** Answers the deletion-request calls by method; records what was sent. */
function stubDeletion(answers: Partial<Record<'GET' | 'POST' | 'DELETE', Response[]>>) {
  const sent: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const path = new URL(href, 'http://localhost').pathname;
      if (path !== PATH) return Promise.resolve(json({ error: 'No such call' }, 404));
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method, body });
      const answer = answers[method as 'GET' | 'POST' | 'DELETE']?.shift();
      return Promise.resolve(answer ?? json({ error: 'Unexpected call' }, 500));
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('Delete my account', () => {
  it('asks with the password: a wrong one shows next to the field, then the pending request shows', async () => {
    const user = userEvent.setup();
    const sent = stubDeletion({
      GET: [json({ request: null })],
      POST: [
        json(
          { error: 'Invalid password', issues: [{ path: 'password', message: 'The password is not right' }] },
          400,
        ),
        json(request('pending'), 201),
      ],
    });
    render(<DeleteAccountSection />);
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('alertdialog');
    const password = within(dialog).getByLabelText(/Your password/);
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to delete my account' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('The password is not right');
    // the page behind the modal is hidden by the dialog (happy-dom has no `inert`): check the dialog
    await expectNoAxeViolations(dialog);
    await user.clear(password);
    await user.type(password, 'Healthspan-demo-1');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to delete my account' }));
    expect(await screen.findByTestId('deletion-request-state')).toHaveTextContent(
      'Our team will decide soon',
    );
    expect(screen.getByRole('button', { name: 'Withdraw my request' })).toBeVisible();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([
      { password: 'wrong' },
      { password: 'Healthspan-demo-1' },
    ]);
  });

  it('shows a refusal with its reason and lets the customer ask again; an approval shows the erasure date', async () => {
    stubDeletion({ GET: [json(request('refused', { refusalReason: 'Plan paid by your company' }))] });
    const { unmount } = render(<DeleteAccountSection />);
    expect(await screen.findByTestId('deletion-request-state')).toHaveTextContent(
      'Plan paid by your company',
    );
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toBeVisible();
    await expectNoAxeViolations();
    unmount();
    stubDeletion({ GET: [json(request('approved', { eraseAfter: '2026-12-04T10:00:00.000Z' }))] });
    render(<DeleteAccountSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dec 04, 2026');
    expect(screen.queryByRole('button', { name: 'Delete my account…' })).toBeNull();
  });

  it('withdraws a pending request', async () => {
    const user = userEvent.setup();
    const sent = stubDeletion({ GET: [json(request('pending'))], DELETE: [json(request('withdrawn'))] });
    render(<DeleteAccountSection />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw my request' }));
    expect(await screen.findByRole('button', { name: 'Delete my account…' })).toBeVisible();
    expect(sent.map((s) => s.method)).toEqual(['GET', 'DELETE']);
  });
});
