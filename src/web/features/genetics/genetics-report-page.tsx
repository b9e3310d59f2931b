import { useId, useRef, useState, type ChangeEvent } from 'react';
import { css, cx } from '../../../../styled-system/css';
import type { DnaReportPageData, DnaReportResponse } from '../../../contract/dna';
import { formatDate, utcDayOf } from '../../../domain/dates';
import { TraitList } from '../../components/dna/trait-list';
import { Container, Spinner } from '../../components/layout';
import { card, LoadView } from '../../components/layout';
import { useLoad } from '../../lib/use-load';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { saveBlob } from '../../lib/save-blob';
import { dnaApi } from './dna-api';
import { KitPanel } from './kit-panel';
import { useDnaUpload } from './use-dna-upload';

const h2 = css({ textStyle: 'h3', mb: '3' });

/** `/customer/genetics-report` (spec 000 §2.3, §7.8): the genetics report, raw-data upload and the kit. */
export default function GeneticsReportPage() {
  useDocumentTitle('DNA report');
  const page = useLoad('dna-page', (s) => dnaApi.pageData(s));
  const report = useLoad('dna-report', (s) => dnaApi.report(s).catch(notFoundAsNull));
  // only the report reloads: reloading the page data would unmount the upload and its state
  const reload = report.reload;
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2' })}>Your DNA report</h1>
        <p className={css({ color: 'fg.muted', mb: '6', maxW: 'prose' })}>
          What a few well-studied genetic variants are associated with. These are tendencies seen in research,
          not diagnoses: your habits, environment and many other genes matter too.
        </p>
        <div
          className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' } })}
        >
          <section className={cx(card, css({ alignSelf: 'start' }))} aria-labelledby="dna-report">
            <h2 id="dna-report" className={h2}>
              Your genetics
            </h2>
            <LoadView state={report.state} reload={report.reload} label="your DNA report">
              {(data) => <ReportView data={data} />}
            </LoadView>
          </section>
          <div className={css({ display: 'grid', gap: '5', alignContent: 'start' })}>
            <LoadView state={page.state} reload={page.reload} label="your DNA data">
              {(data) => (
                <UploadPanel
                  data={data}
                  hasReport={report.state.status === 'success' && report.state.data.status === 'ready'}
                  onReady={reload}
                />
              )}
            </LoadView>
            <KitPanel />
          </div>
        </div>
      </Container>
    </div>
  );
}

/** No DNA data (404) and a refused upload (422) are states of the page, not load errors. */
function notFoundAsNull(
  error: unknown,
): { status: 'none'; message: string } | { status: 'failed'; message: string } {
  if (error instanceof ApiError && (error.status === 404 || error.status === 422))
    return error.status === 404
      ? { status: 'none', message: error.message }
      : { status: 'failed', message: error.message };
  throw error;
}

type ReportData = Awaited<ReturnType<typeof dnaApi.report>> | ReturnType<typeof notFoundAsNull>;

function ReportView({ data }: { data: ReportData }) {
  if (data.status === 'none')
    return (
      <p data-testid="dna-empty">
        You have no DNA data yet. Upload the raw data from your DNA test to see your report.
      </p>
    );
  if (data.status === 'failed')
    return (
      <p role="alert" className={css({ color: 'danger.fg' })}>
        {data.message}
      </p>
    );
  if (data.status === 'processing') return <Spinner label="We are reading your DNA file…" />;
  return <ReadyReport report={data} />;
}

function sourceLine(report: DnaReportResponse) {
  const s = report.source;
  const from = s.source === 'kit' ? 'your Healthspan DNA kit' : `your ${s.formatName ?? 'raw data'} upload`;
  return `From ${from} of ${formatDate(s.createdAt)} · ${report.calledSnps} of the ${report.totalSnps} SNPs could be read`;
}

