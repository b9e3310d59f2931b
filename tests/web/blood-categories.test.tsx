import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import type {
  BloodResultsResponse,
  CategoriesResponse,
  CategoryWithScore,
  MarkersForViewResponse,
} from '../../src/contract/blood';
import { CategoryGroups } from '../../src/web/features/bloodwork/categories-view';
import { tableRowBlocks } from '../../src/web/features/bloodwork/table-view';
import { expectNoAxeViolations } from './axe';

const category = (abbr: string, name: string, score: number | null): CategoryWithScore => ({
  id: abbr.length,
  abbr,
  name,
  description: `${name} markers`,
  forGender: 'all',
  score,
  scoreBand: score === null ? null : score >= 85 ? 0 : score >= 70 ? 1 : score >= 50 ? 2 : 3,
  markers: [{ abbr: `${abbr}1`, optimizationStateValue: score === null ? null : 0 }],
});
const categories = [
  category('HEART', 'Heart', 42),
  category('IRON', 'Iron', 90),
  category('LIVER', 'Liver', 76),
  category('THYROID', 'Thyroid', null),
  category('KIDNEY', 'Kidney', 60),
];

const notOptimizedFirst: CategoriesResponse['groups'] = [
  {
    key: 'notOptimized',
    abbrs: ['HEART', 'KIDNEY', 'LIVER'],
    severities: [
      { severity: 'red', abbrs: ['HEART'] },
      { severity: 'orange', abbrs: ['KIDNEY'] },
      { severity: 'yellow', abbrs: ['LIVER'] },
    ],
  },
  { key: 'optimized', abbrs: ['IRON'] },
  { key: 'neverTested', abbrs: ['THYROID'] },
];

const sections = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('section[data-group]'),
];
const cards = (el: HTMLElement) =>
  within(el)
    .getAllByTestId('category')
    .map((c) => c.dataset.abbr);

describe('CategoryGroups', () => {
  it('renders the groups and severities of not-optimized-first, with the band as the severity title', async () => {
    const { container } = render(
      <Router>
        <CategoryGroups groups={notOptimizedFirst} categories={categories} />
      </Router>,
    );
    await expectNoAxeViolations();
    const groups = sections(container);
    expect(groups.map((g) => g.dataset.group)).toEqual(['notOptimized', 'optimized', 'neverTested']);
    expect(cards(groups[0]!)).toEqual(['HEART', 'KIDNEY', 'LIVER']);
    const severities = [...groups[0]!.querySelectorAll<HTMLElement>('[data-severity]')];
    expect(severities.map((s) => s.dataset.severity)).toEqual(['red', 'orange', 'yellow']);
    expect(severities.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Needs work',
      'Fair',
      'Good',
    ]);
    expect(screen.getByRole('heading', { name: 'Not optimized (3)' })).toBeInTheDocument();
    expect(within(groups[2]!).getByTestId('category-score')).toHaveTextContent('Not tested');
    expect(within(groups[1]!).getByTestId('category-score')).toHaveTextContent('90 · Optimal');
    expect(screen.getByRole('link', { name: 'Recommendations for Heart' })).toHaveAttribute(
      'href',
      '/customer/bloodwork/category-recommendations/HEART',
    );
    expect(screen.getByRole('link', { name: 'Learn about Heart' })).toHaveAttribute(
      'href',
      '/customer/bloodwork/category-learn/5',
    );
  });

  it('orders optimized first with the mildest severity first, and A-Z as one group', async () => {
    const { container, rerender } = render(
      <Router>
        <CategoryGroups
          groups={[
            { key: 'optimized', abbrs: ['IRON'] },
            {
              key: 'notOptimized',
              abbrs: ['LIVER', 'KIDNEY', 'HEART'],
              severities: [
                { severity: 'yellow', abbrs: ['LIVER'] },
                { severity: 'orange', abbrs: ['KIDNEY'] },
                { severity: 'red', abbrs: ['HEART'] },
              ],
            },
            { key: 'neverTested', abbrs: ['THYROID'] },
          ]}
          categories={categories}
        />
      </Router>,
    );
    expect(sections(container).map((g) => g.dataset.group)).toEqual([
      'optimized',
      'notOptimized',
      'neverTested',
    ]);
    expect(cards(sections(container)[1]!)).toEqual(['LIVER', 'KIDNEY', 'HEART']);

    rerender(
      <Router>
        <CategoryGroups
          groups={[{ key: 'all', abbrs: ['HEART', 'IRON', 'KIDNEY', 'LIVER', 'THYROID'] }]}
          categories={categories}
        />
      </Router>,
    );
    expect(sections(container)).toHaveLength(1);
    await expectNoAxeViolations();
    expect(screen.getByRole('heading', { name: 'All categories (5)' })).toBeInTheDocument();
    expect(cards(sections(container)[0]!)).toEqual(['HEART', 'IRON', 'KIDNEY', 'LIVER', 'THYROID']);
  });

  it('shows only the categories loaded so far and hides groups with none loaded', async () => {
    const { container } = render(
      <Router>
        <CategoryGroups groups={notOptimizedFirst} categories={categories.slice(0, 2)} />
      </Router>,
    );
    await expectNoAxeViolations();
    expect(sections(container).map((g) => g.dataset.group)).toEqual(['notOptimized', 'optimized']);
    expect(cards(sections(container)[0]!)).toEqual(['HEART']);
  });
});

