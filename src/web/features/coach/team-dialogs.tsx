import { useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import {
  COACH_MESSAGES,
  TEAM_LOGO_FIELD,
  TEAM_LOGO_MAX_BYTES,
  TEAM_NAME_MAX,
  teamLogoTypes,
  type CoachTeam,
} from '../../../contract/coach';
import { describeFailure } from '../../../../machines/shared/failure';
import * as Field from '../../components/ui/field';
import { toast } from '../../components/ui/toaster-store';
import { coachApi } from './coach-api';
import { FormDialog, muted, toastFailure } from './coach-ui';

const MB = 1024 * 1024;

/** A picked logo and its preview (the object URL is freed when it changes or the dialog closes). */
function useLogoFile() {
  const [picked, setPicked] = useState<{ file: File; preview: string | undefined }>();
  useEffect(() => {
    const url = picked?.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [picked]);
  const setFile = (file: File | undefined) =>
    setPicked(
      file
        ? {
            file,
            preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined,
          }
        : undefined,
    );
  return { file: picked?.file, setFile, preview: picked?.preview };
}

/** Checks what the browser can before sending (the server checks the content again). */
function logoProblem(file: File | undefined): string | undefined {
  if (!file) return 'Choose an image';
  if (file.size > TEAM_LOGO_MAX_BYTES) return `Use an image of at most ${TEAM_LOGO_MAX_BYTES / MB} MB`;
  if (file.type && !(teamLogoTypes as readonly string[]).includes(file.type))
    return 'Use a PNG, JPEG or WebP image';
  return undefined;
}

function LogoFields({
  logo,
  error,
  current,
}: {
  logo: ReturnType<typeof useLogoFile>;
  error: string | undefined;
  current?: string | null | undefined;
}) {
  const shown = logo.preview ?? current ?? undefined;
  return (
    <>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Logo (PNG, JPEG or WebP, at most 2 MB)</Field.Label>
        <Field.Input
          type="file"
          name={TEAM_LOGO_FIELD}
          accept={teamLogoTypes.join(',')}
          onChange={(e) => logo.setFile(e.currentTarget.files?.[0])}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      {shown ? (
        <img
          src={shown}
          alt="Logo preview"
          className={css({ w: '24', h: '24', objectFit: 'contain', borderRadius: 'md', borderWidth: 'thin' })}
        />
      ) : null}
    </>
  );
}

async function uploadLogo(teamId: number, file: File) {
  const form = new FormData();
  form.append(TEAM_LOGO_FIELD, file);
  return coachApi.uploadTeamLogo(teamId, form);
}

/** Create a team: its name, then an optional logo with a preview. */
export function CreateTeamDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [name, setName] = useState('');
  const [team, setTeam] = useState<CoachTeam>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const logo = useLogoFile();
  const close = () => {
    if (team) onDone();
    onClose();
  };
  const submitName = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setTeam(await coachApi.addTeam(name));
    } catch (e) {
      const failure = describeFailure(e);
      setError(failure.fieldErrors.name ?? failure.message);
    } finally {
      setBusy(false);
    }
  };
  const submitLogo = async () => {
    if (!team) return;
    const problem = logoProblem(logo.file);
    if (problem || !logo.file) return setError(problem);
    setBusy(true);
    try {
      await uploadLogo(team.id, logo.file);
      close();
    } catch (e) {
      toastFailure(COACH_MESSAGES.logoUploadFailed, e);
    } finally {
      setBusy(false);
    }
  };
  if (!team)
    return (
      <FormDialog
        open
        onOpenChange={(open) => (open ? undefined : close())}
        title="Create a team"
        submitLabel="Create team"
        busy={busy}
        onSubmit={submitName}
      >
        <Field.Text
          label="Team name"
          name="name"
          maxLength={TEAM_NAME_MAX}
          value={name}
          onValueChange={setName}
          error={error}
          required
        />
      </FormDialog>
    );
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Add a logo to “${team.title}”`}
      description={<span className={muted}>The team is created. A logo is optional: Cancel skips it.</span>}
      submitLabel="Upload logo"
      busy={busy}
      onSubmit={submitLogo}
    >
      <LogoFields logo={logo} error={error} />
    </FormDialog>
  );
}

/** Rename a team; a failure other than a bad name toasts 'Error on editing team'. */
export function RenameTeamDialog({
  team,
  onClose,
  onDone,
}: {
  team: CoachTeam;
  onClose: () => void;
  onDone: () => void;
}) {
  const [name, setName] = useState(team.title);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await coachApi.editTeam(team.id, name);
      toast.success({ title: 'Team renamed' });
      onDone();
      onClose();
    } catch (e) {
      const failure = describeFailure(e);
      if (failure.fieldErrors.name) setError(failure.fieldErrors.name);
      else toastFailure(COACH_MESSAGES.teamEditFailed, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Rename “${team.title}”`}
      submitLabel="Save"
      busy={busy}
      onSubmit={submit}
    >
      <Field.Text
        label="Team name"
        name="name"
        maxLength={TEAM_NAME_MAX}
        value={name}
        onValueChange={setName}
        error={error}
        required
      />
    </FormDialog>
  );
}

/** Change a team's logo; a failure toasts 'Error on uploading team logo'. */
export function LogoDialog({
  team,
  onClose,
  onDone,
}: {
  team: CoachTeam;
  onClose: () => void;
  onDone: () => void;
}) {
  const logo = useLogoFile();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const problem = logoProblem(logo.file);
    if (problem || !logo.file) return setError(problem);
    setBusy(true);
    setError(undefined);
    try {
      await uploadLogo(team.id, logo.file);
      toast.success({ title: 'Logo saved' });
      onDone();
      onClose();
    } catch (e) {
      const failure = describeFailure(e);
      if (failure.fieldErrors[TEAM_LOGO_FIELD]) setError(failure.fieldErrors[TEAM_LOGO_FIELD]);
      toastFailure(COACH_MESSAGES.logoUploadFailed, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Logo of “${team.title}”`}
      submitLabel="Upload logo"
      busy={busy}
      onSubmit={submit}
    >
      <LogoFields logo={logo} error={error} current={team.imagePath} />
    </FormDialog>
  );
}
