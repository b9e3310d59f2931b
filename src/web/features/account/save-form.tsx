import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import * as Fieldset from '../../components/ui/fieldset';
import { describeFailure } from '../../../../machines/shared/failure';

export interface Option {
  value: string;
  label: string;
}

export type FieldSpec = {
  name: string;
  label: string;
  defaultValue?: string | undefined;
  help?: string | undefined;
} & (
  | {
      kind: 'text' | 'email' | 'password' | 'date' | 'tel' | 'number';
      autoComplete?: string;
      step?: string;
      inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
    }
  | { kind: 'select'; options: Option[]; placeholder?: string }
  | { kind: 'radio'; options: Option[] }
);

/** Errors by field name, and one for the whole form. */
export class FormErrors extends Error {
  constructor(
    readonly fields: Record<string, string>,
    message = 'Check the fields marked below.',
  ) {
    super(message);
  }
}

/**
 * Turns a failed call into field errors: each issue path the server names (`value`, `address.zip`)
 * goes to the field `rename` maps it to (by default the field of the same name).
 */
export function formErrorsOf(error: unknown, rename: Record<string, string> = {}): FormErrors | Error {
  if (error instanceof FormErrors) return error;
  const { message, fieldErrors } = describeFailure(error);
  const paths = Object.entries(fieldErrors);
  if (paths.length === 0) return new Error(message);
  const fields: Record<string, string> = {};
  for (const [path, text] of paths) fields[rename[path] ?? path] ??= text;
  return new FormErrors(fields);
}

/** The card every account section sits in. */
export const sectionCard = css({
  bg: 'bg.canvas',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: { base: '5', md: '6' },
});

const group = css({ display: 'flex', flexWrap: 'wrap', gap: '4' });
const fill = css({ w: 'full', minW: '0' });

/** One field of the form, through the shared wrappers: label, help and error wired to the control. */
function FieldControl({ spec, error }: { spec: FieldSpec; error: string | undefined }) {
  if (spec.kind === 'radio') {
    return (
      <Fieldset.Root invalid={Boolean(error)} data-field={spec.name}>
        <Fieldset.Legend>{spec.label}</Fieldset.Legend>
        <div className={group}>
          {spec.options.map((o) => (
            <label key={o.value} className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
              <input
                type="radio"
                name={spec.name}
                value={o.value}
                defaultChecked={spec.defaultValue === o.value}
                aria-invalid={error ? true : undefined}
              />
              {o.label}
            </label>
          ))}
        </div>
        {spec.help ? (
          <Fieldset.HelperText asChild>
            <p>{spec.help}</p>
          </Fieldset.HelperText>
        ) : null}
        <Fieldset.ErrorText asChild>
          <p>{error}</p>
        </Fieldset.ErrorText>
      </Fieldset.Root>
    );
  }
  return (
    <Field.Root invalid={Boolean(error)} data-field={spec.name}>
      <Field.Label>{spec.label}</Field.Label>
      {spec.kind === 'select' ? (
        <Field.Select name={spec.name} defaultValue={spec.defaultValue ?? ''} className={fill}>
          <option value="">{spec.placeholder ?? 'Choose…'}</option>
          {spec.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Field.Select>
      ) : (
        <Field.Input
          name={spec.name}
          type={spec.kind === 'number' ? 'text' : spec.kind}
          inputMode={spec.kind === 'number' ? (spec.inputMode ?? 'decimal') : spec.inputMode}
          autoComplete={spec.autoComplete}
          defaultValue={spec.defaultValue ?? ''}
          className={fill}
        />
      )}
      {spec.help ? (
        <Field.HelperText asChild>
          <p>{spec.help}</p>
        </Field.HelperText>
      ) : null}
      <Field.ErrorText asChild>
        <p>{error}</p>
      </Field.ErrorText>
    </Field.Root>
  );
}

export type FormValues = Record<string, string>;

/**
 * A section of the account or health profile: its fields, a Save button, the server's message
 * next to each field it names, and "Saved" once done. The inputs keep what was typed after an
 * error, so nothing is lost; `onSaved` refreshes the page's data after a success.
 */
export function SaveForm({
  title,
  description,
  fields,
  submit,
  onSaved,
  submitLabel = 'Save',
  savedMessage = 'Saved.',
  resetOnSave = false,
  children,
  columns = 2,
}: {
  title: string;
  description?: ReactNode;
  fields: FieldSpec[];
  submit: (values: FormValues) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  submitLabel?: string;
  savedMessage?: string;
  /** Empty the inputs after a success (passwords). */
  resetOnSave?: boolean;
  children?: ReactNode;
  columns?: 1 | 2;
}) {
  const headingId = useId();
  const [state, setState] = useState<
    { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'error'; error: Error }
  >({ status: 'idle' });
  const fieldErrors = state.status === 'error' && state.error instanceof FormErrors ? state.error.fields : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: FormValues = {};
    for (const spec of fields) {
      const value = data.get(spec.name);
      values[spec.name] = typeof value === 'string' ? value : '';
    }
    setState({ status: 'saving' });
    submit(values).then(
      (result) => {
        setState({ status: 'saved' });
        if (resetOnSave) form.reset();
        onSaved?.(result);
      },
      (error: unknown) => setState({ status: 'error', error: formErrorsOf(error) }),
    );
  };
  const unnamed =
    state.status === 'error'
      ? Object.entries(fieldErrors)
          .filter(([name]) => !fields.some((f) => f.name === name))
          .map(([, message]) => message)
      : [];
  return (
    <section aria-labelledby={headingId} className={sectionCard}>
      <h2 id={headingId} className={css({ textStyle: 'h3', mb: '1' })}>
        {title}
      </h2>
      {description ? (
        <div className={css({ color: 'fg.muted', textStyle: 'small', mb: '4' })}>{description}</div>
      ) : null}
      <form noValidate onSubmit={onSubmit}>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: {
              base: 'minmax(0, 1fr)',
              md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
            },
            gap: '4',
            mt: '3',
          })}
        >
          {fields.map((spec) => (
            <FieldControl key={spec.name} spec={spec} error={fieldErrors[spec.name]} />
          ))}
        </div>
        {children}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '4', mt: '5', flexWrap: 'wrap' })}>
          <Button type="submit" disabled={state.status === 'saving'} aria-busy={state.status === 'saving'}>
            {submitLabel}
          </Button>
          <p role="status" className={css({ textStyle: 'small' })}>
            {state.status === 'saved' ? (
              <span className={css({ color: 'accent.fg', fontWeight: '600' })}>{savedMessage}</span>
            ) : state.status === 'saving' ? (
              <span className={css({ color: 'fg.muted' })}>Saving…</span>
            ) : null}
          </p>
        </div>
        {state.status === 'error' ? (
          <div
            role="alert"
            className={css({ color: 'danger.fg', textStyle: 'small', fontWeight: '500', mt: '3' })}
          >
            {state.error instanceof FormErrors ? (
              <>
                <p>{state.error.message}</p>
                {unnamed.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </>
            ) : (
              <p>{state.error.message}</p>
            )}
          </div>
        ) : null}
      </form>
    </section>
  );
}

/** A number from a text field, NaN when it is not one (the server names the field then). */
export const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
