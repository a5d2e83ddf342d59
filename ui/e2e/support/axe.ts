import { expect } from 'vitest';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Waits for the page's finite animations and transitions to end; endless ones (spinners) never do. */
function settled(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function violationsNow(page: Page): Promise<AxeViolation[]> {
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Runs axe in the page and answers the serious and critical violations (what a test must not see). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged as they settle: a label or button caught mid-transition reads as low contrast.
  await settled(page);
  // Evaluated rather than added as an inline <script>, which the page's CSP rightly refuses.
  await page.evaluate(axeSource);
  const first = await violationsNow(page);
  if (!first.some((v) => v.id === 'color-contrast')) return first;
  // A transition that began while axe ran (a button enabled as data arrived) is judged once more
  // after it ends; a colour that really fails fails again.
  await settled(page);
  return violationsNow(page);
}

/** Fails the test with each serious or critical violation's rule and where it is. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const found = await seriousViolations(page);
  expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
