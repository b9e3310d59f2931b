import { Field } from '@ark-ui/react/field';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { field } from '../../../../styled-system/recipes/field';

// Ark links the parts for us: the label's `for`, the helper text through `aria-describedby` and the
// error text through `aria-describedby` / `aria-invalid` once `invalid` is set on the root.
const { withProvider, withContext } = createStyleContext(field);

export const Root = withProvider(Field.Root, 'root');
export const Label = withContext(Field.Label, 'label');
export const RequiredIndicator = withContext(Field.RequiredIndicator, 'requiredIndicator');
export const Input = withContext(Field.Input, 'input');
export const Textarea = withContext(Field.Textarea, 'textarea');
export const HelperText = withContext(Field.HelperText, 'helperText');
export const ErrorText = withContext(Field.ErrorText, 'errorText');
export type RootProps = Field.RootProps;
