import { Link, useParams } from 'wouter';
import { css } from '../../../../styled-system/css';
import { useLoad } from '../../lib/use-load';
import { LoadView } from '../../components/layout';
import { Container, StatusPanel } from '../../components/layout';
import { Button } from '../../components/ui/button';
import type { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { habitReportApi, REPORT_NOT_FOUND, REPORT_TITLE } from './habit-report-api';
import { HabitReportView } from './habit-report-view';

/** A token the server does not know (404) or does not accept as one (400). */
const isUnknownReport = (error: ApiError) => error.status === 404 || error.status === 400;

export function ReportNotFound() {
  useDocumentTitle('Report not found');
  return (
    <StatusPanel
      eyebrow="Report not found"
      title="We can’t find that report"
      actions={
        <Button asChild>
          <Link href="/">Back to the home page</Link>
        </Button>
      }
    >
      <p data-testid="report-not-found">{REPORT_NOT_FOUND}</p>
      <p className={css({ mt: '2' })}>
        Ask whoever shared it for a new link, or sign in to see your own reports.
      </p>
    </StatusPanel>
  );
}

/** `/hhr-report/:reportToken` (spec 000 §2.1, §2.5, §7.1): the weekly report by its link, no sign-in. */
export default function HabitReportPage() {
  useDocumentTitle(REPORT_TITLE);
  const { reportToken = '' } = useParams<{ reportToken: string }>();
  const view = useLoad(`habit-report:${reportToken}`, (signal) => habitReportApi.view(reportToken, signal));
  if (view.state.status === 'error' && isUnknownReport(view.state.error)) return <ReportNotFound />;
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <LoadView state={view.state} reload={view.reload} label="the habit report">
          {(data) => <HabitReportView report={data.report_data} />}
        </LoadView>
      </Container>
    </div>
  );
}
