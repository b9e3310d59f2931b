import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useRef, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import {
  isUnsure,
  parseValue,
  type MarkerChoice,
  type ReviewRow,
} from '../../../../machines/ocr-upload.machine';
import type { BloodMarker } from '../../../contract/references';
import { fromAlternativeUnit } from '../../../domain/unit-conversion';
import { card, LoadView } from '../../components/layout';
import { useLoad } from '../../lib/use-load';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { alertBox } from './choose-step';
import { ocrApi } from './ocr-api';
import type { OcrUploadRef } from './use-ocr-upload';
import { formatDate } from '../../../domain/dates';

const METHODS = { text: 'text layer', ocr: 'read from the image', csv: 'CSV rows' } as const;

/** `/confirmation`: the review table, then the lab's country and the confirmation. */
export function ConfirmationStep({ actor }: { actor: OcrUploadRef }) {
  const onCountry = useSelector(actor, (s) => s.matches('country') || s.matches('confirming'));
  return onCountry ? <CountryStep actor={actor} /> : <ReviewStep actor={actor} />;
}

function FailureNotice({ actor }: { actor: OcrUploadRef }) {
  const failure = useSelector(actor, (s) => s.context.failure?.message);
  if (!failure) return null;
  return (
    <p role="alert" data-testid="review-error" className={cx(alertBox, css({ mb: '4' }))}>
      {failure}
    </p>
  );
}

const cellBase = css({
  px: { base: '0', md: '3' },
  py: { base: '1', md: '3' },
  verticalAlign: 'top',
  display: { base: 'block', md: 'table-cell' },
});
const mobileLabel = css({ display: { base: 'block', md: 'none' }, textStyle: 'caption', color: 'fg.muted' });

/**
 * A value far outside what the marker can plausibly be (beyond half the lower or twice the upper
 * border line, in its primary unit) is most likely misread, e.g. a lost decimal point.
 */
export function isImplausible(row: ReviewRow, marker: BloodMarker | undefined): boolean {
  const value = parseValue(row.value);
  if (!marker || value === undefined) return false;
  const conversion = marker.units.find((u) => u.unit === row.unit);
  const primary = row.unit === marker.unit || !conversion ? value : fromAlternativeUnit(value, conversion);
  const range = marker.ranges.male ?? marker.ranges.female;
  if (!range) return false;
  return primary > range.maxBorderLine * 2 || primary < range.minBorderLine / 2;
}

/** Unsure reading or an implausible value: the customer should compare it with the report. */
const isFlagged = (row: ReviewRow, marker: BloodMarker | undefined) =>
  isUnsure(row) || isImplausible(row, marker);

