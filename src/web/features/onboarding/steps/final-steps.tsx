import { useState, type ReactNode } from 'react';
import { css } from '../../../../../styled-system/css';
import { activateMbdRequest } from '../../../../contract/orders';
import type { OnboardingFlow, StepAnswers } from '../../../../contract/onboarding';
import { formatDate, formatDateTime } from '../../../../domain/dates';
import { STEP_INFO, type StepId } from '../../../../domain/onboarding';
import { MBD_MAX_LEAD_MS, MBD_MIN_LEAD_MS, mbdTimeProblem } from '../../../../domain/orders';
import { Button } from '../../../components/ui/button';
import type { StepFormProps } from '../step-form';
import { COUNTRY_NAMES } from './account-steps';
import {
  check,
  errorFor,
  formGrid,
  note,
  OtherErrors,
  RadioField,
  StreetFields,
  submitWith,
  TextField,
  twoColumns,
  type Problems,
  useFocusFirstInvalid,
  WithReferences,
} from './controls';
import type { OnboardingReferences, ReferenceName } from './references-api';
import { NOT_RATED } from './food-steps';
import { yesNo } from './questionnaire-steps';

const card = css({
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: { base: '4', md: '5' },
  display: 'grid',
  gap: '3',
});

// ── coach ────────────────────────────────────────────────────────────────────

