import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { coachDashboardMachine, type CoachData } from '../../machines/coach-dashboard.machine';
import type { CoachSettings } from '../../src/contract/admin';
import { COACH_MESSAGES, type AnalyticsResponse } from '../../src/contract/coach';
import { toast } from '../../src/web/components/ui/toaster-store';
import {
  CoachDashboardContext,
  type CoachDashboardActor,
} from '../../src/web/features/coach/coach-dashboard';
import { CoachPage, coachNavigation } from '../../src/web/features/coach/coach-layout';
import { CoachProfile } from '../../src/web/features/coach/profile-page';
import { summaryOf, TeamOverview } from '../../src/web/features/coach/team-overview-page';
import { coachData, coachSettings, coachTeam } from '../machines/coach.fixtures';
import { apiError } from '../machines/support';
import { expectNoAxeViolations } from './axe';

const api = vi.hoisted(() => ({
  analytics: vi.fn(),
  addTeam: vi.fn(),
  editTeam: vi.fn(),
  uploadTeamLogo: vi.fn(),
  deleteTeamLogo: vi.fn(),
}));
vi.mock('../../src/web/features/coach/coach-api', () => ({ coachApi: api }));
// the chart itself is ECharts' business; the card's numbers are what is checked here
vi.mock('../../src/web/features/coach/team-results-chart', () => ({
  default: ({ title, summary }: { title: string; summary: { optimized: number; notOptimized: number } }) => (
    <p data-testid="team-chart">
      {title}: {summary.optimized} optimized, {summary.notOptimized} not
    </p>
  ),
}));

const analytics: AnalyticsResponse = {
  members: 3,
  membersWithResults: 2,
  periods: [],
  markers: [
    { abbr: 'LDL', name: 'LDL', optimized: 1, notOptimized: 1 },
    { abbr: 'HbA1c', name: 'HbA1c', optimized: 2, notOptimized: 0 },
  ],
};

function dashboard({
  settings = coachSettings,
  data = coachData(),
  pending = false,
}: { settings?: CoachSettings; data?: CoachData; pending?: boolean } = {}) {
  const loadData = vi.fn(() => (pending ? new Promise<CoachData>(() => {}) : Promise.resolve(data)));
  const actor = createActor(
    coachDashboardMachine.provide({
      actors: {
        loadSession: fromPromise(() => Promise.resolve(settings)),
        loadData: fromPromise(loadData),
      },
    }),
  ).start();
  return { actor: actor as unknown as CoachDashboardActor, loadData };
}

function mount(children: ReactNode, actor: CoachDashboardActor = dashboard().actor) {
  return render(<CoachDashboardContext.Provider value={actor}>{children}</CoachDashboardContext.Provider>);
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.analytics.mockResolvedValue(analytics);
});
afterEach(() => vi.restoreAllMocks());

