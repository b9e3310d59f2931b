import { useId, type ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import * as Checkbox from './ui/checkbox';
import * as RadioGroup from './ui/radio-group';

// The form controls every feature's forms share: Ark UI checkboxes and radios drawn as cards, a
// group with its legend, help and error, and the server messages no field owns.

export const formGrid = css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)' });
export const twoColumns = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
});
export const note = css({ color: 'fg.muted', textStyle: 'small' });
const fieldsetReset = css({ border: 'none', p: '0', m: '0', minW: '0' });
const legend = css({ fontWeight: '600', textStyle: 'small', mb: '2', p: '0' });
export const errorText = css({ color: 'danger.fg', textStyle: 'small', fontWeight: '500', mt: '1.5' });

/** Server messages the form has no field for (shown at the top of the form). */
export function OtherErrors({
  fieldErrors,
  known,
}: {
  fieldErrors: Readonly<Record<string, string>>;
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

export interface Option {
  value: string;
  label: string;
  description?: string | null | undefined;
}

/** One choice of several as Ark radios, drawn as cards (`layout="row"` for short answers). */
export function RadioField({
  label,
  value,
  onValueChange,
  options,
  error,
  help,
  disabled,
  layout = 'cards',
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  error: string | undefined;
  help?: ReactNode;
  disabled?: boolean;
  layout?: 'cards' | 'row';
}) {
  const id = useId();
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <RadioGroup.Root
      value={value || null}
      onValueChange={(details) => onValueChange(details.value ?? '')}
      disabled={disabled}
      invalid={Boolean(error)}
      name={id}
    >
      <RadioGroup.Label>{label}</RadioGroup.Label>
      {help ? (
        <p id={`${id}-help`} className={note}>
          {help}
        </p>
      ) : null}
      <div
        className={
          layout === 'row'
            ? css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
            : css({
                display: 'grid',
                gap: '2',
                gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              })
        }
      >
        {options.map((o) => (
          <RadioGroup.Item
            key={o.value}
            value={o.value}
            className={layout === 'row' ? css({ minW: '28' }) : undefined}
          >
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>
              <span className={css({ fontWeight: '500' })}>{o.label}</span>
              {o.description ? <span className={note}>{o.description}</span> : null}
            </RadioGroup.ItemText>
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

/** One checkbox drawn as a card. */
export function CheckField({
  checked,
  onCheckedChange,
  children,
  description,
  disabled,
  error,
  invalid = false,
  describedBy,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  description?: ReactNode;
  disabled?: boolean | undefined;
  error?: string | undefined;
  /** Marked invalid by its group's error (shown by the group). */
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const id = useId();
  const ids = [describedBy, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        disabled={disabled}
        invalid={Boolean(error) || invalid}
      >
        <Checkbox.Control>
          <Checkbox.Indicator>
            <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
              <path d="M3 8.5l3.2 3L13 4.5" />
            </svg>
          </Checkbox.Indicator>
        </Checkbox.Control>
        <Checkbox.Label>
          <span className={css({ fontWeight: '500' })}>{children}</span>
          {description ? <span className={note}>{description}</span> : null}
        </Checkbox.Label>
        <Checkbox.HiddenInput
          aria-describedby={ids || undefined}
          aria-invalid={error || invalid ? true : undefined}
        />
      </Checkbox.Root>
      {error ? (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Several checkboxes under one legend, with the group's help and error. */
export function CheckGroup({
  legend: title,
  help,
  error,
  children,
  columns = 2,
}: {
  legend: string;
  help?: ReactNode;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
  columns?: 1 | 2;
}) {
  const id = useId();
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={fieldsetReset} aria-describedby={describedBy || undefined}>
      <legend className={legend}>{title}</legend>
      {help ? (
        <p id={`${id}-help`} className={cx(note, css({ mb: '2' }))}>
          {help}
        </p>
      ) : null}
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
        {children(describedBy || undefined)}
      </div>
      {error ? (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
