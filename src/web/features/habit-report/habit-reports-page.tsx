import { useState } from 'react';
import { saveBlob } from '../../lib/save-blob';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import type { HabitReportEntry, HabitReportList } from '../../../contract/habit-report';
import { formatDate } from '../../../domain/dates';
import { formatWeekRange, reportWeekAt } from '../../../domain/habits';
import { useLoad } from '../../lib/use-load';
import { card, LoadView } from '../../components/layout';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { toApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { habitReportApi, reportHref } from './habit-report-api';

export const HABIT_REPORTS_TITLE = 'Weekly habit reports';

/** Copies the report's public link (anyone with it can open the report, signed out). */
function CopyLinkButton({ report }: { report: HabitReportEntry }) {
  const copy = async () => {
    const link = new URL(reportHref(report.reportToken), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      toast.success({ title: 'Link copied', description: 'Anyone with this link can open the report.' });
    } catch {
      toast.error({ title: 'The link could not be copied', description: link });
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Copy the link to the report for ${report.dateLabel}`}
      onClick={() => void copy()}
    >
      Copy link
    </Button>
  );
}

/** Fetches the report's PDF with the customer's token and saves it. */
function DownloadPdfButton({ report }: { report: HabitReportEntry }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(
        await habitReportApi.pdf(report.reportToken),
        `healthspan-habit-report-${report.weekStart}.pdf`,
      );
    } catch (error) {
      toast.error({
        title: 'The PDF could not be downloaded',
        description: toApiError(error, 'pdf').message,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={`Download PDF of the report for ${report.dateLabel}`}
      onClick={() => void download()}
    >
      {busy ? 'Preparing PDF…' : 'Download PDF'}
    </Button>
  );
}

function ReportRow({ report }: { report: HabitReportEntry }) {
  return (
    <li
      data-testid="habit-report-row"
      data-report-token={report.reportToken}
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'auto 1fr', md: 'auto 1fr auto' },
        alignItems: 'center',
        columnGap: '4',
        rowGap: '2',
        py: '4',
        borderBottomWidth: 'thin',
        borderColor: 'border.default',
        _last: { borderBottomWidth: '0' },
      })}
    >
      <div
        aria-hidden="true"
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '14',
          h: '14',
          borderRadius: 'full',
          bg: 'accent.subtle',
          color: 'accent.fg',
          textStyle: 'h3',
          fontWeight: '700',
          flexShrink: '0',
        })}
      >
        {report.score}
      </div>
      <div className={css({ minW: '0' })}>
        <h2 className={css({ textStyle: 'body', fontWeight: '700' })}>
          <Link
            href={reportHref(report.reportToken)}
            className={css({ color: 'accent.fg', textDecoration: 'underline' })}
          >
            {report.dateLabel}
          </Link>
        </h2>
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          Healthspan Habit Score <strong data-testid="habit-report-score">{report.score}</strong> · built{' '}
          {formatDate(report.createdAt)}
        </p>
      </div>
      <div
        className={css({
          gridColumn: { base: '1 / -1', md: '3' },
          justifySelf: 'end',
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2',
        })}
      >
        <CopyLinkButton report={report} />
        <DownloadPdfButton report={report} />
      </div>
    </li>
  );
}

/**
 * Builds last week's report on demand, naming the week (the server's reportWeekAt, so the button
 * and the report agree); a week with too little data says so.
 */
function BuildReportButton({ onBuilt }: { onBuilt: (report: HabitReportEntry) => void }) {
  const [busy, setBusy] = useState(false);
  // named when the page opens; the toast names the week the server actually built
  const [week] = useState(() => formatWeekRange(reportWeekAt(Date.now())));
  const [problem, setProblem] = useState<string>();
  const build = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const report = await habitReportApi.build();
      toast.success({ title: 'Your weekly report is ready', description: report.dateLabel });
      onBuilt(report);
    } catch (error) {
      setProblem(toApiError(error, 'build').message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
      <Button disabled={busy} aria-describedby="build-report-week" onClick={() => void build()}>
        {busy ? 'Building…' : 'Build last week’s report'}
      </Button>
      <p
        id="build-report-week"
        data-testid="build-report-week"
        className={css({ textStyle: 'small', color: 'fg.muted' })}
      >
        {week}, the last complete week
      </p>
      {problem ? (
        <p role="alert" className={css({ textStyle: 'small', color: 'danger.fg' })}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A built report joins the list in week order (the newest week first), replacing its week's entry. */
function withReport(list: HabitReportList, report: HabitReportEntry): HabitReportList {
  const others = list.reports.filter((r) => r.weekStart !== report.weekStart);
  return { reports: [...others, report].sort((a, b) => b.weekStart.localeCompare(a.weekStart)) };
}

/** `/customer/habit-reports`: the customer's weekly Healthspan Habit reports, each with its link and PDF. */
export default function HabitReportsPage() {
  useDocumentTitle(HABIT_REPORTS_TITLE);
  const list = useLoad('habit-reports', (signal) => habitReportApi.list(signal));
  const onBuilt = (report: HabitReportEntry) => {
    if (list.state.status === 'success') list.setData(withReport(list.state.data, report));
    else list.reload();
  };
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            mb: '6',
          })}
        >
          <div className={css({ maxW: 'prose' })}>
            <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2' })}>
              {HABIT_REPORTS_TITLE}
            </h1>
            <p className={css({ color: 'fg.muted' })}>
              When a Monday–Sunday week ends, its journal and tracker data become a Healthspan Habit report.
              Open one to see it, share its link, or download it as a PDF.
            </p>
          </div>
          <BuildReportButton onBuilt={onBuilt} />
        </div>
        <section className={card} aria-label="Your reports">
          <LoadView state={list.state} reload={list.reload} label="your reports">
            {(data) =>
              data.reports.length === 0 ? (
                <div data-testid="habit-reports-empty" className={css({ textAlign: 'center', py: '8' })}>
                  <h2 className={css({ textStyle: 'h3', mb: '2' })}>No reports yet</h2>
                  <p className={css({ color: 'fg.muted', maxW: 'prose', mx: 'auto' })}>
                    Your first weekly report appears once a week has enough journal or tracker data. Log your
                    habits for a few days; once the week is over, build its report.
                  </p>
                </div>
              ) : (
                <ul aria-label="Weekly reports, newest first">
                  {data.reports.map((report) => (
                    <ReportRow key={report.reportToken} report={report} />
                  ))}
                </ul>
              )
            }
          </LoadView>
        </section>
      </Container>
    </div>
  );
}
