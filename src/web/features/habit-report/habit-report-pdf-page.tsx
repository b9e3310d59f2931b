import { useEffect } from 'react';
import { css } from '../../../../styled-system/css';
import { Container, Spinner, StatusPanel } from '../../components/layout';
import { useDocumentTitle } from '../../lib/use-document-title';
import { REPORT_STORAGE_KEY, REPORT_TITLE } from './habit-report-api';
import { HabitReportView } from './habit-report-view';
import { reportReadinessLogic, useReportReadiness } from './use-report-readiness';

/**
 * spec 000 §2.5: the PDF variant hides the support chat widget. A chat widget marks its root with
 * `data-support-chat`; while this page is open a rule hides it and the document carries
 * `data-support-chat-hidden`.
 */
export const SUPPORT_CHAT_HIDDEN_RULE = '[data-support-chat]{display:none !important}';

function useHiddenSupportChat() {
  useEffect(() => {
    const root = document.documentElement;
    const style = document.createElement('style');
    style.dataset.supportChatHidden = '';
    style.textContent = SUPPORT_CHAT_HIDDEN_RULE;
    document.head.append(style);
    root.dataset.supportChatHidden = '';
    return () => {
      style.remove();
      delete root.dataset.supportChatHidden;
    };
  }, []);
}

/**
 * `/reports-pdf/hhr` (spec 000 §2.1, §2.5, §9): the print variant of the weekly report, read from
 * local storage (`hhr-report`), re-read every second and on storage events, drawn without animation
 * and hidden until the history and zone charts are ready (`data-ready` on the report then).
 */
export default function HabitReportPdfPage({
  logic = reportReadinessLogic,
}: {
  logic?: typeof reportReadinessLogic;
}) {
  useDocumentTitle(REPORT_TITLE);
  useHiddenSupportChat();
  const { page, visible, report, problem, chartReady } = useReportReadiness(logic);

  if (page === 'loading') return <Spinner label="Reading the report…" />;
  if (page === 'missing')
    return (
      <StatusPanel eyebrow="Print" title="No report to print">
        <p>
          This page prints the report stored in this browser under “{REPORT_STORAGE_KEY}”. Nothing is stored
          there yet; the page shows the report as soon as it is.
        </p>
      </StatusPanel>
    );
  if (page === 'invalid' || !report)
    return (
      <StatusPanel eyebrow="Print" title="This report cannot be printed">
        <p role="alert">{problem}</p>
      </StatusPanel>
    );
  return (
    <Container className={css({ py: '6' })}>
      {visible ? null : <Spinner label="Drawing the charts…" />}
      <div
        data-testid="print-report"
        data-ready={visible ? 'true' : 'false'}
        aria-hidden={visible ? undefined : true}
        className={css({ visibility: visible ? 'visible' : 'hidden' })}
      >
        <HabitReportView report={report} print onChartReady={chartReady} />
      </div>
    </Container>
  );
}
