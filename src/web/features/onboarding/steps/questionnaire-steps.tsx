import { useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { CYCLE_LENGTH_DAYS, womanHealthPatchRequest } from '../../../../contract/account';
import {
  constraintsPostRequest,
  desiredFocusRequest,
  MAX_FOCUS_VALUES,
  medicationsStepRequest,
  physioMarkersRequest,
} from '../../../../contract/onboarding';
import type { PhysioMarker } from '../../../../contract/references';
import {
  fromAlternativeUnit,
  toAlternativeUnit,
  type UnitConversion,
} from '../../../../domain/unit-conversion';
import { Button } from '../../../components/ui/button';
import type { StepFormProps } from '../step-form';
import {
  check,
  CheckField,
  CheckGroup,
  errorFor,
  formGrid,
  idOf,
  optionsOf,
  OtherErrors,
  RadioField,
  submitWith,
  SelectField,
  TextField,
  twoColumns,
  useFocusFirstInvalid,
  WithReferences,
  type Problems,
} from './controls';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
export const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

// ── focus ────────────────────────────────────────────────────────────────────

/** focus → POST desiredFocus/post: one goal, one to three focus areas. */
export function FocusForm({ formId, answers, saving, fieldErrors, onSubmit }: StepFormProps<'focus'>) {
  const [goal, setGoal] = useState(answers.goalId === null ? '' : String(answers.goalId));
  const [valueIds, setValueIds] = useState<number[]>(answers.valueIds);
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const err = (path: string) => errorFor(problems, fieldErrors, path);
  const build = () => {
    const body = { goalId: idOf(goal), valueIds };
    const problems = check(desiredFocusRequest, body);
    if (body.goalId === null) problems.goalId = 'Choose your main goal';
    return { body, problems };
  };
  const full = valueIds.length >= MAX_FOCUS_VALUES;
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors fieldErrors={fieldErrors} known={(p) => p === 'goalId' || p.startsWith('valueIds')} />
      <WithReferences names={['goals', 'focusAreas']} label="the goals">
        {({ goals, focusAreas }) => (
          <>
            <RadioField
              label="Your main goal"
              options={optionsOf(goals)}
              value={goal}
              onValueChange={setGoal}
              error={err('goalId')}
              disabled={saving}
            />
            <CheckGroup
              legend="Areas to focus on"
              help={`Choose up to ${MAX_FOCUS_VALUES}. ${valueIds.length} of ${MAX_FOCUS_VALUES} chosen.`}
              error={err('valueIds')}
            >
              {(describedBy) =>
                focusAreas.map((area) => {
                  const checked = valueIds.includes(area.id);
                  return (
                    <CheckField
                      key={area.id}
                      checked={checked}
                      disabled={saving || (full && !checked)}
                      describedBy={describedBy}
                      invalid={Boolean(err('valueIds'))}
                      description={area.description}
                      onCheckedChange={(on) =>
                        setValueIds((ids) => (on ? [...ids, area.id] : ids.filter((id) => id !== area.id)))
                      }
                    >
                      {area.name}
                    </CheckField>
                  );
                })
              }
            </CheckGroup>
          </>
        )}
      </WithReferences>
    </form>
  );
}

// ── body ─────────────────────────────────────────────────────────────────────

const REQUIRED_MARKERS = ['HEIGHT', 'WEIGHT'];
const METRIC_UNITS = ['cm', 'kg'];
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The metric unit a marker converts to (cm, kg), if any: the toggle changes only these. */
const metricOf = (marker: PhysioMarker): UnitConversion | undefined =>
  marker.units.find((u) => METRIC_UNITS.includes(u.unit));

