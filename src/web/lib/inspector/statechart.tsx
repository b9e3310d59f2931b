import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { css, cx } from '../../../../styled-system/css';
import { activePaths, transitionsOf } from './machine-info';

const box = css({
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.canvas',
  p: '2',
  minW: '32',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  '&[data-active]': { borderColor: 'accent.default', bg: 'accent.subtle', borderWidth: 'medium' },
  '&[data-final]': { borderStyle: 'double', borderWidth: 'thick' },
});
const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '1',
  fontWeight: 'semibold',
});
const chip = css({
  textStyle: 'small',
  fontWeight: 'normal',
  px: '1',
  borderRadius: 'sm',
  bg: 'bg.muted',
  color: 'fg.muted',
});
const transitionList = css({ textStyle: 'small', color: 'fg.muted', listStyle: 'none', p: '0', m: '0' });
const children = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' });

function StateBox({ node, active }: { node: AnyStateNode; active: Set<string> }) {
  const path = node.path.join('.');
  const isActive = path === '' || active.has(path);
  const states = Object.values(node.states);
  const initial = node.parent?.initial?.target?.[0] === node;
  const transitions = transitionsOf(node);
  return (
    <div
      className={box}
      data-state-path={path || '(root)'}
      data-active={isActive && path !== '' ? '' : undefined}
      data-final={node.type === 'final' ? '' : undefined}
      aria-current={isActive && path !== '' ? 'true' : undefined}
    >
      <div className={header}>
        <span>{node.key}</span>
        {initial ? <span className={chip}>initial</span> : null}
        {node.type === 'parallel' || node.type === 'final' ? <span className={chip}>{node.type}</span> : null}
        {node.tags.map((tag) => (
          <span key={tag} className={chip}>
            #{tag}
          </span>
        ))}
        {node.invoke.map((invoke) => (
          <span key={invoke.id} className={chip}>
            invokes {typeof invoke.src === 'string' ? invoke.src : invoke.id}
          </span>
        ))}
        {isActive && path !== '' ? <span className={css({ srOnly: true })}>(active)</span> : null}
      </div>
      {transitions.length ? (
        <ul className={transitionList}>
          {transitions.map((t, i) => (
            <li key={i}>
              {t.event}
              {t.guard ? ` [${t.guard}]` : ''} → {t.targets.length ? t.targets.join(', ') : '(stays)'}
            </li>
          ))}
        </ul>
      ) : null}
      {states.length ? (
        <div className={children}>
          {states.map((child) => (
            <StateBox key={child.key} node={child} active={active} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A statechart drawn from the machine definition as nested boxes: each state with its tags, invoked
 * actors and transitions (event [guard] → target); the states of `value` are highlighted.
 */
export function Statechart({
  machine,
  value,
  className,
}: {
  machine: AnyStateMachine;
  value?: unknown;
  className?: string;
}) {
  const active = activePaths(value);
  return (
    <figure
      aria-label={`Statechart of ${machine.id}`}
      className={cx(css({ m: '0', overflow: 'auto' }), className)}
      data-testid="statechart"
      // scrolls sideways when the chart is wider than its place: reachable by keyboard
      tabIndex={0}
    >
      <StateBox node={machine.root} active={active} />
    </figure>
  );
}
