import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { fromPromise } from 'xstate';
import { css, cx } from '../../../../styled-system/css';
import { adminJobMachine } from '../../../../machines/admin-job.machine';
import {
  isFinishedJob,
  JOB_OUTCOME_WORDS,
  JOB_STATUS_WORDS,
  jobPercent,
  jobProgressText,
  type JobKind,
  type JobLogPage,
  type JobsPage,
  type JobView,
} from '../../../contract/back-office-jobs';
import { formatDatesInText, formatDateTime } from '../../../domain/dates';
import { recorder } from '../../lib/inspector/recorder';
import { Notice } from '../form-panel';
import { Button } from '../ui/button';
import * as Dialog from '../ui/dialog';
import { adminCall, adminDownload, adminUrl, useAdminQuery } from './admin-data';
import { Badge, DataTable, link, muted, QueryView, Section, type BadgeTone } from './admin-ui';

const STATUS_TONE: Record<JobView['status'], BadgeTone> = {
  queued: 'neutral',
  running: 'neutral',
  succeeded: 'good',
  failed: 'bad',
  cancelled: 'warn',
};

export function JobStatusBadge({ job }: { job: Pick<JobView, 'status' | 'dryRun'> }) {
  return (
    <Badge tone={STATUS_TONE[job.status]}>
      {JOB_STATUS_WORDS[job.status]}
      {job.dryRun ? ' (dry run)' : ''}
    </Badge>
  );
}

/**
 * One job followed live (the adminJob machine): status, a progress bar, counts, the per-item log with
 * a filter by outcome, Cancel (confirmed), and the files it wrote. Screens keep the job's id in the
 * URL (`?job=`), so a reload comes back to the same job and its progress.
 */
