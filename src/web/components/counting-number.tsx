import { css } from '../../../styled-system/css';
import { useCountUp } from '../lib/use-count-up';

/**
 * A figure that counts up once after mounting (the hero's InnerAge, ApoB and LDL boxes). Screen
 * readers get the final value only; the moving digits are hidden from them.
 */
export function CountingNumber({ value, decimals = 0 }: { value: number; decimals?: number }) {
  const shown = useCountUp(value);
  return (
    <>
      <span aria-hidden="true">{shown.toFixed(decimals)}</span>
      <span className={css({ srOnly: true })}>{value.toFixed(decimals)}</span>
    </>
  );
}