/** coach → POST account/permissions-for-team-post/{teamId} `{ granted }`. */
export function CoachForm({ formId, answers, saving, fieldErrors, onSubmit }: StepFormProps<'coach'>) {
  const [granted, setGranted] = useState(yesNo(answers?.permissionGranted ?? null));
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const build = () => {
    const problems: Problems =
      granted === '' ? { granted: 'Choose whether your coaches may see your results' } : {};
    return { body: { granted: granted === 'yes' }, problems };
  };
  const coaches = answers?.coaches ?? [];
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors fieldErrors={fieldErrors} known={(p) => p === 'granted'} />
      {answers ? (
        <section aria-label="Your team" className={card}>
          <p>
            You are in <strong>{answers.teamName}</strong> at {answers.companyName}.
          </p>
          {coaches.length > 0 ? (
            <div>
              <p className={css({ fontWeight: '600', textStyle: 'small' })}>
                {coaches.length === 1 ? 'Your coach' : 'Your coaches'}
              </p>
              <ul className={css({ listStyle: 'disc', pl: '5' })}>
                {coaches.map((c) => (
                  <li key={`${c.firstName} ${c.lastName}`}>
                    {c.firstName} {c.lastName}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className={note}>Your team has no coach yet.</p>
          )}
        </section>
      ) : null}
      <RadioField
        label="Share my results with my coaches"
        layout="row"
        options={[
          { value: 'yes', label: 'Yes, share them' },
          { value: 'no', label: 'No, keep them private' },
        ]}
        value={granted}
        onValueChange={setGranted}
        error={errorFor(problems, fieldErrors, 'granted')}
        disabled={saving}
        help="You can change this at any time in your account."
      />
    </form>
  );
}

// ── draw ─────────────────────────────────────────────────────────────────────

/** A `datetime-local` value (local time) for epoch milliseconds. */
function localInput(ms: number) {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** draw → POST MobileBloodDraw/confirm: when and where the phlebotomist comes (the body of activateMbd). */
export function DrawForm({ formId, answers, flow, saving, fieldErrors, onSubmit }: StepFormProps<'draw'>) {
  const test = answers?.test;
  const home = flow.answers.address;
  const [v, setV] = useState({
    scheduledAt: test?.mbdScheduledAt ? localInput(Date.parse(test.mbdScheduledAt)) : '',
    phone: flow.answers.details.phone ?? '',
    line1: home?.line1 ?? '',
    line2: home?.line2 ?? '',
    city: home?.city ?? '',
    state: home?.state ?? '',
    zip: home?.postalCode ?? '',
  });
  const [bounds] = useState(() => {
    const now = Date.now();
    // a minute of slack so the earliest time shown is still far enough ahead when sent
    return { min: localInput(now + MBD_MIN_LEAD_MS + 60_000), max: localInput(now + MBD_MAX_LEAD_MS) };
  });
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));
  const err = (path: string) => errorFor(problems, fieldErrors, path);
  const build = () => {
    const at = v.scheduledAt ? new Date(v.scheduledAt) : null;
    const body = {
      testId: test?.id ?? 0,
      scheduledAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '',
      phone: v.phone,
      address: {
        line1: v.line1,
        ...(v.line2.trim() ? { line2: v.line2 } : {}),
        city: v.city,
        state: v.state,
        zip: v.zip,
        country: home?.country ?? 'US',
      },
    };
    const problems = check(activateMbdRequest, body);
    if (!problems.scheduledAt && at) {
      const problem = mbdTimeProblem(at, new Date());
      if (problem) problems.scheduledAt = problem;
    }
    return { body, problems };
  };
  const known = new Set([
    'scheduledAt',
    'phone',
    'testId',
    'address.line1',
    'address.line2',
    'address.city',
    'address.state',
    'address.zip',
    'address.country',
  ]);
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors
        fieldErrors={{ ...fieldErrors, ...(problems.testId ? { testId: problems.testId } : {}) }}
        known={(p) => known.has(p) && p !== 'testId'}
      />
      {test ? (
        <p>
          A phlebotomist comes to you to draw the blood for <strong>{test.title}</strong>. Choose a time at
          least a day ahead and within the next 60 days.
        </p>
      ) : null}
      <TextField
        label="Date and time"
        required
        type="datetime-local"
        min={bounds.min}
        max={bounds.max}
        value={v.scheduledAt}
        onValueChange={set('scheduledAt')}
        error={err('scheduledAt')}
        disabled={saving}
      />
      <TextField
        label="Phone the phlebotomist can call"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={v.phone}
        onValueChange={set('phone')}
        error={err('phone')}
        disabled={saving}
      />
      <fieldset className={css({ display: 'grid', gap: '4', border: 'none', p: '0', m: '0', minW: '0' })}>
        <legend className={css({ fontWeight: '600', mb: '2', p: '0' })}>Address for the draw</legend>
        <StreetFields value={v} onChange={set} errorOf={(key) => err(`address.${key}`)} disabled={saving} />
        <div className={twoColumns}>
          <TextField
            label="State"
            required
            autoComplete="address-level1"
            value={v.state}
            onValueChange={set('state')}
            error={err('address.state')}
            disabled={saving}
          />
          <TextField
            label="ZIP code"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            value={v.zip}
            onValueChange={set('zip')}
            error={err('address.zip')}
            disabled={saving}
          />
        </div>
      </fieldset>
    </form>
  );
}

// ── review ───────────────────────────────────────────────────────────────────

type Refs = Partial<OnboardingReferences>;
const nameIn = (list: readonly { id: number; name: string }[] | undefined, id: number | null) =>
  id === null ? null : (list?.find((o) => o.id === id)?.name ?? null);
const listOf = (names: readonly (string | null)[]) => names.filter(Boolean).join(', ');
const NOT_GIVEN = 'Not given';

/** The reference lists the summary of each step names its options from. */
const NEEDS: Partial<Record<StepId, ReferenceName[]>> = {
  details: ['whereDidYouHear'],
  address: ['allStates'],
  focus: ['goals', 'focusAreas'],
  body: ['physioMarkers'],
  'womens-health': ['reproductiveStages', 'contraceptionTypes', 'hormoneTherapy'],
  medications: ['glpMedications', 'glpReasons', 'glpTakingMethods'],
  diet: ['dietaryConstraints'],
  foods: ['foods'],
  beverages: ['beverages'],
  takeout: ['takeout'],
};

