import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { saveBlob } from '../../lib/save-blob';
import { createPortal } from 'react-dom';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { catalogueEntryOf } from '../../../../machines/catalogue';
import { css, cx } from '../../../../styled-system/css';
import { Button } from '../../components/ui/button';
import { PERSISTENT_ATTRIBUTE } from '../../components/ui/dialog';
import { formatStateValue, eventTypesOf } from '../../lib/inspector/machine-info';
import { maskSecrets } from '../../lib/inspector/mask';
import { machineOf, recorder, type InspectorRecord } from '../../lib/inspector/recorder';
import { INSPECTOR_SETTING_KEY } from '../../lib/inspector/setting';
import { Statechart } from '../../lib/inspector/statechart';
import { devToolsAccess, type InspectorAccess } from '../../lib/inspector/access';
import { exportSession, importSession, replaySteps, type InspectorSessionFile } from './session-file';
import { openStatelyBridge } from './stately-bridge';

const panel = css({
  position: 'fixed',
  top: '0',
  right: '0',
  bottom: '0',
  w: { base: 'full', md: '46rem' },
  maxW: '100vw',
  bg: 'bg.canvas',
  color: 'fg.default',
  borderLeftWidth: 'thin',
  borderColor: 'border.strong',
  boxShadow: 'xl',
  zIndex: 'toast',
  display: 'flex',
  flexDirection: 'column',
  textStyle: 'small',
  pointerEvents: 'auto',
  '&[data-minimized]': {
    top: 'auto',
    h: 'auto',
    w: 'auto',
    borderTopWidth: 'thin',
    borderTopLeftRadius: 'md',
  },
});
const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderBottomWidth: 'thin',
  borderColor: 'border.default',
  bg: 'bg.subtle',
});
const body = css({ flex: '1', overflow: 'auto', p: '3', display: 'flex', flexDirection: 'column', gap: '4' });
const heading = css({ fontWeight: 'bold', textStyle: 'body', mb: '1' });
const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'left',
    px: '1',
    py: '0.5',
    borderBottomWidth: 'thin',
    borderColor: 'border.default',
    verticalAlign: 'top',
  },
  '& th': { fontWeight: 'semibold', color: 'fg.muted' },
});
const selectedRow = css({ bg: 'accent.subtle' });
const linkButton = css({
  color: 'accent.fg',
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'left',
  fontWeight: 'semibold',
});
const code = css({
  fontFamily: 'mono',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  bg: 'bg.subtle',
  p: '2',
  borderRadius: 'sm',
  maxH: '60',
  overflow: 'auto',
});
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const input = css({
  fontFamily: 'mono',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'sm',
  p: '1',
  bg: 'bg.canvas',
  w: 'full',
});

const time = (epochMs: number) => {
  const d = new Date(epochMs);
  return `${d.toLocaleTimeString([], { hour12: false })}.${String(d.getMilliseconds()).padStart(3, '0')}`;
};
const short = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? '' : text.length > 140 ? `${text.slice(0, 140)}…` : text;
};
function labelOf(sessionId: string | undefined): string {
  if (!sessionId) return 'outside';
  const known = recorder.actor(sessionId);
  return known ? (known.systemId ?? known.machineId ?? sessionId) : sessionId;
}
const payloadOf = ({ type: _type, ...payload }: { type: string }) => payload;

const subscribe = (listener: () => void) => recorder.subscribe(listener);
const version = () => recorder.version();

function useRecorderVersion() {
  return useSyncExternalStore(subscribe, version);
}

function download(file: InspectorSessionFile) {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  saveBlob(blob, `healthspan-inspector-${file.exportedAt.replace(/[:.]/g, '-')}.json`);
}

