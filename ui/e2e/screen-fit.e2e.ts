import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LAB_TABS } from '../../core/appointments/tabs.ts';
import { addDays, formatIndiaDay } from '../../core/shared/india-time.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { chooseDay, choosePreset, dayButtonName, openTab, waitForList } from './support/lab-desk.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { signIn } from './support/sign-in.ts';

interface Box {
  what: string;
  left: number;
  right: number;
}

/** Every drawn element of the top bar, with where it starts and ends horizontally. */
async function topBarBoxes(page: Page): Promise<Box[]> {
  return page.locator('header').evaluate((header) =>
    [header, ...header.querySelectorAll('*')]
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ el, rect }) => rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map(({ el, rect }) => ({ what: `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 40)}`, left: rect.left, right: rect.right })),
  );
}

/** The boxes that reach outside [0, width]: what a person could not see without scrolling. */
const offScreen = (boxes: Box[], width: number) => boxes.filter((b) => b.left < -0.5 || b.right > width + 0.5).map((b) => `${b.what} ${Math.round(b.left)}..${Math.round(b.right)}`);

/** The table's header cells outside the viewport, and whether its container would scroll sideways. */
async function tableFit(page: Page, width: number): Promise<{ headers: string[]; offScreen: string[]; scrolls: boolean; rows: number }> {
  const table = page.getByRole('table');
  const headers = await table.getByRole('columnheader').evaluateAll((cells) =>
    cells.map((c) => ({ what: c.textContent ?? '', left: c.getBoundingClientRect().left, right: c.getBoundingClientRect().right })),
  );
  return {
    headers: headers.map((h) => h.what),
    offScreen: offScreen(headers, width),
    scrolls: await table.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth),
    rows: (await table.getByRole('row').count()) - 1,
  };
}

// One server and browser for the file: each describe opens its own pages and signs in afresh.
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

describe('the screens fit the screen', () => {
  it('shows every column of all ten lab tabs inside 1280 px beside the drawer, Actions included, with no sideways scrolling', async () => {
    const { context, page } = await portal.newPage({ width: 1280, height: 800 });
    await signIn(portal, page, 'dcadmin');
    for (const tab of Object.values(LAB_TABS)) {
      await openTab(portal, page, `/dcadmin${tab.route}`, tab.label);
      // A month of requests, so the columns hold real content (buttons, badges, long names).
      await choosePreset(page, tab.route === '/appointments' ? 'Next 30 Days' : 'Rolling 1 Month');
      const fit = await tableFit(page, 1280);
      expect({ tab: tab.label, offScreen: fit.offScreen, scrolls: fit.scrolls }).toEqual({ tab: tab.label, offScreen: [], scrolls: false });
      expect(fit.headers.includes('Actions')).toBe(!tab.readOnly);
      expect(fit.rows).toBeGreaterThan(0);
    }
    await expectNoSeriousViolations(page);
    await context.close();
  });

  it('shows the insurer list whole at 1280 px, dates included', async () => {
    const { context, page } = await portal.newPage({ width: 1280, height: 800 });
    await signIn(portal, page, 'insureradmin');
    await page.getByRole('table', { name: 'All Appointments list' }).waitFor();
    await waitForList(page);
    const fit = await tableFit(page, 1280);
    expect(fit.headers.slice(-2)).toEqual(['Appointment Date & Time', 'Created On']);
    expect([fit.offScreen, fit.scrolls, fit.rows > 0]).toEqual([[], false, true]);
    const lastCells = await page.getByRole('table').getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.lastElementChild!.getBoundingClientRect().right));
    expect(lastCells.every((right) => right <= 1280)).toBe(true);
    await expectNoSeriousViolations(page);
    await context.close();
  });

  it('keeps the whole top bar on screen from 1280 down to 769 px, so Sign out stays reachable', async () => {
    for (const user of ['dcadmin', 'insureradmin']) {
      const { context, page } = await portal.newPage({ width: 1024, height: 800 });
      await signIn(portal, page, user);
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const width of [1280, 1200, 1024, 900, 769]) {
        await page.setViewportSize({ width, height: 800 });
        expect({ user, width, offScreen: offScreen(await topBarBoxes(page), width) }).toEqual({ user, width, offScreen: [] });
        expect(await page.getByRole('combobox', { name: 'Search by' }).isVisible()).toBe(true);
        await page.getByRole('button', { name: /^Profile menu/ }).click();
        const signOut = page.getByRole('menuitem', { name: 'Sign out' });
        const box = (await signOut.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= width).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => signOut.count()).toBe(0);
      }
      await expectNoSeriousViolations(page);
      await context.close();
    }
  });

  it('at 390 px shows cards, scrolls nothing sideways, opens the calendar on screen and passes axe', async () => {
    for (const [user, heading] of [['dcadmin', 'New Appointments'], ['insureradmin', 'All Appointments']]) {
      const { context, page } = await portal.newPage({ width: 390, height: 844 });
      await signIn(portal, page, user);
      const cards = page.getByRole('list', { name: `${heading} list` }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      expect(await page.getByRole('table').count()).toBe(0);
      expect(offScreen(await topBarBoxes(page), 390)).toEqual([]);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousViolations(page);
      await choosePreset(page, 'Custom');
      await page.getByRole('button', { name: /^Choose starting date/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose starting date' });
      await dialog.getByRole('grid').waitFor();
      const box = (await dialog.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await expectNoSeriousViolations(page);
      await context.close();
    }
  });
});

describe('the shell and the lists, as a person uses them', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await portal.newPage({ width: 1280, height: 800 }));
  });
  afterAll(() => context?.close());

  const table = () => page.getByRole('table', { name: 'All Appointments list' });
  const searchByName = async (text: string) => {
    await page.getByRole('combobox', { name: 'Search by' }).click();
    await page.getByRole('option', { name: 'Name', exact: true }).click();
    await page.getByLabel('Search', { exact: true }).fill(text);
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await page.getByText(`Search: Name: ${text}`).waitFor();
  };
  const currentPage = () => page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="true"], [aria-current="page"]').textContent();

  it('moves focus to the heading of the screen it navigates to', async () => {
    await signIn(portal, page, 'insureradmin');
    await table().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ESales Queue' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Appointments' }).click();
    await expect.poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)).toBe('H1 All Appointments');
  });

  it('clears the search results, not only the box, with the clear button', async () => {
    await waitForList(page);
    const plain = await page.getByText(/^Total: /).textContent();
    await searchByName('Sharma');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.getByText('Search: Name: Sharma').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('');
    await waitForList(page);
    expect(await page.getByText(/^Total: /).textContent()).toBe(plain);
  });

  it('starts the list afresh from the logo: first page, no search', async () => {
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await waitForList(page);
    expect(await currentPage()).toBe('2');
    await page.getByRole('link', { name: 'Provider Portal home' }).click();
    await waitForList(page);
    await expect.poll(currentPage).toBe('1');

    await searchByName('Sharma');
    await page.getByRole('link', { name: 'Provider Portal home' }).click();
    await expect.poll(() => page.getByText('Search: Name: Sharma').count()).toBe(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/insureradmin/appointments');
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('');
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('pageTracking'))) ?? '{}').page ?? 1).toBe(1);
  });
});

