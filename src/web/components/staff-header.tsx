import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { Container } from './layout';
import { Logo } from './logo';

/** The staff pages' own header (no customer navigation): the mark, 'Staff', and what the page adds. */
export function StaffHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={css({ borderBottomWidth: 'thin', borderColor: 'border.default', bg: 'bg.canvas' })}>
      <Container
        className={css({ display: 'flex', alignItems: 'center', gap: '4', py: '3', flexWrap: 'wrap' })}
      >
        <Link href="/admin" aria-label="Healthspan staff home">
          <Logo />
        </Link>
        <span className={css({ color: 'fg.muted', textStyle: 'small' })}>Staff</span>
        <div className={css({ ml: 'auto', display: 'flex', gap: '3', alignItems: 'center' })}>{children}</div>
      </Container>
    </header>
  );
}
