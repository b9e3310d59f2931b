import { Field, useFieldContext } from '@ark-ui/react/field';
import { forwardRef, type ComponentProps } from 'react';
import { createStyleContext } from '../../../../styled-system/jsx/create-style-context';
import { field } from '../../../../styled-system/recipes/field';

const { withProvider, withContext } = createStyleContext(field);

/** The ids that describe the control: the helper text, and the error text while the field is invalid. */
function useDescribedBy(own: string | undefined) {
  const control = useFieldContext()?.getInputProps();
  const ids = [control?.['aria-describedby'], control?.['aria-errormessage'], own].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

// Ark links the error text through `aria-errormessage` only, which many screen readers skip; it is
// added to `aria-describedby` as well so the message is read with the field.
const DescribedInput = forwardRef<HTMLInputElement, Field.InputProps>(function DescribedInput(props, ref) {
  return <Field.Input ref={ref} {...props} aria-describedby={useDescribedBy(props['aria-describedby'])} />;
});

const DescribedTextarea = forwardRef<HTMLTextAreaElement, Field.TextareaProps>(
  function DescribedTextarea(props, ref) {
    return (
      <Field.Textarea ref={ref} {...props} aria-describedby={useDescribedBy(props['aria-describedby'])} />
    );
  },
);

const DescribedSelect = forwardRef<HTMLSelectElement, Field.SelectProps>(
  function DescribedSelect(props, ref) {
    return <Field.Select ref={ref} {...props} aria-describedby={useDescribedBy(props['aria-describedby'])} />;
  },
);

export const Root = withProvider(Field.Root, 'root');
export const Label = withContext(Field.Label, 'label');
export const RequiredIndicator = withContext(Field.RequiredIndicator, 'requiredIndicator');
export const Input = withContext(DescribedInput, 'input');
/** A native `<select>`: the platform's own picker, best on phones and with screen readers. */
export const Select = withContext(DescribedSelect, 'select');
export const Textarea = withContext(DescribedTextarea, 'textarea');
export const HelperText = withContext(Field.HelperText, 'helperText');
export const ErrorText = withContext(Field.ErrorText, 'errorText');
export type RootProps = Field.RootProps;

type TextProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  label: string;
  error: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
};

/** A controlled, labelled input with its error below it: the field of the house forms. */
export function Text({ label, error, value, onValueChange, required, ...input }: TextProps) {
  return (
    <Root invalid={Boolean(error)} required={required}>
      <Label>{label}</Label>
      <Input type="text" {...input} value={value} onChange={(e) => onValueChange(e.currentTarget.value)} />
      <ErrorText>{error}</ErrorText>
    </Root>
  );
}
