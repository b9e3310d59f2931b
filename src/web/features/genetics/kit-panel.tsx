import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { css } from '../../../../styled-system/css';
import { dnaKitMachine } from '../../../../machines/dna-kit.machine';
import type { DnaKit } from '../../../contract/dna';
import { formatDate } from '../../../domain/dates';
import { card } from '../../components/layout';
import { Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import * as Dialog from '../../components/ui/dialog';
import * as Field from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { saveBlob } from '../../lib/save-blob';
import { dnaApi } from './dna-api';

const KIT_WORDS: Record<DnaKit['state'], string> = {
  registered: 'Registered. Take your sample, then tell us when it is in the mail.',
  mailed: 'Your sample is on its way to the lab.',
  received: 'The lab has your sample.',
  sampleFailed: 'The lab could not read your sample. Register the replacement kit when it arrives.',
  resultReady: 'Your kit’s result is in this report.',
};

/** The customer's DNA kit (spec 000 §7.8): registration, sample mailed, the sample-fail popup, the kit's report. */
export function KitPanel() {
  const ref = useActorRef(
    dnaKitMachine.provide({
      actors: {
        loadKit: fromPromise(({ signal }) => dnaApi.currentKit(signal)),
        registerKit: fromPromise<DnaKit, { dnaKitId: string; serialNumber: string }>(({ input }) =>
          dnaApi.registerKit(input),
        ),
        markMailed: fromPromise<DnaKit, { dnaKitId: string }>(({ input }) => dnaApi.markMailed(input)),
        markPopupViewed: fromPromise<DnaKit, { dnaKitId: string }>(({ input }) =>
          dnaApi.markPopupViewed(input),
        ),
      },
    }),
  );
  const loading = useSelector(ref, (s) => s.matches('loading'));
  const loadFailed = useSelector(ref, (s) => s.matches('loadFailed'));
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  const popup = useSelector(ref, (s) => s.hasTag('popup'));
  const kit = useSelector(ref, (s) => s.context.kit);
  const failure = useSelector(ref, (s) => s.context.failure);
  // the form stays while a registration is on its way (busy), so what was typed is not lost
  const canRegister = useSelector(ref, (s) => s.context.canRegister);
  const canMarkMailed = useSelector(ref, (s) => s.can({ type: 'kit.markMailed' }));
  const [values, setValues] = useState({ dnaKitId: '', serialNumber: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ref.send({ type: 'kit.register', ...values });
  };
  const fieldError = (key: 'dnaKitId' | 'serialNumber') => failure?.fieldErrors[key];
  const formError =
    failure && !fieldError('dnaKitId') && !fieldError('serialNumber') ? failure.message : undefined;

  return (
    <section className={card} aria-labelledby="dna-kit">
      <h2 id="dna-kit" className={css({ textStyle: 'h3', mb: '3' })}>
        Healthspan DNA kit
      </h2>
      {loading ? <Spinner label="Loading your kit…" /> : null}
      {loadFailed ? (
        <div role="alert" className={css({ color: 'danger.fg', textStyle: 'small' })}>
          <p className={css({ mb: '2' })}>We could not load your kit: {failure?.message}</p>
          <Button size="sm" variant="outline" onClick={() => ref.send({ type: 'kit.reload' })}>
            Try again
          </Button>
        </div>
      ) : null}
      {kit ? (
        <div className={css({ mb: canRegister ? '4' : '0' })}>
          <p className={css({ fontWeight: '600' })}>
            {kit.dnaKitId}{' '}
            <span className={css({ color: 'fg.muted', fontWeight: '400' })}>
              · tube …{kit.serialNumberLast4}
            </span>
          </p>
          <p className={css({ textStyle: 'small' })} data-testid="kit-state">
            {KIT_WORDS[kit.state]}
          </p>
          <p className={css({ textStyle: 'caption', color: 'fg.muted' })}>
            {kit.registeredAt ? `Registered ${formatDate(kit.registeredAt)}` : 'Registered'}
            {kit.mailedAt ? ` · mailed ${formatDate(kit.mailedAt)}` : ''}
            {kit.resultAt ? ` · result ${formatDate(kit.resultAt)}` : ''}
          </p>
          {canMarkMailed ? (
            <Button
              size="sm"
              className={css({ mt: '3' })}
              disabled={busy}
              onClick={() => ref.send({ type: 'kit.markMailed' })}
            >
              I have mailed my sample
            </Button>
          ) : null}
          {kit.state === 'resultReady' ? (
            <Button
              size="sm"
              variant="outline"
              className={css({ mt: '3' })}
              onClick={() =>
                void dnaApi.healthspanPdf().then(
                  (blob) => saveBlob(blob, 'healthspan-dna-report.pdf'),
                  (error: unknown) =>
                    toast.error({
                      title: 'Download failed',
                      description: error instanceof Error ? error.message : String(error),
                    }),
                )
              }
            >
              Healthspan DNA report (PDF)
            </Button>
          ) : null}
        </div>
      ) : null}
      {!loading && !loadFailed && canRegister ? (
        <form onSubmit={onSubmit} noValidate aria-labelledby="dna-kit-register">
          <h3 id="dna-kit-register" className={css({ textStyle: 'body', fontWeight: '600', mb: '2' })}>
            {kit ? 'Register a new kit' : 'Register your kit'}
          </h3>
          <div className={css({ display: 'grid', gap: '3' })}>
            <Field.Root invalid={Boolean(fieldError('dnaKitId'))}>
              <Field.Label>Kit ID (on the box)</Field.Label>
              <Field.Input
                value={values.dnaKitId}
                placeholder="HSK-1234-5678"
                autoComplete="off"
                onChange={(e) => setValues((v) => ({ ...v, dnaKitId: e.target.value }))}
              />
              <Field.ErrorText>{fieldError('dnaKitId')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(fieldError('serialNumber'))}>
              <Field.Label>Serial number (12 digits on the tube)</Field.Label>
              <Field.Input
                value={values.serialNumber}
                inputMode="numeric"
                autoComplete="off"
                onChange={(e) => setValues((v) => ({ ...v, serialNumber: e.target.value }))}
              />
              <Field.ErrorText>{fieldError('serialNumber')}</Field.ErrorText>
            </Field.Root>
            {formError ? (
              <p role="alert" className={css({ color: 'danger.fg', textStyle: 'small' })}>
                {formError}
              </p>
            ) : null}
            <Button type="submit" size="sm" disabled={busy}>
              Register kit
            </Button>
          </div>
        </form>
      ) : null}
      {!canRegister && failure && kit ? (
        <p role="alert" className={css({ color: 'danger.fg', textStyle: 'small', mt: '2' })}>
          {failure.message}
        </p>
      ) : null}
      <Dialog.Root
        open={popup}
        size="sm"
        role="alertdialog"
        onOpenChange={(details) => {
          if (!details.open) ref.send({ type: 'popup.close' });
        }}
      >
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title className={css({ textStyle: 'h3', mb: '2' })}>
              Your sample could not be read
            </Dialog.Title>
            <Dialog.Description>
              The lab could not get enough DNA from the sample of kit {kit?.dnaKitId}. This happens now and
              then and is nobody’s fault. We are sending you a replacement kit: register it here when it
              arrives.
            </Dialog.Description>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '4' })}>
              <Button onClick={() => ref.send({ type: 'popup.close' })}>OK</Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </section>
  );
}
