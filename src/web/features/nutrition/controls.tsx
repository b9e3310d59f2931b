import { useEffect, useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../../../styled-system/css';
import * as Field from '../../components/ui/field';
import * as Switch from '../../components/ui/switch';
import { errorText, note, type Option } from '../../components/form-fields';

export {
  CheckField,
  CheckGroup,
  errorText,
  formGrid,
  note,
  OtherErrors,
  RadioField,
  type Option,
} from '../../components/form-fields';

export type FieldErrors = Readonly<Record<string, string>>;

/** The first server message for `path` or for anything under it (`diets.2`). */
export function errorUnder(fieldErrors: FieldErrors, path: string): string | undefined {
  return Object.entries(fieldErrors).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];
}

/** After a 400, focus goes to the first field marked invalid (by the messages' content, not identity). */
export function useFocusFirstInvalid(formId: string, fieldErrors: FieldErrors) {
  const key = JSON.stringify(fieldErrors);
  useEffect(() => {
    if (key === '{}') return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formId, key]);
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
