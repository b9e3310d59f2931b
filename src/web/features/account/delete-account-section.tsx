import { useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import type { CustomerDeletionRequest, CustomerDeletionStatus } from '../../../contract/back-office-deletion';
import { deletionRequestPaths } from '../../../contract/deletion-request-paths';
import { formatDate } from '../../../domain/dates';
import { useLoad } from '../../lib/use-load';
import { Notice } from '../../components/form-panel';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import * as Field from '../../components/ui/field';
import { ApiError, apiFetch } from '../../lib/api';
import { sectionCard } from './save-form';

// Issue 19: "Delete my account" (docs/decisions/back-office-deletion.md).
const path = deletionRequestPaths.request;

const deletionApi = {
  status: (signal: AbortSignal) => apiFetch<CustomerDeletionStatus>(path, { signal }),
  ask: (body: CustomerDeletionRequest) =>
    apiFetch<CustomerDeletionStatus>(path, { method: 'POST', body, retry: 0 }),
  withdraw: () => apiFetch<CustomerDeletionStatus>(path, { method: 'DELETE', retry: 0 }),
};

const stateText = css({
  fontWeight: '600',
  borderLeftWidth: 'thick',
  borderColor: 'border.default',
  pl: '3',
});

function StatusText({ request }: { request: NonNullable<CustomerDeletionStatus['request']> }) {
  switch (request.state) {
    case 'pending':
      return (
        <p data-testid="deletion-request-state" className={stateText}>
          You asked on {formatDate(request.requestedAt)} for your account to be deleted. Our team will decide
          soon; until then you can withdraw the request.
        </p>
      );
    case 'approved':
      return (
        <Notice tone="danger">
          Your request was approved: your data will be erased on {formatDate(request.eraseAfter!)}.
        </Notice>
      );
    case 'refused':
      return (
        <p data-testid="deletion-request-state" className={stateText}>
          Your request of {formatDate(request.requestedAt)} was refused. Our reason: “{request.refusalReason}”
          You can ask again.
        </p>
      );
    case 'withdrawn':
    case 'erased':
      return null;
  }
}

/** The last section of /customer/account: ask for deletion (password), see the request, withdraw it. */
export function DeleteAccountSection() {
  const { state, setData } = useLoad<CustomerDeletionStatus>('deletion-request', deletionApi.status);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const request = state.status === 'success' ? state.data.request : null;
  const canAsk =
    state.status === 'success' && (!request || request.state === 'refused' || request.state === 'withdrawn');

  const withdraw = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setData(await deletionApi.withdraw());
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={sectionCard} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={css({ textStyle: 'h3', mb: '2' })}>
        Delete my account
      </h2>
      <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <p className={css({ color: 'fg.muted' })}>
          Deleting your account erases your personal data, results, files and chat for good, after a short
          grace period once our team approves it. You will no longer be able to sign in.
        </p>
        {state.status === 'loading' ? <p className={css({ color: 'fg.muted' })}>Loading…</p> : null}
        {state.status === 'error' ? (
          <Notice tone="danger">We could not load your deletion request: {state.error.message}</Notice>
        ) : null}
        {request ? <StatusText request={request} /> : null}
        {request?.state === 'pending' ? (
          <Button variant="outline" onClick={withdraw} disabled={busy}>
            {busy ? 'Withdrawing…' : 'Withdraw my request'}
          </Button>
        ) : null}
        {canAsk ? (
          <Button variant="outline" onClick={() => setOpen(true)}>
            Delete my account…
          </Button>
        ) : null}
        {error ? <Notice tone="danger">{error}</Notice> : null}
      </div>
      {open ? (
        <AskDialog
          onClose={() => setOpen(false)}
          onAsked={(status) => {
            setData(status);
            setOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}

function AskDialog({
  onClose,
  onAsked,
}: {
  onClose: () => void;
  onAsked: (status: CustomerDeletionStatus) => void;
}) {
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFields({});
    try {
      onAsked(await deletionApi.ask({ password, ...(note.trim() ? { note: note.trim() } : {}) }));
    } catch (failure) {
      const issues = failure instanceof ApiError ? failure.issues : [];
      setFields(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      setError(issues.length ? 'Check the fields marked above.' : (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} size="sm" role="alertdialog">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Delete your account?</Dialog.Title>
          <Dialog.Description>
            Our team reviews your request. Once approved you can no longer sign in, and everything of yours is
            erased after the grace period. Enter your password to confirm.
          </Dialog.Description>
          <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4', mt: '3' })}>
            <Field.Root invalid={Boolean(fields.password)} required>
              <Field.Label>Your password</Field.Label>
              <Field.Input
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <Field.ErrorText>{fields.password}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(fields.note)}>
              <Field.Label>Why are you leaving? (optional)</Field.Label>
              <Field.Textarea
                name="note"
                rows={3}
                maxLength={1000}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
              />
              <Field.ErrorText>{fields.note}</Field.ErrorText>
            </Field.Root>
            <Dialog.FormFooter error={error ?? ''} busy={busy}>
              {busy ? 'Sending…' : 'Ask to delete my account'}
            </Dialog.FormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
