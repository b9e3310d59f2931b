import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import type {
  NutritionSection,
  SaveRequest,
  SectionData,
  SupplementChanges,
} from '../../../../machines/nutrition-plan.machine';
import type { LifestyleField, LifestyleReference, LifestyleValue } from '../../../contract/nutrition';
import * as Dialog from '../../components/ui/dialog';
import {
  CheckField,
  CheckGroup,
  errorUnder,
  formGrid,
  InputField,
  note,
  OtherErrors,
  RadioField,
  SelectField,
  SwitchField,
  useFocusFirstInvalid,
  type FieldErrors,
} from './controls';

export interface EditorProps<S extends NutritionSection> {
  formId: string;
  data: SectionData[S];
  fieldErrors: FieldErrors;
  failure: string | undefined;
  busy: boolean;
  onSave: (request: SaveRequest) => void;
}

const groupCard = css({
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: { base: '3', md: '4' },
  m: '0',
  minW: '0',
  display: 'grid',
  gap: '3',
});
const groupLegend = css({ fontWeight: '700', px: '1' });

/** The form, its messages and Cancel/Save; the message of a failed call stays above the buttons. */
function EditorForm({
  formId,
  fieldErrors,
  failure,
  busy,
  known,
  onSubmit,
  children,
}: {
  formId: string;
  fieldErrors: FieldErrors;
  failure: string | undefined;
  busy: boolean;
  known: (path: string) => boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  useFocusFirstInvalid(formId, fieldErrors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form id={formId} noValidate onSubmit={submit} className={formGrid} aria-busy={busy || undefined}>
      <OtherErrors fieldErrors={fieldErrors} known={known} />
      {children}
      <Dialog.FormFooter error={failure} busy={busy}>
        {busy ? 'Saving…' : 'Save'}
      </Dialog.FormFooter>
    </form>
  );
}

const toggled = (list: readonly number[], id: number, on: boolean) =>
  on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id);

/** Which sent entry a message names (`frequencies.3.frequencyId` → the 4th entry sent). */
function errorsByEntry<K>(fieldErrors: FieldErrors, path: string, sent: readonly K[]): Map<K, string> {
  const byEntry = new Map<K, string>();
  for (const [key, message] of Object.entries(fieldErrors)) {
    const match = new RegExp(`^${path}\\.(\\d+)(\\.|$)`).exec(key);
    const entry = match ? sent[Number(match[1])] : undefined;
    if (entry !== undefined && !byEntry.has(entry)) byEntry.set(entry, message);
  }
  return byEntry;
}

/** Whether a message names an entry that was sent (its index is in the list). */
function namesEntry(path: string, prefix: string, sent: readonly unknown[]) {
  const match = new RegExp(`^${prefix}\\.(\\d+)(\\.|$)`).exec(path);
  return match !== null && Number(match[1]) < sent.length;
}

// ── Diet ─────────────────────────────────────────────────────────────────────

export function DietEditor({ formId, data, fieldErrors, failure, busy, onSave }: EditorProps<'diet'>) {
  const [diets, setDiets] = useState<number[]>(data.diets);
  const [sent, setSent] = useState<number[]>([]);
  const byEntry = errorsByEntry(fieldErrors, 'diets', sent);
  return (
    <EditorForm
      formId={formId}
      fieldErrors={fieldErrors}
      failure={failure}
      busy={busy}
      known={(p) => p === 'diets' || namesEntry(p, 'diets', sent)}
      onSubmit={() => {
        const chosen = data.options.filter((o) => diets.includes(o.id)).map((o) => o.id);
        setSent(chosen);
        onSave({ section: 'diet', changes: { diets: chosen } });
      }}
    >
      <CheckGroup legend="Diets you follow" error={fieldErrors.diets} columns={1}>
        {(describedBy) =>
          data.options.map((option) => (
            <div key={option.id}>
              <CheckField
                checked={diets.includes(option.id)}
                onCheckedChange={(on) => setDiets((list) => toggled(list, option.id, on))}
                description={option.description}
                disabled={busy}
                invalid={byEntry.has(option.id)}
                describedBy={describedBy}
              >
                {option.name}
              </CheckField>
              {byEntry.has(option.id) ? (
                <p className={css({ color: 'danger.fg', textStyle: 'small' })}>{byEntry.get(option.id)}</p>
              ) : null}
            </div>
          ))
        }
      </CheckGroup>
    </EditorForm>
  );
}

