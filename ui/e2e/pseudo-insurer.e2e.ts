import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../adapters/server/seed/demo-ids.ts';
import { pseudoText } from '../i18n/pseudo.ts';
import { seriousViolations } from './support/axe.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';
import { untranslatedTexts, usePseudoLocale } from './support/untranslated.ts';

/**
 * Whether a found text still holds English once every catalogue text is taken out, innermost
 * first: a catalogue text may carry another in its values (a chart's series in its button's name),
 * and the support's one-level strip would read the outer rest as English.
 */
function stillEnglish(found: string): boolean {
  let rest = found.replace(/^(aria-label|placeholder|title|alt)="([\s\S]*)"$/, '$2');
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
  }
  return /[A-Za-z]/.test(rest);
}

/**
 * What the pseudo-locale check finds on the page, shell included: the shared components and status
 * names come through the catalogue, and data sits in elements marked translate="no", so nothing
 * is excused.
 */
async function untranslatedOwn(page: Page): Promise<string[]> {
  return (await untranslatedTexts(page)).filter(stillEnglish);
}

/** Collects, place by place, what the check finds, so one run names every screen's leftovers. */
function leftovers() {
  const found: Record<string, string[]> = {};
  return {
    found,
    async check(page: Page, where: string): Promise<void> {
      const texts = await untranslatedOwn(page);
      if (texts.length > 0) found[where] = texts;
    },
  };
}

/** The pseudo-locale's form of an English catalogue text, to find elements by their names. */
const p = pseudoText;

const DEVANAGARI = /[\u0900-\u097F]/u;

