import { Fragment, useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { ActiveDailyActionsResponse } from '../../../contract/innerage';
import { NoBloodResults } from '../no-blood-results';
import { toast } from '../ui/toast';
import { toApiError } from '../../lib/api';
import { ageApi } from './blood-api';
import { StatusLabel } from './blood-ui';

/** Today's actions with a check-in toggle each (set-intervention-status). */
export function DailyActions({ data }: { data: ActiveDailyActionsResponse }) {
  const [checked, setChecked] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(data.dailyActions.map((a) => [a.interventionId, a.isChecked])),
  );
  const [busy, setBusy] = useState<number | undefined>();
  if (data.markersTested === 0)
    return <NoBloodResults shows="Your daily actions are chosen from the markers they show." />;
  if (data.dailyActions.length === 0)
    return (
      <p className={css({ color: 'fg.muted' })}>
        {data.markersToImprove === 0
          ? 'No actions for today: every marker of your latest results is optimized.'
          : 'No daily action fits the markers you have to improve yet: see your recommendations.'}
      </p>
    );
  const toggle = async (id: number, next: boolean) => {
    setBusy(id);
    setChecked((c) => ({ ...c, [id]: next }));
    try {
      await ageApi.setStatus({ day: data.day, isChecked: next, interventionId: id });
    } catch (error) {
      setChecked((c) => ({ ...c, [id]: !next }));
      toast.error({ title: 'Check-in not saved', description: toApiError(error, 'check-in').message });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <ul className={css({ display: 'grid', gap: '3' })}>
      {data.dailyActions.map((action) => (
        <li key={action.interventionId}>
          <label
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'flex-start',
              p: '3',
              borderRadius: 'lg',
              borderWidth: 'thin',
              borderColor: 'border.default',
              cursor: 'pointer',
            })}
          >
            <input
              type="checkbox"
              checked={checked[action.interventionId] ?? false}
              disabled={busy === action.interventionId}
              onChange={(e) => void toggle(action.interventionId, e.currentTarget.checked)}
              className={css({ mt: '1', w: '5', h: '5', accentColor: 'teal.600', flexShrink: 0 })}
            />
            <span>
              <span className={css({ fontWeight: '600', display: 'block' })}>{action.title}</span>
              <span className={css({ textStyle: 'small', color: 'fg.muted', display: 'block' })}>
                {action.description}
              </span>
              {action.markers.length ? (
                <span className={css({ textStyle: 'caption', color: 'fg.muted' })}>
                  For{' '}
                  {action.markers.map((m, i) => (
                    <Fragment key={m.abbr}>
                      {i ? '; ' : ''}
                      {m.name}: <StatusLabel state={m.optimizationStateValue} abbr={m.abbr} />
                    </Fragment>
                  ))}
                </span>
              ) : null}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
