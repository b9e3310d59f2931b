import { useSelector } from '@xstate/react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { megabytes, percentSent } from '../../../../machines/shared/upload';
import { card } from '../../components/layout';
import { Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import * as Progress from '../../components/ui/progress';
import { OCR_LIMITS } from './ocr-api';
import type { OcrUploadRef } from './use-ocr-upload';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} kB`
      : `${bytes} bytes`;

export const alertBox = css({
  p: '3',
  bg: 'danger.subtle',
  color: 'danger.fg',
  borderRadius: 'lg',
  textStyle: 'small',
});

/** Choose files (button or drag and drop), see them, remove one; upload with progress and cancel. */
export function ChooseStep({ actor }: { actor: OcrUploadRef }) {
  const files = useSelector(actor, (s) => s.context.files);
  const refusals = useSelector(actor, (s) => s.context.refusals);
  const failure = useSelector(actor, (s) => s.context.failure?.message);
  const uploading = useSelector(actor, (s) => s.matches('sending'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'files.submit' }));
  const percent = useSelector(actor, (s) => percentSent(s.context.loaded, s.context.total));
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const add = (list: FileList | null | undefined) => {
    if (list && list.length > 0) actor.send({ type: 'files.add', files: [...list] });
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    add(event.target.files);
    event.target.value = '';
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) add(event.dataTransfer.files);
  };
  return (
    <section className={cx(card, css({ maxW: '3xl' }))} aria-labelledby="choose-files">
      <h2 id="choose-files" className={css({ textStyle: 'h3', mb: '2' })}>
        Upload your lab report
      </h2>
      <p id={hintId} className={css({ color: 'fg.muted', textStyle: 'small', mb: '4' })}>
        The PDF from your lab’s portal, a photo of the printed report (PNG or JPEG), or a CSV with a marker,
        value and unit column. Up to {OCR_LIMITS.maxFiles} files of up to {megabytes(OCR_LIMITS.maxBytes)}{' '}
        each. You check every value before anything is saved.
      </p>
      <div
        data-testid="dropzone"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={css({
          borderWidth: 'thick',
          borderStyle: 'dashed',
          borderColor: 'border.strong',
          borderRadius: 'lg',
          p: { base: '5', md: '8' },
          textAlign: 'center',
          bg: 'bg.canvas',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '3',
          '&[data-dragging]': { borderColor: 'accent.default', bg: 'accent.subtle' },
        })}
      >
        {/* phones have nothing to drag from: the button alone */}
        <p className={css({ fontWeight: '600', display: { base: 'none', md: 'block' } })}>
          Drop your files here
        </p>
        <p className={css({ color: 'fg.muted', textStyle: 'small', display: { base: 'none', md: 'block' } })}>
          or
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={OCR_LIMITS.accept}
          aria-label="Lab report files"
          aria-describedby={hintId}
          className={css({ srOnly: true })}
          onChange={onChange}
          disabled={uploading}
          tabIndex={-1}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={uploading}>
          Choose files
        </Button>
      </div>
      {refusals.length > 0 ? (
        <ul role="alert" data-testid="file-refusals" className={cx(alertBox, css({ mt: '3', pl: '6' }))}>
          {refusals.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <p role="alert" data-testid="upload-error" className={cx(alertBox, css({ mt: '3' }))}>
          {failure}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul
          aria-label="Chosen files"
          className={css({ listStyle: 'none', p: '0', mt: '4', display: 'grid', gap: '2' })}
        >
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}`}
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                px: '3',
                py: '2',
                borderWidth: 'thin',
                borderColor: 'border.default',
                borderRadius: 'md',
                bg: 'bg.canvas',
              })}
            >
              <span className={css({ minW: '0', overflowWrap: 'anywhere' })}>
                {file.name}{' '}
                <span className={css({ color: 'fg.muted', textStyle: 'small' })}>({sizeOf(file.size)})</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${file.name}`}
                disabled={uploading}
                onClick={() => actor.send({ type: 'files.remove', index })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploading ? (
        <div className={css({ mt: '4', display: 'grid', gap: '3' })}>
          <Progress.Root value={percent} min={0} max={100}>
            <Progress.Label>
              Uploading {files.length === 1 ? files[0]!.name : `${files.length} files`}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText />
          </Progress.Root>
          <div>
            <Button variant="outline" onClick={() => actor.send({ type: 'upload.cancel' })}>
              Cancel upload
            </Button>
          </div>
        </div>
      ) : (
        <div className={css({ mt: '5' })}>
          <Button disabled={!canSubmit} onClick={() => actor.send({ type: 'files.submit' })}>
            Upload and read
          </Button>
        </div>
      )}
    </section>
  );
}

/** The server reads the files (about a second a page); cancel returns to the chosen files. */
export function ProcessingStep({ actor }: { actor: OcrUploadRef }) {
  const count = useSelector(actor, (s) => s.context.files.length);
  return (
    <section className={cx(card, css({ maxW: '3xl' }))} aria-labelledby="processing">
      <h2 id="processing" className={css({ srOnly: true })}>
        Reading
      </h2>
      <Spinner label={`Reading your ${count === 1 ? 'report' : `${count} files`}: about a second a page…`} />
      <div className={css({ textAlign: 'center' })}>
        <Button variant="outline" onClick={() => actor.send({ type: 'upload.cancel' })}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
