import { useState, type FormEvent } from 'react';
import { saveBlob } from '../../lib/save-blob';
import { css } from '../../../../styled-system/css';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import * as Field from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { bloodApi } from '../../components/charts/blood-api';

type Key = 'sharedName' | 'sharedEmail' | 'sharedFax';

/** Shares the latest results with a doctor (name, e-mail, optional fax); errors show at the fields. */
export function ShareDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Key, string>>({
    sharedName: '',
    sharedEmail: '',
    sharedFax: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Key | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Key, string>> = {};
    if (!values.sharedName.trim()) found.sharedName = 'Enter a name';
    if (!/^\S+@\S+\.\S+$/.test(values.sharedEmail.trim())) found.sharedEmail = 'Enter a valid e-mail address';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await bloodApi.share({
        sharedName: values.sharedName,
        sharedEmail: values.sharedEmail,
        sharedFax: values.sharedFax.trim() || null,
      });
      toast.success({
        title: 'Results shared',
        description: `We sent your results to ${values.sharedEmail.trim()}.`,
      });
      setOpen(false);
      setValues({ sharedName: '', sharedEmail: '', sharedFax: '' });
    } catch (error) {
      const e = error instanceof ApiError ? error : undefined;
      const at = {
        sharedName: e?.issueFor('sharedName'),
        sharedEmail: e?.issueFor('sharedEmail'),
        sharedFax: e?.issueFor('sharedFax'),
      };
      setErrors({
        ...at,
        form: Object.values(at).some(Boolean) ? undefined : (e?.message ?? 'Sharing failed'),
      });
    } finally {
      setBusy(false);
    }
  };
  const field = (key: Key, label: string, type = 'text') => (
    <Field.Text
      label={label}
      error={errors[key]}
      type={type}
      value={values[key]}
      onValueChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
    />
  );
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} size="sm">
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Share results
        </Button>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title className={css({ textStyle: 'h3', mb: '2' })}>Share your results</Dialog.Title>
          <Dialog.Description className={css({ color: 'fg.muted', mb: '4' })}>
            We send your latest blood results to the person you name.
          </Dialog.Description>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className={css({ display: 'grid', gap: '3' })}>
            {field('sharedName', 'Name')}
            {field('sharedEmail', 'E-mail', 'email')}
            {field('sharedFax', 'Fax (optional)', 'tel')}
            <Dialog.FormFooter error={errors.form} busy={busy}>
              Share
            </Dialog.FormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

/** Fetches the results-history PDF with the token and saves it. */
export function PdfDownloadButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await bloodApi.historyPdf();
      saveBlob(blob, 'blood-results-history.pdf');
    } catch (error) {
      toast.error({ title: 'The PDF could not be downloaded', description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
      Download history PDF
    </Button>
  );
}
