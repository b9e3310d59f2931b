import { useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import type { TestPart } from '../../../contract/orders';
import { formatDate } from '../../../domain/dates';
import { card, LoadView } from '../../components/layout';
import { useLoad } from '../../lib/use-load';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { toApiError } from '../../lib/api';
import { ordersApi } from './orders-api';
import { muted, sectionTitle } from './order-ui';

const row = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  py: '3',
  borderTopWidth: 'thin',
  borderColor: 'border.default',
  _first: { borderTopWidth: '0' },
});

const describePart = (part: TestPart) =>
  `${part.source}, drawn ${formatDate(part.testedAt)}: ${part.markerAbbrs.join(', ')}`;

/**
 * Test parts (spec 000 §7.4): the partial results of one draw that arrive separately. Pending parts
 * are combined into one blood result (two or more chosen) or published alone; a combined result is
 * taken apart again.
 */
export function TestPartsSection() {
  const { state, reload, setData } = useLoad('test-parts', (signal) => ordersApi.testParts(signal));
  const refresh = () => void ordersApi.testParts().then(setData, reload);
  return (
    <section aria-labelledby="test-parts">
      <h2 id="test-parts" className={sectionTitle}>
        Test parts
      </h2>
      <LoadView state={state} reload={reload} label="your test parts">
        {(parts) => <PartsView parts={parts} onChange={refresh} />}
      </LoadView>
    </section>
  );
}

function PartsView({ parts, onChange }: { parts: TestPart[]; onChange: () => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const ordered = [...parts].sort(
    (a, b) => a.testedAt.localeCompare(b.testedAt) || a.source.localeCompare(b.source) || a.id - b.id,
  );
  const pending = ordered.filter((p) => p.combinedResultId === null);
  const combined = new Map<number, TestPart[]>();
  for (const part of ordered)
    if (part.combinedResultId !== null)
      combined.set(part.combinedResultId, [...(combined.get(part.combinedResultId) ?? []), part]);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success({ title: done });
      setChosen(new Set());
      onChange();
    } catch (error) {
      toast.error({
        title: 'That did not work',
        description: toApiError(error, 'test parts').message,
      });
    } finally {
      setBusy(false);
    }
  };

  if (parts.length === 0)
    return (
      <p className={muted}>
        None. When a lab sends the results of one draw in parts, they appear here to be combined.
      </p>
    );
  const chosenIds = pending.filter((p) => chosen.has(p.id)).map((p) => p.id);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {pending.length > 0 ? (
        <div className={card}>
          <h3 className={css({ textStyle: 'h3', mb: '1' })}>Waiting to be combined</h3>
          <p className={cx(muted, css({ mb: '2' }))}>
            Choose the parts of one draw and combine them into one result, or use a part on its own.
          </p>
          <ul className={css({ listStyle: 'none' })}>
            {pending.map((part) => (
              <li key={part.id} className={row}>
                <label
                  className={css({
                    display: 'flex',
                    gap: '3',
                    alignItems: 'flex-start',
                    flex: '1',
                    minW: '0',
                  })}
                >
                  <input
                    type="checkbox"
                    checked={chosen.has(part.id)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setChosen((set) => {
                        const next = new Set(set);
                        if (on) next.add(part.id);
                        else next.delete(part.id);
                        return next;
                      });
                    }}
                    className={css({ mt: '1', w: '4', h: '4', accentColor: 'accent.default' })}
                  />
                  <span className={css({ textStyle: 'small' })}>{describePart(part)}</span>
                </label>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() =>
                    void run(() => ordersApi.activatePart(part.id), 'The part is now a result of its own')
                  }
                  aria-label={`Use on its own: ${describePart(part)}`}
                >
                  Use on its own
                </Button>
              </li>
            ))}
          </ul>
          <Button
            size="sm"
            className={css({ mt: '3' })}
            disabled={busy || chosenIds.length < 2}
            onClick={() => void run(() => ordersApi.combine(chosenIds), 'Parts combined into one result')}
          >
            Combine {chosenIds.length > 0 ? `${chosenIds.length} ` : ''}selected parts
          </Button>
          {chosenIds.length === 1 ? (
            <p className={cx(muted, css({ mt: '2' }))}>Choose at least two parts.</p>
          ) : null}
        </div>
      ) : null}
      {[...combined].map(([resultId, group]) => (
        <div key={resultId} className={card}>
          <h3 className={css({ textStyle: 'h3', mb: '1' })}>Result combined from {group.length} parts</h3>
          <ul className={css({ listStyle: 'none', mb: '3' })}>
            {group.map((part) => (
              <li key={part.id} className={cx(muted, css({ py: '1' }))}>
                {describePart(part)}
              </li>
            ))}
          </ul>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run(() => ordersApi.decombine(resultId), 'The result is back in its parts')}
          >
            Separate the parts again
          </Button>
        </div>
      ))}
    </div>
  );
}