// ── Foods ────────────────────────────────────────────────────────────────────

const NOT_ANSWERED = '';

export function FoodsEditor({ formId, data, fieldErrors, failure, busy, onSave }: EditorProps<'foods'>) {
  const answers = useMemo(() => new Map(data.answers.map((a) => [a.foodId, a])), [data.answers]);
  const [frequency, setFrequency] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      data.answers.map((a) => [a.foodId, a.frequencyId === null ? NOT_ANSWERED : String(a.frequencyId)]),
    ),
  );
  const [omitted, setOmitted] = useState<number[]>(() =>
    data.answers.filter((a) => a.omitted).map((a) => a.foodId),
  );
  const [touched, setTouched] = useState<number[]>([]);
  const [filter, setFilter] = useState('');
  const [sent, setSent] = useState<{ frequencies: number[]; omitted: number[] }>({
    frequencies: [],
    omitted: [],
  });
  const frequencyErrors = errorsByEntry(fieldErrors, 'frequencies', sent.frequencies);
  const omittedErrors = errorsByEntry(fieldErrors, 'omittedFoodIds', sent.omitted);
  const touch = (id: number) => setTouched((list) => (list.includes(id) ? list : [...list, id]));
  // the customer's own answers and what they changed; questionnaire answers stay the questionnaire's
  const own = (id: number) => touched.includes(id) || answers.get(id)?.fromQuestionnaire === false;
  const query = filter.trim().toLowerCase();
  const shown = data.foods.filter(
    (f) => !query || f.name.toLowerCase().includes(query) || f.group.toLowerCase().includes(query),
  );
  const groups = [...new Set(shown.map((f) => f.group))];
  const scale = [
    { value: NOT_ANSWERED, label: 'Not answered' },
    ...data.frequencies.map((f) => ({ value: String(f.id), label: f.name })),
  ];
  return (
    <EditorForm
      formId={formId}
      fieldErrors={fieldErrors}
      failure={failure}
      busy={busy}
      known={(p) =>
        namesEntry(p, 'frequencies', sent.frequencies) || namesEntry(p, 'omittedFoodIds', sent.omitted)
      }
      onSubmit={() => {
        const rated = data.foods.filter(
          (f) => own(f.id) && !omitted.includes(f.id) && (frequency[f.id] ?? NOT_ANSWERED) !== NOT_ANSWERED,
        );
        const never = data.foods.filter((f) => own(f.id) && omitted.includes(f.id));
        setSent({ frequencies: rated.map((f) => f.id), omitted: never.map((f) => f.id) });
        onSave({
          section: 'foods',
          changes: {
            frequencies: rated.map((f) => ({ foodId: f.id, frequencyId: Number(frequency[f.id]) })),
            omittedFoodIds: never.map((f) => f.id),
          },
        });
      }}
    >
      <InputField
        label="Find a food"
        type="search"
        value={filter}
        onValueChange={setFilter}
        error={undefined}
        hint={`${data.foods.length} foods; ${shown.length} shown`}
      />
      {groups.length === 0 ? <p className={note}>No food matches “{filter}”.</p> : null}
      {groups.map((group) => (
        <fieldset key={group} className={groupCard}>
          <legend className={groupLegend}>{group}</legend>
          {shown
            .filter((f) => f.group === group)
            .map((food) => {
              const never = omitted.includes(food.id);
              const answer = answers.get(food.id);
              const fromQuestionnaire = answer?.fromQuestionnaire === true && !touched.includes(food.id);
              return (
                <div
                  key={food.id}
                  data-testid="food-answer"
                  className={css({
                    display: 'grid',
                    gap: '2',
                    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
                    alignItems: 'end',
                  })}
                >
                  <SelectField
                    label={food.name}
                    value={never ? NOT_ANSWERED : (frequency[food.id] ?? NOT_ANSWERED)}
                    onValueChange={(value) => {
                      touch(food.id);
                      setFrequency((old) => ({ ...old, [food.id]: value }));
                    }}
                    options={scale}
                    disabled={busy || never}
                    hint={fromQuestionnaire ? 'From your questionnaire' : food.serving}
                    error={frequencyErrors.get(food.id)}
                  />
                  <div>
                    <CheckField
                      checked={never}
                      disabled={busy}
                      invalid={omittedErrors.has(food.id)}
                      onCheckedChange={(on) => {
                        touch(food.id);
                        setOmitted((list) => toggled(list, food.id, on));
                      }}
                    >
                      Never eat <span className={css({ srOnly: true })}>{food.name}</span>
                    </CheckField>
                    {omittedErrors.has(food.id) ? (
                      <p className={css({ color: 'danger.fg', textStyle: 'small' })}>
                        {omittedErrors.get(food.id)}
                      </p>
                    ) : null}
                  </div>
                </div>
              );
            })}
        </fieldset>
      ))}
    </EditorForm>
  );
}

