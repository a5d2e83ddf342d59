import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudoText } from '../i18n/pseudo.ts';
import { seriousViolations } from './support/axe.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';
import { untranslatedTexts, usePseudoLocale } from './support/untranslated.ts';

/**
 * Texts of shared components (ui/components) and status names the check may excuse, by the
 * component that shows them. They all come through the catalogue now, so the list is empty; data
 * belongs in an element marked translate="no", not here.
 */
const SHARED: Readonly<Record<string, readonly (string | RegExp)[]>> = {};

/** Data a shared component shows (the customer and address cells), and the shell around every screen (header, drawer). */
async function sharedAreaTexts(page: Page): Promise<Set<string>> {
  const headers = [pseudoText('Customer Details'), pseudoText('Address / Contact No.'), pseudoText('Status')];
  return new Set(
    await page.evaluate((names) => {
      const texts: string[] = [];
      const take = (el: Element) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) texts.push(n.textContent.trim());
        for (const a of [el, ...el.querySelectorAll('*')]) for (const name of ['aria-label', 'placeholder', 'title', 'alt']) if (a.getAttribute(name)) texts.push(`${name}="${a.getAttribute(name)}"`);
      };
      // The shell: everything beside the chain of elements that holds <main>, but not dialogs and menus opened over it.
      const main = document.querySelector('main');
      for (let at: Element | null = main; at && at !== document.body; at = at.parentElement) {
        for (const sibling of at.parentElement?.children ?? []) if (sibling !== at && !sibling.matches('.MuiModal-root, .MuiPopover-root, .MuiPopper-root')) take(sibling);
      }
      for (const table of document.querySelectorAll('main table')) {
        const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
        heads.forEach((head, i) => {
          if (names.some((n) => head.startsWith(n))) for (const row of table.querySelectorAll('tbody tr')) if (row.children[i]) take(row.children[i]!);
        });
      }
      return texts;
    }, headers),
  );
}

/**
 * What the pseudo-locale finds outside the catalogue on this screen's own part: the shell, the
 * shared components above and a label that is a whole catalogue text with data filled in
 * (aria-label="⟦Éđíţ ... Dr Asha Rao⟧") are left out.
 */
async function ownTexts(page: Page): Promise<string[]> {
  const shared = await sharedAreaTexts(page);
  const allowed = Object.values(SHARED).flat();
  return (await untranslatedTexts(page)).filter(
    (text) => !shared.has(text) && !allowed.some((s) => (typeof s === 'string' ? s === text : s.test(text))) && !/^[a-z-]+="⟦.*⟧"$/.test(text),
  );
}

/** Waits until a screen has drawn its data: its first heading and no list still loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('Clinic screens in the pseudo-locale and in Hindi', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.close());

  it('shows no text outside the catalogue on the offline tabs and in a Reschedule dialog with its calendar', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'clinic.admin');
    await usePseudoLocale(page);
    for (const tab of ['allAppointments', 'upcoming', 'confirmed', 'documentUpload', 'cancelled']) {
      await page.goto(portal.url(`/offlineConsults/${tab}`));
      await settled(page);
      await page.locator('tbody tr').first().waitFor();
      expect({ tab, texts: await ownTexts(page) }).toEqual({ tab, texts: [] });
    }
    await page.goto(portal.url('/offlineConsults/upcoming'));
    await page.getByRole('button', { name: new RegExp(`^⟦${pseudoText('Reschedule')} `) }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group').first().getByRole('button').first().waitFor();
    expect(await ownTexts(page)).toEqual([]);
    await context.close();
  });

  it('shows no text outside the catalogue on the doctor list, editor, schedule and holidays', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'clinic.admin');
    await usePseudoLocale(page);
    for (const path of [
      '/offlineConsults/DoctorManagement',
      '/offlineConsults/DoctorManagements?drId=301',
      '/offlineConsults/DoctorManagements/Schedule?drId=301',
      '/offlineConsults/DoctorManagements/Holidays?drId=301',
    ]) {
      await page.goto(portal.url(path));
      await settled(page);
      expect({ path, texts: await ownTexts(page) }).toEqual({ path, texts: [] });
    }
    await context.close();
  });

  it('shows no text outside the catalogue on the SPOC list and form', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'clinic.admin');
    await usePseudoLocale(page);
    await page.goto(portal.url('/SPOC/SPOCManagement'));
    await settled(page);
    await page.locator('tbody tr').first().waitFor();
    expect(await ownTexts(page)).toEqual([]);
    await page.locator('tbody tr a').first().click();
    await page.getByRole('textbox').first().waitFor();
    await settled(page);
    expect(await ownTexts(page)).toEqual([]);
    await page.goto(portal.url('/SPOC/SPOCManagements'));
    await settled(page);
    await page.locator('form button[type="submit"]').click();
    expect(await ownTexts(page)).toEqual([]);
    await context.close();
  });

  it('shows the offline desk in Hindi, tab names in Devanagari, and passes axe', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'clinic.admin');
    await page.evaluate(() => localStorage.setItem('portal.language', 'hi'));
    await page.reload();
    await settled(page);
    // A tab's name may end in its past-SLA count ('51 अनुरोध अपनी SLA समय-सीमा पार कर चुके हैं').
    const PAST_SLA = '( \\d+ अनुरोध .+)?';
    await page.getByRole('tab', { name: new RegExp(`^आगामी \\(\\d{2,}\\)${PAST_SLA}$`) }).waitFor();
    for (const name of ['सभी अपॉइंटमेंट', 'पुष्ट', 'दस्तावेज़ अपलोड', 'रद्द']) {
      expect(await page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d{2,}\\)${PAST_SLA}$`) }).count()).toBe(1);
    }
    await page.getByRole('columnheader', { name: /ग्राहक विवरण/ }).waitFor();
    expect((await seriousViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
