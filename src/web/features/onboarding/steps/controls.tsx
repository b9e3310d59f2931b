import type { z } from 'zod';
import { useEffect, useReducer, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { css } from '../../../../../styled-system/css';
import { Spinner } from '../../../components/layout';
import { Button } from '../../../components/ui/button';
import * as Field from '../../../components/ui/field';
import type { ResourceState } from '../../../lib/resource';
import { referenceResource, type OnboardingReferences, type ReferenceName } from './references-api';
import type { Option } from '../../../components/form-fields';

export {
  CheckField,
  CheckGroup,
  formGrid,
  note,
  OtherErrors,
  RadioField,
  twoColumns,
  type Option,
} from '../../../components/form-fields';

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

/** The messages the form found itself, before the server's. */
export type Problems = Record<string, string>;
/** The first message for a field: the form's own check, else the server's. */
export const errorFor = (problems: Problems, fieldErrors: Readonly<Record<string, string>>, path: string) =>
  problems[path] ?? fieldErrors[path];

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