// ── Drinks ───────────────────────────────────────────────────────────────────

export function DrinksEditor({ formId, data, fieldErrors, failure, busy, onSave }: EditorProps<'drinks'>) {
  const [frequency, setFrequency] = useState<Record<number, string>>(() =>
    Object.fromEntries(data.frequenciesByBeverage.map((f) => [f.beverageId, String(f.frequencyId)])),
  );
  const [sent, setSent] = useState<number[]>([]);
  const byEntry = errorsByEntry(fieldErrors, 'frequencies', sent);
  const scale = [
    { value: NOT_ANSWERED, label: 'Not answered' },
    ...data.frequencies.map((f) => ({ value: String(f.id), label: f.name })),
  ];
  return (
    <EditorForm
      formId={formId}
      fieldErrors={fieldErrors}
      failure={failure}
      busy={busy}
      known={(p) => namesEntry(p, 'frequencies', sent)}
      onSubmit={() => {
        const rated = data.beverages.filter((b) => (frequency[b.id] ?? NOT_ANSWERED) !== NOT_ANSWERED);
        setSent(rated.map((b) => b.id));
        onSave({
          section: 'drinks',
          changes: {
            frequencies: rated.map((b) => ({ beverageId: b.id, frequencyId: Number(frequency[b.id]) })),
          },
        });
      }}
    >
      {data.beverages.map((beverage) => (
        <SelectField
          key={beverage.id}
          label={beverage.name}
          value={frequency[beverage.id] ?? NOT_ANSWERED}
          onValueChange={(value) => setFrequency((old) => ({ ...old, [beverage.id]: value }))}
          options={scale}
          disabled={busy}
          hint={beverage.description}
          error={byEntry.get(beverage.id)}
        />
      ))}
    </EditorForm>
  );
}

// ── Supplements ──────────────────────────────────────────────────────────────

