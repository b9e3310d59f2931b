import { PinInput } from '@ark-ui/react/pin-input';
import { css } from '../../../../styled-system/css';

const cell = css({
  w: '10',
  h: '12',
  textAlign: 'center',
  fontSize: 'xl',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.canvas',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
  _invalid: { borderColor: 'fg.error' },
});

/** Six digits (Ark PinInput); completing them submits. */
export function CodeInput({
  label,
  disabled,
  invalid,
  onComplete,
}: {
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  onComplete: (code: string) => void;
}) {
  return (
    <PinInput.Root
      otp
      // Ark's default placeholder, a circle in each box, made them look like radio buttons (issue 23.7)
      placeholder=""
      type="numeric"
      name="code"
      disabled={disabled}
      invalid={invalid}
      onValueComplete={(details) => onComplete(details.valueAsString)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <PinInput.Label className={css({ fontWeight: 'semibold' })}>{label}</PinInput.Label>
      <PinInput.Control className={css({ display: 'flex', gap: '2' })}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <PinInput.Input key={index} index={index} className={cell} aria-label={`Digit ${index + 1} of 6`} />
        ))}
      </PinInput.Control>
      <PinInput.HiddenInput />
    </PinInput.Root>
  );
}
