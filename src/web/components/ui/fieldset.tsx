import { Fieldset } from '@ark-ui/react/fieldset';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { field } from '../../../../styled-system/recipes/field';

// A group of native controls (radios) under one legend, drawn like a field. Ark links the help
// text, and the error text while invalid, to the fieldset's `aria-describedby`, so a screen reader
// reads them with the group's name; each control still marks itself `aria-invalid`.
const { withProvider, withContext } = createStyleContext(field);

export const Root = withProvider(Fieldset.Root, 'root');
export const Legend = withContext(Fieldset.Legend, 'label');
export const HelperText = withContext(Fieldset.HelperText, 'helperText');
export const ErrorText = withContext(Fieldset.ErrorText, 'errorText');
