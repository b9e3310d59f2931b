import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { coachDashboard, FakeCoachPage, nutrition } from './coach-pages-fixtures';

const api = vi.hoisted(() => ({ teamNutrition: vi.fn() }));
vi.mock('../../src/web/features/coach/coach-api', () => ({ coachApi: api }));
vi.mock('../../src/web/features/coach/coach-layout', () => ({
  CoachPage: FakeCoachPage,
  useCoach: () => coachDashboard(),
}));

const { TeamNutritionPage } = await import('../../src/web/features/coach/team-nutrition-page');

beforeEach(() => {
  vi.clearAllMocks();
  api.teamNutrition.mockResolvedValue(nutrition());
});

describe('the team nutrition page (001 §2)', () => {
  it('shows the most common markers to improve and the foods that help, as cards', async () => {
    render(<TeamNutritionPage />);
    const vitaminD = await screen.findByRole('listitem', { name: 'Vitamin D' });
    expect(vitaminD).toHaveTextContent('7 of 9 members not optimized');
    expect(vitaminD).toHaveTextContent('Mostly low');
    expect(screen.getByRole('listitem', { name: 'LDL cholesterol' })).toHaveTextContent('Mostly high');
    const salmon = screen.getByRole('listitem', { name: 'Salmon' });
    expect(salmon).toHaveTextContent('Two servings a week.');
    expect(within(salmon).getByText('Vitamin D')).toBeInTheDocument();
    expect(within(salmon).getByText('LDL cholesterol')).toBeInTheDocument();
    expect(screen.getByTestId('nutrition-basis')).toHaveTextContent('latest results of 9 members who share');
    await expectNoAxeViolations();
  });

  it('asks for one team when picked', async () => {
    const user = userEvent.setup();
    render(<TeamNutritionPage />);
    await screen.findByRole('listitem', { name: 'Vitamin D' });
    expect(api.teamNutrition).toHaveBeenLastCalledWith(undefined, expect.anything());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Acme Wellness Team');
    await screen.findByRole('listitem', { name: 'Vitamin D' });
    expect(api.teamNutrition).toHaveBeenLastCalledWith(1, expect.anything());
  });

  it('has an empty state when nobody shares, and another when every marker is optimized', async () => {
    api.teamNutrition.mockResolvedValueOnce(nutrition({ membersWithResults: 0, markers: [], foods: [] }));
    const { unmount } = render(<TeamNutritionPage />);
    expect(await screen.findByTestId('no-shared-results')).toHaveTextContent('chooses in their own account');
    await expectNoAxeViolations();
    unmount();
    api.teamNutrition.mockResolvedValueOnce(nutrition({ markers: [], foods: [] }));
    render(<TeamNutritionPage />);
    expect(await screen.findByTestId('all-optimized')).toBeInTheDocument();
  });
});
