import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BloodResultsResponse,
  MarkerForView,
  MarkersForViewResponse,
  RecommendationsResponse,
} from '../../src/contract/blood';
import type { ActiveDailyActionsResponse, InnerAgeMarkersListResponse } from '../../src/contract/innerage';
import { optimizationState, type OptimizationState } from '../../src/domain/blood-range';
import { egfrCkdEpi2021 } from '../../src/domain/egfr';
import { statusLabel } from '../../src/domain/marker-status';
import { stateSeverity, SEVERITIES } from '../../src/domain/zones';
import {
  ACTIVE_BIRTH_DATE,
  ACTIVE_SEX,
  DEMO_DRAWS,
  demoDrawValues,
} from '../../src/server/db/seed/demo-blood';
import { markerRanges } from '../../src/server/db/seed/reference';
import { bloodMarkerCatalogue } from '../../src/server/db/seed/reference/blood-markers';
import { expectNoAxeViolations } from './axe';
import { renderApp, stubApi, testCustomer } from './support';

/**
 * Issue 23 point 1: `active@`'s markers, computed as the demo seed stores them (five draws, his
 * sex's ranges, eGFR derived from creatinine), served to each screen that shows a marker's status;
 * every screen must word each marker exactly as src/domain/marker-status.ts does for its state.
 */
// whole screens with every marker, each route chunk transformed on first use: 1 s is short on a busy machine
configure({ asyncUtilTimeout: 5000 });

const ageAt = (date: string) =>
  (Date.parse(date) - Date.parse(ACTIVE_BIRTH_DATE)) / (365.2425 * 24 * 3600 * 1000);

const catalogue = bloodMarkerCatalogue.flatMap((marker) => {
  const range = markerRanges(marker).find((r) => r.sex === ACTIVE_SEX)?.range;
  return range ? [{ marker, range }] : [];
});
const draws = demoDrawValues().map((values, i) => {
  const { testedAt, publishedAt } = DEMO_DRAWS[i]!;
  const egfr = Math.round(
    egfrCkdEpi2021({ creatinine: values.CREAT!, ageYears: ageAt(testedAt), sex: ACTIVE_SEX }),
  );
  const all: Record<string, number> = { ...values, EGFR: egfr };
  return { id: i + 1, testedAt, publishedAt, values: all };
});
const newestFirst = [...draws].reverse();
const newest = newestFirst[0]!;

/** The expected words per marker: the domain's label for the state of his newest value. */
const expected = new Map<string, string>();
const states = new Map<string, OptimizationState>();
for (const { marker, range } of catalogue) {
  const value = newest.values[marker.abbr];
  if (value === undefined) continue;
  const state = optimizationState(range, value);
  states.set(marker.abbr, state);
  expected.set(marker.abbr, statusLabel(state));
}
const notOptimized = [...states].filter(([, s]) => s !== 0).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));

const results: BloodResultsResponse = newestFirst.map((d) => ({
  id: d.id,
  testedAt: d.testedAt,
  publishedAt: d.publishedAt,
  source: 'Healthspan Partner Lab',
  groupId: null,
  notes: [],
  markerValues: catalogue.flatMap(({ marker, range }) => {
    const value = d.values[marker.abbr];
    return value === undefined
      ? []
      : [
          {
            markerAbbr: marker.abbr,
            value,
            unit: marker.unit,
            optimizationStateValue: optimizationState(range, value),
            derived: marker.abbr === 'EGFR',
          },
        ];
  }),
}));

