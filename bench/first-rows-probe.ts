import type { BrowserContext, Page } from 'playwright-core';

/** What the probe waits for: an element matching `selector`, whose text matches `text` when given. */
export interface Target {
  selector: string;
  text?: string;
}

/** The page's own clock (performance.now(), ms since the document's navigation started). */
export interface ProbeTimes {
  /** The click on the code dialog's Verify button, if there was one. */
  verify?: number;
  /** The frame after the target first entered the DOM. */
  seen?: number;
}

/**
 * Installs a probe in every document of the context: it notes the click on Verify and the first
 * frame after the target appears. Timing inside the page, on its own clock, keeps Playwright's
 * polling and its round trips to the browser out of the figure.
 */
export async function installProbe(context: BrowserContext, target: Target): Promise<void> {
  // A string, not a function: tsx names inner functions with a helper the page does not have.
  await context.addInitScript(`(() => {
    const t = ${JSON.stringify(target)};
    const times = (window.__probe = {});
    document.addEventListener('click', (e) => {
      const button = e.target && e.target.closest ? e.target.closest('button') : null;
      if (button && button.textContent.trim() === 'Verify') times.verify = performance.now();
    }, true);
    let found = false;
    const observer = new MutationObserver(() => {
      if (found) return;
      if (![...document.querySelectorAll(t.selector)].some((el) => !t.text || el.textContent.includes(t.text))) return;
      found = true;
      observer.disconnect();
      // The frame that paints it: the next animation frame runs just before that paint.
      requestAnimationFrame(() => (times.seen = performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`);
}

/** Waits until the target is visible, then reads the probe's times. */
export async function readProbe(page: Page, target: Target): Promise<ProbeTimes> {
  const locator = target.text ? page.locator(target.selector, { hasText: target.text }) : page.locator(target.selector);
  await locator.first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { __probe: ProbeTimes }).__probe.seen !== undefined);
  return page.evaluate(() => (window as unknown as { __probe: ProbeTimes }).__probe);
}

/** One line per script or API call the page made after `from` (ms on the page's clock): the waterfall. */
export async function waterfall(page: Page, from: number): Promise<string[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
  );
  return entries
    .filter((e) => e.start >= from - 1)
    .map((e) => `    ${String(Math.round(e.start - from)).padStart(5)} → ${String(Math.round(e.end - from)).padStart(5)} ms  ${new URL(e.name).pathname}`);
}