function BodyFields({
  markers,
  formId,
  answers,
  saving,
  fieldErrors,
  onSubmit,
}: StepFormProps<'body'> & { markers: PhysioMarker[] }) {
  const asked = markers.filter((m) => !m.derived);
  const [metric, setMetric] = useState(false);
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(answers.markers.map((m) => [m.markerId, String(round(m.value, 2))])),
  );
  const [takesGlp1, setTakesGlp1] = useState(yesNo(answers.takesGlp1));
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);

  const shown = (m: PhysioMarker) => {
    const conversion = metric ? metricOf(m) : undefined;
    return { unit: conversion?.unit ?? m.unit, conversion };
  };
  const toggleMetric = (on: boolean) => {
    setValues((old) =>
      Object.fromEntries(
        Object.entries(old).map(([id, text]) => {
          const marker = asked.find((m) => m.id === Number(id));
          const conversion = marker && metricOf(marker);
          const n = numberOf(text);
          if (!conversion || Number.isNaN(n)) return [id, text];
          return [
            id,
            String(round(on ? toAlternativeUnit(n, conversion) : fromAlternativeUnit(n, conversion))),
          ];
        }),
      ),
    );
    setMetric(on);
  };
  const entered = asked.filter((m) => (values[m.id] ?? '').trim() !== '');
  const build = () => {
    const problems: Problems = {};
    const body = {
      markers: entered.map((m) => {
        const n = numberOf(values[m.id] ?? '');
        const { conversion } = shown(m);
        const value = conversion ? round(fromAlternativeUnit(n, conversion), 2) : n;
        if (Number.isNaN(n)) problems[`marker.${m.id}`] = 'Enter a number';
        else if (value < m.minValue || value > m.maxValue) {
          const [lo, hi] = conversion
            ? [
                round(toAlternativeUnit(m.minValue, conversion)),
                round(toAlternativeUnit(m.maxValue, conversion)),
              ]
            : [m.minValue, m.maxValue];
          problems[`marker.${m.id}`] = `Enter a value between ${lo} and ${hi} ${shown(m).unit}`;
        }
        return { markerId: m.id, value };
      }),
      takesGlp1: takesGlp1 === '' ? null : takesGlp1 === 'yes',
    };
    for (const m of asked)
      if (REQUIRED_MARKERS.includes(m.abbr) && !entered.includes(m))
        problems[`marker.${m.id}`] = `Enter your ${m.name.toLowerCase()}`;
    const { takesGlp1: glp, ...rest } = check(physioMarkersRequest, body);
    if (glp) problems.takesGlp1 = glp;
    return { body, problems: { ...problems, ...(Object.keys(problems).length ? {} : rest) } };
  };
  const markerError = (m: PhysioMarker) => {
    const index = entered.indexOf(m);
    return (
      problems[`marker.${m.id}`] ??
      (index >= 0
        ? (fieldErrors[`markers.${index}.value`] ?? fieldErrors[`markers.${index}.markerId`])
        : undefined)
    );
  };
  const field = (m: PhysioMarker) => (
    <TextField
      key={m.id}
      label={`${m.name} (${shown(m).unit})`}
      required={REQUIRED_MARKERS.includes(m.abbr)}
      inputMode="decimal"
      value={values[m.id] ?? ''}
      onValueChange={(text) => setValues((old) => ({ ...old, [m.id]: text }))}
      error={markerError(m)}
      disabled={saving}
    />
  );
  const required = asked.filter((m) => REQUIRED_MARKERS.includes(m.abbr));
  const optional = asked.filter((m) => !REQUIRED_MARKERS.includes(m.abbr));
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors fieldErrors={fieldErrors} known={(p) => p === 'takesGlp1' || /^markers\.\d+\./.test(p)} />
      <CheckField checked={metric} onCheckedChange={toggleMetric} disabled={saving}>
        Use metric units (cm, kg)
      </CheckField>
      <div className={twoColumns}>{required.map(field)}</div>
      <fieldset className={css({ border: 'none', p: '0', m: '0', minW: '0' })}>
        <legend className={css({ fontWeight: '600', mb: '1', p: '0' })}>If you know them</legend>
        <p className={css({ color: 'fg.muted', textStyle: 'small', mb: '3' })}>
          These sharpen your plan; leave any blank.
        </p>
        <div className={twoColumns}>{optional.map(field)}</div>
      </fieldset>
      <RadioField
        label="Do you take a GLP-1 medication (such as Ozempic, Wegovy or Mounjaro)?"
        layout="row"
        options={YES_NO}
        value={takesGlp1}
        onValueChange={setTakesGlp1}
        error={errorFor(problems, fieldErrors, 'takesGlp1')}
        disabled={saving}
      />
    </form>
  );
}

/** body → POST physioMarkersPost: measurements in each marker's own unit, and the GLP-1 answer. */
export function BodyForm(props: StepFormProps<'body'>) {
  return (
    <WithReferences names={['physioMarkers']} label="the measurements">
      {({ physioMarkers }) => <BodyFields {...props} markers={physioMarkers} />}
    </WithReferences>
  );
}

// ── women's health ───────────────────────────────────────────────────────────

