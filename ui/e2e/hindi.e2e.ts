import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LAB_TAB_ORDER, LAB_TABS } from '../../core/appointments/tabs.ts';
import { DEMO } from '../../adapters/server/seed/demo-ids.ts';
import { pseudoText } from '../i18n/pseudo.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { chooseDay, findRow, openTab, pickRequests, rowOf, statusOf, toast, waitForList } from './support/lab-desk.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';
import { untranslatedTexts, usePseudoLocale } from './support/untranslated.ts';

const NEXT_MONTH = `fulfillment_date > now() AND fulfillment_date < now() + interval '28 days'`;

/** A request of the insurer that went through the lab desk, so both sides read a history with several statuses. */
const WORKED = `status_id = 32 AND corporate_id IN (SELECT id FROM corporate WHERE insurer_id = ${DEMO.insurerId})`;

async function workedRequest(portal: Portal): Promise<number> {
  const [row] = await pickRequests(portal, WORKED);
  return row!.id;
}

/** A row's action button in the pseudo-locale: '{{action}} request {{id}}' with the action's own pseudo form. */
const actionButton = (action: string) => {
  const [before, rest] = pseudoText('{{action}} request {{id}}').split('{{action}}');
  const [middle, after] = rest!.split('{{id}}');
  return new RegExp(`^${escape(before!)}${escape(pseudoText(action))}${escape(middle!)}\\d+${escape(after!)}$`);
};

/** Opens the first listed row's dialog for an action, and asks it for its problem (a press of its main button) where it has one. */
function openActionDialog(action: string, press?: string): Visit {
  return async (page) => {
    await waitForList(page);
    await page.getByRole('button', { name: actionButton(action) }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    if (press) {
      await dialog.getByRole('button', { name: pseudoText(press), exact: true }).click();
      await dialog.getByRole('alert').waitFor();
    }
  };
}

/** The history's communication dialog, opened from the left column's first channel. */
const openCommunication: Visit = async (page) => {
  await page.getByRole('list', { name: pseudoText('Status history') }).waitFor();
  await page.locator('section[aria-labelledby="history-request-heading"] button').first().click();
  await page.getByRole('dialog', { name: pseudoText('Communication History') }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="progressbar"]'));
};

/** What to do on a screen once it shows, before reading it: open a dialog, wait for a list. */
type Visit = (page: Page, portal: Portal) => Promise<void>;

/**
 * The screens the pseudo-locale test reads, by who signs in and where they go. Another screen joins
 * by adding a line (and, if it has one, what opens its dialog).
 */
const SCREENS: readonly { user: string; route: string | ((portal: Portal) => Promise<string>); then?: Visit }[] = [
  // The request history, as the lab and as the insurer read it, with its communication dialog.
  { user: 'dcadmin', route: async (portal) => `/dcadmin/appointments/${await workedRequest(portal)}/history`, then: openCommunication },
  { user: 'insureradmin', route: async (portal) => `/insureradmin/appointments/${await workedRequest(portal)}/history`, then: openCommunication },
  ...LAB_TAB_ORDER.map((tab) => ({ user: 'dcadmin', route: `/dcadmin${LAB_TABS[tab].route}`, then: (page: Page) => waitForList(page) })),
  {
    user: 'dcadmin',
    route: '/dcadmin/appointments',
    // A dialog open: the first row's first action.
    then: async (page) => {
      await waitForList(page);
      await page.locator('td button.MuiButton-outlined').first().click();
      await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
    },
  },
  // A dialog of each kind: a reason (Reject, Not Attended), Attended, and Upload Documents with its problem.
  { user: 'dcadmin', route: '/dcadmin/appointments', then: openActionDialog('Reject') },
  { user: 'dcadmin', route: '/dcadmin/appointments/confirmed', then: openActionDialog('Not Attended') },
  { user: 'dcadmin', route: '/dcadmin/appointments/confirmed', then: openActionDialog('Attended') },
  { user: 'dcadmin', route: '/dcadmin/documents/pending', then: openActionDialog('Upload Documents', 'Submit') },
];

// One server and browser for the file; each describe opens its own browser context.
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.close();
});

