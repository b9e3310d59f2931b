import { useState } from 'react';
import type { CoachTeam } from '../../../contract/coach';
import { describeFailure } from '../../../../machines/shared/failure';
import * as Field from '../../components/ui/field';
import { toast } from '../../components/ui/toaster-store';
import { coachApi } from './coach-api';
import { FormDialog, SelectField } from './coach-ui';

/** 001 §5: invite by e-mail with its retype; the server's 400 messages show next to the fields. */
export function InviteDialog({
  teams,
  teamId,
  onClose,
  onDone,
}: {
  teams: readonly CoachTeam[];
  teamId: number | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const live = teams.filter((t) => !t.deleted);
  const [team, setTeam] = useState(String(teamId ?? live[0]?.id ?? ''));
  const [email, setEmail] = useState('');
  const [retype, setRetype] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      await coachApi.invite(Number(team), { customerEmail: email, customerEmailRetype: retype });
      toast.success({ title: 'Invitation sent', description: email });
      onDone();
      onClose();
    } catch (error) {
      const failure = describeFailure(error);
      const known = ['customerEmail', 'customerEmailRetype'];
      const fieldErrors = failure.fieldErrors;
      setErrors({
        ...fieldErrors,
        ...(known.some((k) => fieldErrors[k]) ? {} : { form: failure.message }),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Invite by e-mail"
      description="We e-mail them a link to join the team; it works for 14 days."
      submitLabel="Send invitation"
      busy={busy || !team}
      error={errors.form ?? (live.length ? undefined : 'Create a team first.')}
      onSubmit={submit}
    >
      <SelectField
        label="Team"
        name="team"
        value={team}
        onChange={setTeam}
        choices={live.map((t) => ({ value: String(t.id), label: t.title }))}
      />
      <Field.Text
        label="E-mail"
        name="customerEmail"
        type="email"
        autoComplete="off"
        value={email}
        onValueChange={setEmail}
        error={errors.customerEmail}
        required
      />
      <Field.Text
        label="Retype the e-mail"
        name="customerEmailRetype"
        type="email"
        autoComplete="off"
        value={retype}
        onValueChange={setRetype}
        error={errors.customerEmailRetype}
        required
      />
    </FormDialog>
  );
}
