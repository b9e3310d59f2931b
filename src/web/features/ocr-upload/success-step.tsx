import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { CUSTOMER_ROUTES } from '../../lib/customer';
import type { OcrUploadRef } from './use-ocr-upload';
import { formatDate } from '../../../domain/dates';

/** `/success`: the saved draw, with links to it on the blood results and to InnerAge; or the care team's queue. */
export function SuccessStep({ actor }: { actor: OcrUploadRef }) {
  const sent = useSelector(actor, (s) => s.matches('sent'));
  const count = useSelector(actor, (s) => s.context.rows.length);
  const testedAt = useSelector(actor, (s) => s.context.testedAt);
  if (sent)
    return (
      <section className={cx(card, css({ maxW: '3xl' }))} aria-labelledby="sent-heading">
        <h2 id="sent-heading" className={css({ textStyle: 'h3', mb: '2' })}>
          Sent to our care team
        </h2>
        <p role="status" className={css({ mb: '4' })}>
          Our care team will enter the results from your files and let you know when they are in your account.
        </p>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button asChild>
            <Link href="/customer/diy">Back to adding results</Link>
          </Button>
          <Button variant="outline" onClick={() => actor.send({ type: 'upload.restart' })}>
            Upload another report
          </Button>
        </div>
      </section>
    );
  return (
    <section className={cx(card, css({ maxW: '3xl' }))} aria-labelledby="success-heading">
      <h2 id="success-heading" className={css({ textStyle: 'h3', mb: '2' })}>
        Your results are in your account
      </h2>
      <p role="status" data-testid="success-summary" className={css({ mb: '4' })}>
        {count} {count === 1 ? 'result' : 'results'} from the draw of {formatDate(testedAt)} are saved. Your
        optimal ranges and InnerAge now count them.
      </p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button asChild>
          <Link href={`${CUSTOMER_ROUTES.bloodwork}/table`}>See the draw of {formatDate(testedAt)}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={CUSTOMER_ROUTES.innerAge}>See your InnerAge</Link>
        </Button>
        <Button variant="ghost" onClick={() => actor.send({ type: 'upload.restart' })}>
          Upload another report
        </Button>
      </div>
    </section>
  );
}