/** Each step's answers in plain words, as label and value pairs. */
export function summaryOf(step: StepId, answers: StepAnswers, refs: Refs): [string, string][] {
  switch (step) {
    case 'details': {
      const a = answers.details;
      return [
        ['Legal name', `${a.firstName} ${a.lastName}`.trim() || NOT_GIVEN],
        ['Date of birth', a.birthDate ? formatDate(a.birthDate) : NOT_GIVEN],
        ['Sex at birth', a.sex === 'female' ? 'Female' : a.sex === 'male' ? 'Male' : NOT_GIVEN],
        ['Phone', a.phone ?? NOT_GIVEN],
        ['How you heard about us', nameIn(refs.whereDidYouHear, a.whereDidYouHearId) ?? NOT_GIVEN],
      ];
    }
    case 'address': {
      const a = answers.address;
      if (!a) return [['Address', NOT_GIVEN]];
      const regions = [...(refs.allStates?.usStates ?? []), ...(refs.allStates?.canadaStates ?? [])];
      const state = regions.find((r) => r.stateAbbr === a.state)?.name ?? a.state;
      return [
        [
          'Address',
          listOf([
            a.line1,
            a.line2 || null,
            a.city,
            `${state} ${a.postalCode}`,
            COUNTRY_NAMES[a.country] ?? a.country,
          ]),
        ],
      ];
    }
    case 'security':
      return [['Security question', answers.security.question ?? NOT_GIVEN]];
    case 'consent': {
      const a = answers.consent;
      return [
        [
          'Terms of service and product consent',
          a.termsAcceptedAt ? `Accepted on ${formatDate(a.termsAcceptedAt)}` : 'Not accepted yet',
        ],
        ['Research consent', a.researchConsent ? 'Yes' : 'No'],
      ];
    }
    case 'focus': {
      const a = answers.focus;
      return [
        ['Main goal', nameIn(refs.goals, a.goalId) ?? NOT_GIVEN],
        ['Focus areas', listOf(a.valueIds.map((id) => nameIn(refs.focusAreas, id))) || NOT_GIVEN],
      ];
    }
    case 'body': {
      const a = answers.body;
      const rows: [string, string][] = a.markers.map((m) => {
        const marker = refs.physioMarkers?.find((p) => p.id === m.markerId);
        return [
          marker?.name ?? 'Measurement',
          `${Math.round(m.value * 10) / 10} ${marker?.unit ?? ''}`.trim(),
        ];
      });
      return [
        ...rows,
        ['Takes a GLP-1 medication', a.takesGlp1 === null ? NOT_GIVEN : a.takesGlp1 ? 'Yes' : 'No'],
      ];
    }
    case 'womens-health': {
      const a = answers['womens-health'];
      return [
        ['Reproductive stage', nameIn(refs.reproductiveStages, a.reproductiveStageId) ?? NOT_GIVEN],
        ['Contraception', nameIn(refs.contraceptionTypes, a.contraceptionTypeId) ?? 'None'],
        ['Hormone therapy', nameIn(refs.hormoneTherapy, a.hormoneTherapyTypeId) ?? 'None'],
        ['Last period', a.lastPeriodDate ? formatDate(a.lastPeriodDate) : NOT_GIVEN],
        ['Cycle length', a.cycleLengthDays === null ? NOT_GIVEN : `${a.cycleLengthDays} days`],
      ];
    }
    case 'medications': {
      const list = answers.medications.medications;
      if (list.length === 0) return [['Medications', NOT_GIVEN]];
      return list.map((m, i) => [
        `Medication ${i + 1}`,
        `${nameIn(refs.glpMedications, m.medicationId) ?? 'Medication'}: ${listOf([
          nameIn(refs.glpReasons, m.reasonId),
          nameIn(refs.glpTakingMethods, m.takingMethodId),
          m.startedOn ? `since ${formatDate(m.startedOn)}` : null,
        ])}`,
      ]);
    }
    case 'diet': {
      const a = answers.diet;
      if (!a) return [['Diets and allergies', NOT_GIVEN]];
      return [
        [
          'Diets and allergies',
          a.constraints.length === 0
            ? 'None of these'
            : listOf(a.constraints.map((id) => nameIn(refs.dietaryConstraints, id))),
        ],
      ];
    }
    case 'foods': {
      const a = answers.foods;
      const scale = refs.foods?.frequencies;
      const rows: [string, string][] = a.frequencies.map((f) => [
        nameIn(refs.foods?.foods, f.foodId) ?? 'Food',
        nameIn(scale, f.frequencyId) ?? NOT_RATED,
      ]);
      if (a.omittedFoodIds.length > 0)
        rows.push(['Never eaten', listOf(a.omittedFoodIds.map((id) => nameIn(refs.foods?.foods, id)))]);
      return rows.length > 0 ? rows : [['Foods', NOT_GIVEN]];
    }
    case 'beverages': {
      const rows: [string, string][] = answers.beverages.frequencies.map((f) => [
        nameIn(refs.beverages?.beverages, f.beverageId) ?? 'Drink',
        nameIn(refs.beverages?.frequencies, f.frequencyId) ?? NOT_RATED,
      ]);
      return rows.length > 0 ? rows : [['Drinks', NOT_GIVEN]];
    }
    case 'takeout':
      return [['Eating out', nameIn(refs.takeout, answers.takeout.takeoutFrequency) ?? NOT_GIVEN]];
    case 'coach': {
      const a = answers.coach;
      if (!a) return [['Team', NOT_GIVEN]];
      return [
        ['Team', `${a.teamName}, ${a.companyName}`],
        [
          'Coaches may see my results',
          a.permissionGranted === null ? NOT_GIVEN : a.permissionGranted ? 'Yes' : 'No',
        ],
      ];
    }
    case 'draw': {
      const test = answers.draw?.test;
      if (!test) return [['Blood draw', NOT_GIVEN]];
      return [
        [
          `Blood draw for ${test.title}`,
          test.mbdScheduledAt ? `Booked for ${formatDateTime(test.mbdScheduledAt)}` : 'Not booked yet',
        ],
      ];
    }
    case 'review':
      return [];
  }
}

