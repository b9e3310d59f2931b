import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react';
import { cx } from '../../../../styled-system/css';
import { button, type ButtonVariantProps } from '../../../../styled-system/recipes/button';

/** The recipe's variants as plain values: the build computes the class string of each (scripts/panda-static.ts). */
type ButtonVariants = { [K in keyof ButtonVariantProps]?: Extract<ButtonVariantProps[K], string> };

export type ButtonProps = ComponentProps<'button'> & ButtonVariants & { asChild?: boolean | undefined };

/**
 * The house button; compose links with `asChild` (`<Button asChild><a href="…">…</a></Button>`):
 * the child gets the button's classes and props, its own props winning.
 * The recipe on a plain element rather than Panda's `styled` and Ark's factory: the style-prop
 * filter (the list of every CSS property) and Ark's prop merging were 5 kB gzip that the shell
 * loaded before a signed-in page's first render (issue 22).
 */
export function Button({ className, asChild = false, children, ...props }: ButtonProps) {
  const [variants, rest] = button.splitVariantProps(props);
  const classes = cx(button(variants), className);
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...rest, ...child.props, className: cx(classes, child.props.className) });
  }
  return (
    <button className={classes} {...rest}>
      {children}
    </button>
  );
}
