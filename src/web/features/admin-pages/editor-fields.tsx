import { createUsePuck, FieldLabel, type Overrides } from '@puckeditor/core';
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { css } from '../../../../styled-system/css';
import { backOfficePaths } from '../../../contract/back-office';
import {
  PAGE_IMAGE_CONTENT_TYPES,
  PAGE_IMAGE_FIELD,
  type PageImage,
  type PageImageKind,
  type PageImageResponse,
  type PageImagesResponse,
} from '../../../contract/page-builder';
import { formatDateTime } from '../../../domain/dates';
import { useAdminQuery } from '../../components/admin/admin-data';
import { errorText, note } from '../../components/form-fields';
import { pageImageUrl } from '../../components/page-blocks/page-image';
import { Button } from '../../components/ui/button';
import { toApiError, uploadWithProgress } from '../../lib/api';
import {
  blockIssues,
  issuesUnder,
  kindsText,
  ROOT_KEY,
  rootIssues,
  type DocumentIssues,
  type FieldIssues,
} from './schema-fields';

/**
 * The editor's validation at the field: the selected block (or the page root) is parsed with its
 * schema on every change, and the server's last refusal (a 400 mapped to block and field) is added;
 * each field shows its messages under it. Puck's own field widgets are kept and wrapped through
 * `overrides.fieldTypes`; the images are custom fields.
 */

const usePuck = createUsePuck();

/** The server's last refusal, by block id and field (set by the editor page). */
export const ServerIssuesContext = createContext<DocumentIssues>({});
const SelectionIssuesContext = createContext<FieldIssues>({});

/** Wraps Puck's field panel: the selection's issues, computed once per change. */
function IssuesOfSelection({ children }: { children: ReactNode }) {
  const selected = usePuck((s) => s.selectedItem);
  const rootProps = usePuck((s) => s.appState.data.root.props);
  const server = useContext(ServerIssuesContext);
  const issues = useMemo(() => {
    const own = selected ? blockIssues(selected.type, selected.props) : rootIssues(rootProps);
    const key = selected ? String((selected.props as { id: unknown }).id) : ROOT_KEY;
    return { ...server[key], ...own };
  }, [selected, rootProps, server]);
  return <SelectionIssuesContext.Provider value={issues}>{children}</SelectionIssuesContext.Provider>;
}

const issueStyle = css({ color: 'danger.fg', textStyle: 'small', fontWeight: '500', mt: '1', mb: '0' });

export function FieldIssue({ name, under = false }: { name: string; under?: boolean }) {
  const issues = useContext(SelectionIssuesContext);
  const messages = under ? issuesUnder(issues, name) : issues[name] ? [issues[name]] : [];
  if (messages.length === 0) return null;
  return (
    <>
      {[...new Set(messages)].map((message) => (
        <p key={message} className={issueStyle} data-field-issue={name}>
          {message}
        </p>
      ))}
    </>
  );
}

type WrapProps = { children: ReactNode; name: string; field: { label?: string } };
const wrapped = ({ children, name }: WrapProps) => (
  <>
    {children}
    <FieldIssue name={name} />
  </>
);

/** Puck's list: its "add" button is an icon without a name, so it gets one (axe, screen readers). */
function ArrayWrap({ children, name, field }: WrapProps) {
  const box = useRef<HTMLDivElement>(null);
  const label = `Add an item to ${(field.label ?? name).toLowerCase()}`;
  useLayoutEffect(() => {
    box.current
      ?.querySelectorAll<HTMLButtonElement>('button[class*="ArrayField-addButton"]:not([aria-label])')
      .forEach((button) => button.setAttribute('aria-label', label));
  });
  return (
    <div ref={box}>
      {children}
      <FieldIssue name={name} />
    </div>
  );
}

/** Puck's overrides that show the issues (its own widgets stay). */
export const issueOverrides: Partial<Overrides> = {
  fields: ({ children }) => <IssuesOfSelection>{children}</IssuesOfSelection>,
  fieldTypes: {
    text: wrapped,
    textarea: wrapped,
    number: wrapped,
    select: wrapped,
    radio: wrapped,
    array: ArrayWrap,
    object: wrapped,
  },
};