export function JobPanel({
  jobId,
  title = 'Progress',
  onDone,
}: {
  jobId: number;
  title?: string;
  /** Called once when a job seen queued or running here ends (a screen re-reads what it changed). */
  onDone?: (job: JobView) => void;
}) {
  const ref = useActorRef(
    adminJobMachine.provide({
      actors: {
        readJob: fromPromise<JobLogPage, { jobId: number; after: number }>(({ input }) =>
          adminCall('GET', adminUrl('jobLog', { id: input.jobId }, { after: input.after })),
        ),
        cancelJob: fromPromise<{ job: JobView }, { jobId: number }>(({ input }) =>
          adminCall('POST', adminUrl('jobCancel', { id: input.jobId })),
        ),
      },
    }),
    { input: { now: Date.now, jobId }, inspect: recorder.observe },
  );
  const job = useSelector(ref, (s) => s.context.job);
  const lines = useSelector(ref, (s) => s.context.lines);
  const failure = useSelector(ref, (s) => s.context.failure);
  const missing = useSelector(ref, (s) => s.matches('missing'));
  const retrying = useSelector(ref, (s) => s.matches('retrying'));
  const canCancel = useSelector(ref, (s) => s.can({ type: 'job.cancel' }));
  const [outcome, setOutcome] = useState<'all' | 'failed' | 'skipped'>('all');
  const [confirming, setConfirming] = useState(false);
  const sawRunning = useRef(false);
  useEffect(() => {
    if (!job) return;
    if (!isFinishedJob(job.status)) sawRunning.current = true;
    else if (sawRunning.current) {
      // once: a job opened already finished changed nothing while it was on screen
      sawRunning.current = false;
      onDone?.(job);
    }
  }, [job, onDone]);

  if (missing)
    return (
      <Section title={title}>
        <Notice tone="danger">
          This job is not there: it may belong to another role, or the link is wrong.
        </Notice>
      </Section>
    );
  const percent = job ? jobPercent(job) : null;
  // the server words a job in UTC (a title's "since 2026-11-20 10:00 UTC", a log line's ISO
  // instant): shown on the viewer's clock like every other date on the screen
  const shownTitle = job ? formatDatesInText(job.title) : '';
  const shown = lines.filter((l) => (outcome === 'all' ? true : l.outcome === outcome));
  return (
    <Section
      title={title}
      actions={
        canCancel ? (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Cancel job
          </Button>
        ) : null
      }
    >
      {!job ? (
        <p className={muted}>Reading the job…</p>
      ) : (
        <div className={css({ display: 'grid', gap: '3' })}>
          <p className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            <strong>{shownTitle}</strong> <JobStatusBadge job={job} />
            {job.cancelRequested && job.status === 'running' ? <Badge tone="warn">Stopping…</Badge> : null}
          </p>
          <div>
            <progress
              aria-label={`${shownTitle}: progress`}
              max={100}
              value={percent ?? undefined}
              className={css({ width: '100%', height: '3', accentColor: 'accent.default' })}
            />
            <p className={muted} aria-live="polite">
              {percent === null ? '' : `${percent} % · `}
              {jobProgressText(job)}
            </p>
          </div>
          {job.summary && job.status === 'succeeded' ? (
            <Notice tone="success">{formatDatesInText(job.summary)}</Notice>
          ) : null}
          {job.summary && job.status !== 'succeeded' ? <p>{formatDatesInText(job.summary)}</p> : null}
          {job.error ? <Notice tone="danger">{formatDatesInText(job.error)}</Notice> : null}
          {failure && retrying ? (
            <Notice tone="danger">
              {failure.message} We will try again in a moment.{' '}
              <Button size="sm" variant="outline" onClick={() => ref.send({ type: 'job.retry' })}>
                Try now
              </Button>
            </Notice>
          ) : null}
          {job.files.length ? (
            <ul className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
              {job.files.map((file) => (
                <li key={file.name}>
                  <Button
                    size="sm"
                    onClick={() =>
                      void adminDownload(adminUrl('jobFile', { id: job.id, name: file.name }), file.name)
                    }
                  >
                    Download {file.name} ({Math.max(1, Math.round(file.bytes / 1024))} KB)
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <div role="group" aria-label="Show log lines" className={css({ display: 'flex', gap: '2' })}>
            {(['all', 'failed', 'skipped'] as const).map((o) => (
              <Button
                key={o}
                size="sm"
                variant={outcome === o ? 'solid' : 'outline'}
                aria-pressed={outcome === o}
                onClick={() => setOutcome(o)}
              >
                {o === 'all' ? 'All lines' : JOB_OUTCOME_WORDS[o]}
              </Button>
            ))}
          </div>
          {/* the log role on a wrapper: on the <ol> itself it would take the list's semantics away */}
          <div
            role="log"
            aria-label={`${shownTitle}: log`}
            className={css({
              maxH: '80',
              overflowY: 'auto',
              borderWidth: 'thin',
              borderColor: 'border.default',
              borderRadius: 'md',
              p: '2',
              textStyle: 'small',
              fontFamily: 'mono',
            })}
            tabIndex={0}
          >
            <ol className={css({ listStyle: 'none', p: '0', m: '0' })}>
              {shown.length === 0 ? <li className={muted}>Nothing logged yet.</li> : null}
              {shown.map((l) => (
                <li
                  key={l.id}
                  className={css({
                    color:
                      l.level === 'error' ? 'danger.fg' : l.level === 'warn' ? 'warning.fg' : 'fg.default',
                  })}
                >
                  {l.itemKey ? <strong>{l.itemKey}: </strong> : null}
                  {l.outcome && l.outcome !== 'ok' ? `${JOB_OUTCOME_WORDS[l.outcome]}: ` : ''}
                  {formatDatesInText(l.message)}
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
      <Dialog.Root open={confirming} onOpenChange={(d) => setConfirming(d.open)} role="alertdialog">
        <Dialog.Content>
          <Dialog.Title>Cancel this job?</Dialog.Title>
          <Dialog.Description>
            It stops after the item it is working on; what it has done stays done and is listed in its log.
          </Dialog.Description>
          <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', mt: '4' })}>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep running
            </Button>
            <Button
              variant="solid"
              onClick={() => {
                setConfirming(false);
                ref.send({ type: 'job.cancel' });
              }}
            >
              Cancel job
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Root>
    </Section>
  );
}

/** The latest jobs of a kind, each a link that opens it (`?job=<id>`) on the same screen. */
export function JobHistory({ kind, onOpen }: { kind: JobKind; onOpen: (id: number) => void }) {
  const query = useAdminQuery<JobsPage>(adminUrl('jobs', {}, { kind, pageSize: 10 }));
  return (
    <Section title="Recent runs">
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty="Nothing has run yet.">
        {(data) => (
          <DataTable
            caption="Recent runs"
            rows={data.items}
            rowKey={(j) => j.id}
            columns={[
              {
                key: 'title',
                header: 'Job',
                cell: (j) => (
                  <button
                    type="button"
                    className={cx(link, css({ textAlign: 'start' }))}
                    onClick={() => onOpen(j.id)}
                  >
                    {formatDatesInText(j.title)}
                  </button>
                ),
              },
              { key: 'status', header: 'Status', cell: (j) => <JobStatusBadge job={j} /> },
              { key: 'progress', header: 'Progress', cell: (j) => jobProgressText(j), wide: true },
              { key: 'by', header: 'Started by', cell: (j) => j.staffName, wide: true },
              { key: 'at', header: 'Queued', cell: (j) => formatDateTime(j.createdAt), wide: true },
            ]}
          />
        )}
      </QueryView>
    </Section>
  );
}

/**
 * The job a screen shows, kept in the URL as `?job=<id>` so a reload comes back to it. `openJob`
 * puts a job there (the one just started, or one picked from the history), keeping the screen's
 * other parameters; `also` changes some of them at the same time ('' removes one).
 */
export function useJobParam() {
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('job')) || undefined;
  const openJob = useCallback(
    (id: number | undefined, also: Record<string, string | number> = {}) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ ...also, job: id ?? '' }))
          if (value === '') next.delete(key);
          else next.set(key, String(value));
        return next;
      }),
    [setParams],
  );
  return { jobId, openJob };
}

/**
 * A job screen's part: the job in the URL (`useJobParam`) followed live, and the recent runs of
 * its kind, each opening into the URL. A job opened after the screen loaded is scrolled into view.
 * `clears` are the screen's URL parameters that belong to another job (a dry run's id) and go when
 * one is opened from the history.
 */
export function JobSection({
  kind,
  title,
  onDone,
  clears = [],
  history = true,
}: {
  kind: JobKind;
  title: string;
  onDone?: (job: JobView) => void;
  clears?: readonly string[];
  /** False for a role that may follow a job but not list the kind's runs. */
  history?: boolean;
}) {
  const { jobId, openJob } = useJobParam();
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(jobId);
  useEffect(() => {
    if (jobId !== undefined && jobId !== first.current) box.current?.scrollIntoView?.({ block: 'start' });
  }, [jobId]);
  return (
    <div ref={box} className={css({ scrollMarginTop: '4' })}>
      {/* keys of their own: siblings sharing a key would leave the last job's panel on screen */}
      {jobId ? <JobPanel key={`panel-${jobId}`} jobId={jobId} title={title} onDone={onDone} /> : null}
      {history ? (
        // keyed by the job shown: starting one reads the runs again, so it is listed at once
        <JobHistory
          key={`runs-${jobId ?? 0}`}
          kind={kind}
          onOpen={(id) => openJob(id, Object.fromEntries(clears.map((k) => [k, ''])))}
        />
      ) : null}
    </div>
  );
}
