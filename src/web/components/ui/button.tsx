import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from '../../../../styled-system/css';
import { button, type ButtonVariantProps } from '../../../../styled-system/recipes/button';

export type ButtonProps = ComponentProps<typeof ark.button> & ButtonVariantProps;

/**
 * The house button; compose links with `asChild` (`<Button asChild><a href="…">…</a></Button>`).
 * The recipe on a plain element rather than Panda's `styled`, whose style-prop filter (the list of
 * every CSS property, 4 kB gzip) the shell would otherwise load before a signed-in page's first render.
 */
export function Button({ className, ...props }: ButtonProps) {
  const [variants, rest] = button.splitVariantProps(props);
  return <ark.button className={cx(button(variants), className)} {...rest} />;
}
