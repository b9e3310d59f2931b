import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadedSection } from '../../machines/nutrition-plan.machine';
import { ApiError } from '../../src/web/lib/api';
import { AppActorsProvider } from '../../src/web/lib/app-actors';
import { dietSection, planOf, plans } from '../machines/nutrition-plan.fixtures';
import { expectNoAxeViolations } from './axe';
import { startTestActors, testCustomer, fakeEffects } from './support';

const api = vi.hoisted(() => ({ plan: vi.fn(), loadSection: vi.fn(), saveSection: vi.fn() }));
vi.mock('../../src/web/features/nutrition/nutrition-api', () => ({ nutritionApi: api }));

const { default: NutritionPage } = await import('../../src/web/features/nutrition/nutrition-page');

const lifestyleSection: LoadedSection = {
  section: 'lifestyle',
  data: {
    references: [
      {
        field: 'smokingStatus',
        name: 'Smoking',
        description: null,
        kind: 'choice',
        unit: null,
        min: null,
        max: null,
        step: null,
        options: [
          { value: 'never', name: 'Never' },
          { value: 'former', name: 'Former' },
          { value: 'current', name: 'Current' },
        ],
      },
      {
        field: 'sleepDuration',
        name: 'Sleep',
        description: 'On a usual night',
        kind: 'number',
        unit: 'hours',
        min: 3,
        max: 14,
        step: 0.5,
        options: [],
      },
      {
        field: 'wakeUpTime',
        name: 'Wake-up time',
        description: null,
        kind: 'time',
        unit: null,
        min: null,
        max: null,
        step: null,
        options: [],
      },
    ],
    answers: {
      smokingStatus: 'never',
      dailySunExposure: null,
      weightGoal: null,
      restingHeartRate: null,
      bodyFatPercent: null,
      wakeUpTime: '07:00',
      sleepDuration: 7,
    },
  },
};

const supplementsSection: LoadedSection = {
  section: 'supplements',
  data: {
    supplements: {
      supplements: [
        {
          name: 'vitamin-d3',
          title: 'Vitamin D3',
          description: 'Vitamin D',
          nsfCertified: true,
          dosages: [
            { name: '1000iu', title: '1,000 IU a day' },
            { name: '2000iu', title: '2,000 IU a day' },
          ],
          defaultDosage: '1000iu',
        },
        {
          name: 'fish-oil',
          title: 'Fish oil',
          description: 'Omega-3',
          nsfCertified: false,
          dosages: [{ name: '1g', title: '1 g a day' }],
          defaultDosage: '1g',
        },
      ],
      willingToTake: true,
      nsfOnly: false,
      current: [{ name: 'vitamin-d3', dosage: '1000iu' }],
    },
    medications: {
      options: [{ id: 1, code: 'warfarin', name: 'Warfarin', description: 'A blood thinner' }],
      medications: [],
    },
    tryingToLoseWeight: false,
  },
};

const foodsSection: LoadedSection = {
  section: 'foods',
  data: {
    foods: [
      {
        id: 1,
        code: 'lentils',
        name: 'Lentils',
        group: 'Legumes',
        serving: '1 cup',
        categoryId: 5,
        tags: [],
      },
      {
        id: 2,
        code: 'salmon',
        name: 'Salmon',
        group: 'Fish',
        serving: '100 g',
        categoryId: 6,
        tags: ['fish'],
      },
      { id: 3, code: 'tofu', name: 'Tofu', group: 'Legumes', serving: '100 g', categoryId: 5, tags: ['soy'] },
    ],
    frequencies: [
      { id: 10, code: 'never', name: 'Never', description: null, timesPerWeek: 0 },
      { id: 11, code: 'weekly', name: 'Once a week', description: null, timesPerWeek: 1 },
      { id: 12, code: 'daily', name: 'Every day', description: null, timesPerWeek: 7 },
    ],
    answers: [
      { foodId: 1, frequencyId: 11, omitted: false, fromQuestionnaire: true },
      { foodId: 3, frequencyId: 12, omitted: false, fromQuestionnaire: false },
    ],
  },
};

function renderPage() {
  const started = startTestActors({ effects: fakeEffects({ customer: testCustomer() }) });
  return render(
    <AppActorsProvider actors={started.actors}>
      <NutritionPage />
    </AppActorsProvider>,
  );
}

const badRequest = (issues: Array<{ path: string; message: string }>) =>
  new ApiError('http', 400, { error: 'Check the fields marked', issues }, '/api');
const offline = new ApiError(
  'network',
  0,
  { error: 'We could not reach the server. Check your connection.' },
  '/api',
);

