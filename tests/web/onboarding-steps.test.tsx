import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingFlow, StepAnswers } from '../../src/contract/onboarding';
import type { Test } from '../../src/contract/orders';
import { STEP_IDS, type StepId } from '../../src/domain/onboarding';
import type { StepFormProps } from '../../src/web/features/onboarding/step-form';
import { STEP_FORMS } from '../../src/web/features/onboarding/steps';
import { forgetReferences } from '../../src/web/features/onboarding/steps/references-api';
import { expectNoAxeViolations } from './axe';
import { stubApi } from './support';

const choice = (id: number, name: string, description: string | null = null) => ({
  id,
  code: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  description,
});
const option = (id: number, name: string) => ({ id, code: name.toLowerCase(), name });
const inches = { unit: 'cm', factor: 2.54, offset: 0 };

const REFERENCES = {
  '/api/customer/onboarding/demographics/where-did-you-hear-answers': [
    choice(1, 'Search engine'),
    choice(2, 'A friend'),
  ],
  '/api/pages/references/all-states': {
    usStates: [
      { name: 'Illinois', stateAbbr: 'IL', kind: 'state' },
      { name: 'New York', stateAbbr: 'NY', kind: 'state' },
    ],
    canadaStates: [{ name: 'Ontario', stateAbbr: 'ON', kind: 'province' }],
  },
  '/api/pages/desiredFocus/goal': [choice(1, 'Live longer', 'Add healthy years'), choice(2, 'More energy')],
  '/api/pages/desiredFocus/values': [
    choice(11, 'Heart health'),
    choice(12, 'Metabolism'),
    choice(13, 'Sleep'),
    choice(14, 'Stress'),
  ],
  '/api/public/references/physio-markers': [
    {
      id: 1,
      abbr: 'HEIGHT',
      name: 'Height',
      unit: 'in',
      units: [inches],
      minValue: 36,
      maxValue: 96,
      derived: false,
    },
    {
      id: 2,
      abbr: 'WEIGHT',
      name: 'Weight',
      unit: 'lb',
      units: [{ unit: 'kg', factor: 0.45359237, offset: 0 }],
      minValue: 50,
      maxValue: 700,
      derived: false,
    },
    {
      id: 3,
      abbr: 'WAIST',
      name: 'Waist circumference',
      unit: 'in',
      units: [inches],
      minValue: 15,
      maxValue: 80,
      derived: false,
    },
    {
      id: 5,
      abbr: 'RHR',
      name: 'Resting heart rate',
      unit: 'bpm',
      units: [],
      minValue: 25,
      maxValue: 220,
      derived: false,
    },
    {
      id: 7,
      abbr: 'BMI',
      name: 'Body mass index',
      unit: 'kg/m²',
      units: [],
      minValue: 10,
      maxValue: 90,
      derived: true,
    },
  ],
  '/api/pages/references/reproductive-stages': [option(1, 'Premenopausal'), option(2, 'Perimenopausal')],
  '/api/public/references/contraception-types': [option(1, 'Combined pill')],
  '/api/pages/references/hormone-therapy': [option(1, 'Estrogen therapy')],
  '/api/public/v1/glp-one/medications': [
    choice(1, 'Ozempic (semaglutide)'),
    choice(2, 'Mounjaro (tirzepatide)'),
  ],
  '/api/public/v1/glp-one/medication-reasons': [choice(1, 'Weight management'), choice(2, 'Type 2 diabetes')],
  '/api/public/v1/glp-one/taking-methods': [choice(1, 'Weekly injection'), choice(2, 'Daily tablet')],
  '/api/pages/dietary/dietaryConstraints': [choice(1, 'Vegetarian'), choice(2, 'Gluten-free')],
  '/api/pages/foods/foodsReference': {
    foods: [
      { ...choice(1, 'Broccoli'), group: 'Vegetables' },
      { ...choice(2, 'Beef'), group: 'Protein' },
      { ...choice(3, 'Apples'), group: 'Fruit' },
    ],
    frequencies: [
      { ...choice(1, 'Never'), timesPerWeek: 0 },
      { ...choice(2, 'Less than weekly'), timesPerWeek: 0.5 },
      { ...choice(3, '1–2 a week'), timesPerWeek: 1.5 },
      { ...choice(4, 'Daily'), timesPerWeek: 7 },
    ],
  },
  '/api/pages/foods/beverages': {
    beverages: [choice(1, 'Coffee'), choice(2, 'Water')],
    frequencies: [
      { ...choice(1, 'None'), servingsPerDay: 0 },
      { ...choice(2, '1 a day'), servingsPerDay: 1 },
      { ...choice(3, '2–3 a day'), servingsPerDay: 2.5 },
    ],
  },
  '/api/pages/takeout/takeoutFrequencies': [choice(1, 'Rarely'), choice(2, 'Once a week')],
};