// ── Images ─────────────────────────────────────────────────────────────────────────────────────
const thumb = css({
  w: '16',
  h: '16',
  objectFit: 'contain',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'sm',
  bg: 'bg.subtle',
  flexShrink: 0,
});
const row = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', minW: '0' });
const smallInput = css({
  w: 'full',
  minW: '0',
  h: '9',
  px: '2',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'sm',
  bg: 'bg.default',
});

/** Upload a file as the server's image call wants it; a refusal's message is the field's. */
async function uploadImage(file: File): Promise<PageImageResponse> {
  const form = new FormData();
  form.append(PAGE_IMAGE_FIELD, file);
  return uploadWithProgress<PageImageResponse>(backOfficePaths.pageImages, form, { staff: true });
}

/** The images uploaded so far that this field takes, as thumbnails to pick. */
function UploadedImages({
  kinds,
  onPick,
  round,
}: {
  kinds: readonly PageImageKind[];
  onPick: (image: PageImage) => void;
  round: number;
}) {
  const query = useAdminQuery<PageImagesResponse>(`${backOfficePaths.pageImages}?round=${round}`);
  if (query.status === 'loading') return <p className={note}>Loading the uploaded images…</p>;
  if (query.status === 'failed') return <p className={errorText}>{query.error.message}</p>;
  const images = query.data.items.filter((image) => kinds.includes(image.kind));
  if (images.length === 0) return <p className={note}>No {kindsText(kinds)} image uploaded yet.</p>;
  return (
    <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
      {images.map((image) => (
        <li key={image.id}>
          <button
            type="button"
            className={css({
              p: '0.5',
              borderWidth: 'thin',
              borderColor: 'border.default',
              borderRadius: 'sm',
              cursor: 'pointer',
              _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
            })}
            aria-label={`Use the ${image.kind.toUpperCase()} image of ${Math.ceil(image.size / 1024)} KB uploaded ${formatDateTime(image.createdAt)}`}
            onClick={() => onPick({ id: image.id, kind: image.kind, alt: '' })}
          >
            <img src={image.url} alt="" className={thumb} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One image: thumbnail, alt text, upload, pick an uploaded one, remove (when optional). */
export function ImagePicker({
  label,
  name,
  kinds,
  optional,
  value,
  onChange,
}: {
  label: string;
  name: string;
  kinds: readonly PageImageKind[];
  optional: boolean;
  value: PageImage | undefined;
  onChange: (value: PageImage | undefined) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [round, setRound] = useState(0);
  const accept = kinds.map((k) => PAGE_IMAGE_CONTENT_TYPES[k]).join(',');
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUploadError('');
    try {
      const image = await uploadImage(file);
      onChange({ id: image.id, kind: image.kind, alt: value?.alt ?? '' });
      setRound((n) => n + 1);
    } catch (failure) {
      const error = toApiError(failure, backOfficePaths.pageImages);
      setUploadError(error.issues[0]?.message ?? error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={css({ display: 'grid', gap: '2', minW: '0' })} data-image-field={name}>
      <div className={row}>
        {value ? (
          <img src={pageImageUrl(value)} alt={value.alt || `${label} (no alt text)`} className={thumb} />
        ) : (
          <span className={note}>No image yet.</span>
        )}
        <span className={note}>{kindsText(kinds)}</span>
      </div>
      <label htmlFor={`${id}-file`} className={css({ textStyle: 'small', fontWeight: '500' })}>
        Upload {label.toLowerCase()} ({kindsText(kinds)})
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={uploadError ? `${id}-error` : undefined}
        className={css({ minW: '0', maxW: 'full', textStyle: 'small' })}
        onChange={(e) => {
          const input = e.currentTarget;
          void upload(input.files?.[0]).then(() => {
            input.value = '';
          });
        }}
      />
      {busy ? <p className={note}>Uploading…</p> : null}
      {uploadError ? (
        <p id={`${id}-error`} className={issueStyle} role="alert">
          {uploadError}
        </p>
      ) : null}
      {value ? (
        <>
          <label htmlFor={`${id}-alt`} className={css({ textStyle: 'small', fontWeight: '500' })}>
            Alt text (empty for a decorative image)
          </label>
          <input
            id={`${id}-alt`}
            className={smallInput}
            value={value.alt}
            onChange={(e) => onChange({ ...value, alt: e.currentTarget.value })}
          />
        </>
      ) : null}
      <div className={row}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={choosing}
          onClick={() => setChoosing((v) => !v)}
        >
          {choosing ? 'Hide uploaded images' : 'Choose an uploaded image'}
        </Button>
        {optional && value ? (
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(undefined)}>
            Remove image
          </Button>
        ) : null}
      </div>
      {choosing ? (
        <UploadedImages
          kinds={kinds}
          round={round}
          onPick={(image) => {
            onChange({ ...image, alt: value?.alt ?? '' });
            setChoosing(false);
          }}
        />
      ) : null}
      <FieldIssue name={name} under />
    </div>
  );
}

/** A custom field's frame: Puck's label look, the label naming the group. */
export function CustomFieldFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FieldLabel label={label} el="div">
      {children}
    </FieldLabel>
  );
}

/** A list of images (the hero's three graph images). */
export function ImageListPicker({
  label,
  name,
  kinds,
  value,
  onChange,
}: {
  label: string;
  name: string;
  kinds: readonly PageImageKind[];
  value: PageImage[] | undefined;
  onChange: (value: PageImage[]) => void;
}) {
  const list = value ?? [];
  return (
    <div className={css({ display: 'grid', gap: '3', minW: '0' })}>
      {list.map((image, index) => (
        <fieldset
          key={`${index}-${image.id}`}
          className={css({
            borderWidth: 'thin',
            borderColor: 'border.default',
            borderRadius: 'sm',
            p: '2',
            minW: '0',
          })}
        >
          <legend className={css({ textStyle: 'small', fontWeight: '500', px: '1' })}>
            {label} {index + 1}
          </legend>
          <ImagePicker
            label={`${label} ${index + 1}`}
            name={`${name}[${index}]`}
            kinds={kinds}
            optional
            value={image}
            onChange={(next) =>
              onChange(
                next ? list.map((old, i) => (i === index ? next : old)) : list.filter((_, i) => i !== index),
              )
            }
          />
        </fieldset>
      ))}
      <fieldset
        className={css({
          borderWidth: 'thin',
          borderColor: 'border.default',
          borderRadius: 'sm',
          p: '2',
          minW: '0',
        })}
      >
        <legend className={css({ textStyle: 'small', fontWeight: '500', px: '1' })}>Add one more</legend>
        <ImagePicker
          label={`${label} ${list.length + 1}`}
          name={`${name}[${list.length}]`}
          kinds={kinds}
          optional
          value={undefined}
          onChange={(next) => (next ? onChange([...list, next]) : undefined)}
        />
      </fieldset>
      {/* the list's own message (e.g. "Add the three graph images") */}
      <FieldIssue name={name} />
    </div>
  );
}

/** A list of short texts, one a line (a product's categories). */
export function LinesField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string[] | undefined;
  onChange: (value: string[]) => void;
}) {
  const id = useId();
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <p id={`${id}-hint`} className={note}>
        One a line.
      </p>
      <textarea
        aria-describedby={`${id}-hint`}
        aria-label={label}
        className={css({
          ...{ minH: '20', p: '2' },
          w: 'full',
          borderWidth: 'thin',
          borderColor: 'border.default',
          borderRadius: 'sm',
        })}
        value={(value ?? []).join('\n')}
        onChange={(e) =>
          onChange(
            e.currentTarget.value
              .split('\n')
              .map((l) => l.trim())
              .filter((l, i, all) => l !== '' || i === all.length - 1),
          )
        }
      />
      <FieldIssue name={name} under />
    </div>
  );
}