function ReadyReport({ report }: { report: DnaReportResponse }) {
  const [busy, setBusy] = useState<'pdf' | 'raw' | undefined>();
  const download = async (kind: 'pdf' | 'raw') => {
    setBusy(kind);
    try {
      const day = utcDayOf(Date.now());
      if (kind === 'pdf')
        saveBlob(await dnaApi.pdf({ includeApoe: false }), `healthspan-genetics-report-${day}.pdf`);
      else saveBlob(await dnaApi.rawData(), `healthspan-dna-raw-data-${day}.txt`);
    } catch (error) {
      toast.error({
        title: 'Download failed',
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      <p className={css({ color: 'fg.muted', textStyle: 'small', mb: '4' })} data-testid="dna-source">
        {sourceLine(report)}
      </p>
      <TraitList traits={report.traits} />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mt: '5' })}>
        <Button
          variant="outline"
          size="sm"
          disabled={busy !== undefined}
          onClick={() => void download('pdf')}
        >
          {busy === 'pdf' ? 'Preparing…' : 'Download PDF report'}
        </Button>
        <Button variant="ghost" size="sm" disabled={busy !== undefined} onClick={() => void download('raw')}>
          {busy === 'raw' ? 'Preparing…' : 'Download the data we kept'}
        </Button>
      </div>
    </>
  );
}

function UploadPanel({
  data,
  hasReport,
  onReady,
}: {
  data: DnaReportPageData;
  hasReport: boolean;
  onReady: () => void;
}) {
  const upload = useDnaUpload(data.upload, onReady);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.select(file);
    event.target.value = '';
  };
  const busy = upload.phase === 'uploading' || upload.phase === 'processing';
  return (
    <section className={card} aria-labelledby="dna-upload">
      <h2 id="dna-upload" className={h2}>
        Upload raw DNA data
      </h2>
      <p className={css({ mb: '3', textStyle: 'small' })}>
        The unedited raw-data file from {data.upload.formats.join(', ')} ({data.upload.extensions.join(', ')},
        up to {Math.round(data.upload.maxBytes / 1024 / 1024)} MB, reference build 37). We keep only the few
        genotypes this report reads.
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={data.upload.extensions.join(',')}
        className={css({ srOnly: true })}
        onChange={onChange}
        disabled={busy}
        aria-label="Raw DNA data file"
      />
      {upload.phase === 'uploading' ? (
        <div>
          <p className={css({ textStyle: 'small', mb: '2' })}>Uploading {upload.fileName}…</p>
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            className={css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden', mb: '3' })}
          >
            <div
              className={css({ h: 'full', bg: 'accent.default' })}
              style={{ width: `${upload.percent}%` }}
            />
          </div>
          <Button size="sm" variant="ghost" onClick={upload.cancel}>
            Cancel
          </Button>
        </div>
      ) : upload.phase === 'processing' ? (
        <Spinner label={`Reading ${upload.fileName ?? 'your file'}…`} />
      ) : (
        <Button size="sm" onClick={() => input.current?.click()}>
          {hasReport ? 'Upload another file' : 'Choose your raw-data file'}
        </Button>
      )}
      {upload.phase === 'failed' && upload.failure ? (
        <div
          role="alert"
          className={css({ mt: '3', p: '3', bg: 'danger.subtle', color: 'danger.fg', borderRadius: 'lg' })}
        >
          <p
            className={css({ textStyle: 'small', mb: upload.canRetry ? '2' : '0' })}
            data-testid="upload-error"
          >
            {upload.failure}
          </p>
          {upload.canRetry ? (
            <Button size="sm" variant="outline" onClick={upload.retry}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}
      {upload.phase === 'done' ? (
        <p role="status" className={css({ mt: '3', textStyle: 'small', color: 'accent.fg' })}>
          Your report is ready.
        </p>
      ) : null}
      {upload.phase === 'idle' && data.latestUpload?.status === 'failed' && hasReport ? (
        <p className={css({ mt: '3', textStyle: 'small', color: 'warning.fg' })}>
          Your last upload could not be used: {data.latestUpload.error}
        </p>
      ) : null}
    </section>
  );
}