beforeEach(() => {
  vi.clearAllMocks();
  api.plan.mockResolvedValue(plans.plan);
  api.loadSection.mockResolvedValue(dietSection);
  api.saveSection.mockResolvedValue(plans.vegan);
});
afterEach(() => vi.unstubAllGlobals());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('Nutrition page (spec 000 §2.3, §2.4, issue 15)', () => {
  it('shows the plan: the markers it answers, foods by marker, supplements, exercise, lifestyle, what was left out', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Food recommendations' })).toBeInTheDocument();
    expect(await screen.findByText('Based on your results of Oct 14, 2026')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Your results this plan addresses' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['LDL cholesterol142 mg/dL · Borderline high', 'Vitamin D21 ng/mL · Near normal (low)']);
    expect(screen.getByTestId('plan-notices')).toHaveTextContent('Foods you never eat are left out.');

    const ldl = screen.getByRole('region', { name: 'For your LDL cholesterol — Borderline high, 142 mg/dL' });
    expect(
      within(ldl)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Lentils', 'Oats']);
    const lentils = within(ldl).getByRole('article', { name: 'Lentils' });
    expect(lentils).toHaveTextContent('You eat it: once a week');
    expect(lentils).toHaveTextContent('Helps your LDL.');
    expect(lentils).toHaveTextContent('Ranked for your LDL.');
    expect(within(lentils).getByText('Evidence').closest('details')).not.toHaveAttribute('open');
    const salmon = screen.getByRole('article', { name: 'Salmon' });
    expect(within(salmon).getByText(/Caution:/)).toBeInTheDocument();

    const supplement = screen.getByRole('article', { name: 'Vitamin D3' });
    expect(supplement).toHaveTextContent('2,000 IU a day');
    expect(within(supplement).getByText('NSF Certified')).toBeInTheDocument();
    expect(within(supplement).getByText('You take this')).toBeInTheDocument();
    const cardio = screen.getByRole('article', { name: 'Cardio' });
    expect(within(cardio).getByRole('list', { name: 'Sports for Cardio' })).toHaveTextContent(
      'Running · yours',
    );
    expect(screen.getByRole('article', { name: 'Get daylight' })).toHaveTextContent('Sun makes vitamin D.');

    const leftOut = screen.getByText('Left out for you (2)');
    expect(leftOut.closest('details')).not.toHaveAttribute('open');
    expect(screen.getAllByTestId('excluded-item')[0]).toHaveTextContent('Spinach (Food): Rich in vitamin K');
    await expectNoAxeViolations();
  });

  it('explains an empty plan without results, with links to order a test and upload a report', async () => {
    api.plan.mockResolvedValue(plans.noResults);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your plan starts with your blood results' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order a blood test' })).toHaveAttribute(
      'href',
      expect.stringContaining('/customer/store/redirect-me-on-'),
    );
    expect(await screen.findByRole('link', { name: 'Upload a lab report' })).toHaveAttribute(
      'href',
      '/customer/diy/upload-blood-result',
    );
    expect(screen.queryByText(/Based on your results/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('celebrates every marker optimal and still offers the preference editors', async () => {
    api.plan.mockResolvedValue(plans.allOptimal);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Every marker is optimal' })).toBeInTheDocument();
    for (const name of ['Diet', 'Foods', 'Drinks', 'Supplements', 'Exercise', 'Lifestyle'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Foods for you' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('offers a retry when the plan cannot load, and says so when nutrition is not part of the plan', async () => {
    api.plan.mockRejectedValueOnce(offline).mockResolvedValue(plans.plan);
    const { unmount } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your plan: We could not reach the server.');
    await user().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /For your LDL cholesterol/ })).toBeInTheDocument();
    unmount();

    api.plan.mockRejectedValue(new ApiError('http', 403, { error: 'Forbidden' }, '/api'));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Nutrition is not part of your plan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toBeInTheDocument();
  });

  it('Diet: chooses Vegan, saves, and the page re-ranks at once with the dialog closed', async () => {
    const u = user();
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Diet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your diet' });
    const vegan = await within(dialog).findByRole('checkbox', { name: /Vegan/ });
    expect(api.loadSection).toHaveBeenCalledWith('diet', expect.anything());
    expect(within(dialog).getByText('No animal foods')).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await u.click(vegan);
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.saveSection).toHaveBeenCalledWith(
      { section: 'diet', changes: { diets: [1] } },
      expect.anything(),
    );
    expect(screen.queryByRole('article', { name: 'Salmon' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lentils' })).toBeInTheDocument();
    expect(screen.getByText('You’d rather not take supplements, so none are suggested.')).toBeInTheDocument();
    expect(screen.getByText('No supplements are suggested for you.')).toBeInTheDocument();
  });

  it('Lifestyle: a 400 puts the message at its field and keeps what was typed', async () => {
    const u = user();
    api.loadSection.mockResolvedValue(lifestyleSection);
    api.saveSection.mockRejectedValueOnce(
      badRequest([{ path: 'sleepDuration', message: 'Enter between 3 and 14 hours' }]),
    );
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Lifestyle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your lifestyle' });
    const sleep = await within(dialog).findByLabelText('Sleep (hours)');
    expect(sleep).toHaveValue(7);
    expect(sleep).toHaveAttribute('min', '3');
    expect(within(dialog).getByLabelText('Wake-up time')).toHaveValue('07:00');
    expect(within(dialog).getByRole('radio', { name: 'Never' })).toBeChecked();
    await u.clear(sleep);
    await u.type(sleep, '30');
    await u.click(within(dialog).getByRole('radio', { name: 'Former' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter between 3 and 14 hours')).toBeInTheDocument();
    expect(api.saveSection).toHaveBeenCalledWith(
      { section: 'lifestyle', changes: { sleepDuration: 30, smokingStatus: 'former' } },
      expect.anything(),
    );
    expect(sleep).toHaveValue(30);
    expect(sleep).toHaveAttribute('aria-invalid', 'true');
    expect(sleep).toHaveAccessibleDescription(expect.stringContaining('Enter between 3 and 14 hours'));
    expect(screen.getByRole('dialog', { name: 'Your lifestyle' })).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });

  it('keeps every answer when a save fails for another reason, and saves again', async () => {
    const u = user();
    api.saveSection.mockRejectedValueOnce(offline).mockResolvedValue(plans.vegan);
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Diet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your diet' });
    await u.click(await within(dialog).findByRole('checkbox', { name: /Vegan/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(within(dialog).getByRole('checkbox', { name: /Vegan/ })).toBeChecked();
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.saveSection).toHaveBeenCalledTimes(2);
  });

  it('Supplements: sends only what changed', async () => {
    const u = user();
    api.loadSection.mockResolvedValue(supplementsSection);
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Supplements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supplements' });
    await u.click(await within(dialog).findByRole('radio', { name: 'No' }));
    await u.click(within(dialog).getByRole('switch', { name: 'Only NSF Certified for Sport supplements' }));
    await u.click(within(dialog).getByRole('checkbox', { name: /Warfarin/ }));
    await u.selectOptions(within(dialog).getByLabelText('Vitamin D3'), '2,000 IU a day');
    await expectNoAxeViolations(dialog);
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saveSection).toHaveBeenCalled());
    expect(api.saveSection).toHaveBeenCalledWith(
      {
        section: 'supplements',
        changes: {
          medications: [1],
          willingToTake: false,
          nsfOnly: true,
          supplements: [{ name: 'vitamin-d3', dosage: '2000iu' }],
        },
      },
      expect.anything(),
    );
  });

  it('Supplements: a refused flag’s message sits at its control; Cancel returns focus to the button', async () => {
    const u = user();
    api.loadSection.mockResolvedValue(supplementsSection);
    api.saveSection.mockRejectedValueOnce(
      badRequest([{ path: 'willingToTake', message: 'Answer yes or no' }]),
    );
    renderPage();
    const opener = await screen.findByRole('button', { name: 'Supplements' });
    await u.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Supplements' });
    await u.click(await within(dialog).findByRole('radio', { name: 'No' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Answer yes or no')).toBeInTheDocument();
    const no = within(dialog).getByRole('radio', { name: 'No' });
    expect(no).toBeChecked();
    expect(no).toHaveAttribute('aria-invalid', 'true');
    expect(no).toHaveAccessibleDescription('Answer yes or no');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Foods: filters, rates and omits; questionnaire answers stay the questionnaire’s unless changed', async () => {
    const u = user();
    api.loadSection.mockResolvedValue(foodsSection);
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Foods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foods you eat' });
    const lentils = await within(dialog).findByLabelText('Lentils');
    expect(lentils).toHaveValue('11');
    expect(lentils).toHaveAccessibleDescription('From your questionnaire');
    await u.type(within(dialog).getByLabelText('Find a food'), 'sal');
    expect(within(dialog).queryByLabelText('Lentils')).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('checkbox', { name: 'Never eat Salmon' }));
    await u.clear(within(dialog).getByLabelText('Find a food'));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saveSection).toHaveBeenCalled());
    expect(api.saveSection).toHaveBeenCalledWith(
      {
        section: 'foods',
        changes: { frequencies: [{ foodId: 3, frequencyId: 12 }], omittedFoodIds: [2] },
      },
      expect.anything(),
    );
  });

  it('Exercise: sports grouped by category, the customer’s ticked', async () => {
    const u = user();
    api.loadSection.mockResolvedValue({
      section: 'exercise',
      data: {
        categories: [
          { id: 1, code: 'cardio', name: 'Cardio', description: null },
          { id: 2, code: 'strength', name: 'Strength', description: null },
        ],
        sports: [
          { id: 11, code: 'running', name: 'Running', exercise: 1 },
          { id: 12, code: 'cycling', name: 'Cycling', exercise: 1 },
          { id: 21, code: 'weights', name: 'Weight lifting', exercise: 2 },
        ],
        exercises: { exercises: [{ sport_id: 11 }] },
      },
    } satisfies LoadedSection);
    api.saveSection.mockResolvedValue(planOf());
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'Exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your exercise' });
    const strength = await within(dialog).findByRole('group', { name: 'Strength' });
    expect(within(dialog).getByRole('checkbox', { name: 'Running' })).toBeChecked();
    await u.click(within(strength).getByRole('checkbox', { name: 'Weight lifting' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.saveSection).toHaveBeenCalledWith(
        { section: 'exercise', changes: { exercises: [{ sport_id: 11 }, { sport_id: 21 }] } },
        expect.anything(),
      ),
    );
  });
});