// a whole minute three days ahead: the draw's window is 24 hours to 60 days
const drawAt = new Date(Math.floor((Date.now() + 3 * 86_400_000) / 60_000) * 60_000).toISOString();
const drawTest: Test = {
  id: 41,
  orderId: 9,
  packageId: 59,
  title: 'Ultimate',
  image: '/images/packages/default.svg',
  purchasedAt: '2026-11-01T10:00:00.000Z',
  orderStatus: 'placed',
  isActivated: false,
  activatedAt: null,
  hasMbd: false,
  mbdScheduledAt: drawAt,
  isRescheduleAvailable: false,
  hasHomeKit: false,
  shouldPreventActivationWithoutMbd: true,
  notifyAboutPregnancy: false,
  resultReceived: false,
};

const SAVED: StepAnswers = {
  details: {
    firstName: 'Riley',
    lastName: 'Jones',
    birthDate: '1990-04-12',
    sex: 'female',
    phone: '+14155550100',
    whereDidYouHearId: 2,
  },
  address: {
    country: 'US',
    line1: '1 Main St',
    line2: '',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
  },
  security: { question: 'What was the name of your first pet?' },
  consent: { termsAcceptedAt: '2026-11-01T10:00:00.000Z', researchConsent: false },
  focus: { goalId: 1, valueIds: [11, 12] },
  body: {
    markers: [
      { markerId: 1, value: 67 },
      { markerId: 2, value: 150 },
    ],
    takesGlp1: true,
  },
  'womens-health': {
    reproductiveStageId: 1,
    contraceptionTypeId: null,
    hormoneTherapyTypeId: null,
    lastPeriodDate: '2026-11-10',
    cycleLengthDays: 28,
  },
  medications: {
    medications: [{ medicationId: 1, reasonId: 1, takingMethodId: 1, startedOn: '2026-03-01' }],
  },
  diet: { constraints: [1] },
  foods: { frequencies: [{ foodId: 1, frequencyId: 3 }], omittedFoodIds: [2] },
  beverages: { frequencies: [{ beverageId: 1, frequencyId: 2 }] },
  takeout: { takeoutFrequency: 2 },
  coach: {
    teamId: 7,
    teamName: 'Blue Team',
    companyName: 'Acme',
    coaches: [{ firstName: 'Sam', lastName: 'Lee' }],
    permissionGranted: true,
  },
  draw: { test: drawTest },
  review: {},
};

const EMPTY: StepAnswers = {
  details: { firstName: '', lastName: '', birthDate: null, sex: null, phone: null, whereDidYouHearId: null },
  address: null,
  security: { question: null },
  consent: { termsAcceptedAt: null, researchConsent: false },
  focus: { goalId: null, valueIds: [] },
  body: { markers: [], takesGlp1: null },
  'womens-health': {
    reproductiveStageId: null,
    contraceptionTypeId: null,
    hormoneTherapyTypeId: null,
    lastPeriodDate: null,
    cycleLengthDays: null,
  },
  medications: { medications: [] },
  diet: null,
  foods: { frequencies: [], omittedFoodIds: [] },
  beverages: { frequencies: [] },
  takeout: { takeoutFrequency: null },
  coach: { ...SAVED.coach!, permissionGranted: null },
  draw: { test: { ...drawTest, mbdScheduledAt: null } },
  review: {},
};