const markers: MarkerForView[] = catalogue.map(({ marker, range }, i) => {
  const state = states.get(marker.abbr);
  const value = newest.values[marker.abbr];
  return {
    id: i + 1,
    abbr: marker.abbr,
    name: marker.name,
    unit: marker.unit,
    categoryId: 1,
    categoryAbbr: marker.category,
    categoryName: marker.category,
    range,
    latest:
      state === undefined || value === undefined
        ? null
        : {
            resultId: newest.id,
            testedAt: newest.testedAt,
            value,
            optimizationStateValue: state,
            derived: marker.abbr === 'EGFR',
          },
    severity: state === undefined ? null : (stateSeverity(state) ?? null),
    history: [],
  };
});
const view: MarkersForViewResponse = {
  sortMode: 0,
  asOf: newest.testedAt,
  markers,
  groups: [
    {
      key: 'notOptimized',
      abbrs: notOptimized.map(([abbr]) => abbr),
      severities: SEVERITIES.map((severity) => ({
        severity,
        abbrs: notOptimized.filter(([, s]) => stateSeverity(s) === severity).map(([abbr]) => abbr),
      })),
    },
    { key: 'optimized', abbrs: [...states].filter(([, s]) => s === 0).map(([abbr]) => abbr) },
  ],
};
const nameOf = (abbr: string) => catalogue.find((c) => c.marker.abbr === abbr)!.marker.name;
const recommendations: RecommendationsResponse = {
  availableMarkerAbbrs: notOptimized.map(([abbr]) => abbr),
  byMarker: notOptimized.map(([abbr, state]) => ({
    markerAbbr: abbr,
    markerName: nameOf(abbr),
    optimizationStateValue: state,
    direction: state === 7 ? null : state < 0 ? 'low' : 'high',
    recommendations: [],
  })),
};
const PHENO = ['ALB', 'CREAT', 'GLU', 'HSCRP', 'LYMPH', 'MCV', 'RDW', 'ALP', 'WBC'];
const ageMarkers = {
  model: { id: 'phenoage', version: 'test' },
  resultId: newest.id,
  testedAt: newest.testedAt,
  innerAge: null,
  chronologicalAge: null,
  baseline: null,
  markers: PHENO.map((abbr) => ({
    key: abbr.toLowerCase(),
    abbr,
    name: nameOf(abbr),
    unit: catalogue.find((c) => c.marker.abbr === abbr)!.marker.unit,
    referenceValue: 0,
    value: newest.values[abbr]!,
    optimizationStateValue: states.get(abbr)!,
    contributionYears: null,
  })),
} as unknown as InnerAgeMarkersListResponse;
// one action per not-optimized marker with a side, as Today's actions lists them
const dailyActions: ActiveDailyActionsResponse = {
  day: '2026-11-27',
  dailyActions: notOptimized
    .filter(([, s]) => s !== 7)
    .map(([abbr, state], i) => ({
      interventionId: i + 1,
      kind: 'food',
      title: `Action ${i + 1}`,
      description: 'Something to do today.',
      markers: [
        { abbr, name: nameOf(abbr), direction: state < 0 ? 'low' : 'high', optimizationStateValue: state },
      ],
      isChecked: false,
    })),
  markersTested: states.size,
  markersToImprove: notOptimized.filter(([, s]) => s !== 7).length,
};

/** What a screen shows: marker → the status words next to it. */
function statusWords(container: HTMLElement): Map<string, string[]> {
  const shown = new Map<string, string[]>();
  for (const el of container.querySelectorAll<HTMLElement>('[data-status-of]')) {
    const abbr = el.dataset.statusOf!;
    shown.set(abbr, [...(shown.get(abbr) ?? []), el.textContent ?? '']);
  }
  return shown;
}

async function open(path: string, ready: () => Promise<unknown>) {
  stubApi({
    '/api/customer/v1/blood/markers-for-view': view,
    '/api/customer/v1/blood/results': results,
    '/api/customer/recommendations/distributed-by-marker-abbrs': recommendations,
    '/api/pages/age/markers-list': ageMarkers,
    '/api/pages/age/active-daily-actions': dailyActions,
  });
  const { container, unmount } = renderApp(path, { customer: testCustomer() });
  await ready();
  const shown = statusWords(container);
  return { container, shown, unmount };
}