function ReviewStep({ actor }: { actor: OcrUploadRef }) {
  const markers = useLoad('ocr-markers', (s) => ocrApi.markers(s));
  const catalogue = new Map(
    markers.state.status === 'success' ? markers.state.data.map((m) => [m.abbr, m] as const) : [],
  );
  const rows = useSelector(actor, (s) => s.context.rows);
  const read = useSelector(actor, (s) => s.context.read);
  const unmatched = useSelector(actor, (s) => s.context.unmatched);
  const testedAt = useSelector(actor, (s) => s.context.testedAt);
  const dateError = useSelector(actor, (s) => s.context.fieldErrors.testedAt);
  const resultsError = useSelector(actor, (s) => s.context.fieldErrors.results);
  const sending = useSelector(actor, (s) => s.matches('sendingForReview'));
  const flagged = rows.filter((row) => isFlagged(row, catalogue.get(row.markerAbbr))).length;
  return (
    <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)' })}>
      <section className={card} aria-labelledby="review-heading">
        <h2 id="review-heading" className={css({ textStyle: 'h3', mb: '2' })}>
          Check what we read
        </h2>
        <p className={css({ color: 'fg.muted', textStyle: 'small', mb: '4' })} data-testid="read-summary">
          {rows.length === 0
            ? 'We found no results we could match.'
            : `${rows.length} ${rows.length === 1 ? 'result' : 'results'}`}{' '}
          from{' '}
          {read
            .map(
              (file) =>
                `${file.name} (${METHODS[file.method]}, ${file.pages} ${file.pages === 1 ? 'page' : 'pages'})`,
            )
            .join(', ')}
          .{flagged > 0 ? ` ${flagged} marked “Check” may be misread: compare them with your report.` : ''}
        </p>
        <FailureNotice actor={actor} />
        <Field.Root invalid={dateError !== undefined} className={css({ maxW: 'xs', mb: '5' })}>
          <Field.Label>Date of the blood draw</Field.Label>
          <Field.Input
            type="date"
            value={testedAt}
            onChange={(event) => actor.send({ type: 'date.change', testedAt: event.target.value })}
          />
          {testedAt === '' && !dateError ? (
            <Field.HelperText>
              We did not find the date in the report: enter it from the report.
            </Field.HelperText>
          ) : null}
          <Field.ErrorText>{dateError}</Field.ErrorText>
        </Field.Root>
        {rows.length > 0 ? (
          <table
            className={css({
              w: 'full',
              borderCollapse: 'collapse',
              display: { base: 'block', md: 'table' },
            })}
          >
            <caption className={css({ srOnly: true })}>Results read from your report</caption>
            <thead className={css({ display: { base: 'none', md: 'table-header-group' } })}>
              <tr className={css({ textAlign: 'left', textStyle: 'small', color: 'fg.muted' })}>
                <th scope="col" className={cellBase}>
                  Marker
                </th>
                <th scope="col" className={cellBase}>
                  Value
                </th>
                <th scope="col" className={cellBase}>
                  Unit
                </th>
                <th scope="col" className={cellBase}>
                  In the report
                </th>
                <th scope="col" className={cellBase}>
                  <span className={css({ srOnly: true })}>Remove</span>
                </th>
              </tr>
            </thead>
            <tbody className={css({ display: { base: 'grid', md: 'table-row-group' }, gap: '3' })}>
              {rows.map((row) => (
                <ResultRow key={row.key} actor={actor} row={row} marker={catalogue.get(row.markerAbbr)} />
              ))}
            </tbody>
          </table>
        ) : (
          <div
            data-testid="review-empty"
            className={css({ p: '4', bg: 'bg.subtle', borderRadius: 'lg', mb: '2' })}
          >
            <p className={css({ mb: '3' })}>
              We could not read any results from these files. Add the values by hand below, upload a clearer
              copy, or send the files to our care team to enter them for you.
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={sending}
              onClick={() => actor.send({ type: 'review.send' })}
            >
              {sending ? 'Sending…' : 'Send the files to our care team'}
            </Button>
          </div>
        )}
        {resultsError ? (
          <p role="alert" className={cx(alertBox, css({ mt: '3' }))}>
            {resultsError}
          </p>
        ) : null}
        <AddMarker actor={actor} markers={markers} />
        {unmatched.length > 0 ? (
          <details className={css({ mt: '4', textStyle: 'small' })}>
            <summary className={css({ cursor: 'pointer', fontWeight: '600' })}>
              Lines we could not match to a marker ({unmatched.length})
            </summary>
            <ul className={css({ mt: '2', pl: '5', color: 'fg.muted' })}>
              {unmatched.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'space-between' })}>
        <Button variant="ghost" onClick={() => actor.send({ type: 'upload.restart' })}>
          Upload other files
        </Button>
        <Button onClick={() => actor.send({ type: 'review.submit' })}>Continue</Button>
      </div>
    </div>
  );
}

