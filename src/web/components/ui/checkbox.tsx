import { Checkbox } from '@ark-ui/react/checkbox';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { checkbox } from '../../../../styled-system/recipes/checkbox';

const { withProvider, withContext } = createStyleContext(checkbox);

/** A checkbox drawn as a card; the root is the `<label>`, the native input is `HiddenInput`. */
export const Root = withProvider(Checkbox.Root, 'root');
export const Control = withContext(Checkbox.Control, 'control');
export const Indicator = withContext(Checkbox.Indicator, 'indicator');
export const Label = withContext(Checkbox.Label, 'label');
export const HiddenInput = Checkbox.HiddenInput;
export type RootProps = Checkbox.RootProps;