function flowOf(answers: StepAnswers): OnboardingFlow {
  return {
    activationState: 'ONBOARDING_REQUIRED',
    steps: STEP_IDS.map((id) => ({
      id,
      phase: 'ONBOARDING_REQUIRED',
      state: id === 'review' ? 'todo' : id === 'beverages' ? 'skipped' : 'done',
      optional: false,
    })),
    currentStep: 'review',
    canComplete: true,
    answers,
  };
}

const FORM_ID = 'step-form';

/** One step's form alone, with the page's Continue button outside it (as the real page has it). */
async function renderStep(
  step: StepId,
  {
    answers = SAVED,
    fieldErrors = {},
    saving = false,
  }: { answers?: StepAnswers; fieldErrors?: Record<string, string>; saving?: boolean } = {},
) {
  const onSubmit = vi.fn();
  const onEdit = vi.fn();
  const Form = STEP_FORMS[step] as ComponentType<StepFormProps>;
  const view = render(
    <main>
      <h1>Step</h1>
      <Form
        formId={FORM_ID}
        answers={answers[step]}
        flow={flowOf(answers)}
        saving={saving}
        fieldErrors={fieldErrors}
        onSubmit={onSubmit}
        onEdit={onEdit}
      />
      <button type="submit" form={FORM_ID}>
        Continue
      </button>
    </main>,
  );
  await waitFor(() => expect(screen.queryByText(/^Loading /)).not.toBeInTheDocument());
  const user = userEvent.setup();
  const submit = () => user.click(screen.getByRole('button', { name: 'Continue' }));
  return { ...view, onSubmit, onEdit, user, submit };
}

