import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionMessage } from '../../core/session/messages.ts';
import { startPortal, type Portal } from './support/portal.ts';
import { seriousViolations } from './support/axe.ts';
import { submitCredentials } from './support/sign-in.ts';

const NEW_PASSWORD = 'Fresh@2468';

describe('a forgotten password', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal?.close());

  /** The newest reset link e-mailed to a user, read from the outbox as a developer reads the log. */
  async function latestResetLink(userName: string): Promise<string> {
    const [row] = await portal.server.db.query<{ body: string }>(
      `SELECT o.body FROM outbox o JOIN app_user u ON u.id = o.user_id
        WHERE lower(u.user_name) = lower($1) AND o.purpose = 'passwordReset' ORDER BY o.id DESC LIMIT 1`,
      [userName],
    );
    const link = row?.body.match(/https?:\/\/\S+\/ResetPassword\?resettoken=[^\s.]+/)?.[0];
    if (!link) throw new Error(`no reset link in the outbox for ${userName}`);
    return link;
  }

  it('is reset through the e-mailed link, and the new one signs in', async () => {
    const { context, page } = await portal.newPage();
    await page.goto(portal.url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/ForgotPassword');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('Please enter your username for which you want to reset password.').isVisible()).toBe(true);
    await page.getByLabel(/^Username/).fill('dcoperations');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => page.getByText('Password Reset Link has be sent to the registered Email Id').isVisible()).toBe(true);

    await page.goto(await latestResetLink('dcoperations'));
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => page.getByText(SessionMessage.resetDone).isVisible()).toBe(true);

    await submitCredentials(page, 'dcoperations', NEW_PASSWORD);
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await context.close();
  });
});
