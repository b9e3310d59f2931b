import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { isExternalLink } from '../../../contract/page-builder-public';

/**
 * A link a block draws: a path of this site goes through the router; an external one (001 §5:
 * http(s), ftp(s), mailto) opens in a new tab and says so to screen readers.
 */
export function BlockLink({
  href,
  className,
  children,
  ...rest
}: {
  href: string;
  className?: string | undefined;
  children: ReactNode;
  'data-page-name'?: string | undefined;
}) {
  if (isExternalLink(href)) {
    const mail = /^mailto:/i.test(href.trim());
    return (
      <a
        href={href}
        className={className}
        {...(mail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        {...rest}
      >
        {children}
        {mail ? null : <span className={css({ srOnly: true })}> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <Link href={href} className={className} {...rest}>
      {children}
    </Link>
  );
}
