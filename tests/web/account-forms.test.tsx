import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountFull } from '../../src/contract/account';
import type { BloodResultsResponse } from '../../src/contract/blood';
import { achievementsOf } from '../../src/web/features/account/achievements';
import { SaveForm } from '../../src/web/features/account/save-form';
import { ApiError } from '../../src/web/lib/api';
import { expectNoAxeViolations } from './axe';
import { renderApp, stubApi } from './support';

const invalid = (issues: { path: string; message: string }[]) =>
  new ApiError('http', 400, { error: 'Check the fields', issues }, '/api/pages/account/names-post');

const SEXES = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

function NamesForm({ submit }: { submit: (v: Record<string, string>) => Promise<unknown> }) {
  return (
    <SaveForm
      title="Your name"
      fields={[
        { kind: 'text', name: 'firstName', label: 'First name', defaultValue: 'Alex' },
        { kind: 'text', name: 'lastName', label: 'Last name', defaultValue: 'Rivera' },
      ]}
      submit={submit}
    />
  );
}

describe('account section form (000 §7.3)', () => {
  it('shows the server’s message next to the field it names and keeps what was typed', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() =>
      Promise.reject(invalid([{ path: 'firstName', message: 'Enter your first name' }])),
    );
    render(<NamesForm submit={submit} />);
    await expectNoAxeViolations();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(screen.getByLabelText('Last name'), '-Smith');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(first).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rivera-Smith');
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(submit).toHaveBeenCalledWith({ firstName: '', lastName: 'Rivera-Smith' });
    await expectNoAxeViolations();
  });

  it('reads a field’s help and error with it, and a radio group’s error with the group', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() =>
      Promise.reject(
        invalid([
          { path: 'phone', message: 'Enter a US phone number' },
          { path: 'gender', message: 'Choose one' },
        ]),
      ),
    );
    render(
      <SaveForm
        title="About you"
        fields={[
          { kind: 'tel', name: 'phone', label: 'Phone', help: 'We text the code here.' },
          {
            kind: 'radio',
            name: 'gender',
            label: 'Sex',
            options: SEXES,
          },
        ]}
        submit={submit}
      />,
    );
    await expectNoAxeViolations();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription('We text the code here.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('We text the code here. Enter a US phone number');
    const sex = screen.getByRole('group', { name: 'Sex' });
    await waitFor(() => expect(sex).toHaveAccessibleDescription('Choose one'));
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations();
  });

  it('says Saved once the call succeeds, and a failure without fields says why', async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn<(v: Record<string, string>) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError('network', 0, { error: 'We could not reach the server.' }, '/x'))
      .mockResolvedValueOnce({});
    render(<NamesForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });
});

const settings = (over: Partial<AccountFull['settings']> = {}): AccountFull['settings'] => ({
  countSystem: 'metric',
  gender: 'female',
  birthDate: '1985-04-12',
  age: 41,
  ethnicityId: 1,
  heightCm: 170,
  weightKg: 65,
  waistCm: null,
  hipCm: null,
  heightFeet: 5,
  heightInches: 7,
  display: { height: null, weight: null, waist: null, hip: null },
  missing: [],
  ...over,
});

function account(over: Partial<AccountFull['settings']> = {}, phoneVerifiedAt: string | null = null) {
  return {
    settings: settings(over),
    security: { phoneVerifiedAt },
  } as unknown as AccountFull;
}

const result = (id: number, states: number[]): BloodResultsResponse[number] =>
  ({
    id,
    testedAt: '2026-01-01',
    publishedAt: '2026-01-02',
    source: 'lab',
    groupId: null,
    markerValues: states.map((s, i) => ({
      markerAbbr: `M${i}`,
      value: 1,
      unit: 'u',
      optimizationStateValue: s,
      derived: false,
    })),
    notes: [],
  }) as unknown as BloodResultsResponse[number];

describe('achievements (decision, 000 §2.3)', () => {
  it('are computed from the profile and the results, newest first', () => {
    const latest = result(2, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const previous = result(1, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const earned = Object.fromEntries(
      achievementsOf(account({}, '2026-01-01T00:00:00Z'), [latest, previous]).map((a) => [a.id, a]),
    );
    expect(earned.profile!.earned).toBe(true);
    expect(earned.phone!.earned).toBe(true);
    expect(earned['first-results']!).toMatchObject({ earned: true, progress: '2 blood draws' });
    expect(earned['regular-tester']!).toMatchObject({ earned: false, progress: '2 of 3 blood draws' });
    expect(earned.optimized!).toMatchObject({ earned: true, progress: '10 optimized markers' });
    expect(earned.improver!).toMatchObject({ earned: true, progress: '1 marker improved' });
  });

  it('nothing earned without results, a missing weight keeps the profile open', () => {
    const list = achievementsOf(account({ weightKg: null }), []);
    expect(list.filter((a) => a.earned)).toEqual([]);
    expect(list.find((a) => a.id === 'profile')!.progress).toBe('3 of 4 details');
    expect(list.find((a) => a.id === 'improver')!.progress).toBe('Needs two blood draws to compare');
    expect(list.find((a) => a.id === 'first-results')!.progress).toBe('No blood draws yet');
  });

  it('count a reached goal whole, so two achievements never give two counts (issue 23 point 3)', () => {
    const five = [4, 3, 2, 1, 0].map((id) => result(id, [0]));
    const list = achievementsOf(account({}), five);
    expect(list.find((a) => a.id === 'first-results')!.progress).toBe('5 blood draws');
    expect(list.find((a) => a.id === 'regular-tester')!).toMatchObject({
      earned: true,
      progress: '5 blood draws',
    });
  });
});

describe('e-mail preferences page (001 §3, §7)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const LINK = 'link-0123456789abcdef';
  const path = `/api/public/v2/notifications/hubspot-email-preferences/${LINK}`;

  it('shows the address and its choices from the link, and saves them', async () => {
    const user = userEvent.setup();
    const requested = stubApi({
      [path]: { email: 'sam@example.test', selectedSubscriptionTypes: ['results', 'tips'] },
      '/api/public/v2/notifications/email-preferences': {
        email: 'sam@example.test',
        selectedSubscriptionTypes: ['results'],
      },
    });
    renderApp(`/email-preferences/${LINK}`);
    expect(await screen.findByTestId('preferences-email')).toHaveTextContent('sam@example.test');
    await expectNoAxeViolations();
    expect(screen.getByRole('checkbox', { name: /Results and reminders/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Health tips/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Offers and news/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Health tips/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requested).toContain('/api/public/v2/notifications/email-preferences');
  });

  it('an unknown link says so', async () => {
    stubApi({
      [path]: new Response(JSON.stringify({ error: 'not valid' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    });
    renderApp(`/email-preferences/${LINK}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail preferences link is not valid');
  });
});
