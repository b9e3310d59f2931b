import { css } from '../../../../styled-system/css';
import type { DrawGuide } from '../../../contract/draw-guide';
import type { Test } from '../../../contract/orders';
import { formatDateTime } from '../../../domain/dates';
import { LoadView } from '../../components/layout';
import { useLoad } from '../../lib/use-load';
import { Button } from '../../components/ui/button';
import { ordersApi } from './orders-api';

const heading = css({ fontWeight: '600', mb: '2' });
const list = css({ display: 'grid', gap: '1', pl: '5', listStyleType: 'disc' });
const siteList = css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' });
const siteCard = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3' });
const small = css({ textStyle: 'small', color: 'fg.muted' });

/** Whether a test is drawn by someone (a lab or a phlebotomist): not for a home kit. */
export const needsDrawGuide = (test: Test) => !test.hasHomeKit;

/**
 * Issue 23 point 5: where and how the blood of an activated test is drawn: the nearest draw sites,
 * what to bring, how to prepare, and a mobile draw where phlebotomists visit (`onBookDraw`).
 */
export function DrawGuideSection({
  test,
  onBookDraw,
  headingLevel = 3,
}: {
  test: Test;
  onBookDraw?: () => void;
  headingLevel?: 2 | 3;
}) {
  const { state, reload } = useLoad(`draw-guide-${test.id}`, (signal) =>
    ordersApi.drawGuide(test.id, signal),
  );
  return (
    <div data-testid="draw-guide" className={css({ display: 'grid', gap: '4' })}>
      <LoadView state={state} reload={reload} label="the draw sites near you">
        {(guide) => <GuideView guide={guide} onBookDraw={onBookDraw} headingLevel={headingLevel} />}
      </LoadView>
    </div>
  );
}

function GuideView({
  guide,
  onBookDraw,
  headingLevel,
}: {
  guide: DrawGuide;
  onBookDraw?: () => void;
  headingLevel: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const { mobileDraw } = guide;
  return (
    <>
      {mobileDraw.bookedFor ? null : (
        <section aria-labelledby="draw-sites-heading">
          <H id="draw-sites-heading" className={heading}>
            {guide.origin ? `Draw sites near ${guide.origin.city}` : 'Draw sites'}
          </H>
          {guide.sites.length > 0 ? (
            <ul className={siteList}>
              {guide.sites.map((site) => (
                <li key={site.id} className={siteCard}>
                  <p className={css({ fontWeight: '600' })}>{site.name}</p>
                  <p>
                    {site.line1}, {site.city}, {site.state} {site.zip}
                  </p>
                  <p className={small}>
                    {site.hours} · {site.distanceMiles} mi away · walk in, no appointment needed
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {guide.origin
                ? `There is no walk-in draw site near ${guide.origin.city}.`
                : 'We could not place the ZIP code of your address, so we cannot list draw sites.'}{' '}
              {mobileDraw.available
                ? 'A phlebotomist can come to your home or office instead.'
                : 'Contact support and we will find a site for you.'}
            </p>
          )}
        </section>
      )}
      {mobileDraw.available && !mobileDraw.bookedFor && onBookDraw ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <p className={css({ flex: '1 1 16rem' })}>
            Rather stay home? A phlebotomist can come to you from {formatDateTime(mobileDraw.earliestAt)}.
          </p>
          <Button variant="outline" onClick={onBookDraw}>
            Book a home draw
          </Button>
        </div>
      ) : null}
      <section aria-labelledby="draw-prepare-heading">
        <H id="draw-prepare-heading" className={heading}>
          Before the draw
        </H>
        <ul className={list}>
          {guide.preparation.advice.map((advice) => (
            <li key={advice}>{advice}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="draw-bring-heading">
        <H id="draw-bring-heading" className={heading}>
          What to bring
        </H>
        <ul className={list}>
          {guide.bring.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