function ResultRow({
  actor,
  row,
  marker,
}: {
  actor: OcrUploadRef;
  row: ReviewRow;
  marker: BloodMarker | undefined;
}) {
  const valueError = useSelector(actor, (s) => s.context.fieldErrors[`${row.key}.value`]);
  const unitError = useSelector(actor, (s) => s.context.fieldErrors[`${row.key}.unit`]);
  const checkError = useSelector(actor, (s) => s.context.fieldErrors[`${row.key}.checked`]);
  const implausible = isImplausible(row, marker);
  const checkId = useId();
  const low = isFlagged(row, marker);
  return (
    <tr
      data-testid="review-row"
      data-abbr={row.markerAbbr}
      data-low-confidence={low || undefined}
      className={css({
        display: { base: 'grid', md: 'table-row' },
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        columnGap: '3',
        borderWidth: { base: 'thin', md: '0' },
        borderTopWidth: 'thin',
        borderStyle: 'solid',
        borderColor: 'border.default',
        borderRadius: { base: 'lg', md: '0' },
        p: { base: '3', md: '0' },
        bg: low ? 'warning.subtle' : undefined,
      })}
    >
      <th scope="row" className={cx(cellBase, css({ textAlign: 'left', gridColumn: '1 / -1' }))}>
        <span className={css({ fontWeight: '600' })}>{row.markerName}</span>{' '}
        <span className={css({ color: 'fg.muted', textStyle: 'small', fontWeight: '400' })}>
          {row.markerAbbr}
        </span>
        {low ? (
          <span
            data-testid="low-confidence"
            className={css({
              display: 'block',
              textStyle: 'caption',
              color: 'warning.fg',
              fontWeight: '700',
            })}
          >
            {row.reason
              ? `Check: ${row.reason}`
              : implausible
                ? `Check: ${row.value} ${row.unit} is far outside the usual range`
                : `Check: we are ${Math.round((row.confidence ?? 0) * 100)}% sure of this value`}
          </span>
        ) : row.confidence === undefined ? (
          <span
            className={css({ display: 'block', textStyle: 'caption', color: 'fg.muted', fontWeight: '400' })}
          >
            Added by you
          </span>
        ) : null}
      </th>
      <td className={cellBase}>
        <Field.Root invalid={valueError !== undefined}>
          <Field.Label className={css({ srOnly: true })}>Value of {row.markerName}</Field.Label>
          <Field.Input
            inputMode="decimal"
            autoComplete="off"
            value={row.value}
            className={css({ w: 'full', maxW: { md: '28' } })}
            onChange={(event) => actor.send({ type: 'row.value', key: row.key, value: event.target.value })}
          />
          <Field.ErrorText>{valueError}</Field.ErrorText>
        </Field.Root>
      </td>
      <td className={cellBase}>
        <Field.Root invalid={unitError !== undefined}>
          <Field.Label className={css({ srOnly: true })}>Unit of {row.markerName}</Field.Label>
          <Field.Select
            value={row.unit}
            className={css({ w: 'full', maxW: { md: '36' } })}
            onChange={(event) => actor.send({ type: 'row.unit', key: row.key, unit: event.target.value })}
          >
            {row.units.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{unitError}</Field.ErrorText>
        </Field.Root>
      </td>
      <td className={cx(cellBase, css({ gridColumn: '1 / -1', textStyle: 'small', color: 'fg.muted' }))}>
        <span className={mobileLabel}>In the report</span>
        {row.sourceText ? (
          <>
            <q className={css({ fontFamily: 'mono', overflowWrap: 'anywhere' })}>{row.sourceText}</q>
            <span className={css({ display: 'block', textStyle: 'caption' })}>{row.fileName}</span>
          </>
        ) : (
          '—'
        )}
        {isUnsure(row) ? (
          <span className={css({ display: 'block', mt: '2' })}>
            <label
              htmlFor={checkId}
              className={css({
                display: 'inline-flex',
                gap: '2',
                alignItems: 'center',
                color: 'fg.default',
                fontWeight: '600',
                cursor: 'pointer',
              })}
            >
              <input
                id={checkId}
                type="checkbox"
                checked={row.checked}
                aria-invalid={checkError !== undefined || undefined}
                aria-describedby={checkError ? `${checkId}-error` : undefined}
                onChange={(event) =>
                  actor.send({ type: 'row.check', key: row.key, checked: event.currentTarget.checked })
                }
                className={css({ w: '5', h: '5', accentColor: 'teal.600', flexShrink: 0 })}
              />
              Checked: {row.markerName} is {row.value || '…'} {row.unit} in my report
            </label>
            {checkError ? (
              <span
                id={`${checkId}-error`}
                className={css({ display: 'block', color: 'danger.fg', textStyle: 'caption' })}
              >
                {checkError}
              </span>
            ) : null}
          </span>
        ) : null}
      </td>
      <td className={cx(cellBase, css({ gridColumn: '1 / -1', textAlign: { md: 'right' } }))}>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove ${row.markerName}`}
          onClick={() => actor.send({ type: 'row.remove', key: row.key })}
        >
          Remove
        </Button>
      </td>
    </tr>
  );
}

/** Add a marker the reader missed, from the marker catalogue (markers already listed are left out). */
function AddMarker({
  actor,
  markers,
}: {
  actor: OcrUploadRef;
  markers: ReturnType<typeof useLoad<BloodMarker[]>>;
}) {
  const listed = useSelector(actor, (s) => s.context.rows.map((row) => row.markerAbbr), shallowEqual);
  const [choice, setChoice] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  const id = useId();
  return (
    <div className={css({ mt: '5', pt: '4', borderTopWidth: 'thin', borderColor: 'border.default' })}>
      <h3 id={id} className={css({ textStyle: 'body', fontWeight: '600', mb: '2' })}>
        Add a marker we missed
      </h3>
      <LoadView state={markers.state} reload={markers.reload} label="the marker list">
        {(data) => {
          const options: MarkerChoice[] = data
            .filter((marker) => !listed.includes(marker.abbr))
            .map((marker) => ({
              abbr: marker.abbr,
              name: marker.name,
              units: [marker.unit, ...marker.units.map((u) => u.unit).filter((u) => u !== marker.unit)],
            }))
            .sort((a, b) => a.name.localeCompare(b.name));
          const add = () => {
            const marker = options.find((o) => o.abbr === choice);
            if (!marker) return;
            actor.send({ type: 'row.add', marker });
            setChoice('');
            select.current?.focus();
          };
          return (
            <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}>
              <Field.Root className={css({ flex: '1', flexBasis: '56', minW: '0', maxW: 'sm' })}>
                <Field.Label>Marker</Field.Label>
                <Field.Select
                  ref={select}
                  className={css({ w: 'full' })}
                  value={choice}
                  onChange={(event) => setChoice(event.target.value)}
                >
                  <option value="">Choose a marker…</option>
                  {options.map((marker) => (
                    <option key={marker.abbr} value={marker.abbr}>
                      {marker.name} ({marker.abbr})
                    </option>
                  ))}
                </Field.Select>
              </Field.Root>
              <Button variant="outline" disabled={choice === ''} onClick={add}>
                Add marker
              </Button>
            </div>
          );
        }}
      </LoadView>
    </div>
  );
}

/** spec 000 §2.4: the lab's country, US by default, then the confirmation under the groupId. */
function CountryStep({ actor }: { actor: OcrUploadRef }) {
  const countries = useLoad('ocr-countries', (s) => ocrApi.countries(s));
  const country = useSelector(actor, (s) => s.context.country);
  const countryError = useSelector(actor, (s) => s.context.fieldErrors.country);
  const count = useSelector(actor, (s) => s.context.rows.length);
  const testedAt = useSelector(actor, (s) => s.context.testedAt);
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'results.confirm' }));
  return (
    <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)', maxW: '3xl' })}>
      <section className={card} aria-labelledby="country-heading">
        <h2 id="country-heading" className={css({ textStyle: 'h3', mb: '2' })}>
          Where was your blood tested?
        </h2>
        <p className={css({ color: 'fg.muted', textStyle: 'small', mb: '4' })} data-testid="confirm-summary">
          {count} {count === 1 ? 'result' : 'results'} from the draw of {formatDate(testedAt)}. Labs in
          different countries report some markers differently.
        </p>
        <FailureNotice actor={actor} />
        <LoadView state={countries.state} reload={countries.reload} label="the list of countries">
          {(data) => (
            <Field.Root invalid={countryError !== undefined} className={css({ maxW: 'sm' })}>
              <Field.Label>Country of the lab</Field.Label>
              <Field.Select
                value={country}
                disabled={confirming}
                onChange={(event) => actor.send({ type: 'country.change', country: event.target.value })}
              >
                <option value="">Choose a country…</option>
                {data.map((c) => (
                  <option key={c.countryAbbr} value={c.countryAbbr}>
                    {c.name}
                  </option>
                ))}
              </Field.Select>
              <Field.ErrorText>{countryError}</Field.ErrorText>
            </Field.Root>
          )}
        </LoadView>
      </section>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'space-between' })}>
        <Button variant="ghost" disabled={confirming} onClick={() => actor.send({ type: 'country.back' })}>
          Back to the results
        </Button>
        <Button
          disabled={!canConfirm}
          aria-busy={confirming || undefined}
          onClick={() => actor.send({ type: 'results.confirm' })}
        >
          {confirming ? 'Saving…' : 'Confirm results'}
        </Button>
      </div>
    </div>
  );
}
