import { Switch } from '@ark-ui/react/switch';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { switchRecipe } from '../../../../styled-system/recipes/switch-recipe';

const { withProvider, withContext } = createStyleContext(switchRecipe);

/** An on/off preference (`role="switch"` on the native checkbox); the root is the `<label>`. */
export const Root = withProvider(Switch.Root, 'root');
export const Label = withContext(Switch.Label, 'label');
export const Control = withContext(Switch.Control, 'control');
export const Thumb = withContext(Switch.Thumb, 'thumb');
export const HiddenInput = Switch.HiddenInput;
export type RootProps = Switch.RootProps;
