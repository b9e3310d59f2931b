import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page editor's Puck internals (docs/decisions/page-builder.md "The editor"): its loader's aria,
 * its drawer's category titles' contrast, its draggable list items, and the preview, where its drag
 * handles wrap each block.
 */
export const PUCK_INTERNALS = [
  '[class*="_Loader_"]',
  '[aria-controls^="puck-drawer-category"]',
  '#preview-frame',
  '[aria-describedby^="dnd-kit-description"]',
];

/**
 * Fails with a readable list when axe finds any WCAG A/AA violation, or any finding of axe's best
 * practices (landmarks, headings; issue 23: moderate included), on the page as it is now.
 * `exclude`: selectors of a third-party widget's internals that cannot be fixed from here (each
 * listed with its reason in the decisions of the screen that passes it).
 */
export async function expectNoAxeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags([...WCAG_TAGS, 'best-practice']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