describe('tableRowBlocks', () => {
  const value = (markerAbbr: string) => ({
    markerAbbr,
    value: 1,
    unit: 'mg/dL',
    optimizationStateValue: 0 as const,
    derived: false,
  });
  const results: BloodResultsResponse = [
    {
      id: 2,
      testedAt: '2026-01-01',
      publishedAt: '2026-01-03',
      source: 'lab',
      groupId: null,
      markerValues: [value('A1'), value('B2')],
      notes: [],
    },
    {
      id: 1,
      testedAt: '2025-01-01',
      publishedAt: '2025-01-03',
      source: 'lab',
      groupId: null,
      markerValues: [value('C3'), value('X9')],
      notes: [],
    },
  ];
  const view = (groups: MarkersForViewResponse['groups']): MarkersForViewResponse => ({
    sortMode: 0,
    asOf: '2026-01-01',
    markers: [],
    groups,
  });

  it('orders rows by the sort mode groups and severities, leaving untested markers out', () => {
    const blocks = tableRowBlocks(
      results,
      view([
        {
          key: 'notOptimized',
          abbrs: ['C3', 'A1'],
          severities: [
            { severity: 'red', abbrs: ['C3'] },
            { severity: 'orange', abbrs: [] },
            { severity: 'yellow', abbrs: ['A1'] },
          ],
        },
        { key: 'optimized', abbrs: ['B2'] },
        { key: 'neverTested', abbrs: ['D4'] },
      ]),
    );
    expect(blocks.map((b) => [b.title, b.abbrs])).toEqual([
      // no latest states in the view: each severity is titled with every state it holds
      ['Not optimized · Low or high', ['C3']],
      ['Not optimized · Near normal, normal or cannot determine', ['A1']],
      ['Optimized', ['B2']],
      ['Other markers', ['X9']],
    ]);
  });

  it('is one untitled block in A-Z, and the results order without a view', () => {
    expect(tableRowBlocks(results, view([{ key: 'all', abbrs: ['A1', 'B2', 'C3', 'X9'] }]))).toEqual([
      { key: 'all', title: undefined, abbrs: ['A1', 'B2', 'C3', 'X9'] },
    ]);
    expect(tableRowBlocks(results)).toEqual([{ key: 'all', abbrs: ['A1', 'B2', 'C3', 'X9'] }]);
  });
});