/** womens-health → PATCH profile/woman-health. */
export function WomensHealthForm({
  formId,
  answers,
  saving,
  fieldErrors,
  onSubmit,
}: StepFormProps<'womens-health'>) {
  const text = (n: number | null) => (n === null ? '' : String(n));
  const [v, setV] = useState({
    reproductiveStageId: text(answers.reproductiveStageId),
    contraceptionTypeId: text(answers.contraceptionTypeId),
    hormoneTherapyTypeId: text(answers.hormoneTherapyTypeId),
    lastPeriodDate: answers.lastPeriodDate ?? '',
    cycleLengthDays: text(answers.cycleLengthDays),
  });
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));
  const err = (path: string) => errorFor(problems, fieldErrors, path);
  const build = () => {
    const body = {
      reproductiveStageId: idOf(v.reproductiveStageId),
      contraceptionTypeId: idOf(v.contraceptionTypeId),
      hormoneTherapyTypeId: idOf(v.hormoneTherapyTypeId),
      lastPeriodDate: v.lastPeriodDate || null,
      cycleLengthDays: v.cycleLengthDays.trim() === '' ? null : Number(v.cycleLengthDays),
    };
    const problems = check(womanHealthPatchRequest, body);
    if (body.reproductiveStageId === null) problems.reproductiveStageId = 'Choose your reproductive stage';
    return { body, problems };
  };
  const known = new Set(Object.keys(v));
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors fieldErrors={fieldErrors} known={(p) => known.has(p)} />
      <WithReferences
        names={['reproductiveStages', 'contraceptionTypes', 'hormoneTherapy']}
        label="the options"
      >
        {({ reproductiveStages, contraceptionTypes, hormoneTherapy }) => (
          <>
            <RadioField
              label="Reproductive stage"
              options={optionsOf(reproductiveStages)}
              value={v.reproductiveStageId}
              onValueChange={set('reproductiveStageId')}
              error={err('reproductiveStageId')}
              disabled={saving}
            />
            <div className={twoColumns}>
              <SelectField
                label="Contraception"
                placeholder="None or not sure"
                options={optionsOf(contraceptionTypes)}
                value={v.contraceptionTypeId}
                onValueChange={set('contraceptionTypeId')}
                error={err('contraceptionTypeId')}
                disabled={saving}
              />
              <SelectField
                label="Hormone therapy"
                placeholder="None or not sure"
                options={optionsOf(hormoneTherapy)}
                value={v.hormoneTherapyTypeId}
                onValueChange={set('hormoneTherapyTypeId')}
                error={err('hormoneTherapyTypeId')}
                disabled={saving}
              />
            </div>
          </>
        )}
      </WithReferences>
      <div className={twoColumns}>
        <TextField
          label="First day of your last period"
          type="date"
          value={v.lastPeriodDate}
          onValueChange={set('lastPeriodDate')}
          error={err('lastPeriodDate')}
          disabled={saving}
          help="Within the last year."
        />
        <TextField
          label="Usual cycle length (days)"
          inputMode="numeric"
          value={v.cycleLengthDays}
          onValueChange={set('cycleLengthDays')}
          error={err('cycleLengthDays')}
          disabled={saving}
          help={`Between ${CYCLE_LENGTH_DAYS.min} and ${CYCLE_LENGTH_DAYS.max} days.`}
        />
      </div>
    </form>
  );
}

// ── GLP-1 medications ────────────────────────────────────────────────────────

const MAX_MEDICATIONS = 5;
interface MedicationRow {
  key: number;
  medicationId: string;
  reasonId: string;
  takingMethodId: string;
  startedOn: string;
}
let rowKey = 0;
const emptyRow = (): MedicationRow => ({
  key: ++rowKey,
  medicationId: '',
  reasonId: '',
  takingMethodId: '',
  startedOn: '',
});

