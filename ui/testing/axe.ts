import axe from 'axe-core';

/** Serious and critical axe violations on the page, as "rule: first target" lines (empty is good). */
export async function seriousViolations(root: Element | Document = document): Promise<string[]> {
  const result = await axe.run(root as Element, {
    resultTypes: ['violations'],
    // jsdom has no layout, so contrast cannot be measured here; the theme's colours are checked by hand.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
