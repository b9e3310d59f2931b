import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import type { Loaded } from '../lib/resource';
import { Button } from './ui/button';

/** Centres content at the page width with the page gutters. */
export function Container({ children, className }: { children: ReactNode; className?: string | undefined }) {
  return (
    <div className={cx(css({ maxW: 'page', mx: 'auto', px: { base: '5', md: '8' } }), className)}>
      {children}
    </div>
  );
}

/** A status page body: a headline, a message and actions (not found, errors, redirects). */
export function StatusPanel({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string | undefined;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Container>
      <div className={css({ maxW: 'prose', mx: 'auto', py: { base: '16', md: '24' }, textAlign: 'center' })}>
        {eyebrow ? (
          <p
            className={css({
              color: 'accent.fg',
              fontWeight: '700',
              letterSpacing: 'wider',
              textTransform: 'uppercase',
              textStyle: 'small',
              mb: '3',
            })}
          >
            {eyebrow}
          </p>
        ) : null}
        <h1 className={css({ textStyle: { base: 'h1', md: 'display' }, mb: '4' })}>{title}</h1>
        {children ? (
          <div className={css({ color: 'fg.muted', textStyle: 'body', mb: '8' })}>{children}</div>
        ) : null}
        {actions ? (
          <div className={css({ display: 'flex', gap: '3', justifyContent: 'center', flexWrap: 'wrap' })}>
            {actions}
          </div>
        ) : null}
      </div>
    </Container>
  );
}

/** A labelled busy indicator for lazily loaded pages and redirects. */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', py: '24' })}
    >
      <span
        aria-hidden="true"
        className={css({
          w: '6',
          h: '6',
          borderRadius: 'full',
          borderWidth: 'thick',
          borderColor: 'border.default',
          borderTopColor: 'accent.default',
          animation: 'spin',
        })}
      />
      <span className={css({ color: 'fg.muted' })}>{label}</span>
    </div>
  );
}

const skipLinkClass = css({
  srOnly: true,
  _focus: {
    srOnly: false,
    position: 'fixed',
    top: '2',
    left: '2',
    zIndex: 'toast',
    bg: 'bg.canvas',
    color: 'accent.fg',
    px: '4',
    py: '2',
    borderRadius: 'md',
    boxShadow: 'popup',
  },
});

/** A link past what repeats on every page, shown only when it has keyboard focus. */
export function SkipLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={skipLinkClass}>
      {children}
    </a>
  );
}

/** The bordered, shadowed panel most pages put their sections in. */
export const card = css({
  p: { base: '4', md: '6' },
  borderRadius: 'xl',
  borderWidth: 'thin',
  borderColor: 'border.default',
  bg: 'bg.canvas',
  boxShadow: 'card',
});

/** Loading, error with a retry, or the content. */
export function LoadView<T>({
  state,
  reload,
  label,
  children,
}: {
  state: Loaded<T>;
  reload: () => void;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <Spinner label={`Loading ${label}…`} />;
  if (state.status === 'error')
    return (
      <div
        role="alert"
        className={css({ p: '4', bg: 'danger.subtle', color: 'danger.fg', borderRadius: 'lg' })}
      >
        <p className={css({ mb: '2' })}>
          We could not load {label}: {state.error.message}
        </p>
        <Button size="sm" variant="outline" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  return <>{children(state.data)}</>;
}
