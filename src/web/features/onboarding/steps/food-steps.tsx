import { useState } from 'react';
import { css } from '../../../../../styled-system/css';
import {
  beveragesPostRequest,
  foodsPostRequest,
  takeoutPostRequest,
  type BeveragesReference,
  type Choice,
  type FoodsReference,
} from '../../../../contract/onboarding';
import * as Slider from '../../../components/ui/slider';
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
  submitWith,
  useFocusFirstInvalid,
  WithReferences,
  type Problems,
} from './controls';

export const NOT_RATED = 'Not answered yet';
/** Keys that leave an untouched thumb at the start: they still answer "the first step". */
const STAY_KEYS = [' ', 'Enter', 'Home', 'ArrowLeft', 'ArrowDown', 'PageDown'];

/**
 * A slider over a scale of named steps (Ark Slider: arrows, Home/End). It announces the step's
 * name; until the customer moves it, it says it is not answered, so an untouched item is not sent.
 */
function ScaleSlider({
  label,
  scale,
  value,
  onValueChange,
  disabled,
  error,
}: {
  label: string;
  scale: readonly Choice[];
  value: number | null;
  onValueChange: (id: number) => void;
  disabled: boolean;
  error: string | undefined;
}) {
  const index = Math.max(
    0,
    scale.findIndex((s) => s.id === value),
  );
  const text = value === null ? NOT_RATED : (scale[index]?.name ?? NOT_RATED);
  const pick = (i: number) => {
    const step = scale[i];
    if (step) onValueChange(step.id);
  };
  return (
    <Slider.Root
      min={0}
      max={scale.length - 1}
      step={1}
      value={[index]}
      disabled={disabled}
      invalid={Boolean(error)}
      getAriaValueText={() => text}
      onValueChange={(details) => pick(details.value[0] ?? 0)}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <Slider.Label>{label}</Slider.Label>
        <span
          aria-hidden="true"
          className={css({
            textStyle: 'small',
            color: value === null ? 'fg.subtle' : 'accent.fg',
            fontWeight: '600',
          })}
        >
          {text}
        </span>
      </div>
      {/* the first touch answers even when it leaves the thumb where it is */}
      <Slider.Control onPointerDown={() => (value === null && !disabled ? pick(index) : undefined)}>
        <Slider.Track>
          <Slider.Range className={value === null ? css({ bg: 'transparent' }) : undefined} />
        </Slider.Track>
        <Slider.Thumb
          index={0}
          onKeyDown={(event) =>
            value === null && !disabled && STAY_KEYS.includes(event.key) ? pick(index) : undefined
          }
        />
      </Slider.Control>
      <div aria-hidden="true" className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
        <span className={note}>{scale[0]?.name}</span>
        <span className={note}>{scale.at(-1)?.name}</span>
      </div>
      {error ? (
        <p className={css({ color: 'danger.fg', textStyle: 'small', fontWeight: '500' })}>{error}</p>
      ) : null}
    </Slider.Root>
  );
}

const groupCard = css({
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: { base: '4', md: '5' },
  m: '0',
  minW: '0',
  display: 'grid',
  gap: '5',
});
const groupLegend = css({ fontWeight: '700', px: '1' });

function FoodFields({
  reference,
  formId,
  answers,
  saving,
  fieldErrors,
  onSubmit,
}: StepFormProps<'foods'> & { reference: FoodsReference }) {
  const [rated, setRated] = useState<Record<number, number>>(() =>
    Object.fromEntries(answers.frequencies.map((f) => [f.foodId, f.frequencyId])),
  );
  const [omitted, setOmitted] = useState<number[]>(answers.omittedFoodIds);
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const sentRated = reference.foods.filter((f) => rated[f.id] !== undefined && !omitted.includes(f.id));
  const build = () => {
    const body = {
      frequencies: sentRated.map((f) => ({ foodId: f.id, frequencyId: rated[f.id]! })),
      omittedFoodIds: reference.foods.filter((f) => omitted.includes(f.id)).map((f) => f.id),
    };
    const problems = check(foodsPostRequest, body);
    if (body.frequencies.length === 0 && body.omittedFoodIds.length === 0)
      problems.frequencies = 'Rate at least one food, or skip this step';
    return { body, problems };
  };
  const groups = [...new Set(reference.foods.map((f) => f.group))];
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors
        fieldErrors={{
          ...fieldErrors,
          ...(problems.frequencies ? { frequencies: problems.frequencies } : {}),
        }}
        known={(p) => /^frequencies\.\d+\./.test(p)}
      />
      <p className={note}>Move each slider to how often you eat the food, or tick “I never eat this”.</p>
      {groups.map((group) => (
        <fieldset key={group} className={groupCard}>
          <legend className={groupLegend}>{group}</legend>
          {reference.foods
            .filter((f) => f.group === group)
            .map((food) => {
              const never = omitted.includes(food.id);
              const index = sentRated.indexOf(food);
              return (
                <div key={food.id} className={css({ display: 'grid', gap: '2' })}>
                  <ScaleSlider
                    label={food.name}
                    scale={reference.frequencies}
                    value={never ? null : (rated[food.id] ?? null)}
                    onValueChange={(id) => setRated((old) => ({ ...old, [food.id]: id }))}
                    disabled={saving || never}
                    error={index >= 0 ? fieldErrors[`frequencies.${index}.frequencyId`] : undefined}
                  />
                  <CheckField
                    checked={never}
                    disabled={saving}
                    onCheckedChange={(on) =>
                      setOmitted((ids) => (on ? [...ids, food.id] : ids.filter((id) => id !== food.id)))
                    }
                  >
                    I never eat {food.name.toLowerCase()}
                  </CheckField>
                </div>
              );
            })}
        </fieldset>
      ))}
    </form>
  );
}

