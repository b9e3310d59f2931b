import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Fails with a readable list when axe finds a WCAG A/AA violation in `root`. happy-dom lays
 * nothing out, so colour contrast is left to the browser journeys.
 */
export async function expectNoAxeViolations(root: Element = document.body) {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.html).join(', ')}`),
  ).toEqual([]);
}
