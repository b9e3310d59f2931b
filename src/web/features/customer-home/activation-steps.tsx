import { css } from '../../../../styled-system/css';
import type { ActivationState } from '../../../contract/auth';
import { CheckIcon } from '../../components/icons';
import { ACTIVATION_STEPS, stepOf } from './activation';

const marker = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  flexShrink: 0,
  borderRadius: 'full',
  borderWidth: 'thick',
  borderColor: 'border.strong',
  color: 'fg.muted',
  fontWeight: '700',
  textStyle: 'small',
});

const doneMarker = css.raw({ bg: 'accent.default', borderColor: 'accent.default', color: 'fg.inverse' });
const currentMarker = css.raw({ borderColor: 'accent.default', color: 'accent.fg' });

/** The activation states as an ordered list of steps, the customer's own marked current. */
export function ActivationSteps({ state }: { state: ActivationState }) {
  const current = stepOf(state);
  return (
    <ol
      aria-label="Your way to your results"
      className={css({ listStyle: 'none', display: 'grid', gap: '3' })}
    >
      {ACTIVATION_STEPS.map((step, index) => {
        const done = index < current;
        const here = index === current;
        return (
          <li
            key={step.state}
            aria-current={here ? 'step' : undefined}
            className={css({ display: 'flex', alignItems: 'center', gap: '3' })}
          >
            <span aria-hidden="true" className={css(marker, done && doneMarker, here && currentMarker)}>
              {done ? <CheckIcon /> : index + 1}
            </span>
            <span
              className={css({
                fontWeight: here ? '700' : '500',
                color: done || here ? 'fg.default' : 'fg.muted',
              })}
            >
              {step.title}
              <span className={css({ srOnly: true })}>
                {done ? ' (done)' : here ? ' (you are here)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
