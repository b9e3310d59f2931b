import { useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import type { TableViewNote } from '../../../contract/blood';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { ApiError } from '../../lib/api';

type Errors = { title?: string | undefined; comment?: string | undefined; form?: string | undefined };

/** The rules of noteRequest (src/contract/blood.ts), checked before the call; the server's answer wins. */
export function checkNote(title: string, comment: string): Errors {
  const errors: Errors = {};
  if (!title.trim()) errors.title = 'Enter a title';
  else if (title.trim().length > 120) errors.title = 'Use at most 120 characters';
  if (comment.trim().length > 2000) errors.comment = 'Use at most 2000 characters';
  return errors;
}

/** Adds a table-view note to one result; errors show at their fields. */
export function NoteForm({
  resultId,
  label,
  submit,
  onAdded,
}: {
  resultId: number;
  /** The form's name, unique on the page (one form per draw: axe's landmark-unique). */
  label: string;
  submit: (resultId: number, body: { title: string; comment: string }) => Promise<TableViewNote>;
  onAdded: (note: TableViewNote) => void;
}) {
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkNote(title, comment);
    setErrors(found);
    if (found.title || found.comment) return;
    setBusy(true);
    try {
      const note = await submit(resultId, { title: title.trim(), comment: comment.trim() });
      setTitle('');
      setComment('');
      onAdded(note);
    } catch (error) {
      const e = error instanceof ApiError ? error : undefined;
      setErrors({
        title: e?.issueFor('title'),
        comment: e?.issueFor('comment'),
        form: e && !e.issueFor('title') && !e.issueFor('comment') ? e.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={label}
      className={css({ display: 'grid', gap: '3' })}
    >
      <Field.Root invalid={Boolean(errors.title)}>
        <Field.Label>Note title</Field.Label>
        <Field.Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Field.ErrorText>{errors.title}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.comment)}>
        <Field.Label>Comment (optional)</Field.Label>
        <Field.Textarea value={comment} rows={2} onChange={(e) => setComment(e.currentTarget.value)} />
        <Field.ErrorText>{errors.comment}</Field.ErrorText>
      </Field.Root>
      {errors.form ? (
        <p role="alert" className={css({ color: 'danger.fg' })}>
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          Add note
        </Button>
      </div>
    </form>
  );
}
