import { useEffect, useId, type ComponentProps, type ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import * as Checkbox from '../../components/ui/checkbox';
import * as Field from '../../components/ui/field';
import * as RadioGroup from '../../components/ui/radio-group';
import * as Switch from '../../components/ui/switch';

export const note = css({ color: 'fg.muted', textStyle: 'small' });
export const formGrid = css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)' });
const fieldsetReset = css({ border: 'none', p: '0', m: '0', minW: '0' });
const legendText = css({ fontWeight: '600', textStyle: 'small', mb: '2', p: '0' });
export const errorText = css({ color: 'danger.fg', textStyle: 'small', fontWeight: '500', mt: '1.5' });

export type FieldErrors = Readonly<Record<string, string>>;

/** The first server message for `path` or for anything under it (`diets.2`). */
export function errorUnder(fieldErrors: FieldErrors, path: string): string | undefined {
  return Object.entries(fieldErrors).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];
}

/** Server messages the form has no field for, shown at the top of the form. */
export function OtherErrors({
  fieldErrors,
  known,
}: {
  fieldErrors: FieldErrors;
  known: (path: string) => boolean;
}) {
  const other = Object.entries(fieldErrors).filter(([path]) => !known(path));
  if (other.length === 0) return null;
  return (
    <div role="alert" className={css({ color: 'danger.fg', textStyle: 'small', fontWeight: '500' })}>
      {other.map(([path, message]) => (
        <p key={path}>{message}</p>
      ))}
    </div>
  );
}

/** After a 400, focus goes to the first field marked invalid (by the messages' content, not identity). */
export function useFocusFirstInvalid(formId: string, fieldErrors: FieldErrors) {
  const key = JSON.stringify(fieldErrors);
  useEffect(() => {
    if (key === '{}') return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formId, key]);
}

const checkMark = (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
    <path d="M3 8.5l3.2 3L13 4.5" />
  </svg>
);

/** One checkbox drawn as a card, with an optional hint under its label. */
export function CheckField({
  checked,
  onCheckedChange,
  children,
  hint,
  disabled,
  invalid = false,
  describedBy,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  hint?: ReactNode;
  disabled?: boolean | undefined;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      disabled={disabled}
      invalid={invalid}
    >
      <Checkbox.Control>
        <Checkbox.Indicator>{checkMark}</Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.Label>
        <span className={css({ fontWeight: '500' })}>{children}</span>
        {hint ? <span className={note}>{hint}</span> : null}
      </Checkbox.Label>
      <Checkbox.HiddenInput aria-describedby={describedBy} aria-invalid={invalid ? true : undefined} />
    </Checkbox.Root>
  );
}

/** Several checkboxes under one legend, with the group's message from the server. */
export function CheckGroup({
  legend,
  error,
  children,
  columns = 2,
}: {
  legend: string;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
  columns?: 1 | 2;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <fieldset className={fieldsetReset} aria-describedby={describedBy}>
      <legend className={legendText}>{legend}</legend>
      <div
        className={css({
          display: 'grid',
          gap: '2',
          gridTemplateColumns: {
            base: 'minmax(0, 1fr)',
            sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          },
        })}
      >
        {children(describedBy)}
      </div>
      {error ? (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** One choice of several as Ark radios in a row. */
export function RadioField({
  label,
  value,
  onValueChange,
  options,
  error,
  hint,
  disabled,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  error: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <RadioGroup.Root
      value={value || null}
      onValueChange={(details) => onValueChange(details.value ?? '')}
      disabled={disabled}
      invalid={Boolean(error)}
      name={id}
    >
      <RadioGroup.Label>{label}</RadioGroup.Label>
      {hint ? (
        <p id={`${id}-hint`} className={note}>
          {hint}
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {options.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value} className={css({ minW: '28' })}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput
              aria-describedby={describedBy || undefined}
              aria-invalid={error ? true : undefined}
            />
          </RadioGroup.Item>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      ) : null}
    </RadioGroup.Root>
  );
}

/** An on/off preference with its message below. */
export function SwitchField({
  label,
  checked,
  onCheckedChange,
  error,
  hint,
  disabled,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked)}
        disabled={disabled}
        invalid={Boolean(error)}
      >
        <Switch.Label>{label}</Switch.Label>
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.HiddenInput
          role="switch"
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
        />
      </Switch.Root>
      {hint ? (
        <p id={`${id}-hint`} className={note}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled native `<select>` (the platform picker: best on phones and with screen readers). */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  error,
  hint,
  disabled,
  className,
}: {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  error: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} className={className}>
      <Field.Label>{label}</Field.Label>
      <Field.Select value={value} onChange={(e) => onValueChange(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Field.Select>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

type InputProps = Omit<ComponentProps<typeof Field.Input>, 'value' | 'onChange'>;

/** A labelled input (number, time, search) with its hint and message below. */
export function InputField({
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  ...input
}: InputProps & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={input.disabled} className={cx(className)}>
      <Field.Label>{label}</Field.Label>
      <Field.Input {...input} value={value} onChange={(e) => onValueChange(e.currentTarget.value)} />
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
