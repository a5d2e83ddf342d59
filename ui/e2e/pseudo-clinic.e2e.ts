import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudoText } from '../i18n/pseudo.ts';
import { seriousViolations } from './support/axe.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';
import { untranslatedTexts, usePseudoLocale } from './support/untranslated.ts';

/**
 * What the pseudo-locale finds outside the catalogue on the whole page, shell and shared components
 * included (they come through the catalogue, and data sits in elements marked translate="no"); only
 * a label that is a whole catalogue text with data filled in (aria-label="⟦Éđíţ ... Dr Asha Rao⟧")
 * is left out.
 */
async function ownTexts(page: Page): Promise<string[]> {
  return (await untranslatedTexts(page)).filter((text) => !/^[a-z-]+="⟦.*⟧"$/.test(text));
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
