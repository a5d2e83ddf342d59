import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Focuses a field by its label and types into it: what a keyboard user does after tabbing there. */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

/** Chooses an option of a native select with the keyboard: Home, then ArrowDown until it is chosen. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await expect.poll(() => select.locator('option', { hasText: option }).count()).toBeGreaterThan(0);
  await select.focus();
  await page.keyboard.press('Home');
  const chosen = () => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
  for (let i = 0; i < 30 && (await chosen()) !== option; i++) await page.keyboard.press('ArrowDown');
  expect(await chosen()).toBe(option);
}

/** Picks tomorrow on a day field's calendar: Enter opens it on today, ArrowRight, Enter. */
export async function pickTomorrow(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: `Choose ${label.charAt(0).toLowerCase()}${label.slice(1)}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('grid').waitFor();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('textbox', { name: label }).inputValue()).not.toBe('');
}

