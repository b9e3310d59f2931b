import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fails with a readable list when axe finds any WCAG A/AA violation on the page as it is now.
 * `bestPractices`: axe's best-practice rules as well (landmarks, headings).
 * `exclude`: selectors of a third-party widget's internals that cannot be fixed from here (each
 * listed with its reason in the decisions of the screen that passes it).
 */
export async function expectNoAxeViolations(
  page: Page,
  { exclude = [], bestPractices = false }: { exclude?: string[]; bestPractices?: boolean } = {},
) {
  // issue 23: axe's best practices too (its moderate findings such as landmark-unique)
  let builder = new AxeBuilder({ page }).withTags(
    bestPractices ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS,
  );
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
