import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { styled } from '../../../../styled-system/jsx/factory';
import { button } from '../../../../styled-system/recipes/button';

/** The house button; compose links with `asChild` (`<Button asChild><a href="…">…</a></Button>`). */
export const Button = styled(ark.button, button);
export type ButtonProps = ComponentProps<typeof Button>;
