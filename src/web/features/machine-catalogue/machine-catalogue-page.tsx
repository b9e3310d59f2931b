import { useEffect, useState } from 'react';
import { machineCatalogue, type CatalogueEntry } from '../../../../machines/catalogue';
import {
  devToolsPaths,
  modelCoverageResponse,
  type MachineCoverage,
  type ModelCoverageResponse,
} from '../../../contract/dev-tools';
import { css } from '../../../../styled-system/css';
import { formatDateTime } from '../../../domain/dates';
import { Container, Spinner } from '../../components/layout';
import { Button } from '../../components/ui/button';
import { devToolsAccess, type InspectorAccess } from '../../lib/inspector/access';
import { summarize } from '../../lib/inspector/machine-info';
import { Statechart } from '../../lib/inspector/statechart';
import { useDocumentTitle } from '../../lib/use-document-title';

type CoverageState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; data: ModelCoverageResponse };

const card = css({
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: { base: '4', md: '5' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'bg.canvas',
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'max-content 1fr' },
  columnGap: '4',
  rowGap: '1',
  textStyle: 'small',
  '& dt': { fontWeight: 'semibold', color: 'fg.muted' },
  '& dd': { m: '0', wordBreak: 'break-word' },
});
const badge = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  textStyle: 'small',
  fontWeight: 'semibold',
  bg: 'bg.muted',
  color: 'fg.default',
  '&[data-tone=full]': { bg: 'accent.subtle', color: 'accent.fg' },
  '&[data-tone=partial]': { bg: 'warning.subtle', color: 'warning.fg' },
});

const list = (items: string[]) => (items.length ? items.join(', ') : 'none');

function CoverageBadge({ coverage, state }: { coverage: MachineCoverage | undefined; state: CoverageState }) {
  if (state.status === 'loading') return <span className={badge}>coverage loading…</span>;
  if (state.status === 'error') return <span className={badge}>coverage unavailable</span>;
  if (!coverage) return <span className={badge}>model tests not run yet</span>;
  return (
    <span className={badge} data-tone={coverage.percent >= 100 ? 'full' : 'partial'}>
      {coverage.transitions.covered}/{coverage.transitions.total} transitions · {coverage.percent.toFixed(1)}{' '}
      %
    </span>
  );
}

function MachineCard({ entry, state }: { entry: CatalogueEntry; state: CoverageState }) {
  const [showChart, setShowChart] = useState(false);
  const summary = summarize(entry.machine);
  const coverage =
    state.status === 'success' ? state.data.machines.find((row) => row.machine === entry.name) : undefined;
  const titleId = `machine-${entry.name}`;
  return (
    <article className={card} aria-labelledby={titleId} data-machine={entry.name}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })}>
        <h2 id={titleId} className={css({ textStyle: 'h3', mr: 'auto' })}>
          {entry.name}
        </h2>
        <CoverageBadge coverage={coverage} state={state} />
      </div>
      <p>{entry.summary}</p>
      <dl className={facts}>
        <dt>File</dt>
        <dd>
          <code>machines/{entry.file}</code>
        </dd>
        <dt>States ({summary.states.length})</dt>
        <dd>{list(summary.states)}</dd>
        <dt>Events ({summary.events.length})</dt>
        <dd>{list(summary.events)}</dd>
        <dt>Guards</dt>
        <dd>{list(summary.guards)}</dd>
        <dt>Delays</dt>
        <dd>{list(summary.delays)}</dd>
        <dt>Invoked actors</dt>
        <dd>{list(summary.actors)}</dd>
        <dt>Transitions</dt>
        <dd>{summary.transitions}</dd>
        {coverage ? (
          <>
            <dt>Model tests</dt>
            <dd data-testid="coverage">
              {coverage.paths} paths · states {coverage.states.covered}/{coverage.states.total} · transitions{' '}
              {coverage.transitions.covered}/{coverage.transitions.total}
              {coverage.measuredAt ? ` · measured ${formatDateTime(coverage.measuredAt)}` : ''}
              {coverage.missing.transitions.length
                ? ` · not covered: ${coverage.missing.transitions.join('; ')}`
                : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <div>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={showChart}
          onClick={() => setShowChart(!showChart)}
        >
          {showChart ? 'Hide chart' : 'Show chart'}
        </Button>
      </div>
      {showChart ? <Statechart machine={entry.machine} /> : null}
    </article>
  );
}

/**
 * `/dev/machines`: every machine of `machines/` with its chart, states, events, guards, delays and
 * the model-test coverage of the last run (served by development and test servers).
 */
export default function MachineCataloguePage() {
  useDocumentTitle('Machines');
  const [access, setAccess] = useState<InspectorAccess | 'checking'>('checking');
  const [coverage, setCoverage] = useState<CoverageState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    void devToolsAccess().then((result) => {
      if (controller.signal.aborted) return;
      setAccess(result);
      if (result !== 'allowed') return;
      fetch(devToolsPaths.modelCoverage, { signal: controller.signal })
        .then(async (response) => {
          // a production server publishes no coverage: shown as 'not run' on an administrator's visit
          const data = response.ok
            ? modelCoverageResponse.parse(await response.json())
            : { generatedAt: null, machines: [] };
          setCoverage({ status: 'success', data });
        })
        .catch(() => {
          if (!controller.signal.aborted) setCoverage({ status: 'error' });
        });
    });
    return () => controller.abort();
  }, []);

  if (access === 'checking') return <Spinner label="Loading the machines…" />;
  if (access === 'denied')
    return (
      <Container>
        <h1 className={css({ textStyle: 'h1', my: '8' })}>Machines</h1>
        <p>This page is for development and test builds, and for administrators.</p>
      </Container>
    );

  const generatedAt = coverage.status === 'success' ? coverage.data.generatedAt : null;
  return (
    <Container>
      <div
        className={css({ py: { base: '6', md: '10' }, display: 'flex', flexDirection: 'column', gap: '5' })}
      >
        <header>
          <h1 className={css({ textStyle: { base: 'h2', md: 'h1' } })}>Machines</h1>
          <p className={css({ color: 'fg.muted' })}>
            {machineCatalogue.length} state machines in <code>machines/</code>.{' '}
            {coverage.status === 'loading'
              ? 'Reading the model-test coverage…'
              : generatedAt
                ? `Model-test coverage of the last run, ${formatDateTime(generatedAt)}.`
                : coverage.status === 'error'
                  ? 'The model-test coverage could not be read.'
                  : 'The model tests have not run yet: `npx vitest run tests/machines` writes the coverage.'}
          </p>
        </header>
        {machineCatalogue.map((entry) => (
          <MachineCard key={entry.name} entry={entry} state={coverage} />
        ))}
      </div>
    </Container>
  );
}