/** foods → POST foods/foodsPost: a frequency per food rated, and the foods never eaten. */
export function FoodsForm(props: StepFormProps<'foods'>) {
  return (
    <WithReferences names={['foods']} label="the foods">
      {({ foods }) => <FoodFields {...props} reference={foods} />}
    </WithReferences>
  );
}

function BeverageFields({
  reference,
  formId,
  answers,
  saving,
  fieldErrors,
  onSubmit,
}: StepFormProps<'beverages'> & { reference: BeveragesReference }) {
  const [rated, setRated] = useState<Record<number, number>>(() =>
    Object.fromEntries(answers.frequencies.map((f) => [f.beverageId, f.frequencyId])),
  );
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const sent = reference.beverages.filter((b) => rated[b.id] !== undefined);
  const build = () => {
    const body = { frequencies: sent.map((b) => ({ beverageId: b.id, frequencyId: rated[b.id]! })) };
    const problems = check(beveragesPostRequest, body);
    if (body.frequencies.length === 0) problems.frequencies = 'Rate at least one drink, or skip this step';
    return { body, problems };
  };
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors
        fieldErrors={{
          ...fieldErrors,
          ...(problems.frequencies ? { frequencies: problems.frequencies } : {}),
        }}
        known={(p) => /^frequencies\.\d+\./.test(p)}
      />
      <p className={note}>How many servings a day, on a usual day.</p>
      <div className={groupCard}>
        {reference.beverages.map((b) => {
          const index = sent.indexOf(b);
          return (
            <ScaleSlider
              key={b.id}
              label={b.name}
              scale={reference.frequencies}
              value={rated[b.id] ?? null}
              onValueChange={(id) => setRated((old) => ({ ...old, [b.id]: id }))}
              disabled={saving}
              error={index >= 0 ? fieldErrors[`frequencies.${index}.frequencyId`] : undefined}
            />
          );
        })}
      </div>
    </form>
  );
}

/** beverages → POST foods/beveragesPost: servings a day per beverage rated. */
export function BeveragesForm(props: StepFormProps<'beverages'>) {
  return (
    <WithReferences names={['beverages']} label="the drinks">
      {({ beverages }) => <BeverageFields {...props} reference={beverages} />}
    </WithReferences>
  );
}

/** takeout → POST takeout/takeoutPost `{ takeoutFrequency }`. */
export function TakeoutForm({ formId, answers, saving, fieldErrors, onSubmit }: StepFormProps<'takeout'>) {
  const [value, setValue] = useState(
    answers.takeoutFrequency === null ? '' : String(answers.takeoutFrequency),
  );
  const [problems, setProblems] = useState<Problems>({});
  useFocusFirstInvalid(formId, problems, fieldErrors);
  const build = () => {
    const body = { takeoutFrequency: idOf(value) };
    const problems = check(takeoutPostRequest, body);
    if (body.takeoutFrequency === null) problems.takeoutFrequency = 'Choose how often you eat out';
    return { body, problems };
  };
  return (
    <form id={formId} noValidate onSubmit={submitWith(build, setProblems, onSubmit)} className={formGrid}>
      <OtherErrors fieldErrors={fieldErrors} known={(p) => p === 'takeoutFrequency'} />
      <WithReferences names={['takeout']} label="the answers">
        {({ takeout }) => (
          <RadioField
            label="How often do you eat takeout or at restaurants?"
            options={optionsOf(takeout)}
            value={value}
            onValueChange={setValue}
            error={errorFor(problems, fieldErrors, 'takeoutFrequency')}
            disabled={saving}
          />
        )}
      </WithReferences>
    </form>
  );
}