describe('coach frame', () => {
  it('names the coach and company, links the pages, and has only Profile in the footer', async () => {
    mount(
      <main>
        <CoachPage title="Team overview">
          <p>Body</p>
        </CoachPage>
      </main>,
    );
    expect(await screen.findByText('Body')).toBeInTheDocument();
    expect(screen.getByText('Casey Coach · Acme Health Co.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/admin/login/logout');
    const nav = screen.getByRole('navigation', { name: 'Coach' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Team overview', 'Users', 'Analytics', 'Team nutrition', 'Orders & inventory']);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Profile']);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Team overview' });
    expect(screen.getByRole('link', { name: 'Skip to page content' })).toHaveAttribute('href', `#${h1.id}`);
    await expectNoAxeViolations();
  });

  it('leaves Orders & inventory out without hasOrdersPageAccess (001 §2)', async () => {
    mount(
      <CoachPage title="Users">
        <p>Body</p>
      </CoachPage>,
      dashboard({ settings: { ...coachSettings, hasOrdersPageAccess: false } }).actor,
    );
    await screen.findByText('Body');
    const nav = screen.getByRole('navigation', { name: 'Coach' });
    expect(within(nav).queryByRole('link', { name: 'Orders & inventory' })).toBeNull();
    expect(coachNavigation(false)).toHaveLength(4);
  });

  it('shows a spinner until the data is loaded', async () => {
    mount(
      <CoachPage title="Users">
        <p>Body</p>
      </CoachPage>,
      dashboard({ pending: true }).actor,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your teams…');
    expect(screen.queryByText('Body')).toBeNull();
  });

  it('folds the navigation behind a Menu button', async () => {
    mount(
      <CoachPage title="Users">
        <p>Body</p>
      </CoachPage>,
    );
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).toBeInTheDocument();
  });
});

describe('team overview', () => {
  it('shows each team with its counts and its members’ results; axe finds nothing', async () => {
    mount(
      <main>
        <h1>Team overview</h1>
        <TeamOverview />
      </main>,
    );
    const card = (await screen.findByRole('heading', { name: 'Acme Wellness Team' })).closest('li')!;
    expect(within(card).getByText('2 members · 1 invited')).toBeInTheDocument();
    expect(await within(card).findByTestId('team-chart')).toHaveTextContent(
      'Acme Wellness Team: 3 optimized, 1 not',
    );
    expect(within(card).getByText('2 of 3 members share results')).toBeInTheDocument();
    expect(api.analytics).toHaveBeenCalledWith(1, expect.anything());
    expect(api.analytics).toHaveBeenCalledWith(2, expect.anything());
    expect(summaryOf(analytics)).toEqual({ optimized: 3, notOptimized: 1 });
    await expectNoAxeViolations();
  });

  it('has an empty state without teams', async () => {
    mount(<TeamOverview />, dashboard({ data: { ...coachData(), teams: [] } }).actor);
    expect(await screen.findByText('Create your first team')).toBeInTheDocument();
  });

  it('creates a team, then adds a logo, and reloads the data', async () => {
    const { actor, loadData } = dashboard();
    api.addTeam.mockResolvedValue(coachTeam(3, 'Night Shift'));
    api.uploadTeamLogo.mockResolvedValue(coachTeam(3, 'Night Shift', { imagePath: '/l.webp' }));
    mount(<TeamOverview />, actor);
    await userEvent.click(await screen.findByRole('button', { name: 'Create a team' }));
    const first = await screen.findByRole('dialog', { name: 'Create a team' });
    fireEvent.change(within(first).getByLabelText('Team name'), { target: { value: 'Night Shift' } });
    await userEvent.click(within(first).getByRole('button', { name: 'Create team' }));
    expect(api.addTeam).toHaveBeenCalledWith('Night Shift');
    const second = await screen.findByRole('dialog', { name: 'Add a logo to “Night Shift”' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(within(second).getByLabelText(/Logo/), { target: { files: [file] } });
    await userEvent.click(within(second).getByRole('button', { name: 'Upload logo' }));
    await waitFor(() => expect(api.uploadTeamLogo).toHaveBeenCalledTimes(1));
    const [teamId, form] = api.uploadTeamLogo.mock.calls[0] as [number, FormData];
    expect(teamId).toBe(3);
    expect((form.get('logo') as File).name).toBe('logo.png');
    await waitFor(() => expect(loadData).toHaveBeenCalledTimes(2));
  });

  it('toasts the §8 messages when renaming or uploading a logo fails', async () => {
    const errors = vi.spyOn(toast, 'error');
    api.editTeam.mockRejectedValue(apiError(500, { error: 'Something went wrong' }));
    api.uploadTeamLogo.mockRejectedValue(
      apiError(400, {
        error: 'Check the logo',
        issues: [{ path: 'logo', message: 'Use a PNG, JPEG or WebP image' }],
      }),
    );
    mount(<TeamOverview />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Acme Field Sales' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename “Acme Field Sales”' });
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith({
        title: COACH_MESSAGES.teamEditFailed,
        description: 'Something went wrong',
      }),
    );
    await userEvent.click(within(rename).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Add logo of Acme Field Sales' }));
    const logo = await screen.findByRole('dialog', { name: 'Logo of “Acme Field Sales”' });
    const file = new File(['GIF89a'], 'logo.gif', { type: '' });
    fireEvent.change(within(logo).getByLabelText(/Logo/), { target: { files: [file] } });
    await userEvent.click(within(logo).getByRole('button', { name: 'Upload logo' }));
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith({
        title: COACH_MESSAGES.logoUploadFailed,
        description: 'Check the logo',
      }),
    );
    expect(within(logo).getByText('Use a PNG, JPEG or WebP image')).toBeInTheDocument();
  });
});

describe('coach profile', () => {
  it('shows the coach, the company and the orders access, with Log Out', async () => {
    mount(
      <main>
        <h1>Profile</h1>
        <CoachProfile />
      </main>,
    );
    expect(await screen.findByText('coach@demo.healthspan.test')).toBeInTheDocument();
    expect(screen.getByText('Casey Coach')).toBeInTheDocument();
    expect(screen.getByText('Acme Health Co.')).toBeInTheDocument();
    expect(screen.getByText(/On: you can assign/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/admin/login/logout');
    await expectNoAxeViolations();
  });
});