describe('a result has one status everywhere (issue 23 point 1): every marker of active@', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the demo data the issue names: LDL 114 mg/dL is Normal (above optimal)', () => {
    expect(newest.values.LDL).toBe(114);
    expect(expected.get('LDL')).toBe('Normal (above optimal)');
    expect(expected.size).toBeGreaterThan(45);
    expect(notOptimized.length).toBeGreaterThan(5);
  });

  const screens: [string, string, () => Promise<unknown>, () => string[]][] = [
    [
      'dashboard (markers needing attention, the first six, and Today’s actions)',
      '/customer/summary/dashboard',
      () =>
        screen
          .findByRole('heading', { name: 'Markers needing attention' })
          .then(() => screen.findByText(/each is outside your optimal range/))
          .then(() => screen.findByText('Action 1')),
      () => [
        ...new Set([
          ...notOptimized.slice(0, 6).map(([abbr]) => abbr),
          ...dailyActions.dailyActions.flatMap((a) => a.markers.map((m) => m.abbr)),
        ]),
      ],
    ],
    [
      'results list',
      '/customer/bloodwork/list',
      () =>
        waitFor(() =>
          expect(document.querySelectorAll('[data-testid="marker-row"]').length).toBe(markers.length),
        ),
      () => [...expected.keys()],
    ],
    [
      'results table (the newest value of each row)',
      '/customer/bloodwork/table',
      () =>
        waitFor(() =>
          expect(document.querySelectorAll('[data-testid="table-row"]').length).toBe(expected.size),
        ),
      () => [...expected.keys()],
    ],
    [
      'recommendations',
      '/customer/bloodwork/marker-recommendations',
      () => waitFor(() => expect(screen.getAllByTestId('recommendation')).toHaveLength(notOptimized.length)),
      () => notOptimized.map(([abbr]) => abbr),
    ],
    [
      'InnerAge page (its nine markers and Today’s actions)',
      '/customer/age',
      () =>
        waitFor(() => expect(screen.getAllByTestId('contribution')).toHaveLength(9)).then(() =>
          screen.findByText('Action 1'),
        ),
      () => [
        ...new Set([...PHENO, ...dailyActions.dailyActions.flatMap((a) => a.markers.map((m) => m.abbr))]),
      ],
    ],
  ];

  it.each(screens)(
    'the %s words each marker as the domain does',
    async (_, path, ready, abbrs) => {
      const { shown, container } = await open(path, ready);
      const wanted = abbrs();
      expect(wanted.length).toBeGreaterThan(0);
      for (const abbr of wanted) {
        expect(shown.get(abbr), `${abbr} on ${path}`).toBeDefined();
        for (const words of shown.get(abbr)!) expect(words, `${abbr} on ${path}`).toBe(expected.get(abbr));
      }
      // and no marker on the page in other words
      for (const [abbr, words] of shown)
        for (const w of words) expect(w, `${abbr} on ${path}`).toBe(expected.get(abbr));
      if (path === '/customer/summary/dashboard') await expectNoAxeViolations(container);
    },
    30_000,
  );

  it('the marker page of every marker says the same words, with their explanation', async () => {
    // one app, navigated marker by marker, as a customer following the links would
    stubApi({ '/api/customer/v1/blood/markers-for-view': view });
    const { container } = renderApp('/customer/bloodwork/marker-results/LDL', { customer: testCustomer() });
    await screen.findByTestId('marker-latest');
    await expectNoAxeViolations(container);
    expect(screen.getByTestId('marker-latest')).toHaveTextContent('114 mg/dL · Normal (above optimal)');
    expect(screen.getByTestId('marker-status-explanation')).toHaveTextContent(
      'In the lab’s reference range, above your optimal range.',
    );
    for (const abbr of expected.keys()) {
      window.history.pushState(null, '', `/customer/bloodwork/marker-results/${abbr}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
      await waitFor(() => expect(container.querySelector(`[data-status-of="${abbr}"]`)).not.toBeNull());
      expect(statusWords(container).get(abbr), abbr).toEqual([expected.get(abbr)]);
    }
  }, 60_000);
});