function StepSummary({
  step,
  flow,
  refs,
  onEdit,
  disabled,
}: {
  step: OnboardingFlow['steps'][number];
  flow: OnboardingFlow;
  refs: Refs;
  onEdit: ((step: StepId) => void) | undefined;
  disabled: boolean;
}) {
  const title = STEP_INFO[step.id].title;
  const headingId = `review-${step.id}`;
  let body: ReactNode;
  if (step.state === 'skipped') body = <p className={note}>Skipped. You can answer it later.</p>;
  else if (step.state === 'todo') body = <p className={css({ color: 'danger.fg' })}>Not answered yet.</p>;
  else
    body = (
      <dl
        className={css({
          display: 'grid',
          gap: '1',
          gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
        })}
      >
        {summaryOf(step.id, flow.answers, refs).map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'fg.muted', textStyle: 'small' })}>{label}</dt>
            <dd className={css({ m: '0', mb: { base: '2', sm: '0' } })}>{value}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <section aria-labelledby={headingId} className={card}>
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}
      >
        <h2 id={headingId} className={css({ textStyle: 'h3' })}>
          {title}
        </h2>
        {onEdit ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => onEdit(step.id)}
          >
            Edit<span className={css({ srOnly: true })}> {title}</span>
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}

/** review → the page's Finish (POST complete `{}`): every step's answers in plain words, each with Edit. */
export function ReviewForm({ formId, flow, saving, fieldErrors, onSubmit, onEdit }: StepFormProps<'review'>) {
  const steps = flow.steps.filter((s) => s.id !== 'review');
  const names = [...new Set(steps.flatMap((s) => (s.state === 'done' ? (NEEDS[s.id] ?? []) : [])))];
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({});
      }}
      className={formGrid}
    >
      <OtherErrors fieldErrors={fieldErrors} known={() => false} />
      <WithReferences names={names} label="your answers">
        {(refs) => (
          <>
            {steps.map((step) => (
              <StepSummary
                key={step.id}
                step={step}
                flow={flow}
                refs={refs}
                onEdit={onEdit}
                disabled={saving}
              />
            ))}
          </>
        )}
      </WithReferences>
    </form>
  );
}