/** The events the machine names, each with whether the actor can take it now. */
function SendEvents({ actorRef, machine }: { actorRef: AnyActorRef; machine: AnyStateMachine }) {
  const [payload, setPayload] = useState('{}');
  const [error, setError] = useState<string>();
  const snapshot = actorRef.getSnapshot() as AnyMachineSnapshot;
  const types = eventTypesOf(machine);
  const send = (type: string) => {
    try {
      const extra = JSON.parse(payload || '{}') as unknown;
      if (!extra || typeof extra !== 'object' || Array.isArray(extra)) throw new Error('not an object');
      actorRef.send({ ...(extra as Record<string, unknown>), type });
      setError(undefined);
    } catch {
      setError('The payload must be a JSON object, e.g. {"code":"123456"}.');
    }
  };
  return (
    <section aria-labelledby="inspector-send">
      <h3 id="inspector-send" className={heading}>
        Events it can take now
      </h3>
      <div className={row}>
        {types.map((type) => {
          const can = snapshot.status === 'active' && snapshot.can({ type });
          return (
            <Button
              key={type}
              size="sm"
              variant={can ? 'solid' : 'outline'}
              disabled={!can}
              onClick={() => send(type)}
              aria-label={`Send ${type}`}
            >
              {type}
            </Button>
          );
        })}
      </div>
      <label className={css({ display: 'block', mt: '2' })}>
        Payload (JSON, added to the event)
        <textarea
          className={input}
          rows={2}
          value={payload}
          onChange={(event) => setPayload(event.target.value)}
          spellCheck={false}
        />
      </label>
      {error ? (
        <p role="alert" className={css({ color: 'danger.fg' })}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

function ActorDetails({ actorRef }: { actorRef: AnyActorRef }) {
  useRecorderVersion();
  const machine = machineOf(actorRef) as AnyStateMachine | undefined;
  const snapshot = actorRef.getSnapshot() as {
    value?: unknown;
    status: string;
    tags?: Set<string>;
    context?: unknown;
  };
  return (
    <section
      aria-labelledby="inspector-actor"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="inspector-actor" className={heading}>
        {labelOf(actorRef.sessionId)}{' '}
        <span className={css({ fontWeight: 'normal' })}>({machine?.id ?? 'actor'})</span>
      </h2>
      <p>
        State: <strong data-testid="inspector-state">{formatStateValue(snapshot.value) || '—'}</strong> ·
        status {snapshot.status}
        {snapshot.tags?.size ? ` · tags ${[...snapshot.tags].join(', ')}` : ''}
      </p>
      <div>
        <h3 className={heading}>Context (secrets masked)</h3>
        <pre className={code} data-testid="inspector-context" tabIndex={0}>
          {JSON.stringify(maskSecrets(snapshot.context), null, 2)}
        </pre>
      </div>
      {machine ? <SendEvents actorRef={actorRef} machine={machine} /> : null}
      {machine ? (
        <div>
          <h3 className={heading}>Statechart</h3>
          <Statechart machine={machine} value={snapshot.value} />
        </div>
      ) : null}
    </section>
  );
}

function EventLog({ filter }: { filter: string }) {
  useRecorderVersion();
  const events = recorder
    .records()
    .filter(
      (record) => record.kind === 'event' && (!filter || record.actor === filter || record.source === filter),
    )
    .slice(-200)
    .reverse();
  return events.length === 0 ? (
    <p>No events recorded yet.</p>
  ) : (
    <div className={css({ overflowX: 'auto' })} role="region" aria-label="Event log table" tabIndex={0}>
      <table className={table} data-testid="inspector-log">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Source</th>
            <th scope="col">Target</th>
            <th scope="col">Event</th>
          </tr>
        </thead>
        <tbody>
          {events.map((record) => (
            <tr key={record.seq}>
              <td>{time(record.time)}</td>
              <td>{labelOf(record.source)}</td>
              <td>{labelOf(record.actor)}</td>
              <td>
                <strong>{record.event?.type}</strong>{' '}
                <code className={css({ wordBreak: 'break-all' })}>
                  {record.event ? short(payloadOf(record.event)).replace(/^\{\}$/, '') : ''}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Replay({ file, onExit }: { file: InspectorSessionFile; onExit: () => void }) {
  const steps = useMemo(() => replaySteps(file), [file]);
  const [index, setIndex] = useState(0);
  const step: InspectorRecord | undefined = steps[index];
  const machine = step?.machineId ? catalogueEntryOf(step.machineId)?.machine : undefined;
  return (
    <section
      aria-labelledby="inspector-replay"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="inspector-replay" className={heading}>
        Replay of {file.exportedAt}
      </h2>
      <div className={row}>
        <Button size="sm" variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous
        </Button>
        <span aria-live="polite" data-testid="inspector-replay-step">
          Step {steps.length ? index + 1 : 0} of {steps.length}
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={index >= steps.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          Next
        </Button>
        <Button size="sm" variant="outline" onClick={onExit}>
          Back to live
        </Button>
      </div>
      {step ? (
        <>
          <p>
            {time(step.time)} · <strong>{step.systemId ?? step.machineId ?? step.actor}</strong> ·{' '}
            {step.event ? `after ${step.event.type} · ` : ''}state{' '}
            <strong data-testid="inspector-replay-state">{formatStateValue(step.value)}</strong>
            {step.tags?.length ? ` · tags ${step.tags.join(', ')}` : ''}
          </p>
          <pre className={code} tabIndex={0}>
            {JSON.stringify(step.context, null, 2)}
          </pre>
          {machine ? <Statechart machine={machine} value={step.value} /> : null}
        </>
      ) : (
        <p>The file has no recorded states.</p>
      )}
    </section>
  );
}

function Inspector({ onClose }: { onClose: () => void }) {
  useRecorderVersion();
  const [selected, setSelected] = useState<string>();
  const [filter, setFilter] = useState('');
  const [replay, setReplay] = useState<InspectorSessionFile>();
  const [message, setMessage] = useState<string>();
  const [bridge, setBridge] = useState<() => void>();
  const [minimized, setMinimized] = useState(false);
  const [remember, setRemember] = useState(() => localStorage.getItem(INSPECTOR_SETTING_KEY) === 'open');
  const fileInput = useRef<HTMLInputElement>(null);
  const actors = recorder.actors();
  const selectedRef = actors.find(({ ref }) => ref.sessionId === selected)?.ref;

  // detaches the Stately bridge when it is turned off or the panel closes
  useEffect(() => () => bridge?.(), [bridge]);

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setReplay(importSession(await file.text()));
      setMessage(undefined);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The file could not be read.');
    }
  };
  const onBridge = async () => {
    if (bridge) {
      setBridge(undefined); // the effect's cleanup detaches it
      return;
    }
    try {
      const detach = await openStatelyBridge(recorder);
      setBridge(() => detach);
    } catch {
      setMessage('The Stately inspector could not be opened (offline or blocked pop-up?).');
    }
  };
  const onRemember = (event: ChangeEvent<HTMLInputElement>) => {
    setRemember(event.target.checked);
    if (event.target.checked) localStorage.setItem(INSPECTOR_SETTING_KEY, 'open');
    else localStorage.removeItem(INSPECTOR_SETTING_KEY);
  };

  return (
    <aside
      {...{ [PERSISTENT_ATTRIBUTE]: '' }}
      aria-label="Inspector"
      aria-live="off"
      className={panel}
      data-minimized={minimized ? '' : undefined}
    >
      <div className={bar}>
        <strong className={css({ textStyle: 'body', mr: 'auto' })}>Inspector</strong>
        {minimized ? null : (
          <>
            <Button size="sm" variant="outline" onClick={() => download(exportSession(recorder))}>
              Export log
            </Button>
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
              Import log
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              hidden
              aria-label="Inspector session file"
              onChange={(event) => void onImport(event)}
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() => void onBridge()}
              title="Sends masked events to stately.ai"
            >
              {bridge ? 'Stop Stately bridge' : 'Open in Stately'}
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => setMinimized(!minimized)}
          aria-expanded={!minimized}
        >
          {minimized ? 'Show inspector' : 'Minimize'}
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
      {minimized ? null : (
        <div className={body}>
          {message ? (
            <p role="alert" className={css({ color: 'danger.fg' })}>
              {message}
            </p>
          ) : null}
          {replay ? (
            <Replay file={replay} onExit={() => setReplay(undefined)} />
          ) : (
            <>
              <section aria-labelledby="inspector-actors">
                <h2 id="inspector-actors" className={heading}>
                  Live actors ({actors.length})
                </h2>
                <div
                  className={css({ overflowX: 'auto' })}
                  role="region"
                  aria-label="Live actors table"
                  tabIndex={0}
                >
                  <table className={table} data-testid="inspector-actors">
                    <thead>
                      <tr>
                        <th scope="col">System id</th>
                        <th scope="col">Machine</th>
                        <th scope="col">Status</th>
                        <th scope="col">State</th>
                        <th scope="col">Tags</th>
                      </tr>
                    </thead>
                    <tbody>
                      {actors.map(({ ref, systemId, machineId }) => {
                        const snapshot = ref.getSnapshot() as {
                          value?: unknown;
                          status: string;
                          tags?: Set<string>;
                        };
                        return (
                          <tr
                            key={ref.sessionId}
                            className={cx(ref.sessionId === selected && selectedRow)}
                            data-actor={systemId ?? machineId ?? ref.id}
                          >
                            <td>
                              <button
                                type="button"
                                className={linkButton}
                                aria-pressed={ref.sessionId === selected}
                                onClick={() => setSelected(ref.sessionId)}
                              >
                                {systemId ?? (ref._parent ? `(${ref.id})` : '(root)')}
                              </button>
                            </td>
                            <td>{machineId ?? '—'}</td>
                            <td>{snapshot.status}</td>
                            <td data-testid="actor-state">{formatStateValue(snapshot.value) || '—'}</td>
                            <td>{snapshot.tags?.size ? [...snapshot.tags].join(', ') : ''}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              </section>
              {selectedRef ? (
                <ActorDetails actorRef={selectedRef} />
              ) : (
                <p>Choose an actor to see its context, events and chart.</p>
              )}
              <section aria-labelledby="inspector-log-title">
                <div className={row}>
                  <h2 id="inspector-log-title" className={cx(heading, css({ mr: 'auto' }))}>
                    Event log
                  </h2>
                  <label className={row} htmlFor="inspector-log-filter">
                    Filter by actor
                  </label>
                  <select
                    id="inspector-log-filter"
                    className={css({
                      borderWidth: 'thin',
                      borderColor: 'border.strong',
                      borderRadius: 'sm',
                      p: '1',
                    })}
                    value={filter}
                    onChange={(event) => setFilter(event.target.value)}
                  >
                    <option value="">All actors</option>
                    {actors.map(({ ref, systemId, machineId }) => (
                      <option key={ref.sessionId} value={ref.sessionId}>
                        {systemId ?? machineId ?? ref.id}
                      </option>
                    ))}
                  </select>
                </div>
                <EventLog filter={filter} />
              </section>
              <label className={row}>
                <input type="checkbox" checked={remember} onChange={onRemember} />
                Open the inspector on every page load (this browser)
              </label>
              <p className={css({ color: 'fg.muted' })}>
                Tokens, passwords, codes and secrets are masked here, in exports and in what the Stately
                bridge sends. Alt+Shift+I opens and closes the inspector.
              </p>
            </>
          )}
        </div>
      )}
    </aside>
  );
}

/**
 * The in-app inspector (lazy chunk): checks access (development/test server, or an administrator
 * in production), starts the recorder and shows the panel in a portal on `document.body`.
 */
export default function InspectorPanel({ onClose }: { onClose: () => void }) {
  const [access, setAccess] = useState<InspectorAccess | 'checking'>('checking');
  useEffect(() => {
    let live = true;
    void devToolsAccess().then((result) => {
      if (!live) return;
      if (result === 'allowed') recorder.start();
      setAccess(result);
    });
    return () => {
      live = false;
    };
  }, []);
  if (access === 'checking') return null;
  return createPortal(
    access === 'allowed' ? (
      <Inspector onClose={onClose} />
    ) : (
      <aside
        {...{ [PERSISTENT_ATTRIBUTE]: '' }}
        aria-label="Inspector"
        className={cx(panel, css({ top: 'auto', h: 'auto', p: '3' }))}
      >
        <p>The inspector is available in development and test builds, and to administrators.</p>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </aside>
    ),
    document.body,
  );
}
