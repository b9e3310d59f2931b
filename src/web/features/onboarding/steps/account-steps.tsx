import { useState } from 'react';
import { css } from '../../../../../styled-system/css';
import {
  addressPostRequest,
  birthDateProblem,
  securityQuestionPostRequest,
} from '../../../../contract/account';
import {
  demographicsRequest,
  questionnaireStartRequest,
  type DemographicsRequest,
} from '../../../../contract/onboarding';
import type { StepFormProps } from '../step-form';
import {
  check,
  CheckField,
  errorFor,
  formGrid,
  idOf,
  note,
  optionsOf,
  OtherErrors,
  RadioField,
  SelectField,
  StreetFields,
  submitWith,
  TextField,
  twoColumns,
  type Problems,
  useFocusFirstInvalid,
  WithReferences,
} from './controls';

const SEX_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

/** details → POST demographics: legal name, birth date, sex at birth, phone, where they heard of us. */
export function DetailsForm({ formId, answers, saving, fieldErrors, onSubmit }: StepFormProps<'details'>) {
  const [v, setV] = useState({
    firstName: answers.firstName,
    lastName: answers.lastName,
    birthDate: answers.birthDate ?? '',
    sex: answers.sex ?? '',
    phone: answers.phone ?? '',
    whereDidYouHearId: answers.whereDidYouHearId === null ? '' : String(answers.whereDidYouHearId),
  });
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));
  const err = (path: string) => errorFor(problems, fieldErrors, path);
  const build = () => {
    const body: DemographicsRequest = {
      firstName: v.firstName,
      lastName: v.lastName,
      birthDate: v.birthDate,
      sex: v.sex as DemographicsRequest['sex'],
      phone: v.phone,
      whereDidYouHearId: idOf(v.whereDidYouHearId),
    };
    const problems = check(demographicsRequest, body);
    if (v.sex === '') problems.sex = 'Choose your sex at birth';
    if (v.birthDate === '') problems.birthDate = 'Enter your date of birth';
    else if (!problems.birthDate) {
      const age = birthDateProblem(v.birthDate, new Date());
      if (age) problems.birthDate = age;
    }
    return { body, problems };
  };
  const known = new Set(['firstName', 'lastName', 'birthDate', 'sex', 'phone', 'whereDidYouHearId']);
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors fieldErrors={fieldErrors} known={(p) => known.has(p)} />
      <div className={twoColumns}>
        <TextField
          label="Legal first name"
          required
          autoComplete="given-name"
          value={v.firstName}
          onValueChange={set('firstName')}
          error={err('firstName')}
          disabled={saving}
        />
        <TextField
          label="Legal last name"
          required
          autoComplete="family-name"
          value={v.lastName}
          onValueChange={set('lastName')}
          error={err('lastName')}
          disabled={saving}
        />
      </div>
      <TextField
        label="Date of birth"
        required
        type="date"
        autoComplete="bday"
        value={v.birthDate}
        onValueChange={set('birthDate')}
        error={err('birthDate')}
        disabled={saving}
        help="You must be 18 or older."
      />
      <RadioField
        label="Sex at birth"
        layout="row"
        options={SEX_OPTIONS}
        value={v.sex}
        onValueChange={set('sex')}
        error={err('sex')}
        disabled={saving}
        help="The lab’s ranges depend on it. You can tell us your gender identity separately in your health profile settings."
      />
      <TextField
        label="Phone number"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={v.phone}
        onValueChange={set('phone')}
        error={err('phone')}
        disabled={saving}
        help="In international format, e.g. +1 555 555 0100. We only call about your test."
      />
      <WithReferences names={['whereDidYouHear']} label="the answers">
        {({ whereDidYouHear }) => (
          <SelectField
            label="How did you hear about us?"
            options={optionsOf(whereDidYouHear)}
            value={v.whereDidYouHearId}
            onValueChange={set('whereDidYouHearId')}
            error={err('whereDidYouHearId')}
            disabled={saving}
          />
        )}
      </WithReferences>
    </form>
  );
}

export const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada' };

