import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Container } from '../../components/layout';

export const card = css({
  p: { base: '5', md: '6' },
  borderRadius: 'xl',
  borderWidth: 'thin',
  borderColor: 'border.default',
  bg: 'bg.canvas',
  boxShadow: 'card',
});

/** The frame of the interim customer pages: a greeting and what comes next. */
export function CustomerPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={css({ bg: 'bg.subtle', flex: '1' })}>
      <Container className={css({ py: { base: '8', md: '12' } })}>
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '2' })}>{title}</h1>
        <p className={css({ color: 'fg.muted', textStyle: 'body', mb: '8', maxW: 'prose' })}>{intro}</p>
        {children}
      </Container>
    </div>
  );
}