describe('the lab desk with nothing to show, and its calendar by keyboard', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await portal.newPage({ width: 1280, height: 800 }));
  });
  afterAll(() => context?.close());

  it('picks a custom range on the calendar with the keyboard alone', async () => {
    await signIn(portal, page, 'dcadmin');
    await openTab(portal, page, '/dcadmin/appointments/confirmed', 'Confirmed Appointments');
    await choosePreset(page, 'Custom');
    const start = await page.getByRole('textbox', { name: 'Starting date' }).inputValue();
    const button = page.getByRole('button', { name: `Choose starting date, ${start}` });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose starting date' });
    await dialog.getByRole('grid').waitFor();
    // The chosen day has focus; one week back and one day on, then Enter picks it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/, selected$/);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    const focused = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    const picked = await page.getByRole('textbox', { name: 'Starting date' }).inputValue();
    expect(picked).not.toBe(start);
    // What was focused in the grid is what the field now says, written as the lists write dates.
    const [, day, month, year] = /, (\d+) (\w+) (\d{4})/.exec(focused)!;
    expect(picked).toBe(`${month.slice(0, 3)} ${day.padStart(2, '0')} ${year}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Choose starting date, ${picked}`);

    const listed = page.waitForResponse((r) => r.url().endsWith('/api/medibuddyCentral/RequestDetails'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search dates');
    await page.keyboard.press('Enter');
    const body = (await listed).request().postDataJSON() as { startDate: string };
    expect(formatIndiaDay(body.startDate)).toBe(picked);
  });

  it('says "No appointments found" where it can be seen, even while the table scrolls sideways, and disables Export', async () => {
    // A day more than a month ahead on which nothing is booked, picked on the calendar.
    const [{ day }] = await portal.server.db.query<{ day: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series((now() AT TIME ZONE 'Asia/Kolkata')::date + 40, (now() AT TIME ZONE 'Asia/Kolkata')::date + 70, interval '1 day') AS d
        WHERE NOT EXISTS (SELECT 1 FROM appointment_request r WHERE (r.fulfillment_date AT TIME ZONE 'Asia/Kolkata')::date = d::date) ORDER BY d LIMIT 1`,
    );
    await openTab(portal, page, '/dcadmin/appointments', 'New Appointments');
    await chooseDay(page, day);
    const empty = page.getByText('No appointments found');
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const box = (await empty.boundingBox())!;
      expect({ width, inView: box.x >= 0 && box.x + box.width <= width && box.y + box.height <= 800 }).toEqual({ width, inView: true });
    }
    expect(await page.getByRole('button', { name: 'Export' }).isDisabled()).toBe(true);
    await expectNoSeriousViolations(page);
  });

  it('follows arrow keys typed faster than the page paints, and stays usable', async () => {
    await openTab(portal, page, '/dcadmin/appointments/confirmed', 'Confirmed Appointments');
    await choosePreset(page, 'Custom');
    const [, mon, dd, yyyy] = /^(\w{3}) (\d{2}) (\d{4})$/.exec(await page.getByRole('textbox', { name: 'Starting date' }).inputValue())!;
    const start = `${yyyy}-${String('JanFebMarAprMayJunJulAugSepOctNovDec'.indexOf(mon) / 3 + 1).padStart(2, '0')}-${dd}`;
    await page.getByRole('button', { name: /^Choose starting date/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/, selected$/);
    // Both keys in one task, before any paint: the day focused by the first must take the second.
    const focused = await page.evaluate(async () => {
      const press = async (key: string) => {
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        for (let i = 0; i < 20; i++) await Promise.resolve();
      };
      await press('ArrowUp');
      await press('ArrowRight');
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
      return document.activeElement?.getAttribute('aria-label') ?? '';
    });
    expect(focused).toMatch(dayButtonName(addDays(start, -6)));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Choose starting date' }).count()).toBe(0);
  });
});
