import { useEffect, useId, useRef, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import {
  REPORT_OPTIMIZATION_STATES,
  type CustomerWithResults,
  type ReportOptimizationState,
} from '../../../contract/coach';
import { formatDate, utcDayOf } from '../../../domain/dates';
import { REPORT_MARKER_CHOICE_TITLES } from '../../../domain/marker-status';
import { Notice } from '../../components/form-panel';
import { errorText } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import * as Field from '../../components/ui/field';
import { toApiError, type ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { coachApi } from './coach-api';

/** The default range: the last 12 months, to today (the server's UTC day). */
export function defaultReportRange(now: number = Date.now()): { dateFrom: string; dateTo: string } {
  const dateTo = utcDayOf(now);
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  from.setUTCDate(from.getUTCDate() + 1);
  return { dateFrom: utcDayOf(from), dateTo };
}

export const reportFileName = (kind: 'pdf' | 'csv', now: number = Date.now()) =>
  `team-results-${utcDayOf(now)}.${kind}`;

type Customers =
  | { status: 'loading' }
  | { status: 'ready'; customers: CustomerWithResults[] }
  | { status: 'error'; error: ApiError };

type Building = 'pdf' | 'csv' | undefined;

const STATES = Object.values(REPORT_OPTIMIZATION_STATES) as ReportOptimizationState[];
const card = css({
  bg: 'bg.canvas',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'xl',
  p: { base: '4', md: '6' },
  minW: '0',
});
const fieldset = css({ border: 'none', p: '0', m: '0', minW: '0' });
const legend = css({ fontWeight: '600', mb: '2' });
const choice = css({ display: 'flex', alignItems: 'center', gap: '2', py: '1', cursor: 'pointer' });

/** An issue the server named for one field of the report (400 `issues`). */
const issueOf = (error: ApiError | undefined, path: string) =>
  error?.issues.find((i) => i.path === path || i.path.startsWith(`${path}.`))?.message;

/**
 * The Reports panel (001 §7 Reports): a date range, the members with results in it (only those who
 * share with a team of the company), and the PDF and CSV downloads. The CSV takes the optimization
 * state choice; the PDF covers the chosen members.
 */
export function ReportsPanel() {
  const headingId = useId();
  const [range, setRange] = useState(defaultReportRange);
  const [attempt, setAttempt] = useState(0);
  const listKey = `${range.dateFrom}/${range.dateTo}/${attempt}`;
  const [settled, setSettled] = useState<{ key: string; customers: Customers }>();
  const customers: Customers = settled?.key === listKey ? settled.customers : { status: 'loading' };
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [optimization, setOptimization] = useState<ReportOptimizationState>(REPORT_OPTIMIZATION_STATES.A_Z);
  const [building, setBuilding] = useState<Building>();
  const [failure, setFailure] = useState<ApiError>();
  const [saved, setSaved] = useState<string>();
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    coachApi.customersWithResults(range.dateFrom, range.dateTo, { signal: controller.signal }).then(
      ({ customers: list }) => {
        setSettled({ key: listKey, customers: { status: 'ready', customers: list } });
        // a member out of the new range can no longer be in the report
        setChosen((was) => new Set(list.filter((c) => was.has(c.id)).map((c) => c.id)));
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setSettled({
            key: listKey,
            customers: { status: 'error', error: toApiError(error, 'customers-with-results') },
          });
      },
    );
    return () => controller.abort();
  }, [range.dateFrom, range.dateTo, listKey]);

  useEffect(() => {
    if (
      failure &&
      !['dateFrom', 'dateTo', 'customerIds', 'optimizationStates'].some((p) => issueOf(failure, p))
    )
      notice.current?.focus();
  }, [failure]);

  const listError = customers.status === 'error' ? customers.error : undefined;
  const rangeIssue = listError?.status === 400 ? listError : failure;
  const dateFromError = issueOf(rangeIssue, 'dateFrom');
  const dateToError = issueOf(rangeIssue, 'dateTo');
  const customersError = issueOf(failure, 'customerIds');
  const statesError = issueOf(failure, 'optimizationStates');
  const formError =
    failure && !dateFromError && !dateToError && !customersError && !statesError
      ? failure.message
      : undefined;

  const list = customers.status === 'ready' ? customers.customers : [];
  const allChosen = list.length > 0 && list.every((c) => chosen.has(c.id));
  const someChosen = list.some((c) => chosen.has(c.id));

  const toggle = (id: number) =>
    setChosen((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const download = (kind: 'pdf' | 'csv') => {
    setFailure(undefined);
    setSaved(undefined);
    setBuilding(kind);
    const customerIds = list.filter((c) => chosen.has(c.id)).map((c) => c.id);
    const call =
      kind === 'pdf'
        ? coachApi.reportPdf(customerIds)
        : coachApi.reportCsv({ ...range, customerIds, optimizationStates: [optimization] });
    call.then(
      (blob) => {
        const name = reportFileName(kind);
        saveBlob(blob, name);
        setSaved(name);
        setBuilding(undefined);
      },
      (error: unknown) => {
        setFailure(toApiError(error, kind));
        setBuilding(undefined);
      },
    );
  };

  const setDate = (which: 'dateFrom' | 'dateTo', value: string) => {
    if (value) setRange((was) => ({ ...was, [which]: value }));
  };

  return (
    <section className={card} aria-labelledby={headingId} aria-busy={building !== undefined}>
      <h2 id={headingId} className={css({ textStyle: 'h3', mb: '2' })}>
        Reports
      </h2>
      <p className={css({ color: 'fg.muted', mb: '5' })}>
        Results of the members who share them with your teams, drawn in the chosen dates.
      </p>
      {formError ? (
        <Notice tone="danger" focusRef={notice}>
          {formError}
        </Notice>
      ) : null}
      {saved ? <Notice tone="success">Saved {saved}.</Notice> : null}
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
          mb: '5',
        })}
      >
        <Field.Root invalid={Boolean(dateFromError)}>
          <Field.Label>From</Field.Label>
          <Field.Input
            type="date"
            name="dateFrom"
            value={range.dateFrom}
            max={range.dateTo}
            onChange={(e) => setDate('dateFrom', e.currentTarget.value)}
          />
          <Field.ErrorText>{dateFromError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(dateToError)}>
          <Field.Label>To</Field.Label>
          <Field.Input
            type="date"
            name="dateTo"
            value={range.dateTo}
            min={range.dateFrom}
            onChange={(e) => setDate('dateTo', e.currentTarget.value)}
          />
          <Field.ErrorText>{dateToError}</Field.ErrorText>
        </Field.Root>
      </div>

      <fieldset
        className={fieldset}
        aria-describedby={customersError ? `${headingId}-customers-error` : undefined}
      >
        <legend className={legend}>Members</legend>
        {customers.status === 'loading' ? (
          <p role="status">Loading the members with results…</p>
        ) : customers.status === 'error' ? (
          listError?.status === 400 ? null : (
            <div role="alert">
              <p className={css({ mb: '2' })}>
                We could not load the members with results: {customers.error.message}
              </p>
              <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            </div>
          )
        ) : list.length === 0 ? (
          <p className={css({ color: 'fg.muted' })} data-testid="no-report-members">
            No member who shares their results has one drawn between {formatDate(range.dateFrom)} and{' '}
            {formatDate(range.dateTo)}.
          </p>
        ) : (
          <>
            <label className={cx(choice, css({ fontWeight: '600' }))}>
              <input
                type="checkbox"
                checked={allChosen}
                ref={(el) => {
                  if (el) el.indeterminate = someChosen && !allChosen;
                }}
                onChange={() => setChosen(allChosen ? new Set() : new Set(list.map((c) => c.id)))}
              />
              Select all ({list.length})
            </label>
            <ul className={css({ listStyle: 'none', p: '0', m: '0', maxH: '72', overflowY: 'auto' })}>
              {list.map((c) => (
                <li key={c.id}>
                  <label className={choice}>
                    <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} />
                    <span>
                      {c.firstName} {c.lastName}{' '}
                      <span className={css({ color: 'fg.muted', textStyle: 'small' })}>
                        · {c.resultCount} {c.resultCount === 1 ? 'result' : 'results'}, last{' '}
                        {formatDate(c.lastTestedAt)}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
        {customersError ? (
          <p id={`${headingId}-customers-error`} className={errorText} role="alert">
            {customersError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={css({ border: 'none', p: '0', m: '0', mt: '5', minW: '0' })}>
        <legend className={legend}>Markers in the CSV</legend>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
          {STATES.map((state) => (
            <label key={state} className={choice}>
              <input
                type="radio"
                name="optimizationState"
                value={state}
                checked={optimization === state}
                onChange={() => setOptimization(state)}
              />
              {REPORT_MARKER_CHOICE_TITLES[state]}
            </label>
          ))}
        </div>
        {statesError ? (
          <p className={errorText} role="alert">
            {statesError}
          </p>
        ) : null}
      </fieldset>

      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6', alignItems: 'center' })}>
        <Button onClick={() => download('pdf')} disabled={building !== undefined}>
          {building === 'pdf' ? 'Building PDF…' : 'Download PDF'}
        </Button>
        <Button variant="outline" onClick={() => download('csv')} disabled={building !== undefined}>
          {building === 'csv' ? 'Building CSV…' : 'Download CSV'}
        </Button>
        {building ? (
          <span role="status" className={css({ color: 'fg.muted' })}>
            Building your {building.toUpperCase()} report…
          </span>
        ) : null}
      </div>
    </section>
  );
}
