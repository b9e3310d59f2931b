import { useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import type { CoachUser, InventoryItem } from '../../../contract/coach';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import * as Field from '../../components/ui/field';
import { toApiError } from '../../lib/api';
import { coachApi } from './coach-api';

type Errors = Partial<Record<'customerId' | 'email' | 'firstName' | 'lastName' | 'form', string>>;

const FIELDS = ['customerId', 'email', 'firstName', 'lastName'] as const;

/** The server's 400 issues at their fields; anything else for the whole form. */
function errorsOf(error: unknown): Errors {
  const failure = toApiError(error, 'inventory');
  const errors: Errors = {};
  for (const issue of failure.issues) {
    const field = FIELDS.find((f) => issue.path === f);
    if (field) errors[field] ??= issue.message;
  }
  if (!FIELDS.some((f) => errors[f])) errors.form = failure.message;
  return errors;
}

export const personName = (p: { firstName: string; lastName: string; email: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

const twoColumns = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
});
const choices = css({ display: 'flex', gap: '4', flexWrap: 'wrap', border: 'none', p: '0', m: '0' });
const choice = css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' });

/**
 * Assigns an Available test: to a member of the company (picked from the coach's users), or to a
 * new customer (the server creates the account and e-mails them, 001 §5).
 */
export function AssignDialog({
  item,
  members,
  onDone,
}: {
  item: InventoryItem;
  members: readonly CoachUser[];
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'member' | 'new'>(members.length ? 'member' : 'new');
  const [customerId, setCustomerId] = useState('');
  const [person, setPerson] = useState({ email: '', firstName: '', lastName: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      if (mode === 'member') {
        const chosen = members.find((m) => String(m.id) === customerId);
        if (!chosen) {
          setErrors({ customerId: 'Choose a member' });
          return;
        }
        await coachApi.assign(item.id, chosen.id);
        onDone(`${item.title} is assigned to ${personName(chosen)}.`);
      } else {
        await coachApi.assignNewCustomer(item.id, person);
        onDone(`${item.title} is assigned to ${personName(person)}. We e-mailed them how to sign in.`);
      }
      setOpen(false);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const text = (
    key: 'email' | 'firstName' | 'lastName',
    label: string,
    type = 'text',
    autoComplete = 'off',
  ) => (
    <Field.Text
      label={label}
      error={errors[key]}
      name={key}
      type={type}
      autoComplete={autoComplete}
      value={person[key]}
      onValueChange={(value) => setPerson((p) => ({ ...p, [key]: value }))}
    />
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        setOpen(d.open);
        if (!d.open) setErrors({});
      }}
      size="sm"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" aria-label={`Assign ${item.title} (#${item.id})`}>
          Assign
        </Button>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Assign {item.title}</Dialog.Title>
          <Dialog.Description>The test shows in their orders, ready to use.</Dialog.Description>
          <form
            noValidate
            onSubmit={(e) => void onSubmit(e)}
            className={css({ display: 'grid', gap: '4', mt: '4' })}
          >
            <fieldset className={choices}>
              <legend className={css({ srOnly: true })}>Assign to</legend>
              <label className={choice}>
                <input
                  type="radio"
                  name="assignTo"
                  checked={mode === 'member'}
                  onChange={() => setMode('member')}
                  disabled={!members.length}
                />
                A member
              </label>
              <label className={choice}>
                <input
                  type="radio"
                  name="assignTo"
                  checked={mode === 'new'}
                  onChange={() => setMode('new')}
                />
                Someone new
              </label>
            </fieldset>
            {mode === 'member' ? (
              <Field.Root invalid={Boolean(errors.customerId)}>
                <Field.Label>Member</Field.Label>
                <Field.Select
                  name="customerId"
                  value={customerId}
                  onChange={(e) => setCustomerId(e.currentTarget.value)}
                >
                  <option value="">Choose a member…</option>
                  {members.map((m) => (
                    <option key={m.id} value={m.id}>
                      {personName(m)} ({m.email})
                    </option>
                  ))}
                </Field.Select>
                <Field.ErrorText>{errors.customerId}</Field.ErrorText>
              </Field.Root>
            ) : (
              <>
                {text('email', 'E-mail', 'email', 'email')}
                <div className={twoColumns}>
                  {text('firstName', 'First name')}
                  {text('lastName', 'Last name')}
                </div>
              </>
            )}
            <Dialog.FormFooter {...(errors.form ? { error: errors.form } : {})} busy={busy}>
              {busy ? 'Assigning…' : 'Assign test'}
            </Dialog.FormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

/** Takes an Assigned test back into stock, after a confirmation. */
export function UnassignDialog({ item, onDone }: { item: InventoryItem; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const who = item.customer ? personName(item.customer) : 'its member';

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await coachApi.unassign(item.id);
      setOpen(false);
      onDone(`${item.title} is back in stock.`);
    } catch (failure) {
      setError(toApiError(failure, 'unassign').message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        setOpen(d.open);
        if (!d.open) setError(undefined);
      }}
      size="sm"
      role="alertdialog"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`Unassign ${item.title} (#${item.id})`}>
          Unassign
        </Button>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Unassign {item.title}?</Dialog.Title>
          <Dialog.Description>The test leaves {who}’s orders and becomes available again.</Dialog.Description>
          {error ? (
            <p role="alert" className={css({ color: 'danger.fg', mt: '3' })}>
              {error}
            </p>
          ) : null}
          <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '5' })}>
            <Dialog.CloseTrigger asChild>
              <Button type="button" variant="ghost">
                Keep it assigned
              </Button>
            </Dialog.CloseTrigger>
            <Button type="button" onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Unassigning…' : 'Unassign'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