const NOT_TAKEN = '';
const NO_DOSAGE = '__any';
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function SupplementsEditor({
  formId,
  data,
  fieldErrors,
  failure,
  busy,
  onSave,
}: EditorProps<'supplements'>) {
  const { supplements: catalogue, medications, tryingToLoseWeight } = data;
  const [willing, setWilling] = useState(
    catalogue.willingToTake === null ? '' : catalogue.willingToTake ? 'yes' : 'no',
  );
  const [nsfOnly, setNsfOnly] = useState(catalogue.nsfOnly);
  const [losing, setLosing] = useState(tryingToLoseWeight);
  const [meds, setMeds] = useState<number[]>(medications.medications);
  const [taking, setTaking] = useState<Record<string, string>>(() =>
    Object.fromEntries(catalogue.current.map((c) => [c.name, c.dosage ?? NO_DOSAGE])),
  );
  const [sent, setSent] = useState<string[]>([]);
  const byEntry = errorsByEntry(fieldErrors, 'supplements', sent);
  const taken = () =>
    catalogue.supplements
      .filter((s) => (taking[s.name] ?? NOT_TAKEN) !== NOT_TAKEN)
      .map((s) => ({ name: s.name, dosage: taking[s.name] === NO_DOSAGE ? null : taking[s.name]! }));
  // the ones taken now first, so the list opens on what matters
  const ordered = [...catalogue.supplements].sort(
    (a, b) => Number(taking[b.name] !== undefined) - Number(taking[a.name] !== undefined),
  );
  const known = (p: string) =>
    ['willingToTake', 'nsfOnly', 'tryingToLoseWeight'].includes(p) ||
    p === 'medications' ||
    p.startsWith('medications.') ||
    namesEntry(p, 'supplements', sent);
  return (
    <EditorForm
      formId={formId}
      fieldErrors={fieldErrors}
      failure={failure}
      busy={busy}
      known={known}
      onSubmit={() => {
        const changes: SupplementChanges = {};
        if (losing !== tryingToLoseWeight) changes.tryingToLoseWeight = losing;
        if (!sameIds(meds, medications.medications)) changes.medications = meds;
        const willingValue = willing === '' ? null : willing === 'yes';
        if (willingValue !== null && willingValue !== catalogue.willingToTake)
          changes.willingToTake = willingValue;
        if (nsfOnly !== catalogue.nsfOnly) changes.nsfOnly = nsfOnly;
        const now = taken();
        const before = catalogue.current
          .map((c) => `${c.name}:${c.dosage ?? ''}`)
          .sort()
          .join();
        if (
          now
            .map((c) => `${c.name}:${c.dosage ?? ''}`)
            .sort()
            .join() !== before
        )
          changes.supplements = now;
        setSent((changes.supplements ?? []).map((s) => s.name));
        onSave({ section: 'supplements', changes });
      }}
    >
      <RadioField
        layout="row"
        label="Are you willing to take supplements?"
        value={willing}
        onValueChange={setWilling}
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        disabled={busy}
        error={fieldErrors.willingToTake}
      />
      <SwitchField
        label="Only NSF Certified for Sport supplements"
        checked={nsfOnly}
        onCheckedChange={setNsfOnly}
        disabled={busy}
        hint="Independently tested for what the label says and for banned substances."
        error={fieldErrors.nsfOnly}
      />
      <SwitchField
        label="I’m trying to lose weight"
        checked={losing}
        onCheckedChange={setLosing}
        disabled={busy}
        error={fieldErrors.tryingToLoseWeight}
      />
      <CheckGroup legend="Medications you take" error={errorUnder(fieldErrors, 'medications')}>
        {(describedBy) =>
          medications.options.map((option) => (
            <CheckField
              key={option.id}
              checked={meds.includes(option.id)}
              onCheckedChange={(on) => setMeds((list) => toggled(list, option.id, on))}
              description={option.description}
              disabled={busy}
              describedBy={describedBy}
            >
              {option.name}
            </CheckField>
          ))
        }
      </CheckGroup>
      <fieldset className={groupCard}>
        <legend className={groupLegend}>Supplements you take</legend>
        <p className={note}>Choose the dosage of each supplement you take now.</p>
        {ordered.map((supplement) => (
          <SelectField
            key={supplement.name}
            label={supplement.title}
            value={taking[supplement.name] ?? NOT_TAKEN}
            onValueChange={(value) =>
              setTaking((old) => {
                const next = { ...old };
                if (value === NOT_TAKEN) delete next[supplement.name];
                else next[supplement.name] = value;
                return next;
              })
            }
            options={[
              { value: NOT_TAKEN, label: 'I don’t take it' },
              { value: NO_DOSAGE, label: 'I take it (dosage not sure)' },
              ...supplement.dosages.map((d) => ({ value: d.name, label: d.title })),
            ]}
            disabled={busy}
            error={byEntry.get(supplement.name)}
          />
        ))}
      </fieldset>
    </EditorForm>
  );
}

// ── Exercise ─────────────────────────────────────────────────────────────────