describe('onboarding step forms (issue 14)', () => {
  beforeEach(() => {
    forgetReferences();
    stubApi(REFERENCES);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has a form for every step', () => {
    expect(Object.keys(STEP_FORMS).sort()).toEqual([...STEP_IDS].sort());
  });

  const FIELD_ERRORS: [StepId, string, () => HTMLElement][] = [
    ['details', 'phone', () => screen.getByRole('textbox', { name: 'Phone number' })],
    ['details', 'sex', () => screen.getByRole('radio', { name: 'Female' })],
    ['address', 'postalCode', () => screen.getByRole('textbox', { name: 'ZIP code' })],
    ['security', 'currentPassword', () => screen.getByLabelText('Confirm your password')],
    ['consent', 'termsAccepted', () => screen.getByRole('checkbox', { name: /I accept the terms/ })],
    ['focus', 'goalId', () => screen.getByRole('radio', { name: /Live longer/ })],
    ['body', 'markers.1.value', () => screen.getByRole('textbox', { name: 'Weight (lb)' })],
    ['womens-health', 'cycleLengthDays', () => screen.getByRole('textbox', { name: /^Usual cycle length/ })],
    [
      'medications',
      'medications.0.reasonId',
      () => screen.getByRole('combobox', { name: 'Why you take it' }),
    ],
    ['takeout', 'takeoutFrequency', () => screen.getByRole('radio', { name: 'Rarely' })],
    ['coach', 'granted', () => screen.getByRole('radio', { name: 'Yes, share them' })],
    ['draw', 'address.zip', () => screen.getByRole('textbox', { name: 'ZIP code' })],
  ];
  const BODIES: [StepId, object][] = [
    ['details', { ...SAVED.details }],
    ['address', { ...SAVED.address }],
    ['consent', { termsAccepted: true, researchConsent: false }],
    ['focus', { goalId: 1, valueIds: [11, 12] }],
    ['body', SAVED.body],
    ['womens-health', SAVED['womens-health']],
    ['medications', SAVED.medications],
    ['diet', { constraints: [1] }],
    ['foods', SAVED.foods],
    ['beverages', SAVED.beverages],
    ['takeout', { takeoutFrequency: 2 }],
    ['coach', { granted: true }],
    [
      'draw',
      {
        testId: 41,
        scheduledAt: drawAt,
        phone: '+14155550100',
        address: { line1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
      },
    ],
    ['review', {}],
  ];
  it.each(BODIES)(
    '%s starts from the saved answers and submits exactly its call’s body',
    async (step, body) => {
      const { submit, onSubmit } = await renderStep(step);
      await submit();
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit).toHaveBeenCalledWith(body);
    },
  );

  it.each(STEP_IDS.filter((id) => !['details', 'body', 'foods', 'review'].includes(id)))(
    '%s passes axe with a server error shown',
    async (step) => {
      const [, path] = FIELD_ERRORS.find(([s]) => s === step) ?? [step, 'elsewhere'];
      await renderStep(step, { fieldErrors: { [path]: 'The server says no' } });
      await expectNoAxeViolations();
    },
  );

  it('security: a common question is picked again; the answer and the password are asked anew', async () => {
    const { user, submit, onSubmit } = await renderStep('security');
    expect(screen.getByRole('combobox', { name: 'Security question' })).toHaveValue(SAVED.security.question);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Answer')).toHaveAccessibleDescription(/Use at least 2 characters/);
    expect(screen.getByLabelText('Confirm your password')).toHaveAccessibleDescription(
      /Enter your current password/,
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Security question' }),
      'Write my own question',
    );
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Who was my best teacher?');
    await user.type(screen.getByLabelText('Answer'), 'Ms Rossi');
    await user.type(screen.getByLabelText('Confirm your password'), 'Healthspan-demo-1');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      question: 'Who was my best teacher?',
      answer: 'Ms Rossi',
      currentPassword: 'Healthspan-demo-1',
    });
  });

  const EMPTY_CHECKS: [StepId, string[]][] = [
    [
      'details',
      [
        'Enter your first name',
        'Enter your last name',
        'Enter your date of birth',
        'Choose your sex at birth',
      ],
    ],
    ['address', ['Enter the street address', 'Enter the city', 'Choose a state or province']],
    ['consent', ['Accept the terms of service and the product consent to continue']],
    ['focus', ['Choose your main goal']],
    ['body', ['Enter your height', 'Enter your weight', 'Answer whether you take a GLP-1 medication']],
    ['womens-health', ['Choose your reproductive stage']],
    ['medications', ['Choose an option']],
    ['diet', ['Choose what applies to you, or None of these']],
    ['foods', ['Rate at least one food, or skip this step']],
    ['takeout', ['Choose how often you eat out']],
    ['coach', ['Choose whether your coaches may see your results']],
    ['draw', ['Choose a date and time']],
  ];
  it.each(EMPTY_CHECKS)('%s checks its required fields in the browser first', async (step, messages) => {
    const { submit, onSubmit } = await renderStep(step, { answers: EMPTY });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    for (const message of messages) expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    // focus goes to the first field marked invalid (foods has none: its message is the form's)
    if (step !== 'foods')
      await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
  });

  it.each(FIELD_ERRORS)('%s shows the server’s %s error at its field', async (step, path, control) => {
    await renderStep(step, { fieldErrors: { [path]: 'The server says no' } });
    expect(control()).toHaveAttribute('aria-invalid', 'true');
    expect(control()).toHaveAccessibleDescription(expect.stringContaining('The server says no'));
  });

  it('shows a server error no field owns at the top of the form', async () => {
    await renderStep('diet', { fieldErrors: { constraints: 'Each option once', other: 'Something else' } });
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toHaveAccessibleDescription(
      /Each option once/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something else');
  });

  it('disables its fields while a save is on its way', async () => {
    await renderStep('details', { saving: true });
    expect(screen.getByRole('textbox', { name: 'Legal first name' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /How did you hear/ })).toBeDisabled();
  });

  it('details: sex at birth is a radio group with the note on gender identity, and the form passes axe', async () => {
    const { user, submit, onSubmit } = await renderStep('details');
    const group = screen.getByRole('radiogroup', { name: 'Sex at birth' });
    expect(within(group).getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Female' })).toHaveAccessibleDescription(
      /gender identity/,
    );
    await user.click(within(group).getByRole('radio', { name: 'Male' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sex: 'male' }));
    await expectNoAxeViolations();
  });

  it('address: the state list follows the country', async () => {
    const { user, submit, onSubmit } = await renderStep('address');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    const province = screen.getByRole('combobox', { name: 'Province or territory' });
    expect(
      within(province)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Ontario']);
    await user.selectOptions(province, 'Ontario');
    await user.clear(screen.getByRole('textbox', { name: 'Postal code' }));
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '62701');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(
      'Enter a postal code, e.g. K1A 0B1',
    );
  });

  it('focus: up to 3 areas; the others are disabled at 3', async () => {
    const { user, submit, onSubmit } = await renderStep('focus');
    expect(screen.getByText(/Choose up to 3\. 2 of 3 chosen\./)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    expect(screen.getByRole('checkbox', { name: 'Stress' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /More energy/ }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ goalId: 2, valueIds: [11, 12, 13] });
  });

  it('body: the metric toggle shows cm and kg and still sends the markers’ own units; ranges are checked', async () => {
    const { user, submit, onSubmit } = await renderStep('body');
    expect(screen.queryByRole('textbox', { name: /Body mass index/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Use metric units (cm, kg)' }));
    expect(screen.getByRole('textbox', { name: 'Height (cm)' })).toHaveValue('170.2');
    expect(screen.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('68');
    await user.type(screen.getByRole('textbox', { name: /Resting heart rate/ }), '400');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Resting heart rate/ })).toHaveAccessibleDescription(
      'Enter a value between 25 and 220 bpm',
    );
    await user.clear(screen.getByRole('textbox', { name: /Resting heart rate/ }));
    await user.type(screen.getByRole('textbox', { name: /Resting heart rate/ }), '58');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      markers: [
        { markerId: 1, value: 67.01 },
        { markerId: 2, value: 149.91 },
        { markerId: 5, value: 58 },
      ],
      takesGlp1: false,
    });
    await expectNoAxeViolations();
  });

  it('medications: rows are added and removed', async () => {
    const { user, submit, onSubmit } = await renderStep('medications');
    await user.click(screen.getByRole('button', { name: 'Add another medication' }));
    const second = screen.getByRole('group', { name: 'Medication 2' });
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Medication' }),
      'Mounjaro (tirzepatide)',
    );
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Why you take it' }),
      'Type 2 diabetes',
    );
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'How you take it' }),
      'Daily tablet',
    );
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({
      medications: [
        { medicationId: 1, reasonId: 1, takingMethodId: 1, startedOn: '2026-03-01' },
        { medicationId: 2, reasonId: 2, takingMethodId: 2, startedOn: null },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove medication 1' }));
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({
      medications: [{ medicationId: 2, reasonId: 2, takingMethodId: 2, startedOn: null }],
    });
  });

  it('diet: "None of these" clears the others and sends an empty list', async () => {
    const { user, submit, onSubmit } = await renderStep('diet');
    await user.click(screen.getByRole('checkbox', { name: 'None of these' }));
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).not.toBeChecked();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ constraints: [] });
  });

  it('foods: a slider per food announces the frequency; "I never eat" omits the food', async () => {
    const { user, submit, onSubmit } = await renderStep('foods');
    expect(screen.getByRole('group', { name: 'Vegetables' })).toBeInTheDocument();
    const broccoli = screen.getByRole('slider', { name: 'Broccoli' });
    expect(broccoli).toHaveAttribute('aria-valuetext', '1–2 a week');
    expect(screen.getByRole('slider', { name: 'Apples' })).toHaveAttribute(
      'aria-valuetext',
      'Not answered yet',
    );
    broccoli.focus();
    await user.keyboard('{ArrowRight}');
    expect(broccoli).toHaveAttribute('aria-valuetext', 'Daily');
    await user.click(screen.getByRole('checkbox', { name: 'I never eat beef' }));
    const apples = screen.getByRole('slider', { name: 'Apples' });
    apples.focus();
    await user.keyboard('{ArrowRight}');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      frequencies: [
        { foodId: 1, frequencyId: 4 },
        { foodId: 3, frequencyId: 2 },
      ],
      omittedFoodIds: [],
    });
    await expectNoAxeViolations();
  });

  it('beverages: the first key on an untouched slider answers even when it stays at the start', async () => {
    const { user, submit, onSubmit } = await renderStep('beverages');
    const water = screen.getByRole('slider', { name: 'Water' });
    expect(water).toHaveAttribute('aria-valuetext', 'Not answered yet');
    water.focus();
    await user.keyboard('{Home}');
    expect(water).toHaveAttribute('aria-valuetext', 'None');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      frequencies: [
        { beverageId: 1, frequencyId: 2 },
        { beverageId: 2, frequencyId: 1 },
      ],
    });
  });

  it('coach: shows the team, company and coaches', async () => {
    await renderStep('coach');
    expect(screen.getByText(/You are in/)).toHaveTextContent('You are in Blue Team at Acme.');
    expect(screen.getByRole('listitem')).toHaveTextContent('Sam Lee');
  });

  it('draw: a time less than a day ahead is refused', async () => {
    const { user, submit, onSubmit } = await renderStep('draw', { answers: EMPTY });
    expect(screen.getByRole('textbox', { name: 'Phone the phlebotomist can call' })).toHaveValue('');
    await user.type(screen.getByLabelText('Date and time'), '2020-01-01T10:00');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Date and time')).toHaveAccessibleDescription(
      'Choose a time at least 24 hours from now',
    );
  });

  it('review: every step in plain words with its Edit button; Finish submits {}', async () => {
    const { user, onEdit } = await renderStep('review');
    const about = screen.getByRole('region', { name: 'About you' });
    expect(about).toHaveTextContent('Riley Jones');
    expect(about).toHaveTextContent('Apr 12, 1990');
    expect(about).toHaveTextContent('Female');
    expect(about).toHaveTextContent('A friend');
    expect(screen.getByRole('region', { name: 'Your address' })).toHaveTextContent(
      '1 Main St, Springfield, Illinois 62701, United States',
    );
    expect(screen.getByRole('region', { name: 'Your goals' })).toHaveTextContent('Live longer');
    expect(screen.getByRole('region', { name: 'Your goals' })).toHaveTextContent('Heart health, Metabolism');
    expect(screen.getByRole('region', { name: 'Your body' })).toHaveTextContent('Height67 in');
    expect(screen.getByRole('region', { name: 'Women’s health' })).toHaveTextContent('Premenopausal');
    expect(screen.getByRole('region', { name: 'Your GLP-1 medication' })).toHaveTextContent(
      'Ozempic (semaglutide): Weight management, Weekly injection, since Mar 01, 2026',
    );
    expect(screen.getByRole('region', { name: 'Foods you eat' })).toHaveTextContent('Broccoli1–2 a week');
    expect(screen.getByRole('region', { name: 'Foods you eat' })).toHaveTextContent('Never eatenBeef');
    expect(screen.getByRole('region', { name: 'What you drink' })).toHaveTextContent('Skipped');
    expect(screen.getByRole('region', { name: 'Eating out' })).toHaveTextContent('Once a week');
    expect(screen.queryByText(/\b1990-04-12\b/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit About you' }));
    expect(onEdit).toHaveBeenCalledWith('details');
    await expectNoAxeViolations();
  });

  it('says when a list cannot load, and loads it again on Try again', async () => {
    stubApi({
      ...REFERENCES,
      '/api/pages/takeout/takeoutFrequencies': new Response('{"error":"down"}', {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    });
    const { user } = await renderStep('takeout');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('We could not load the answers');
    stubApi(REFERENCES);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Rarely' })).toBeInTheDocument();
  });
});
