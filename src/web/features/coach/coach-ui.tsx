import type { FormEvent, ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { describeFailure } from '../../../../machines/shared/failure';
import * as Dialog from '../../components/ui/dialog';
import * as Field from '../../components/ui/field';
import { toast } from '../../components/ui/toaster-store';

/** A form in a dialog: title, optional description, the fields, Cancel and the submit button. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busy,
  error,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busy: boolean;
  error?: string | undefined;
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size="sm">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
          <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
            {children}
            <Dialog.FormFooter error={error ?? ''} busy={busy}>
              {busy ? 'Working…' : submitLabel}
            </Dialog.FormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A labelled native select (the platform's picker: best on phones and with screen readers). */
export function SelectField({
  label,
  value,
  onChange,
  choices,
  error,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  error?: string | undefined;
  name?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Field.Select name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Field.Select>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Toasts a failed call: the spec's sentence as the title, the server's own message below it. */
export function toastFailure(title: string, error: unknown) {
  const { message } = describeFailure(error);
  toast.error(message && message !== title ? { title, description: message } : { title });
}

export const sectionTitle = css({ textStyle: 'h3', mb: '3' });
export const muted = css({ color: 'fg.muted' });
export const toolbar = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
  alignItems: 'end',
  mb: '6',
});
