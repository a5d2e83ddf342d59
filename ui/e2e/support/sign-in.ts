import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, type Portal } from './portal.ts';

/** Fills the login form and submits it, as a person would. */
export async function submitCredentials(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/^Username/).fill(userName);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Types a code into the five boxes, one digit each. */
export async function typeCode(page: Page, code: string): Promise<void> {
  for (let i = 0; i < code.length; i++) {
    await page.getByLabel(`Digit ${i + 1} of 5`).fill(code[i]);
  }
}

/**
 * Signs a demo user in through the login page and the code dialog; answers where they landed.
 * `origin` opens the portal under another host name of the same server (a session is per origin).
 */
export async function signIn(portal: Portal, page: Page, userName: string, origin?: string): Promise<string> {
  await page.goto(origin ? `${origin}/login` : portal.url('/login'));
  await submitCredentials(page, userName);
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  await typeCode(page, await portal.latestCode(userName));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return new URL(page.url()).pathname;
}