/** address → POST account/address-post, in the United States or Canada. */
export function AddressForm({ formId, answers, saving, fieldErrors, onSubmit }: StepFormProps<'address'>) {
  const [v, setV] = useState({
    country: answers?.country ?? 'US',
    line1: answers?.line1 ?? '',
    line2: answers?.line2 ?? '',
    city: answers?.city ?? '',
    state: answers?.state ?? '',
    postalCode: answers?.postalCode ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const set = (key: keyof typeof v) => (value: string) =>
    setV((old) => ({
      ...old,
      [key]: value,
      ...(key === 'country' && value !== old.country ? { state: '' } : {}),
    }));
  const err = (path: string) => errorFor(problems, fieldErrors, path);
  const build = () => ({ body: v, problems: check(addressPostRequest, v) });
  const canada = v.country === 'CA';
  const known = new Set(Object.keys(v));
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors fieldErrors={fieldErrors} known={(p) => known.has(p)} />
      <SelectField
        label="Country"
        required
        autoComplete="country"
        options={Object.entries(COUNTRY_NAMES).map(([value, label]) => ({ value, label }))}
        value={v.country}
        onValueChange={set('country')}
        error={err('country')}
        disabled={saving}
      />
      <StreetFields value={v} onChange={set} errorOf={(key) => err(key)} disabled={saving} />
      <div className={twoColumns}>
        <WithReferences names={['allStates']} label={canada ? 'the provinces' : 'the states'}>
          {({ allStates }) => (
            <SelectField
              label={canada ? 'Province or territory' : 'State'}
              required
              autoComplete="address-level1"
              options={(canada ? allStates.canadaStates : allStates.usStates).map((r) => ({
                value: r.stateAbbr,
                label: r.name,
              }))}
              value={v.state}
              onValueChange={set('state')}
              error={err('state')}
              disabled={saving}
            />
          )}
        </WithReferences>
        <TextField
          label={canada ? 'Postal code' : 'ZIP code'}
          required
          autoComplete="postal-code"
          inputMode={canada ? 'text' : 'numeric'}
          value={v.postalCode}
          onValueChange={set('postalCode')}
          error={err('postalCode')}
          disabled={saving}
        />
      </div>
    </form>
  );
}

/** Questions most people can answer and few others know; "write my own" opens a text field. */
export const COMMON_QUESTIONS = [
  'What was the name of your first pet?',
  'In what city were your parents married?',
  'What was the make of your first car?',
  'What is the name of the street you grew up on?',
  'What was your childhood nickname?',
] as const;
const OWN = 'own';

/** security → POST account/security-question-post (confirms the password the store set). */
export function SecurityForm({ formId, answers, saving, fieldErrors, onSubmit }: StepFormProps<'security'>) {
  const saved = answers.question ?? '';
  const savedIsCommon = (COMMON_QUESTIONS as readonly string[]).includes(saved);
  const [pick, setPick] = useState(saved === '' ? '' : savedIsCommon ? saved : OWN);
  const [own, setOwn] = useState(savedIsCommon ? '' : saved);
  const [answer, setAnswer] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const err = (path: string) => errorFor(problems, fieldErrors, path);
  const build = () => {
    const body = { question: pick === OWN ? own : pick, answer, currentPassword };
    const problems = check(securityQuestionPostRequest, body);
    if (pick === '') problems.question = 'Choose a question or write your own';
    return { body, problems };
  };
  const known = new Set(['question', 'answer', 'currentPassword']);
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors fieldErrors={fieldErrors} known={(p) => known.has(p)} />
      <SelectField
        label="Security question"
        required
        placeholder="Choose a question…"
        options={[
          ...COMMON_QUESTIONS.map((q) => ({ value: q, label: q })),
          { value: OWN, label: 'Write my own question' },
        ]}
        value={pick}
        onValueChange={setPick}
        error={pick === OWN ? undefined : err('question')}
        disabled={saving}
      />
      {pick === OWN ? (
        <TextField
          label="Your question"
          required
          value={own}
          onValueChange={setOwn}
          error={err('question')}
          disabled={saving}
          help="Something only you know the answer to, and that does not change."
        />
      ) : null}
      <TextField
        label="Answer"
        required
        autoComplete="off"
        value={answer}
        onValueChange={setAnswer}
        error={err('answer')}
        disabled={saving}
        help="We compare answers without regard to capital letters."
      />
      <TextField
        label="Confirm your password"
        required
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={setCurrentPassword}
        error={err('currentPassword')}
        disabled={saving}
        help="The password you chose when you bought your plan."
      />
    </form>
  );
}

const legalLink = css({ color: 'accent.fg', fontWeight: '600', textDecoration: 'underline' });
function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={legalLink}>
      {children}
      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
    </a>
  );
}

/** consent → POST questionnaire/start `{ termsAccepted, researchConsent }`. */
export function ConsentForm({ formId, answers, saving, fieldErrors, onSubmit }: StepFormProps<'consent'>) {
  const [termsAccepted, setTerms] = useState(answers.termsAcceptedAt !== null);
  const [researchConsent, setResearch] = useState(answers.researchConsent);
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const err = (path: string) => errorFor(problems, fieldErrors, path);
  const build = () => {
    const body = { termsAccepted, researchConsent };
    return { body, problems: check(questionnaireStartRequest, body) };
  };
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors
        fieldErrors={fieldErrors}
        known={(p) => p === 'termsAccepted' || p === 'researchConsent'}
      />
      <CheckField
        checked={termsAccepted}
        onCheckedChange={setTerms}
        disabled={saving}
        error={err('termsAccepted')}
      >
        I accept the <NewTabLink href="/terms-of-service">terms of service</NewTabLink> and the{' '}
        <NewTabLink href="/product-consent">product consent</NewTabLink>.
      </CheckField>
      <CheckField
        checked={researchConsent}
        onCheckedChange={setResearch}
        disabled={saving}
        error={err('researchConsent')}
        description="Optional. Your data is de-identified first; you can change this in your account at any time."
      >
        I agree that my de-identified results may be used for research (
        <NewTabLink href="/research-consent">research consent</NewTabLink>).
      </CheckField>
      <p className={note}>Required: the terms of service and the product consent.</p>
    </form>
  );
}
