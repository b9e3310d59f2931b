import type { z } from 'zod';
import { useEffect, useId, useReducer, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { css, cx } from '../../../../../styled-system/css';
import { Spinner } from '../../../components/layout';
import { Button } from '../../../components/ui/button';
import * as Checkbox from '../../../components/ui/checkbox';
import * as Field from '../../../components/ui/field';
import * as RadioGroup from '../../../components/ui/radio-group';
import type { ResourceState } from '../../../lib/resource';
import { referenceResource, type OnboardingReferences, type ReferenceName } from './references-api';

// ── Reference lists ──────────────────────────────────────────────────────────

type Picked<N extends ReferenceName> = { [K in N]: OnboardingReferences[K] };

/** The reference lists a form needs, loaded once and shared; each change re-renders. */
function useReferences<N extends ReferenceName>(names: readonly N[]) {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const key = names.join(',');
  useEffect(() => {
    const list = names.map((name) => referenceResource(name));
    const stops = list.map((resource) => resource.subscribe(changed));
    list.forEach((resource) => resource.load());
    changed();
    return () => stops.forEach((stop) => stop());
    // `key` names the lists
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const states = names.map((name) => [name, referenceResource(name).getState()] as const);
  const retry = () =>
    states.forEach(([name, state]) => {
      if (state.status === 'error') referenceResource(name).reload();
    });
  return { states, retry };
}

/** Renders `children` with the lists once all are loaded; a spinner before, an alert with retry on failure. */
export function WithReferences<N extends ReferenceName>({
  names,
  label,
  children,
}: {
  names: readonly N[];
  label: string;
  children: (data: Picked<N>) => ReactNode;
}) {
  const { states, retry } = useReferences(names);
  const failed = states.find(([, s]) => s.status === 'error')?.[1] as
    Extract<ResourceState<unknown>, { status: 'error' }> | undefined;
  if (failed)
    return (
      <div
        role="alert"
        className={css({ p: '4', bg: 'danger.subtle', color: 'danger.fg', borderRadius: 'lg' })}
      >
        <p className={css({ mb: '2' })}>
          We could not load {label}: {failed.error.message}
        </p>
        <Button type="button" size="sm" variant="outline" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  if (states.some(([, s]) => s.status !== 'success')) return <Spinner label={`Loading ${label}…`} />;
  const data = Object.fromEntries(
    states.map(([name, s]) => [name, s.status === 'success' ? s.data : undefined]),
  ) as Picked<N>;
  return <>{children(data)}</>;
}

// ── Layout ───────────────────────────────────────────────────────────────────

export const formGrid = css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)' });
export const twoColumns = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
});
export const note = css({ color: 'fg.muted', textStyle: 'small' });
const fieldsetReset = css({ border: 'none', p: '0', m: '0', minW: '0' });
const legend = css({ fontWeight: '600', textStyle: 'small', mb: '2', p: '0' });
const errorText = css({ color: 'danger.fg', textStyle: 'small', fontWeight: '500', mt: '1.5' });

/** The messages the form found itself, before the server's. */
export type Problems = Record<string, string>;
/** The first message for a field: the form's own check, else the server's. */
export const errorFor = (problems: Problems, fieldErrors: Readonly<Record<string, string>>, path: string) =>
  problems[path] ?? fieldErrors[path];

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

// ── Fields ───────────────────────────────────────────────────────────────────

type InputProps = Omit<ComponentProps<typeof Field.Input>, 'value' | 'onChange'>;

/** A labelled text input with its help and error below (Ark Field links both to the input). */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  help,
  required,
  disabled,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  help?: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? null : <span className={css({ fontWeight: '400', color: 'fg.muted' })}> (optional)</span>}
      </Field.Label>
      <Field.Input
        type="text"
        {...input}
        value={value}
        onChange={(e) => onValueChange(e.currentTarget.value)}
      />
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export interface Option {
  value: string;
  label: string;
  description?: string | null | undefined;
}

/** A labelled native `<select>` (the platform picker: best on phones and with screen readers). */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder = 'Choose…',
  error,
  help,
  required,
  disabled,
  autoComplete,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
  error: string | undefined;
  help?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? null : <span className={css({ fontWeight: '400', color: 'fg.muted' })}> (optional)</span>}
      </Field.Label>
      <Field.Select
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onValueChange(e.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Field.Select>
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
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

export const optionsOf = (
  list: readonly { id: number; name: string; description?: string | null }[],
): Option[] => list.map((o) => ({ value: String(o.id), label: o.name, description: o.description ?? null }));

/** The id of a chosen option, or null when none is chosen. */
export const idOf = (value: string) => (value === '' ? null : Number(value));

/**
 * The contract's own check of a request body, run in the browser first: the same messages the
 * server would send, by the same paths (`markers.0.value`), first message per path.
 */
export function check(schema: z.ZodType, body: unknown): Problems {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const problems: Problems = {};
  for (const issue of result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

/** After a failed check or save, focus goes to the first field marked invalid. */
export function useFocusFirstInvalid(
  formId: string,
  problems: Problems,
  fieldErrors: Readonly<Record<string, string>>,
) {
  // the server's errors by content: a page re-render with an equal object must not move focus
  const serverKey = JSON.stringify(fieldErrors);
  useEffect(() => {
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formId, problems, serverKey]);
}

/** The form's submit: the body and the browser's own check; the body goes on only when it passes. */
export const submitWith =
  (
    build: () => { body: object; problems: Problems },
    setProblems: (problems: Problems) => void,
    onSubmit: (body: object) => void,
  ) =>
  (event: FormEvent) => {
    event.preventDefault();
    const { body, problems } = build();
    setProblems(problems);
    if (Object.keys(problems).length === 0) onSubmit(body);
  };

type StreetKey = 'line1' | 'line2' | 'city';

/** Street, line 2 and city: the lines both address forms ask, each error at `errorOf(key)`. */
export function StreetFields({
  value,
  onChange,
  errorOf,
  disabled,
}: {
  value: Record<StreetKey, string>;
  onChange: (key: StreetKey) => (value: string) => void;
  errorOf: (key: StreetKey) => string | undefined;
  disabled: boolean;
}) {
  const fields: { key: StreetKey; label: string; autoComplete: string; required: boolean }[] = [
    { key: 'line1', label: 'Street address', autoComplete: 'address-line1', required: true },
    { key: 'line2', label: 'Apartment, suite, unit', autoComplete: 'address-line2', required: false },
    { key: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  ];
  return fields.map((f) => (
    <TextField
      key={f.key}
      label={f.label}
      required={f.required}
      autoComplete={f.autoComplete}
      value={value[f.key]}
      onValueChange={onChange(f.key)}
      error={errorOf(f.key)}
      disabled={disabled}
    />
  ));
}