/** medications → POST medications-step: one to five GLP-1 medications. */
export function MedicationsForm({
  formId,
  answers,
  saving,
  fieldErrors,
  onSubmit,
}: StepFormProps<'medications'>) {
  const [rows, setRows] = useState<MedicationRow[]>(() =>
    answers.medications.length === 0
      ? [emptyRow()]
      : answers.medications.map((m) => ({
          key: ++rowKey,
          medicationId: String(m.medicationId),
          reasonId: String(m.reasonId),
          takingMethodId: String(m.takingMethodId),
          startedOn: m.startedOn ?? '',
        })),
  );
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const err = (path: string) => errorFor(problems, fieldErrors, path);
  const build = () => {
    const body = {
      medications: rows.map((r) => ({
        medicationId: idOf(r.medicationId),
        reasonId: idOf(r.reasonId),
        takingMethodId: idOf(r.takingMethodId),
        startedOn: r.startedOn || null,
      })),
    };
    return { body, problems: check(medicationsStepRequest, body) };
  };
  const update = (key: number, field: keyof Omit<MedicationRow, 'key'>) => (value: string) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors fieldErrors={fieldErrors} known={(p) => /^medications\.\d+\./.test(p)} />
      {err('medications') ? (
        <p role="alert" className={css({ color: 'danger.fg', textStyle: 'small', fontWeight: '500' })}>
          {err('medications')}
        </p>
      ) : null}
      <WithReferences names={['glpMedications', 'glpReasons', 'glpTakingMethods']} label="the medications">
        {({ glpMedications, glpReasons, glpTakingMethods }) => (
          <>
            {rows.map((row, i) => (
              <fieldset
                key={row.key}
                className={css({
                  borderWidth: 'thin',
                  borderColor: 'border.default',
                  borderRadius: 'lg',
                  p: '4',
                  m: '0',
                  minW: '0',
                  display: 'grid',
                  gap: '4',
                })}
              >
                <legend className={css({ fontWeight: '600', px: '1' })}>Medication {i + 1}</legend>
                <div className={twoColumns}>
                  <SelectField
                    label="Medication"
                    required
                    options={optionsOf(glpMedications)}
                    value={row.medicationId}
                    onValueChange={update(row.key, 'medicationId')}
                    error={err(`medications.${i}.medicationId`)}
                    disabled={saving}
                  />
                  <SelectField
                    label="Why you take it"
                    required
                    options={optionsOf(glpReasons)}
                    value={row.reasonId}
                    onValueChange={update(row.key, 'reasonId')}
                    error={err(`medications.${i}.reasonId`)}
                    disabled={saving}
                  />
                  <SelectField
                    label="How you take it"
                    required
                    options={optionsOf(glpTakingMethods)}
                    value={row.takingMethodId}
                    onValueChange={update(row.key, 'takingMethodId')}
                    error={err(`medications.${i}.takingMethodId`)}
                    disabled={saving}
                  />
                  <TextField
                    label="Started on"
                    type="date"
                    value={row.startedOn}
                    onValueChange={update(row.key, 'startedOn')}
                    error={err(`medications.${i}.startedOn`)}
                    disabled={saving}
                  />
                </div>
                {rows.length > 1 ? (
                  <div>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={saving}
                      onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
                    >
                      Remove medication {i + 1}
                    </Button>
                  </div>
                ) : null}
              </fieldset>
            ))}
            {rows.length < MAX_MEDICATIONS ? (
              <div>
                <Button
                  type="button"
                  variant="outline"
                  disabled={saving}
                  onClick={() => setRows((list) => [...list, emptyRow()])}
                >
                  Add another medication
                </Button>
              </div>
            ) : null}
          </>
        )}
      </WithReferences>
    </form>
  );
}

// ── diet ─────────────────────────────────────────────────────────────────────

/** diet → POST dietary/constraintsPost `{ constraints }`; "None of these" sends an empty list. */
export function DietForm({ formId, answers, saving, fieldErrors, onSubmit }: StepFormProps<'diet'>) {
  const [chosen, setChosen] = useState<number[]>(answers?.constraints ?? []);
  const [none, setNone] = useState(answers !== null && answers.constraints.length === 0);
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const build = () => {
    const body = { constraints: none ? [] : chosen };
    const problems = check(constraintsPostRequest, body);
    if (!none && chosen.length === 0) problems.constraints = 'Choose what applies to you, or None of these';
    return { body, problems };
  };
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors fieldErrors={fieldErrors} known={(p) => p.startsWith('constraints')} />
      <WithReferences names={['dietaryConstraints']} label="the diets">
        {({ dietaryConstraints }) => (
          <CheckGroup
            legend="Diets and allergies"
            help="Choose every one that applies."
            error={errorFor(problems, fieldErrors, 'constraints')}
          >
            {(describedBy) => (
              <>
                {dietaryConstraints.map((c) => (
                  <CheckField
                    key={c.id}
                    checked={!none && chosen.includes(c.id)}
                    disabled={saving}
                    describedBy={describedBy}
                    invalid={Boolean(errorFor(problems, fieldErrors, 'constraints'))}
                    description={c.description}
                    onCheckedChange={(on) => {
                      setNone(false);
                      setChosen((ids) =>
                        on ? [...ids.filter((id) => id !== c.id), c.id] : ids.filter((id) => id !== c.id),
                      );
                    }}
                  >
                    {c.name}
                  </CheckField>
                ))}
                <CheckField
                  checked={none}
                  disabled={saving}
                  describedBy={describedBy}
                  onCheckedChange={(on) => {
                    setNone(on);
                    if (on) setChosen([]);
                  }}
                >
                  None of these
                </CheckField>
              </>
            )}
          </CheckGroup>
        )}
      </WithReferences>
    </form>
  );
}
