import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coachWebRoutes, type InvitationView } from '../../src/contract/coach';
import { expectNoAxeViolations } from './axe';
import { renderApp, stubApi, testCustomer } from './support';

const INVITE = 'abc_123-XYZ';
const viewPath = `/api/customer/team-invitations/${INVITE}`;
const acceptPath = `${viewPath}/accept`;
const page = coachWebRoutes.acceptInvite(INVITE);

const view = (overrides: Partial<InvitationView> = {}): InvitationView => ({
  teamName: 'Acme Wellness Team',
  companyName: 'Acme Health Co.',
  maskedEmail: 'a…@demo.healthspan.test',
  state: 'pending',
  ...overrides,
});

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the team invitation page (000 §2.3, docs/decisions/coach.md)', () => {
  it('tells a signed-out visitor what it is, with Log in coming back here and Create account', async () => {
    const requested = stubApi({ [viewPath]: view() });
    renderApp(page);
    expect(
      await screen.findByRole('heading', { name: 'Acme Health Co. invites you to join Acme Wellness Team' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('invited-email')).toHaveTextContent('a…@demo.healthspan.test');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/customer/login?returnTo=${encodeURIComponent(page)}`,
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      'https://store.test',
    );
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(requested).not.toContain(acceptPath);
    await expectNoAxeViolations();
  });

  it('lets a signed-in customer join, then points to the team permissions in the account', async () => {
    const requested = stubApi({
      [viewPath]: view(),
      [acceptPath]: { teamId: 7, teamName: 'Acme Wellness Team' },
    });
    const user = userEvent.setup();
    renderApp(page, { customer: testCustomer() });
    await user.click(await screen.findByRole('button', { name: 'Join Acme Wellness Team' }));
    expect(await screen.findByRole('heading', { name: 'You joined Acme Wellness Team' })).toBeInTheDocument();
    expect(requested).toContain(acceptPath);
    expect(screen.getByRole('link', { name: 'Choose who may see your results' })).toHaveAttribute(
      'href',
      '/customer/account',
    );
    await expectNoAxeViolations();
  });

  it('a customer signed in with another e-mail sees the 403 message and a way to switch account', async () => {
    stubApi({
      [viewPath]: view(),
      [acceptPath]: json({ error: 'This invitation is for another e-mail address.' }, 403),
    });
    const user = userEvent.setup();
    renderApp(page, { customer: testCustomer({ email: 'vegan@demo.healthspan.test' }) });
    await user.click(await screen.findByRole('button', { name: 'Join Acme Wellness Team' }));
    expect(await screen.findByText(/This invitation is for another e-mail address/)).toHaveTextContent(
      'vegan@demo.healthspan.test',
    );
    expect(screen.getByRole('link', { name: 'Log out to switch account' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it.each([
    ['expired', 'This invitation has expired'],
    ['withdrawn', 'This invitation was withdrawn'],
    ['accepted', 'This invitation is already accepted'],
  ] as const)('an %s invitation says so and offers no Join', async (state, title) => {
    stubApi({ [viewPath]: view({ state }) });
    renderApp(page, { customer: testCustomer() });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('an unknown invitation is not found', async () => {
    stubApi();
    renderApp(page);
    expect(
      await screen.findByRole('heading', { name: 'We cannot find this invitation' }),
    ).toBeInTheDocument();
  });

  it('a failed load can be tried again', async () => {
    let calls = 0;
    stubApi();
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation();
    fetchStub.mockImplementation((input, init) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (href.endsWith(viewPath)) {
        calls += 1;
        return Promise.resolve(calls <= 2 ? json({ error: 'Down for a moment' }, 503) : json(view(), 200));
      }
      return answer!(input, init);
    });
    const user = userEvent.setup();
    renderApp(page);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('invites you to join'),
    );
  });
});

describe('an invitation that closes while the page is open', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the closed state after a 410 on Join', async () => {
    let views = 0;
    stubApi({
      [acceptPath]: json({ error: 'This invitation has expired (links last 14 days).' }, 410),
    });
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation();
    fetchStub.mockImplementation((input, init) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (href.endsWith(viewPath)) {
        views += 1;
        return Promise.resolve(json(view(views === 1 ? {} : { state: 'expired' }), 200));
      }
      return answer!(input, init);
    });
    const user = userEvent.setup();
    renderApp(page, { customer: testCustomer() });
    await user.click(await screen.findByRole('button', { name: 'Join Acme Wellness Team' }));
    expect(await screen.findByRole('heading', { name: 'This invitation has expired' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });
});
