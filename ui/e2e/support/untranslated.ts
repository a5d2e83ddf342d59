import type { Page } from 'playwright-core';

/**
 * Text on the page that did not come through the catalogue, read in the pseudo-locale: every
 * catalogue text there is wrapped in ⟦ ⟧, so any Latin letter outside the brackets is a text
 * nobody translated. Data (names, e-mails, ids, file names) sits in elements marked
 * translate="no" and is skipped, as are the values of inputs. Labels read by screen readers
 * (aria-label, placeholder, title, alt) are checked too.
 */
export function untranslatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    // Innermost first: a translated text may hold another (a series name inside a button's label).
    const strip = (text: string) => {
      let rest = text;
      for (let before = ''; before !== rest; ) {
        before = rest;
        rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
      }
      return rest;
    };
    const untranslated = (text: string) => /[A-Za-z]/.test(strip(text));
    const skipped = (el: Element | null) => !el || el.closest('[translate="no"], script, style, noscript, textarea, [aria-hidden="true"]') !== null;
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      return style.display === 'none' || style.visibility === 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text && untranslated(text) && !skipped(parent) && parent && !hidden(parent)) found.add(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (skipped(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value && untranslated(value)) found.add(`${name}="${value}"`);
      }
    }
    return [...found];
  });
}

/** Makes the portal in this page speak the pseudo-locale from the next load on. */
export async function usePseudoLocale(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('portal.language', 'pseudo'));
  await page.reload();
}