describe('every text through the catalogue, in the pseudo-locale', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await portal.newPage());
  });
  afterAll(async () => {
    await context?.close();
  });

  it('leaves no text outside the catalogue on the login page', async () => {
    await page.goto(portal.url('/login'));
    await usePseudoLocale(page);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^⟦/);
    expect(await untranslatedTexts(page)).toEqual([]);
  });

  it('leaves no text outside the catalogue on the lab desk\'s phone cards at 390 px, one opened', async () => {
    const phone = await portal.newPage({ width: 390, height: 844 });
    try {
      await signIn(portal, phone.page, 'dcadmin');
      await phone.page.goto(portal.url('/dcadmin/appointments'));
      await usePseudoLocale(phone.page);
      await waitForList(phone.page);
      await phone.page.getByRole('button', { name: pseudoText('Show details') }).first().click();
      await phone.page.getByRole('button', { name: pseudoText('Hide details') }).waitFor();
      expect(await untranslatedTexts(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('leaves no text outside the catalogue on the listed screens', async () => {
    await page.goto(portal.url('/login'));
    const found: string[] = [];
    let signedInAs: string | undefined;
    for (const screen of SCREENS) {
      if (signedInAs !== screen.user) {
        await page.evaluate(() => localStorage.clear());
        await signIn(portal, page, screen.user);
        await page.evaluate(() => localStorage.setItem('portal.language', 'pseudo'));
        signedInAs = screen.user;
      }
      const route = typeof screen.route === 'string' ? screen.route : await screen.route(portal);
      await page.goto(portal.url(route));
      await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
      await screen.then?.(page, portal);
      found.push(...(await untranslatedTexts(page)).map((text) => `${route}: ${text}`));
      await page.keyboard.press('Escape');
    }
    expect(found).toEqual([]);
  });
});

describe('the lab desk journey in Hindi', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await portal.newPage());
  });
  afterAll(async () => {
    await context?.close();
  });

  it('switches to Hindi in the profile menu, confirms a request, and stays in Hindi after a reload', async () => {
    const [home] = await pickRequests(portal, `status_id = 22 AND visit_type = 'Home_Visit' AND ${NEXT_MONTH}`);
    await signIn(portal, page, 'dcadmin');
    await openTab(portal, page, '/dcadmin/appointments', 'New Appointments');
    await chooseDay(page, home!.day);
    await findRow(page, home!.id);

    await page.getByRole('button', { name: /^Profile menu for/ }).click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'नए अपॉइंटमेंट' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    expect(await page.getByRole('link', { name: 'कन्फ़र्म अपॉइंटमेंट' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'निर्यात करें' }).isVisible()).toBe(true);

    const row = rowOf(page, home!.id);
    expect(await row.getByText('होम विज़िट').isVisible()).toBe(true);
    await row.getByRole('button', { name: `अनुरोध ${home!.id}: कन्फ़र्म करें` }).click();
    const dialog = page.getByRole('dialog', { name: 'अपॉइंटमेंट कन्फ़र्म करें' });
    await dialog.getByLabel(/^टिप्पणी/).fill('सुबह 8 बजे फ़्लेबोटोमिस्ट बुक किया');
    await dialog.getByRole('checkbox', { name: 'लैब तकनीशियन' }).check();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'कन्फ़र्म करें', exact: true }).click();
    await toast(page, 'अनुरोध सफलतापूर्वक अपडेट हुआ');
    expect(await statusOf(portal, home!.id)).toBe(23);

    const [saved] = await portal.server.db.query<{ language: string }>(`SELECT language FROM app_user WHERE user_name = 'dcadmin'`);
    expect(saved!.language).toBe('hi');

    await page.evaluate(() => localStorage.removeItem('portal.language'));
    await page.reload();
    await page.evaluate(() => localStorage.setItem('portal.language', 'hi'));
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'नए अपॉइंटमेंट' }).isVisible()).toBe(true);
    await waitForList(page);
    await expectNoSeriousViolations(page);
  });

  it('applies the saved Hindi when the user signs in again on another browser', async () => {
    const fresh = await portal.newPage();
    try {
      await signIn(portal, fresh.page, 'dcadmin');
      await expect.poll(() => fresh.page.getByRole('heading', { level: 1, name: 'नए अपॉइंटमेंट' }).isVisible()).toBe(true);
      expect(await fresh.page.evaluate(() => localStorage.getItem('portal.language'))).toBe('hi');
    } finally {
      await fresh.context.close();
    }
  });

  it('renders Devanagari with the shipped Noto Sans Devanagari', async () => {
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      await document.fonts.load('16px "Noto Sans Devanagari"', 'अपॉइंटमेंट');
      const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans Devanagari');
      return { check: document.fonts.check('16px "Noto Sans Devanagari"', 'अपॉइंटमेंट'), loaded: faces.some((f) => f.status === 'loaded') };
    });
    expect(font).toEqual({ check: true, loaded: true });
  });
});

/** A text as a literal part of a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
