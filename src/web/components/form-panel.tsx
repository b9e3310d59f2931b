import type { ReactNode } from 'react';
import { css, cva } from '../../../styled-system/css';
import { Container } from './layout';

/** The narrow card of the sign-in pages: a heading, an introduction, the form and links below it. */
export function FormPanel({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container>
      <div
        className={css({
          maxW: 'popup.md',
          mx: 'auto',
          my: { base: '10', md: '16' },
          p: { base: '6', md: '8' },
          bg: 'bg.canvas',
          borderRadius: 'xl',
          borderWidth: 'thin',
          borderColor: 'border.default',
          boxShadow: 'card',
        })}
      >
        <h1 className={css({ textStyle: 'h1', mb: '2' })}>{title}</h1>
        {intro ? <div className={css({ color: 'fg.muted', mb: '6' })}>{intro}</div> : null}
        {children}
        {footer ? (
          <div
            className={css({
              mt: '6',
              pt: '5',
              borderTopWidth: 'thin',
              borderColor: 'border.default',
              textStyle: 'small',
              color: 'fg.muted',
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
            })}
          >
            {footer}
          </div>
        ) : null}
      </div>
    </Container>
  );
}

const notice = cva({
  base: { borderRadius: 'md', px: '4', py: '3', mb: '5', borderWidth: 'thin', textStyle: 'small' },
  variants: {
    tone: {
      danger: { bg: 'danger.subtle', color: 'danger.fg', borderColor: 'danger.fg' },
      success: { bg: 'accent.subtle', color: 'accent.fg', borderColor: 'accent.default' },
    },
  },
});

/**
 * A message about the whole form: `danger` is an alert (read out at once), `success` a status.
 * `focusRef` lets the page move focus to it.
 */
export function Notice({
  tone,
  children,
  focusRef,
}: {
  tone: 'danger' | 'success';
  children: ReactNode;
  focusRef?: React.Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={notice({ tone })}
    >
      {children}
    </div>
  );
}

/** The form's column of fields and its button. */
export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
