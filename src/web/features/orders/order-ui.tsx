import type { ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import type { Test } from '../../../contract/orders';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { ORDER_STATUS_LABELS } from '../../../domain/orders';
import { packageImage } from '../../../domain/package-images';
import { card } from '../../components/layout';

export const sectionTitle = css({ textStyle: 'h3', mb: '3' });
export const muted = css({ color: 'fg.muted', textStyle: 'small' });
export const emptyNote = css({
  color: 'fg.muted',
  textStyle: 'small',
  p: '4',
  borderWidth: 'thin',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
export const cardGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
});

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.fg',
  textStyle: 'caption',
  fontWeight: '600',
});

/** What a test comes with, in words: its order's status, home kit, a booked draw, a draw it needs. */
export function testBadges(test: Test): string[] {
  const badges: string[] = [];
  // issue 18: a status other than "placed" was set in the back office (a cancelled order's test cannot be used)
  if (test.orderStatus !== 'placed')
    badges.push(`Order ${ORDER_STATUS_LABELS[test.orderStatus].toLowerCase()}`);
  if (test.hasHomeKit) badges.push('Home kit');
  if (test.hasMbd) badges.push('Blood draw booked');
  else if (test.shouldPreventActivationWithoutMbd && !test.hasHomeKit) badges.push('Needs a mobile draw');
  return badges;
}

/** A test as a card: its package picture (spec 000 §9), title, dates, and what it offers to do. */
export function TestCard({
  test,
  headingLevel = 3,
  children,
  actions,
  className,
}: {
  test: Test;
  headingLevel?: 2 | 3;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const badges = testBadges(test);
  return (
    <article
      className={cx(card, css({ display: 'flex', gap: '4', alignItems: 'flex-start' }), className)}
      aria-labelledby={`test-${test.id}`}
      data-testid={`test-${test.id}`}
    >
      <img
        src={packageImage(test.packageId)}
        alt=""
        width={64}
        height={64}
        className={css({ w: '16', h: '16', flexShrink: 0, borderRadius: 'lg', bg: 'bg.subtle' })}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1' })}>
        <Heading id={`test-${test.id}`} className={css({ textStyle: 'h3' })}>
          {test.title}
        </Heading>
        <p className={muted}>Purchased {formatDate(test.purchasedAt)}</p>
        {badges.length > 0 ? (
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
            {badges.map((b) => (
              <li key={b} className={badge}>
                {b}
              </li>
            ))}
          </ul>
        ) : null}
        {children}
        {actions ? (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>{actions}</div>
        ) : null}
      </div>
    </article>
  );
}

/** The activated test and its booked draw, if any. */
export function ActivatedTestCard({ test, actions }: { test: Test; actions?: ReactNode }) {
  return (
    <TestCard test={test} className={css({ maxW: 'prose' })} actions={actions}>
      {test.activatedAt ? <p className={muted}>Activated {formatDate(test.activatedAt)}</p> : null}
      {test.hasMbd && test.mbdScheduledAt ? (
        <p className={css({ textStyle: 'small' })} data-testid="booked-draw">
          Blood draw booked for <strong>{formatDateTime(test.mbdScheduledAt)}</strong>.{' '}
          {test.isRescheduleAvailable
            ? 'It can still be moved until 24 hours before.'
            : 'It is less than 24 hours away and can no longer be moved.'}
        </p>
      ) : null}
    </TestCard>
  );
}
