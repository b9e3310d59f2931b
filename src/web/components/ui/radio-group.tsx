import { RadioGroup } from '@ark-ui/react/radio-group';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { radioGroup } from '../../../../styled-system/recipes/radio-group';

const { withProvider, withContext } = createStyleContext(radioGroup);

/** One choice of several (`role="radiogroup"` of native radios): arrows move, Space picks. */
export const Root = withProvider(RadioGroup.Root, 'root');
export const Label = withContext(RadioGroup.Label, 'label');
/** The whole item is a `<label>`: a click on its text or card picks it. */
export const Item = withContext(RadioGroup.Item, 'item');
export const ItemControl = withContext(RadioGroup.ItemControl, 'itemControl');
export const ItemText = withContext(RadioGroup.ItemText, 'itemText');
export const ItemHiddenInput = RadioGroup.ItemHiddenInput;
export type RootProps = RadioGroup.RootProps;