describe('the insurer screens in the pseudo-locale and in Hindi', () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal();
  }, 300_000);
  afterAll(() => portal?.close());

  it('leaves no text outside the catalogue on the e-sales queue, its dialogs and the e-sales history', async () => {
    const left = leftovers();
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insureragent');
    await usePseudoLocale(page);
    await page.getByRole('table', { name: p('ESales Queue list') }).waitFor();
    await page.getByRole('table', { name: p('ESales Queue list') }).getByRole('link').first().waitFor();
    await left.check(page, 'queue');

    // The row menu and its dialogs.
    const openAction = async (action: string) => {
      await page.getByRole('button', { name: /^⟦Áçţíóñš ƒóŕ çášé/ }).first().click();
      await page.getByRole('menuitem', { name: p(action) }).click();
      return page.getByRole('dialog');
    };
    await page.getByRole('button', { name: /^⟦Áçţíóñš ƒóŕ çášé/ }).first().click();
    await left.check(page, 'row menu');
    await page.keyboard.press('Escape');

    let dialog = await openAction('Add Correspondence');
    await dialog.getByRole('button', { name: p('Save') }).click();
    await dialog.getByText(p('Choose a call type')).waitFor();
    await left.check(page, 'Add Correspondence');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    dialog = await openAction('Show Correspondence');
    await dialog.getByRole('button', { name: p('Close') }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="progressbar"]'));
    await left.check(page, 'Show Correspondence');
    await dialog.getByRole('button', { name: p('Close') }).click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await openAction('Create Appointment');
    await dialog.getByRole('button', { name: p('Submit') }).click();
    await dialog.getByText(p('Choose at least one package')).waitFor();
    await left.check(page, 'Create Appointment dialog');
    await dialog.getByRole('button', { name: p('Close') }).click();
    await dialog.waitFor({ state: 'detached' });

    // The e-sales history of a case of the insurer.
    const [esale] = await portal.server.db.query<{ id: string }>(
      'SELECT e.id::text AS id FROM esales_case e JOIN corporate k ON k.id = e.corporate_id WHERE k.insurer_id = $1 ORDER BY e.id LIMIT 1',
      [DEMO.insurerId],
    );
    await page.goto(portal.url(`/insureragent/appointments/esalesqueue/${esale.id}/history`));
    await page.getByRole('heading', { name: p('Status History') }).waitFor();
    await page.getByRole('heading', { name: p('Additional Info') }).waitFor();
    await left.check(page, 'e-sales history');
    await context.close();
    expect(left.found).toEqual({});
  });

  it('leaves no text outside the catalogue in Bulk Case Creation', async () => {
    const left = leftovers();
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insureradmin');
    await page.goto(portal.url('/insureradmin/appointments/esalesqueue'));
    await usePseudoLocale(page);
    await page.getByRole('button', { name: p('Bulk Case Creation') }).click();
    const dialog = page.getByRole('dialog', { name: p('Bulk Case Creation') });
    await dialog.getByText(p('Drop the Excel file here or choose a file')).waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="progressbar"]'));
    await left.check(page, 'Bulk Case Creation');
    await context.close();
    expect(left.found).toEqual({});
  });

  it('leaves no text outside the catalogue on All Appointments and Download Reports', async () => {
    const left = leftovers();
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'mareport');
    await usePseudoLocale(page);
    const table = page.getByRole('table', { name: p('All Appointments list') });
    await table.getByRole('link').first().waitFor();
    await left.check(page, 'All Appointments');

    await page.getByRole('button', { name: p('Download Reports') }).click();
    const dialog = page.getByRole('dialog', { name: p('Download Reports') });
    await dialog.getByRole('button', { name: p('Download') }).click();
    await dialog.getByRole('alert').waitFor();
    await left.check(page, 'Download Reports');
    await context.close();
    expect(left.found).toEqual({});
  });

  it('leaves no text outside the catalogue on the charts and a segment\'s cases', async () => {
    const left = leftovers();
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insurer.charts');
    await usePseudoLocale(page);
    const card = page.getByRole('figure', { name: new RegExp(`${escape(p('ESales Conversion Till QC'))}$`) });
    await card.waitFor();
    await page.getByRole('figure', { name: p("Today's Hourly ESales Conversion") }).waitFor();
    await left.check(page, 'charts');

    await card.getByText(p('Table view')).click();
    await card.getByRole('table').getByRole('button').first().click();
    await page.getByRole('status').filter({ hasText: '⟦Šĥóŵíñĝ' }).waitFor();
    await left.check(page, 'segment cases');
    await context.close();
    expect(left.found).toEqual({});
  });

  it('leaves no text outside the catalogue on Create Appointment and Create Order', async () => {
    const left = leftovers();
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insurercallcentre');
    await page.goto(portal.url('/insurercallCentre/appointments/create'));
    await usePseudoLocale(page);
    await page.getByRole('heading', { name: p('Create Appointment') }).waitFor();
    await page.getByRole('button', { name: p('Submit') }).click();
    await page.getByText(p('Choose at least one package')).waitFor();
    await left.check(page, 'Create Appointment page');
    await context.close();

    const order = await portal.newPage();
    await signIn(portal, order.page, 'affiliate.orders');
    await order.page.goto(portal.url('/dcadmin/create/order'));
    await usePseudoLocale(order.page);
    await order.page.getByRole('heading', { name: p('Create Order') }).waitFor();
    await order.page.getByRole('button', { name: p('Submit') }).click();
    await order.page.getByText(p('Enter correct phone number')).first().waitFor();
    await left.check(order.page, 'Create Order');
    await order.context.close();
    expect(left.found).toEqual({});
  });

  it('shows the charts and the e-sales queue in Hindi, in Devanagari, and passes axe there', async () => {
    const { context, page } = await portal.newPage();
    await signIn(portal, page, 'insurer.charts');
    await page.evaluate(() => localStorage.setItem('portal.language', 'hi'));
    await page.reload();
    const chartsHeading = page.getByRole('heading', { level: 1, name: 'चार्ट' });
    await chartsHeading.waitFor();
    await page.getByRole('figure', { name: 'आज का घंटेवार ई-सेल्स रूपांतरण' }).waitFor();
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.length).toBeGreaterThanOrEqual(5);
    expect(headings.filter((h) => !DEVANAGARI.test(h))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(portal.url('/insureradmin/appointments/esalesqueue'));
    await page.getByRole('heading', { level: 1, name: 'ई-सेल्स कतार' }).waitFor();
    const table = page.getByRole('table', { name: 'ई-सेल्स कतार की सूची' });
    await table.getByRole('link').first().waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers.filter((h) => !DEVANAGARI.test(h))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

/** A text as a literal part of a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