export function ExerciseEditor({
  formId,
  data,
  fieldErrors,
  failure,
  busy,
  onSave,
}: EditorProps<'exercise'>) {
  const [sports, setSports] = useState<number[]>(data.exercises.exercises.map((e) => e.sport_id));
  return (
    <EditorForm
      formId={formId}
      fieldErrors={fieldErrors}
      failure={failure}
      busy={busy}
      known={(p) => p === 'exercises' || p.startsWith('exercises.')}
      onSubmit={() =>
        onSave({
          section: 'exercise',
          changes: {
            exercises: data.sports.filter((s) => sports.includes(s.id)).map((s) => ({ sport_id: s.id })),
          },
        })
      }
    >
      <p className={note}>Tick the sports you do. Your exercise suggestions start from them.</p>
      {errorUnder(fieldErrors, 'exercises') ? (
        <p role="alert" className={css({ color: 'danger.fg', textStyle: 'small', fontWeight: '500' })}>
          {errorUnder(fieldErrors, 'exercises')}
        </p>
      ) : null}
      {data.categories.map((category) => {
        const inCategory = data.sports.filter((s) => s.exercise === category.id);
        if (inCategory.length === 0) return null;
        return (
          <CheckGroup key={category.id} legend={category.name} error={undefined}>
            {(describedBy) =>
              inCategory.map((sport) => (
                <CheckField
                  key={sport.id}
                  checked={sports.includes(sport.id)}
                  onCheckedChange={(on) => setSports((list) => toggled(list, sport.id, on))}
                  disabled={busy}
                  describedBy={describedBy}
                >
                  {sport.name}
                </CheckField>
              ))
            }
          </CheckGroup>
        );
      })}
    </EditorForm>
  );
}

// ── Lifestyle ────────────────────────────────────────────────────────────────

const asText = (value: string | number | null) => (value === null ? '' : String(value));

function valueOf(reference: LifestyleReference, text: string): LifestyleValue {
  if (text.trim() === '') return null;
  if (reference.kind === 'number') {
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  return text;
}

export function LifestyleEditor({
  formId,
  data,
  fieldErrors,
  failure,
  busy,
  onSave,
}: EditorProps<'lifestyle'>) {
  const initial = useMemo(
    () =>
      Object.fromEntries(data.references.map((r) => [r.field, asText(data.answers[r.field])])) as Record<
        LifestyleField,
        string
      >,
    [data],
  );
  const [values, setValues] = useState(initial);
  const set = (field: LifestyleField) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  return (
    <EditorForm
      formId={formId}
      fieldErrors={fieldErrors}
      failure={failure}
      busy={busy}
      known={(p) => data.references.some((r) => r.field === p)}
      onSubmit={() => {
        const changes: Partial<Record<LifestyleField, LifestyleValue>> = {};
        for (const reference of data.references)
          if (values[reference.field] !== initial[reference.field])
            changes[reference.field] = valueOf(reference, values[reference.field]);
        onSave({ section: 'lifestyle', changes });
      }}
    >
      {data.references.map((reference) => {
        const error = fieldErrors[reference.field];
        const value = values[reference.field];
        if (reference.kind === 'choice')
          return (
            <RadioField
              layout="row"
              key={reference.field}
              label={reference.name}
              help={reference.description}
              value={value}
              onValueChange={set(reference.field)}
              options={reference.options.map((o) => ({ value: o.value, label: o.name }))}
              disabled={busy}
              error={error}
            />
          );
        const range =
          reference.kind === 'number' && reference.min !== null && reference.max !== null
            ? `${reference.min}–${reference.max}${reference.unit ? ` ${reference.unit}` : ''}`
            : null;
        return (
          <InputField
            key={reference.field}
            label={reference.unit ? `${reference.name} (${reference.unit})` : reference.name}
            hint={[reference.description, range].filter(Boolean).join(' · ') || undefined}
            type={reference.kind === 'time' ? 'time' : 'number'}
            inputMode={reference.kind === 'number' ? 'decimal' : undefined}
            min={reference.min ?? undefined}
            max={reference.max ?? undefined}
            step={reference.step ?? undefined}
            value={value}
            onValueChange={set(reference.field)}
            disabled={busy}
            error={error}
          />
        );
      })}
    </EditorForm>
  );
}
