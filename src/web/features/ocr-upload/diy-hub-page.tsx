import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { card, LoadView } from '../../components/layout';
import { useLoad } from '../../lib/use-load';
import { Container } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { can, CUSTOMER_ROUTES } from '../../lib/customer';
import { useCustomer } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ocrApi } from './ocr-api';
import { formatDate } from '../../../domain/dates';

const h2 = css({ textStyle: 'h3', mb: '2' });
const text = css({ color: 'fg.muted', textStyle: 'small', mb: '4' });

/** `/customer/diy` (spec 000 §2.3): where results are added: a lab report, DNA raw data, and past uploads. */
export default function DiyHubPage() {
  useDocumentTitle('Add results');
  const customer = useCustomer();
  const mayUpload = customer ? can.addBloodResults(customer) : false;
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '6', md: '10' } })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2' })}>Add results</h1>
        <p className={css({ color: 'fg.muted', mb: '6', maxW: 'prose' })}>
          Bring results from other labs into your account: they count towards your optimal ranges and InnerAge
          like your Healthspan tests.
        </p>
        <div
          className={css({
            display: 'grid',
            gap: '5',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          <section className={card} aria-labelledby="add-blood">
            <h2 id="add-blood" className={h2}>
              Upload a blood test report
            </h2>
            <p className={text}>
              A PDF from your lab, a photo of the printed report or a CSV. We read the values, you check them.
            </p>
            {mayUpload ? (
              <Button asChild>
                <Link href={CUSTOMER_ROUTES.uploadBloodResult}>Upload a lab report</Link>
              </Button>
            ) : (
              <>
                <p className={text}>Uploading lab reports needs the blood-results upload plan.</p>
                <Button asChild variant="outline">
                  <a href="/bloodresultsupload">See the upload plan</a>
                </Button>
              </>
            )}
          </section>
          <section className={card} aria-labelledby="add-dna">
            <h2 id="add-dna" className={h2}>
              Upload DNA raw data
            </h2>
            <p className={text}>
              The raw-data file you downloaded from your DNA testing company, for your genetics report.
            </p>
            <Button asChild variant="outline">
              <Link href={CUSTOMER_ROUTES.genetics}>Upload DNA data</Link>
            </Button>
          </section>
        </div>
        <PastUploads />
      </Container>
    </div>
  );
}

/** Blood results that came from an upload (they carry a groupId), newest draw first. */
function PastUploads() {
  const results = useLoad('diy-results', (s) => ocrApi.results(s));
  return (
    <section className={cx(card, css({ mt: '5' }))} aria-labelledby="past-uploads">
      <h2 id="past-uploads" className={h2}>
        Past uploads
      </h2>
      <LoadView state={results.state} reload={results.reload} label="your uploads">
        {(data) => {
          const uploads = data.filter((r) => r.groupId !== null);
          if (uploads.length === 0)
            return (
              <p data-testid="uploads-empty" className={css({ color: 'fg.muted' })}>
                No uploaded results yet. Reports you upload appear here.
              </p>
            );
          return (
            <ul className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '2' })}>
              {uploads.map((r) => (
                <li
                  key={r.id}
                  data-testid="past-upload"
                  className={css({
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: '3',
                    flexWrap: 'wrap',
                    py: '2',
                    borderTopWidth: 'thin',
                    borderColor: 'border.default',
                  })}
                >
                  <span>
                    <span className={css({ fontWeight: '600' })}>Draw of {formatDate(r.testedAt)}</span>{' '}
                    <span className={css({ color: 'fg.muted', textStyle: 'small' })}>
                      {r.markerValues.length} {r.markerValues.length === 1 ? 'marker' : 'markers'} ·{' '}
                      {r.source} · added {formatDate(r.publishedAt)}
                    </span>
                  </span>
                  <Link href={`${CUSTOMER_ROUTES.bloodwork}/table`}>
                    See it<span className={css({ srOnly: true })}> (draw of {formatDate(r.testedAt)})</span>
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </LoadView>
    </section>
  );
}
